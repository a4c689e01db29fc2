// Atom-4 (Hwei Sheng Teoh): colours on a triangular lattice. Each placement mixes its colour into the first
// non-propagator piece in each of the six directions; a run of four white (first) or black (second) wins.
#pragma once

#include "../../ending.h"
#include "../../gamerules.h"
#include "lattice.h"

#include <array>
#include <bit>
#include <cstdint>

namespace gamut {

namespace atom4 {

// Colours are red/green/blue bit masks; kEmpty marks a free cell (and the off-board slot).
enum Colour : std::uint8_t { Black = 0, Red = 1, Green = 2, Yellow = 3, Blue = 4, Magenta = 5, Cyan = 6, White = 7 };
inline constexpr std::uint8_t kEmpty = 8;
// The order of play: SEQ[i] is played at the i-th step of the cycle; even i additive (first), odd subtractive.
inline constexpr std::array<std::uint8_t, 6> kSequence = {Red, Yellow, Green, Cyan, Blue, Magenta};
inline constexpr char kColourTokens[] = "krgybmcw.";

// One colour change a placement causes: the first non-propagator piece in direction `direction`.
struct Change {
    std::uint16_t cell = 0;
    std::uint8_t direction = 0;
    std::uint8_t before = 0;
    std::uint8_t after = 0;
};
using Changes = std::array<Change, kDirections>;

// 256 cells as four 64-bit words.
struct CellSet {
    std::array<std::uint64_t, 4> words{};
    bool has(int cell) const { return (words[std::size_t(cell >> 6)] >> (cell & 63)) & 1; }
    void set(int cell) { words[std::size_t(cell >> 6)] |= std::uint64_t(1) << (cell & 63); }
    void reset(int cell) { words[std::size_t(cell >> 6)] &= ~(std::uint64_t(1) << (cell & 63)); }
    int count() const {
        return std::popcount(words[0]) + std::popcount(words[1]) + std::popcount(words[2]) + std::popcount(words[3]);
    }
    bool empty() const { return (words[0] | words[1] | words[2] | words[3]) == 0; }
};

// Colours by cell, with one extra slot (kOffBoard) that always stays kEmpty.
using Board = std::array<std::uint8_t, kCells + 1>;

// After a piece lands on `placed`, only its neighbours can become legal: a neighbour N in direction d completes
// the triangle (placed, N, X) when X, the placed cell's neighbour in an adjacent direction, is occupied.
// Shared by the rules and the emulated original player, which keeps its own board.
inline void markLegalAround(int placed, const Board &colour, CellSet &legal) {
    legal.reset(placed);
    for (int d = 0; d < kDirections; ++d) {
        const int n = neighbour(placed, d);
        if (n == kOffBoard || colour[std::size_t(n)] != kEmpty)
            continue;
        if (colour[std::size_t(neighbour(placed, nextDirection(d)))] != kEmpty ||
            colour[std::size_t(neighbour(placed, previousDirection(d)))] != kEmpty)
            legal.set(n);
    }
}

// Whether `cell`, holding `colour`, lies on a run of at least four cells of `colour` along one of the three lines.
// Only the neighbours are read, so `cell` itself may still hold something else (a colour about to change).
// Shared by the rules, the evaluation and the emulated original player.
inline bool onRunOfFour(const Board &colour, int cell, int goal) {
    for (int d = 0; d < 3; ++d) {
        int length = 1;
        for (int n = neighbour(cell, d); colour[std::size_t(n)] == goal; n = neighbour(n, d))
            ++length;
        for (int n = neighbour(cell, opposite(d)); colour[std::size_t(n)] == goal; n = neighbour(n, opposite(d)))
            ++length;
        if (length >= 4)
            return true;
    }
    return false;
}

} // namespace atom4

class Atom4Position {
public:
    static constexpr int kCells = atom4::kCells;

    // The start of round `round` (1, 2, ...): two pieces on h9 and i9.
    static Atom4Position roundStart(int round);
    // For tests and tools: a position from 16 board rows (row 16 first, tokens as printed), the round and the
    // token of the colour to play next. Returns nullopt and sets `error` on malformed input.
    static std::optional<Atom4Position> fromRows(const std::vector<std::string> &rows, int round, char next,
                                                 std::string &error);

    std::string variantId() const { return "standard"; }
    BoardGeometry geometry() const { return {BoardGeometry::Kind::Triangular, atom4::kColumns, atom4::kRows}; }
    int turn() const { return sequence_ & 1; }
    Outcome outcome() const { return Outcome(outcome_); }
    // A win is always the mover's row (a move never makes the opponent's goal colour); a draw a full board.
    EndReason ending() const;
    void legalMoves(MoveList &moves) const;
    int countLegalMoves() const { return legal_.count(); }
    int emptyCells() const { return emptyCells_; }
    void play(Move cell);
    std::uint64_t hash() const;
    int round() const { return round_; }

    std::string moveText(Move cell) const;
    ParsedMove parseMove(std::string_view token) const;
    ParsedMove refusalAt(int cell, int from) const;
    void boardRows(std::vector<std::string> &rows) const;
    void extraLines(std::vector<std::string> &lines) const;
    void describeMove(Move cell, MoveEffects &effects) const;
    CellFace cellFace(int cell) const;
    void figures(std::vector<Figure> &list) const {
        list.push_back({"nextColour", outcome() == Outcome::Ongoing ? nextColour() : -1, 0, false,
                        FigureRole::PanelOnly, FigureValue::Colour});
    }
    MoveCells moveCells(Move cell) const { return {-1, int(cell)}; }
    void winningCells(std::vector<int> &cells) const; // every cell of a winning run of the goal colour

    // The lattice's symmetries: 0 the identity, 1 the half turn ((column, row) to (15 - column, 15 - row), which
    // keeps every line a line). Its mirrors do not map the shifted rows onto themselves.
    static constexpr int kSymmetries = 2;
    Atom4Position transformed(int symmetry) const;
    static Move transformMove(Move cell, int symmetry);
    static int inverseSymmetry(int symmetry) { return symmetry; }

    // Queries for the UI and the computer players.
    int colourAt(int cell) const { return colour_[std::size_t(cell)]; } // a Colour, or kEmpty
    // Every cell's colour at once, with the always-empty off-board slot (for the evaluation's inner loops).
    const atom4::Board &board() const { return colour_; }
    bool isLegal(int cell) const { return legal_.has(cell); }
    int nextColour() const { return atom4::kSequence[sequence_]; }
    // The colour changes placing the next colour on `cell` would cause (only those that change a colour).
    int changesOf(int cell, atom4::Changes &changes) const;
    // The cells of a run of >= 4 of `colour` through `cell` along one line, or 0 if there is none.
    int runThrough(int cell, int colour, std::array<int, atom4::kColumns> &run) const;

private:
    atom4::Board colour_{};  // [kOffBoard] stays kEmpty
    atom4::CellSet legal_;   // empty cells that complete a triangle
    std::uint64_t hash_ = 0; // the pieces only
    int round_ = 1;
    std::int16_t emptyCells_ = kCells;
    std::uint8_t sequence_ = 0; // index in kSequence of the colour to play next
    std::uint8_t outcome_ = std::uint8_t(Outcome::Ongoing);

    void setColour(int cell, int colour);
    void markNewLegalCells(int placed);
    bool completesTriangle(int cell) const;
    void settle(); // outcome of a constructed position: draw when full or stuck
};

struct Atom4Rules {
    using Position = Atom4Position;
    static const GameInfo &info();
    static std::optional<Position> start(std::string_view variant, int round, std::string &error);
};

} // namespace gamut
