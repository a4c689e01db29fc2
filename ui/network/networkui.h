// Network play in the main window: the NetworkSession with its status (connection, table, opponent, Reconnect)
// in the status bar, the chat dock, the Host server child and the Network Game dialog; and Play Online's lobby
// (LobbySession, LobbyDialog, made on first use), whose games found are played here through the same session. At a
// 1.2 table the status bar also shows both clocks as the server keeps them (ticking each 0.1 s, the running one in
// bold) and Offer Draw, Abort and Rematch; the table's events also go to the chat's log, and the lobby's list of
// one's games follows the moves played here. MainWindow makes one and hands it the action that opens the dialog;
// everything else is here.
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QLabel;
class QMainWindow;
class QTimer;
class QToolButton;
class QWidget;

namespace gamut {

class ChatDock;
class DesktopNotifier;
class LobbyDialog;
class LobbySession;
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
    NetworkDialog *dialog();    // made on first use
    QString statusText() const; // the whole sentence ("Table t1 at host:port: playing against Bob")
    QToolButton *reconnectButton() const { return reconnect_; }
    void showDialog();
    LobbySession *lobby(); // made on first use, with its dialog
    LobbyDialog *lobbyDialog();
    void showLobby();
    QString shortStatusText() const; // what the status bar shows of statusText(): "Table t1", "Connection lost"
    QString clockText() const;       // "Ada 2:51 (running) · Bob 3:00", empty without a server clock
    QString clockMarkup() const;     // the same as shown: the running clock in bold
    QLabel *statusLabel() const { return statusLabel_; }
    QLabel *clockLabel() const { return clockLabel_; }
    QToolButton *drawButton() const { return draw_; }
    QToolButton *abortButton() const { return abort_; }
    QToolButton *rematchButton() const { return rematch_; }

    // Before the window's game is replaced (New Game, Open, the library, quitting) while a person here plays a
    // table's game that goes on: whether to leave the table (its clocks run on; Play Online ▸ Games brings it
    // back). True when there is no such game or the person said to leave. askLeaveTable is injectable for tests;
    // by default a question on the window, "Stay" the default answer.
    bool mayLeaveTable();
    std::function<bool(const QString &question)> askLeaveTable;

signals:
    void announce(const QString &text); // the lobby's words for the screen reader

private:
    void updateStatus();

    QMainWindow *window_;
    NetworkSession *session_;
    ServerProcess *server_;
    ChatDock *chat_;
    NetworkDialog *dialog_ = nullptr;
    QWidget *statusWidget_;
    QLabel *statusLabel_;
    QToolButton *reconnect_, *draw_, *abort_, *rematch_;
    QLabel *clockLabel_;
    QTimer *clockTimer_;
    QTimer *myGamesSoon_; // asks the lobby for one's games again after a move here
    LobbySession *lobby_ = nullptr;
    DesktopNotifier *notifier_ = nullptr;
    LobbyDialog *lobbyDialog_ = nullptr;
};

} // namespace gamut
