#include "eval.h"

#include <array>
#include <bit>
#include <cstdint>

namespace gamut::atom4_eval {

namespace {

using atom4::kCells;
using atom4::kOffBoard;
using atom4::neighbour;

// Cell classes: empty, white, black, two primaries (one mix from white), one primary (one mix from black).
enum Class : std::uint8_t { Empty, White, Black, Two, One };

constexpr std::array<std::uint8_t, 9> kClassOf = {
    Black, One, One, Two, One, Two, Two, White, Empty, // k r g y b m c w .
};

// A window's worth for one player: by its goal pieces g (0..3) and near pieces n.
constexpr int worth(int g, int n) {
    constexpr int base[5] = {0, 6, 20, 70, 200}; // four: only in a finished game
    return g == 0 ? 2 * n : base[g] * (n + 1);
}

struct Tables {
    // Every run of four cells along the three lines, as cell indices.
    std::array<std::array<std::uint16_t, 4>, 3 * kCells> windows{};
    int count = 0;
    // Worth of a window for the first player minus the second, by its four classes (base 5 digits).
    std::array<std::int16_t, 625> value{};

    constexpr Tables() {
        for (int cell = 0; cell < kCells; ++cell)
            for (int d = 0; d < 3; ++d) {
                std::array<std::uint16_t, 4> w{};
                int c = cell;
                bool inside = true;
                for (int i = 0; i < 4; ++i) {
                    if (c == kOffBoard) {
                        inside = false;
                        break;
                    }
                    w[std::size_t(i)] = std::uint16_t(c);
                    c = neighbour(c, d);
                }
                if (inside)
                    windows[std::size_t(count++)] = w;
            }
        for (int code = 0; code < 625; ++code) {
            int counts[5] = {};
            for (int i = 0, rest = code; i < 4; ++i, rest /= 5)
                ++counts[rest % 5];
            const int first = counts[Black] ? 0 : worth(counts[White], counts[Two]);
            const int second = counts[White] ? 0 : worth(counts[Black], counts[One]);
            value[std::size_t(code)] = std::int16_t(first - second);
        }
    }
};
constexpr Tables kTables;

} // namespace

int evaluate(const Atom4Position &pos) {
    std::array<std::uint8_t, kCells> cls;
    for (int c = 0; c < kCells; ++c)
        cls[std::size_t(c)] = kClassOf[std::size_t(pos.colourAt(c))];
    int total = 0;
    for (int i = 0; i < kTables.count; ++i) {
        const auto &w = kTables.windows[std::size_t(i)];
        const int code = cls[w[0]] + 5 * (cls[w[1]] + 5 * (cls[w[2]] + 5 * cls[w[3]]));
        total += kTables.value[std::size_t(code)];
    }
    return pos.turn() == 0 ? total : -total;
}

int orderMove(const Atom4Position &pos, Move m) {
    atom4::Changes changes;
    const int count = pos.changesOf(int(m), changes);
    const int goal = pos.turn() == 0 ? atom4::White : atom4::Black;
    const int theirGoal = goal ^ 7;
    int hint = 0;
    for (int i = 0; i < count; ++i) {
        const atom4::Change &change = changes[std::size_t(i)];
        if (change.after == goal)
            hint += 20;
        else if (change.before == theirGoal)
            hint += 8;
        else if (change.before == goal)
            hint -= 6;
    }
    return hint > 0 ? hint : hint - 1;
}

bool makesGoalPiece(const Atom4Position &pos, Move m) {
    atom4::Changes changes;
    const int count = pos.changesOf(int(m), changes);
    const int goal = pos.turn() == 0 ? atom4::White : atom4::Black;
    for (int i = 0; i < count; ++i)
        if (changes[std::size_t(i)].after == goal)
            return true;
    return false;
}

} // namespace gamut::atom4_eval
