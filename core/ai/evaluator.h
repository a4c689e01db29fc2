// The link between a game's Position and its evaluation: a specialisation of Evaluator<Position> in the game's
// own folder (core/games/<id>/ai/eval.h). The search engine only ever talks to this trait, never to a game.
//
// A specialisation provides:
//   static int evaluate(const P &pos);            // the position's value for the player to move; about
//                                                 // kUnit points for a small but clear advantage
//   static constexpr int kUnit;                   // the size of that small advantage (scales the levels' noise)
//   static constexpr std::uint64_t kLevelNodes;   // nodes a level-3 search visits (about 0.5 s here)
//   static constexpr int kBenchDepth;             // depth of the fixed search benchmark
// and optionally:
//   static int orderMove(const P &pos, Move m);   // a cheap guess of the move's merit: higher is tried first
//   static int remainingPlies(const P &pos);      // an upper bound on the plies left in the game; a search
//                                                 // at least that deep is exact (the endgame solver)
//   static constexpr bool kLateMoveReductions;    // false turns reductions off for this game
//   static bool isNoisy(const P &pos, Move m);    // a move that changes the balance at once (a capture): the
//                                                 // search follows such moves past its depth (quiescence)
//   static constexpr int kQuiescencePlies;        // how far it follows them (default 4)
//   static constexpr std::array<int, 6> kLevelDepths; // a depth cap per level 1..6 (0 = none), for games
//                                                 // that a node budget alone would play perfectly too early
//   static constexpr std::array<std::uint64_t, 6> kLevelNodeCaps; // a node cap per level 1..6 (0 = the default
//                                                 // budget), for levels set by depth caps: it bounds their slowest
//                                                 // moves, where the capped depth costs many times its usual nodes
//   static constexpr std::array<int, 6> kLevelNoise; // the evaluation noise per level 1..6, in tenths of kUnit,
//                                                 // for a game whose levels need other steps than the default
//   static constexpr int kSolvePlies;             // the top levels solve endgames of at most this many plies
//                                                 // (by remainingPlies) whatever their node budget
//   static constexpr int kReviewSolvePlies;       // the review solves endgames of at most this many plies (by
//                                                 // remainingPlies) whatever its node budget: the proven end of a
//                                                 // game whose level-3 horizon cannot judge it
//   static double winChanceScale(const P &pos);   // the win-chance curve's scale in this position, for a game
//                                                 // whose scores mean more or less as it goes on (its phase);
//                                                 // default kWinChanceScale everywhere
//   static constexpr int kReviewProofFactor;      // the review's judge searches this many times its node budget
//                                                 // once one of the two moves it compares is proven and the other
//                                                 // is not (SearchParams::proofFactor): for a game whose proofs
//                                                 // come a little beyond the review's budget
//   static constexpr int kReviewSettlePercent;    // the review's judge searches the best and the judged move
//                                                 // deeper, with up to this share (percent) of its node budget
//                                                 // more, where the loss lies between an inaccuracy and a mistake
//                                                 // (SearchParams::settlePercent): for a game whose deeper search
//                                                 // calls such moves mistakes
//   static constexpr int kReviewSettlePlies;      // ... by at most this many plies (default 1)
//   static int levelNodesPercent(const P &root); // the share of a level's node budget, in percent, that a search
//                                                 // from `root` gets: for a game whose nodes cost more as the board
//                                                 // fills, so that a level's answer time stays even (a fixed
//                                                 // function of the position: levels stay deterministic)
//   static constexpr PerftWorkload kBenchPerft[]; // `gamut-cli bench`'s perft runs (benchdata.h): variants and
//                                                 // depths (default: none)
//   static const std::vector<BenchPosition> &benchPositions(); // `bench --levels`' fixed positions (benchdata.h),
//                                                 // written by tools/bench-positions.py into the game's
//                                                 // eval_bench.cpp from games of the kBenchPerft variants
//   static std::span<const AlternativePlayer> alternativePlayers(); // whole other AIs of this game, such as the
//                                                 // original program's player (alternatives.h; default: none)
#pragma once

#include "../gamerules.h"
#include "alternatives.h"
#include "benchdata.h"
#include "searchtypes.h"

#include <array>
#include <concepts>
#include <cstdint>
#include <iterator>
#include <span>
#include <vector>

namespace gamut {

// Declared, never defined: every game specialises it in its own eval.h, which its eval_engine.cpp brings to the
// search (gamesearch.h). A game without one fails to compile instead of searching with a silent zero evaluation.
template <class P> struct Evaluator;

// What every specialisation must provide (the first four members above).
template <class P>
concept CompleteEvaluator = requires(const P p) {
    { Evaluator<P>::evaluate(p) } -> std::convertible_to<int>;
    { Evaluator<P>::kUnit } -> std::convertible_to<int>;
    { Evaluator<P>::kLevelNodes } -> std::convertible_to<std::uint64_t>;
    { Evaluator<P>::kBenchDepth } -> std::convertible_to<int>;
};

template <class P>
concept HasMoveOrder = requires(const P p, Move m) {
    { Evaluator<P>::orderMove(p, m) } -> std::convertible_to<int>;
};
template <class P>
concept HasRemainingPlies = requires(const P p) {
    { Evaluator<P>::remainingPlies(p) } -> std::convertible_to<int>;
};
template <class P>
concept HasNoisyMoves = requires(const P p, Move m) {
    { Evaluator<P>::isNoisy(p, m) } -> std::convertible_to<bool>;
};
template <class P>
concept HasLevelNodesPercent = requires(const P p) {
    { Evaluator<P>::levelNodesPercent(p) } -> std::convertible_to<int>;
};
template <class P>
concept HasBenchPerft = requires {
    std::size(Evaluator<P>::kBenchPerft);
};
template <class P>
concept HasBenchPositions = requires {
    { Evaluator<P>::benchPositions() } -> std::same_as<const std::vector<BenchPosition> &>;
};
template <class P>
concept HasAlternativePlayers = requires {
    { Evaluator<P>::alternativePlayers() } -> std::convertible_to<std::span<const AlternativePlayer>>;
};

template <class P> constexpr bool usesLateMoveReductions() {
    if constexpr (requires { Evaluator<P>::kLateMoveReductions; })
        return Evaluator<P>::kLateMoveReductions;
    return true;
}

template <class P> constexpr int quiescencePliesOf() {
    if constexpr (requires { Evaluator<P>::kQuiescencePlies; })
        return Evaluator<P>::kQuiescencePlies;
    return 4;
}

// The depth cap of `level` (1..6) for this game, 0 for none.
template <class P> constexpr int levelDepthOf(int level) {
    if constexpr (requires { Evaluator<P>::kLevelDepths; })
        return Evaluator<P>::kLevelDepths[std::size_t(level - 1)];
    return 0;
}

// The node cap of `level` (1..6) for this game, 0 for the default budget.
template <class P> constexpr std::uint64_t levelNodeCapOf(int level) {
    if constexpr (requires { Evaluator<P>::kLevelNodeCaps; })
        return Evaluator<P>::kLevelNodeCaps[std::size_t(level - 1)];
    return 0;
}

// The evaluation noise of `level` (1..6) in tenths of the game's unit, or -1 for the default of that level.
template <class P> constexpr int levelNoiseOf(int level) {
    if constexpr (requires { Evaluator<P>::kLevelNoise; })
        return Evaluator<P>::kLevelNoise[std::size_t(level - 1)];
    return -1;
}

template <class P> constexpr int reviewSolvePliesOf() {
    if constexpr (requires { Evaluator<P>::kReviewSolvePlies; })
        return Evaluator<P>::kReviewSolvePlies;
    return 0;
}

template <class P> constexpr int reviewProofFactorOf() {
    if constexpr (requires { Evaluator<P>::kReviewProofFactor; })
        return Evaluator<P>::kReviewProofFactor;
    return 0;
}

template <class P> constexpr int reviewSettlePercentOf() {
    if constexpr (requires { Evaluator<P>::kReviewSettlePercent; })
        return Evaluator<P>::kReviewSettlePercent;
    return 0;
}

template <class P> constexpr int reviewSettlePliesOf() {
    if constexpr (requires { Evaluator<P>::kReviewSettlePlies; })
        return Evaluator<P>::kReviewSettlePlies;
    return 1;
}

template <class P> constexpr int solvePliesOf() {
    if constexpr (requires { Evaluator<P>::kSolvePlies; })
        return Evaluator<P>::kSolvePlies;
    return 0;
}

} // namespace gamut

namespace gamut {

// The score scale of the game's win-chance curve (winchance.h): every game states its own, fitted on self-play.
template <class P> constexpr double winChanceScaleOf() {
    static_assert(
        requires { Evaluator<P>::kWinChanceScale; },
        "Evaluator<P>::kWinChanceScale is missing: run tools/calibrate-winchance.py for this game");
    return Evaluator<P>::kWinChanceScale;
}

// The scale in `pos`: the game's phase-dependent one where it states it, else kWinChanceScale.
template <class P> double winChanceScaleIn(const P &pos) {
    if constexpr (requires { Evaluator<P>::winChanceScale(pos); })
        return Evaluator<P>::winChanceScale(pos);
    else
        return winChanceScaleOf<P>();
}

} // namespace gamut
