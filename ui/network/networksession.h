// The window's side of a network game: it owns the NetworkClient and links one server table to the GameModel and
// the TurnController. The server is the referee and the window never trusts it blindly either:
// - the table's game (after join, resume, watch) is read with GameModel::pasteText, which checks every move;
// - every `moved` is replayed through the window's own model (requestMove with the side that moved); a move the
//   model refuses means the two disagree, so the session asks for the whole game again (resume or watch);
// - a person's move is NOT applied when clicked: the other side's RemoteSeat relays it here, it goes to the server
//   with the seat's token, and it is played when the server's `moved` comes back (no optimistic move that could
//   need taking back; on a local network the round trip is far below what a person notices). A refused move
//   (not-your-turn, illegal-move) leaves the model as it was and says why.
// A dropped connection keeps the game, the table and the token: reconnect() connects again and `resume`s.
//
// A game found in Play Online's lobby comes with playSeat(): the session connects on its own connection (TLS
// when the lobby's address says so) and takes the seat with `resume <table> <token>`, without `hello` (an
// account's name is taken; the seat carries it). The server is the clock (protocol 1.2): its times come with each
// move and game (clockLeft()) and the window's ClockKeeper follows them (the players panel shows them as a local
// game's), its `over ... time` ends the game here, and the game's TimeControl tag is left out of the window's copy
// so that the window's own clock never decides a network game on time. Draw offers,
// abort and rematch go to the server, and its answers come back as messages and a new table.
#pragma once

#include "core/move.h"
#include "core/net/networkclient.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <array>

namespace gamut {

class GameModel;
class TurnController;

class NetworkSession : public QObject {
    Q_OBJECT
public:
    enum class State { Offline, Connecting, Connected, Lost };
    Q_ENUM(State)

    NetworkSession(GameModel *model, TurnController *turns, QObject *parent = nullptr);
    ~NetworkSession() override;

    net::NetworkClient *client() const { return client_; }
    State state() const { return state_; }
    QString host() const { return host_; }
    quint16 port() const { return port_; }
    QString name() const { return name_; }       // the name sent with `hello`
    QString table() const { return table_; }     // the table followed, empty when none
    int localSide() const { return localSide_; } // 0 or 1 when seated, -1 when watching or at no table
    bool isWatching() const { return !table_.isEmpty() && localSide_ < 0; }
    // Seated at a table found through Play Online (a seek, a challenge, one's games): after its game comes a
    // rematch at a new table with colours swapped, as in the lobby; a table joined by number has its next game.
    bool isLobbySeat() const { return !greet_ && localSide_ >= 0; }
    QString opponentName() const;     // the other seat's name, empty when unknown
    QString seatName(int side) const; // the name the server gave for a seat
    QString statusText() const;       // for the status bar

    // Connects (retrying for `retryMs` while the server is starting) and says `hello name`.
    void connectTo(const QString &host, quint16 port, const QString &name, int retryMs = 0);
    // A seat found in the lobby: `certificate` is the SHA-256 the person accepted for a TLS server (may be empty);
    // `name` is the lobby's player name (shown, never sent with `hello`).
    void playSeat(const net::ServerAddress &address, const QByteArray &certificate, const QString &table,
                  const QString &seat, const QString &token, const QString &name);
    void disconnectFromServer(); // leaves the table and closes the connection; the game stays in the window
    void reconnect();            // after a drop: connects again and resumes the seat (or watches again)
    void requestTables();
    void join(const QString &table, const QString &seat = QString());
    void watch(const QString &table);
    void createTable(const QString &seat = QString()); // for the window's current game and variant
    void leaveTable();                                 // the seats become the window's own again
    void say(const QString &text);
    bool sendMove(const QString &text); // the local seat's move; false (and message()) when there is no seat
    // `resign` with the seat's token; the server's `resigned` event ends the game in the model (either side's).
    bool resign();
    // `next` with the seat's token once a game (Atom-4: a round) is over; when both seats have sent it, the server's
    // `next` event makes the window read the table's game again, the new game (round) included.
    bool nextGame();
    bool nextRequested() const { return nextSent_; } // `next` sent, the server's `next` event not yet come
    // Protocol 1.2 at a seat: offer a draw (or accept the other side's), abort before both have moved, ask for a
    // rematch after the end. False (and message()) when there is no connected seat.
    bool offerDraw();
    bool abortGame();
    bool rematch();
    bool drawOffered() const { return drawOfferedBy_ >= 0 && drawOfferedBy_ != localSide_; } // by the opponent
    bool isTimed() const { return timed_; }
    GameModel *model() const { return model_; }
    // The server's time left of `side` in ms, counted down from its last word while that side's clock runs
    // (-1: the table has no clock).
    qint64 clockLeft(int side) const;
    int clockRunning() const { return timed_ ? running_ : -1; }

signals:
    void stateChanged();
    void tablesListed(const QList<gamut::net::TableInfo> &tables);
    void chatLine(const QString &name, const QString &text);
    void message(const QString &text); // refusals, drops, events worth a passing status message
    void tableJoined(const QString &table);

private:
    // Connects to host:port; `hello` is said or not as greet_ says (connectTo() greets, a lobby's seat does not).
    void connectNow(const QString &host, quint16 port, const QString &name, int retryMs);
    void setState(State state);
    void onConnected();
    void onDisconnected(const QString &reason);
    void onSeatGiven(const QString &table, const QString &seat, const QString &token);
    void onGameReceived(const QString &table, const QString &record);
    void onMoved(const QString &table, const QString &player, const QString &move);
    void onRefused(const QString &command, const QString &code, const QString &text);
    void onLocalMove(int side, Move move);
    void onResigned(const QString &table, const QString &player);
    void onOver(const QString &table, const QString &result, const QString &how);
    void onClock(const QString &table, qint64 firstMs, qint64 secondMs, const QString &running);
    bool checkSeat(const QString &what);
    void takeSeats(); // the local seat a person's, the other the network (both when watching)
    void seatElsewhere(int side);
    void releaseSeats(); // both a person's again
    void forgetTable();  // no table followed any more (after `leave`, or when the server closed it)
    void resync();       // the model disagreed with the server: the whole game again
    QString sideWords(const QString &player) const; // "white" -> "bob (White)"
    int sideOfPlayer(const QString &player) const;

    GameModel *model_;
    TurnController *turns_;
    net::NetworkClient *client_;
    State state_ = State::Offline;
    QString host_, name_, table_, token_;
    net::ServerAddress address_; // host_ and port_, with TLS or not
    QByteArray certificate_;     // the accepted certificate of a TLS server (empty: none)
    bool greet_ = true;          // `hello name` once connected (not for a lobby's seat)
    bool timed_ = false;         // the table has a clock (its times below, as the server said them)
    qint64 clockMs_[2] = {0, 0};
    int running_ = -1;
    QElapsedTimer clockAt_; // since the server's last word on the clocks
    int drawOfferedBy_ = -1;
    quint16 port_ = 0;
    int localSide_ = -1;
    std::array<QString, 2> names_;
    bool applying_ = false; // the session itself changes the model (its gameChanged is no local new game)
    bool moveSent_ = false; // a local move waits for the server's answer
    bool resuming_ = false; // a reconnect: resume the table once greeted
    bool nextSent_ = false; // `next` sent, waiting for the other seat
    qint64 retryUntil_ = 0;
};

} // namespace gamut
