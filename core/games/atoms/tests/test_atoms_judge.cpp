// Atoms' own judge tests: the review's judgement of the moves that issue 30 found judged apart (after a1 h8, a8 and
// h1 are mirror images: "best" against "blunder" before), and the quiescence on positions with explosions pending on
// both sides, which keeps a search's score from swinging with the parity of its depth.
#include "core/ai/engine.h"
#include "core/ai/player.h"
#include "core/registry.h"
#include "core/review/review.h"

#include <QtTest>

#include <cmath>

using namespace gamut;

namespace {

std::unique_ptr<GameState> after(const std::string &moves) {
    std::string error;
    auto state = newGame("atoms", "tutorial", error);
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

// The atoms one below their critical mass on cells of both sides that touch the other side: explosions pending.
bool pendingOnBothSides(const GameState &state) {
    bool sides[2] = {false, false};
    const BoardGeometry geometry = state.geometry();
    for (int cell = 0; cell < geometry.cellCount(); ++cell) {
        const CellFace face = state.cellFace(cell);
        if (!face.occupied() || face.value != 3) // the tutorial's critical mass is 4 everywhere
            continue;
        const int x = cell % 8, y = cell / 8;
        const int around[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (const auto &n : around)
            if (n[0] >= 0 && n[0] < 8 && n[1] >= 0 && n[1] < 8) {
                const CellFace other = state.cellFace(n[1] * 8 + n[0]);
                if (other.occupied() && other.owner != face.owner)
                    sides[face.owner] = true;
            }
    }
    return sides[0] && sides[1];
}

} // namespace

class TestAtomsJudge : public QObject {
    Q_OBJECT
private slots:
    void mirrorMovesAfterA1H8();
    void quiescenceSettlesPendingExplosions();
    void openingMovesAreNotBlunders();
};

// After a1 h8 the position is its own mirror image in the a1-h8 diagonal: a8 and h1 are the same move, at every level
// and in a review.
void TestAtomsJudge::mirrorMovesAfterA1H8() {
    const auto position = after("a1 h8");
    const auto engine = findGame("atoms")->makeEngine();
    const Move a8 = position->parseMove("a8").move, h1 = position->parseMove("h1").move;
    for (int level = kMinLevel; level <= kMaxLevel; ++level) {
        SearchParams params = levelParams(levelSettings(*engine, level), 0);
        params.noise = 0;
        params.limits.nodes = std::min<std::uint64_t>(params.limits.nodes, 300'000);
        const JudgedMove x = engine->judge(*position, params, a8);
        const JudgedMove y = engine->judge(*position, params, h1);
        QCOMPARE(y.playedScore, x.playedScore);
        QCOMPARE(y.bestScore, x.bestScore);
        qInfo("level %d: a8 and h1 both %d, best %s %d (depth %d)", level, x.playedScore,
              position->moveText(x.best).c_str(), x.bestScore, x.depth);
    }
    const Reviewer reviewer(ReviewOptions{"level:3", 2}, std::make_shared<ReviewCache>());
    std::string error;
    const auto start = after("");
    const Move a1 = start->parseMove("a1").move, h8 = start->parseMove("h8").move;
    const auto ra = reviewer.review(*start, {a1, h8, a8}, nullptr, {}, error);
    QVERIFY2(ra, error.c_str());
    const auto rh = reviewer.review(*start, {a1, h8, h1}, nullptr, {}, error);
    QVERIFY2(rh, error.c_str());
    QCOMPARE(rh->plies[2].moveClass, ra->plies[2].moveClass);
    QCOMPARE(rh->plies[2].winAfter, ra->plies[2].winAfter);
    QCOMPARE(rh->plies[2].winBefore, ra->plies[2].winBefore);
    qInfo("review at level 3: a1 h8 a8 %s (%.1f -> %.1f), a1 h8 h1 %s (%.1f -> %.1f)",
          moveClassName(ra->plies[2].moveClass).data(), ra->plies[2].winBefore, ra->plies[2].winAfter,
          moveClassName(rh->plies[2].moveClass).data(), rh->plies[2].winBefore, rh->plies[2].winAfter);
}

// On positions where both sides have a loaded cell touching the other (whoever moves fires first), a search that
// follows the explosions past its depth (the quiescence) scores them alike at depths d and d + 1, where one that
// stops at the depth swings: its leaves alternate between the two sides firing first.
void TestAtomsJudge::quiescenceSettlesPendingExplosions() {
    std::vector<std::unique_ptr<GameState>> positions;
    for (std::uint64_t seed = 1; positions.size() < 24 && seed < 400; ++seed) {
        std::string error;
        auto state = newGame("atoms", "tutorial", error);
        Random random(seed);
        for (int ply = 0; ply < 60 && !state->isOver(); ++ply) {
            MoveList legal;
            state->legalMoves(legal);
            state->play(legal[random.below(legal.size())]);
            if (ply > 12 && !state->isOver() && pendingOnBothSides(*state)) {
                positions.push_back(state->clone());
                break;
            }
        }
    }
    QVERIFY(positions.size() >= 12);
    const auto engine = findGame("atoms")->makeEngine();
    double swing[2] = {0, 0};
    int counted = 0;
    for (const auto &position : positions) {
        int scores[2][2];
        bool decisive = false;
        for (int quiescence = 0; quiescence < 2; ++quiescence)
            for (int k = 0; k < 2; ++k) {
                SearchParams params;
                params.limits.depth = 2 + k;
                params.quiescence = quiescence == 1;
                engine->newGame();
                const int score = engine->search(*position, params).score;
                decisive = decisive || isDecisiveScore(score);
                scores[quiescence][k] = score;
            }
        if (decisive)
            continue;
        for (int q = 0; q < 2; ++q)
            swing[q] += std::abs(scores[q][1] - scores[q][0]);
        ++counted;
    }
    QVERIFY(counted >= 8);
    swing[0] /= counted;
    swing[1] /= counted;
    qInfo("%d positions with explosions pending on both sides: depth 2 against 3, %.0f points apart without the "
          "quiescence, %.0f with it",
          counted, swing[0], swing[1]);
    QVERIFY2(swing[1] < swing[0] / 2, "the quiescence does not settle pending explosions");
}

// Issue 36's Atoms game (level 1 against level 4, its first 13 plies): the review at level 3 called plies 1, 2, 9, 11,
// 12 and 13 blunders of 21-38 points of win chance. Played out (level 1 against level 1, 60 games a move), plies 1 and
// 13 show no loss: the mover scored 55% after g5 and 50% after the suggested h8 at ply 1, 53% after h8 and 51% after
// the suggested a8 at ply 13 (level 2 against level 2 reaches the 1000-ply limit after g5); the others are quiet
// opening moves of the same kind. They may be inaccuracies at most: Atoms' curve is flatter in the opening (eval.cpp),
// where games between equal levels do not tell its scores from a coin. A move that hands over two atoms to an explosion
// at once (g1 at ply 13, next to red's loaded h1) stays a mistake at least.
void TestAtomsJudge::openingMovesAreNotBlunders() {
    const std::string game = "g5 f5 a3 a6 a1 f5 h8 h1 h2 h1 h7 h1 h8";
    const auto start = after("");
    std::vector<Move> moves;
    {
        auto walk = after("");
        std::string token;
        for (std::size_t at = 0; at <= game.size(); ++at)
            if (at == game.size() || game[at] == ' ') {
                moves.push_back(walk->parseMove(token).move);
                walk->play(moves.back());
                token.clear();
            } else {
                token += game[at];
            }
    }
    const Reviewer reviewer(ReviewOptions{"level:3", 2}, std::make_shared<ReviewCache>());
    std::string error;
    const auto review = reviewer.review(*start, moves, nullptr, {}, error);
    QVERIFY2(review, error.c_str());
    QCOMPARE(int(review->plies.size()), 13);
    for (int ply : {1, 2, 9, 11, 12, 13}) {
        const PlyReview &p = review->plies[std::size_t(ply - 1)];
        qInfo("ply %d %s: %s, %.1f -> %.1f (best %s)", ply, start->moveText(p.played).c_str(),
              moveClassName(p.moveClass).data(), p.winBefore, p.winAfter, start->moveText(p.best).c_str());
        QVERIFY2(p.moveClass != MoveClass::Mistake && p.moveClass != MoveClass::Blunder,
                 ("ply " + std::to_string(ply) + " is called a " + std::string(moveClassName(p.moveClass))).c_str());
    }
    moves.back() = after("g5 f5 a3 a6 a1 f5 h8 h1 h2 h1 h7 h1")->parseMove("g1").move;
    const auto given = reviewer.review(*start, moves, nullptr, {}, error);
    QVERIFY2(given, error.c_str());
    const PlyReview &g1 = given->plies.back();
    qInfo("ply 13 g1: %s, %.1f -> %.1f", moveClassName(g1.moveClass).data(), g1.winBefore, g1.winAfter);
    QVERIFY2(g1.moveClass == MoveClass::Mistake || g1.moveClass == MoveClass::Blunder,
             moveClassName(g1.moveClass).data());
}

QTEST_GUILESS_MAIN(TestAtomsJudge)
#include "test_atoms_judge.moc"
