// Trails' field symmetries: the same game with the field turned or mirrored so that the towers stay on their diagonal.
#include "../../symmetry.h"
#include "trails.h"

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
    Custom spec;
    spec.rows.assign(std::size_t(n), std::string(std::size_t(2 * n - 1), ' '));
    for (int cell = 0; cell < n * n; ++cell) {
        const int to = square::mapCell(cell, n, s);
        spec.rows[std::size_t(n - 1 - to / n)][std::size_t(2 * (to % n))] = token(cell)[0];
    }
    spec.toMove = turn_;
    for (std::size_t q = 0; q < 2; ++q) {
        spec.dirs[q] = Direction(transformMove(Move(dir_[q]), symmetry));
        spec.boosts[q] = boost_[q];
        spec.taken[q] = taken_[q];
    }
    std::string error;
    auto p = custom(setup(), spec, error);
    return p ? *p : *this; // every image of a position is one (the towers lie symmetrically): never the fallback
}

} // namespace gamut
