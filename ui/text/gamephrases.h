// The game in sentences for a screen reader: a move ("Green d4"), moves taken back or replayed, the whole position
// (whose turn, the figures, what stands where) and the last move with what it did (a capture, a chain, colours
// turned). Built from the model's typed data (cell faces, figures, move effects), never from its text output.
#pragma once

#include <QString>
#include <QStringList>

namespace gamut {

class GameModel;

namespace phrases {

// The side that played the move of `ply` (1-based) in `model`'s game: "Green d4".
QString move(const GameModel &model, int ply);
// "took back e2 and c4" for the moves of plies after `to` up to `from` (from > to); "replayed e2" the other way.
QString cursorMoved(const GameModel &model, int from, int to);
// A few sentences: the game and move number, whose turn or the result, the figures, then each kind of piece with
// its cells ("black piece: b1, c1, d1."), empty cells left out.
QString position(const GameModel &model);
// The move at the cursor and what it did: "Last move: Black c1-c3, took the piece on c3." "No move yet." at ply 0.
QString lastMove(const GameModel &model);
// "e2", "e2 and c4", "e2, c4 and d5".
QString list(const QStringList &items);

} // namespace phrases
} // namespace gamut
