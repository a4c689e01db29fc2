// The judge under the review and the coach (Engine::judge, core/ai/search_judge.h and symmetry.h): each game's
// declared board symmetries keep its rules, a position and its mirror image are judged alike at every level, two
// moves that are mirror images of each other in a symmetric position are judged alike, a reviewed game and its
// mirror image get the same marks, and the best and the judged move are scored at the same depths.
#include "aitestutil.h"
#include "core/ai/engine.h"
#include "core/ai/winchance.h"
#include "core/review/review.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace gamut;
using namespace gamut::testing;

namespace {

// Enough nodes for every level to reach a few plies (fewer under the sanitizers, which run ten times slower).
const std::uint64_t kNodeCap = sanitized() ? 8'000 : 40'000;

// The review's search at `level` (no noise; the node budget at most `cap`, see mirrorImagesAtEveryLevel).
SearchParams judgeParams(const Engine &engine, int level, std::uint64_t cap) {
    SearchParams params = levelParams(levelSettings(engine, level), 0);
    params.noise = 0;
    params.limits.nodes = std::min(params.limits.nodes, cap);
    return params;
}

// The games with symmetries besides the identity.
std::vector<const GameEntry *> symmetricGames() {
    std::vector<const GameEntry *> list;
    for (const GameEntry &entry : allGames())
        if (entry.makeEngine()->symmetries() > 1)
            list.push_back(&entry);
    return list;
}

// A position after `plies` random moves (seeded), not over.
std::unique_ptr<GameState> position(const GameEntry &game, std::uint64_t seed, int plies) {
    for (;; ++seed) {
        auto state = startOf(std::string(game.info->id));
        Random random(seed);
        playRandom(*state, random, plies);
        if (!state->isOver())
            return state;
    }
}

// The symmetries that leave `state` as it is (the identity first).
std::vector<int> stabilizer(const Engine &engine, const GameState &state) {
    std::vector<int> list;
    for (int s = 0; s < engine.symmetries(); ++s)
        if (engine.transformed(state, s)->hash() == state.hash() &&
            engine.transformed(state, s)->positionText() == state.positionText())
            list.push_back(s);
    return list;
}

std::string describe(const JudgedMove &r, const GameState &state) {
    return state.moveText(r.best) + " " + std::to_string(r.bestScore) + ", judged " +
           (r.played == kNoMove ? std::string("-") : state.moveText(r.played)) + " " + std::to_string(r.playedScore) +
           " (depth " + std::to_string(r.depth) + ")";
}

} // namespace

class TestJudge : public QObject {
    Q_OBJECT
private slots:
    void symmetriesKeepTheRules();
    void mirrorImagesAtEveryLevel();
    void mirrorMovesInASymmetricPosition();
    void mirroredGameGetsTheSameReview();
    void judgedAndBestAtTheSameDepth();
};

// Every declared symmetry maps legal moves to legal moves, playing commutes with it, and the outcome is the same.
void TestJudge::symmetriesKeepTheRules() {
    QVERIFY(!symmetricGames().empty());
    for (const GameEntry &game : allGames()) {
        const auto engine = game.makeEngine();
        QVERIFY(engine->symmetries() >= 1);
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto state = startOf(std::string(game.info->id));
            Random random(seed);
            while (!state->isOver()) {
                MoveList legal;
                state->legalMoves(legal);
                for (int s = 0; s < engine->symmetries(); ++s) {
                    const auto image = engine->transformed(*state, s);
                    QVERIFY(image);
                    MoveList imageLegal;
                    image->legalMoves(imageLegal);
                    QCOMPARE(imageLegal.size(), legal.size());
                    QCOMPARE(image->turn(), state->turn());
                    for (Move m : legal)
                        QVERIFY2(
                            imageLegal.contains(engine->transformMove(m, s)),
                            (std::string(game.info->id) + " symmetry " + std::to_string(s) + ": " + state->moveText(m))
                                .c_str());
                    if (checked % 97 == 0) // now and then the whole tree two plies deep
                        QCOMPARE(image->perft(2), state->perft(2));
                    const Move m = legal[random.below(legal.size())];
                    auto after = state->clone();
                    after->play(m);
                    auto imageAfter = image->clone();
                    imageAfter->play(engine->transformMove(m, s));
                    QVERIFY2(imageAfter->hash() == engine->transformed(*after, s)->hash(),
                             (std::string(game.info->id) + " symmetry " + std::to_string(s) + ": " +
                              state->moveText(m) + " from\n" + state->positionText() + "image played\n" +
                              imageAfter->positionText() + "image of the position after\n" +
                              engine->transformed(*after, s)->positionText())
                                 .c_str());
                    QCOMPARE(imageAfter->outcome(), after->outcome());
                    ++checked;
                }
                state->play(legal[random.below(legal.size())]);
            }
        }
        qInfo("%s: %d symmetries, %d positions and images checked", game.info->id.data(), engine->symmetries(),
              checked);
    }
}

// A position and each of its images: the same best and judged scores at every level (node budgets above 40,000 are
// cut there, to keep the test short: the image is searched as the same chosen position whatever the budget, which
// is what is checked; each level's depth cap and endgame solving stay). Beside it, what a plain search of each image
// says, without the chosen position: how far apart mirror images would be judged without it.
void TestJudge::mirrorImagesAtEveryLevel() {
    for (const GameEntry *game : symmetricGames()) {
        const auto engine = game->makeEngine();
        int worstPlain = 0;
        for (int level = kMinLevel; level <= kMaxLevel; ++level) {
            const auto state = position(*game, 40 + std::uint64_t(level), 6 + 2 * level);
            MoveList legal;
            state->legalMoves(legal);
            const Move played = legal[legal.size() / 2];
            const SearchParams params = judgeParams(*engine, level, kNodeCap);
            engine->setHashMegabytes(16);
            const JudgedMove original = engine->judge(*state, params, played);
            QVERIFY(original.best != kNoMove);
            QCOMPARE(original.played, played);
            int plainLow = kInfinity, plainHigh = -kInfinity;
            for (int s = 0; s < engine->symmetries(); ++s) {
                const auto image = engine->transformed(*state, s);
                const Move imagePlayed = engine->transformMove(played, s);
                const JudgedMove r = engine->judge(*image, params, imagePlayed);
                const std::string where = std::string(game->info->id) + " level " + std::to_string(level) +
                                          " symmetry " + std::to_string(s) + ": " + describe(r, *image) + " against " +
                                          describe(original, *state);
                QVERIFY2(r.bestScore == original.bestScore && r.playedScore == original.playedScore &&
                             r.bestProven == original.bestProven && r.playedProven == original.playedProven,
                         where.c_str());
                QCOMPARE(r.played, imagePlayed);
                // The best move is the original's image, or one the image's own symmetries make of it.
                auto best = image->clone();
                best->play(r.best);
                auto mapped = image->clone();
                mapped->play(engine->transformMove(original.best, s));
                bool same = best->hash() == mapped->hash();
                for (int u = 0; u < engine->symmetries() && !same; ++u)
                    same = engine->transformed(*best, u)->hash() == mapped->hash();
                QVERIFY2(same, where.c_str());
                engine->newGame();
                const int plain = engine->search(*image, params).score;
                plainLow = std::min(plainLow, plain);
                plainHigh = std::max(plainHigh, plain);
            }
            worstPlain = std::max(worstPlain, plainHigh - plainLow);
            qInfo("%s level %d: %s; a plain search of the %d images: %d to %d", game->info->id.data(), level,
                  describe(original, *state).c_str(), engine->symmetries(), plainLow, plainHigh);
        }
        qInfo("%s: without the chosen position, mirror images differ by up to %d points (%.1f points of win chance "
              "at 50%%)",
              game->info->id.data(), worstPlain, winChance(std::string(game->info->id), worstPlain) - 50);
    }
}

// In a position that its own symmetries leave as it is, two moves that are images of each other are judged alike
// (Atoms after a1 h8: a8 and h1). The position: a first move, and its image under the first symmetry that gives a
// position with a symmetry of its own.
void TestJudge::mirrorMovesInASymmetricPosition() {
    for (const GameEntry *game : symmetricGames()) {
        const auto engine = game->makeEngine();
        auto state = startOf(std::string(game->info->id));
        MoveList legal;
        state->legalMoves(legal);
        std::unique_ptr<GameState> found;
        for (int i = 0; i < legal.size() && !found; ++i) {
            auto after = state->clone();
            after->play(legal[i]);
            for (int s = engine->symmetries() - 1; s > 0 && !found; --s) {
                MoveList replies;
                after->legalMoves(replies);
                const Move reply = engine->transformMove(legal[i], s);
                if (!replies.contains(reply))
                    continue;
                auto both = after->clone();
                both->play(reply);
                if (!both->isOver() && stabilizer(*engine, *both).size() > 1)
                    found = std::move(both);
            }
        }
        if (!found) { // the start itself has symmetries (every game's but Atom-4's does)
            if (stabilizer(*engine, *state).size() == 1) {
                qInfo("%s: no symmetric position among the first two plies", game->info->id.data());
                continue;
            }
            found = state->clone();
        }
        const std::vector<int> symmetries = stabilizer(*engine, *found);
        int imagesOfBest = 0; // judged moves named best that are not the least of their orbit
        MoveList moves;
        found->legalMoves(moves);
        for (int level = kMinLevel; level <= kMaxLevel; ++level) {
            const SearchParams params = judgeParams(*engine, level, kNodeCap);
            std::map<Move, JudgedMove> seen; // by the smallest move of each orbit
            int pairs = 0;
            std::string example;
            for (Move m : moves) {
                Move least = m;
                for (int s : symmetries)
                    least = std::min(least, engine->transformMove(m, s));
                if (least == m &&
                    std::ranges::all_of(symmetries, [&](int s) { return engine->transformMove(m, s) == m; }))
                    continue; // its own image
                if (seen.size() >= 4 && !seen.contains(least))
                    continue; // four pairs a level are enough
                const JudgedMove r = engine->judge(*found, params, m);
                // A move that is an image of the best one is a best move too: the judge names it, so that the review
                // calls it "best" and not "excellent" for losing nothing (Trails' R and D at the start).
                for (int s : symmetries)
                    if (r.best != m && engine->transformMove(r.best, s) == m) {
                        const std::string what = std::string(game->info->id) + " level " + std::to_string(level) +
                                                 ": " + found->moveText(m) + " is an image of the best " +
                                                 found->moveText(r.best);
                        QFAIL(what.c_str());
                    }
                imagesOfBest += r.best == m && m != least ? 1 : 0;
                const auto it = seen.find(least);
                if (it == seen.end()) {
                    seen.emplace(least, r);
                    continue;
                }
                const std::string where = std::string(game->info->id) + " level " + std::to_string(level) + " after " +
                                          found->positionText() + ": " + describe(r, *found) + " against " +
                                          describe(it->second, *found);
                QVERIFY2(r.playedScore == it->second.playedScore && r.bestScore == it->second.bestScore, where.c_str());
                if (pairs++ == 0)
                    example = found->moveText(m) + " and " + found->moveText(least) + " both " +
                              std::to_string(r.playedScore);
            }
            QVERIFY(pairs > 0);
            if (level == kDefaultLevel)
                qInfo("%s: %zu symmetries keep the position, %d moves judged like their image at each level (%s)",
                      game->info->id.data(), symmetries.size(), pairs, example.c_str());
        }
        qInfo("%s: %d judged moves named best as the image of the search's own", game->info->id.data(), imagesOfBest);
    }
}

// A reviewed game and its mirror image (every move laid down the other way): the same class, win chances and best
// moves (as images) at every ply.
void TestJudge::mirroredGameGetsTheSameReview() {
    for (const GameEntry *game : symmetricGames()) {
        const auto engine = game->makeEngine();
        const int s = engine->symmetries() - 1;
        auto state = startOf(std::string(game->info->id));
        auto image = engine->transformed(*state, s);
        Random random(77);
        std::vector<Move> moves, imageMoves;
        for (int i = 0; i < 24 && !state->isOver(); ++i) {
            MoveList legal;
            state->legalMoves(legal);
            moves.push_back(legal[random.below(legal.size())]);
            imageMoves.push_back(engine->transformMove(moves.back(), s));
            state->play(moves.back());
        }
        const Reviewer reviewer(ReviewOptions{"level:2", 2}, std::make_shared<ReviewCache>());
        std::string error;
        const auto a = reviewer.review(*startOf(std::string(game->info->id)), moves, nullptr, {}, error);
        QVERIFY2(a, error.c_str());
        const auto b = reviewer.review(*image, imageMoves, nullptr, {}, error);
        QVERIFY2(b, error.c_str());
        QCOMPARE(b->plies.size(), a->plies.size());
        for (std::size_t i = 0; i < a->plies.size(); ++i) {
            const PlyReview &x = a->plies[i], &y = b->plies[i];
            QCOMPARE(y.moveClass, x.moveClass);
            QCOMPARE(y.winBefore, x.winBefore);
            QCOMPARE(y.winAfter, x.winAfter);
            QCOMPARE(y.reason, x.reason);
        }
        QCOMPARE(b->sides[0].accuracy, a->sides[0].accuracy);
        qInfo("%s: %zu plies and their images (symmetry %d) reviewed alike, accuracy %.1f / %.1f",
              game->info->id.data(), a->plies.size(), s, a->sides[0].accuracy, a->sides[1].accuracy);
    }
}

// The judged move's score is the one a search at the same depth gives it: searched alone to the depth the judge
// finished (fixed depth, no reductions, no quiescence: plain minimax), the position after the judged move scores what
// the judge's last iteration said, and the best move no less.
void TestJudge::judgedAndBestAtTheSameDepth() {
    for (const GameEntry &game : allGames()) {
        const auto state = position(game, 5, 9);
        MoveList legal;
        state->legalMoves(legal);
        const Move played = legal[legal.size() - 1];
        SearchParams params;
        params.limits.depth = 3;
        params.reductions = false;
        params.quiescence = false;
        const auto engine = game.makeEngine();
        const JudgedMove r = engine->judge(*state, params, played);
        QCOMPARE(r.depth, 3);
        QVERIFY(r.bestLastScore >= r.playedLastScore);
        QVERIFY(r.bestScore >= r.playedScore);
        QCOMPARE(r.playedLine.front(), played);
        auto child = state->clone();
        child->play(played);
        int alone;
        if (child->isOver()) {
            alone = child->outcome() == Outcome::Draw ? 0 : child->outcome() == winFor(state->turn()) ? 1 : -1;
            alone = alone * (kWinScore - 1);
        } else {
            SearchParams childParams = params;
            childParams.limits.depth = 2;
            const auto fresh = game.makeEngine();
            const int score = fresh->search(*child, childParams).score;
            alone = child->turn() == state->turn() ? score : -score;
            if (isWinScore(alone))
                --alone;
            else if (isLossScore(alone))
                ++alone;
        }
        QVERIFY2(
            alone == r.playedLastScore,
            (std::string(game.info->id) + ": " + describe(r, *state) + ", alone " + std::to_string(alone)).c_str());
        qInfo("%s: %s, last iteration %d / %d", game.info->id.data(), describe(r, *state).c_str(), r.bestLastScore,
              r.playedLastScore);
    }
}

QTEST_GUILESS_MAIN(TestJudge)
#include "test_judge.moc"
