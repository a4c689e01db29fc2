// The fixed search workloads of `gamut-cli bench`: per game, a few fixed positions searched to a fixed depth on a
// fresh engine, so that every run does exactly the same work (same nodes); only the time differs. And the level
// benchmark (`bench --levels`): fixed positions from the reference games, each searched by a fresh player.
#pragma once

#include "../gamestate.h"
#include "benchdata.h"
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

// The benchmark data of `game` (an id) from its Evaluator (benchdata.h), in the order the game lists them; empty for
// an unknown id or a game that gives none.
std::vector<PerftWorkload> perftWorkloadsOf(std::string_view game);
std::vector<const BenchPosition *> benchPositionsOf(std::string_view game); // grouped by phase

const char *phaseName(BenchPhase phase); // "opening", "middle", "late"

// The position reached in `game`; nullptr and a message naming the position when a move does not apply.
std::unique_ptr<GameState> benchPositionState(std::string_view game, const BenchPosition &position, std::string &error);

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
