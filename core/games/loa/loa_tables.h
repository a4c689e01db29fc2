// Precomputed geometry of the LOA board, shared by the move generator and the move parser (internal header).
#pragma once

#include "loa.h"

#include "../../hashing.h"

#include <array>
#include <cstdint>

namespace gamut::loa {

// Directions in pairs of opposites, so that direction / 2 is the kind of line (column, row, diagonal, anti).
inline constexpr int kDx[8] = {0, 0, 1, -1, 1, -1, -1, 1};
inline constexpr int kDy[8] = {1, -1, 0, 0, 1, -1, 1, -1};

struct Tables {
    // lineOf[cell][kind]: index of the cell's column, row, diagonal and anti-diagonal in lineCount_.
    std::array<std::array<std::uint8_t, 4>, 64> lineOf{};
    // target[cell][direction][distance & 7]: the cell reached, or -1 off the board. Distance 8 (a full line)
    // never fits on the board, so it shares slot 0, which is always -1.
    std::array<std::array<std::array<std::int8_t, 8>, 8>, 64> target{};
    // between[cell][direction][distance & 7]: the cells strictly between the piece and its target.
    std::array<std::array<std::array<std::uint64_t, 8>, 8>, 64> between{};

    constexpr Tables() {
        for (int cell = 0; cell < 64; ++cell) {
            const int x = cell % 8, y = cell / 8;
            lineOf[cell] = {std::uint8_t(x), std::uint8_t(8 + y), std::uint8_t(16 + x - y + 7),
                            std::uint8_t(31 + x + y)};
            for (int dir = 0; dir < 8; ++dir) {
                target[cell][dir][0] = -1;
                std::uint64_t path = 0;
                for (int d = 1; d < 8; ++d) {
                    const int tx = x + kDx[dir] * d, ty = y + kDy[dir] * d;
                    const bool inside = tx >= 0 && tx < 8 && ty >= 0 && ty < 8;
                    target[cell][dir][d] = inside ? std::int8_t(ty * 8 + tx) : std::int8_t(-1);
                    between[cell][dir][d] = inside ? path : 0;
                    if (inside)
                        path |= std::uint64_t(1) << (ty * 8 + tx);
                }
            }
        }
    }
};

inline constexpr Tables kTables;

struct Keys {
    std::array<std::array<std::uint64_t, 64>, 2> piece{};
    constexpr Keys() {
        for (int p = 0; p < 2; ++p)
            for (int c = 0; c < 64; ++c)
                piece[p][c] = zobristKey(std::uint64_t(p) + 1, std::uint64_t(c));
    }
};

inline constexpr Keys kKeys;

inline constexpr std::uint64_t bit(int cell) { return std::uint64_t(1) << cell; }

} // namespace gamut::loa
