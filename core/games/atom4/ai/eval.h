// The computer player's view of an Atom-4 position (see core/ai/evaluator.h for the contract).
//
// Strategy: a player wins with four of their goal colour in a row (white for the first player, black for the
// second), and goal pieces only appear where a placement mixes into an existing piece. So the evaluation looks at
// every window of four consecutive cells along the three lines: a window still open to a player (it holds none
// of the opponent's goal colour) is worth more the more goal pieces it holds, and more again for each piece one
// mix away from the goal colour (a two-primary colour for white, a one-primary colour for black): three goal
// pieces and a near one is a threat of four. Runs of the mover's own goal colour are also its propagator lines:
// a placement passes through them, so pieces buried behind them stay within reach. A near piece that no placement
// of its player can reach any more (no empty cell beside it, nor past their propagators) closes its windows to
// them: without this the windows of a filling board promise wins that cannot come.
// Threats of four are counted exactly: the legal cells where a player's next colour, passed along their
// propagators, would turn a piece into their goal colour on a run of four (one of the mover's wins at once; two
// of the opponent's are only fatal when no single reply stops them all, since one placement changes up to six
// cells: that is checked by trying every reply). Moves are ordered by what they change: creating goal pieces first,
// then destroying the opponent's.
#pragma once

#include "core/ai/evaluator.h"
#include "core/games/atom4/atom4.h"

#include <algorithm>

namespace gamut {

namespace atom4_eval {
int evaluate(const Atom4Position &pos);
int orderMove(const Atom4Position &pos, Move m);
bool makesGoalPiece(const Atom4Position &pos, Move m);
// The threats of four of `player` (0 first, 1 second) for the colour they place next, counting at most two.
int threatsOf(const Atom4Position &pos, int player);
// Whether the player to move has a move after which the other player has no threat of four left.
bool canParryAll(const Atom4Position &pos);
// Whether a placement of `player` could still change `cell` (now or later): past their propagators, along one of
// the six directions, lies an empty cell. A near piece no placement can reach is dead.
bool canReach(const Atom4Position &pos, int player, int cell);
} // namespace atom4_eval

template <> struct Evaluator<Atom4Position> {
    static constexpr int kUnit = 100;
    // The win-chance curve's scale (core/ai/winchance.h), fitted by tools/calibrate-winchance.py at the review's
    // level: 350 of 700 level-2 self-play games, 6 plies of each judged by the level-3 review (2,044 unproven
    // positions); held out, the other 350 games' 2,029 positions are at most 4.9 points off in a bucket (1,500, fitted
    // on level-2 reviews before, was 5.5 off). Most games are draws (392 of 700), so the curve is flat.
    static constexpr double kWinChanceScale = 2545.0;
    static constexpr std::uint64_t kLevelNodes = 400'000;
    static constexpr int kBenchDepth = 7;
    // The benchmarks (core/ai/benchdata.h): perft from the start (the rules' goal: under 1 s), and the level
    // benchmark's fixed positions from reference games of the same variants (eval_bench.cpp, by
    // tools/bench-positions.py).
    static constexpr PerftWorkload kBenchPerft[] = {{"standard", 10}};
    static const std::vector<BenchPosition> &benchPositions();
    static std::span<const AlternativePlayer> alternativePlayers(); // the original's player (classic.h)

    static int evaluate(const Atom4Position &pos) { return atom4_eval::evaluate(pos); }
    static int orderMove(const Atom4Position &pos, Move m) { return atom4_eval::orderMove(pos, m); }
    // A move that makes a goal piece may complete a run: the search follows such moves past its depth.
    static bool isNoisy(const Atom4Position &pos, Move m) { return atom4_eval::makesGoalPiece(pos, m); }
    static constexpr int kQuiescencePlies = 2;
    // Measured: reductions lose tactics here (no reductions won 3-1-6 at equal nodes, and 6-0 against
    // atom4-classic:4 where reductions scored 5-1).
    static constexpr bool kLateMoveReductions = false;
    // Defence is easy here (one placement changes up to six cells): level 2 searching 4-5 plies drew 4 of 5 games
    // against level 3. At 2 plies it lost 83 and drew 17 of 100 games against level 3, and beat level 1 (1 ply)
    // 93-1-6 (100 games each, 4-ply random openings).
    static constexpr std::array<int, 6> kLevelDepths = {1, 2, 0, 0, 0, 0};
    // A node late in a round costs about twice one in its opening (more pieces to evaluate, more threats to
    // test): `bench --levels atom4 --level 3 --each` measured 0.6-0.8 us a node up to ply 40, 0.9-1.1 us around
    // ply 100 and 1.2-1.5 us after ply 150. So a level's budget follows the pieces on the board: 150% on an empty
    // board down to 100% at 100 pieces, 100% up to 120, then down to 78% at 180 pieces and after. Each level then
    // answers in an even time over the whole round, and the middle game keeps the budget it had.
    static int levelNodesPercent(const Atom4Position &pos) {
        const int pieces = Atom4Position::kCells - pos.emptyCells();
        if (pieces <= 100)
            return 150 - pieces / 2;
        if (pieces <= 120)
            return 100;
        return 100 - std::min(pieces - 120, 60) * 22 / 60;
    }
};

} // namespace gamut
