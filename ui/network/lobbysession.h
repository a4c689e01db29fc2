// Play Online's connection (protocol.md 1.2): a NetworkClient of its own to one server, signed in with an account
// (or as a guest), subscribed to the lobby, with the person's seeks, the challenges to them, their games and
// ratings. No widgets: LobbyDialog shows it and calls it, the tests drive it directly.
//
// - The server: any address parseServerAddress() reads; `gamuts://` connects with TLS. A certificate that does not
//   verify is put to the person (certificateQuestion); accepted, its fingerprint is remembered for that host and
//   port (OnlineSettings) and the connection is made again. A remembered certificate that changed is asked about
//   again, with the warning that it changed.
// - Signing in: a password goes to the server only over TLS or to this machine (NetworkClient refuses otherwise);
//   with "remember" the session the server gives is kept, and the next connection signs in with it. Registering
//   signs in at once. A guest plays casual games under a name of its choosing.
// - A game found (an accepted seek, an accepted challenge, either side) is handed on with gameFound(): the main
//   window plays it on its own connection, the seat's token is all it needs. A game of one's own from `mygames` is
//   opened the same way: `resume <table>` by the account gives a new token for the seat.
// - One's games are asked for every 30 s while signed in; a game that became "your turn" since the last answer is
//   announced with opponentMoved() (the dialog raises a desktop notification for it), unless the main window plays
//   it. The window asks again after each move it plays at a table, so the "your turn" count follows.
// - A connection lost while the person wanted it is tried again after 2, 4, 8 ... 30 s, signing in again with the
//   session (or the same guest name).
#pragma once

#include "core/net/networkclient.h"

#include <QObject>
#include <QTimer>

namespace gamut {

class LobbySession : public QObject {
    Q_OBJECT
public:
    enum class State { Offline, Connecting, Connected };
    Q_ENUM(State)

    explicit LobbySession(QObject *parent = nullptr);
    ~LobbySession() override;

    net::NetworkClient *client() const { return client_; }
    State state() const { return state_; }
    const net::ServerAddress &address() const { return address_; }
    bool hasLobby() const { return state_ == State::Connected && client_->speaks12(); }
    QString account() const { return account_; } // signed in as (empty: not signed in)
    QString guestName() const { return guest_; } // playing as a guest under this name (empty: not)
    QString playerName() const { return account_.isEmpty() ? guest_ : account_; }
    bool signedIn() const { return !account_.isEmpty(); }
    QString statusText() const;

    // The connection. False and message() when the address cannot be read.
    bool connectTo(const QString &address);
    // Whether a session of that server is remembered here (signed in with "Remember me", not signed out since).
    bool remembers(const QString &address) const;
    void disconnectFromServer();
    // The person accepted the certificate shown by certificateQuestion(): remembered for its host, and connected.
    void acceptCertificate(const net::ServerAddress &address, const QByteArray &sha256);

    void signIn(const QString &name, const QString &password, bool remember);
    void registerAccount(const QString &name, const QString &password, bool remember);
    void playAsGuest(const QString &name);
    void signOut();

    const QList<net::SeekInfo> &seeks() const { return seeks_; }
    bool isMine(const net::SeekInfo &seek) const { return mySeeks_.contains(seek.id); }
    int mySeekCount() const { return int(mySeeks_.size()); }
    void seek(const QString &game, const QString &variant, const QString &control, bool rated, const QString &colour);
    void cancelSeeks();
    void accept(const QString &id); // a seek or a challenge
    void challenge(const QString &name, const QString &game, const QString &variant, const QString &control, bool rated,
                   const QString &colour);
    void decline(const QString &id);
    const QList<net::ChallengeInfo> &challenges() const { return challenges_; }

    // One's games, "your turn" first, then the others by table.
    const QList<net::MyGameInfo> &myGames() const { return myGames_; }
    int yourTurnCount() const;
    void refreshMyGames();
    // How often one's games are asked for while signed in (30 s; tests ask more often).
    void setGamesInterval(int ms) { gamesTimer_.setInterval(ms); }
    void openGame(const QString &table); // `resume <table>` by the account: gameFound() with a new token
    // The table the main window plays (empty: none): an opponent's move there is seen on the board, so it raises no
    // opponentMoved().
    void setTableInWindow(const QString &table) { tableInWindow_ = table; }

    void requestRatings(const QString &name);
    void requestTop(const QString &game, int from = 0);

signals:
    void stateChanged();
    void message(const QString &text); // refusals and events, in words
    void certificateQuestion(const gamut::net::ServerAddress &address, const QByteArray &sha256,
                             const QString &fingerprint, const QString &why, bool changed);
    void seeksChanged();
    void challengesChanged();
    void challengeReceived(const gamut::net::ChallengeInfo &challenge);
    void myGamesChanged();
    void opponentMoved(const QString &table, const QString &opponent, const QString &game);
    void ratingsListed(const QString &name, const QList<gamut::net::RatingInfo> &ratings);
    void topListed(const QString &game, int from, const QList<gamut::net::TopEntry> &entries, int total);
    // A game to play: the server, its table, the person's seat (first or second) and its token.
    void gameFound(const gamut::net::ServerAddress &address, const QString &table, const QString &seat,
                   const QString &token);

private:
    void setState(State state);
    void onConnected();
    void onDisconnected(const QString &reason);
    void onReplied(const QString &command, const QStringList &fields);
    void onRefused(const QString &command, const QString &code, const QString &text);
    void onLoggedIn(const QString &name, const QString &session);
    void onMyGames(const QList<net::MyGameInfo> &games);
    void retry();

    net::NetworkClient *client_;
    State state_ = State::Offline;
    net::ServerAddress address_;
    bool wanted_ = false; // the person wants the connection: a drop is retried
    int retryDelayMs_ = 2000;
    QTimer retryTimer_, gamesTimer_;
    QString account_, guest_;
    QString pendingName_, pendingPassword_; // register: signed in with them once registered (then forgotten)
    bool remember_ = false;
    bool resumingSession_ = false;
    QList<net::SeekInfo> seeks_;
    QStringList mySeeks_;
    QList<net::ChallengeInfo> challenges_;
    QList<net::MyGameInfo> myGames_;
    QStringList openRequested_; // tables asked for with openGame()
    QString tableInWindow_;
};

} // namespace gamut
