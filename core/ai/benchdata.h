// What a game's own folder tells the benchmarks (its Evaluator's kBenchPerft and benchPositions(), see
// evaluator.h): plain data, so that neither the benchmarks nor the command line name a game.
#pragma once

namespace gamut {

// `gamut-cli bench`: perft from the start of `variant` to `depth`, the same work on every run.
struct PerftWorkload {
    const char *variant;
    int depth;
};

// `gamut-cli bench --levels`: per game 10 opening, 10 middle and 10 late positions of the reference games
// (/work/shared/oracle/<game>.jsonl), picked by tools/bench-positions.py into the game's eval_bench.cpp: a
// variant and the moves that lead to the position from its start, so the program needs no file at run time.
enum class BenchPhase { Opening, Middle, Late };
inline constexpr BenchPhase kBenchPhases[] = {BenchPhase::Opening, BenchPhase::Middle, BenchPhase::Late};

struct BenchPosition {
    const char *variant;
    BenchPhase phase;
    int line;          // the game's line in the reference file <game>.jsonl (1-based)
    int ply;           // moves played from the start
    const char *moves; // those moves, separated by spaces
};

} // namespace gamut
