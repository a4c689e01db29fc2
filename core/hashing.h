// Hash keys for positions: fixed pseudo-random numbers, the same on every run and machine.
#pragma once

#include <cstdint>

namespace gamut {

// SplitMix64: a tiny, well-mixed generator, good enough for Zobrist keys and for hashing values.
constexpr std::uint64_t splitMix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The key of "feature `feature` of kind `kind`", e.g. (cell, piece): stable and independent per pair.
constexpr std::uint64_t zobristKey(std::uint64_t kind, std::uint64_t feature) {
    return splitMix64(kind * 0x100000001B3ull + feature * 0x2545F4914F6CDD1Dull + 0x51ED27ull);
}

inline constexpr std::uint64_t kSideToMoveKey = zobristKey(0xFFFF, 1);

} // namespace gamut
