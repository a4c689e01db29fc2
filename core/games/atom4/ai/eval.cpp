#include "eval.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace gamut::atom4_eval {

namespace {

using atom4::kCells;
using atom4::kOffBoard;
using atom4::neighbour;

// Cell classes: empty, white, black, two primaries (one mix from white), one primary (one mix from black), and
// those near pieces that no placement of the player they are near for can reach any more (dead).
enum Class : std::uint8_t { Empty, White, Black, Two, One, DeadTwo, DeadOne, kClasses };

constexpr std::array<std::uint8_t, 9> kClassOf = {
    Black, One, One, Two, One, Two, Two, White, Empty, // k r g y b m c w .
};
// A window's code: its four classes, three bits each (shifts are cheaper than base-7 digits in the hot loop).
constexpr int kClassBits = 3;
constexpr int kWindowCodes = 1 << (4 * kClassBits);
// A window's packed value: its worth above bit kWorthShift, and below it two counts of windows (fewer than 1024
// windows each: the board has 3 x 13 x 16 at most) one piece short of four, for the first and second player.
constexpr int kCountBits = 10, kWorthShift = 2 * kCountBits;
constexpr int kFirstShort = 1, kSecondShort = 1 << kCountBits;
static_assert(kClasses <= 1 << kClassBits);

// A window's worth for one player: by its goal pieces g (0..3) and near pieces n.
constexpr int worth(int g, int n) {
    constexpr int base[5] = {0, 6, 20, 70, 200}; // four: only in a finished game
    return g == 0 ? 2 * n : base[g] * (n + 1);
}

// The lines of four cells or more along the three directions (each starts on the edge: at most columns + rows
// of them per direction), and one more slot where the cells of shorter lines go unread.
constexpr int kMaxLines = 3 * (atom4::kColumns + atom4::kRows);

struct Tables {
    // Each line's length in cells.
    std::array<std::uint8_t, kMaxLines> lineLength{};
    // For each cell and direction: its line (kMaxLines for a line shorter than four) and its place along it, as
    // the shift of its class in the line's word (kClassBits per cell, the line's first cell lowest).
    std::array<std::array<std::uint8_t, 3>, kCells> lineOf{};
    std::array<std::array<std::uint8_t, 3>, kCells> shiftOf{};
    int lines = 0;
    // By a window's code: its worth for the first player minus the second (times 2^kWorthShift), plus one in the
    // count field of player p when the window is one live near piece short of four for p (every threat of four
    // has one). One lookup and one addition per window: the sum holds the total worth and both counts at once.
    std::array<std::int32_t, kWindowCodes> packed{};

    constexpr Tables() {
        for (int d = 0; d < 3; ++d)
            for (int cell = 0; cell < kCells; ++cell) {
                if (neighbour(cell, atom4::opposite(d)) != kOffBoard)
                    continue; // not the first cell of its line
                int length = 0;
                for (int c = cell; c != kOffBoard; c = neighbour(c, d))
                    ++length;
                const int line = length < 4 ? kMaxLines : lines++;
                for (int c = cell, at = 0; c != kOffBoard; c = neighbour(c, d), ++at) {
                    lineOf[std::size_t(c)][std::size_t(d)] = std::uint8_t(line);
                    shiftOf[std::size_t(c)][std::size_t(d)] = std::uint8_t(kClassBits * at);
                }
                if (line < kMaxLines)
                    lineLength[std::size_t(line)] = std::uint8_t(length);
            }
        for (int code = 0; code < kWindowCodes; ++code) {
            int counts[1 << kClassBits] = {};
            for (int i = 0, rest = code; i < 4; ++i, rest >>= kClassBits)
                ++counts[rest & ((1 << kClassBits) - 1)];
            // A dead near piece will not turn into the goal colour: the window is closed to that player.
            const int first = counts[Black] || counts[DeadTwo] ? 0 : worth(counts[White], counts[Two]);
            const int second = counts[White] || counts[DeadOne] ? 0 : worth(counts[Black], counts[One]);
            const int oneShort = (counts[White] == 3 && counts[Two] == 1 ? kFirstShort : 0) +
                                 (counts[Black] == 3 && counts[One] == 1 ? kSecondShort : 0);
            packed[std::size_t(code)] = (first - second) * (1 << kWorthShift) + oneShort;
        }
    }
};
constexpr Tables kTables;

int goalOf(int player) { return player == 0 ? atom4::White : atom4::Black; }

// Whether a placement could still change `cell` for the player whose propagator is `propagator`: along one of the
// six directions, past that player's propagators, lies an empty cell.
bool reachable(const atom4::Board &colours, int cell, int propagator) {
    for (int d = 0; d < atom4::kDirections; ++d) {
        int c = neighbour(cell, d);
        while (colours[std::size_t(c)] == propagator)
            c = neighbour(c, d);
        if (c != kOffBoard && colours[std::size_t(c)] == atom4::kEmpty)
            return true;
    }
    return false;
}

// Threats of four: legal cells where `player`, placing `colour`, would turn a piece (reached through their own
// propagators) into their goal colour on a run of four. Up to two are counted (two cannot both be stopped).
int threats(const Atom4Position &pos, const atom4::Board &colours, int player, int colour) {
    const int goal = goalOf(player); // also the player's propagator
    const bool additive = player == 0;
    int found = 0;
    for (int cell = 0; cell < kCells && found < 2; ++cell) {
        if (!pos.isLegal(cell))
            continue;
        for (int d = 0; d < atom4::kDirections; ++d) {
            int target = neighbour(cell, d);
            while (colours[std::size_t(target)] == goal)
                target = neighbour(target, d);
            const int before = colours[std::size_t(target)];
            if (before == atom4::kEmpty)
                continue;
            const int after = additive ? (before | colour) : (before & colour);
            if (after == goal && atom4::onRunOfFour(colours, target, goal)) {
                ++found;
                break;
            }
        }
    }
    return found;
}

// The colour the player after the mover will place (the next one in the cycle).
int colourAfter(int colour) {
    for (std::size_t i = 0; i < atom4::kSequence.size(); ++i)
        if (atom4::kSequence[i] == colour)
            return atom4::kSequence[(i + 1) % atom4::kSequence.size()];
    return colour;
}

const atom4::Board &boardOf(const Atom4Position &pos) { return pos.board(); }

// The cells holding `colour` (or kEmpty), 64 to a word. With SSE2 (every x86-64), 16 cells are compared at once.
std::array<std::uint64_t, 4> cellsOf(const atom4::Board &colours, std::uint8_t colour) {
    std::array<std::uint64_t, 4> cells{};
#ifdef __SSE2__
    const __m128i wanted = _mm_set1_epi8(char(colour));
    for (int block = 0; block < kCells / 16; ++block) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(colours.data() + 16 * block));
        const auto found = std::uint64_t(std::uint16_t(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, wanted))));
        cells[std::size_t(block >> 2)] |= found << (16 * (block & 3));
    }
#else
    for (int c = 0; c < kCells; ++c)
        if (colours[std::size_t(c)] == colour)
            cells[std::size_t(c >> 6)] |= std::uint64_t(1) << (c & 63);
#endif
    return cells;
}

// Sets of cells as four words, rows of 16 cells, four rows to a word.
using Cells = std::array<std::uint64_t, 4>;
constexpr std::uint64_t kFirstColumn = 0x0001000100010001ull, kLastColumn = 0x8000800080008000ull;
constexpr std::uint64_t kEvenRows = 0x0000FFFF0000FFFFull, kOddRows = ~kEvenRows; // rows 1, 3, ... as printed

// Cell c moves to c - k (k < 64).
Cells down(const Cells &s, int k) {
    return {s[0] >> k | s[1] << (64 - k), s[1] >> k | s[2] << (64 - k), s[2] >> k | s[3] << (64 - k), s[3] >> k};
}
// Cell c moves to c + k (k < 64).
Cells up(const Cells &s, int k) {
    return {s[0] << k, s[1] << k | s[0] >> (64 - k), s[2] << k | s[1] >> (64 - k), s[3] << k | s[2] >> (64 - k)};
}
// The cells whose neighbour in direction d is in `s` (lattice.h's numbering: on even y the cells above and
// below are c and c + 1 of the next row, on odd y c - 1 and c).
Cells fromNeighbours(const Cells &s, int d) {
    const auto masked = [](const Cells &a, std::uint64_t evenMask, const Cells &b, std::uint64_t oddMask) {
        return Cells{(a[0] & evenMask) | (b[0] & oddMask), (a[1] & evenMask) | (b[1] & oddMask),
                     (a[2] & evenMask) | (b[2] & oddMask), (a[3] & evenMask) | (b[3] & oddMask)};
    };
    switch (d) {
    case atom4::Right: {
        const Cells a = down(s, 1);
        return masked(a, ~kLastColumn, a, ~kLastColumn);
    }
    case atom4::Left: {
        const Cells a = up(s, 1);
        return masked(a, ~kFirstColumn, a, ~kFirstColumn);
    }
    case atom4::UpRight:
        return masked(down(s, 17), kEvenRows & ~kLastColumn, down(s, 16), kOddRows);
    case atom4::UpLeft:
        return masked(down(s, 16), kEvenRows, down(s, 15), kOddRows & ~kFirstColumn);
    case atom4::DownLeft:
        return masked(up(s, 16), kEvenRows, up(s, 17), kOddRows & ~kFirstColumn);
    default: // DownRight
        return masked(up(s, 15), kEvenRows & ~kLastColumn, up(s, 16), kOddRows);
    }
}

// The cells that a placement of the player whose propagators are `propagators` could still change (reachable()
// for all cells at once): along some direction, past that player's propagators, lies an empty cell. Per
// direction, the cells from which such a walk reaches an empty cell grow one propagator per step.
Cells reachableCells(const Cells &empty, const Cells &propagators) {
    Cells reach{};
    for (int d = 0; d < atom4::kDirections; ++d) {
        Cells walk = empty;
        for (;;) {
            const Cells before = fromNeighbours(walk, d);
            Cells next;
            for (int w = 0; w < 4; ++w)
                next[std::size_t(w)] = empty[std::size_t(w)] | (propagators[std::size_t(w)] & before[std::size_t(w)]);
            if (next == walk) {
                for (int w = 0; w < 4; ++w)
                    reach[std::size_t(w)] |= before[std::size_t(w)];
                break;
            }
            walk = next;
        }
    }
    return reach;
}

} // namespace

// Several threats are often stopped by one move (it changes up to six cells), so they are only fatal without one.
bool canParryAll(const Atom4Position &pos) {
    const int attacker = pos.turn() ^ 1;
    MoveList moves;
    pos.legalMoves(moves);
    for (const Move m : moves) {
        Atom4Position child = pos;
        child.play(m);
        if (child.outcome() != Outcome::Ongoing)
            return true;
        if (threats(child, boardOf(child), attacker, child.nextColour()) == 0)
            return true;
    }
    return false;
}

bool canReach(const Atom4Position &pos, int player, int cell) { return reachable(boardOf(pos), cell, goalOf(player)); }

int threatsOf(const Atom4Position &pos, int player) {
    const int colour = player == pos.turn() ? pos.nextColour() : colourAfter(pos.nextColour());
    return threats(pos, boardOf(pos), player, colour);
}

int evaluate(const Atom4Position &pos) {
    const atom4::Board &colours = boardOf(pos);
    const Cells empty = cellsOf(colours, atom4::kEmpty);
    const Cells occupied = {~empty[0], ~empty[1], ~empty[2], ~empty[3]};
    // Each line's classes in one word (an empty cell is 0), so that a window's code is four of its fields.
    std::array<std::uint64_t, kMaxLines + 1> lineWords{};
    const Cells first = reachableCells(empty, cellsOf(colours, atom4::White));
    const Cells second = reachableCells(empty, cellsOf(colours, atom4::Black));
    for (int word = 0; word < 4; ++word)
        for (std::uint64_t rest = occupied[std::size_t(word)]; rest; rest &= rest - 1) {
            const int c = word * 64 + std::countr_zero(rest);
            std::uint8_t cellClass = kClassOf[colours[std::size_t(c)]];
            if (cellClass == Two && !(first[std::size_t(word)] >> (c & 63) & 1))
                cellClass = DeadTwo;
            else if (cellClass == One && !(second[std::size_t(word)] >> (c & 63) & 1))
                cellClass = DeadOne;
            const auto &line = kTables.lineOf[std::size_t(c)];
            const auto &shift = kTables.shiftOf[std::size_t(c)];
            lineWords[line[0]] |= std::uint64_t(cellClass) << shift[0];
            lineWords[line[1]] |= std::uint64_t(cellClass) << shift[1];
            lineWords[line[2]] |= std::uint64_t(cellClass) << shift[2];
        }
    std::int64_t sum = 0;
    for (int line = 0; line < kTables.lines; ++line) {
        std::uint64_t word = lineWords[std::size_t(line)];
        if (!word)
            continue;
        // Only the windows holding one of the line's pieces are worth anything: those from three cells before
        // its first piece to its last.
        const int first = std::countr_zero(word) / kClassBits, last = (63 - std::countl_zero(word)) / kClassBits;
        const int start = std::max(0, first - 3), stop = std::min(kTables.lineLength[std::size_t(line)] - 4, last);
        word >>= kClassBits * start;
        for (int i = start; i <= stop; ++i, word >>= kClassBits)
            sum += kTables.packed[word & (kWindowCodes - 1)];
    }
    // The counts are never negative, so the worth is the sum's part above them, rounded down.
    const int total = int(sum >> kWorthShift);
    const unsigned oneShort =
        (sum & (kSecondShort - 1) ? 1u : 0u) | ((sum >> kCountBits) & (kSecondShort - 1) ? 2u : 0u);
    const int us = pos.turn(), them = us ^ 1;
    int threatValue = 0;
    // A threat of ours wins at once; two of theirs lose unless one reply stops both; one must be answered.
    // Threats are only looked for where a window is one near piece short of four.
    if ((oneShort >> us & 1) && threats(pos, colours, us, pos.nextColour()) > 0)
        threatValue += 3000;
    else if (oneShort >> them & 1) {
        const int theirs = threats(pos, colours, them, colourAfter(pos.nextColour()));
        threatValue -= theirs >= 2 && !canParryAll(pos) ? 2500 : theirs >= 1 ? 150 : 0;
    }
    return (us == 0 ? total : -total) + threatValue;
}

int orderMove(const Atom4Position &pos, Move m) {
    atom4::Changes changes;
    const int count = pos.changesOf(int(m), changes);
    const int goal = goalOf(pos.turn());
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
    const int goal = goalOf(pos.turn());
    for (int i = 0; i < count; ++i)
        if (changes[std::size_t(i)].after == goal)
            return true;
    return false;
}

} // namespace gamut::atom4_eval
