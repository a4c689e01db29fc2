// The symmetries of a square board: the eight ways to lay it down again (mirrored, turned), each a map of its cells.
// A game whose rules do not care which way the board lies declares the ones its positions keep (its Position's
// kSymmetries, transformed() and transformMove(): see core/ai/symmetry.h); the review judges a position and its
// mirror image alike by searching one chosen way of laying it down.
#pragma once

namespace gamut::square {

inline constexpr int kSymmetries = 8;

// Symmetry `s` (0..7) of the cell (column, row) of a size x size board: first columns and rows trade places when
// s & 4 (the mirror in the a1 diagonal), then the columns are mirrored when s & 1 and the rows when s & 2. 0 is the
// identity, 3 the half turn, 4 the mirror in the a1 diagonal, 7 the mirror in the other diagonal, 5 and 6 the
// quarter turns.
constexpr void mapCell(int &column, int &row, int size, int s) {
    if (s & 4) {
        const int c = column;
        column = row;
        row = c;
    }
    if (s & 1)
        column = size - 1 - column;
    if (s & 2)
        row = size - 1 - row;
}

// Cells numbered row * size + column.
constexpr int mapCell(int cell, int size, int s) {
    int column = cell % size, row = cell / size;
    mapCell(column, row, size, s);
    return row * size + column;
}

// The symmetry that undoes `s`: every one is its own but the quarter turns, which undo each other.
constexpr int inverse(int s) { return s == 5 ? 6 : s == 6 ? 5 : s; }

} // namespace gamut::square
