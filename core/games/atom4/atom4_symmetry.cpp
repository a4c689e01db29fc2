// Atom-4's lattice symmetry: the same game with the board given a half turn.
#include "atom4.h"

namespace gamut {

using namespace atom4;

Move Atom4Position::transformMove(Move cell, int symmetry) {
    if (symmetry == 0)
        return cell;
    return Move((kRows - 1 - rowOf(int(cell))) * kColumns + (kColumns - 1 - columnOf(int(cell))));
}

Atom4Position Atom4Position::transformed(int symmetry) const {
    Atom4Position p;
    p.colour_.fill(kEmpty);
    p.round_ = round_;
    p.sequence_ = sequence_;
    p.outcome_ = outcome_;
    p.emptyCells_ = emptyCells_;
    for (int cell = 0; cell < kCells; ++cell)
        if (colour_[std::size_t(cell)] != kEmpty)
            p.setColour(int(transformMove(Move(cell), symmetry)), colour_[std::size_t(cell)]);
    for (int cell = 0; cell < kCells; ++cell)
        if (p.colour_[std::size_t(cell)] == kEmpty && p.completesTriangle(cell))
            p.legal_.set(cell);
    return p;
}

} // namespace gamut
