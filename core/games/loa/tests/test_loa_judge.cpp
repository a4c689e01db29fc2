// LOA's own judge tests: the review settles a loss between an inaccuracy and a mistake one ply deeper
// (Evaluator<LoaPosition>::kReviewSettlePercent, SearchParams::settlePercent), because its level-3 review called
// moves inaccuracies that the deeper search of issue 36 (level 5) calls mistakes.
#include "core/ai/engine.h"
#include "core/ai/player.h"
#include "core/registry.h"
#include "core/review/review.h"

#include <QtTest>

using namespace gamut;

namespace {

// Issue 36's first LOA game (level 1 against level 4), its first 21 plies.
const char *const kGame = "g1-e3 a5-c7 f1-f3 a6xc8 e1-g3 a7-c5 d8-d6 c5xe3 b8-a7 a4-c2 a7-c5 a3xf3 e8-e6 a2-d2 c5xe3 "
                          "h7-e4 b1-e1 c7-c3 f8-f6 c3-e5 g8-h7";

std::vector<std::string> words(const std::string &text) {
    std::vector<std::string> out;
    std::string token;
    for (std::size_t at = 0; at <= text.size(); ++at)
        if (at == text.size() || text[at] == ' ') {
            if (!token.empty())
                out.push_back(token);
            token.clear();
        } else {
            token += text[at];
        }
    return out;
}

// The position before ply `ply` of kGame (1-based) and the move played there.
std::pair<std::unique_ptr<GameState>, Move> beforePly(int ply) {
    std::string error;
    auto state = newGame("loa", "standard", error);
    const auto moves = words(kGame);
    for (int i = 0; i + 1 < ply; ++i)
        state->play(state->parseMove(moves[std::size_t(i)]).move);
    const Move move = state->parseMove(moves[std::size_t(ply - 1)]).move;
    return {std::move(state), move};
}

} // namespace

class TestLoaJudge : public QObject {
    Q_OBJECT
private slots:
    void nearTheLineSettlesDeeper_data();
    void nearTheLineSettlesDeeper();
    void onlyTheReviewSettles();
};

void TestLoaJudge::nearTheLineSettlesDeeper_data() {
    QTest::addColumn<int>("ply");
    QTest::addColumn<bool>("mistake");
    // Level 3 without settling: inaccuracies of 8.5 and 9.7 points; level 5 loses 22.1 and 15.9 with them.
    QTest::newRow("ply 4 a6xc8") << 4 << true;
    QTest::newRow("ply 15 c5xe3") << 15 << true;
    // Level 3 without settling: 6.8 points; level 5: 9.1, under a mistake.
    QTest::newRow("ply 7 d8-d6") << 7 << false;
    // A blunder far from the line is judged as before (26.7 points; level 5: 26.6).
    QTest::newRow("ply 2 a5-c7") << 2 << true;
}

// The review's judgement (judgeMove at level 3 searches as the review does) of plies whose level-3 loss lay between
// an inaccuracy and a mistake: one ply deeper, the two that level 5 calls mistakes are mistakes.
void TestLoaJudge::nearTheLineSettlesDeeper() {
    QFETCH(int, ply);
    QFETCH(bool, mistake);
    const auto [position, move] = beforePly(ply);
    QVERIFY(move != kNoMove);
    std::string error;
    const auto judged = judgeMove(*position, move, "level:3", nullptr, error);
    QVERIFY2(judged, error.c_str());
    qInfo("ply %d %s: best %s, %.1f -> %.1f, %.1f lost (%s), depth %d", ply, position->moveText(move).c_str(),
          position->moveText(judged->best).c_str(), judged->winBefore, judged->winAfter, judged->loss,
          moveClassName(judged->moveClass).data(), judged->depth);
    const bool flagged = judged->moveClass == MoveClass::Mistake || judged->moveClass == MoveClass::Blunder;
    QCOMPARE(flagged, mistake);
}

// The settling is the review's: a level's player keeps its own search, and the coach (which must answer within 300 ms
// and holds a move back at 15 points, far from the line) does not settle: ply 4 stays the inaccuracy of the level-3
// search without it.
void TestLoaJudge::onlyTheReviewSettles() {
    const auto engine = findGame("loa")->makeEngine();
    QVERIFY(engine->reviewSettlePercent() > 0);
    QCOMPARE(reviewLevelSettings(*engine, 3).settlePercent, engine->reviewSettlePercent());
    QCOMPARE(levelParams(levelSettings(*engine, 3), 0).settlePercent, 0);
    const auto [position, move] = beforePly(4);
    std::string error;
    const auto review = judgeMove(*position, move, "level:3", nullptr, error);
    QVERIFY2(review, error.c_str());
    const auto coach = judgeMove(*position, move, "level:3", nullptr, error, kCoachMaxProofFactor);
    QVERIFY2(coach, error.c_str());
    qInfo("ply 4: the review %.1f lost at depth %d, the coach's budget %.1f at depth %d", review->loss, review->depth,
          coach->loss, coach->depth);
    QCOMPARE(coach->moveClass, MoveClass::Inaccuracy);
    QCOMPARE(review->depth, coach->depth + 1);
}

QTEST_GUILESS_MAIN(TestLoaJudge)
#include "test_loa_judge.moc"
