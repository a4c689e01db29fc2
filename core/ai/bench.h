// The fixed search workloads of `gamut-cli bench`: per game, a few fixed positions searched to a fixed depth on a
// fresh engine, so that every run does exactly the same work (same nodes); only the time differs. And the level
// benchmark (`bench --levels`): fixed positions from the reference games, each searched by a fresh player.
#pragma once

#include "../gamestate.h"
#include "player.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

struct SearchBenchResult {
    std::string game;
    int positions = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::uint64_t nodesPerSecond = 0;
};

// Every game (or only `game`, an id; an unknown id gives an empty list).
std::vector<SearchBenchResult> searchBenchmark(std::string_view game = {});

// The level benchmark's positions: per game 10 opening, 10 middle and 10 late positions of the reference games
// (/work/shared/oracle), picked by tools/bench-positions.py into benchpositions.cpp: a variant and the moves that
// lead to the position from the start, so the program needs no file at run time.
enum class BenchPhase { Opening, Middle, Late };
inline constexpr BenchPhase kBenchPhases[] = {BenchPhase::Opening, BenchPhase::Middle, BenchPhase::Late};
const char *phaseName(BenchPhase phase); // "opening", "middle", "late"

struct BenchPosition {
    const char *game;
    const char *variant;
    BenchPhase phase;
    int line;          // the game's line in the reference file <game>.jsonl (1-based)
    int ply;           // moves played from the start
    const char *moves; // those moves, separated by spaces
};
const std::vector<BenchPosition> &benchPositionTable(); // every game's, grouped by game then phase
std::vector<const BenchPosition *> benchPositionsOf(std::string_view game);

// The position reached; nullptr and a message naming the position when a move does not apply.
std::unique_ptr<GameState> benchPositionState(const BenchPosition &position, std::string &error);

// One position searched by a fresh player.
struct BenchMeasure {
    const BenchPosition *position = nullptr;
    std::string move; // the chosen move's text
    int depth = 0;
    std::uint64_t nodes = 0;
    double ms = 0;    // wall time of the search
    double cpuMs = 0; // the searching thread's processor time: what the search costs when other programs also
                      // run (one search thread: on a quiet machine about the wall time)
};

// Searches every position of `game` with a FRESH player of `spec` (so that each search is the same on every run:
// for "level:N@1", the same as `gamut-cli best --level N --seed 1` there), `runs` times, keeping the shortest times
// (on a shared machine the others' work only ever adds time). `each` is called after every position.
// Empty with a message on a bad spec or a broken table.
std::vector<BenchMeasure> measureEngine(std::string_view game, std::string_view spec, const PlayerOptions &options,
                                        std::string &error, const std::function<void(const BenchMeasure &)> &each = {},
                                        int runs = 1);

// Nearest-rank percentiles of a sample: the median of 10 values is the 5th smallest, the 90th percentile the 9th.
struct Spread {
    double median = 0, p90 = 0, max = 0;
};
Spread spreadOf(std::vector<double> values);

} // namespace gamut
