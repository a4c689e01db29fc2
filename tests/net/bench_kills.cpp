// bench_server's kill -9 cycles (`bench_server --postgres --kill-cycles N`, benchkills.h).
#include "benchkills.h"

#include "netclient.h"

#include "core/net/storedb.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>

namespace gamut::test {

namespace {

// Kill -9 cycles on a cluster: `processes` gamut-server processes on one PostgreSQL database; `tables` games are
// played by requests (`move <table> <token> <move>`, the token is all a move needs) each sent to a random process.
// Each cycle plays for a second and kills a random process (SIGKILL) at a random moment in it, with requests in
// flight, then starts a new process in its place. A move acknowledged (`ok move`) must be in the game ever after;
// a move whose reply never came is looked up (`watch` at a live process). At the end every game is read again and
// compared with what was acknowledged.
struct KillTable {
    QString game, table, token[2];
    std::unique_ptr<GameState> state;
    QStringList acked; // the moves acknowledged (and those found stored after an unknown outcome), in order
};

// The moves of a table's first game as the database holds them (the authority: a process's copy of a table
// another process referees may be a notice behind).
bool storedMoves(net::StoreDb &db, const QString &table, QStringList &moves) {
    const char *sql = "SELECT move FROM moves WHERE table_id = ? AND game = 0 ORDER BY ply";
    if (!db.exec(sql, {table.mid(1).toLongLong()}))
        return false;
    moves.clear();
    QSqlQuery &q = db.query(sql);
    while (q.next())
        moves << q.value(0).toString();
    q.finish();
    return true;
}

} // namespace

bool measureKills(const QString &program, const QStringList &extra, int processes, int cycles, int tableCount) {
    std::vector<std::unique_ptr<ServerProcess>> servers(std::size_t(std::max(2, processes)));
    std::vector<std::unique_ptr<QTemporaryDir>> folders;
    const auto startServer = [&](std::size_t i) {
        servers[i] = std::make_unique<ServerProcess>();
        servers[i]->setProgram(program);
        folders.push_back(std::make_unique<QTemporaryDir>());
        if (!servers[i]->start(folders.back()->path(), extra)) {
            std::fprintf(stderr, "bench_server: a server did not start\n%s", qPrintable(servers[i]->log()));
            return false;
        }
        return true;
    };
    for (std::size_t i = 0; i < servers.size(); ++i)
        if (!startServer(i))
            return false;
    QRandomGenerator random(2033);
    const auto &games = allGames();
    std::vector<std::unique_ptr<KillTable>> tables, finished;
    const auto newTable = [&](std::size_t i, std::size_t avoid) -> std::unique_ptr<KillTable> {
        auto t = std::make_unique<KillTable>();
        t->game = QString::fromUtf8(games[i % games.size()].info->id.data(),
                                    qsizetype(games[i % games.size()].info->id.size()));
        LineClient a, b;
        std::size_t at = random.bounded(quint32(servers.size()));
        if (at == avoid)
            at = (at + 1) % servers.size();
        const quint16 port = servers[at]->port();
        if (!a.connectTo(port) || !b.connectTo(port)) {
            std::fprintf(stderr, "bench_server: cannot connect to make a table\n");
            return nullptr;
        }
        const QString created = a.ask(QStringLiteral("create ") + t->game, 10000);
        t->table = field(created, 2);
        t->token[0] = field(created, 4);
        const QString joined = b.ask(QStringLiteral("join ") + t->table, 10000);
        t->token[1] = field(joined, 4);
        if (!created.startsWith(QLatin1String("ok create")) || !joined.startsWith(QLatin1String("ok join"))) {
            std::fprintf(stderr, "bench_server: %s / %s\n", qPrintable(created), qPrintable(joined));
            return nullptr;
        }
        std::string error;
        t->state = gamut::newGame(t->game.toStdString(), {}, error);
        return t;
    };
    for (int i = 0; i < tableCount; ++i)
        if (!(tables.emplace_back(newTable(std::size_t(i), servers.size()))))
            return false;
    // One connection to each process for the moves, made again when its process was replaced.
    std::vector<std::unique_ptr<LineClient>> links(servers.size());
    const auto link = [&](std::size_t i) -> LineClient & {
        if (!links[i] || links[i]->socket().state() != QAbstractSocket::ConnectedState) {
            links[i] = std::make_unique<LineClient>();
            links[i]->connectTo(servers[i]->port());
        }
        return *links[i];
    };
    qint64 acknowledged = 0, unknown = 0, lost = 0, retried = 0;
    net::StoreLocation where;
    QString why;
    if (!net::StoreLocation::fromUrl(extra.value(1), where, why))
        return false;
    net::StoreDb check(where, QStringLiteral("bench-check"));
    if (!check.open(why)) {
        std::fprintf(stderr, "bench_server: %s\n", qPrintable(why));
        return false;
    }
    const auto resync = [&](KillTable &t) {
        QStringList stored;
        if (!storedMoves(check, t.table, stored))
            return false;
        if (stored.mid(0, t.acked.size()) != t.acked) {
            lost += std::max<qint64>(1, t.acked.size() - stored.size());
            std::fprintf(stderr, "bench_server: %s lost acknowledged moves (%lld acknowledged, %lld stored)\n",
                         qPrintable(t.table), qint64(t.acked.size()), qint64(stored.size()));
        }
        std::string error;
        t.state = gamut::newGame(t.game.toStdString(), {}, error);
        t.acked.clear();
        for (const QString &m : stored) {
            const ParsedMove parsed = t.state->parseMove(m.toStdString());
            if (!parsed.ok())
                return false;
            t.state->play(parsed.move);
            t.acked << m;
        }
        return true;
    };
    QElapsedTimer clock;
    clock.start();
    int killed = 0;
    for (int cycle = 0; cycle < cycles; ++cycle) {
        const std::size_t victim = random.bounded(quint32(servers.size()));
        const qint64 start = clock.elapsed(), killAt = start + 100 + random.bounded(800);
        bool dead = false;
        while (clock.elapsed() < start + 1000) {
            if (!dead && clock.elapsed() >= killAt) {
                ::kill(pid_t(servers[victim]->pid()), SIGKILL);
                dead = true;
                ++killed;
            }
            KillTable &t = *tables[random.bounded(quint32(tables.size()))];
            const std::size_t at = random.bounded(quint32(servers.size()));
            if (dead && at == victim)
                continue;
            const int side = t.state->turn();
            const QString move = randomMove(*t.state, random);
            LineClient &c = link(at);
            // The kill comes while this request may be in flight: a timer, not between two requests.
            QTimer killer;
            if (!dead) {
                killer.setSingleShot(true);
                QObject::connect(&killer, &QTimer::timeout, [&] {
                    ::kill(pid_t(servers[victim]->pid()), SIGKILL);
                    dead = true;
                    ++killed;
                });
                killer.start(int(std::max<qint64>(0, killAt - clock.elapsed())));
            }
            const QString reply = c.ask(QStringLiteral("move %1 %2 %3").arg(t.table, t.token[side], move), 10000);
            killer.stop();
            if (reply == QStringLiteral("ok move %1 %2").arg(t.table).arg(t.acked.size() + 1)) {
                const ParsedMove parsed = t.state->parseMove(move.toStdString());
                t.acked << QString::fromStdString(t.state->moveText(parsed.move));
                t.state->play(parsed.move);
                ++acknowledged;
            } else if (reply.startsWith(QLatin1String("error unavailable")) ||
                       reply.startsWith(QLatin1String("error busy"))) {
                ++retried; // not stored (a table being taken over, or its lease moving): later
            } else {
                ++unknown; // no reply (its process was killed) or an unexpected one: what is stored?
                if (!resync(t)) {
                    std::fprintf(stderr, "bench_server: %s cannot be read after '%s'\n", qPrintable(t.table),
                                 qPrintable(reply));
                    return false;
                }
            }
            if (t.state->isOver()) {
                for (auto &slot : tables)
                    if (slot.get() == &t) {
                        finished.push_back(std::move(slot));
                        slot = newTable(std::size_t(cycle), dead ? victim : servers.size());
                        if (!slot)
                            return false;
                    }
            }
        }
        if (!dead) {
            ::kill(pid_t(servers[victim]->pid()), SIGKILL);
            ++killed;
        }
        servers[victim]->kill();
        links[victim].reset();
        if (!startServer(victim))
            return false;
    }
    // Every game read again at a live process.
    qint64 checked = 0;
    for (auto *list : {&tables, &finished})
        for (auto &t : *list) {
            if (!resync(*t))
                return false;
            ++checked;
        }
    std::printf("kill -9 cycles: %d processes on one PostgreSQL database, %d cycles (%d processes killed, each "
                "replaced), %.0f s; %lld moves acknowledged, %lld replies lost with their process (looked up), %lld "
                "refused while a table moved; %lld games checked: %lld acknowledged moves lost\n",
                int(servers.size()), cycles, killed, double(clock.elapsed()) / 1000, acknowledged, unknown, retried,
                checked, lost);
    std::fflush(stdout);
    return lost == 0;
}

} // namespace gamut::test
