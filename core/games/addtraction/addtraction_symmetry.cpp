// AddTraction's board symmetries: the same game on the board turned or mirrored.
#include "../../symmetry.h"
#include "addtraction.h"

namespace gamut {

AddTractionPosition AddTractionPosition::transformed(int symmetry) const {
    AddTractionPosition p;
    p.ply_ = ply_;
    for (int cell = 0; cell < kCells; ++cell)
        if (isSet(cell))
            p.set(square::mapCell(cell, kSize, symmetry), value(cell));
    return p;
}

Move AddTractionPosition::transformMove(Move cell, int symmetry) {
    return Move(square::mapCell(int(cell), kSize, symmetry));
}

int AddTractionPosition::inverseSymmetry(int symmetry) { return square::inverse(symmetry); }

} // namespace gamut
