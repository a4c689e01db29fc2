// Undo and redo to a person's move.
#include "takeback.h"

#include "../model/gamemodel.h"

#include <vector>

namespace gamut {

int takeBackPly(const GameModel &model, const std::function<bool(int side)> &person, int direction) {
    const int from = model.ply();
    const int to = direction < 0 ? from - 1 : from + 1;
    if (to < 0 || to > model.plyCount())
        return -1;
    if (!person(0) && !person(1))
        return to;
    // Who is to move at each ply: one walk through the list, on an undo or a redo only (never per move played).
    std::vector<bool> personAt;
    auto state = model.startPosition().clone();
    const auto personToMove = [&](const GameState &now) { return !now.isOver() && person(now.turn()); };
    personAt.push_back(personToMove(*state));
    for (int ply = 1; ply <= model.plyCount(); ++ply) {
        state->play(model.moveAt(ply - 1));
        personAt.push_back(personToMove(*state));
    }
    for (int ply = to; ply >= 0 && ply <= model.plyCount(); ply += direction)
        if (personAt[std::size_t(ply)])
            return ply;
    return direction < 0 ? 0 : model.plyCount();
}

} // namespace gamut
