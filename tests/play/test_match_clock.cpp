// Computers under a clock: the time plan never runs a side out of time over a long game, whatever a move costs
// beyond its plan; a match whose clock runs out ends on time (a clock of the test's own, so that it cannot take
// long), counted, with the control, every move's clock and Termination "time" in a record that reads back; and
// `gamut-cli match --tc`: a bad control named, a timed match's summary line and records.
#include "../cli/clirun.h"

#include "core/clock/gameclock.h"
#include "core/clock/timeplan.h"
#include "core/match/match.h"
#include "core/record/record.h"
#include "core/registry.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace gamut;
using gamut::testing::cli;
using gamut::testing::Run;

namespace {

QString firstGame() { return QString::fromUtf8(allGames().front().info->id); }

TimeControl control(const char *text) {
    std::string error;
    return *parseTimeControl(text, error);
}

} // namespace

class TestMatchClock : public QObject {
    Q_OBJECT
private slots:
    void thePlanNeverRunsOut_data();
    void thePlanNeverRunsOut();
    void theFirstMovesTakeAShare();
    void thePlannerLearnsABusyMachine();
    void aMatchLosesOnTime();
    void cliRefusesBadControls_data();
    void cliRefusesBadControls();
    void cliPlaysUnderAClock();
};

void TestMatchClock::thePlanNeverRunsOut_data() {
    QTest::addColumn<QString>("tc");
    QTest::addColumn<int>("overheadMs"); // what each move costs beyond its plan (threads, a busy machine)
    QTest::addColumn<int>("moves");      // a side's moves
    // 300 moves a side: a long Atoms game (a match adjudicates at 1,000 plies). Without an increment the cost
    // beyond the plans adds up: 0.25+0 holds 150 moves at 5 ms over each.
    for (const char *tc : {"1+0", "0.5+0", "3+2", "1+0.5", "move:1", "move:0.2"})
        for (int overhead : {0, 5, 20})
            QTest::newRow(qPrintable(QStringLiteral("%1, %2 ms over").arg(tc).arg(overhead))) << tc << overhead << 300;
    QTest::newRow("1+0, 20 ms over, 500 moves") << "1+0" << 20 << 500;
    QTest::newRow("0.25+0, 5 ms over, 150 moves") << "0.25+0" << 5 << 150;
}

// A side that takes its whole plan and more on every move of a long game still has time left at the end.
void TestMatchClock::thePlanNeverRunsOut() {
    QFETCH(QString, tc);
    QFETCH(int, overheadMs);
    QFETCH(int, moves);
    GameClock clock(control(tc.toUtf8().constData()));
    std::int64_t now = 0, least = clock.left(0, 0);
    for (int move = 0; move < moves; ++move) {
        const std::int64_t plan = planMoveTime(clock.control(), clock.left(0, now), move);
        QVERIFY(plan >= kMinMoveMs);
        clock.start(0, now);
        now += plan + overheadMs;
        const GameClock::Charge charge = clock.move(0, now);
        QVERIFY2(!charge.flagged, qPrintable(QStringLiteral("ran out at move %1").arg(move + 1)));
        least = std::min(least, charge.leftMs);
    }
    qInfo("%s, %d moves, %d ms over each: %lld ms left at the least", qPrintable(tc), moves, overheadMs,
          static_cast<long long>(least));
}

void TestMatchClock::theFirstMovesTakeAShare() {
    // 1+0: about a thirtieth of what is left after the reserve; more with an increment; a time a move less a margin.
    QCOMPARE(planMoveTime(control("1+0"), 60'000), (60'000 - 1500) / 30);
    QVERIFY(planMoveTime(control("1+2"), 60'000) > planMoveTime(control("1+0"), 60'000) + 1000);
    QCOMPARE(planMoveTime(control("move:10"), 10'000), 9500);
    QCOMPARE(planMoveTime(control("move:1"), 1000), 900);
    QCOMPARE(planMoveTime(control("none"), 0), 0);
    QCOMPARE(planMoveTime(control("days:3"), 3 * TimeControl::kDayMs), 0); // the level decides
    QCOMPARE(planMoveTime(control("1+0"), 0), kMinMoveMs);
    // A game that has gone long: the share assumes it may go on as long again.
    QCOMPARE(planMoveTime(control("1+0"), 30'000, 100), (30'000 - 1500) / 200);
    // Never more than half of what is left after the reserve, however large the increment.
    QVERIFY(planMoveTime(control("1+600"), 3000) <= 1000);
}

// A busy machine: every move costs 60 ms beyond its plan and every tenth stalls 1.3 s more (the process not
// scheduled). Over a 141-move game at 1+0 the plain plan runs out; the planner that learns the cost does not.
void TestMatchClock::thePlannerLearnsABusyMachine() {
    const auto play = [](const char *tc, bool learn) {
        GameClock clock(control(tc));
        TimePlanner planner;
        std::int64_t now = 0, least = clock.left(0, 0);
        for (int move = 0; move < 141; ++move) {
            const std::int64_t plan = learn ? planner.plan(clock.control(), clock.left(0, now), move)
                                            : planMoveTime(clock.control(), clock.left(0, now), move);
            clock.start(0, now);
            const std::int64_t used = plan + 60 + (move % 10 == 9 ? 1300 : 0);
            now += used;
            planner.observe(plan, used);
            const GameClock::Charge charge = clock.move(0, now);
            if (charge.flagged)
                return -1 - std::int64_t(move);
            least = std::min(least, charge.leftMs);
        }
        return least;
    };
    const std::int64_t plain = play("1+0", false), learnt = play("1+0", true);
    qInfo("1+0, 141 moves, 60 ms over each and 1.3 s more every tenth: the plain plan %s, the learning one keeps "
          "%lld ms at the least",
          plain < 0 ? qPrintable(QStringLiteral("runs out at move %1").arg(-plain)) : "survives",
          static_cast<long long>(learnt));
    QVERIFY(plain < 0);
    QVERIFY(learnt > 0);
    TimePlanner planner;
    QCOMPARE(planner.plan(control("1+0"), 60'000, 0), planMoveTime(control("1+0"), 60'000, 0)); // nothing learnt
    planner.observe(100, 400);
    planner.observe(100, 100);
    QCOMPARE(planner.meanOverrunMs(), 150);
    QCOMPARE(planner.worstOverrunMs(), 300 - 300 / 16);
    planner.observe(0, 5000); // no plan: nothing to learn
    QCOMPARE(planner.meanOverrunMs(), 150);
    // A time a move: no move to come pays for this one, so the worst recent cost is kept back from it.
    TimePlanner perMove;
    perMove.observe(3000, 4000);
    QCOMPARE(perMove.plan(control("move:4"), 4000, 1), 4000 - 400 - 1000);
}

// A clock of the test's own: every reading is 40 s after the last. At 1+0 the first mover has 20 s left after its
// first move and runs out on its second: it loses on time, whatever the engines.
void TestMatchClock::aMatchLosesOnTime() {
    MatchOptions options;
    options.game = firstGame().toStdString();
    options.engineA = "random@1";
    options.engineB = "random@2";
    options.games = 2;
    options.timeControl = control("1+0");
    std::int64_t fake = 0;
    options.clockMs = [&fake] { return fake += 40'000; };
    std::string error;
    const auto result = playMatch(options, error);
    QVERIFY2(result, error.c_str());
    QCOMPARE(result->timeLossesA + result->timeLossesB, 2);
    QCOMPARE(result->timeLossesA, 1); // a moved first in the first game, b in the second
    QCOMPARE(result->timeLossesB, 1);
    for (const MatchGame &game : result->games) {
        QCOMPARE(game.lostOnTime, game.aFirst ? 0 : 1);
        QCOMPARE(game.winner, 1 - game.lostOnTime);
        QCOMPARE(game.moves.size(), std::size_t(2)); // the first mover's second move never came
        QCOMPARE(game.clocks, (std::vector<std::int64_t>{20'000, 20'000}));
        const QString record = QString::fromStdString(game.record);
        QVERIFY2(record.contains("[TimeControl \"1+0\"]"), qPrintable(record));
        QVERIFY2(record.contains("[Termination \"time\"]"), qPrintable(record));
        QVERIFY2(record.contains("{[%clk 0:00:20.0]}"), qPrintable(record));
        RecordError readError;
        const auto read = loadRecordText(game.record, "match", readError);
        QVERIFY2(read, readError.text().c_str());
        QCOMPARE(read->front().moves.size(), std::size_t(2));
    }
    // Without a clock nobody loses on time, and the records carry none.
    options.timeControl = TimeControl::none();
    const auto untimed = playMatch(options, error);
    QVERIFY(untimed);
    QCOMPARE(untimed->timeLossesA + untimed->timeLossesB, 0);
    QVERIFY(!QString::fromStdString(untimed->records).contains("%clk"));
    QVERIFY(!QString::fromStdString(untimed->records).contains("TimeControl"));
}

void TestMatchClock::cliRefusesBadControls_data() {
    QTest::addColumn<QStringList>("tc");
    QTest::addColumn<QString>("says");
    QTest::newRow("a word") << QStringList{"--tc", "blitz"} << "--tc: bad time control 'blitz'";
    QTest::newRow("a bad increment") << QStringList{"--tc", "1+x"} << "increment's seconds 'x'";
    QTest::newRow("three decimals") << QStringList{"--tc", "0.125+0"} << "more than two decimals";
    QTest::newRow("days") << QStringList{"--tc", "days:3"} << "correspondence";
    QTest::newRow("with movetime") << QStringList{"--tc", "1+0", "--movetime", "100"} << "give one of them";
    QTest::newRow("empty") << QStringList{"--tc", ""} << "empty time control";
}

void TestMatchClock::cliRefusesBadControls() {
    QFETCH(QStringList, tc);
    QFETCH(QString, says);
    const Run run = cli(QStringList{"match", firstGame(), "--a", "random", "--b", "random"} + tc);
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains(says), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestMatchClock::cliPlaysUnderAClock() {
    QTemporaryDir dir;
    const QString pgn = dir.filePath("timed.gamut");
    const Run run =
        cli({"match", firstGame(), "--a", "level:1", "--b", "random@3", "--games", "2", "--tc", "0.1+0", "--pgn", pgn});
    QCOMPARE(run.code, 0);
    const QStringList lines = run.out.trimmed().split('\n');
    QVERIFY2(lines.size() >= 3, qPrintable(run.out));
    QVERIFY2(QRegularExpression("^a \\d+, b \\d+, draws \\d+, lost on time: a 0, b 0$").match(lines[2]).hasMatch(),
             qPrintable(lines[2]));
    QFile file(pgn);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString records = QString::fromUtf8(file.readAll());
    QCOMPARE(records.count("[TimeControl \"0.1+0\"]"), 2);
    QVERIFY(records.contains(QRegularExpression("\\{\\[%clk 0:00:0\\d\\.\\d\\]\\}")));
    QVERIFY(!records.contains("Termination"));
    QCOMPARE(cli({"replay", pgn}).code, 0); // the clocks read back
}

QTEST_GUILESS_MAIN(TestMatchClock)
#include "test_match_clock.moc"
