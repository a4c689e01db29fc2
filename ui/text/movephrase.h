// What a move does, in words, for a screen reader: the outcome said with the move ("Red b6: red 12", "Blue d7:
// explodes, d8 and c7 turn blue", "Blue U: head to c6, claimed c4 and c5, took the tower on c6") and the preview a
// cell under the cursor says ("would be red 12", "would explode, d8 and c7 turn blue"). Built from the position's
// typed effects (describeMove) and cell faces, the same the board animates and previews from, never from text; by
// the kind of each step, so that no game is named here.
#pragma once

#include "core/gamestate.h"

#include <QStringList>

namespace gamut::phrases {

// The clauses of what `move`, played in `before`, did: "red 12", "took the piece on c3", "explodes, d8 and c7 turn
// blue", "head to c6", "claimed c4 and c5", "took the tower on c6", "turned d5 to yellow". Empty when the move
// says it all itself.
QStringList outcome(const QString &gameId, const GameState &before, Move move);
// The same as a preview, for a cell that would play `move`: "would be red 12", "would explode, d8 and c7 turn blue",
// "would claim c4 and c5", "would turn d5 to yellow". Empty when there is nothing more to say.
QStringList preview(const QString &gameId, const GameState &before, Move move);

} // namespace gamut::phrases
