#include "loa.h"

#include "loa_tables.h"

#include <bit>

namespace gamut {

using loa::bit;
using loa::kKeys;
using loa::kTables;

namespace {

constexpr std::uint64_t kNotFileA = 0xFEFEFEFEFEFEFEFEull;
constexpr std::uint64_t kNotFileH = 0x7F7F7F7F7F7F7F7Full;

// The cells touching `set` (orthogonally or diagonally), `set` included.
inline std::uint64_t grow(std::uint64_t set) {
    const std::uint64_t row = set | ((set << 1) & kNotFileA) | ((set >> 1) & kNotFileH);
    return row | (row << 8) | (row >> 8);
}

// Calls visit(from, to) for every legal move of `own` against `enemy`; stops early when visit returns false.
// One template serves both the list and the count, so they can never disagree.
template <class Visit>
inline void forEachMove(std::uint64_t own, std::uint64_t enemy, const std::uint8_t *lineCount, Visit &&visit) {
    for (std::uint64_t rest = own; rest; rest &= rest - 1) {
        const int from = std::countr_zero(rest);
        const auto &lines = kTables.lineOf[from];
        const auto &targets = kTables.target[from];
        const auto &between = kTables.between[from];
        for (int dir = 0; dir < 8; ++dir) {
            const int distance = lineCount[lines[dir >> 1]] & 7;
            const int to = targets[dir][distance];
            if (to < 0 || (own & bit(to)) || (enemy & between[dir][distance]))
                continue;
            visit(from, to);
        }
    }
}

} // namespace

bool LoaPosition::connected(std::uint64_t pieces) {
    if (!pieces)
        return false;
    std::uint64_t group = pieces & (~pieces + 1);
    for (;;) {
        const std::uint64_t next = grow(group) & pieces;
        if (next == group)
            return group == pieces;
        group = next;
    }
}

LoaPosition LoaPosition::initial(Variant variant) {
    LoaPosition p;
    p.variant_ = variant;
    const bool scrambled = variant == Variant::Scrambled;
    // Standard: black on rows 1 and 8, white on files a and h. Scrambled Eggs alternates the colours along every
    // edge: top row b8 black, c8 white, ...; bottom row b1 white, ...; a7 white, a6 black, ...; h7 black, ...
    for (int i = 1; i <= 6; ++i) {
        const int odd = i & 1;
        p.put(7 * 8 + i, scrambled ? odd ^ 1 : 0);
        p.put(0 * 8 + i, scrambled ? odd : 0);
        p.put(i * 8 + 0, scrambled ? odd ^ 1 : 1);
        p.put(i * 8 + 7, scrambled ? odd : 1);
    }
    return p;
}

CellFace LoaPosition::cellFace(int cell) const {
    CellFace face;
    face.owner = std::int8_t(pieceAt(cell));
    if (face.owner >= 0)
        face.flags = CellFace::Occupied;
    return face;
}

void LoaPosition::winningCells(std::vector<int> &cells) const {
    if (outcome_ != Outcome::FirstWins && outcome_ != Outcome::SecondWins)
        return;
    for (std::uint64_t own = pieces_[outcome_ == Outcome::FirstWins ? 0 : 1]; own; own &= own - 1)
        cells.push_back(std::countr_zero(own));
}

int LoaPosition::groupCount(std::uint64_t pieces) {
    int groups = 0;
    while (pieces) {
        std::uint64_t group = pieces & (~pieces + 1);
        for (std::uint64_t next; (next = grow(group) & pieces) != group;)
            group = next;
        pieces &= ~group;
        ++groups;
    }
    return groups;
}

void LoaPosition::figures(std::vector<Figure> &list) const {
    list.push_back({"pieces", std::popcount(pieces_[0]), std::popcount(pieces_[1]), true});
    list.push_back({"groups", groupCount(pieces_[0]), groupCount(pieces_[1]), true, FigureRole::Decides});
}

int LoaPosition::pieceAt(int cell) const {
    if (pieces_[0] & bit(cell))
        return 0;
    if (pieces_[1] & bit(cell))
        return 1;
    return -1;
}

void LoaPosition::put(int cell, int player) {
    pieces_[player] |= bit(cell);
    hash_ ^= kKeys.piece[player][cell];
    for (std::uint8_t line : kTables.lineOf[cell])
        ++lineCount_[line];
}

void LoaPosition::remove(int cell, int player) {
    pieces_[player] &= ~bit(cell);
    hash_ ^= kKeys.piece[player][cell];
    for (std::uint8_t line : kTables.lineOf[cell])
        --lineCount_[line];
}

void LoaPosition::legalMoves(MoveList &moves) const {
    if (outcome_ != Outcome::Ongoing)
        return;
    const int before = moves.size();
    forEachMove(pieces_[side_], pieces_[side_ ^ 1], lineCount_, [&](int from, int to) {
        moves.push(makeMove(from, to));
        return true;
    });
    if (moves.size() == before)
        moves.push(kPass);
}

int LoaPosition::countLegalMoves() const {
    if (outcome_ != Outcome::Ongoing)
        return 0;
    int count = 0;
    forEachMove(pieces_[side_], pieces_[side_ ^ 1], lineCount_, [&](int, int) {
        ++count;
        return true;
    });
    return count ? count : 1; // no move: the pass is the one legal move
}

void LoaPosition::play(Move move) {
    const int mover = side_;
    side_ ^= 1;
    hash_ ^= kSideToMoveKey;
    if (move == kPass)
        return; // nothing changes on the board, so neither player became connected
    const int from = moveFrom(move), to = moveTo(move);
    const bool capture = pieces_[mover ^ 1] & bit(to);
    remove(from, mover);
    if (capture) {
        // The captured piece leaves and the mover arrives: the cell's lines keep their counts.
        pieces_[mover ^ 1] &= ~bit(to);
        pieces_[mover] |= bit(to);
        hash_ ^= kKeys.piece[mover ^ 1][to] ^ kKeys.piece[mover][to];
    } else {
        put(to, mover);
    }
    // In an ongoing position neither player is connected; a quiet move cannot change the opponent's group.
    judge(mover, capture);
}

EndReason LoaPosition::ending() const {
    if (outcome_ == Outcome::Ongoing)
        return {};
    const int winner = winnerOf(outcome_);
    if (connected(pieces_[0]) && connected(pieces_[1]))
        return {Ending::BothConnected, winner};
    return {Ending::Connected, winner};
}

void LoaPosition::judge(int mover, bool checkOpponent) {
    const bool mine = connected(pieces_[mover]);
    const bool theirs = checkOpponent && connected(pieces_[mover ^ 1]);
    if (mine && theirs)
        outcome_ = variant_ == Variant::Olympiad ? Outcome::Draw : winFor(mover);
    else if (mine)
        outcome_ = winFor(mover);
    else if (theirs)
        outcome_ = winFor(mover ^ 1);
    else
        outcome_ = Outcome::Ongoing;
}

} // namespace gamut
