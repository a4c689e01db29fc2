// The review of a game (core/review) and the multi-PV search under it: one line is exactly the one-move search,
// more lines have exact scores, the classes on positions whose best move is proven, forced moves, the cache, the
// cancel, and the review kept in a record's move comments.
#include "aitestutil.h"
#include "core/ai/engine.h"
#include "core/ai/winchance.h"
#include "core/record/record.h"
#include "core/review/review.h"
#include "core/review/reviewrecord.h"
#include "tests/facts/corefacts.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

using namespace gamut;
using namespace gamut::testing;

namespace {

// Every registered game, in the registry's order.
const std::vector<std::string> &games() {
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> list;
        for (const GameEntry &entry : allGames())
            list.emplace_back(entry.info->id);
        return list;
    }();
    return ids;
}

std::unique_ptr<GameState> randomPosition(const std::string &game, std::uint64_t seed, int plies) {
    auto state = startOf(game);
    Random random(seed);
    playRandom(*state, random, plies);
    return state;
}

// A child's score seen from the parent (the child searched on its own counts a win's distance from itself).
int fromChild(const GameState &parent, const GameState &child, int childScore) {
    const int score = child.turn() == parent.turn() ? childScore : -childScore;
    if (isWinScore(score))
        return score - 1;
    if (isLossScore(score))
        return score + 1;
    return score;
}

// The proven value of a position for its player to move (1 won, -1 lost, 0 drawn or not proven) by a deep search.
int provenValue(const GameState &state) {
    if (state.isOver())
        return 0;
    const SearchResult r = bestMove(state, SearchLimits{12, 0, 0});
    return !r.proven ? 0 : isWinScore(r.score) ? 1 : isLossScore(r.score) ? -1 : 0;
}

// What `m` gives the player to move in `position`: 1 a win, -1 a loss (at once, or proven), 0 neither.
int valueOfMove(const GameState &position, Move m, bool proofs) {
    auto next = position.clone();
    next->play(m);
    if (next->isOver())
        return next->outcome() == winFor(position.turn()) ? 1 : next->outcome() == Outcome::Draw ? 0 : -1;
    if (!proofs)
        return next->turn() != position.turn() && hasWinInOne(*next) ? -1 : 0;
    const int value = provenValue(*next);
    return next->turn() == position.turn() ? value : -value;
}

// A position where one move wins at once and another lets the opponent win at once, found at the end of random
// games. With `proofs` (Trails, whose few moves seldom allow that, and AddTraction, decided on its last ply) the wins
// and losses may be longer ones that a deep search proves. nullptr if none turned up.
std::unique_ptr<GameState> winOrLose(const std::string &game, const std::string &variant, bool proofs, Move &winning,
                                     Move &losing) {
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        auto state = startOf(game, variant);
        Random random(seed * 7919);
        std::vector<std::unique_ptr<GameState>> line;
        while (!state->isOver() && line.size() < 600) {
            line.push_back(state->clone());
            playRandom(*state, random, 1);
        }
        for (std::size_t back = 1; back <= 6 && back <= line.size(); ++back) {
            const GameState &position = *line[line.size() - back];
            MoveList moves;
            position.legalMoves(moves);
            winning = losing = kNoMove;
            for (Move m : moves) {
                const int value = valueOfMove(position, m, proofs);
                if (value > 0)
                    winning = m;
                else if (value < 0)
                    losing = m;
            }
            if (winning != kNoMove && losing != kNoMove)
                return position.clone();
        }
    }
    return nullptr;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    void winChanceCurve();
    void multiPvOneLineIsTheSearch();
    void multiPvLinesAreExact();
    void classesOnProvenPositions();
    void judgeRules();
    void accuracy();
    void secondReviewFromTheCache();
    void cancelStopsAtOnce();
    void reviewInRecordComments();
};

void TestReview::winChanceCurve() {
    for (const std::string &game : games()) {
        const double scale = winChanceScale(game);
        QVERIFY(scale > 0);
        QCOMPARE(winChance(game, 0), 50.0);
        QVERIFY(winChance(game, 300) > 50 && winChance(game, 300) < 100);
        QCOMPARE(winChance(game, 300) + winChance(game, -300), 100.0);
        QVERIFY(winChance(game, 300) < winChance(game, 600));
        QCOMPARE(winChance(game, kWinScore - 5), 100.0);
        QCOMPARE(winChance(game, -(kWinScore - 5)), 0.0);
        auto engine = findGame(game)->makeEngine();
        std::string error;
        const auto start = newGame(game, "", error);
        QCOMPARE(engine->winChance(*start, 250), winChanceAt(250, winChanceScale(game, *start)));
        qInfo("%s: scale %.0f, score 100 -> %.1f, 500 -> %.1f", game.c_str(), scale, winChance(game, 100),
              winChance(game, 500));
    }
}

// K = 1 plays exactly as the search does today: the same move, score, depth and nodes at a level's budget.
void TestReview::multiPvOneLineIsTheSearch() {
    for (const std::string &game : games())
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const auto state = randomPosition(game, seed, 6 + int(seed) * 3);
            if (state->isOver())
                continue;
            auto a = findGame(game)->makeEngine(), b = findGame(game)->makeEngine();
            SearchParams params = levelParams(levelSettings(*a, 2), 7);
            const SearchResult one = a->search(*state, params);
            int reports = 0;
            const MultiPvResult lines =
                b->searchLines(*state, params, 1, nullptr, [&reports](const MultiPvResult &) { ++reports; });
            QVERIFY(reports >= 1);
            QCOMPARE(lines.lines.size(), std::size_t(1));
            QCOMPARE(lines.lines[0].move, one.move);
            QCOMPARE(lines.lines[0].score, one.score);
            QCOMPARE(lines.lines[0].pv, one.pv);
            QCOMPARE(lines.depth, one.depth);
            QCOMPARE(lines.nodes, one.nodes);
            if (seed == 1)
                qInfo("%s: one line %s score %d depth %d nodes %llu", game.c_str(), state->moveText(one.move).c_str(),
                      one.score, one.depth, static_cast<unsigned long long>(one.nodes));
        }
}

// At a fixed depth without reductions and quiescence the search is plain minimax: every line's score is its
// move's value (the child searched alone one ply shallower), and no other move is worth more than the last line.
void TestReview::multiPvLinesAreExact() {
    for (const std::string &game : games())
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            // The depth the game's facts say such a search finishes in a moment (core/games/<id>/tests/facts.cpp).
            const int kDepth = test::coreFactsOf(game).quickDepth;
            const auto state = randomPosition(game, seed * 13, 8 + int(seed) * 5);
            if (state->isOver())
                continue;
            SearchParams params;
            params.limits.depth = kDepth;
            params.reductions = false;
            params.quiescence = false;
            auto engine = findGame(game)->makeEngine();
            engine->setHashMegabytes(4);
            std::vector<int> reported;
            const MultiPvResult result = engine->searchLines(
                *state, params, 3, nullptr, [&reported](const MultiPvResult &r) { reported.push_back(r.depth); });
            MoveList moves;
            state->legalMoves(moves);
            QCOMPARE(int(result.lines.size()), std::min(3, moves.size()));
            QCOMPARE(result.depth, kDepth);
            QCOMPARE(reported.back(), kDepth); // one report per finished iteration
            QVERIFY(std::is_sorted(reported.begin(), reported.end()));
            SearchParams childParams = params;
            childParams.limits.depth = kDepth - 1;
            std::vector<std::pair<Move, int>> values;
            for (Move m : moves) {
                auto child = state->clone();
                child->play(m);
                int value;
                if (child->isOver()) {
                    value = child->outcome() == Outcome::Draw           ? 0
                            : child->outcome() == winFor(state->turn()) ? kWinScore - 1
                                                                        : -(kWinScore - 1);
                } else {
                    auto fresh = findGame(game)->makeEngine();
                    fresh->setHashMegabytes(4);
                    value = fromChild(*state, *child, fresh->search(*child, childParams).score);
                }
                values.emplace_back(m, value);
            }
            std::string shown;
            for (const PvLine &line : result.lines) {
                const auto it =
                    std::find_if(values.begin(), values.end(), [&](auto &v) { return v.first == line.move; });
                QVERIFY(it != values.end());
                QVERIFY2(it->second == line.score,
                         (game + " " + state->moveText(line.move) + ": line " + std::to_string(line.score) +
                          ", alone " + std::to_string(it->second))
                             .c_str());
                QCOMPARE(line.pv.front(), line.move);
                shown += " " + state->moveText(line.move) + " " + std::to_string(line.score);
            }
            for (std::size_t i = 1; i < result.lines.size(); ++i)
                QVERIFY(result.lines[i - 1].score >= result.lines[i].score);
            for (const auto &[m, value] : values) {
                const bool listed = std::any_of(result.lines.begin(), result.lines.end(),
                                                [m = m](const PvLine &l) { return l.move == m; });
                if (!listed)
                    QVERIFY2(value <= result.lines.back().score, (game + " " + state->moveText(m)).c_str());
            }
            qInfo("%s: %d moves, lines%s", game.c_str(), moves.size(), shown.c_str());
        }
}

// Positions whose best move is proven (a win at once; in Trails a proven win) next to a move that lets the opponent
// win: the winning move is best (or excellent, where several win), the other a blunder, with win chances 100 and 0.
void TestReview::classesOnProvenPositions() {
    // Where each game's facts say such positions turn up (core/games/<id>/tests/facts.cpp): its variants, the level
    // that sees the proof, and whether longer proven wins count.
    std::vector<std::pair<std::string, test::ProvenPositions>> setups;
    for (const std::string &game : games()) {
        QVERIFY2(!test::coreFactsOf(game).proven.empty(), (game + ": no proven positions in its facts").c_str());
        for (const test::ProvenPositions &setup : test::coreFactsOf(game).proven)
            setups.emplace_back(game, setup);
    }
    for (const auto &[game, setup] : setups) {
        const std::string variant = setup.variant;
        const Reviewer reviewer(ReviewOptions{setup.level, 2}, std::make_shared<ReviewCache>());
        Move winning = kNoMove, losing = kNoMove;
        const auto position = winOrLose(game, variant, setup.proofs, winning, losing);
        QVERIFY2(position, ("no position for " + game).c_str());
        std::string error;
        const auto good = reviewer.review(*position, {winning}, nullptr, {}, error);
        QVERIFY2(good, error.c_str());
        const PlyReview &w = good->plies.at(0);
        QVERIFY(w.provenBefore);
        QCOMPARE(w.winBefore, 100.0);
        QCOMPARE(w.winAfter, 100.0);
        QVERIFY(w.provenAfter);
        QCOMPARE(w.loss, 0.0);
        QVERIFY(w.moveClass == MoveClass::Best || w.moveClass == MoveClass::Excellent);

        const auto bad = reviewer.review(*position, {losing}, nullptr, {}, error);
        QVERIFY2(bad, error.c_str());
        const PlyReview &l = bad->plies.at(0);
        const std::string where = game + " " + variant + " " + position->moveText(losing) + " score after " +
                                  std::to_string(l.scoreAfter) + "\n" + position->positionText();
        QVERIFY2(l.moveClass == MoveClass::Blunder && l.provenAfter, where.c_str());
        QCOMPARE(l.winAfter, 0.0);
        QCOMPARE(l.loss, 100.0);
        QCOMPARE(position->moveText(l.best).empty(), false);
        QCOMPARE(valueOfMove(*position, l.best, true), 1);
        QCOMPARE(bad->sides[std::size_t(l.side)].counts[std::size_t(MoveClass::Blunder)], 1);
        qInfo("%s %s: %s wins (%s), %s loses (%s, loss %.0f)", game.c_str(), variant.c_str(),
              position->moveText(winning).c_str(), moveClassName(w.moveClass).data(),
              position->moveText(losing).c_str(), moveClassName(l.moveClass).data(), l.loss);
    }
}

// The rules of judgePly on made-up verdicts: the thresholds, the proven results and their words, forced moves.
void TestReview::judgeRules() {
    const std::string game = "loa";
    const double scale = winChanceScale(game);
    // A score whose chance is `chance` for the mover.
    const auto at = [&](double chance) { return int(std::lround(-scale * std::log(100.0 / chance - 1.0))); };
    // The best move 1 at `best`, the played move 2 at `played` (scores for the mover, before the move).
    const auto verdict = [](int best, bool bestProven, int played, bool playedProven) {
        PositionVerdict v;
        v.score = best;
        v.proven = bestProven;
        v.best = Move(1);
        v.pv = {Move(1), Move(5)};
        v.played = Move(2);
        v.playedScore = played;
        v.playedProven = playedProven;
        v.playedLine = {Move(2), Move(6)};
        return v;
    };
    const auto judge = [&](const PositionVerdict &v, Outcome after = Outcome::Ongoing) {
        return judgePly(game, 1, 0, Move(2), v, after);
    };
    struct Case {
        double before, after;
        MoveClass expected;
    };
    const Case cases[] = {{60, 59, MoveClass::Excellent}, {60, 56.5, MoveClass::Good},  {60, 54, MoveClass::Inaccuracy},
                          {60, 49, MoveClass::Mistake},   {60, 44, MoveClass::Blunder}, {60, 70, MoveClass::Excellent}};
    for (const Case &c : cases) {
        const PlyReview r = judge(verdict(at(c.before), false, at(c.after), false));
        QVERIFY2(r.moveClass == c.expected, (std::to_string(c.before) + " -> " + std::to_string(c.after) + ": " +
                                             std::string(moveClassName(r.moveClass)))
                                                .c_str());
        QVERIFY(std::abs(r.loss - std::max(0.0, c.before - c.after)) < 0.7); // scores are whole points
        QCOMPARE(r.reason, MarkReason::WinChance);
        QCOMPARE(r.playedLine, std::vector<Move>({Move(2), Move(6)}));
    }
    const std::string words = moveReasonText(judge(verdict(at(60), false, at(44), false)));
    QVERIFY2(words.find("lost 1") == 0 && words.find(" points of win chance") != std::string::npos, words.c_str());
    // The best move loses nothing.
    PositionVerdict v = verdict(at(60), false, at(60), false);
    v.best = v.played = Move(2);
    PlyReview r = judge(v);
    QCOMPARE(r.moveClass, MoveClass::Best);
    QCOMPARE(r.reason, MarkReason::Best);
    QCOMPARE(r.loss, 0.0);
    // A move the search scores exactly as its best (a tie: Trails' R and D at the start) is one of the best moves.
    r = judge(verdict(at(60), false, at(60), false));
    QCOMPARE(r.moveClass, MoveClass::Best);
    QCOMPARE(r.reason, MarkReason::Best);
    QCOMPARE(r.best, Move(1));
    QCOMPARE(r.playedLine, std::vector<Move>({Move(2), Move(6)}));
    QVERIFY(judge(verdict(at(60), true, at(60), false)).moveClass != MoveClass::Best); // proven against not: no tie
    // A proven win (in 9 plies) given away for a proven draw: half the game lost.
    r = judge(verdict(kWinScore - 9, true, 0, true));
    QCOMPARE(r.winAfter, 50.0);
    QCOMPARE(r.moveClass, MoveClass::Blunder);
    QCOMPARE(r.reason, MarkReason::MissedWin);
    QCOMPARE(reasonMoves(r), 5);
    QVERIFY2(moveReasonText(r).find("missed a forced win in 5 moves") == 0, moveReasonText(r).c_str());
    // A proven win kept by a slower line the search did not prove: judged by the numbers, and said.
    r = judge(verdict(kWinScore - 9, true, at(99), false));
    QCOMPARE(r.moveClass, MoveClass::Excellent);
    QCOMPARE(r.reason, MarkReason::MissedWin);
    // A proven win kept by a proven slower one: nothing lost.
    r = judge(verdict(kWinScore - 3, true, kWinScore - 11, true));
    QCOMPARE(r.moveClass, MoveClass::Excellent);
    QCOMPARE(r.reason, MarkReason::KeepsWin);
    QCOMPARE(moveReasonText(r), std::string("still wins by force, in 6 moves"));
    // Walking into a proven loss (the opponent wins on its 2nd move after this one) from a position worth 40: a
    // blunder.
    r = judge(verdict(at(40), false, -(kWinScore - 4), true));
    QCOMPARE(r.moveClass, MoveClass::Blunder);
    QCOMPARE(r.reason, MarkReason::WalksIntoLoss);
    QCOMPARE(reasonMoves(r), 2);
    QVERIFY2(moveReasonText(r).find("walks into a forced loss in 2 moves") == 0, moveReasonText(r).c_str());
    // ... but from a position that was lost anyway (3 points), it loses only those 3 points: not a blunder.
    r = judge(verdict(at(3), false, -(kWinScore - 4), true));
    QCOMPARE(r.moveClass, MoveClass::Good);
    QCOMPARE(r.reason, MarkReason::WalksIntoLoss);
    // A proven loss made quicker: the game was already lost, nothing more to lose.
    r = judge(verdict(-(kWinScore - 10), true, -(kWinScore - 4), true));
    QCOMPARE(r.moveClass, MoveClass::Excellent);
    QCOMPARE(r.reason, MarkReason::AlreadyLost);
    QCOMPARE(r.loss, 0.0);
    // A proven win turned into a proven loss: the worst there is.
    r = judge(verdict(kWinScore - 5, true, -(kWinScore - 6), true));
    QCOMPARE(r.moveClass, MoveClass::Blunder);
    QCOMPARE(r.reason, MarkReason::WinIntoLoss);
    QCOMPARE(r.loss, 100.0);
    // A move that ends the game takes its result.
    r = judgePly(game, 1, 1, Move(2), verdict(at(60), false, at(60), false), Outcome::FirstWins);
    QCOMPARE(r.winAfter, 0.0);
    QCOMPARE(r.moveClass, MoveClass::Blunder);
    QCOMPARE(r.reason, MarkReason::WalksIntoLoss);
    QCOMPARE(reasonMoves(r), 1);
    // A forced move is never a mistake, and it carries the position's value.
    r = judgeForcedPly(game, 3, 0, Move(2), -(kWinScore - 4), true);
    QCOMPARE(r.moveClass, MoveClass::Best);
    QCOMPARE(r.reason, MarkReason::Forced);
    QCOMPARE(r.best, Move(2));
    QCOMPARE(r.winBefore, 0.0);
    QVERIFY(r.forced);
    for (int c = 0; c < kMoveClassCount; ++c)
        QCOMPARE(moveClassFromName(moveClassName(MoveClass(c))), std::optional<MoveClass>(MoveClass(c)));
    QVERIFY(!moveClassFromName("brilliant"));
    for (int c = 0; c <= int(MarkReason::AlreadyLost); ++c)
        QCOMPARE(markReasonFromName(markReasonName(MarkReason(c))), std::optional<MarkReason>(MarkReason(c)));
}

// A game of `plies` moves from an even position, the first side moving first, each move losing
// `loss(ply index, mover's chance before)` points of the mover's win chance.
static std::vector<PlyReview> gameOfLosses(int plies, const std::function<double(int, double)> &loss) {
    std::vector<PlyReview> game;
    double first = 50; // the first side's chance
    for (int i = 0; i < plies; ++i) {
        PlyReview p;
        p.side = i % 2;
        p.winBefore = p.side == 0 ? first : 100 - first;
        p.loss = loss(i, p.winBefore);
        p.winAfter = p.winBefore - p.loss;
        first = p.side == 0 ? p.winAfter : 100 - p.winAfter;
        game.push_back(p);
    }
    return game;
}

// lichess's accuracy: a move's from its loss (with lichess's point for the evaluation's imprecision), a side's the
// mean of the volatility-weighted mean and the harmonic mean; forced moves left out.
void TestReview::accuracy() {
    QCOMPARE(moveAccuracy(0), 100.0);
    QVERIFY(std::abs(moveAccuracy(10) - 64.6) < 0.1); // lichess: 103.1668 e^-0.4354 - 3.1669 + 1
    QCOMPARE(moveAccuracy(100), 0.0);
    std::vector<PlyReview> plies(6);
    for (std::size_t i = 0; i < plies.size(); ++i) {
        plies[i].side = int(i % 2);
        plies[i].loss = i % 2 ? 20 : 0;
        plies[i].winBefore = 50; // an open game: every move counts
        plies[i].winAfter = 50 - plies[i].loss;
        plies[i].moveClass = i % 2 ? MoveClass::Blunder : MoveClass::Best;
    }
    plies[5].forced = true; // does not count in the accuracy
    plies[5].loss = 0;
    plies[5].moveClass = MoveClass::Best;
    const auto sides = summarize(plies);
    QVERIFY(sides[0].accuracy > 99.9);
    const double a20 = moveAccuracy(20);
    QVERIFY(std::abs(sides[1].accuracy - a20) < 1e-9);
    QCOMPARE(sides[1].counts[std::size_t(MoveClass::Blunder)], 2);
    QCOMPARE(sides[1].counts[std::size_t(MoveClass::Best)], 1);
    QCOMPARE(sides[1].moves, 3);
    QCOMPARE(sides[0].counted, 3);
    QCOMPARE(sides[1].counted, 2); // the forced move is played, not counted
    qInfo("accuracy: a blunder of 20 points %.1f, two of them and a forced move %.1f", a20, sides[1].accuracy);

    // A side with only forced moves (or moves in a decided game) has counted 0: no accuracy (a dash, null), not 100.
    std::vector<PlyReview> forcedOnly = plies;
    for (std::size_t i = 1; i < forcedOnly.size(); i += 2)
        forcedOnly[i].forced = true;
    QCOMPARE(summarize(forcedOnly)[1].counted, 0);
    QCOMPARE(summarize(forcedOnly)[1].moves, 3);

    // A game that swings (one side blunders 30 points in a balanced game) against a decided game where the loser
    // loses 1 point a move: the weights make the blunder count, and the harmonic mean keeps it from hiding.
    const auto swung = summarize(gameOfLosses(40, [](int i, double) {
        return (i == 9) ? 30 : (i > 20 && i % 2) ? 1 : 0;
    }));
    QVERIFY(swung[0].accuracy > 99);
    QVERIFY2(swung[1].accuracy < 85, std::to_string(swung[1].accuracy).c_str());
    qInfo("accuracy: one 30-point blunder among 20 moves %.1f", swung[1].accuracy);

    // A game decided early and played on (Atoms: a random mover lost by ply 43 of 147): the moves of the decided
    // part, where nothing was left to lose or to win (within a point of 0 or of 100 before and after), do not count,
    // so a long tail does not lift the loser's accuracy towards 100; a move that throws a won game away still does.
    // The loser gives 5 points a move, then it is over.
    auto early = gameOfLosses(120, [](int i, double before) { return (i < 20 && i % 2) ? std::min(before, 5.0) : 0; });
    const auto decided = summarize(early);
    QVERIFY2(decided[1].accuracy < 85, std::to_string(decided[1].accuracy).c_str());
    QCOMPARE(decided[1].moves, 60);                                                // still counted as moves played
    QVERIFY2(decided[1].counted < 15, std::to_string(decided[1].counted).c_str()); // the decided tail is not
    QVERIFY(decided[0].accuracy > 99.9);
    early[100].winAfter = 0; // the winner turns the decided game into a loss: that counts
    early[100].loss = early[100].winBefore;
    QVERIFY(summarize(early)[0].accuracy < 90);
    qInfo("accuracy: 10 moves of 5 points, then 50 in a lost game: %.1f", decided[1].accuracy);
}

// A second review of the same game is answered from the cache: nothing is searched (the first progress report
// already counts every position), and the result is the same.
void TestReview::secondReviewFromTheCache() {
    auto state = startOf("atoms");
    Random random(5);
    std::vector<Move> moves;
    auto play = state->clone();
    for (int i = 0; i < 16 && !play->isOver(); ++i) {
        MoveList legal;
        play->legalMoves(legal);
        moves.push_back(legal[random.below(legal.size())]);
        play->play(moves.back());
    }
    const auto cache = std::make_shared<ReviewCache>();
    const Reviewer reviewer(ReviewOptions{"level:2", 2}, cache);
    std::string error;
    std::vector<std::pair<int, int>> reports;
    const auto started = std::chrono::steady_clock::now();
    const auto first = reviewer.review(
        *state, moves, nullptr, [&](int d, int t) { reports.emplace_back(d, t); }, error);
    const auto firstMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    QVERIFY2(first, error.c_str());
    // One search a ply with a choice (every ply of this game).
    QCOMPARE(reports.front(), std::make_pair(0, int(moves.size())));
    QCOMPARE(reports.back().first, reports.back().second);
    QCOMPARE(cache->size(), moves.size());
    reports.clear();
    const auto again = std::chrono::steady_clock::now();
    const auto second = reviewer.review(
        *state, moves, nullptr, [&](int d, int t) { reports.emplace_back(d, t); }, error);
    const auto secondMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - again).count();
    QVERIFY(second);
    QCOMPARE(reports.size(), std::size_t(1));
    QCOMPARE(reports.front().first, reports.front().second);
    QCOMPARE(second->plies.size(), first->plies.size());
    for (std::size_t i = 0; i < first->plies.size(); ++i) {
        QCOMPARE(second->plies[i].moveClass, first->plies[i].moveClass);
        QCOMPARE(second->plies[i].winBefore, first->plies[i].winBefore);
        QCOMPARE(second->plies[i].pv, first->plies[i].pv);
    }
    qInfo("atoms, %zu plies at level 2: first review %.0f ms, second %.1f ms", moves.size(), firstMs, secondMs);
    // Another budget is another verdict.
    const Reviewer other(ReviewOptions{"level:1", 1}, cache);
    QVERIFY(other.review(*state, moves, nullptr, {}, error));
    QVERIFY(cache->size() >= 2 * moves.size());
}

// A cancel ends the review at once: no result, and the searches stop within their next few hundred nodes.
void TestReview::cancelStopsAtOnce() {
    auto state = startOf("loa");
    Random random(9);
    std::vector<Move> moves;
    auto play = state->clone();
    for (int i = 0; i < 30 && !play->isOver(); ++i) {
        MoveList legal;
        play->legalMoves(legal);
        moves.push_back(legal[random.below(legal.size())]);
        play->play(moves.back());
    }
    const Reviewer reviewer(ReviewOptions{"level:6", 2}, std::make_shared<ReviewCache>());
    std::atomic<bool> cancel{true};
    std::string error;
    QVERIFY(!reviewer.review(*state, moves, &cancel, {}, error));
    QVERIFY(error.empty());

    cancel = false;
    std::optional<GameReview> result;
    std::chrono::steady_clock::time_point stopped;
    std::thread worker([&] { result = reviewer.review(*state, moves, &cancel, {}, error); });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    stopped = std::chrono::steady_clock::now();
    cancel = true;
    worker.join();
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - stopped).count();
    QVERIFY(!result);
    QVERIFY(error.empty());
    qInfo("level 6 review of %zu LOA plies cancelled after 300 ms: returned %.1f ms after the cancel", moves.size(),
          ms);
    // Bad options say why.
    const Reviewer random1(ReviewOptions{"random", 1});
    QVERIFY(!random1.review(*state, moves, nullptr, {}, error));
    QVERIFY2(error.find("does not search") != std::string::npos, error.c_str());
    QVERIFY(!Reviewer(ReviewOptions{"level:9", 1}).check().empty());
    QVERIFY(Reviewer(ReviewOptions{"mcts:2", 1}).check().empty());
}

// The review goes into the move comments and comes back from the file's text; a move's own comment stays, a file
// without the review has none, and a damaged command is an error naming its line.
void TestReview::reviewInRecordComments() {
    RecordError error;
    auto games = loadRecordFile(std::string(GAMUT_TEST_DATA_DIR) + "/records/loa-finished.gamut", error);
    QVERIFY2(games, error.text().c_str());
    const ReplayedGame &game = games->back();
    std::string why;
    const Reviewer reviewer(ReviewOptions{"level:1", 2}, std::make_shared<ReviewCache>());
    const auto review = reviewer.review(*game.start, game.moves, nullptr, {}, why);
    QVERIFY2(review, why.c_str());
    QVERIFY(!readReviewComments(game, "loa-finished.gamut", error));
    QVERIFY(error.message.empty());

    GameRecord record = canonicalRecord(game);
    const std::string ownComment = record.moves[0].comment;
    QVERIFY(!ownComment.empty()); // "the first move"
    writeReviewComments(record, *game.start, *review);
    writeReviewComments(record, *game.start, *review); // again: replaces, never repeats
    const std::string text = writeRecord(record);
    QCOMPARE(record.tag("Review"), std::string("level:1"));
    const auto reread = loadRecordText(text, "reviewed.gamut", error);
    QVERIFY2(reread, error.text().c_str());
    QCOMPARE(withoutReviewCommand(reread->back().comments[0]), ownComment);
    const auto back = readReviewComments(reread->back(), "reviewed.gamut", error);
    QVERIFY2(back, error.text().c_str());
    QCOMPARE(back->plies.size(), review->plies.size());
    QCOMPARE(back->engine, std::string("level:1"));
    for (std::size_t i = 0; i < review->plies.size(); ++i) {
        const PlyReview &a = review->plies[i], &b = back->plies[i];
        QCOMPARE(b.moveClass, a.moveClass);
        QVERIFY(std::abs(b.winBefore - a.winBefore) <= 0.05);
        QVERIFY(std::abs(b.winAfter - a.winAfter) <= 0.05);
        QCOMPARE(b.best, a.best);
        QCOMPARE(b.pv, a.pv);
        QCOMPARE(b.side, a.side);
    }
    for (int side = 0; side < 2; ++side) {
        QCOMPARE(back->sides[std::size_t(side)].counts, review->sides[std::size_t(side)].counts);
        QVERIFY(std::abs(back->sides[std::size_t(side)].accuracy - review->sides[std::size_t(side)].accuracy) < 0.2);
    }
    qInfo("%s", text.substr(text.find("\n\n") + 2, 240).c_str());

    // A damaged class is an error at the move's line.
    std::string damaged = text;
    const auto at = damaged.find("[%review ", damaged.find("[%review ") + 1);
    damaged.replace(at, 9, "[%review brilliant ");
    const auto loaded = loadRecordText(damaged, "damaged.gamut", error);
    QVERIFY(loaded);
    QVERIFY(!readReviewComments(loaded->back(), "damaged.gamut", error));
    QCOMPARE(error.line, loaded->back().record.moves[1].line);
    QVERIFY2(error.text().find("damaged.gamut:") == 0 &&
                 error.text().find("ply 2: unknown class 'brilliant'") != std::string::npos,
             error.text().c_str());
}

QTEST_GUILESS_MAIN(TestReview)
#include "test_review.moc"
