// The game in sentences for a screen reader: a move ("Green d4"), moves taken back or replayed, the whole position
// (whose turn, the figures, what stands where) and the last move with what it did (a capture, a chain, colours
// turned). Built from the model's typed data (cell faces, figures, move effects), never from its text output.
#pragma once

#include <QString>
#include <QStringList>

namespace gamut {

class GameModel;

namespace phrases {

// The side (0, 1) that played the move of `ply` (1-based).
int mover(const GameModel &model, int ply);
// The side that played the move of `ply` (1-based) in `model`'s game: "Green d4".
QString move(const GameModel &model, int ply);
// The same with what the move did (movephrase.h): "Green d4: now green 12", "Blue d7: exploded, d8 and c7 turned
// blue", "Blue U: head to c6, claimed c4 and c5".
QString moveWithOutcome(const GameModel &model, int ply);
// "took back e2 and c4" for the moves of plies after `to` up to `from` (from > to); "replayed e2" the other way.
QString cursorMoved(const GameModel &model, int from, int to);
// A few sentences: the game and move number, whose turn or the result, the figures, then the pieces row by row from
// the top ("Row 8: b8, c8 and d8 white piece; e8 black piece."), empty rows left out, and the empty cells counted.
QString position(const GameModel &model);
// The move at the cursor and what it did: "Last move: Black c1-c3: took the white piece on c3." "No move yet." at
// ply 0. `back` > 0 says the move that many before it instead ("Move 4: Red b6: now red 12."), "No earlier move."
// once there is none.
QString lastMove(const GameModel &model, int back = 0);
// "e2", "e2 and c4", "e2, c4 and d5".
QString list(const QStringList &items);

} // namespace phrases
} // namespace gamut
