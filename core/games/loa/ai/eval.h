// The computer player's view of a Lines of Action position (see core/ai/evaluator.h for the contract).
//
// Strategy (after Winands' MIA and the LOA literature): the side whose pieces are closer to forming one group is
// better. Measured per side and compared: concentration (distance of the pieces from their centre of mass, against
// the least possible for that many pieces), the number of separate groups, centralisation (pieces and their
// centre of mass near the middle of the board, away from the edges), quads (2x2 windows with three or four own
// pieces: the building blocks of a solid group) and mobility (moves, captures counting more, moves onto the edge
// less).
#pragma once

#include "core/ai/evaluator.h"
#include "core/games/loa/loa.h"

namespace gamut {

namespace loa_eval {
int evaluate(const LoaPosition &pos);
int orderMove(const LoaPosition &pos, Move m);
} // namespace loa_eval

template <> struct Evaluator<LoaPosition> {
    static constexpr int kUnit = 100;
    // The win-chance curve's scale (core/ai/winchance.h), fitted by tools/calibrate-winchance.py on level-2 self-play
    // reviewed at level 2 (1,031 unproven positions; level 3 took too long here).
    static constexpr double kWinChanceScale = 80.0;
    static constexpr std::uint64_t kLevelNodes = 800'000;
    // The review settles a loss between an inaccuracy and a mistake one ply deeper (SearchParams::settlePercent):
    // level 3 called 6.6-9.7-point losses inaccuracies that level 5 calls 10-22-point mistakes (issue 36).
    static constexpr int kReviewSettlePercent = 100;
    static constexpr int kBenchDepth = 6;
    // The benchmarks (core/ai/benchdata.h): perft from the start (the rules' goal: under 0.5 s), and the level
    // benchmark's fixed positions from reference games of the same variants (eval_bench.cpp, by
    // tools/bench-positions.py).
    static constexpr PerftWorkload kBenchPerft[] = {{"standard", 5}};
    static const std::vector<BenchPosition> &benchPositions();
    // The first player wins most games between equal searches here, and three times the nodes buys about one ply:
    // with the default noise (a fifth of a unit) level 4 beat level 3 in only 61 of 101 games, with half a unit in
    // 64 of 100. Level 3 plays with a whole unit, as level 2 does: level 4 against 3 77-23, level 3 against 2 87-13
    // (100 games each, 4-ply random openings).
    static constexpr std::array<int, 6> kLevelNoise = {40, 10, 10, 1, 1, 1};

    static int evaluate(const LoaPosition &pos) { return loa_eval::evaluate(pos); }
    static int orderMove(const LoaPosition &pos, Move m) { return loa_eval::orderMove(pos, m); }
    // Captures change the balance at once: the search follows them past its depth.
    static bool isNoisy(const LoaPosition &pos, Move m) {
        return m != LoaPosition::kPass && (pos.pieces(pos.turn() ^ 1) >> LoaPosition::moveTo(m) & 1);
    }
};

} // namespace gamut
