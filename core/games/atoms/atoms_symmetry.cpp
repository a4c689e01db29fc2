// Atoms' board symmetries: the same game on the board turned or mirrored.
#include "../../symmetry.h"
#include "atoms.h"

namespace gamut {

AtomsPosition AtomsPosition::transformed(int symmetry) const {
    AtomsPosition p = initial(variant_);
    p.ply_ = ply_;
    for (int cell = 0; cell < kCells; ++cell)
        if (counts_[std::size_t(cell)] > 0)
            p.setCell(square::mapCell(cell, kSize, symmetry), counts_[std::size_t(cell)], owner(cell));
    return p;
}

Move AtomsPosition::transformMove(Move cell, int symmetry) { return Move(square::mapCell(int(cell), kSize, symmetry)); }

int AtomsPosition::inverseSymmetry(int symmetry) { return square::inverse(symmetry); }

} // namespace gamut
