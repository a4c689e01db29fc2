// The computer player's view of an AddTraction position (see core/ai/evaluator.h for the contract).
//
// Strategy: the game is decided by the sign of the final sum, and every empty field will be set one day to the sum
// of its neighbours at that time. So a position is worth its score plus what its empty fields are about to add,
// counted for the side whose colour they carry now; the side to move also gets to pick the best of them first.
// Values grow exponentially when both sides feed one area, so the estimate is compressed (logarithmically above
// a small linear range) to keep evaluations comparable across the whole game.
#pragma once

#include "core/ai/evaluator.h"
#include "core/games/addtraction/addtraction.h"

namespace gamut {

namespace addtraction_eval {
// Monotonic compression of a signed game value into evaluation points (100 per point while small).
int compress(std::int64_t value);
int evaluate(const AddTractionPosition &pos);
} // namespace addtraction_eval

template <> struct Evaluator<AddTractionPosition> {
    static constexpr int kUnit = 100;
    // The win-chance curve's scale (core/ai/winchance.h), fitted by tools/calibrate-winchance.py on level-3 self-play,
    // 12,180 unproven positions.
    static constexpr double kWinChanceScale = 3590.0;
    // Levels 1-5 stop at their depth caps first; level 6 (20 times this) thinks about 5 s in the opening.
    static constexpr std::uint64_t kLevelNodes = 1'000'000;
    static constexpr int kBenchDepth = 10;
    // The benchmarks (core/ai/benchdata.h): perft from the start, and the level benchmark's fixed
    // positions from reference games of the same variants (eval_bench.cpp, by tools/bench-positions.py).
    static constexpr PerftWorkload kBenchPerft[] = {{"standard", 5}};
    static const std::vector<BenchPosition> &benchPositions();
    static constexpr int kSolvePlies = 16; // a few million nodes: about two seconds
    // The first player wins nearly every game between two players that search a few plies, so node budgets alone
    // leave levels 2 to 4 even (10-10 over 20 games, level 3 against 2). Depth caps keep the lower levels fallible;
    // odd depths (ending on the mover's own ply) play better here than the even depth above them. 100 games a pair
    // with 4-ply random openings: levels 2/1 85-15, 3/2 76-24, 4/3 69-31 (caps 4 and 6 for levels 3 and 4: 61-39
    // and 56-44), 5/4 65-35 (level 5 at depth 11 instead: 64-36, for twice the time).
    static constexpr std::array<int, 6> kLevelDepths = {1, 3, 5, 7, 10, 0};
    // A capped depth costs far more in the opening (30 fields to choose from) than in the middle game: these caps,
    // about twice the median nodes of levels 4 and 5 over `bench --levels addtraction`, keep their slowest move
    // within three times their median (see README).
    static constexpr std::array<std::uint64_t, 6> kLevelNodeCaps = {0, 0, 0, 30'000, 375'000, 0};

    static int evaluate(const AddTractionPosition &pos) { return addtraction_eval::evaluate(pos); }
    // The field's value to the mover: good fields first (the best first), fields for the opponent last.
    static int orderMove(const AddTractionPosition &pos, Move m) {
        const std::int64_t v = pos.valueIfSet(int(m));
        return addtraction_eval::compress(pos.turn() == 0 ? v : -v);
    }
    // Every empty field will be set: the game has exactly that many plies left.
    static int remainingPlies(const AddTractionPosition &pos) { return pos.countLegalMoves(); }
};

} // namespace gamut
