#include "announcer.h"

#include "ui/board/accessibleevents.h"

#include <QAccessibleWidget>
#include <QTimer>

#include <algorithm>

namespace gamut {

namespace {

// The label as a notification: its text is its name, and it is shown anew (ObjectShow) for each announcement.
class NotificationAccessible final : public QAccessibleWidget {
public:
    explicit NotificationAccessible(Announcer *label) : QAccessibleWidget(label, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name || t == QAccessible::Description)
            return static_cast<Announcer *>(widget())->text();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *announcerFactory(const QString &, QObject *object) {
    if (auto *label = qobject_cast<Announcer *>(object))
        return new NotificationAccessible(label);
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget *parent) : QLabel(parent) {
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed)
    setObjectName(QStringLiteral("announcer"));
    setFocusPolicy(Qt::NoFocus);
    // Nothing to see: the status line shows the same in words for sighted players. One pixel keeps it "showing"
    // for the accessibility bus.
    setFixedSize(1, 1);
    hide();
}

void Announcer::announce(const QString &text, const QString &topic) {
    if (text.isEmpty())
        return;
    if (pending_.isEmpty())
        QTimer::singleShot(0, this, &Announcer::flush);
    if (const int earlier = topic.isEmpty() ? -1 : int(topics_.indexOf(topic)); earlier >= 0) {
        pending_[earlier] = text;
        return;
    }
    pending_ << text;
    topics_ << topic;
}

void Announcer::flush() {
    if (pending_.isEmpty())
        return;
    // A refusal may come twice in one turn (the board's "The move was refused: why" and the seats' "why"): a
    // sentence that another one already contains is said once.
    QStringList sentences;
    for (QString sentence : std::as_const(pending_)) {
        if (std::any_of(pending_.cbegin(), pending_.cend(),
                        [&](const QString &other) { return other != sentence && other.contains(sentence); }) ||
            sentences.contains(sentence.trimmed()) || sentences.contains(sentence.trimmed() + QLatin1Char('.')))
            continue;
        sentence = sentence.trimmed();
        if (!sentence.isEmpty() && !sentence.endsWith(QLatin1Char('.')) && !sentence.endsWith(QLatin1Char('?')) &&
            !sentence.endsWith(QLatin1Char('!')))
            sentence += QLatin1Char('.');
        sentences << sentence;
    }
    pending_.clear();
    topics_.clear();
    last_ = sentences.join(QLatin1Char(' '));
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    setText(last_);
    QAccessibleAnnouncementEvent event(this, last_);
    accessibleEvents::send(&event);
#else
    setText(last_);
    hide(); // shown anew: the screen reader hears a new notification even when the text is the same
    show();
    QAccessibleEvent event(this, QAccessible::NameChanged);
    accessibleEvents::send(&event);
#endif
    emit announced(last_);
}

} // namespace gamut
