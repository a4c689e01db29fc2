// The window's keyboard shortcuts wait for the screen reader. Qt hands a key to its QAction shortcuts before the
// accessibility bridge passes it on to the screen reader, so that with Orca's modifier held, Orca+H ran Gamut's
// Hint instead of Orca's learn mode and Orca+F11 Full Screen instead of Orca's row/cell switch. The gate takes the
// shortcut's key away from Qt's shortcut map (it accepts the ShortcutOverride event the focus widget gets first), so
// that the key press goes the way of every key: through the bridge, which asks the screen reader and drops the key
// when the screen reader took it; a key the screen reader let pass comes on to the focus widget, where the gate
// triggers the action. Nothing changes without a screen reader: the key comes on at once.
//
// Text fields keep their keys (a letter typed into the move box is a letter); keys of menus and dialogs, which are
// windows of their own, are not touched.
#pragma once

#include <QKeyCombination>
#include <QObject>
#include <QPointer>

class QAction;
class QKeyEvent;
class QWidget;

namespace gamut {

class ShortcutGate : public QObject {
    Q_OBJECT
public:
    // Gates the shortcuts of the actions of `window` (its own and its children's).
    explicit ShortcutGate(QWidget *window);

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Target;
    bool keyCame(QKeyEvent *key); // a gated key press reached its widget: true when it triggered the action
    QAction *actionFor(QKeyCombination key) const;
    bool gates(QObject *receiver) const;

    QWidget *window_;
    Target *target_;
    QPointer<QAction> pending_; // the action whose key was taken from the shortcut map, until its key press comes
    QKeyCombination pendingKey_;
};

} // namespace gamut
