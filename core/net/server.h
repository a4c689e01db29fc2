// gamut-server's engine: accepts connections, speaks the line protocol of ../shared/spec/protocol.md (version 1.1),
// referees every table with the core rules and stores every accepted request in its TableStore before
// acknowledging it. One thread for the protocol: every command is short (a move check, a change for the store), so
// one event loop serves everybody in order. Only each open table's current game is in memory.
//
// Group commit (server_output.cpp): a request that changes something adds its change to the store's writer and
// its replies and events are held; the changes of the requests read in one pass of the event loop are committed
// together on the writer's thread, and when that commit is done the held lines go out, in order. Until then the
// client's later replies wait behind them. A request whose change could not be stored gets `error unavailable`
// in place of its `ok`, its events are never sent, and its table is read back as the store has it.
//
// Decisions where protocol.md is silent (each one is tested in tests/net):
// - Blank lines are ignored (no reply; they still count for the flood limit). Fields may be separated by several
//   spaces. Command names are lower-case only.
// - `hello` may be sent again to change the name; names are 1..32 printable characters without white space.
// - `create <game> first|second` (no variant) is read as a seat: no game has a variant called first or second.
// - The creator of a table is at it: it receives `seated` and every later event. `create` sends no game (it is
//   the start position); `join`, `resume` and `watch` do, then the `seated` event follows for everyone.
// - The game sent is the current game (Atom-4: the match's last rounds, at most 20, the current one last), which is
//   what GameModel::pasteText() reads, then `games <table> <n>` (the finished games `history` gives).
// - A move needs the seat's token only (the connection need not have joined); a move before both seats are
//   taken is refused with `not-your-turn` ("waiting for an opponent"). A move or resign after the end: `game-over`.
// - `next` before the game is over: `bad-args`. A resignation: `ok resign`, then `resigned <table> <player>` and
//   `over <table> <winner>` to everybody.
// - `resume` keeps the seat's stored name (the player of the record), not the resuming connection's name; the
//   connection that held the seat before (if still open) stops receiving the table's events.
// - `say` and `leave` need the connection to be at the table (seated or watching): `not-seated` otherwise.
//   `left` is sent when a seat's connection leaves or drops, not for watchers.
// - A request that cannot be stored (disk full, ...) is taken back and refused with `unavailable`, which does not
//   count as a refused line for `bye abuse`. A `create` whose client is gone before its `ok` could be sent is
//   closed again at once (nobody knows its token). `full` refuses `create` when the server holds
//   ServerOptions::maxTables tables, or the client's address ServerOptions::maxTablesPerAddress open tables.
// - An over-long line is refused as soon as 4097 bytes have come without a newline; the rest of it is dropped
//   unread. Each further 4096 bytes dropped count as a line for the flood limit, so an endless stream of garbage
//   is disconnected too. A client that does not read its replies (4 MB waiting) is cut off without a word.
// - The idle clock is reset by any bytes received; the server's `ping` is a line `ping` (any answer will do).
// - `next` requests are stored (an `ok next` outlives a restart). `close` by a seat needs the game over or the
//   other seat free; a closed table's watchers and seats get `closed <table>` and are no longer at it.
// - `tables` and `history` take an optional filter / start index; a bad one is `bad-args`.
// - Log lines about a client count against its address: beyond ServerOptions::logLinesPerSecond a second, they are
//   left out and one line later says how many were.
#pragma once

#include "clusterbus.h"
#include "linereader.h"
#include "lobby.h"
#include "loginthrottle.h"
#include "passwords.h"
#include "storewriter.h"
#include "table.h"
#include "tableindex.h"
#include "tablestore.h"

#include <QHash>

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace gamut::net {

QString serverVersion();
// 32 lowercase hex digits from the system's cryptographic random source.
QString newToken();
// 1..32 printable characters: no white space, no control or format (zero-width, bidi) character.
bool isValidName(const QString &name);

struct ServerOptions {
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 7468; // 0 = any free port (tests)
    QString dataFolder;
    QString store;       // a postgresql:// URL, or empty: SQLite in dataFolder
    bool durable = true; // false (`--fast`): commits are not flushed to the disk (a power cut loses the last ~30 s)
    bool acceptLostWal = false; // start although the SQLite `-wal` file of an unclean stop is missing
    int maxClients = 1000;
    int maxTables = 10000;        // open tables (0 = no limit)
    int maxPerAddress = 32;       // connections from one address (IPv4, or an IPv6 /64; 0 = no limit)
    int maxTablesPerAddress = 20; // open tables created from one address (0 = no limit)
    qint64 expireAfterMs = qint64(30) * 24 * 3600 * 1000; // a table over and idle this long is closed (0 = never)
    // A table with a free seat that no connection sits at, idle this long, is closed (0 = never): a table whose
    // creator left (or whose `ok create` never reached it) does not count against its address for ever.
    qint64 expireWaitingMs = qint64(60) * 60 * 1000;
    // A game nobody has moved in for this long (counted from the server's start at most) is abandoned: its table
    // is closed (0 = never). Longer than any clock: a correspondence move may take 14 days.
    qint64 expireAbandonedMs = qint64(30) * 24 * 3600 * 1000;
    // `tables` and `history` replies from one address: this many bytes a second, after a burst (0 = no limit).
    qint64 expensiveBytesPerSecond = 256 * 1024;
    qint64 expensiveBurstBytes = 1024 * 1024;
    qint64 maxUnsentPerAddress = 4 << 20; // all of one address's connections' unsent replies (0 = no limit)
    int logLinesPerSecond = 20;           // log lines about one address's clients in a second, then a count
    int pingAfterMs = 5 * 60 * 1000;      // silent this long: the server sends `ping`
    int idleAfterMs = 10 * 60 * 1000;     // silent this long: `bye idle`
    int maxLinesPerSecond = 200;
    int maxRefusedInRow = 20;
    qint64 maxUnsentBytes = 1 << 20;          // a client that does not read is cut off beyond this (it is not read from
                                              // while 256 KB of its replies wait: it cannot make the server write more)
    std::function<void(const QString &)> log; // one line per event; default: standard error
    // TLS (protocol 1.2 "Transport"): PEM files of the certificate chain and its private key; both empty = plain TCP.
    QString tlsCertificate, tlsKey;
    // Protocol 1.2: accounts, the lobby, clocks.
    int passwordIterations = kPasswordIterations; // for new hashes (tests lower it; a stored hash keeps its own)
    int hashThreads = 1;                          // password hashes at once (each takes a core for about a second)
    int maxPendingHashes = 64;                    // logins and registrations waiting beyond it: `unavailable`
    int loginFailures = 10;                       // failed logins per name or address ...
    qint64 loginWindowMs = 10 * 60 * 1000;        // ... in this window: then `throttled`
    int registrations = 5;                        // registrations per address ...
    qint64 registrationWindowMs = 60 * 60 * 1000; // ... in this window
    qint64 sessionMs = qint64(30) * 24 * 3600 * 1000;
    int lagPingMs = 10000; // players at a running live clock are pinged this often to measure their lag
    Lobby::Limits lobby;
};

class GameServer : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kPauseBytes = 256 * 1024; // a client's unsent replies beyond which it is not read
    explicit GameServer(ServerOptions options, QObject *parent = nullptr);
    ~GameServer() override;

    // Loads the tables of the data folder, then listens. False and a message when it cannot (startFailure() says
    // why: gamut-server's exit code).
    bool start(QString &error);
    int startFailure() const { return startFailure_; }
    void stop(); // closes every connection (`bye shutdown`) and stops listening
    quint16 port() const;
    int clientCount() const { return int(clients_.size()); }
    int tableCount() const { return int(tables_.size()); }
    qint64 unsentBytes() const; // what all clients' replies waiting to be sent hold (tests)
    const Table *table(const QString &id) const;
    TableStore &store() { return *store_; }
    // Waits until every change made so far is committed and its replies sent (tests, a clean stop).
    void drainStore();
    // The key the per-address limits count by: an IPv4 address, or the /64 prefix of an IPv6 address.
    static QString addressKey(const QHostAddress &address);
    // Tests: the game clocks' time jumps `ms` ahead (a correspondence game's days pass in a moment), and the
    // clocks are looked at at once.
    void warpClocks(qint64 ms);
    int passwordHashes() const; // hashes started since the server started (tests: none for a throttled login)

    // The cluster's bus (clusterbus.h, server_cluster.cpp): with a PostgreSQL store, the other gamut-server
    // processes on the same database hear what this one publishes on a topic. Called in a request after its
    // write(), the notice goes in that change's transaction: PostgreSQL delivers it at the commit, in the order of
    // the commits (and never when it fails); otherwise at once.
    // With the SQLite store there is one process and no bus: publish() returns false, handlers are never called.
    // subscribe() may be called before or after start().
    bool publish(const QString &topic, const QString &text);
    void subscribe(const QString &topic, ClusterBus::Handler handler);
    ClusterBus *bus() { return bus_.get(); } // null with SQLite
    // The cluster (servercluster.h): this process's number among the servers of its database (0 with SQLite).
    qint64 clusterId() const;

signals:
    // Another process took this one's tables over (it was paused for longer than its lease): it has written
    // nothing since, has said `bye shutdown` to its clients and stopped. gamut-server exits with code 6.
    void fenced(const QString &why);

private:
    struct Client;
    struct TableEntry {
        std::unique_ptr<Table> table;
        QString owner;                        // addressKey() of its creator
        qint64 active = 0;                    // ms since the epoch of its last stored change (expiry)
        std::vector<Client *> members;        // everybody who receives the table's events, in joining order
        std::array<Client *, 2> holders = {}; // the connection holding each seat now (or none)
        qint64 touched = 0;                   // ms since the epoch of its last move or change (abandonment)
        // Finished games whose change is not committed yet (index -> text, with the request's sequence number):
        // what `history` and a join add to the committed ones.
        std::map<int, std::pair<quint64, std::string>> unstoredFinished;
        qint64 deadline = -1; // protocol 1.2: when the running clock runs out (server clock, ms; -1: none)
    };
    // A request whose change is with the store: who asked, and the tables it changed.
    struct Pending {
        Client *client = nullptr;
        std::vector<qint64> tables;
        qint64 created = 0;       // the table a `create` made (closed again when its client is gone before the `ok`)
        QString address;          // whose request it was (its log lines count there)
        quint64 clientNumber = 0; // (a cluster: a request whose table another process took is handled again)
        QByteArray line;
        int attempt = 0;
    };
    struct Budget { // bytes of `tables` and `history` replies an address may still have
        double bytes = 0;
        qint64 at = 0;
    };

    void log(const QString &line) const;
    void logFor(const QString &address, const QString &line); // bounded per address
    void flushLogCounts();
    void acceptConnections();
    void readClient(Client *client);
    void handleLine(Client *client, const QByteArray &line);
    void dropClient(Client *client, const char *why);
    void closeClient(Client *client, const QByteArray &bye, const char *why);
    void sweepIdle();
    bool countLine(Client *client, int lines = 1);
    void reapClosed();

    // Output and group commit (server_output.cpp).
    void send(Client *client, const QString &line);
    void enqueue(Client *client, QByteArray bytes, bool reply);
    void ok(Client *client, const QString &text);
    void newPending();
    void write(qint64 table, StoreWriter::Change change);
    void retryLostLease(quint64 seq, const QString &reason);
    void scheduleFlush();
    void flushWrites();
    void committed(std::vector<StoreWriter::Outcome> outcomes);
    void releaseHeld();
    void reloadTable(qint64 number);
    // A table as the store has it put in place of the copy here (`stored` nothing: it is gone), with its seats'
    // accounts and its clock.
    void installTable(int number, std::optional<StoredTable> stored,
                      const std::vector<std::pair<int, QString>> &accounts);
    void forgetHeld(Client *client);
    std::vector<std::string> finishedGames(const TableEntry &entry, int from, int count, QString &error);
    void refuse(Client *client, const char *code, const QString &text);
    // Refuses a request at a table whose game is over (and, with `needOpponent`, one still waiting for its second
    // player), as a move, a draw offer and an abort do; true when it refused.
    bool refusedOutOfPlay(Client *client, const Table &t, bool needOpponent);
    void broadcast(TableEntry &entry, const QString &line);
    void sendGame(Client *client, const TableEntry &entry);
    void closeTable(TableEntry &entry, const QString &why);
    void expireTables();
    void join(Client *client, TableEntry &entry);
    void leaveTable(Client *client, TableEntry &entry);
    // `lease`: the request will change the table (in a cluster, this process takes it first).
    TableEntry *findTable(Client *client, const QString &id, bool lease = false);
    TableEntry *findSeat(Client *client, const QStringList &args, int count, const char *usage, int &side,
                         bool lease = true);
    TableEntry *findMembership(Client *client, const QStringList &args, bool argsFit, const char *usage);
    void unavailable(Client *client, const QString &why);
    void addEntry(int number, StoredTable stored);
    void eraseEntry(int number);
    void reindex(int number);
    bool spend(Client *client, const char *what); // false (and `throttled` sent) when the address has no budget
    void charge(Client *client, qint64 bytes);
    qint64 unsent(const Client *client) const;
    void resumeReading(Client *client);

    // Protocol 1.2 (server_accounts.cpp, server_lobby.cpp, server_play.cpp, server_clocks.cpp).
    bool handleLine12(Client *c, const QString &command, const QStringList &args);
    StoreDb &reader();
    // A change touching a table and accounts' rows: keys for the group commit's failure rule.
    void writeKeys(std::vector<qint64> keys, StoreWriter::Change change);
    // Runs `hook(ok)` once the current request's change is decided (at once, with true, when it wrote nothing).
    void afterCommit(std::function<void(bool)> hook);
    void runCommitHooks(quint64 upTo);
    void resumeRequest(quint64 client, const std::function<void(Client *)> &then);
    bool helloAllowed(Client *c, const QString &name);
    void cmdRegister(Client *c, const QStringList &args);
    void cmdLogin(Client *c, const QStringList &args);
    void cmdLogout(Client *c, const QStringList &args);
    void cmdRating(Client *c, const QStringList &args);
    void cmdTop(Client *c, const QStringList &args);
    void cmdMyGames(Client *c, const QStringList &args);
    void cmdLobby(Client *c, const QStringList &args);
    void cmdSeek(Client *c, const QStringList &args);
    void cmdUnseek(Client *c, const QStringList &args);
    void cmdAccept(Client *c, const QStringList &args);
    void cmdChallenge(Client *c, const QStringList &args);
    void cmdDecline(Client *c, const QStringList &args);
    void cmdDraw(Client *c, const QStringList &args);
    void cmdAbort(Client *c, const QStringList &args);
    void cmdRematch(Client *c, const QStringList &args);
    void cmdResumeOwn(Client *c, const QString &table);
    bool readOffer(Client *c, const QStringList &args, int at, const char *usage, LobbyOffer &offer);
    void lobbyEvent(const QString &line);
    void leaveLobby(Client *c);
    // A new table for two players (an accepted seek or challenge, a rematch): both seated, the table's events
    // theirs; `paired` (or `rematch <old>`) tells each its seat and token.
    TableEntry *pairPlayers(Client *first, Client *second, const LobbyOffer &offer, int firstSide,
                            const QString &rematchOf = QString());
    void seatAccount(TableEntry &entry, int side, Client *c);
    // create's `tc <control>` and `rated|casual`, taken off the end of its arguments.
    bool takeCreateExtras(Client *c, QStringList &args, TimeControl &control, bool &rated);
    // The current request ended the game at `entry` (a move, a resignation, a flag, an agreed draw): its change,
    // with the rating of a rated game in the same transaction, and the `rated` event once it is committed.
    void writeEnding(TableEntry &entry, StoreWriter::Change change);
    // Clocks (server_clocks.cpp).
    void setUpClock(TableEntry &entry); // a table loaded or read back: its stored times, its turn running
    // The side to move's time runs (both seated, not over). `announce`: no `moved` said so (both seats first taken,
    // a new game): the table hears `clock <table> <first-ms> <second-ms> <running>`.
    void startClock(TableEntry &entry, bool announce = false);
    void scheduleFlag(TableEntry &entry); // its deadline among the others
    void checkFlags();
    void flag(TableEntry &entry);
    QString clockLine(const TableEntry &entry) const;   // `clock <first-ms> <second-ms> <running>`
    QString clockSuffix(const TableEntry &entry) const; // ` clock <first-ms> <second-ms>` for `moved` (or empty)
    qint64 lagAllowance(const Client *c) const;
    void pingForLag();
    void lagAnswer(Client *c);

    // The commands (server_commands.cpp).
    void cmdHello(Client *c, const QStringList &args);
    void cmdGames(Client *c, const QStringList &args);
    void cmdTables(Client *c, const QStringList &args);
    void cmdCreate(Client *c, const QStringList &args);
    void cmdJoin(Client *c, const QStringList &args);
    void cmdResume(Client *c, const QStringList &args);
    void cmdWatch(Client *c, const QStringList &args);
    void cmdLeave(Client *c, const QStringList &args);
    void cmdMove(Client *c, const QStringList &args);
    void cmdResign(Client *c, const QStringList &args);
    void cmdNext(Client *c, const QStringList &args);
    void cmdSay(Client *c, const QStringList &args, const QString &line);
    void cmdHistory(Client *c, const QStringList &args);
    void cmdClose(Client *c, const QStringList &args);

    struct LogWindow {
        qint64 start = 0;
        int lines = 0, left = 0;
    };

    ServerOptions options_;
    std::unique_ptr<TableStore> store_;
    int startFailure_ = 0;
    // Group commit: the request being handled, its sequence number once it has written, the requests with the store.
    Client *requester_ = nullptr;
    quint64 requestSeq_ = 0, nextSeq_ = 1, committedSeq_ = 0;
    QByteArray requestLine_; // the line being handled (a cluster may defer it or handle it again)
    int requestAttempt_ = 0; // how many times it was handled before (retryLostLease())
    qint64 requestCreated_ = 0;
    std::map<quint64, Pending> pending_;
    std::set<quint64> failedSeqs_;
    std::set<Client *> holding_; // clients with held output
    bool flushScheduled_ = false;
    QTcpServer *listener_ = nullptr;
    QTimer sweep_;
    QElapsedTimer clock_;
    std::map<quint64, std::unique_ptr<Client>> clients_; // by connection number
    std::vector<std::unique_ptr<Client>> closed_;        // deleted from the event loop, never inside a handler
    std::map<int, TableEntry> tables_;                   // by table number, so `tables` lists them in order
    int nextTable_ = 1;
    quint64 nextClient_ = 1;
    QHash<QString, int> perAddress_;       // open connections by addressKey()
    QHash<QString, int> tablesPerAddress_; // open tables by their creator's addressKey()
    QHash<QString, LogWindow> logWindows_; // bounded logging, by addressKey()
    QHash<QString, Budget> budgets_;       // `tables` and `history`, by addressKey()
    TableIndex index_;                     // the order of `tables`

    // Protocol 1.2.
    std::unique_ptr<class PasswordHasher> hasher_;
    LoginThrottle loginThrottle_, registerThrottle_;
    std::set<QString> registering_; // account keys being registered (hashing or committing)
    Lobby lobby_;
    std::vector<Client *> lobbyMembers_;
    std::multimap<quint64, std::function<void(bool)>> commitHooks_; // by the request's sequence number
    std::multimap<qint64, int> deadlines_;                          // clock deadline -> table number
    QTimer flagTimer_, lagTimer_;
    qint64 warpMs_ = 0;
    qint64 monotonic() const { return clock_.elapsed() + warpMs_; } // the clocks' time

    // The cluster (server_cluster.cpp, servercluster.h).
    struct Cluster;
    bool startCluster(const StoreLocation &location, StoreDb &reader, QString &error);
    void stopCluster();
    bool clusterPrepare(Client *client, int number, bool lease); // false: refused (sent)
    int newTableNumber();                                        // 0: none to be had (sent nothing)
    void ownNewTable(int number);
    bool holds(int number) const; // with SQLite: always
    void releaseLease(qint64 number);
    void publishEvent(const TableEntry &entry, const QString &line);
    void heardEvent(const ClusterBus::Notice &notice);
    void noteGameSent(Client *client, const Table &table);
    static bool sentAlready(const Client &client, int number, qint64 stamp, const QString &line);
    void heardLease(const ClusterBus::Notice &notice);
    void markStale(int number);
    void reloadStale();
    // Where a table stands (game, ply, over) as one ordered number: what an event's notice carries.
    static qint64 stampOf(const Table &t);
    void noteHeard(int number, qint64 stamp);
    bool deferUntilHeard(Client *client, int number); // true: the request waits (nothing sent)
    void resumeDeferred(bool giveUp);
    void resyncCluster();
    void checkPeers();
    void fencedOut(const QString &why);
    std::unique_ptr<ClusterBus> bus_;
    std::map<QString, ClusterBus::Handler> busHandlers_;
    std::unique_ptr<Cluster> cluster_;
};

} // namespace gamut::net
