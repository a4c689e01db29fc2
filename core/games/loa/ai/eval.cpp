#include "eval.h"

#include "core/games/loa/loa_tables.h"

#include <array>
#include <bit>
#include <cstdlib>
#include <initializer_list>

namespace gamut::loa_eval {

namespace {

using loa::bit;
using loa::kTables;

constexpr std::uint64_t kNotFileA = 0xFEFEFEFEFEFEFEFEull;
constexpr std::uint64_t kNotFileH = 0x7F7F7F7F7F7F7F7Full;
constexpr std::uint64_t kEdges = 0xFF818181818181FFull;

struct EvalTables {
    // Centralisation: 0 in the corners up to 6 in the four middle cells (sum of both axes' closeness).
    std::array<int, 64> centre{};
    // The least possible sum of distances to a centre for n pieces: 0, then rings of 8, 16, 24 cells.
    std::array<int, 13> leastSpread{};

    constexpr EvalTables() {
        for (int cell = 0; cell < 64; ++cell) {
            const int x = cell % 8, y = cell / 8;
            const int cx = x < 4 ? x : 7 - x, cy = y < 4 ? y : 7 - y;
            centre[std::size_t(cell)] = cx + cy;
        }
        int sum = 0;
        for (int n = 0; n <= 12; ++n) {
            leastSpread[std::size_t(n)] = sum;
            sum += n == 0 ? 0 : n <= 8 ? 1 : 2;
        }
    }
};
constexpr EvalTables kEval;

inline std::uint64_t grow(std::uint64_t set) {
    const std::uint64_t row = set | ((set << 1) & kNotFileA) | ((set >> 1) & kNotFileH);
    return row | (row << 8) | (row >> 8);
}

int groups(std::uint64_t pieces) {
    int count = 0;
    while (pieces) {
        std::uint64_t group = pieces & (~pieces + 1);
        for (;;) {
            const std::uint64_t next = grow(group) & pieces;
            if (next == group)
                break;
            group = next;
        }
        pieces &= ~group;
        ++count;
    }
    return count;
}

// 2x2 windows holding three or four of `pieces` (windows that stick out of the board count their inside part).
int solidQuads(std::uint64_t pieces) {
    // For each window anchored at its lower-left cell (the board plus one row and column beyond): count the four.
    const std::uint64_t right = (pieces >> 1) & kNotFileH; // cell x+1 moved onto x
    const std::uint64_t up = pieces >> 8;
    const std::uint64_t upRight = (pieces >> 9) & kNotFileH;
    const std::uint64_t a = pieces, b = right, c = up, d = upRight;
    // At least three of four: majority-of-four bit logic.
    const std::uint64_t three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
    return std::popcount(three);
}

struct Mobility {
    int moves = 0, captures = 0, toEdge = 0;
};

Mobility mobility(std::uint64_t own, std::uint64_t enemy, const std::uint8_t *lineCount) {
    Mobility m;
    // The cells reached, by direction: two pieces never reach the same cell in the same direction (one line of a
    // kind holds the cell, and on it the pieces move the same distance), so each move is one bit.
    std::array<std::uint64_t, 8> reached{};
    for (std::uint64_t rest = own; rest; rest &= rest - 1) {
        const int from = std::countr_zero(rest);
        for (int kind = 0; kind < 4; ++kind) {
            const int distance = lineCount[kTables.lineOf[std::size_t(from)][std::size_t(kind)]] & 7;
            for (int dir = 2 * kind; dir < 2 * kind + 2; ++dir) {
                const int to = kTables.target[std::size_t(from)][std::size_t(dir)][std::size_t(distance)];
                if (to < 0 || (own & bit(to)) ||
                    (enemy & kTables.between[std::size_t(from)][std::size_t(dir)][std::size_t(distance)]))
                    continue;
                reached[std::size_t(dir)] |= bit(to);
            }
        }
    }
    for (const std::uint64_t cells : reached) {
        m.moves += std::popcount(cells);
        m.captures += std::popcount(cells & enemy);
        m.toEdge += std::popcount(cells & kEdges);
    }
    return m;
}

// One side's merit, in evaluation points.
int sideValue(std::uint64_t own, std::uint64_t enemy, const std::uint8_t *lineCount) {
    const int n = std::popcount(own);
    if (n <= 1)
        return 0;
    // Sums of the pieces' columns, rows and closeness to the middle, from popcounts of file and rank masks: a
    // column x counts x (its binary digits), and min(x, 7 - x) towards the middle; rows alike.
    constexpr std::uint64_t kFileA = 0x0101010101010101ull, kRank1 = 0xFFull;
    constexpr auto files = [](std::initializer_list<int> xs) {
        std::uint64_t mask = 0;
        for (int x : xs)
            mask |= kFileA << x;
        return mask;
    };
    constexpr auto ranks = [](std::initializer_list<int> ys) {
        std::uint64_t mask = 0;
        for (int y : ys)
            mask |= kRank1 << (8 * y);
        return mask;
    };
    const auto count = [own](std::uint64_t mask) { return std::popcount(own & mask); };
    const int sx = count(files({1, 3, 5, 7})) + 2 * count(files({2, 3, 6, 7})) + 4 * count(files({4, 5, 6, 7}));
    const int sy = count(ranks({1, 3, 5, 7})) + 2 * count(ranks({2, 3, 6, 7})) + 4 * count(ranks({4, 5, 6, 7}));
    const int centrality = count(files({1, 2, 3, 4, 5, 6})) + count(files({2, 3, 4, 5})) + count(files({3, 4})) +
                           count(ranks({1, 2, 3, 4, 5, 6})) + count(ranks({2, 3, 4, 5})) + count(ranks({3, 4}));
    // Spread: Chebyshev distances to the centre of mass, in units of 1/n cell.
    int spread = 0;
    for (std::uint64_t rest = own; rest; rest &= rest - 1) {
        const int cell = std::countr_zero(rest);
        spread += std::max(std::abs(n * (cell % 8) - sx), std::abs(n * (cell / 8) - sy));
    }
    const int excess = std::max(0, spread - n * kEval.leastSpread[std::size_t(n)]); // n * cells of excess spread
    // The centre of mass near the middle helps the pieces meet (distance from (3.5, 3.5), in 1/n cells).
    const int comOff = std::max(std::abs(2 * sx - 7 * n), std::abs(2 * sy - 7 * n)) / 2;
    const Mobility mob = mobility(own, enemy, lineCount);

    int value = 0;
    value -= 28 * excess / n;        // concentration
    value -= 70 * (groups(own) - 1); // separate groups
    value += 10 * centrality / n;    // pieces in the middle
    value -= 6 * comOff / n;         // centre of mass in the middle
    value += 18 * solidQuads(own);   // solid 2x2 blocks
    value += 3 * mob.moves + 3 * mob.captures - 2 * mob.toEdge;
    return value;
}

} // namespace

int evaluate(const LoaPosition &pos) {
    const int us = pos.turn();
    const std::uint64_t mine = pos.pieces(us), theirs = pos.pieces(us ^ 1);
    return sideValue(mine, theirs, pos.lineCounts()) - sideValue(theirs, mine, pos.lineCounts()) +
           15; // the move is worth a little
}

int orderMove(const LoaPosition &pos, Move m) {
    if (m == LoaPosition::kPass)
        return 0;
    const int from = LoaPosition::moveFrom(m), to = LoaPosition::moveTo(m);
    if (pos.pieces(pos.turn() ^ 1) & bit(to))
        return 100 + kEval.centre[std::size_t(to)]; // captures first
    // Quiet moves: towards the middle is a better guess (kept below zero: their order is the history's).
    return kEval.centre[std::size_t(to)] - kEval.centre[std::size_t(from)] - 10;
}

} // namespace gamut::loa_eval
