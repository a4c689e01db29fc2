#include "panefocus.h"

#include "actions.h"
#include "mainwindow.h"

#include "ui/board/boardview.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMenu>

namespace gamut {

PaneFocus::PaneFocus(MainWindow *window) : QObject(window), window_(window) {
    setObjectName(QStringLiteral("paneFocus"));
    next_ = new QAction(tr("Ne&xt Pane"), window);
    next_->setShortcut(QKeySequence(Qt::Key_F6));
    next_->setObjectName(QStringLiteral("nextPane"));
    previous_ = new QAction(tr("Pre&vious Pane"), window);
    previous_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    previous_->setObjectName(QStringLiteral("previousPane"));
    for (QAction *action : {next_, previous_}) {
        action->setShortcutContext(Qt::WindowShortcut);
        window->addAction(action);
    }
    connect(next_, &QAction::triggered, this, [this] { cycle(1); });
    connect(previous_, &QAction::triggered, this, [this] { cycle(-1); });
    // In the View menu (the menu that holds Flip Board).
    for (QObject *object : window->actions()->flipBoard->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object)) {
            menu->addSeparator();
            menu->addActions({next_, previous_});
        }
    qApp->installEventFilter(this);
}

QList<QWidget *> PaneFocus::panes() const {
    QList<QWidget *> list{window_->board()};
    for (QDockWidget *dock : window_->findChildren<QDockWidget *>())
        if (dock->isVisible() && dock->widget())
            list << dock;
    return list;
}

int PaneFocus::paneOf(QWidget *widget) const {
    const QList<QWidget *> list = panes();
    for (QWidget *w = widget; w; w = w->parentWidget())
        if (const int index = int(list.indexOf(w)); index >= 0)
            return index;
    return -1;
}

void PaneFocus::cycle(int step) {
    const QList<QWidget *> list = panes();
    const int now = paneOf(QApplication::focusWidget());
    const int count = int(list.size());
    for (int i = 1; i <= count; ++i) {
        QWidget *pane = list[((now < 0 ? 0 : now) + step * i + count * count) % count];
        if (pane == window_->board()) {
            pane->setFocus(Qt::OtherFocusReason);
            return;
        }
        // A dock's first control that takes the keyboard (its focus chain, from the dock on).
        for (QWidget *w = pane->nextInFocusChain(); w && w != pane; w = w->nextInFocusChain()) {
            if (!pane->isAncestorOf(w))
                continue;
            if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy()) {
                w->setFocus(Qt::OtherFocusReason);
                return;
            }
        }
    }
}

bool PaneFocus::eventFilter(QObject *watched, QEvent *event) {
    // Escape in a dock (the history, the players, the chat) goes back to the board; a control that uses Escape
    // itself (an open combo box list is a popup of its own) has it first.
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape &&
        static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier) {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && widget == QApplication::focusWidget() && widget->window() == window_ && paneOf(widget) > 0) {
            window_->board()->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gamut
