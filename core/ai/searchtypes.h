// What a search is asked for and what it answers: shared by the engine, the players, the CLI and the UI.
#pragma once

#include "../move.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gamut {

// Scores are from the point of view of the player to move. A won game scores kWinScore minus its distance in
// plies, so that a quicker win is better and a later loss less bad; evaluations stay well inside kEvalLimit.
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kMaxPly = 128; // deepest line the search follows (also its largest depth)
inline constexpr int kInfinity = kWinScore + 1;
inline constexpr int kEvalLimit = kWinScore / 2;

constexpr bool isWinScore(int score) { return score >= kWinScore - kMaxPly; }
constexpr bool isLossScore(int score) { return score <= -(kWinScore - kMaxPly); }
constexpr bool isDecisiveScore(int score) { return isWinScore(score) || isLossScore(score); }
// Plies to the end of the game for a decisive score.
constexpr int pliesToEnd(int score) { return kWinScore - (score < 0 ? -score : score); }

// Any limit left at 0 is not used; all three at 0 means "search until proven or stopped".
// With only depth and/or nodes the search is deterministic (the same answer on every run and machine);
// a time limit makes it depend on the machine.
struct SearchLimits {
    int depth = 0;
    int movetimeMs = 0;
    std::uint64_t nodes = 0;
};

// How a player wants the engine to search: its limits, and the noise that makes weaker levels weaker and
// games of equal players differ. The noise is a fixed function of (position, seed): deterministic.
struct SearchParams {
    SearchLimits limits;
    int noise = 0; // evaluation noise amplitude, in evaluation points
    std::uint64_t seed = 0;
    // When the game has at most this many plies left (by its evaluator's bound), the node budget no longer
    // applies: the search goes on until the result is proven (a time budget and a cancel still stop it).
    int solvePlies = 0;
    // The judge (search_judge.h) only: once one of the two moves it compares is proven and the other is not, its
    // node budget grows this many times, so that a mark does not come from a proof found for one move and not yet
    // for the other (0 or 1: no growth).
    int proofFactor = 0;
    // The judge only: where the win chance the judged move loses against the best (on the curve of scale
    // settleScale, from the scores settled over the last two depths) lies in [settleLow, settleHigh), the line
    // between two marks, both moves alone are searched deeper, ply by ply up to settlePlies more plies, with up to
    // settlePercent percent of the node budget more, until both are proven, and settled over the last two depths so
    // reached: the mark then rests on deeper scores where a few points decide it (LOA: level 3 called moves
    // inaccuracies that level 5 calls mistakes; Trails: a proof just beyond the budget; issue 36). 0: never.
    int settlePercent = 0;
    int settlePlies = 1;
    double settleScale = 0, settleLow = 0, settleHigh = 0;
    // The node limit is a level's budget: the game may scale it by the position (Evaluator::levelNodesPercent),
    // so that a level answers in an even time over a whole game where nodes cost more as the board fills.
    bool levelBudget = false;
    // Parts of the search that can be switched off, to measure what each is worth (both on in play).
    bool quiescence = true; // follow noisy moves past the depth
    bool reductions = true; // late move reductions
    // The second engine: Monte Carlo tree search with a solver (mcts.h) instead of alpha-beta.
    bool monteCarlo = false;
};

struct SearchProgress {
    int depth = 0; // the last finished iteration
    int score = 0; // its score, for the player to move
    std::uint64_t nodes = 0;
    int timeMs = 0;
    Move bestMove = kNoMove;
    std::vector<Move> pv; // principal variation, bestMove first
};

struct SearchResult {
    Move move = kNoMove; // kNoMove only when the game is over
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    int timeMs = 0;
    std::vector<Move> pv;
    bool proven = false; // the score is the exact game value (a forced win or loss, or a solved draw)
};

// One move judged against the best one (Engine::judge): both scored exactly by one search at the same depths, each
// score settled over the last two finished iterations (their mean; a proven score as it is), for the player to move.
// What the review and the coach compare; see search_judge.h.
struct JudgedMove {
    Move best = kNoMove;  // kNoMove only when the game is over
    std::vector<Move> pv; // the best line, the best move first
    int bestScore = 0;
    bool bestProven = false;
    Move played = kNoMove;        // the judged move (kNoMove when it was not legal there: then only the best is known)
    std::vector<Move> playedLine; // its line: the judged move, then the replies the search expects
    int playedScore = 0;
    bool playedProven = false;
    int bestLastScore = 0, playedLastScore = 0; // the last finished iteration's own scores, before settling
    int depth = 0;                              // the last finished iteration
    std::uint64_t nodes = 0;
    int timeMs = 0;
};

// Called on the searching thread after every finished iteration (and when the best move changes).
using ProgressCallback = std::function<void(const SearchProgress &)>;

} // namespace gamut

namespace gamut {

// Multi-PV: the best few root moves, each with its exact score (for the player to move) and its line.
inline constexpr int kMaxPvLines = 5;

struct PvLine {
    Move move = kNoMove;
    int score = 0;
    std::vector<Move> pv; // move first
    bool proven = false;  // the score is the exact game value
};

struct MultiPvResult {
    std::vector<PvLine> lines; // best first; at most the lines asked for, fewer when there are fewer moves
    int depth = 0;             // the last finished iteration
    std::uint64_t nodes = 0;
    int timeMs = 0;
};

// Called on the searching thread after every finished iteration with all its lines.
using MultiPvCallback = std::function<void(const MultiPvResult &)>;

} // namespace gamut
