// Network play in the main window: the NetworkSession with its status (connection, table, opponent, Reconnect)
// in the status bar, the chat dock, the Host server child and the Network Game dialog. MainWindow makes one and
// hands it the action that opens the dialog; everything else is here.
#pragma once

#include <QObject>

class QAction;
class QLabel;
class QMainWindow;
class QToolButton;
class QWidget;

namespace gamut {

class ChatDock;
class GameModel;
class NetworkDialog;
class NetworkSession;
class ServerProcess;
class StatusLine;
class TurnController;

class NetworkUi : public QObject {
    Q_OBJECT
public:
    NetworkUi(QMainWindow *window, GameModel *model, TurnController *turns, StatusLine *status, QAction *open);
    ~NetworkUi() override;

    NetworkSession *session() const { return session_; }
    ChatDock *chatDock() const { return chat_; }
    ServerProcess *server() const { return server_; }
    NetworkDialog *dialog(); // made on first use
    QString statusText() const;
    QToolButton *reconnectButton() const { return reconnect_; }
    void showDialog();

private:
    void updateStatus();

    QMainWindow *window_;
    NetworkSession *session_;
    ServerProcess *server_;
    ChatDock *chat_;
    NetworkDialog *dialog_ = nullptr;
    QWidget *statusWidget_;
    QLabel *statusLabel_;
    QToolButton *reconnect_;
};

} // namespace gamut
