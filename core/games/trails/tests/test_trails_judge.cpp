// Trails' own judge tests (issue 36): a mark must not come from a proof found for one move and not yet for the
// other. In Trails the review's level-3 budget often proves the best move a win and leaves the move played at the
// evaluation's 50% or so; a deeper search proves both alike, so the review searches on (kReviewProofFactor) until
// both are proven or its grown budget is spent.
#include "core/ai/engine.h"
#include "core/ai/player.h"
#include "core/registry.h"
#include "core/review/review.h"

#include <QtTest>

using namespace gamut;

namespace {

std::unique_ptr<GameState> after(const std::string &moves) {
    std::string error;
    auto state = newGame("trails", "classic", error);
    std::string token;
    for (std::size_t at = 0; at <= moves.size(); ++at) {
        if (at == moves.size() || moves[at] == ' ') {
            if (!token.empty())
                state->play(state->parseMove(token).move);
            token.clear();
        } else {
            token += moves[at];
        }
    }
    return state;
}

} // namespace

class TestTrailsJudge : public QObject {
    Q_OBJECT
private slots:
    void oneProofIsNoBlunder_data();
    void oneProofIsNoBlunder();
    void theBudgetGrowsOnlyForTheReview();
};

// Plies of level 1 against level 4 (issue 36's games) that the review called 42- to 51-point blunders while
// level 6 (40 M nodes) proves the move played as good as the best (a win either way, or a loss either way); and one
// blunder that level 6 confirms (a proven loss where the best move keeps the game open), which stays a blunder.
void TestTrailsJudge::oneProofIsNoBlunder_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("played");
    QTest::addColumn<bool>("blunder");
    QTest::newRow("a win either way") << "R U R L D U D L R U D"
                                      << "L" << false;
    QTest::newRow("a loss either way") << "R U R L D U D L R U D L"
                                       << "D" << false;
    QTest::newRow("a loss either way, early") << "D U D"
                                              << "L" << false;
    QTest::newRow("a real blunder") << "R U R L D"
                                    << "U" << true;
}

void TestTrailsJudge::oneProofIsNoBlunder() {
    QFETCH(QString, before);
    QFETCH(QString, played);
    QFETCH(bool, blunder);
    const auto position = after(before.toStdString());
    QVERIFY(!position->isOver());
    const Move move = position->parseMove(played.toStdString()).move;
    QVERIFY(move != kNoMove);
    std::string error;
    const auto judged = judgeMove(*position, move, "level:3", nullptr, error);
    QVERIFY2(judged, error.c_str());
    qInfo("%s: best %s, %.1f -> %.1f (%s), proven %d/%d, depth %d", qPrintable(played),
          position->moveText(judged->best).c_str(), judged->winBefore, judged->winAfter,
          moveClassName(judged->moveClass).data(), judged->provenBefore, judged->provenAfter, judged->depth);
    if (blunder) {
        QCOMPARE(judged->moveClass, MoveClass::Blunder);
        return;
    }
    QVERIFY(judged->provenBefore && judged->provenAfter);
    QCOMPARE(judged->loss, 0.0);
}

// The growth is the review's: a level's player keeps its own budget, and the review's settings carry the factor.
void TestTrailsJudge::theBudgetGrowsOnlyForTheReview() {
    const auto engine = findGame("trails")->makeEngine();
    QVERIFY(engine->reviewProofFactor() > 1);
    QCOMPARE(reviewLevelSettings(*engine, 3).proofFactor, engine->reviewProofFactor());
    QCOMPARE(levelParams(levelSettings(*engine, 3), 0).proofFactor, 0);
}

QTEST_MAIN(TestTrailsJudge)
#include "test_trails_judge.moc"
