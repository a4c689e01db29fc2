// The client side of the protocol (../shared/spec/protocol.md) for a window or a tool: it connects, sends the
// commands and turns every line the server sends into a signal. It never decides anything about a game: the
// window replays `moved` through its own model (GameModel::requestMove with the side that moved) and rebuilds a
// game it joins from gameReceived() (GameModel::pasteText), so it never trusts the network.
//
// Every command gets exactly one reply, in order, so the client keeps the commands it sent in a queue and names
// the command in replied() and refused(). Multi-line replies (games, tables, the game after join/resume/watch,
// history) come as one signal each.
//
// It speaks protocol 1.1 and still plays against a 1.0 server: the greeting says which (protocolVersion()); a 1.0
// server sends no `games` line with a game, knows no `history` or `close`, and lists every table at once.
//
// TLS (protocol 1.2): connectToServer() with a `gamuts://` address encrypts. A certificate that verifies against the
// system's authorities is taken; one that does not is refused (untrustedCertificate() says what it is) unless its
// SHA-256 fingerprint is the one setAcceptedCertificate() names: the person accepted it once and the window
// remembers it for that host, as ssh does with its known hosts. A password is sent only over TLS or to a server on
// the loopback address (canSendSecrets()).
#pragma once

#include "lobbytypes.h"
#include "serveraddress.h"

#include <QAbstractSocket>
#include <QByteArray>
#include <QObject>
#include <QSslCertificate>
#include <QSslError>
#include <QStringList>

#include <deque>

class QSslSocket;

namespace gamut::net {

struct TableInfo {
    QString table, game, variant, state; // state: waiting, playing, over
    QString names[2];                    // "" for a free seat
    int watchers = 0;
    int ply = 0;
};

class NetworkClient : public QObject {
    Q_OBJECT
public:
    explicit NetworkClient(QObject *parent = nullptr);
    ~NetworkClient() override;

    void connectToServer(const QString &host, quint16 port);
    void connectToServer(const ServerAddress &address); // TLS when address.tls
    void disconnectFromServer();
    // The SHA-256 fingerprint of a certificate the person accepted for the next connection's host (empty: none).
    void setAcceptedCertificate(const QByteArray &sha256) { acceptedCertificate_ = sha256; }
    // Authorities to trust beside the system's (a private CA; tests).
    void addCaCertificates(const QList<QSslCertificate> &certificates);
    bool isEncrypted() const;
    // True when a password may be sent now: the connection is encrypted or its peer is on the loopback address.
    bool canSendSecrets() const;
    static QByteArray fingerprint(const QSslCertificate &certificate); // SHA-256 of its DER form
    static QString fingerprintText(const QByteArray &sha256);          // "AB:CD:..." as people compare them
    bool isConnected() const; // the greeting has been received and the connection is open
    QString serverVersion() const { return serverVersion_; }
    QString protocolVersion() const { return protocolVersion_; } // "1", "1.1" or "1.2" (from the greeting)
    bool speaks11() const { return protocolVersion_ != QLatin1String("1"); }
    bool speaks12() const; // accounts, clocks, the lobby, ratings

    // The commands; the answer comes as replied() or refused() (and the signals below).
    void hello(const QString &name);
    void requestGames();
    void requestTables(const QString &state = QString(), int from = 0); // state: waiting, playing, over (1.1)
    void requestHistory(const QString &table, int from = 0);            // 1.1
    void close(const QString &table, const QString &token);             // 1.1
    void create(const QString &game, const QString &variant = QString(), const QString &seat = QString());
    void join(const QString &table, const QString &seat = QString());
    void resume(const QString &table, const QString &token);
    void watch(const QString &table);
    void leave(const QString &table);
    void move(const QString &table, const QString &token, const QString &move);
    void resign(const QString &table, const QString &token);
    void next(const QString &table, const QString &token);
    void say(const QString &table, const QString &text);
    void ping();
    void quit();

    // Protocol 1.2 (networkclient_lobby.cpp). The password commands send nothing when !canSendSecrets(): they
    // answer at once with refused(command, "not-encrypted", ...).
    void registerAccount(const QString &name, const QString &password);
    void login(const QString &name, const QString &password);
    void loginWithSession(const QString &name, const QString &session);
    void logout();
    // create with a time control (`none`, `5+3`, `move:10`, `days:3`) and rated or casual.
    void createTimed(const QString &game, const QString &variant, const QString &seat, const QString &control,
                     bool rated);
    // resume without a token: the seat a logged-in account holds; the server gives a new token (seatGiven()).
    void resumeOwn(const QString &table);
    void subscribeLobby(int from = 0); // `lobby [<from>]`: a page of at most 200 seeks, then the events
    void seek(const QString &game, const QString &variant, const QString &control, bool rated,
              const QString &colour = QString());
    void unseek(const QString &id);
    void accept(const QString &id);
    void decline(const QString &id);
    void challenge(const QString &name, const QString &game, const QString &variant, const QString &control, bool rated,
                   const QString &colour = QString());
    void offerDraw(const QString &table, const QString &token); // also accepts the other side's offer
    void abort(const QString &table, const QString &token);
    void rematch(const QString &table, const QString &token);
    void requestRating(const QString &name);
    void requestTop(const QString &game, int from = 0);
    void requestMyGames();

signals:
    void connected(const QString &serverVersion); // after the greeting
    void disconnected(const QString &reason);     // `quit`, `abuse`, `idle`, `full`, `shutdown` or a socket error
    void replied(const QString &command, const QStringList &fields); // `ok <command> <fields...>`
    void refused(const QString &command, const QString &code, const QString &text);
    void gamesListed(const QStringList &games, const QList<QStringList> &variants);
    void tablesListed(const QList<gamut::net::TableInfo> &tables);
    void tablesTotal(int total); // 1.1: how many tables the listing's filter matched (a page is at most 100)
    // 1.1: a page of a table's finished games (each a record text), from index `from`, of `total` finished games.
    void historyReceived(const QString &table, int from, const QStringList &records, int total);
    void finishedGames(const QString &table, int count); // 1.1: sent with a game: the finished games `history` has
    void closed(const QString &table);                   // 1.1: the table was closed
    void seatGiven(const QString &table, const QString &seat, const QString &token); // ok create / ok join
    // After join, resume or watch: the table's record as .gamut text, the player to move (or "none") and the ply.
    void gameReceived(const QString &table, const QString &record, const QString &turn, int ply);
    void moved(const QString &table, int ply, const QString &player, const QString &move);
    // `result`: the winner's player name, `draw`, or (1.2) `aborted`; `how` (1.2): `time`, `agreed`, or empty.
    void over(const QString &table, const QString &result, const QString &how);
    void seated(const QString &table, const QString &seat, const QString &name);
    void left(const QString &table, const QString &seat);
    void nextGame(const QString &table, int round);
    void said(const QString &table, const QString &name, const QString &text);
    void resigned(const QString &table, const QString &player);
    void pinged(); // the server's idle `ping`: the client answers it by itself

    // Protocol 1.2.
    void loggedIn(const QString &name, const QString &session); // ok login (the session: 30 days, for loginWithSession)
    void registered(const QString &name);
    void loggedOut();
    // Both clocks, in ms: after a move (`running` empty: the side to move runs), with a game or when a turn starts
    // with no move before it (both seats taken, the next game) (`running` first, second or none).
    void clockUpdated(const QString &table, qint64 firstMs, qint64 secondMs, const QString &running);
    // A page of the lobby's seeks from index `from`, of `total` (ask for the next page with subscribeLobby(from)).
    void lobbyListed(const QList<gamut::net::SeekInfo> &seeks, int from, int total);
    void seekAdded(const gamut::net::SeekInfo &seek);
    void seekRemoved(const QString &id);
    void paired(const QString &table, const QString &seat, const QString &token);
    void challenged(const gamut::net::ChallengeInfo &challenge);
    void declined(const QString &id);
    void drawOffered(const QString &table, const QString &player);
    void rematchOffered(const QString &table, const QString &player);
    void rematched(const QString &oldTable, const QString &newTable, const QString &seat, const QString &token);
    // A rated game's end: each player's rating before and after.
    void rated(const QString &table, const QString &first, int firstOld, int firstNew, const QString &second,
               int secondOld, int secondNew);
    void ratingsListed(const QString &name, const QList<gamut::net::RatingInfo> &ratings);
    void topListed(const QString &game, int from, const QList<gamut::net::TopEntry> &entries, int total);
    void myGamesListed(const QList<gamut::net::MyGameInfo> &games);
    // The server's certificate did not verify and is not the accepted one: the connection is closed. `why` lists
    // the verification errors in words; the window shows it with the fingerprint and may accept it (and reconnect).
    void untrustedCertificate(const gamut::net::ServerAddress &address, const QSslCertificate &certificate,
                              const QByteArray &sha256, const QString &why);

private:
    struct Pending {
        QString command, table, line;
    };
    void send(const QString &command, const QString &line, const QString &table = QString());
    void readLines();
    void handleLine(const QString &line);
    void handleReply(const QStringList &f, const QString &line);
    void handleEvent(const QStringList &f, const QString &line);
    void finishBlock();
    void readHistoryLine(const QString &line);
    bool sendSecret(const QString &command, const QString &line);  // 1.2: only over TLS or to the loopback
    bool handleEvent12(const QStringList &f, const QString &line); // 1.2 events; false when not one
    void finishList12();                                           // a 1.2 list reply's lines have all come

    void onSslErrors(const QList<QSslError> &errors);

    QSslSocket *socket_;
    ServerAddress address_;
    QByteArray acceptedCertificate_;
    QByteArray partial_;
    QString serverVersion_, protocolVersion_;
    std::deque<Pending> pending_;
    bool greeted_ = false;
    QString byeReason_;
    // A multi-line reply being read: its kind, the lines still to come, what has come.
    enum class Block { None, Games, Tables, Record, Turn, History, List12 } block_ = Block::None;
    QString listCommand_;  // Block::List12: lobby, rating, top or mygames
    QStringList listHead_; // its `ok` line's fields
    int listFrom_ = 0;     // `top`: the first rank asked for
    int blockLeft_ = 0;
    int historyLeft_ = 0, historyFrom_ = 0, historyTotal_ = 0; // `history`: record blocks still to come
    QStringList historyRecords_;
    QString blockTable_;
    QStringList blockLines_;
};

} // namespace gamut::net

Q_DECLARE_METATYPE(gamut::net::TableInfo)
