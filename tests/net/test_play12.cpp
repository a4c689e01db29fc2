// Protocol 1.2 during and after a game, against the real server in this process: draw offers (a move declines),
// abort before both have moved, rematch with colours swapped, Glicko-2 ratings at a rated game's end (`rated`, the
// values Glicko-2 gives, `rating`, `top` with its deviation bound), games that are not rated, `create` with a time
// control, the server's clocks (loss on time live and by correspondence with nobody connected), the lag
// allowance, `mygames` and taking one's seat back by account.
#include "lobbyclient.h"

#include "core/net/glicko2.h"
#include "core/net/server.h"

#include <QTest>

#include <cmath>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

struct Pair {
    PairedSeat a, b; // a challenged b
};

// `a` challenges `b` (both signed in or named already) with `offer` (`<game> <variant> tc <control> rated|casual
// [side]`); b accepts. Lines before the seats are skipped.
Pair pair(LineClient &a, LineClient &b, const QString &bName, const QString &offer) {
    const QString challenge = reply(a, QStringLiteral("challenge %1 %2").arg(bName, offer));
    const QString id = field(challenge, 2);
    b.until(QStringLiteral("challenged ") + id);
    reply(b, QStringLiteral("accept ") + id);
    Pair p;
    p.b = seatFrom(b);
    p.a = seatFrom(a);
    return p;
}

QString moveAt(ServerFixture &f, const QString &table, int seed) {
    QRandomGenerator random{quint32(seed)};
    return randomMove(f.server->table(table)->position(), random);
}

// Both sides play random moves until the game is over: the last `ok move` line.
QString playOut(ServerFixture &f, LineClient &a, const PairedSeat &as, LineClient &b, const PairedSeat &bs) {
    for (int ply = 0; ply < 2000; ++ply) {
        const Table *t = f.server->table(as.table);
        if (!t || t->isOver())
            return QStringLiteral("over");
        const bool aMoves = t->turn() == as.side();
        LineClient &c = aMoves ? a : b;
        const PairedSeat &s = aMoves ? as : bs;
        c.send(QStringLiteral("move %1 %2 %3").arg(s.table, s.token, moveAt(f, s.table, ply)));
        if (!c.until(QStringLiteral("ok move")).startsWith(QLatin1String("ok move")))
            return QStringLiteral("<no ok>");
    }
    return QStringLiteral("<too long>");
}

} // namespace

class TestPlay12 : public QObject {
    Q_OBJECT
private slots:
    void drawOffers();
    void abortBeforeBothMoved();
    void rematchSwapsColours();
    void ratedGameChangesRatings();
    void leaderboardNeedsSettledRatings();
    void gamesNotRated();
    void createWithControl();
    void lossOnTime();
    void correspondenceLostWithNobodyThere();
    void lagAllowance();
    void myGamesAndResumeByAccount();
};

void TestPlay12::drawOffers() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    const Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 5+0 casual first"));
    QVERIFY(p.a.ok() && p.b.ok());
    const QString t = p.a.table;
    QCOMPARE(reply(a, QStringLiteral("draw %1 %2").arg(t, p.a.token)), QStringLiteral("ok draw %1").arg(t));
    QCOMPARE(a.line(), QStringLiteral("draw-offered %1 black").arg(t)); // everybody at the table hears it
    QCOMPARE(b.until(QStringLiteral("draw-offered")), QStringLiteral("draw-offered %1 black").arg(t));
    QCOMPARE(reply(a, QStringLiteral("draw %1 %2").arg(t, p.a.token)), QStringLiteral("ok draw %1").arg(t)); // again
    QStringList after;
    QCOMPARE(a.until(QStringLiteral("draw-offered"), &after, 200), QStringLiteral("<timeout>")); // nothing new
    // Ada (black) moves; Bob's move declines the offer.
    QCOMPARE(reply(a, QStringLiteral("move %1 %2 %3").arg(t, p.a.token, moveAt(f, t, 1))),
             QStringLiteral("ok move %1 1").arg(t));
    QCOMPARE(reply(b, QStringLiteral("move %1 %2 %3").arg(t, p.b.token, moveAt(f, t, 2))),
             QStringLiteral("ok move %1 2").arg(t));
    QCOMPARE(f.server->table(t)->drawOffer(), -1);
    QCOMPARE(reply(b, QStringLiteral("draw %1 %2").arg(t, p.b.token)), QStringLiteral("ok draw %1").arg(t));
    QCOMPARE(a.until(QStringLiteral("draw-offered")), QStringLiteral("draw-offered %1 white").arg(t));
    QCOMPARE(reply(a, QStringLiteral("draw %1 %2").arg(t, p.a.token)), QStringLiteral("ok draw %1").arg(t));
    QCOMPARE(a.until(QStringLiteral("over")), QStringLiteral("over %1 draw agreed").arg(t));
    QCOMPARE(b.until(QStringLiteral("over")), QStringLiteral("over %1 draw agreed").arg(t));
    QVERIFY(reply(a, QStringLiteral("draw %1 %2").arg(t, p.a.token)).startsWith("error game-over "));
    QVERIFY(
        reply(a, QStringLiteral("draw %1 %2").arg(t, QString(32, QLatin1Char('a')))).startsWith("error bad-token "));
    QVERIFY(reply(a, QStringLiteral("draw %1").arg(t)).startsWith("error bad-args "));
    // A table waiting for its second player has nobody to agree.
    const QString created = a.ask("create loa");
    QVERIFY(reply(a, QStringLiteral("draw %1 %2").arg(field(created, 2), field(created, 4)))
                .startsWith("error not-your-turn "));
}

void TestPlay12::abortBeforeBothMoved() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 5+0 casual first"));
    QString t = p.a.table;
    QCOMPARE(reply(a, QStringLiteral("abort %1 %2").arg(t, p.a.token)), QStringLiteral("ok abort %1").arg(t));
    QCOMPARE(b.until(QStringLiteral("over")), QStringLiteral("over %1 aborted").arg(t));
    QCOMPARE(f.server->table(t)->stateText(), QStringLiteral("over"));
    // One side moved: still possible; both: no.
    p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 5+0 casual first"));
    t = p.a.table;
    reply(a, QStringLiteral("move %1 %2 %3").arg(t, p.a.token, moveAt(f, t, 1)));
    reply(b, QStringLiteral("move %1 %2 %3").arg(t, p.b.token, moveAt(f, t, 2)));
    QVERIFY(reply(b, QStringLiteral("abort %1 %2").arg(t, p.b.token)).startsWith("error not-allowed "));
    p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 5+0 casual first"));
    t = p.a.table;
    reply(a, QStringLiteral("move %1 %2 %3").arg(t, p.a.token, moveAt(f, t, 1)));
    QCOMPARE(reply(b, QStringLiteral("abort %1 %2").arg(t, p.b.token)), QStringLiteral("ok abort %1").arg(t));
    QVERIFY(reply(b, QStringLiteral("abort %1 %2").arg(t, p.b.token)).startsWith("error game-over "));
}

void TestPlay12::rematchSwapsColours() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    const Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("atoms classic tc 10+5 casual first"));
    const QString t = p.a.table;
    QVERIFY(reply(a, QStringLiteral("rematch %1 %2").arg(t, p.a.token)).startsWith("error bad-args ")); // not over
    QCOMPARE(reply(b, QStringLiteral("resign %1 %2").arg(t, p.b.token)), QStringLiteral("ok resign %1").arg(t));
    QCOMPARE(reply(a, QStringLiteral("rematch %1 %2").arg(t, p.a.token)), QStringLiteral("ok rematch %1").arg(t));
    QCOMPARE(b.until(QStringLiteral("rematch-offered")),
             QStringLiteral("rematch-offered %1 %2").arg(t, f.server->table(t)->playerName(p.a.side())));
    QCOMPARE(reply(b, QStringLiteral("rematch %1 %2").arg(t, p.b.token)), QStringLiteral("ok rematch %1").arg(t));
    const PairedSeat na = seatFrom(a, QStringLiteral("rematch ")), nb = seatFrom(b, QStringLiteral("rematch "));
    QVERIFY(na.ok() && nb.ok());
    QCOMPARE(na.table, nb.table);
    QVERIFY(na.table != t);
    QCOMPARE(na.seat, QStringLiteral("second")); // swapped
    QCOMPARE(nb.seat, QStringLiteral("first"));
    const Table *n = f.server->table(na.table);
    QCOMPARE(n->control(), TimeControl::fischer(600000, 5000));
    QCOMPARE(n->seats()[0].name, QStringLiteral("bob"));
    QCOMPARE(n->seats()[1].name, QStringLiteral("ada"));
    QCOMPARE(reply(b, QStringLiteral("move %1 %2 %3").arg(nb.table, nb.token, moveAt(f, nb.table, 3))),
             QStringLiteral("ok move %1 1").arg(nb.table));
}

// Two new accounts play a rated game to its end; both ratings change as Glicko-2 says, once.
void TestPlay12::ratedGameChangesRatings() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    a.ask("lobby");
    QCOMPARE(b.ask("seek loa standard tc 3+2 rated"), QStringLiteral("ok seek s1"));
    a.until(QStringLiteral("seek-added s1"));
    QCOMPARE(a.ask("accept s1"), QStringLiteral("ok accept s1"));
    const PairedSeat as = seatFrom(a), bs = seatFrom(b);
    QCOMPARE(playOut(f, a, as, b, bs), QStringLiteral("over"));
    const Table *t = f.server->table(as.table);
    const double firstScore = t->firstScore();
    const QString rated = untilAnswering(a, QStringLiteral("rated "));
    QVERIFY2(rated.startsWith(QStringLiteral("rated %1 ").arg(as.table)), qPrintable(rated));
    const RatedPair expected = rateGame(Rating{}, Rating{}, firstScore);
    const QString first = t->seats()[0].name, second = t->seats()[1].name;
    QCOMPARE(rated, QStringLiteral("rated %1 %2 1500 %3 %4 1500 %5")
                        .arg(as.table, first)
                        .arg(qRound(expected.first.rating))
                        .arg(second)
                        .arg(qRound(expected.second.rating)));
    QCOMPARE(untilAnswering(b, QStringLiteral("rated ")), rated);
    // `rating` gives the same, with the deviation and the game counted.
    QCOMPARE(a.ask(QStringLiteral("rating %1").arg(first.toUpper())), QStringLiteral("ok rating %1 1").arg(first));
    QCOMPARE(
        a.line(),
        QStringLiteral("rating loa %1 %2 1").arg(qRound(expected.first.rating)).arg(qRound(expected.first.deviation)));
    QCOMPARE(a.ask("rating nobody").left(22), QStringLiteral("error no-such-player n"));
    // A seek now shows the new rating.
    QCOMPARE(a.ask("seek loa standard tc 3+2 rated"), QStringLiteral("ok seek s2"));
    const QString added = a.until(QStringLiteral("seek-added s2"));
    QVERIFY2(
        added.contains(QStringLiteral(" ada %1 loa")
                           .arg(qRound((first == QLatin1String("ada") ? expected.first : expected.second).rating))),
        qPrintable(added));
}

// The leaderboard lists players whose deviation is under 110 only: new players need games first.
void TestPlay12::leaderboardNeedsSettledRatings() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    QCOMPARE(a.ask("top loa"), QStringLiteral("ok top loa 0 0"));
    Rating ra, rb;
    int games = 0;
    for (; games < 40 && (ra.deviation >= 110 || rb.deviation >= 110); ++games) {
        const Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 1+0 rated first"));
        // Ada (first) wins two of three: Bob resigns, or Ada does.
        const bool adaWins = games % 3 != 2;
        LineClient &loser = adaWins ? b : a;
        const PairedSeat &ls = adaWins ? p.b : p.a;
        QCOMPARE(loser.ask(QStringLiteral("resign %1 %2").arg(ls.table, ls.token)),
                 QStringLiteral("ok resign %1").arg(ls.table));
        untilAnswering(a, QStringLiteral("rated "));
        const RatedPair r = rateGame(ra, rb, adaWins ? 1.0 : 0.0);
        ra = r.first;
        rb = r.second;
        if (games == 0)
            QCOMPARE(a.ask("top loa"), QStringLiteral("ok top loa 0 0")); // 290 after one game: not yet
    }
    qInfo("deviations under 110 after %d games: ada %.1f, bob %.1f", games, ra.deviation, rb.deviation);
    QVERIFY(ra.deviation < 110 && rb.deviation < 110);
    QCOMPARE(a.ask("top loa"), QStringLiteral("ok top loa 2 2"));
    QCOMPARE(a.line(), QStringLiteral("top 1 ada %1 %2").arg(qRound(ra.rating)).arg(games));
    QCOMPARE(a.line(), QStringLiteral("top 2 bob %1 %2").arg(qRound(rb.rating)).arg(games));
    QCOMPARE(a.ask("top loa 1"), QStringLiteral("ok top loa 1 2"));
    QCOMPARE(a.line(), QStringLiteral("top 2 bob %1 %2").arg(qRound(rb.rating)).arg(games));
    QCOMPARE(a.ask("top atoms"), QStringLiteral("ok top atoms 0 0"));
}

void TestPlay12::gamesNotRated() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    LineClient g;
    QVERIFY(g.connectTo(f.port()));
    g.ask("hello gus");
    // Casual between accounts, an aborted rated game, a guest's game: no `rated`, no rating row.
    Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 3+2 casual first"));
    reply(b, QStringLiteral("resign %1 %2").arg(p.b.table, p.b.token));
    p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 3+2 rated first"));
    reply(a, QStringLiteral("abort %1 %2").arg(p.a.table, p.a.token));
    p = pair(a, g, QStringLiteral("gus"), QStringLiteral("loa standard tc 3+2 casual first"));
    g.ask(QStringLiteral("resign %1 %2").arg(p.b.table, p.b.token));
    // A rated game whose first mover never moved is lost on time but not rated (as lichess aborts it): the seek was
    // taken by someone who never came to the board; it cost Ada 144 rating points in a game she never saw.
    p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc move:0.5 rated first"));
    QCOMPARE(b.until(QStringLiteral("over "), nullptr, 3000), QStringLiteral("over %1 white time").arg(p.a.table));
    f.server->drainStore();
    QTest::qWait(100);
    QStringList skipped;
    QCOMPARE(a.until(QStringLiteral("rated "), &skipped, 300), QStringLiteral("<timeout>"));
    QCOMPARE(a.ask("rating ada"), QStringLiteral("ok rating ada 0"));
}

void TestPlay12::createWithControl() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    LineClient g;
    QVERIFY(g.connectTo(f.port()));
    const QString created = a.ask("create loa standard second tc 2+1 rated");
    QVERIFY2(created.startsWith("ok create ") && field(created, 3) == QLatin1String("second"), qPrintable(created));
    const QString t = field(created, 2);
    QCOMPARE(f.server->table(t)->control(), TimeControl::fischer(120000, 1000));
    QVERIFY(f.server->table(t)->isRated());
    QVERIFY(g.ask(QStringLiteral("join %1").arg(t)).startsWith("error not-allowed ")); // a guest, a rated table
    g.ask("ping");
    QVERIFY(b.ask(QStringLiteral("join %1").arg(t)).startsWith(QStringLiteral("ok join %1 first").arg(t)));
    QString clock;
    b.readGame(nullptr, nullptr, &clock);
    QVERIFY2(clock == QLatin1String("clock 120000 120000 none") || clock.startsWith(QLatin1String("clock ")),
             qPrintable(clock));
    // Both seated: the first turn's clock runs from now, and both seats hear it (the game sent with the join could
    // not say so: the clock starts once the seat is stored).
    const QString started = QStringLiteral("clock %1 120000 120000 first").arg(t);
    QCOMPARE(b.until(QStringLiteral("clock ")), started);
    QCOMPARE(a.until(QStringLiteral("clock ")), started);
    for (const char *bad : {"create loa tc", "create loa tc 5+x", "create loa rated", "create loa tc none rated",
                            "create loa tc 3+2 rated extra", "create tc 3+2"}) {
        QVERIFY2(reply(a, QString::fromLatin1(bad)).startsWith("error bad-args "), bad);
        reply(a, QStringLiteral("ping"));
    }
    QVERIFY(reply(g, QStringLiteral("create loa tc 3+2 rated")).startsWith("error not-allowed "));
    QVERIFY(reply(g, QStringLiteral("create loa tc move:10")).startsWith("ok create ")); // casual by default
    QVERIFY(reply(g, QStringLiteral("create atoms classic first tc days:3 casual")).startsWith("ok create "));
}

// The side to move runs out: the server ends the game, `over <table> <winner> time`, stored as such.
void TestPlay12::lossOnTime() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    const Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc move:0.5 casual first"));
    const QString t = p.a.table;
    QCOMPARE(reply(a, QStringLiteral("move %1 %2 %3").arg(t, p.a.token, moveAt(f, t, 1))),
             QStringLiteral("ok move %1 1").arg(t));
    // Bob (white) does not move: half a second later he has lost.
    QCOMPARE(b.until(QStringLiteral("over "), nullptr, 3000), QStringLiteral("over %1 black time").arg(t));
    QCOMPARE(a.until(QStringLiteral("over "), nullptr, 3000), QStringLiteral("over %1 black time").arg(t));
    QCOMPARE(f.server->table(t)->ending(), Table::Ending::Time);
    QVERIFY(QString::fromStdString(f.server->table(t)->currentGameText())
                .contains(QLatin1String("[Termination \"time\"]")));
    QVERIFY(
        reply(b, QStringLiteral("move %1 %2 %3").arg(t, p.b.token, moveAt(f, t, 2))).startsWith("error game-over "));
}

// A correspondence game (days a move) is lost on time with neither player connected: the server's own timer.
void TestPlay12::correspondenceLostWithNobodyThere() {
    ServerFixture f(lobbyOptions());
    QString t;
    {
        LineClient a, b;
        QVERIFY(a.connectTo(f.port()) && b.connectTo(f.port()));
        QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
        QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
        const Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc days:1 rated first"));
        t = p.a.table;
        QVERIFY(reply(a, QStringLiteral("move %1 %2 %3").arg(t, p.a.token, moveAt(f, t, 1))).startsWith("ok move"));
        QVERIFY(reply(b, QStringLiteral("mygames")).startsWith("ok mygames 1"));
        const QString mine = b.line();
        QVERIFY2(QRegularExpression(QStringLiteral("^mygame %1 loa ada your-turn (\\d+) days:1 second$").arg(t))
                     .match(mine)
                     .hasMatch(),
                 qPrintable(mine));
        QVERIFY(field(mine, 5).toLongLong() > 86000000);
        // Bob answers (a game where a side never moved is not rated), then Ada lets her day run out.
        QVERIFY(reply(b, QStringLiteral("move %1 %2 %3").arg(t, p.b.token, moveAt(f, t, 2))).startsWith("ok move"));
    }
    QTRY_COMPARE(f.server->clientCount(), 0);
    f.server->warpClocks(23 * 3600 * 1000LL);
    QVERIFY(!f.server->table(t)->isOver());
    f.server->warpClocks(2 * 3600 * 1000LL); // a day and an hour after Bob's move: Ada has lost
    QVERIFY(f.server->table(t)->isOver());
    QCOMPARE(f.server->table(t)->ending(), Table::Ending::Time);
    QCOMPARE(f.server->table(t)->resultText(), QStringLiteral("white"));
    f.server->drainStore();
    LineClient a;
    QVERIFY(a.connectTo(f.port()));
    QVERIFY(a.ask("login ada password1").startsWith("ok login"));
    QCOMPARE(a.ask("mygames"), QStringLiteral("ok mygames 1"));
    QCOMPARE(a.line(), QStringLiteral("mygame %1 loa bob over - days:1 first").arg(t));
    QCOMPARE(a.ask("rating ada"), QStringLiteral("ok rating ada 1")); // rated, with nobody there
}

// The server times its `ping`s to a player at a live clock; the median round trip (at most 1 s) is not charged.
void TestPlay12::lagAllowance() {
    ServerOptions options = lobbyOptions();
    options.lagPingMs = 50;
    TwoClients two(options);
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    const Pair p = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 1+0 casual first"));
    const QString t = p.a.table;
    // Bob answers each ping 400 ms late (a slow line); five answers make his estimate.
    for (int answered = 0; answered < 5;) {
        if (b.line(3000) == QLatin1String("ping")) {
            QTest::qWait(400);
            b.send(QStringLiteral("ping"));
            ++answered;
        }
    }
    a.setHandler([&a](const QString &l) {
        if (l == QLatin1String("ping"))
            a.send(QStringLiteral("ping"));
    });
    b.setHandler([](const QString &) {});
    QTest::qWait(100);
    a.setHandler({});
    a.send(QStringLiteral("move %1 %2 %3").arg(t, p.a.token, moveAt(f, t, 1)));
    QTest::qWait(300);
    // Bob thinks 1.5 s (the clock started when his `moved` went out): charged about 1.1 s, not 1.5.
    b.setHandler({});
    QTest::qWait(1500);
    const QString answer = reply(b, QStringLiteral("move %1 %2 %3").arg(t, p.b.token, moveAt(f, t, 2)));
    QVERIFY2(answer.startsWith("ok move"), qPrintable(answer));
    const std::int64_t left = f.server->table(t)->clockAfter(2);
    qInfo("Bob's clock after 1.8 s with a 400 ms lag estimate: %lld ms", static_cast<long long>(left));
    QVERIFY2(left > 60000 - 1800 + 250 && left <= 60000, qPrintable(QString::number(left)));
}

void TestPlay12::myGamesAndResumeByAccount() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    const Pair live = pair(a, b, QStringLiteral("bob"), QStringLiteral("loa standard tc 10+0 casual first"));
    const Pair slow = pair(a, b, QStringLiteral("bob"), QStringLiteral("atoms classic tc days:3 casual second"));
    QVERIFY(reply(b, QStringLiteral("move %1 %2 %3").arg(slow.b.table, slow.b.token, moveAt(f, slow.b.table, 1)))
                .startsWith("ok move"));
    QCOMPARE(reply(a, QStringLiteral("mygames")), QStringLiteral("ok mygames 2"));
    const QString l1 = a.line(), l2 = a.line();
    QVERIFY2(QRegularExpression(QStringLiteral("^mygame %1 loa bob your-turn \\d+ 10\\+0 first$").arg(live.a.table))
                 .match(l1)
                 .hasMatch(),
             qPrintable(l1));
    QVERIFY2(QRegularExpression(QStringLiteral("^mygame %1 atoms bob your-turn \\d+ days:3 second$").arg(slow.a.table))
                 .match(l2)
                 .hasMatch(),
             qPrintable(l2));
    // Ada on another computer: `resume <table>` by her account gives the seat a new token; the old one is dead.
    LineClient laptop;
    QVERIFY(laptop.connectTo(f.port()));
    QVERIFY(laptop.ask(QStringLiteral("resume %1").arg(slow.a.table)).startsWith("error bad-args ")); // not signed in
    QVERIFY(laptop.ask("login ada password1").startsWith("ok login"));
    const QString resumed = laptop.ask(QStringLiteral("resume %1").arg(slow.a.table));
    QVERIFY2(resumed.startsWith(QStringLiteral("ok resume %1 second ").arg(slow.a.table)), qPrintable(resumed));
    const QString token = field(resumed, 4);
    QCOMPARE(token.size(), 32);
    laptop.readGame();
    QVERIFY(reply(a, QStringLiteral("move %1 %2 %3").arg(slow.a.table, slow.a.token, moveAt(f, slow.a.table, 2)))
                .startsWith("error bad-token "));
    QVERIFY(reply(laptop, QStringLiteral("move %1 %2 %3").arg(slow.a.table, token, moveAt(f, slow.a.table, 2)))
                .startsWith("ok move"));
    LineClient other;
    QVERIFY(other.connectTo(f.port()));
    QVERIFY(!signUp(other, QStringLiteral("cy")).isEmpty());
    QVERIFY(other.ask(QStringLiteral("resume %1").arg(slow.a.table)).startsWith("error not-seated "));
}

QTEST_GUILESS_MAIN(TestPlay12)
#include "test_play12.moc"
