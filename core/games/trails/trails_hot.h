// The hot path of Trails and Towers, inline so that perft and the search compile it into their loops:
// move generation, play and the end checks. Included by trails.h only.
//
// Written for the branch predictor first: the direction of each move is a coin toss to it, so the rays are worked
// out with tables and arithmetic rather than tests on the direction. Perft of the classic start spends more time
// on mispredicted branches than on instructions.
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
inline constexpr std::array<bool, 4> kVertical = {true, false, false, true};
inline constexpr std::array<int, 4> kForward = {0, 0, -1, -1}; // all ones towards higher indices

} // namespace trails_detail

inline void TrailsPosition::claim(int col, int row, int player) {
    block(col, row);
    blue_[std::size_t(row)] |= std::uint32_t(player == 0) << col;
    cellHash_ ^= trails_detail::kCellKeys.key[std::size_t(player)][std::size_t(row * size_ + col)];
}

// Not on the hot path (text and queries); the hot path uses the tables below.
inline TrailsPosition::Ray TrailsPosition::ray(int col, int row, int size, int direction) {
    const bool vertical = direction == Down || direction == Up;
    const bool forward = direction == Right || direction == Up;
    const int along = vertical ? row : col;
    const int unit = forward ? 1 : -1;
    return {forward ? size - 1 - along : along, vertical ? 0 : unit, vertical ? unit : 0};
}

inline int TrailsPosition::freeNeighbours(const Rows &blocked, int col, int row) {
    // One shift per framed row puts column col - 1 at bit 0, col at bit 1 and col + 1 at bit 2; the frame of
    // blocked sentinels stands for the edge.
    const std::uint32_t below = blocked[std::size_t(row)] >> col, here = blocked[std::size_t(row + 1)] >> col;
    const std::uint32_t above = blocked[std::size_t(row + 2)] >> col;
    const std::uint32_t taken = ((below >> 1) & 1) << Down | (here & 1) << Left | (here & 4) | (above & 2) << 2;
    static_assert(Right == 2 && Up == 3);
    return int(~taken & 15);
}

inline bool TrailsPosition::continuingMove(const Rows &blocked, const Trail &t, int size, std::uint32_t towers,
                                           int &toCol, int &toRow) {
    // b + 2 cells, or the last cell E when that is beyond the edge. The landing cell must be free; an untaken tower
    // also does, but only when reached exactly (not by the edge rule). When E is the head itself, it is blocked.
    using namespace trails_detail;
    const std::size_t d = std::size_t(t.dir);
    const int along = kVertical[d] ? t.row : t.col;
    const int forward = kForward[d];
    const int room = ((along ^ forward) - forward) + ((size - 1) & forward); // size - 1 - along when forward
    const int distance = t.boost + 2;
    const int steps = std::min(distance, room);
    toCol = t.col + steps * kStepCol[d];
    toRow = t.row + steps * kStepRow[d];
    const std::uint32_t free = ~blocked[std::size_t(toRow + 1)] >> (toCol + 1);
    const std::uint32_t tower = (towers >> toCol) & std::uint32_t(toCol == toRow) & std::uint32_t(distance <= room);
    return (free | tower) & 1;
}

inline int TrailsPosition::legalMask(const Rows &blocked, const Trail &t, int size, std::uint32_t towers, int &toCol,
                                     int &toRow) {
    const bool ok = continuingMove(blocked, t, size, towers, toCol, toRow);
    return (freeNeighbours(blocked, t.col, t.row) & ~(1 << t.dir)) | int(ok) << t.dir;
}

inline bool TrailsPosition::hasMove(const Rows &blocked, const Trail &t, int size, std::uint32_t towers) {
    if (freeNeighbours(blocked, t.col, t.row) & ~(1 << t.dir))
        return true;
    int toCol, toRow;
    return continuingMove(blocked, t, size, towers, toCol, toRow);
}

// End checks 2-4 of the spec, in their order.
inline int TrailsPosition::repliesAfter(const Rows &blocked, const Trail &mover, const Trail &other, int size,
                                        std::uint32_t towers, int &nextCol, int &nextRow) {
    const int otherMoves = legalMask(blocked, other, size, towers, nextCol, nextRow);
    if (otherMoves == 0)
        return kOpponentStuck;
    if (!hasMove(blocked, mover, size, towers)) [[unlikely]]
        return kMoverStuck;
    return otherMoves;
}

template <class OnRow, class OnCell>
inline TrailsPosition::Trail TrailsPosition::claimPath(Rows &blocked, const Trail &from, int nextCol, int nextRow,
                                                       std::size_t d, OnRow onRow, OnCell onCell) {
    using namespace trails_detail;
    Trail to{0, 0, int(d), 0};
    if (int(d) == from.dir) {
        to.col = nextCol; // found with the legal directions
        to.row = nextRow;
        to.boost = from.boost + 1;
        if (to.row == from.row) { // the free cells jumped along a row, claimed with one mask
            const int low = std::min(from.col, to.col) + 1, high = std::max(from.col, to.col);
            const std::uint32_t span = (std::uint32_t(1) << high) - (std::uint32_t(1) << low);
            const std::uint32_t jumped = span & ~(blocked[std::size_t(from.row + 1)] >> 1);
            blocked[std::size_t(from.row + 1)] |= jumped << 1;
            onRow(from.row, jumped);
        } else { // along a column, one per row, without a branch per cell
            for (int y = std::min(from.row, to.row) + 1, end = std::max(from.row, to.row); y < end; ++y) {
                const std::uint32_t wasFree = (~blocked[std::size_t(y + 1)] >> (from.col + 1)) & 1;
                blocked[std::size_t(y + 1)] |= std::uint32_t(2) << from.col;
                onCell(y, from.col, wasFree);
            }
        }
    } else {
        to.col = from.col + kStepCol[d];
        to.row = from.row + kStepRow[d];
    }
    // The landing cell is free or an untaken tower: it becomes the mover's either way.
    blocked[std::size_t(to.row + 1)] |= std::uint32_t(2) << to.col;
    onCell(to.row, to.col, std::uint32_t(1));
    return to;
}

inline int TrailsPosition::repliesAfterMove(const Rows &blocked, const Trail &to, const Trail &other, int size,
                                            int nEff, std::uint32_t &towers, int &taken, int &nextCol, int &nextRow) {
    if ((towers >> to.col) & std::uint32_t(to.col == to.row) & 1) [[unlikely]] { // one branch, rarely taken
        towers &= ~(std::uint32_t(1) << to.col);
        if (++taken > nEff / 2) // end check 1: only a taken tower can change it
            return kTowersWon;
    }
    return repliesAfter(blocked, to, other, size, towers, nextCol, nextRow);
}

inline void TrailsPosition::play(Move direction) {
    const int p = turn_, q = p ^ 1;
    const int size = size_;
    const Trail from = trail(p), other = trail(q);
    const std::uint32_t blue = -std::uint32_t(p == 0);
    const auto &keys = trails_detail::kCellKeys.key[std::size_t(p)];
    std::uint64_t hash = cellHash_;
    const auto onRow = [&](int row, std::uint32_t cells) {
        blue_[std::size_t(row)] |= cells & blue;
        for (; cells; cells &= cells - 1)
            hash ^= keys[std::size_t(row * size + std::countr_zero(cells))];
    };
    const auto onCell = [&](int row, int col, std::uint32_t claimed) { // without a branch on `claimed`
        blue_[std::size_t(row)] |= (claimed & blue) << col;
        hash ^= keys[std::size_t(row * size + col)] & -std::uint64_t(claimed);
    };
    const Trail to = claimPath(blocked_, from, nextCol_, nextRow_, direction & 3, onRow, onCell);
    cellHash_ = hash;
    headCol_[p] = std::uint8_t(to.col);
    headRow_[p] = std::uint8_t(to.row);
    dir_[p] = std::uint8_t(to.dir);
    boost_[p] = std::uint8_t(to.boost);
    std::uint32_t towers = towers_;
    int taken = taken_[p];
    int nextCol, nextRow;
    const int replies = repliesAfterMove(blocked_, to, other, size, nEff_, towers, taken, nextCol, nextRow);
    towers_ = towers;
    taken_[p] = std::uint8_t(taken);
    if (replies <= 0) {
        legal_ = 0;
        outcome_ = std::uint8_t(winFor(replies == kMoverStuck ? q : p));
        return;
    }
    turn_ = std::uint8_t(q);
    legal_ = std::uint8_t(replies);
    nextCol_ = std::uint8_t(nextCol);
    nextRow_ = std::uint8_t(nextRow);
}

inline int TrailsPosition::countLegalMovesAfter(Move direction) const {
    const int p = turn_;
    Rows blocked = blocked_; // the rows only, not the whole position
    const Trail to = claimPath(blocked, trail(p), nextCol_, nextRow_, direction & 3, kIgnoreRow, kIgnoreCell);
    std::uint32_t towers = towers_;
    int taken = taken_[p];
    int nextCol, nextRow;
    const int replies = repliesAfterMove(blocked, to, trail(p ^ 1), size_, nEff_, towers, taken, nextCol, nextRow);
    return replies > 0 ? countOf(unsigned(replies)) : 0;
}

inline std::uint64_t TrailsPosition::countMovePairsAfter(Move direction) const {
    // countLegalMovesAfter() one ply deeper, still on copies of the rows alone.
    const int p = turn_, q = p ^ 1;
    Rows blocked = blocked_;
    const Trail moved = claimPath(blocked, trail(p), nextCol_, nextRow_, direction & 3, kIgnoreRow, kIgnoreCell);
    std::uint32_t towers = towers_;
    int taken = taken_[p];
    int replyCol, replyRow;
    const int replies = repliesAfterMove(blocked, moved, trail(q), size_, nEff_, towers, taken, replyCol, replyRow);
    if (replies <= 0)
        return 0;
    const Trail replier = trail(q);
    std::uint64_t total = 0;
    for (unsigned bits = unsigned(replies); bits; bits &= bits - 1) {
        Rows after = blocked;
        const Trail to =
            claimPath(after, replier, replyCol, replyRow, std::size_t(std::countr_zero(bits)), kIgnoreRow, kIgnoreCell);
        std::uint32_t towersLeft = towers;
        int takenByReplier = taken_[q];
        int nextCol, nextRow;
        const int answers =
            repliesAfterMove(after, to, moved, size_, nEff_, towersLeft, takenByReplier, nextCol, nextRow);
        total += answers > 0 ? std::uint64_t(countOf(unsigned(answers))) : 0;
    }
    return total;
}

inline void TrailsPosition::updateLegal(int player) {
    int nextCol, nextRow;
    legal_ = std::uint8_t(legalMask(blocked_, trail(player), size_, towers_, nextCol, nextRow));
    nextCol_ = std::uint8_t(nextCol);
    nextRow_ = std::uint8_t(nextRow);
}

// The end checks of the spec, in their order, for a position set up rather than played.
inline void TrailsPosition::finishMove(int mover) {
    const int other = mover ^ 1;
    legal_ = 0;
    if (taken_[mover] > nEff_ / 2) {
        outcome_ = std::uint8_t(winFor(mover));
        return;
    }
    int nextCol, nextRow;
    const int replies = repliesAfter(blocked_, trail(mover), trail(other), size_, towers_, nextCol, nextRow);
    if (replies <= 0) {
        outcome_ = std::uint8_t(winFor(replies == kOpponentStuck ? mover : other));
        return;
    }
    turn_ = std::uint8_t(other);
    legal_ = std::uint8_t(replies);
    nextCol_ = std::uint8_t(nextCol);
    nextRow_ = std::uint8_t(nextRow);
}

} // namespace gamut
