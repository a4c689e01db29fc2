// Atoms / Chain Reaction (../shared/spec/atoms.md): 8x8, players add atoms to empty or own cells; a cell reaching
// its critical mass explodes into its neighbours, capturing them, in synchronous waves.
#pragma once

#include "../../ending.h"
#include "../../gamerules.h"
#include "../../hashing.h"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

class AtomsPosition {
public:
    static constexpr int kSize = 8;
    static constexpr int kCells = kSize * kSize;
    enum class Variant : std::uint8_t { Tutorial, Classic };

    static AtomsPosition initial(Variant variant);
    // Test and tooling only (never on a hot path): a position from its board rows (top row first, tokens as in
    // the position text) after `ply` moves; the side to move follows from the ply. Refuses boards that no game
    // reaches before a move: critical cells, atoms of both players before ply 2, more than one atom before ply 2.
    static std::optional<AtomsPosition> fromRows(Variant variant, const std::vector<std::string> &rows, int ply,
                                                 std::string &error);

    std::string variantId() const { return variant_ == Variant::Classic ? "classic" : "tutorial"; }
    BoardGeometry geometry() const { return {BoardGeometry::Kind::Square, kSize, kSize}; }
    int turn() const { return ply_ & 1; }
    Outcome outcome() const;
    // The only end: the loser has no atom left.
    EndReason ending() const {
        const int winner = winnerOf(outcome());
        return winner < 0 ? EndReason{} : EndReason{Ending::NoneLeft, winner ^ 1};
    }
    void legalMoves(MoveList &moves) const;
    // Every cell the opponent does not own is legal.
    int countLegalMoves() const { return kCells - std::popcount(owned_[std::size_t(turn() ^ 1)]); }
    void play(Move cell);
    // play() resolving its chain cell by cell, as describeMove() does, instead of with whole-board waves: the
    // tests check that both end in the same position.
    void playCellByCell(Move cell);
    std::uint64_t hash() const { return hash_ ^ (turn() ? kSideToMoveKey : 0); }

    std::string moveText(Move cell) const;
    ParsedMove parseMove(std::string_view token) const;
    ParsedMove refusalAt(int cell, int from) const;
    void boardRows(std::vector<std::string> &rows) const;
    void extraLines(std::vector<std::string> &) const {} // the spec defines none
    void describeMove(Move cell, MoveEffects &effects) const;
    CellFace cellFace(int cell) const;
    void figures(std::vector<Figure> &list) const;
    MoveCells moveCells(Move cell) const { return {-1, int(cell)}; }
    void winningCells(std::vector<int> &cells) const; // the winner's cells
    // What decided the game: the cells of the last wave of the move that ended it (`lastMove`, its effects).
    void decidingCells(const MoveEffects &lastMove, std::vector<int> &cells) const;

    // The board's eight symmetries (core/symmetry.h): the rules do not care which way it lies.
    static constexpr int kSymmetries = 8;
    AtomsPosition transformed(int symmetry) const;
    static Move transformMove(Move cell, int symmetry);
    static int inverseSymmetry(int symmetry);

    Variant variant() const { return variant_; }
    int ply() const { return ply_; }
    int atoms(int cell) const { return counts_[std::size_t(cell)]; }
    // Every cell's count at once (for the evaluation's bit-parallel reading).
    const std::array<std::uint8_t, kCells> &counts() const { return counts_; }
    // 0 blue, 1 red, -1 empty.
    int owner(int cell) const;
    std::uint64_t ownedBy(int player) const { return owned_[std::size_t(player)]; }
    // 4 everywhere in the tutorial; in the classic game the number of neighbours (2 in a corner, 3 on an edge).
    int criticalMass(int cell) const {
        if (variant_ != Variant::Classic)
            return 4;
        const int x = cell % kSize, y = cell / kSize;
        return 4 - (x == 0) - (x == kSize - 1) - (y == 0) - (y == kSize - 1);
    }

private:
    std::array<std::uint8_t, kCells> counts_{};
    std::array<std::uint64_t, 2> owned_{}; // cells holding atoms of blue, red
    std::uint64_t hash_ = 0;
    int ply_ = 0;
    Variant variant_ = Variant::Tutorial;

    void setCell(int cell, int count, int owner);
    template <class OnWave> void explode(int cell, int mover, OnWave &&onWave);
    void explodeInPlanes(int cell, int mover);
    std::string token(int cell) const; // ".", "1b", "3r"
};

struct AtomsRules {
    using Position = AtomsPosition;
    static const GameInfo &info();
    static std::optional<Position> start(std::string_view variant, int round, std::string &error);
};

} // namespace gamut
