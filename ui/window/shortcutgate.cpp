#include "shortcutgate.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace gamut {

namespace {

// A widget that takes typed text: it keeps every key (Qt's own widgets accept the ShortcutOverride of a printable
// key themselves; the gate, asked first, must not take it from them).
bool takesText(const QWidget *widget) {
    if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget) ||
        qobject_cast<const QKeySequenceEdit *>(widget))
        return true;
    if (const auto *text = qobject_cast<const QTextEdit *>(widget))
        return !text->isReadOnly();
    if (const auto *text = qobject_cast<const QPlainTextEdit *>(widget))
        return !text->isReadOnly();
    if (const auto *combo = qobject_cast<const QComboBox *>(widget))
        return combo->isEditable();
    return false;
}

const char *const kWatched = "gamutShortcutGate";

} // namespace

// The filter on the widgets a gated key press goes to: it runs after every application event filter, the
// accessibility bridge's among them (which holds a key back while it asks the screen reader, and sends it again
// when the screen reader let it pass).
class ShortcutGate::Target : public QObject {
public:
    explicit Target(ShortcutGate *gate) : QObject(gate), gate_(gate) {}
    bool eventFilter(QObject *, QEvent *event) override {
        return event->type() == QEvent::KeyPress && gate_->keyCame(static_cast<QKeyEvent *>(event));
    }

private:
    ShortcutGate *gate_;
};

ShortcutGate::ShortcutGate(QWidget *window) : QObject(window), window_(window), target_(new Target(this)) {
    setObjectName(QStringLiteral("shortcutGate"));
    qApp->installEventFilter(this);
}

bool ShortcutGate::keyCame(QKeyEvent *key) {
    if (!pending_ || key->keyCombination() != pendingKey_)
        return false;
    const QPointer<QAction> action = pending_;
    pending_ = nullptr;
    if (action && action->isEnabled())
        action->trigger();
    return true;
}

bool ShortcutGate::gates(QObject *receiver) const {
    auto *widget = qobject_cast<QWidget *>(receiver);
    return widget && widget->window() == window_ && !takesText(widget);
}

QAction *ShortcutGate::actionFor(QKeyCombination key) const {
    const QKeySequence sequence(key);
    QList<QAction *> actions = window_->actions();
    actions += window_->findChildren<QAction *>();
    for (QAction *action : std::as_const(actions)) {
        if (!action->isEnabled() || action->shortcutContext() == Qt::WidgetShortcut ||
            action->shortcutContext() == Qt::WidgetWithChildrenShortcut)
            continue;
        if (action->shortcuts().contains(sequence))
            return action;
    }
    return nullptr;
}

bool ShortcutGate::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    // Asked of the focus widget before Qt's shortcut map: accepted, the key goes on as a key press instead.
    pending_ = nullptr;
    if (!gates(watched))
        return false;
    const QKeyCombination combination = static_cast<QKeyEvent *>(event)->keyCombination();
    QAction *action = actionFor(combination);
    if (!action)
        return false;
    pending_ = action;
    pendingKey_ = combination;
    if (!watched->property(kWatched).toBool()) {
        watched->setProperty(kWatched, true);
        watched->installEventFilter(target_);
    }
    event->accept();
    return true;
}

} // namespace gamut
