// Atom-4's rules on the hot path: placement, colour mixing, the win test and the incremental legal-cell set.
#include "atom4.h"

#include "../../hashing.h"

namespace gamut {

using namespace atom4;

namespace {

// Zobrist keys of (cell, colour), and of the position in the colour cycle (which also fixes the side to move).
struct Keys {
    std::array<std::array<std::uint64_t, 8>, kCells> piece{};
    std::array<std::uint64_t, 6> sequence{};
    constexpr Keys() {
        for (int cell = 0; cell < kCells; ++cell)
            for (int colour = 0; colour < 8; ++colour)
                piece[std::size_t(cell)][std::size_t(colour)] =
                    zobristKey(std::uint64_t(cell) + 1, std::uint64_t(colour));
        for (int i = 0; i < 6; ++i)
            sequence[std::size_t(i)] = zobristKey(0x5EC, std::uint64_t(i)) ^ ((i & 1) ? kSideToMoveKey : 0);
    }
};
constexpr Keys kKeys;

constexpr bool isAdditive(int sequenceIndex) { return (sequenceIndex & 1) == 0; }
constexpr int propagatorFor(int sequenceIndex) { return isAdditive(sequenceIndex) ? White : Black; }
constexpr int goalFor(int sequenceIndex) { return isAdditive(sequenceIndex) ? White : Black; }

} // namespace

Atom4Position Atom4Position::roundStart(int round) {
    Atom4Position p;
    p.colour_.fill(kEmpty);
    p.round_ = round;
    p.sequence_ = std::uint8_t((round - 1) % 6);
    const int h9 = 8 * kColumns + 7, i9 = h9 + 1;
    p.setColour(h9, kSequence[std::size_t((round + 1) % 6)]);
    p.setColour(i9, kSequence[std::size_t((round + 4) % 6)]);
    p.emptyCells_ = kCells - 2;
    p.markNewLegalCells(h9);
    p.markNewLegalCells(i9);
    return p;
}

void Atom4Position::setColour(int cell, int colour) {
    const std::uint8_t old = colour_[std::size_t(cell)];
    if (old != kEmpty)
        hash_ ^= kKeys.piece[std::size_t(cell)][old];
    colour_[std::size_t(cell)] = std::uint8_t(colour);
    hash_ ^= kKeys.piece[std::size_t(cell)][std::size_t(colour)];
}

std::uint64_t Atom4Position::hash() const { return hash_ ^ kKeys.sequence[sequence_]; }

bool Atom4Position::completesTriangle(int cell) const {
    for (int d = 0; d < kDirections; ++d)
        if (colour_[neighbour(cell, d)] != kEmpty && colour_[neighbour(cell, nextDirection(d))] != kEmpty)
            return true;
    return false;
}

void Atom4Position::markNewLegalCells(int placed) { markLegalAround(placed, colour_, legal_); }

void Atom4Position::legalMoves(MoveList &moves) const {
    for (int w = 0; w < 4; ++w) {
        std::uint64_t bits = legal_.words[std::size_t(w)];
        while (bits) {
            moves.push(Move(w * 64 + std::countr_zero(bits)));
            bits &= bits - 1;
        }
    }
}

// Walks each direction over the mover's propagator to the first other cell; all read from the board before
// the move (the six lines from one cell never cross, so applying them one by one gives the same result).
int Atom4Position::changesOf(int cell, Changes &changes) const {
    const int colour = kSequence[sequence_];
    const int propagator = propagatorFor(sequence_);
    const bool additive = isAdditive(sequence_);
    int count = 0;
    for (int d = 0; d < kDirections; ++d) {
        int target = neighbour(cell, d);
        while (colour_[std::size_t(target)] == propagator)
            target = neighbour(target, d);
        const int before = colour_[std::size_t(target)];
        if (before == kEmpty) // an empty cell, or the off-board slot
            continue;
        const int after = additive ? (before | colour) : (before & colour);
        if (after != before)
            changes[std::size_t(count++)] = {std::uint16_t(target), std::uint8_t(d), std::uint8_t(before),
                                             std::uint8_t(after)};
    }
    return count;
}

void Atom4Position::play(Move move) {
    const int cell = int(move);
    Changes changes;
    const int count = changesOf(cell, changes);
    setColour(cell, kSequence[sequence_]);
    for (int i = 0; i < count; ++i)
        setColour(changes[std::size_t(i)].cell, changes[std::size_t(i)].after);
    --emptyCells_;
    markNewLegalCells(cell);

    // A placed piece is never the goal colour itself (no player places white or black), so only the changed
    // cells can win; and a move never creates the opponent's goal colour.
    const int goal = goalFor(sequence_);
    bool won = false;
    for (int i = 0; i < count && !won; ++i)
        won = changes[std::size_t(i)].after == goal && onRunOfFour(colour_, changes[std::size_t(i)].cell, goal);
    if (won)
        outcome_ = std::uint8_t(winFor(turn()));
    else if (emptyCells_ == 0 || legal_.empty()) // "stuck" cannot arise from play, but costs nothing to test
        outcome_ = std::uint8_t(Outcome::Draw);
    sequence_ = std::uint8_t(sequence_ == 5 ? 0 : sequence_ + 1);
}

EndReason Atom4Position::ending() const {
    const Outcome result = outcome();
    if (result == Outcome::Ongoing)
        return {};
    if (result == Outcome::Draw)
        return {emptyCells_ == 0 ? Ending::BoardFull : Ending::NoMoveLeft, -1};
    return {Ending::RowMade, winnerOf(result)};
}

void Atom4Position::settle() {
    outcome_ = std::uint8_t(emptyCells_ == 0 || legal_.empty() ? Outcome::Draw : Outcome::Ongoing);
}

int Atom4Position::runThrough(int cell, int colour, std::array<int, kColumns> &run) const {
    for (int d = 0; d < 3; ++d) {
        int start = cell;
        while (colour_[neighbour(start, opposite(d))] == colour)
            start = neighbour(start, opposite(d));
        int length = 0;
        for (int n = start; colour_[std::size_t(n)] == colour; n = neighbour(n, d))
            run[std::size_t(length++)] = n;
        if (length >= 4)
            return length;
    }
    return 0;
}

CellFace Atom4Position::cellFace(int cell) const {
    CellFace face;
    const int colour = colour_[std::size_t(cell)];
    if (colour != kEmpty) {
        face.flags = CellFace::Occupied;
        face.colour = std::int8_t(colour);
    }
    return face;
}

void Atom4Position::winningCells(std::vector<int> &cells) const {
    const int goal = outcome() == Outcome::FirstWins ? White : outcome() == Outcome::SecondWins ? Black : -1;
    if (goal < 0)
        return;
    std::array<int, kColumns> run{};
    CellSet marked;
    for (int cell = 0; cell < kCells; ++cell) {
        if (colour_[std::size_t(cell)] != goal || marked.has(cell))
            continue;
        const int length = runThrough(cell, goal, run);
        for (int i = 0; i < length; ++i)
            if (!marked.has(run[std::size_t(i)])) {
                marked.set(run[std::size_t(i)]);
                cells.push_back(run[std::size_t(i)]);
            }
    }
}

const GameInfo &Atom4Rules::info() {
    static const GameInfo info{"atom4", "Atom-4", {"first", "second"}, "standard", {"standard"}, {}, true};
    return info;
}

} // namespace gamut
