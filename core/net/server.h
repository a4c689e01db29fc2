// gamut-server's engine: accepts connections, speaks the line protocol of ../shared/spec/protocol.md, referees
// every table with the core rules and stores every accepted move before acknowledging it. One thread: every
// command is short (a move check, a small file write), so one event loop serves everybody in order.
//
// Decisions where protocol.md is silent (each one is tested in tests/net):
// - Blank lines are ignored (no reply; they still count for the flood limit). Fields may be separated by several
//   spaces. Command names are lower-case only.
// - `hello` may be sent again to change the name; names are 1..32 printable characters without white space.
// - `create <game> first|second` (no variant) is read as a seat: no game has a variant called first or second.
// - The creator of a table is at it: it receives `seated` and every later event. `create` sends no game (it is
//   the start position); `join`, `resume` and `watch` do, then the `seated` event follows for everyone.
// - The game sent is every game played at the table (Atom-4: every round of the match; other games: the games
//   played one after another with `next`), the current one last, which is what GameModel::pasteText() reads.
// - A move needs the seat's token only (the connection need not have joined); a move before both seats are
//   taken is refused with `not-your-turn` ("waiting for an opponent"). A move or resign after the end: `game-over`.
// - `next` before the game is over: `bad-args`. A resignation: `ok resign`, then `resigned <table> <player>` and
//   `over <table> <winner>` to everybody.
// - `resume` keeps the seat's stored name (the player of the record), not the resuming connection's name; the
//   connection that held the seat before (if still open) stops receiving the table's events.
// - `say` and `leave` need the connection to be at the table (seated or watching): `not-seated` otherwise.
//   `left` is sent when a seat's connection leaves or drops, not for watchers.
// - A move that cannot be stored (disk full, ...) is taken back and refused with `full` (the server is full).
//   `full` also refuses `create` when the server holds ServerOptions::maxTables tables.
// - An over-long line is refused as soon as 4097 bytes have come without a newline; the rest of it is dropped
//   unread. Each further 4096 bytes dropped count as a line for the flood limit, so an endless stream of garbage
//   is disconnected too. A client that does not read its replies (4 MB waiting) is cut off without a word.
// - The idle clock is reset by any bytes received; the server's `ping` is a line `ping` (any answer will do).
// - `next` requests are not stored: after a restart both seats ask again.
#pragma once

#include "linereader.h"
#include "table.h"
#include "tablestore.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace gamut::net {

QString serverVersion();
// 32 lowercase hex digits from the system's cryptographic random source.
QString newToken();
// 1..32 printable characters, no white space.
bool isValidName(const QString &name);

struct ServerOptions {
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 7468; // 0 = any free port (tests)
    QString dataFolder;
    bool sync = false; // wait for the disk on every write (power-cut safe; a kill -9 loses nothing either way)
    int maxClients = 1000;
    int maxTables = 10000;
    int pingAfterMs = 5 * 60 * 1000;  // silent this long: the server sends `ping`
    int idleAfterMs = 10 * 60 * 1000; // silent this long: `bye idle`
    int maxLinesPerSecond = 200;
    int maxRefusedInRow = 20;
    qint64 maxUnsentBytes = 4 << 20;          // a client that does not read is cut off beyond this
    std::function<void(const QString &)> log; // one line per event; default: standard error
};

class GameServer : public QObject {
    Q_OBJECT
public:
    explicit GameServer(ServerOptions options, QObject *parent = nullptr);
    ~GameServer() override;

    // Loads the tables of the data folder, then listens. False and a message when it cannot.
    bool start(QString &error);
    void stop(); // closes every connection (`bye shutdown`) and stops listening
    quint16 port() const;
    int clientCount() const { return int(clients_.size()); }
    int tableCount() const { return int(tables_.size()); }
    const Table *table(const QString &id) const;

private:
    struct Client;
    struct TableEntry {
        std::unique_ptr<Table> table;
        std::vector<Client *> members;        // everybody who receives the table's events, in joining order
        std::array<Client *, 2> holders = {}; // the connection holding each seat now (or none)
    };

    void log(const QString &line) const;
    int openTableBudget() const;
    void acceptConnections();
    void readClient(Client *client);
    void handleLine(Client *client, const QByteArray &line);
    void dropClient(Client *client, const char *why);
    void closeClient(Client *client, const QByteArray &bye, const char *why);
    void sweepIdle();
    bool countLine(Client *client, int lines = 1);
    void reapClosed();

    void send(Client *client, const QString &line);
    void ok(Client *client, const QString &text);
    void refuse(Client *client, const char *code, const QString &text);
    void broadcast(TableEntry &entry, const QString &line);
    void sendGame(Client *client, const TableEntry &entry);
    void join(Client *client, TableEntry &entry);
    void leaveTable(Client *client, TableEntry &entry);
    TableEntry *findTable(Client *client, const QString &id);
    TableEntry *findSeat(Client *client, const QStringList &args, int count, const char *usage, int &side);
    TableEntry *findMembership(Client *client, const QStringList &args, bool argsFit, const char *usage);
    bool storeRecord(TableEntry &entry, Client *client);
    bool storeSeats(TableEntry &entry, Client *client);

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

    ServerOptions options_;
    TableStore store_;
    QTcpServer *listener_ = nullptr;
    QTimer sweep_;
    QElapsedTimer clock_;
    std::map<quint64, std::unique_ptr<Client>> clients_; // by connection number
    std::vector<std::unique_ptr<Client>> closed_;        // deleted from the event loop, never inside a handler
    std::map<int, TableEntry> tables_;                   // by table number, so `tables` lists them in order
    int nextTable_ = 1;
    quint64 nextClient_ = 1;
};

} // namespace gamut::net
