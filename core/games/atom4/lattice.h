// Atom-4's triangular lattice: 16 columns x 16 rows, odd rows (1-based) shifted half a cell to the right.
// Everything is precomputed at compile time so that the rules only ever index tables.
#pragma once

#include <array>
#include <cstdint>

namespace gamut::atom4 {

inline constexpr int kColumns = 16;
inline constexpr int kRows = 16;
inline constexpr int kCells = kColumns * kRows;
// A sentinel cell index for "off the board": its table entries lead back to itself, and the board keeps an
// always-empty slot for it, so that walks along a line stop there without a bounds test.
inline constexpr int kOffBoard = kCells;

// The six directions in angular (counter-clockwise) order: consecutive directions, cyclically, point at two
// neighbours that touch each other, and direction d + 3 is the opposite of d. The three lines are d and d + 3.
enum Direction : int { Right, UpRight, UpLeft, Left, DownLeft, DownRight };
inline constexpr int kDirections = 6;
constexpr int opposite(int d) { return (d + 3) % 6; }
constexpr int nextDirection(int d) { return (d + 1) % 6; }
constexpr int previousDirection(int d) { return (d + 5) % 6; }

constexpr int columnOf(int cell) { return cell % kColumns; }
constexpr int rowOf(int cell) { return cell / kColumns; } // 0-based: row 0 is "1"

// One step from `cell` in direction `d`, or kOffBoard. Row index y is 0-based, so an odd printed row (shifted
// right) has an even y: its upper neighbours are (c, y+1) and (c+1, y+1); an even printed row's are (c-1, y+1)
// and (c, y+1). The same holds below.
constexpr int stepFrom(int cell, int d) {
    if (cell == kOffBoard)
        return kOffBoard;
    const int c = columnOf(cell), y = rowOf(cell);
    const int shift = (y % 2 == 0) ? 0 : -1; // column of the left one of the two cells above or below
    int nc = c, ny = y;
    switch (d) {
    case Right:
        nc = c + 1;
        break;
    case Left:
        nc = c - 1;
        break;
    case UpLeft:
        nc = c + shift, ny = y + 1;
        break;
    case UpRight:
        nc = c + shift + 1, ny = y + 1;
        break;
    case DownLeft:
        nc = c + shift, ny = y - 1;
        break;
    case DownRight:
        nc = c + shift + 1, ny = y - 1;
        break;
    default:
        return kOffBoard;
    }
    if (nc < 0 || nc >= kColumns || ny < 0 || ny >= kRows)
        return kOffBoard;
    return ny * kColumns + nc;
}

struct Lattice {
    // next[cell][d]: the neighbour of `cell` in direction d (kOffBoard if none); also defined for kOffBoard.
    std::array<std::array<std::uint16_t, kDirections>, kCells + 1> next{};
    constexpr Lattice() {
        for (int cell = 0; cell <= kCells; ++cell)
            for (int d = 0; d < kDirections; ++d)
                next[std::size_t(cell)][std::size_t(d)] = std::uint16_t(stepFrom(cell, d));
    }
};
inline constexpr Lattice kLattice;

constexpr int neighbour(int cell, int d) { return kLattice.next[std::size_t(cell)][std::size_t(d)]; }

} // namespace gamut::atom4
