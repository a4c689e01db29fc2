// A cell of the board in words, for a screen reader: what a sighted player sees on it and its highlights
// ("d3, green 12", "c1, black piece, selected", "e4, empty, legal target: would take the white piece"). Built
// from the position's typed cell faces, never from board text.
#pragma once

#include "core/gamestate.h"

#include <QString>

namespace gamut {

// The highlights a phrase mentions (the board's CellItem::Mark bits have the same meaning).
struct CellMarks {
    bool lastMove = false;
    bool legal = false; // a legal target (LOA: of the picked piece), a playable point
    bool hint = false;
    bool winning = false;
    bool selected = false;
};

// What stands on the cell, without its name: "black piece", "green 12", "Red head, heading up, boost 2", "empty".
QString cellContent(const QString &gameId, const GameState &position, int cell);
// The whole phrase: "<name>, <content>[, selected][, legal target…][, last move][, hint][, winning]".
// `from` is the picked piece (LOA), -1 when none: a legal target then says what the move would take.
QString cellPhrase(const QString &gameId, const GameState &position, int cell, const CellMarks &marks, int from = -1);
// "d3" for the cell index of `position`'s board.
QString cellLabel(const GameState &position, int cell);
// "up", "down", "left", "right" for a Trails direction (0 D, 1 L, 2 R, 3 U); "" otherwise.
QString directionWord(int direction);

} // namespace gamut
