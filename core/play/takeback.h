// Where undo and redo go when people play against a computer: back to the latest earlier position where a person
// is to move (the person's last move together with the computer's reply), forward to the next one; the start or
// the end when there is none. With nobody at the board, one ply.
#pragma once

#include <functional>

namespace gamut {

class GameModel;

// The ply undo (`direction` -1) or redo (+1) goes to from the model's cursor, -1 when there is nothing that way.
// `person(side)`: a person at this window moves for that side.
int takeBackPly(const GameModel &model, const std::function<bool(int side)> &person, int direction);

} // namespace gamut
