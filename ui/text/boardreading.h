// The board read in parts, for a screen reader: one row or one column, the pieces of one side, the legal moves of a
// piece, and the order the jump keys walk (the board as drawn, top row first, left to right). The narrow readouts
// beside Describe Position (gamephrases.h), as lichess's blind mode has them; built from the position's typed cell
// faces and legal moves, so that no game is named here.
#pragma once

#include "core/gamestate.h"

#include <QString>

#include <functional>
#include <vector>

namespace gamut::reading {

// Every cell in the order the board is drawn: its top row first (the last row, or the first when flipped), each
// row from the left.
std::vector<int> drawnOrder(const BoardGeometry &geometry, bool flipped);
// The next cell after `from` in `order` (before it when `backwards`), round the board, for which `wanted` holds;
// -1 when no cell but perhaps `from` itself does.
int nextCell(const std::vector<int> &order, int from, bool backwards, const std::function<bool(int)> &wanted);

// "Row 4: b4 black piece; c4 and d4 white piece; 5 empty." (the row of `cell`); without `countEmpty` the empty
// cells are left out. "" for a row with nothing on it when !countEmpty.
QString row(const QString &gameId, const GameState &position, int cell, bool countEmpty = true);
// "Column c: ..." (the column of `cell`).
QString column(const QString &gameId, const GameState &position, int cell);
// "You, Black, have 3 on the board: b1, c1 and d1." / "White has 2 on the board: ..."; `yours` picks the words.
QString pieces(const QString &gameId, const GameState &position, int side, bool yours);
// "b1 can go to b3, d3 and h7." for a piece (LOA); for the whole position when `from` is -1, every legal move: up to
// kPreviewed each with what it would do ("2 legal moves: R, would claim b2 and c2; U, would take the tower."), more
// by their pieces ("36 legal moves: b1 to b3, d3 and h7; c1 to ...") or their tokens.
QString legalMoves(const QString &gameId, const GameState &position, int from);
inline constexpr int kPreviewed = 6;

} // namespace gamut::reading
