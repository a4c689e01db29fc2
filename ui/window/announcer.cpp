#include "announcer.h"

#include "ui/board/accessibleevents.h"

#include <QAccessibleWidget>
#include <QTimer>

#include <algorithm>

namespace gamut {

namespace {

const char *const kNotification = "gamutNotification";

// A notification label: its text is its name, and it never changes once shown.
class NotificationAccessible final : public QAccessibleWidget {
public:
    explicit NotificationAccessible(QLabel *label) : QAccessibleWidget(label, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name || t == QAccessible::Description)
            return static_cast<QLabel *>(widget())->text();
        return QAccessibleWidget::text(t);
    }
};

// A notification's label is heard, not seen (the Announcer is one pixel; the status line shows the same words), so
// it paints nothing: a QLabel lays its whole text out at every paint, and each new note repainted all the kept ones
// under it (gamut-window-bench --clicks: 2.6 million more instructions a move, a quarter more of a click's cost).
class NotificationLabel final : public QLabel {
public:
    using QLabel::QLabel;

protected:
    void paintEvent(QPaintEvent *) override {}
};

QAccessibleInterface *announcerFactory(const QString &, QObject *object) {
    if (auto *label = qobject_cast<QLabel *>(object); label && label->property(kNotification).toBool())
        return new NotificationAccessible(label);
    return nullptr;
}

// The sentences of one turn, each said once and ending in a full stop.
QString joined(const QStringList &pending) {
    // A refusal may come twice in one turn (the board's "The move was refused: why" and the seats' "why"): a
    // sentence that another one already contains is said once.
    QStringList sentences;
    for (QString sentence : pending) {
        if (std::any_of(pending.cbegin(), pending.cend(),
                        [&](const QString &other) { return other != sentence && other.contains(sentence); }) ||
            sentences.contains(sentence.trimmed()) || sentences.contains(sentence.trimmed() + QLatin1Char('.')))
            continue;
        sentence = sentence.trimmed();
        if (!sentence.isEmpty() && !sentence.endsWith(QLatin1Char('.')) && !sentence.endsWith(QLatin1Char('?')) &&
            !sentence.endsWith(QLatin1Char('!')))
            sentence += QLatin1Char('.');
        sentences << sentence;
    }
    return sentences.join(QLatin1Char(' '));
}

} // namespace

Announcer::Announcer(QWidget *parent) : QWidget(parent) {
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed)
    setObjectName(QStringLiteral("announcer"));
    setFocusPolicy(Qt::NoFocus);
    // Nothing to see: the status line shows the same in words for sighted players. One pixel keeps the
    // notifications "showing" for the accessibility bus.
    setFixedSize(1, 1);
}

void Announcer::announce(const QString &text, const QString &topic) {
    if (text.isEmpty())
        return;
    if (pending_.isEmpty() && pendingLast_.isEmpty())
        QTimer::singleShot(0, this, &Announcer::flush);
    if (const int earlier = topic.isEmpty() ? -1 : int(topics_.indexOf(topic)); earlier >= 0) {
        pending_[earlier] = text;
        return;
    }
    pending_ << text;
    topics_ << topic;
}

void Announcer::announceLast(const QString &text, const QString &topic) {
    if (text.isEmpty())
        return;
    if (pending_.isEmpty() && pendingLast_.isEmpty())
        QTimer::singleShot(0, this, &Announcer::flush);
    pendingLast_ << text;
    lastTopics_ << topic;
}

void Announcer::withdraw(const QString &topic) {
    for (qsizetype i = lastTopics_.size() - 1; i >= 0; --i)
        if (lastTopics_[i] == topic) {
            lastTopics_.removeAt(i);
            pendingLast_.removeAt(i);
        }
    for (qsizetype i = topics_.size() - 1; i >= 0; --i)
        if (topics_[i] == topic) {
            topics_.removeAt(i);
            pending_.removeAt(i);
        }
}

QList<QLabel *> Announcer::notifications() const {
    QList<QLabel *> list;
    for (const QPointer<QLabel> &note : notes_)
        if (note)
            list << note;
    return list;
}

void Announcer::dropOld() {
    notes_.removeAll(nullptr);
    while (notes_.size() > kKept)
        delete notes_.takeFirst().data();
}

void Announcer::flush() {
    if (pending_.isEmpty() && pendingLast_.isEmpty())
        return;
    last_ = joined(pending_ + pendingLast_);
    pending_.clear();
    pendingLast_.clear();
    topics_.clear();
    lastTopics_.clear();
    if (last_.isEmpty())
        return;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QAccessibleAnnouncementEvent event(this, last_);
    accessibleEvents::send(&event);
#else
    auto *note = new NotificationLabel(this);
    note->setProperty(kNotification, true);
    note->setObjectName(QStringLiteral("notification"));
    note->setFocusPolicy(Qt::NoFocus);
    note->setText(last_);
    note->setGeometry(0, 0, 1, 1);
    notes_ << note;
    dropOld();
    QTimer::singleShot(kKeptForMs, note, &QObject::deleteLater);
    if (isHidden())
        show();
    note->show(); // the screen reader hears a notification appear (object:state-changed:showing)
    QAccessibleEvent event(note, QAccessible::NameChanged);
    accessibleEvents::send(&event);
#endif
    emit announced(last_);
}

} // namespace gamut
