// Protocol 1.2 against the real gamut-server, killed with SIGKILL at the worst moments: during a rated game's last
// move (the ratings change once, never twice, never lost: checked against Glicko-2 over every game), and in the
// middle of a timed game (the clocks come back as the last move left them; nobody is charged for the downtime).
#include "lobbyclient.h"

#include "core/net/glicko2.h"
#include "core/registry.h"

#include <QTest>

#include <cmath>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

const QStringList kFast = {QStringLiteral("--password-iterations"), QStringLiteral("1000")};

// A move of `state` that ends the game, or -1 when none does.
int endingMove(const GameState &state, MoveList &moves) {
    state.legalMoves(moves);
    for (int i = 0; i < moves.size(); ++i) {
        auto next = state.clone();
        next->play(moves[i]);
        if (next->isOver())
            return i;
    }
    return -1;
}

struct Player {
    std::unique_ptr<LineClient> client;
    QString session;
};

bool signIn(Player &p, quint16 port, const QString &name) {
    p.client = std::make_unique<LineClient>();
    return p.client->connectTo(port) &&
           reply(*p.client, QStringLiteral("login %1 session:%2").arg(name, p.session)).startsWith("ok login");
}

// The number of rated games and the rating (rounded) of `name` in `game`, from `rating`.
std::pair<int, int> ratingOf(LineClient &c, const QString &name, const QString &game) {
    const QString head = reply(c, QStringLiteral("rating ") + name);
    const int n = field(head, 3).toInt();
    std::pair<int, int> out{0, 1500};
    for (int i = 0; i < n; ++i) {
        const QString l = c.line();
        if (field(l, 1) == game)
            out = {field(l, 4).toInt(), field(l, 2).toInt()};
    }
    return out;
}

} // namespace

class TestLobbyProcess : public QObject {
    Q_OBJECT
private slots:
    void killedDuringRatedLastMove();
    void clocksSurviveAKill();
};

void TestLobbyProcess::killedDuringRatedLastMove() {
    QTemporaryDir dir;
    auto server = std::make_unique<ServerProcess>();
    QVERIFY(server->start(dir.path(), kFast));
    Player ada, bob;
    {
        LineClient c;
        QVERIFY(c.connectTo(server->port()));
        ada.session = signUp(c, QStringLiteral("ada"));
        LineClient d;
        QVERIFY(d.connectTo(server->port()));
        bob.session = signUp(d, QStringLiteral("bob"));
        QVERIFY(!ada.session.isEmpty() && !bob.session.isEmpty());
    }
    Rating ra, rb; // what Glicko-2 says after every finished game, in order
    int finished = 0, killedBefore = 0, killedAfter = 0;
    QRandomGenerator random(2026);
    const int rounds = 12;
    for (int round = 0; round < rounds; ++round) {
        QVERIFY(signIn(ada, server->port(), QStringLiteral("ada")) &&
                signIn(bob, server->port(), QStringLiteral("bob")));
        const QString id =
            field(reply(*ada.client, QStringLiteral("challenge bob loa standard tc 10+0 rated first")), 2);
        bob.client->until(QStringLiteral("challenged ") + id);
        QCOMPARE(reply(*bob.client, QStringLiteral("accept ") + id), QStringLiteral("ok accept %1").arg(id));
        const PairedSeat bs = seatFrom(*bob.client), as = seatFrom(*ada.client);
        QVERIFY(as.ok() && bs.ok() && as.side() == 0);
        // Random moves until the side to move can end the game; that move is sent, and the server killed at once.
        std::string why;
        auto state = gamut::newGame("loa", "standard", why);
        QString last;
        int lastSide = -1;
        for (int ply = 0; ply < 3000 && last.isEmpty(); ++ply) {
            MoveList moves;
            const int end = endingMove(*state, moves);
            const int side = state->turn();
            const Move move = end >= 0 ? moves[end] : moves[int(random.bounded(moves.size()))];
            const QString text = QString::fromStdString(state->moveText(move));
            if (end >= 0) {
                last = text;
                lastSide = side;
                break;
            }
            LineClient &c = side == 0 ? *ada.client : *bob.client;
            const PairedSeat &s = side == 0 ? as : bs;
            QCOMPARE(reply(c, QStringLiteral("move %1 %2 %3").arg(s.table, s.token, text)).left(7),
                     QStringLiteral("ok move"));
            state->play(move);
        }
        QVERIFY(!last.isEmpty());
        LineClient &mover = lastSide == 0 ? *ada.client : *bob.client;
        const PairedSeat &ms = lastSide == 0 ? as : bs;
        mover.send(QStringLiteral("move %1 %2 %3").arg(ms.table, ms.token, last));
        if (round % 3 == 1) // after the reply, at once, or a moment after the move was sent
            mover.until(QStringLiteral("ok move"));
        else if (round % 3 == 2)
            QTest::qWait(int(random.bounded(4)));
        else
            mover.socket().flush();
        server->kill();
        ada.client.reset();
        bob.client.reset();
        server = std::make_unique<ServerProcess>(); // a new process: its own log, its own port
        QVERIFY(server->start(dir.path(), kFast));
        QVERIFY(signIn(ada, server->port(), QStringLiteral("ada")) &&
                signIn(bob, server->port(), QStringLiteral("bob")));
        // The game is over (the last move was stored, with its rating) or not (neither was): then it is played again.
        const auto before = ratingOf(*ada.client, QStringLiteral("ada"), QStringLiteral("loa"));
        QString mine = reply(*ada.client, QStringLiteral("mygames"));
        QStringList games;
        for (int i = 0; i < field(mine, 2).toInt(); ++i)
            games << ada.client->line();
        const QString line = games.filter(QStringLiteral("mygame %1 ").arg(as.table)).value(0);
        QVERIFY2(!line.isEmpty(), qPrintable(games.join(QLatin1Char('|'))));
        const bool over = field(line, 4) == QLatin1String("over");
        if (over) {
            ++killedAfter;
            QCOMPARE(before.first, finished + 1); // rated once, with the move
        } else {
            ++killedBefore;
            QCOMPARE(before.first, finished); // neither the move nor the rating
            Player &p = lastSide == 0 ? ada : bob;
            const QString resumed = reply(*p.client, QStringLiteral("resume ") + as.table);
            QVERIFY2(resumed.startsWith(QLatin1String("ok resume")), qPrintable(resumed));
            QCOMPARE(reply(*p.client, QStringLiteral("move %1 %2 %3").arg(as.table, field(resumed, 4), last)).left(7),
                     QStringLiteral("ok move"));
            untilAnswering(*p.client, QStringLiteral("rated "));
        }
        state->play(state->parseMove(last.toStdString()).move);
        QVERIFY(state->isOver());
        const double firstScore = state->outcome() == Outcome::FirstWins    ? 1.0
                                  : state->outcome() == Outcome::SecondWins ? 0.0
                                                                            : 0.5;
        const RatedPair r = rateGame(ra, rb, firstScore);
        ra = r.first;
        rb = r.second;
        ++finished;
        const auto a = ratingOf(*ada.client, QStringLiteral("ada"), QStringLiteral("loa"));
        const auto b = ratingOf(*ada.client, QStringLiteral("bob"), QStringLiteral("loa"));
        QCOMPARE(a.first, finished);
        QCOMPARE(b.first, finished);
        QCOMPARE(a.second, qRound(ra.rating));
        QCOMPARE(b.second, qRound(rb.rating));
    }
    qInfo("%d rated games, the server killed during each last move: %d before it was stored, %d after; every "
          "rating as Glicko-2 says, each game rated once",
          rounds, killedBefore, killedAfter);
}

// A timed game, the server killed while the second player thinks, down for 2 s: both clocks come back as the last
// move left them, the turn starts again; nobody is charged the downtime.
void TestLobbyProcess::clocksSurviveAKill() {
    QTemporaryDir dir;
    auto server = std::make_unique<ServerProcess>();
    QVERIFY(server->start(dir.path(), kFast));
    auto a = std::make_unique<LineClient>(), b = std::make_unique<LineClient>();
    QVERIFY(a->connectTo(server->port()) && b->connectTo(server->port()));
    reply(*a, QStringLiteral("hello ada"));
    reply(*b, QStringLiteral("hello bob"));
    const QString id = field(reply(*a, QStringLiteral("challenge bob loa standard tc 1+0 casual first")), 2);
    b->until(QStringLiteral("challenged ") + id);
    reply(*b, QStringLiteral("accept ") + id);
    const PairedSeat bs = seatFrom(*b), as = seatFrom(*a);
    std::string why;
    auto state = gamut::newGame("loa", "standard", why);
    QRandomGenerator random(5);
    QString lastClock;
    for (int ply = 0; ply < 3; ++ply) {
        LineClient &c = ply % 2 == 0 ? *a : *b;
        const PairedSeat &s = ply % 2 == 0 ? as : bs;
        QTest::qWait(300); // each move takes its time
        const QString move = randomMove(*state, random);
        state->play(state->parseMove(move.toStdString()).move);
        QVERIFY(reply(c, QStringLiteral("move %1 %2 %3").arg(s.table, s.token, move)).startsWith("ok move"));
        lastClock = untilAnswering(*b, QStringLiteral("moved %1 %2 ").arg(as.table).arg(ply + 1));
    }
    // After ada's second move: `moved ... clock <ada> <bob>`; bob now thinks for a second, then the server dies.
    const qint64 adaLeft = field(lastClock, 6).toLongLong(), bobLeft = field(lastClock, 7).toLongLong();
    QVERIFY2(adaLeft < 60000 && bobLeft < 60000, qPrintable(lastClock));
    QTest::qWait(1000);
    server->kill();
    a.reset();
    b.reset();
    QTest::qWait(2000);
    server = std::make_unique<ServerProcess>();
    QVERIFY(server->start(dir.path(), kFast));
    LineClient back;
    QVERIFY(back.connectTo(server->port()));
    QCOMPARE(back.ask(QStringLiteral("resume %1 %2").arg(bs.table, bs.token)),
             QStringLiteral("ok resume %1 second").arg(bs.table));
    QString clock, turn;
    back.readGame(&turn, nullptr, &clock);
    qInfo("after the kill: %s (before it: ada %lld, bob %lld)", qPrintable(clock), static_cast<long long>(adaLeft),
          static_cast<long long>(bobLeft));
    QCOMPARE(field(clock, 1).toLongLong(), adaLeft);       // stopped: exactly as stored
    QVERIFY(bobLeft - field(clock, 2).toLongLong() < 500); // running again since the restart, not 3 s less
    QVERIFY(field(clock, 2).toLongLong() <= bobLeft);
    QCOMPARE(field(clock, 3), QStringLiteral("second"));
}

QTEST_GUILESS_MAIN(TestLobbyProcess)
#include "test_lobby_process.moc"
