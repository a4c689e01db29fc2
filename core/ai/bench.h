// The fixed search workload of `gamut-cli bench`: per game, a few fixed positions searched to a fixed depth on a
// fresh engine, so that every run does exactly the same work (same nodes); only the time differs.
#pragma once

#include <cstdint>
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

} // namespace gamut
