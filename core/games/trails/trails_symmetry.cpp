// Trails' field symmetries: the same game with the field turned or mirrored so that the towers stay on their diagonal.
#include "../../symmetry.h"
#include "trails.h"

#include <algorithm>
#include <utility>

namespace gamut {

namespace {

// Symmetry i of the position is the square's kSquare[i].
constexpr int kSquare[TrailsPosition::kSymmetries] = {0, 3, 4, 7};

} // namespace

Move TrailsPosition::transformMove(Move direction, int symmetry) {
    // The direction as a step (column, row), laid down as the cells are.
    static constexpr int kColumnStep[4] = {0, -1, 1, 0}, kRowStep[4] = {-1, 0, 0, 1}; // D L R U
    int column = kColumnStep[direction & 3], row = kRowStep[direction & 3];
    const int s = kSquare[symmetry];
    if (s & 4)
        std::swap(column, row);
    if (s & 1)
        column = -column;
    if (s & 2)
        row = -row;
    return Move(row < 0 ? Down : column < 0 ? Left : column > 0 ? Right : Up);
}

TrailsPosition TrailsPosition::transformed(int symmetry) const {
    if (symmetry == 0)
        return *this;
    const int n = size_, s = kSquare[symmetry];
    TrailsPosition p = *this;
    for (int row = 0; row < n; ++row) // keep the frame, clear the field
        p.blocked_[std::size_t(row + 1)] &= ~(((std::uint32_t(1) << n) - 1) << 1);
    p.blue_ = {};
    p.cellHash_ = 0;
    p.towers_ = 0;
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            int c = col, r = row;
            square::mapCell(c, r, n, s);
            if (towerAt(col, row)) {
                p.towers_ |= std::uint32_t(1) << c; // the towers' diagonal maps onto itself
                p.block(c, r);
            } else if (const int who = owner(row * n + col); who >= 0) {
                p.claim(c, r, who);
            }
        }
    for (std::size_t q = 0; q < 2; ++q) {
        int c = headCol_[q], r = headRow_[q];
        square::mapCell(c, r, n, s);
        p.headCol_[q] = std::uint8_t(c);
        p.headRow_[q] = std::uint8_t(r);
        p.dir_[q] = std::uint8_t(transformMove(Move(dir_[q]), symmetry));
    }
    p.legal_ = 0;
    for (int d = 0; d < 4; ++d)
        if (legal_ >> d & 1)
            p.legal_ |= std::uint8_t(1u << transformMove(Move(d), symmetry));
    int c = nextCol_, r = nextRow_; // where the continuing move lands, when it is legal
    square::mapCell(c, r, n, s);
    p.nextCol_ = std::uint8_t(std::clamp(c, 0, n - 1));
    p.nextRow_ = std::uint8_t(std::clamp(r, 0, n - 1));
    return p;
}

} // namespace gamut
