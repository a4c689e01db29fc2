#include "focusreturn.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QMainWindow>

namespace gamut {

FocusReturn::FocusReturn(QMainWindow *window, QWidget *board) : QObject(window), window_(window), board_(board) {
    qApp->installEventFilter(this); // a type check per event; it sees every dialog of the window close
}

bool FocusReturn::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::Hide)
        if (auto *dialog = qobject_cast<QDialog *>(watched);
            dialog && dialog->parentWidget() && dialog->parentWidget()->window() == window_)
            // After the window has restored its own focus widget.
            QMetaObject::invokeMethod(this, &FocusReturn::toBoard, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void FocusReturn::toBoard() {
    if (!board_->isVisible())
        return;
    QWidget *active = QApplication::activeWindow();
    if (active && active != window_)
        return; // another window of ours (a non-modal dialog) has the keys: leave them there
    if (!active)
        window_->activateWindow();
    board_->setFocus(Qt::OtherFocusReason);
}

} // namespace gamut
