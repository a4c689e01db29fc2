// The computer players on the command line (issue 16): `bench --levels` (fixed reference positions, the same nodes
// on every run), `best --engine SPEC`, and the Elo line of `match` after few or one-sided games.
#include "clirun.h"
#include "core/ai/bench.h"
#include "core/ai/hint.h"
#include "core/match/match.h"
#include "core/play/turncontroller.h"
#include "core/registry.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <set>

using namespace gamut;

namespace {

using testing::cli;
using testing::Run;

// The command is refused as bad usage: exit 2, `message` among its errors, nothing on standard output.
void checkRefused(const QStringList &arguments, const QString &message) {
    const Run r = cli(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

// The table rows of `bench --levels` (neither the "#" note, the header nor "pos" lines), split into columns.
QList<QStringList> tableRows(const QString &out) {
    QList<QStringList> rows;
    for (const QString &line : out.split('\n', Qt::SkipEmptyParts))
        if (!line.startsWith('#') && !line.startsWith("game ") && !line.startsWith("pos "))
            rows.append(line.split(' ', Qt::SkipEmptyParts));
    return rows;
}

} // namespace

class TestCliLevels : public QObject {
    Q_OBJECT

private slots:
    void benchPositionsAreFixedAndPlayable() {
        for (const GameEntry &entry : allGames()) {
            // Each game's folder gives its perft runs and its positions, from the same variants.
            const std::string game(entry.info->id);
            const auto perft = perftWorkloadsOf(entry.info->id);
            QVERIFY2(!perft.empty(),
                     (game + ": no perft runs (kBenchPerft in core/games/" + game + "/ai/eval.h)").c_str());
            std::set<std::string> variants;
            for (const PerftWorkload &work : perft) {
                std::string error;
                QVERIFY2(newGame(entry.info->id, work.variant, error), error.c_str());
                QVERIFY(work.depth > 0);
                variants.insert(work.variant);
            }
            const auto positions = benchPositionsOf(entry.info->id);
            QVERIFY2(positions.size() == 30,
                     (game + ": " + std::to_string(positions.size()) +
                      " bench positions, not 30: run tools/bench-positions.py " + game +
                      " (from its reference games, or its own computer's games where it has none)")
                         .c_str());
            std::set<std::string> distinct;
            int perPhase[3] = {0, 0, 0};
            for (const BenchPosition *position : positions) {
                std::string error;
                const auto state = benchPositionState(entry.info->id, *position, error);
                QVERIFY2(state, error.c_str());
                QVERIFY2(variants.count(position->variant), position->variant);
                QVERIFY(!state->isOver());
                QVERIFY2(state->legalMoveTexts().size() >= 2, position->moves);
                distinct.insert(std::string(position->variant) + "|" + position->moves);
                ++perPhase[int(position->phase)];
            }
            QCOMPARE(int(distinct.size()), 30);
            QCOMPARE(perPhase[0], 10);
            QCOMPARE(perPhase[1], 10);
            QCOMPARE(perPhase[2], 10);
        }
        QVERIFY(perftWorkloadsOf("chess").empty());
        QVERIFY(benchPositionsOf("chess").empty());
        std::string error;
        const BenchPosition broken{"standard", BenchPhase::Middle, 7, 2, "b1-b3 b1-b3"};
        QVERIFY(!benchPositionState("loa", broken, error));
        QVERIFY2(error.find("loa.jsonl line 7 ply 2: ply 2: illegal move 'b1-b3'") != std::string::npos, error.c_str());
    }

    void spreadIsNearestRank() {
        const Spread ten = spreadOf({10, 1, 9, 2, 8, 3, 7, 4, 6, 5});
        QCOMPARE(ten.median, 5.0);
        QCOMPARE(ten.p90, 9.0);
        QCOMPARE(ten.max, 10.0);
        std::vector<double> thirty;
        for (int i = 30; i >= 1; --i)
            thirty.push_back(i);
        const Spread s = spreadOf(thirty);
        QCOMPARE(s.median, 15.0);
        QCOMPARE(s.p90, 27.0);
        QCOMPARE(s.max, 30.0);
        QCOMPARE(spreadOf({}).max, 0.0);
    }

    // The window's hint and the benchmark's hint row are the same engine.
    void hintIsTheWindowsHint() { QCOMPARE(TurnController::hintEngine(), QString(kHintEngine)); }

    void benchLevelsHasTheTableAndRepeatsItsNodes() {
        const QStringList arguments{"bench", "--levels", "addtraction", "--level", "1"};
        const Run first = cli(arguments), second = cli(arguments + QStringList{"--cpu"});
        QCOMPARE(first.code, 0);
        QCOMPARE(second.code, 0);
        QVERIFY2(second.out.startsWith("# ") && second.out.section('\n', 0, 0).contains("processor time in ms"),
                 qPrintable(second.out));
        const QStringList lines = first.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() == 6 && lines[0].startsWith("# ") &&
                     lines[1].split(' ', Qt::SkipEmptyParts) ==
                         QStringList({"game", "level", "phase", "n", "ms-med", "ms-p90", "ms-max", "nodes-med",
                                      "nodes-p90", "nodes-max"}),
                 qPrintable(first.out));
        const auto rows = tableRows(first.out), again = tableRows(second.out);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(again.size(), 4);
        const QStringList phases{"all", "opening", "middle", "late"};
        for (int i = 0; i < 4; ++i) {
            const QStringList &r = rows[i];
            QCOMPARE(r.size(), 10);
            QCOMPARE(r[0], QString("addtraction"));
            QCOMPARE(r[1], QString("1"));
            QCOMPARE(r[2], phases[i]);
            QCOMPARE(r[3], QString(i == 0 ? "30" : "10"));
            bool ok = false;
            const double median = r[4].toDouble(&ok), p90 = r[5].toDouble(), max = r[6].toDouble();
            QVERIFY(ok && median >= 0 && median <= p90 && p90 <= max);
            const qint64 nodesMedian = r[7].toLongLong(&ok), nodesP90 = r[8].toLongLong(), nodesMax = r[9].toLongLong();
            QVERIFY(ok && nodesMedian > 0 && nodesMedian <= nodesP90 && nodesP90 <= nodesMax);
            QCOMPARE(again[i].mid(7), r.mid(7)); // the nodes: the same on every run
        }
    }

    // --each shows every position; each is what `best --level N --seed 1` answers there.
    void benchLevelsEachPositionIsBest() {
        const Run r = cli({"bench", "--levels", "trails", "--level", "1,hint", "--each", "--runs", "2"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines[0].contains("wall time in ms (the shortest of 2 runs)"), qPrintable(lines[0]));
        QCOMPARE(lines.filter(QRegularExpression("^pos trails 1 ")).size(), 30);
        QCOMPARE(lines.filter(QRegularExpression("^pos trails hint ")).size(), 30);
        QCOMPARE(lines.filter(QRegularExpression("^trails +hint +(all|opening|middle|late) ")).size(), 4);
        const BenchPosition *position = benchPositionsOf("trails")[17];
        const QString prefix = QString("pos trails 1 %1 line %2 ply %3 move ")
                                   .arg(phaseName(position->phase))
                                   .arg(position->line)
                                   .arg(position->ply);
        const QStringList mine = lines.filter(prefix);
        QCOMPARE(mine.size(), 1);
        const Run best = cli({"best", "trails", "--level", "1", "--seed", "1", "--moves", position->moves});
        QCOMPARE(best.code, 0);
        const QStringList answer = best.out.split('\n');
        const QStringList words = mine[0].split(' ');
        QCOMPARE(words[9], answer[0]);                   // the move
        QCOMPARE("nodes " + words[13], answer[3]);       // and its nodes
        QCOMPARE(words.mid(10, 2).join(' '), answer[2]); // and depth
    }

    void benchLevelsRefusesBadLevels_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("level 7") << QStringList{"bench", "--levels", "loa", "--level", "7"} << "'7' in --level";
        QTest::newRow("word") << QStringList{"bench", "--levels", "--level", "1,hints"} << "'hints' in --level";
        QTest::newRow("backwards") << QStringList{"bench", "--levels", "--level", "3-1"} << "empty range '3-1'";
        QTest::newRow("no levels") << QStringList{"bench", "loa", "--level", "1"} << "--level needs --levels";
        QTest::newRow("levels value") << QStringList{"bench", "--levels", "1-3"} << "choose levels with --level";
        QTest::newRow("runs") << QStringList{"bench", "--levels", "trails", "--runs", "0"} << "--runs must be";
        QTest::newRow("cpu alone") << QStringList{"bench", "--cpu"} << "--cpu needs --levels";
        QTest::newRow("runs alone") << QStringList{"bench", "trails", "--runs", "2"} << "--runs needs --levels";
        QTest::newRow("game") << QStringList{"bench", "--levels", "chess"} << "unknown game 'chess'";
    }
    void benchLevelsRefusesBadLevels() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        checkRefused(arguments, message);
    }

    // best --engine takes every kind of engine spec; without @seed it takes --seed (default 1), so that
    // --engine level:N answers what --level N does.
    void bestTakesAnyEngine_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("same"); // a command with the same answer (all but time-ms)
        const QStringList loa{"best", "loa", "--moves", "b1-b3 a2-c2"};
        const QStringList atom4{"best", "atom4", "--moves", "i10 i8"};
        QTest::newRow("level") << loa + QStringList{"--engine", "level:2"} << loa + QStringList{"--level", "2"};
        QTest::newRow("level@seed") << loa + QStringList{"--engine", "level:2@7"}
                                    << loa + QStringList{"--level", "2", "--seed", "7"};
        QTest::newRow("level --seed") << loa + QStringList{"--engine", "level:1", "--seed", "9"}
                                      << loa + QStringList{"--level", "1", "--seed", "9"};
        QTest::newRow("mcts") << loa + QStringList{"--engine", "mcts:1"} << loa + QStringList{"--engine", "mcts:1@1"};
        QTest::newRow("random") << loa + QStringList{"--engine", "random", "--seed", "5"}
                                << loa + QStringList{"--engine", "random@5"};
        QTest::newRow("atom4-classic") << atom4 + QStringList{"--engine", "atom4-classic:2@3"}
                                       << atom4 + QStringList{"--engine", "atom4-classic:2", "--seed", "3"};
    }
    void bestTakesAnyEngine() {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, same);
        const Run r = cli(arguments), again = cli(arguments), other = cli(same);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[1].startsWith("score ") && lines[2].startsWith("depth ") && lines[3].startsWith("nodes ") &&
                lines[4].startsWith("time-ms "));
        const QStringList legal = cli({"legal", arguments[1], "--moves", arguments[3]}).out.split('\n');
        QVERIFY2(legal.contains(lines[0]), qPrintable(lines[0]));
        QCOMPARE(again.out.section('\n', 0, 3), r.out.section('\n', 0, 3));
        QCOMPARE(other.code, 0);
        QCOMPARE(other.out.section('\n', 0, 3), r.out.section('\n', 0, 3));
    }
    // The seed is part of the answer: another seed may answer otherwise (random players on a wide board do).
    void bestEngineSeedMatters() {
        QSet<QString> moves;
        for (const char *seed : {"1", "2", "3", "4", "5", "6"})
            moves.insert(cli({"best", "loa", "--engine", QString("random@") + seed}).out.section('\n', 0, 0));
        QVERIFY(moves.size() > 1);
    }

    void bestRefusesBadEngines_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{"best", "loa", "--engine", "chess:2"}
                                 << "--engine: unknown engine 'chess:2' (engines: level:1..6";
        QTest::newRow("level range") << QStringList{"best", "loa", "--engine", "level:9"}
                                     << "--engine: level must be 1 to 6 in 'level:9'";
        QTest::newRow("other game") << QStringList{"best", "loa", "--engine", "atom4-classic:1"}
                                    << "--engine: 'atom4-classic:1' plays only atom4";
        QTest::newRow("bad number") << QStringList{"best", "loa", "--engine", "level:x"}
                                    << "bad number in engine 'level:x'";
        QTest::newRow("bad seed") << QStringList{"best", "loa", "--engine", "mcts:2@"}
                                  << "bad seed in engine 'mcts:2@'";
        QTest::newRow("random number") << QStringList{"best", "loa", "--engine", "random:3"}
                                       << "'random' takes no number in 'random:3'";
        QTest::newRow("two seeds") << QStringList{"best", "loa", "--engine", "random@2", "--seed", "3"}
                                   << "--engine 'random@2' has its own @seed";
        QTest::newRow("and level") << QStringList{"best", "loa", "--engine", "level:2", "--level", "2"}
                                   << "either --engine or --level";
        QTest::newRow("and movetime") << QStringList{"best", "loa", "--engine", "random", "--movetime", "5"}
                                      << "either --engine or --movetime";
        QTest::newRow("game over") << QStringList{"best",    "atoms",    "--variant", "classic",
                                                  "--moves", "a1 b1 a1", "--engine",  "zz"}
                                   << "unknown engine 'zz'";
    }
    void bestRefusesBadEngines() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        checkRefused(arguments, message);
    }

    // The Elo line: an estimate with its margin, a one-sided bound when one side won every game of five or more,
    // none below that, and a margin for all draws (never "+/- 0" or "-0").
    void eloLines_data() {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("losses");
        QTest::addColumn<int>("draws");
        QTest::addColumn<QString>("line");
        QTest::newRow("one win") << 1 << 0 << 0 << "elo a-b: not enough games for a bound (a won 1 of 1; it takes 5)";
        QTest::newRow("one loss") << 0 << 1 << 0 << "elo a-b: not enough games for a bound (b won 1 of 1; it takes 5)";
        QTest::newRow("four losses") << 0 << 4 << 0
                                     << "elo a-b: not enough games for a bound (b won 4 of 4; it takes 5)";
        QTest::newRow("five wins") << 5 << 0 << 0 << "elo a-b >= +34 (95%, one-sided: a won all 5 games)";
        QTest::newRow("ten losses") << 0 << 10 << 0 << "elo a-b <= -183 (95%, one-sided: b won all 10 games)";
        QTest::newRow("hundred wins") << 100 << 0 << 0 << "elo a-b >= +607 (95%, one-sided: a won all 100 games)";
        QTest::newRow("one draw") << 0 << 0 << 1 << "elo a-b +0 +/- 636 (95%)";
        QTest::newRow("ten draws") << 0 << 0 << 10 << "elo a-b +0 +/- 92 (95%)";
        QTest::newRow("normal") << 75 << 25 << 0 << "elo a-b +191 +/- 81 (95%)";
        QTest::newRow("even") << 3 << 3 << 4 << "elo a-b +0 +/- 182 (95%)";
        QTest::newRow("wins and draws") << 3 << 0 << 2 << "elo a-b +241 +/- 161 (95%)";
        QTest::newRow("none") << 0 << 0 << 0 << "elo a-b: no games";
    }
    void eloLines() {
        QFETCH(int, wins);
        QFETCH(int, losses);
        QFETCH(int, draws);
        QFETCH(QString, line);
        QCOMPARE(QString::fromStdString(eloLine(wins, losses, draws)), line);
    }

    void matchAfterOneDecidedGame() {
        const Run r = cli({"match", "addtraction", "--a", "level:1", "--b", "random@3", "--games", "1"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[1] == "a 1, b 0, draws 0" || lines[1] == "a 0, b 1, draws 0", qPrintable(r.out));
        QVERIFY2(lines[2].startsWith("elo a-b: not enough games for a bound (") && !r.out.contains("-0"),
                 qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCliLevels)
#include "test_cli_levels.moc"
