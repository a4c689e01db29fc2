// Players and what is built on them: engine specs, matches (repeatable, colours alternating, Elo), the fixed
// search benchmark, and the threaded ComputerPlayer (progress signals, move now, cancel within 50 ms, a search
// thread below its owner's priority).
#include "aitestutil.h"
#include "core/ai/bench.h"
#include "core/ai/computerplayer.h"
#include "core/ai/threadpriority.h"
#include "core/match/match.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

#ifdef __linux__
#include <unistd.h>
#endif

using namespace gamut;
using namespace gamut::testing;

class TestPlayers : public QObject {
    Q_OBJECT

private slots:
    void engineSpecs_data();
    void engineSpecs();
    void levelsGrow();
    void reviewLevelsGrow();
    void levelBudgetFollowsThePosition();
    void nodeCapsBoundDepthCappedLevels();
    void timeAMoveInTheSpec();
    void randomPlayerIsRepeatable();
    void matchIsRepeatableAndAlternates();
    void matchOpenings();
    void monteCarloPlaysMatches();
    void eloEstimate();
    void benchIsFixedWork();
    void computerPlayerMoves();
    void computerPlayerProgressAndCancel();
    void computerPlayerMoveNow();
    void computerPlayerYieldsToItsOwner();
};

void TestPlayers::engineSpecs_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("description");
    QTest::newRow("level") << "level:3" << true << "Computer level 3";
    QTest::newRow("upper case, seed") << "LEVEL:6@17" << true << "Computer level 6";
    QTest::newRow("no number: default level") << "level" << true << "Computer level 3";
    QTest::newRow("monte carlo") << "mcts:2@3" << true << "Computer level 2 (Monte Carlo)";
    QTest::newRow("monte carlo level 9") << "mcts:9" << false << "";
    QTest::newRow("random") << "random" << true << "Random";
    QTest::newRow("random with seed") << "random@5" << true << "Random";
    QTest::newRow("empty") << "" << false << "";
    QTest::newRow("level 0") << "level:0" << false << "";
    QTest::newRow("level 7") << "level:7" << false << "";
    QTest::newRow("not a number") << "level:x" << false << "";
    QTest::newRow("empty seed") << "level:3@" << false << "";
    QTest::newRow("bad seed") << "level:3@abc" << false << "";
    QTest::newRow("huge seed") << "level:3@99999999999999999999999" << false << "";
    QTest::newRow("huge level") << "level:99999999999" << false << "";
    QTest::newRow("random takes no number") << "random:2" << false << "";
    QTest::newRow("unknown") << "stockfish" << false << "";
    QTest::newRow("garbage") << "\xff\xfe:@@" << false << "";
    QTest::newRow("time a move") << "level:4/1500ms" << true << "Computer level 4";
    QTest::newRow("time in seconds, seed") << "level:2@9/3s" << true << "Computer level 2";
    QTest::newRow("time without unit") << "level:3/2000" << false << "";
    QTest::newRow("zero time") << "level:3/0ms" << false << "";
    QTest::newRow("empty time") << "level:3/" << false << "";
    QTest::newRow("time too long") << "level:3/3601s" << false << "";
    QTest::newRow("random takes no time") << "random/1s" << false << "";
}

void TestPlayers::engineSpecs() {
    QFETCH(QString, spec);
    QFETCH(bool, valid);
    QFETCH(QString, description);
    auto state = startOf("loa");
    std::string error;
    auto player = makePlayer(*state, spec.toStdString(), error);
    QCOMPARE(bool(player), valid);
    if (valid) {
        QCOMPARE(QString::fromStdString(player->description()), description);
    } else {
        qInfo("%s", error.c_str());
        QVERIFY(!error.empty());
    }
}

// "/<N>ms" in a spec is a time budget: parsed with its seed and level, written back by withMovetime(), and the
// player then searches about that long instead of its level's node budget (level 6's takes seconds on LOA).
// Atom-4's nodes cost more as the board fills, so a level's budget follows the pieces on the board
// (Evaluator::levelNodesPercent): more in the opening, less late. A plain node limit, and games without such a
// scale, keep their budget as it is.
// The review drops a level's depth cap and noise, so it must drop the node cap too (issue 36): Trails' level 6 was
// capped at 250,000 nodes, and a review "deeper" than the default level 3 (2 M nodes) searched an eighth of it.
void TestPlayers::reviewLevelsGrow() {
    for (const GameEntry &game : allGames()) {
        auto engine = game.makeEngine();
        const std::string id(game.info->id);
        for (int level = kMinLevel; level <= kMaxLevel; ++level) {
            const LevelSettings review = reviewLevelSettings(*engine, level);
            QVERIFY2(review.nodes >= levelSettings(*engine, level).nodes, id.c_str());
            QCOMPARE(review.depth, 0);
            QCOMPARE(review.noise, 0);
            QVERIFY2(review.solvePlies >= engine->reviewSolvePlies(), id.c_str());
            if (level < kMaxLevel)
                QVERIFY2(reviewLevelSettings(*engine, level + 1).nodes > review.nodes, id.c_str());
        }
    }
    auto trails = findGame("trails")->makeEngine();
    QCOMPARE(reviewLevelSettings(*trails, 6).nodes, 20 * trails->levelNodes());
    QCOMPARE(reviewLevelSettings(*trails, 3).nodes, levelSettings(*trails, 3).nodes); // the default is unchanged
}

void TestPlayers::levelBudgetFollowsThePosition() {
    constexpr std::uint64_t kBudget = 20'000;
    LevelSettings settings;
    settings.nodes = kBudget;
    auto nodesAt = [&](const GameState &state, bool levelBudget) {
        auto engine = findGame(state.info().id)->makeEngine();
        SearchParams params = levelParams(settings, 1);
        params.levelBudget = levelBudget;
        return engine->search(state, params).nodes;
    };
    std::string error;
    std::unique_ptr<GameState> late;
    int latePly = 0;
    for (const BenchPosition *position : benchPositionsOf("atom4"))
        if (position->phase == BenchPhase::Late && position->ply > 170) {
            late = benchPositionState("atom4", *position, error);
            latePly = position->ply;
        }
    QVERIFY2(late && !late->isOver(), error.c_str());
    const auto start = startOf("atom4");
    const std::uint64_t opening = nodesAt(*start, true), end = nodesAt(*late, true);
    qInfo("atom4 level budget %llu: %llu nodes at the start, %llu at ply %d", (unsigned long long)kBudget,
          (unsigned long long)opening, (unsigned long long)end, latePly);
    QVERIFY(opening > kBudget * 7 / 5);
    QVERIFY(end < kBudget * 4 / 5 && end > kBudget / 2);
    QCOMPARE(nodesAt(*start, false), kBudget);
    QCOMPARE(nodesAt(*late, false), kBudget);
    QCOMPARE(nodesAt(*startOf("loa"), true), kBudget);
}

// Trails' level 6 has no depth cap: from the start it once searched 11 M of its 40 M nodes (4 s), and 40 M in
// some openings. Its node cap bounds that; the depth-capped levels below have caps of their own.
void TestPlayers::nodeCapsBoundDepthCappedLevels() {
    auto trails = findGame("trails")->makeEngine(), addtraction = findGame("addtraction")->makeEngine();
    QCOMPARE(levelSettings(*trails, 6).nodes, std::uint64_t(250'000));
    QCOMPARE(levelSettings(*addtraction, 5).nodes, std::uint64_t(375'000));
    QCOMPARE(levelSettings(*addtraction, 6).nodes, 20 * addtraction->levelNodes()); // no cap: the default budget
    const SearchResult result = bestMove(*startOf("trails"), 6, 1);
    qInfo("trails level 6 from the start: depth %d, %llu nodes", result.depth, (unsigned long long)result.nodes);
    QVERIFY(result.move != kNoMove);
    QVERIFY(result.nodes <= 250'001); // the search notices its limit at the next node
    QVERIFY(result.depth > levelSettings(*trails, 5).depth);
}

void TestPlayers::timeAMoveInTheSpec() {
    std::string error;
    const auto spec = parseEngineSpec("level:5@7/250ms", error);
    QVERIFY2(spec, error.c_str());
    QCOMPARE(spec->number, 5);
    QCOMPARE(spec->seed, std::uint64_t(7));
    QCOMPARE(spec->movetimeMs, 250);
    QCOMPARE(parseEngineSpec("level:5", error)->movetimeMs, 0);
    QCOMPARE(withMovetime("level:5", 2000), std::string("level:5/2000ms"));
    QCOMPARE(withMovetime("level:5/2000ms", 500), std::string("level:5/500ms"));
    QCOMPARE(withMovetime("level:5/2s", 0), std::string("level:5"));

    auto state = startOf("loa");
    const auto timeOf = [&](const std::string &text) {
        auto player = makePlayer(*state, text, error);
        if (!player)
            return qint64(-1);
        player->newGame(1);
        QElapsedTimer timer;
        timer.start();
        player->choose(*state);
        return timer.elapsed();
    };
    const qint64 timed = timeOf("level:6/200ms");
    QVERIFY2(timed >= 150 && timed < 1500, qPrintable(QString::number(timed)));
    // The same level without the time: its node budget, far more than 200 ms.
    const qint64 untimed = timeOf("level:6");
    QVERIFY2(untimed > 2 * timed, qPrintable(QStringLiteral("%1 vs %2 ms").arg(untimed).arg(timed)));
}

void TestPlayers::levelsGrow() {
    for (const GameEntry &game : allGames()) {
        auto engine = game.makeEngine();
        const std::string id(game.info->id);
        for (int level = kMinLevel; level < kMaxLevel; ++level) {
            const LevelSettings lower = levelSettings(*engine, level), higher = levelSettings(*engine, level + 1);
            // A level set by its depth cap may have fewer nodes than the one below (its cap bounds its slowest
            // moves, issue 16), but then a deeper cap.
            QVERIFY2(higher.nodes > lower.nodes || (lower.depth > 0 && higher.depth > lower.depth), id.c_str());
            QVERIFY2(higher.noise <= lower.noise, id.c_str());
            QVERIFY2(higher.depth == 0 || (lower.depth > 0 && higher.depth > lower.depth), id.c_str());
        }
    }
    // LOA's own noise table replaces the default one.
    auto loa = findGame("loa")->makeEngine(), atoms = findGame("atoms")->makeEngine();
    QCOMPARE(levelSettings(*loa, 3).noise, 100);
    QCOMPARE(levelSettings(*atoms, 3).noise, 20);
    QCOMPARE(levelName(1), std::string("Beginner"));
    QCOMPARE(levelName(6), std::string("Master"));
}

void TestPlayers::randomPlayerIsRepeatable() {
    auto state = startOf("loa");
    std::string error;
    auto a = makePlayer(*state, "random@3", error), b = makePlayer(*state, "random@3", error);
    auto c = makePlayer(*state, "random@4", error);
    a->newGame(1);
    b->newGame(1);
    c->newGame(1);
    bool differs = false;
    for (int i = 0; i < 20 && !state->isOver(); ++i) {
        const Move m = a->choose(*state).move;
        QCOMPARE(b->choose(*state).move, m);
        differs = differs || c->choose(*state).move != m;
        state->play(m);
    }
    QVERIFY(differs);
}

namespace {
MatchOptions matchOf(const std::string &game, const std::string &engineA, const std::string &engineB, int games) {
    MatchOptions options;
    options.game = game;
    options.engineA = engineA;
    options.engineB = engineB;
    options.games = games;
    return options;
}
} // namespace

void TestPlayers::matchIsRepeatableAndAlternates() {
    MatchOptions options = matchOf("trails", "level:1", "random", 4);
    options.variant = "size=7,towers=3,distance=1";
    options.seed = 9;
    options.hashMegabytes = 4;
    std::string error;
    int reported = 0;
    const auto first = playMatch(options, error, [&](const MatchGame &) { ++reported; });
    QVERIFY2(first, error.c_str());
    // Played again on three threads: the same games, reported in order.
    options.jobs = 3;
    std::vector<int> order;
    const auto second = playMatch(options, error, [&](const MatchGame &g) { order.push_back(g.index); });
    QVERIFY(second);
    QCOMPARE(order, std::vector<int>({0, 1, 2, 3}));
    options.jobs = 1;
    QCOMPARE(reported, 4);
    QCOMPARE(int(first->games.size()), 4);
    QCOMPARE(first->winsA + first->winsB + first->draws, 4);
    QCOMPARE(first->records, second->records); // same seed, same games, whatever the threads
    for (const MatchGame &game : first->games) {
        QCOMPARE(game.aFirst, game.index % 2 == 0);
        QCOMPARE(int(game.moveTexts.size()), int(game.moves.size()));
        QVERIFY(game.record.find("[Game \"trails\"]") != std::string::npos);
        const std::string levelTag = game.aFirst ? "[Blue \"Computer level 1\"]" : "[Red \"Computer level 1\"]";
        QVERIFY2(game.record.find(levelTag) != std::string::npos, game.record.c_str());
    }
    qInfo("trails 7x7 level 1 vs random: %d-%d-%d", first->winsA, first->winsB, first->draws);

    options.engineA = "level:9";
    QVERIFY(!playMatch(options, error));
    QVERIFY(error.find("level:9") != std::string::npos);
    options.engineA = "level:1";
    options.game = "chess";
    QVERIFY(!playMatch(options, error));
}

void TestPlayers::matchOpenings() {
    MatchOptions options = matchOf("addtraction", "random@1", "random@2", 4);
    options.openingPlies = 5;
    std::string error;
    const auto result = playMatch(options, error);
    QVERIFY2(result, error.c_str());
    const auto &g = result->games;
    const auto opening = [](const MatchGame &game) {
        return std::vector<Move>(game.moves.begin(), game.moves.begin() + 5);
    };
    QCOMPARE(opening(g[0]), opening(g[1])); // a pair shares its opening, colours swapped
    QCOMPARE(opening(g[2]), opening(g[3]));
    QVERIFY(opening(g[0]) != opening(g[2]));
    QCOMPARE(int(g[0].moves.size()), 34);
}

void TestPlayers::monteCarloPlaysMatches() {
    // The second engine as a player: legal games to the end, the same games again with the same seed.
    MatchOptions options = matchOf("loa", "mcts:1", "random", 2);
    options.seed = 4;
    std::string error;
    const auto first = playMatch(options, error);
    QVERIFY2(first, error.c_str());
    const auto second = playMatch(options, error);
    QVERIFY(second);
    QCOMPARE(first->records, second->records);
    QCOMPARE(first->winsA, 2);
    QVERIFY2(first->records.find("Computer level 1 (Monte Carlo)") != std::string::npos, first->records.c_str());
}

void TestPlayers::eloEstimate() {
    const EloEstimate even = estimateElo(40, 40, 20);
    QVERIFY(std::abs(even.elo) < 1e-9);
    QVERIFY(even.margin > 30 && even.margin < 100);
    const EloEstimate better = estimateElo(75, 25, 0); // 75%: about +191
    QVERIFY(std::abs(better.elo - 190.85) < 0.1);
    QVERIFY(!better.bound);
    const EloEstimate all = estimateElo(100, 0, 0);
    QVERIFY(all.bound);
    QVERIFY(all.elo > 900);
}

void TestPlayers::benchIsFixedWork() {
    const auto a = searchBenchmark("trails");
    const auto b = searchBenchmark("trails");
    QCOMPARE(int(a.size()), 1);
    QCOMPARE(a[0].nodes, b[0].nodes);
    QVERIFY(a[0].nodes > 0);
    QCOMPARE(a[0].positions, 3);
    qInfo("trails search bench: %llu nodes, %.3f s", static_cast<unsigned long long>(a[0].nodes), a[0].seconds);
    QVERIFY(searchBenchmark("nosuchgame").empty());
}

void TestPlayers::computerPlayerMoves() {
    auto state = startOf("atoms");
    ComputerPlayer computer;
    QString error;
    QVERIFY(!computer.setEngine(*state, "level:12", &error));
    QVERIFY(error.contains("level"));
    QVERIFY(computer.setEngine(*state, "level:1"));
    QSignalSpy chosen(&computer, &ComputerPlayer::moveChosen);
    QVERIFY(computer.think(*state));
    QVERIFY(computer.isThinking());
    QVERIFY(chosen.wait(10000));
    QVERIFY(!computer.isThinking());
    const Move move = chosen.first().at(0).value<quint32>();
    MoveList moves;
    state->legalMoves(moves);
    QVERIFY(moves.contains(move));
    QCOMPARE(chosen.first().at(1).toString().toStdString(), state->moveText(move));
}

void TestPlayers::computerPlayerProgressAndCancel() {
    const int slack = sanitized() ? 150 : 50;
    auto state = startOf("loa");
    ComputerPlayer computer;
    PlayerOptions options;
    options.movetimeMs = 60000; // far longer than the test: only the cancel ends it
    QVERIFY(computer.setEngine(*state, "level:6", nullptr, options));
    QSignalSpy progress(&computer, &ComputerPlayer::progress);
    QSignalSpy chosen(&computer, &ComputerPlayer::moveChosen);
    QSignalSpy cancelled(&computer, &ComputerPlayer::cancelled);
    QVERIFY(computer.think(*state));
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 3, 20000);
    int lastDepth = 0;
    for (const QList<QVariant> &report : progress) {
        QVERIFY(report.at(0).toInt() >= lastDepth); // depth grows (a new best move may report mid-iteration)
        lastDepth = report.at(0).toInt();
        MoveList moves;
        state->legalMoves(moves);
        QVERIFY(moves.contains(report.at(4).value<quint32>()));
        QVERIFY(!report.at(5).toString().isEmpty());
    }
    QElapsedTimer timer;
    timer.start();
    computer.cancel();
    const qint64 ms = timer.elapsed();
    qInfo("cancel returned after %lld ms, the worker thread ended (%d progress reports before)",
          static_cast<long long>(ms), int(progress.count()));
    QVERIFY(ms <= slack);
    QVERIFY(!computer.isThinking());
    QCOMPARE(cancelled.count(), 1);
    QTest::qWait(200); // nothing from the cancelled search arrives later
    QCOMPARE(chosen.count(), 0);
}

void TestPlayers::computerPlayerMoveNow() {
    auto state = startOf("atom4");
    ComputerPlayer computer;
    PlayerOptions options;
    options.movetimeMs = 60000;
    QVERIFY(computer.setEngine(*state, "level:6", nullptr, options));
    QSignalSpy progress(&computer, &ComputerPlayer::progress);
    QSignalSpy chosen(&computer, &ComputerPlayer::moveChosen);
    QVERIFY(computer.think(*state));
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 2, 20000);
    QElapsedTimer timer;
    timer.start();
    computer.moveNow();
    QVERIFY(chosen.wait(5000));
    qInfo("move now: the move arrived after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY(timer.elapsed() <= 1000);
    MoveList moves;
    state->legalMoves(moves);
    QVERIFY(moves.contains(chosen.first().at(0).value<quint32>()));
}

// The nice values of this process's threads other than the calling one (Linux: /proc/self/task/<id>/stat).
#ifdef __linux__
static QList<int> otherThreadsNiceness() {
    QList<int> values;
    const QString self = QString::number(qint64(gettid()));
    for (const QString &task : QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(task));
        if (task == self || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        // After the name in parentheses: state is field 3, nice field 19.
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 16)
            values.append(fields[16].toInt());
    }
    return values;
}
#endif

// The search runs below the thread that asked for it, so that on a busy machine the window gets a processor first;
// the asking thread keeps its priority.
void TestPlayers::computerPlayerYieldsToItsOwner() {
#ifndef __linux__
    QSKIP("thread nice values are read from Linux's /proc");
#else
    auto state = startOf("loa");
    const int owner = threadNiceness();
    ComputerPlayer computer;
    PlayerOptions options;
    options.movetimeMs = 60000;
    QVERIFY(computer.setEngine(*state, "level:6", nullptr, options));
    QSignalSpy progress(&computer, &ComputerPlayer::progress);
    QVERIFY(computer.think(*state));
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 1, 20000);
    const QList<int> others = otherThreadsNiceness();
    QStringList shown;
    for (int nice : others)
        shown.append(QString::number(nice));
    qInfo("this thread's nice value %d, the other threads' %s", owner, qPrintable(shown.join(QLatin1Char(' '))));
    QVERIFY(others.contains(owner + kSearchNiceness));
    QCOMPARE(threadNiceness(), owner);
    computer.cancel();
#endif
}

QTEST_GUILESS_MAIN(TestPlayers)
#include "test_players.moc"
