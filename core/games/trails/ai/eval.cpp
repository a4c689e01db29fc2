#include "eval.h"

#include <array>
#include <bit>
#include <cstdint>

namespace gamut::trails_eval {

namespace {

// The board as row masks with an empty frame, so that a step to a neighbour is a shift with no edge test:
// row r is at index r + 1 and column c at bit c + 1.
using Rows = std::array<std::uint32_t, TrailsPosition::kMaxSize + 2>;

// Both heads' breadth-first searches at once, a whole layer per step (one step per turning move): which free cells
// and towers each head reaches first. Towers are reached but not crossed.
struct Split {
    int freeNearerUs = 0, freeNearerThem = 0; // free cells strictly nearer one head
    int towersUs = 0, towersThem = 0;         // towers we reach no later than they do / they reach sooner
};

struct Flood {
    Rows reached{}, frontier{};
    void start(int head, int size) {
        const std::size_t row = std::size_t(head / size + 1);
        reached[row] = frontier[row] = std::uint32_t(2) << (head % size);
    }
    // The next layer within `open` (free cells and towers); the frontier becomes its free cells.
    bool step(const Rows &open, const Rows &passable, int size, Rows &layer) {
        bool any = false;
        for (std::size_t r = 1; r <= std::size_t(size); ++r) {
            const std::uint32_t around = frontier[r] << 1 | frontier[r] >> 1 | frontier[r - 1] | frontier[r + 1];
            layer[r] = around & open[r] & ~reached[r];
            any |= layer[r] != 0;
        }
        for (std::size_t r = 1; r <= std::size_t(size); ++r) {
            reached[r] |= layer[r];
            frontier[r] = layer[r] & passable[r];
        }
        return any;
    }
};

Split splitBoard(const TrailsPosition &pos, int us) {
    const int size = pos.size();
    Rows free{}, towers{}, open{};
    for (int r = 0; r < size; ++r) {
        const std::size_t i = std::size_t(r + 1);
        free[i] = pos.freeRow(r) << 1;
        towers[i] = (pos.untakenTowers() >> r & 1) << (r + 1);
        open[i] = free[i] | towers[i];
    }
    Flood ours, theirs;
    ours.start(pos.head(us), size);
    theirs.start(pos.head(us ^ 1), size);
    Split split;
    Rows layerUs{}, layerThem{};
    for (bool growing = true; growing;) {
        const Rows theirsBefore = theirs.reached;
        const bool a = ours.step(open, free, size, layerUs);
        const bool b = theirs.step(open, free, size, layerThem);
        growing = a || b;
        for (std::size_t r = 1; r <= std::size_t(size); ++r) {
            // Reached now by one side and not yet (even now) by the other: strictly nearer. A tie in steps for a
            // tower is ours: we move first.
            split.freeNearerUs += std::popcount(layerUs[r] & free[r] & ~theirs.reached[r]);
            split.freeNearerThem += std::popcount(layerThem[r] & free[r] & ~ours.reached[r]);
            split.towersUs += std::popcount(layerUs[r] & towers[r] & ~theirsBefore[r]);
            split.towersThem += std::popcount(layerThem[r] & towers[r] & ~ours.reached[r]);
        }
    }
    return split;
}

} // namespace

int evaluate(const TrailsPosition &pos) {
    const int us = pos.turn(), them = us ^ 1;
    const Split split = splitBoard(pos, us);
    const int area = split.freeNearerUs - split.freeNearerThem;
    const int towersNearer = split.towersUs - split.towersThem;
    const int need = pos.towersTotal() / 2 + 1;
    const int takenUs = pos.towersTaken(us), takenThem = pos.towersTaken(them);
    int value = 10 * area + 90 * towersNearer + 350 * (takenUs - takenThem);
    if (pos.towersTotal() > 0) {
        if (takenUs + split.towersUs >= need)
            value += 150;
        if (takenThem + split.towersThem >= need)
            value -= 150;
    }
    return value + 5 * pos.countLegalMoves(); // room to choose
}

} // namespace gamut::trails_eval
