// The review says how long it will take before it starts (issue 36): the positions it will search (the cache's
// answers left out), on how many threads, the seconds at this machine's speed from a probe search, and for a game
// whose review searches deeper than its level (Trails' proofs) how much longer a position can take. The estimate is
// printed beside what the review then really took (a figure to read, not a timed assertion).
#include "aitestutil.h"
#include "core/ai/engine.h"
#include "core/review/review.h"

#include <QtTest>

#include <chrono>

using namespace gamut;
using namespace gamut::testing;

namespace {

// `plies` random moves from the start of `game` (a seeded game: the same every run).
std::vector<Move> randomGame(const GameState &start, std::uint64_t seed, int plies) {
    auto play = start.clone();
    Random random(seed);
    std::vector<Move> moves;
    for (int i = 0; i < plies && !play->isOver(); ++i) {
        MoveList legal;
        play->legalMoves(legal);
        moves.push_back(legal[random.below(legal.size())]);
        play->play(moves.back());
    }
    return moves;
}

// The plies of `moves` that had a choice, plus the position after the last when that move was forced.
int searchedPositions(const GameState &start, const std::vector<Move> &moves) {
    auto state = start.clone();
    int count = 0;
    bool lastForced = false;
    for (Move m : moves) {
        MoveList legal;
        state->legalMoves(legal);
        lastForced = legal.size() == 1;
        count += !lastForced;
        state->play(m);
    }
    return count + (lastForced && !state->isOver());
}

} // namespace

class TestReviewEstimate : public QObject {
    Q_OBJECT
private slots:
    void countsThePositionsAndThreads();
    void aTimeBudgetIsExact();
    void saysWhenProofsTakeLonger();
    void estimateBesideTheReview_data();
    void estimateBesideTheReview();
    void badBudgetIsRefused();
};

void TestReviewEstimate::countsThePositionsAndThreads() {
    for (const char *game : {"addtraction", "atom4", "atoms", "loa", "trails"}) {
        auto start = startOf(game);
        const std::vector<Move> moves = randomGame(*start, 11, 12);
        const auto cache = std::make_shared<ReviewCache>();
        const Reviewer reviewer(ReviewOptions{"level:1", 2}, cache);
        std::string error;
        const auto e = reviewer.estimate(*start, moves, error);
        QVERIFY2(e, error.c_str());
        QCOMPARE(e->positions, searchedPositions(*start, moves));
        QCOMPARE(e->jobs, std::min(2, e->positions));
        QVERIFY2(e->perPosition > 0 && e->seconds > 0, game);
        QCOMPARE(e->seconds, e->perPosition * e->positions / e->jobs);
        // Once reviewed, the same game is answered from the cache: nothing left to search, no time.
        QVERIFY(reviewer.review(*start, moves, nullptr, {}, error));
        const auto again = reviewer.estimate(*start, moves, error);
        QVERIFY(again);
        QCOMPARE(again->positions, 0);
        QCOMPARE(again->seconds, 0.0);
    }
    // Every core when no number of threads is asked, never more threads than positions.
    auto start = startOf("loa");
    const std::vector<Move> three = randomGame(*start, 3, 3);
    std::string error;
    const auto e =
        Reviewer(ReviewOptions{"level:1", 64}, std::make_shared<ReviewCache>()).estimate(*start, three, error);
    QVERIFY(e);
    QCOMPARE(e->jobs, 3);
}

// A fixed time a position ("level:2/40ms") needs no probe: the time is the budget's.
void TestReviewEstimate::aTimeBudgetIsExact() {
    auto start = startOf("atoms");
    const std::vector<Move> moves = randomGame(*start, 5, 10);
    std::string error;
    const auto e =
        Reviewer(ReviewOptions{"level:2/40ms", 1}, std::make_shared<ReviewCache>()).estimate(*start, moves, error);
    QVERIFY2(e, error.c_str());
    QCOMPARE(e->perPosition, 0.04);
    QCOMPARE(e->seconds, 0.04 * e->positions);
    QCOMPARE(reviewEstimateText(*e), std::to_string(e->positions) + " positions on 1 thread: about 1 s");
}

// Trails' review extends a search whose two moves are proven unevenly (kReviewProofFactor): the estimate says so,
// in numbers and words; a game without that says nothing of it.
void TestReviewEstimate::saysWhenProofsTakeLonger() {
    std::string error;
    auto trails = startOf("trails");
    const auto cache = std::make_shared<ReviewCache>();
    const auto e = Reviewer(ReviewOptions{"level:3", 1}, cache).estimate(*trails, randomGame(*trails, 7, 6), error);
    QVERIFY2(e, error.c_str());
    QCOMPARE(e->proofFactor, 16);
    const std::string text = reviewEstimateText(*e);
    QVERIFY2(text.find("; a position it must prove can take up to 16 times longer") != std::string::npos, text.c_str());
    auto loa = startOf("loa");
    const auto plain = Reviewer(ReviewOptions{"level:1", 1}, cache).estimate(*loa, randomGame(*loa, 7, 6), error);
    QVERIFY(plain);
    QCOMPARE(plain->proofFactor, 0);
    QVERIFY(reviewEstimateText(*plain).find("prove") == std::string::npos);
    qInfo("trails: %s", text.c_str());
}

void TestReviewEstimate::estimateBesideTheReview_data() {
    QTest::addColumn<QString>("game");
    for (const char *game : {"addtraction", "atom4", "atoms", "loa", "trails"})
        QTest::newRow(game) << QString(game);
}

// The estimate and the review's real time, at level 2 on one thread: printed for the reader. What must hold is
// only that the estimate is a time at all and in the review's order of magnitude on a quiet machine; under load the
// real time is longer, so the check is loose (within a factor of 20 either way).
void TestReviewEstimate::estimateBesideTheReview() {
    QFETCH(QString, game);
    auto start = startOf(game.toStdString());
    const std::vector<Move> moves = randomGame(*start, 21, 16);
    const Reviewer reviewer(ReviewOptions{"level:2", 1}, std::make_shared<ReviewCache>());
    std::string error;
    const auto e = reviewer.estimate(*start, moves, error);
    QVERIFY2(e, error.c_str());
    const auto started = std::chrono::steady_clock::now();
    QVERIFY(reviewer.review(*start, moves, nullptr, {}, error));
    const double real = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    qInfo("%s, %d positions at level 2: estimated %.2f s (%.3f s a position), took %.2f s", qPrintable(game),
          e->positions, e->seconds, e->perPosition, real);
    QVERIFY(e->seconds > 0);
    QVERIFY2(e->seconds < 20 * real + 0.5 && real < 20 * e->seconds + 0.5, "not even the order of magnitude");
}

void TestReviewEstimate::badBudgetIsRefused() {
    auto start = startOf("loa");
    std::string error;
    QVERIFY(!Reviewer(ReviewOptions{"random", 1}).estimate(*start, randomGame(*start, 1, 4), error));
    QVERIFY(error.find("does not search") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestReviewEstimate)
#include "test_review_estimate.moc"
