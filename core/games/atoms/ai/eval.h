// The computer player's view of an Atoms (Chain Reaction) position (see core/ai/evaluator.h for the contract).
//
// Strategy: atoms are only safe where no enemy cell is about to explode next to them. A cell one atom short of
// its critical mass ("critical") is a loaded gun: next to an enemy cell it threatens to take it, and whoever
// moves first fires first. So per side: atoms, plus for every safe cell a bonus for corners and edges (fewer
// neighbours to be attacked from) and for being loaded, minus for every cell under an enemy gun (more the less it
// holds); chains of adjacent loaded cells (chain potential) count extra, since one shot fires them all. The side
// to move gets a bonus when one of its loaded cells touches an enemy cell: it fires first.
#pragma once

#include "core/ai/evaluator.h"
#include "core/games/atoms/atoms.h"

namespace gamut {

namespace atoms_eval {
int evaluate(const AtomsPosition &pos);
int orderMove(const AtomsPosition &pos, Move m);
double winChanceScale(const AtomsPosition &pos);
} // namespace atoms_eval

template <> struct Evaluator<AtomsPosition> {
    static constexpr int kUnit = 100;
    // The win-chance curve's scale (core/ai/winchance.h), fitted by tools/calibrate-winchance.py on level 2 against
    // level 1 reviewed at level 2 (2,330 unproven positions: equal levels seldom finish a game).
    static constexpr double kWinChanceScale = 54.0;
    // ... and in the opening a flatter curve (atoms_eval::winChanceScale, by the plies played): there a level-3 score
    // of a few dozen points says little about who wins (issue 36: opening moves called 20-40-point blunders that
    // playouts between equal levels show lose nothing).
    static double winChanceScale(const AtomsPosition &pos) { return atoms_eval::winChanceScale(pos); }
    // Level 3: 0.3-0.6 s a move over a whole game (the chains of the middle game make nodes dearer than at the start).
    static constexpr std::uint64_t kLevelNodes = 800'000;
    static constexpr int kBenchDepth = 7;
    // The benchmarks (core/ai/benchdata.h): perft from the start (the rules' goal: tutorial 5 under 3 s), and the level
    // benchmark's fixed positions from reference games of the same variants (eval_bench.cpp, by
    // tools/bench-positions.py).
    static constexpr PerftWorkload kBenchPerft[] = {{"tutorial", 5}, {"classic", 4}};
    static const std::vector<BenchPosition> &benchPositions();

    static int evaluate(const AtomsPosition &pos) { return atoms_eval::evaluate(pos); }
    static int orderMove(const AtomsPosition &pos, Move m) { return atoms_eval::orderMove(pos, m); }
    // An explosion into enemy cells changes the balance at once: the search follows it past its depth.
    static bool isNoisy(const AtomsPosition &pos, Move m) { return atoms_eval::orderMove(pos, m) > 0; }
};

} // namespace gamut
