// The computer player's view of a Trails and Towers position (see core/ai/evaluator.h for the contract).
//
// Strategy: a trail that runs out of room loses, and towers win outright. So the evaluation floods the free cells
// from both heads (a breadth-first search, one cell per step as turning moves go) and counts the cells each head
// reaches first (a Voronoi split of the free space: once the trails are walled apart it is simply who has more
// room), and it races for the towers: a tower one head reaches sooner counts for it, taken towers count more,
// and enough towers in reach to pass half of them counts as nearly won.
#pragma once

#include "core/ai/evaluator.h"
#include "core/games/trails/trails.h"

namespace gamut {

namespace trails_eval {
int evaluate(const TrailsPosition &pos);
} // namespace trails_eval

template <> struct Evaluator<TrailsPosition> {
    static constexpr int kUnit = 100;
    // The win-chance curve's scale (core/ai/winchance.h), fitted by tools/calibrate-winchance.py on level-3 self-play,
    // 12,341 unproven positions.
    static constexpr double kWinChanceScale = 647.0;
    static constexpr std::uint64_t kLevelNodes = 2'000'000;
    static constexpr int kBenchDepth = 21;
    // The benchmarks (core/ai/benchdata.h): perft from the start (the rules' goal: under 1 s), and the level
    // benchmark's fixed positions from reference games of the same variants (eval_bench.cpp, by
    // tools/bench-positions.py).
    static constexpr PerftWorkload kBenchPerft[] = {{"classic", 22}};
    static const std::vector<BenchPosition> &benchPositions();
    // Without caps every level from 2 up plays the classic board perfectly (the engine solves it from the start:
    // a first-player win in 33 plies), and no level could beat another. With these caps, 100 games a pair with
    // 4-ply random openings: levels 2/1 74-26, 3/2 88-12, 4/3 72-28, 5/4 76-24 (caps 7 and 10 for levels 3 and 4
    // gave only 59-41).
    static constexpr std::array<int, 6> kLevelDepths = {2, 4, 7, 11, 15, 0};
    // A capped depth costs ten times more nodes in the opening than late in a game, and the uncapped level 6
    // solves most positions in a few hundred thousand nodes but not some openings (40 M nodes, 12 s): these caps,
    // about twice the median nodes of each level over `bench --levels trails`, keep each level's slowest move
    // within three times its median (see README).
    static constexpr std::array<std::uint64_t, 6> kLevelNodeCaps = {0, 0, 0, 3'000, 11'000, 250'000};
    // The review's level-3 budget (2 M nodes) proves most positions of a game, but often one of the two moves it
    // compares and not the other: a proven win against the evaluation's 50% was a 50-point "blunder" that level 6
    // (40 M nodes) calls no loss at all (issue 36: 10 of 14 flags false). The other proof took 11 to 27 M nodes in
    // the games of issue 36 (8 times the budget proved one of three): 16 times proves them (test_trails_judge).
    static constexpr int kReviewProofFactor = 16;
    // A loss between an inaccuracy and a mistake is settled deeper, up to the proof extension's budget, until both
    // moves are proven (SearchParams::settlePercent): after R U, R lost 7.4 points at level 3 with both moves
    // unproven, and level 6 proves that D wins and R does not (issue 36's one missed Trails mistake).
    static constexpr int kReviewSettlePercent = 100 * (kReviewProofFactor - 1); // 16 times in all
    static constexpr int kReviewSettlePlies = 64;

    static int evaluate(const TrailsPosition &pos) { return trails_eval::evaluate(pos); }
};

} // namespace gamut
