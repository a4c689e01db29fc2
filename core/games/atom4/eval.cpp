#include "eval.h"

#include <array>
#include <bit>
#include <cstdint>

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
static_assert(kClasses <= 1 << kClassBits);

// A window's worth for one player: by its goal pieces g (0..3) and near pieces n.
constexpr int worth(int g, int n) {
    constexpr int base[5] = {0, 6, 20, 70, 200}; // four: only in a finished game
    return g == 0 ? 2 * n : base[g] * (n + 1);
}

struct Tables {
    // The lines of four cells or more along the three directions, cell after cell: a window of four is the last
    // four cells read, so the eval reads each cell once per direction.
    std::array<std::uint16_t, 3 * kCells> lineCells{};
    // Where each line's cells end in lineCells (a line starts on the edge: at most columns + rows of them per
    // direction).
    std::array<std::uint16_t, 3 * (atom4::kColumns + atom4::kRows)> lineEnd{};
    int lines = 0;
    // By a window's code: its worth for the first player minus the second, times 4, plus bit p when the window
    // is one live near piece short of four for player p (every threat of four has one). One lookup per window.
    std::array<std::int16_t, kWindowCodes> packed{};

    constexpr Tables() {
        int used = 0;
        for (int d = 0; d < 3; ++d)
            for (int cell = 0; cell < kCells; ++cell) {
                if (neighbour(cell, atom4::opposite(d)) != kOffBoard)
                    continue; // not the first cell of its line
                int length = 0;
                for (int c = cell; c != kOffBoard; c = neighbour(c, d))
                    ++length;
                if (length < 4)
                    continue;
                for (int c = cell; c != kOffBoard; c = neighbour(c, d))
                    lineCells[std::size_t(used++)] = std::uint16_t(c);
                lineEnd[std::size_t(lines++)] = std::uint16_t(used);
            }
        for (int code = 0; code < kWindowCodes; ++code) {
            int counts[1 << kClassBits] = {};
            for (int i = 0, rest = code; i < 4; ++i, rest >>= kClassBits)
                ++counts[rest & ((1 << kClassBits) - 1)];
            // A dead near piece will not turn into the goal colour: the window is closed to that player.
            const int first = counts[Black] || counts[DeadTwo] ? 0 : worth(counts[White], counts[Two]);
            const int second = counts[White] || counts[DeadOne] ? 0 : worth(counts[Black], counts[One]);
            const int oneShort =
                (counts[White] == 3 && counts[Two] == 1 ? 1 : 0) | (counts[Black] == 3 && counts[One] == 1 ? 2 : 0);
            packed[std::size_t(code)] = std::int16_t((first - second) * 4 + oneShort);
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

atom4::Board boardOf(const Atom4Position &pos) {
    atom4::Board colours;
    for (int c = 0; c < kCells; ++c)
        colours[std::size_t(c)] = std::uint8_t(pos.colourAt(c));
    colours[kOffBoard] = atom4::kEmpty;
    return colours;
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
    const atom4::Board colours = boardOf(pos);
    std::array<std::uint8_t, kCells> cls;
    for (int c = 0; c < kCells; ++c) {
        std::uint8_t &cellClass = cls[std::size_t(c)];
        cellClass = kClassOf[colours[std::size_t(c)]];
        if (cellClass == Two && !reachable(colours, c, atom4::White))
            cellClass = DeadTwo;
        else if (cellClass == One && !reachable(colours, c, atom4::Black))
            cellClass = DeadOne;
    }
    int total = 0;
    unsigned oneShort = 0;
    for (int line = 0, begin = 0; line < kTables.lines; begin = kTables.lineEnd[std::size_t(line++)]) {
        const int end = kTables.lineEnd[std::size_t(line)];
        const std::uint16_t *cell = &kTables.lineCells[std::size_t(begin)];
        // A window's code holds its first cell in the lowest bits: each new cell enters at the top.
        unsigned code = unsigned(cls[cell[0]]) << kClassBits | unsigned(cls[cell[1]]) << 2 * kClassBits |
                        unsigned(cls[cell[2]]) << 3 * kClassBits;
        for (int i = 3; i < end - begin; ++i) {
            code = code >> kClassBits | unsigned(cls[cell[i]]) << 3 * kClassBits;
            const int packed = kTables.packed[code];
            total += packed >> 2;
            oneShort |= unsigned(packed) & 3;
        }
    }
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
