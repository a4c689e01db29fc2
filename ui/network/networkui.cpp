#include "networkui.h"

#include "chatdock.h"
#include "networkdialog.h"
#include "networksession.h"
#include "serverprocess.h"

#include "ui/panels/statusline.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolButton>

namespace gamut {

NetworkUi::NetworkUi(QMainWindow *window, GameModel *model, TurnController *turns, StatusLine *status, QAction *open)
    : QObject(window), window_(window), session_(new NetworkSession(model, turns, this)),
      server_(new ServerProcess(this)) {
    chat_ = new ChatDock(session_, window);
    window->addDockWidget(Qt::RightDockWidgetArea, chat_);
    chat_->hide(); // until the window is at a table

    statusWidget_ = new QWidget(window);
    auto *layout = new QHBoxLayout(statusWidget_);
    layout->setContentsMargins(0, 0, 0, 0);
    statusLabel_ = new QLabel(statusWidget_);
    reconnect_ = new QToolButton(statusWidget_);
    reconnect_->setText(tr("Reconnect"));
    reconnect_->setToolTip(tr("Connect to the server again and take the seat back"));
    layout->addWidget(statusLabel_);
    layout->addWidget(reconnect_);
    window->statusBar()->addPermanentWidget(statusWidget_);

    connect(reconnect_, &QToolButton::clicked, session_, &NetworkSession::reconnect);
    connect(session_, &NetworkSession::stateChanged, this, &NetworkUi::updateStatus);
    connect(session_, &NetworkSession::message, status,
            [status](const QString &text) { status->showMessage(text, 8000); });
    connect(session_, &NetworkSession::tableJoined, chat_, [this] {
        chat_->show();
        chat_->raise();
    });
    connect(server_, &ServerProcess::finished, status,
            [status](const QString &why) { status->showMessage(tr("The hosted server stopped: %1").arg(why), 8000); });
    if (open)
        connect(open, &QAction::triggered, this, &NetworkUi::showDialog);
    updateStatus();
}

NetworkUi::~NetworkUi() = default; // the server child ends with server_ (SIGTERM)

NetworkDialog *NetworkUi::dialog() {
    if (!dialog_)
        dialog_ = new NetworkDialog(session_, server_, window_);
    return dialog_;
}

void NetworkUi::showDialog() {
    NetworkDialog *d = dialog();
    d->show();
    d->raise();
    d->activateWindow();
}

QString NetworkUi::statusText() const { return statusLabel_->text(); }

void NetworkUi::updateStatus() {
    const QString text = session_->statusText();
    statusLabel_->setText(text);
    statusWidget_->setVisible(!text.isEmpty());
    reconnect_->setVisible(session_->state() == NetworkSession::State::Lost);
}

} // namespace gamut
