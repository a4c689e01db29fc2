// The hot path of Trails and Towers, inline so that perft and the search compile it into their loops:
// move generation, play and the end checks. Included by trails.h only.
#pragma once

#include "../../hashing.h"

#include <algorithm>
#include <bit>

namespace gamut {

namespace trails_detail {

inline constexpr int kCells = TrailsPosition::kMaxSize * TrailsPosition::kMaxSize;

// Zobrist keys of "cell owned by player", computed at compile time so that play() only looks them up.
struct CellKeys {
    std::array<std::array<std::uint64_t, kCells>, 2> key{};
    constexpr CellKeys() {
        for (int p = 0; p < 2; ++p)
            for (int c = 0; c < kCells; ++c)
                key[std::size_t(p)][std::size_t(c)] = zobristKey(std::uint64_t(p) + 1, std::uint64_t(c));
    }
};
inline constexpr CellKeys kCellKeys;

inline constexpr std::array<int, 4> kStepCol = {0, -1, 1, 0}; // D L R U
inline constexpr std::array<int, 4> kStepRow = {-1, 0, 0, 1};

} // namespace trails_detail

inline void TrailsPosition::claim(int col, int row, int player) {
    block(col, row);
    // Branch-free: the blue bit is or-ed in as zero for red.
    blue_[std::size_t(row)] |= std::uint32_t(player == 0) << col;
    cellHash_ ^= trails_detail::kCellKeys.key[std::size_t(player)][std::size_t(row * size_ + col)];
}

// Computed, not switched on: the four directions come in unpredictable order, a jump table would mispredict.
inline TrailsPosition::Ray TrailsPosition::ray(int col, int row, int size, int direction) {
    const bool vertical = direction == Down || direction == Up;
    const bool forward = direction == Right || direction == Up;
    const int along = vertical ? row : col;
    const int unit = forward ? 1 : -1;
    return {forward ? size - 1 - along : along, vertical ? 0 : unit, vertical ? unit : 0};
}

template <bool kAny> inline int TrailsPosition::legalMask(int player) const {
    const int col = headCol_[player], row = headRow_[player];
    const int continuing = dir_[player];
    // Turning moves go one step onto a free cell; the frame of blocked sentinels stands for the edge.
    const std::uint32_t below = ~blocked_[std::size_t(row)], here = ~blocked_[std::size_t(row + 1)];
    const std::uint32_t above = ~blocked_[std::size_t(row + 2)];
    int mask = int((below >> (col + 1)) & 1) << Down | int((here >> col) & 1) << Left |
               int((here >> (col + 2)) & 1) << Right | int((above >> (col + 1)) & 1) << Up;
    mask &= ~(1 << continuing);
    if constexpr (kAny)
        if (mask)
            return mask;
    // The continuing move: b + 2 cells, or the last cell E when that is beyond the edge. The landing cell must be
    // free; an untaken tower also does, but only when reached exactly (not by the edge rule). When E is the head
    // itself, it is blocked.
    const Ray r = ray(col, row, size_, continuing);
    const int distance = boost_[player] + 2;
    const int steps = std::min(distance, r.room);
    const int toCol = col + steps * r.dc, toRow = row + steps * r.dr;
    const bool ok = !blockedAt(toCol, toRow) || (distance <= r.room && towerAt(toCol, toRow));
    return mask | int(ok) << continuing;
}

inline void TrailsPosition::claimBetween(int col, int row, int direction, int steps, int player) {
    const int dr = trails_detail::kStepRow[std::size_t(direction)];
    if (dr == 0) { // along a row: all jumped cells at once
        const int low = direction == Right ? col + 1 : col - steps + 1;
        const std::uint32_t span = ((std::uint32_t(1) << (steps - 1)) - 1) << low;
        std::uint32_t claimed = span & ~(blocked_[std::size_t(row + 1)] >> 1);
        blocked_[std::size_t(row + 1)] |= claimed << 1;
        blue_[std::size_t(row)] |= player == 0 ? claimed : 0;
        for (; claimed; claimed &= claimed - 1)
            cellHash_ ^=
                trails_detail::kCellKeys.key[std::size_t(player)][std::size_t(row * size_ + std::countr_zero(claimed))];
        return;
    }
    for (int s = 1, y = row + dr; s < steps; ++s, y += dr)
        if (!blockedAt(col, y))
            claim(col, y, player);
}

inline void TrailsPosition::play(Move direction) {
    const int p = turn_;
    const int d = int(direction & 3);
    const int col = headCol_[p], row = headRow_[p];
    const Ray r = ray(col, row, size_, d);
    const bool continuing = d == dir_[p];
    const int n = continuing ? std::min(boost_[p] + 2, r.room) : 1;
    if (n > 1)
        claimBetween(col, row, d, n, p);
    const int landCol = col + n * r.dc, landRow = row + n * r.dr;
    if (towerAt(landCol, landRow)) {
        towers_ &= ~(std::uint32_t(1) << landCol);
        ++taken_[p];
    }
    claim(landCol, landRow, p);
    headCol_[p] = std::uint8_t(landCol);
    headRow_[p] = std::uint8_t(landRow);
    boost_[p] = continuing ? std::uint16_t(boost_[p] + 1) : std::uint16_t(0);
    dir_[p] = std::uint8_t(d);
    finishMove(p);
}

// The end checks of the spec, in their order.
inline void TrailsPosition::finishMove(int mover) {
    const int other = mover ^ 1;
    legal_ = 0;
    if (taken_[mover] > nEff_ / 2) {
        outcome_ = std::uint8_t(winFor(mover));
        return;
    }
    const int otherMoves = legalMask<false>(other);
    if (otherMoves == 0) {
        outcome_ = std::uint8_t(winFor(mover));
        return;
    }
    if (legalMask<true>(mover) == 0) {
        outcome_ = std::uint8_t(winFor(other));
        return;
    }
    turn_ = std::uint8_t(other);
    legal_ = std::uint8_t(otherMoves);
}

} // namespace gamut
