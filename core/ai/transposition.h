// The transposition table: what earlier searches learnt about a position (a bound on its score, its best
// move), keyed by the position's Zobrist hash. Fixed size, allocated once; buckets of four entries that fill
// one cache line, replacing the shallowest or oldest entry.
#pragma once

#include "../move.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace gamut {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint32_t check = 0; // the key's upper half (the lower bits chose the bucket)
    std::int32_t score = 0;
    Move move = kNoMove;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t age = 0;
    std::uint8_t unused = 0;
};
static_assert(sizeof(TTEntry) == 16);

// The Monte Carlo engine's tree pool for an engine whose table has `tableMegabytes`: four times as much (its
// expansions add every child at once), at most the default, so that a small level stays small there too.
constexpr std::size_t treeMegabytesFor(std::size_t tableMegabytes);

class TranspositionTable {
public:
    static constexpr std::size_t kDefaultMegabytes = 64;

    explicit TranspositionTable(std::size_t megabytes = kDefaultMegabytes) { resize(megabytes); }

    // Rounds down to a power of two of buckets (at least one); clears the table.
    void resize(std::size_t megabytes);
    void clear();
    // Writes the (empty) table's pages once, so that the system maps and zeroes them now instead of during a
    // search. The table stays empty.
    void mapPages();
    // A new search: entries of older searches become the first to be replaced.
    void newSearch() { ++age_; }
    std::size_t bytes() const { return buckets_ * sizeof(Bucket); }

    // True and the entry when the table knows `key`.
    bool probe(std::uint64_t key, TTEntry &out) const;
    // Stores what a search found about `key`; keeps a deeper exact result of the same search.
    void store(std::uint64_t key, int depth, int score, Bound bound, Move move);

private:
    static constexpr int kWays = 4;
    struct alignas(64) Bucket {
        TTEntry entries[kWays];
    };

    // calloc'ed: the system hands out zeroed pages only when they are first touched, so a large table that a
    // short search barely uses costs almost nothing; clearing a used table zeroes it in place.
    struct Free {
        void operator()(void *p) const;
    };
    std::unique_ptr<void, Free> memory_;
    Bucket *table_ = nullptr; // memory_ rounded up to a cache line
    std::size_t buckets_ = 0;
    std::uint8_t age_ = 0;
    bool used_ = false; // something was stored since the last clear

    Bucket &bucketOf(std::uint64_t key) const { return table_[key & (buckets_ - 1)]; }
    static std::uint32_t checkOf(std::uint64_t key) { return std::uint32_t(key >> 32); }
};

constexpr std::size_t treeMegabytesFor(std::size_t tableMegabytes) {
    return tableMegabytes * 4 < TranspositionTable::kDefaultMegabytes ? tableMegabytes * 4
                                                                      : TranspositionTable::kDefaultMegabytes;
}

} // namespace gamut
