// Lines of Action's board symmetries: the same game on the board turned or mirrored.
#include "../../hashing.h"
#include "../../symmetry.h"
#include "loa.h"

#include <bit>

namespace gamut {

LoaPosition LoaPosition::transformed(int symmetry) const {
    LoaPosition p;
    p.variant_ = variant_;
    p.side_ = side_;
    p.outcome_ = outcome_;
    if (side_)
        p.hash_ ^= kSideToMoveKey;
    for (int player = 0; player < 2; ++player)
        for (std::uint64_t own = pieces_[player]; own; own &= own - 1)
            p.put(square::mapCell(std::countr_zero(own), kSize, symmetry), player);
    return p;
}

Move LoaPosition::transformMove(Move move, int symmetry) {
    if (move == kPass)
        return move;
    return makeMove(square::mapCell(moveFrom(move), kSize, symmetry), square::mapCell(moveTo(move), kSize, symmetry));
}

int LoaPosition::inverseSymmetry(int symmetry) { return square::inverse(symmetry); }

} // namespace gamut
