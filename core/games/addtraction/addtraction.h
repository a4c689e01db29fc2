// AddTraction (Andre Kloss, 2004): 6x6, every move sets an empty field to the signed sum of its neighbours.
#pragma once

#include "../../ending.h"
#include "../../gamerules.h"
#include "../../hashing.h"

#include <array>
#include <bit>
#include <cstdint>

namespace gamut {

class AddTractionPosition {
public:
    static constexpr int kSize = 6;
    static constexpr int kCells = kSize * kSize;

    static AddTractionPosition initial();

    std::string variantId() const { return "standard"; }
    BoardGeometry geometry() const { return {BoardGeometry::Kind::Square, kSize, kSize}; }
    int turn() const { return ply_ & 1; }
    Outcome outcome() const;
    // The game ends only when the last field is set.
    EndReason ending() const { return countLegalMoves() > 0 ? EndReason{} : EndReason{Ending::BoardFull, -1}; }
    void legalMoves(MoveList &moves) const;
    int countLegalMoves() const { return kCells - std::popcount(setMask_); }
    void play(Move cell);
    std::uint64_t hash() const { return hash_ ^ (turn() ? kSideToMoveKey : 0); }

    std::string moveText(Move cell) const;
    ParsedMove parseMove(std::string_view token) const;
    ParsedMove refusalAt(int cell, int from) const;
    void boardRows(std::vector<std::string> &rows) const;
    void extraLines(std::vector<std::string> &lines) const;
    void describeMove(Move cell, MoveEffects &effects) const;
    CellFace cellFace(int cell) const;
    void figures(std::vector<Figure> &list) const {
        list.push_back({"score", score_, 0, false, FigureRole::Decides});
        list.push_back({"fieldsLeft", countLegalMoves(), 0, false});
    }
    MoveCells moveCells(Move cell) const { return {-1, int(cell)}; }
    void winningCells(std::vector<int> &cells) const { // the winner's fields: the ones that made the score
        for (int cell = 0; cell < kCells; ++cell)
            if (isSet(cell) && (score_ > 0 ? value(cell) > 0 : value(cell) < 0))
                cells.push_back(cell);
    }

    // Signed field values: > 0 red, < 0 green, 0 neutral (when set). 64-bit: values grow very fast.
    bool isSet(int cell) const { return (setMask_ >> cell) & 1; }
    std::int64_t value(int cell) const { return values_[std::size_t(cell)]; }
    // What setting `cell` now would give it (also for the AI and the UI's preview).
    std::int64_t valueIfSet(int cell) const;
    std::int64_t score() const { return score_; }
    int ply() const { return ply_; }

    // The board's eight symmetries (core/symmetry.h): a field's value is the sum of its neighbours whichever way
    // the board lies (the start is kept by the mirror in the diagonal through both bases).
    static constexpr int kSymmetries = 8;
    AddTractionPosition transformed(int symmetry) const;
    static Move transformMove(Move cell, int symmetry);
    static int inverseSymmetry(int symmetry);

private:
    std::array<std::int64_t, kCells> values_{};
    std::uint64_t setMask_ = 0;
    std::int64_t score_ = 0;
    std::uint64_t hash_ = 0;
    int ply_ = 0;

    void set(int cell, std::int64_t value);
    std::string token(int cell) const; // board token: ".", "r5", "g2" or "n0"
};

struct AddTractionRules {
    using Position = AddTractionPosition;
    static const GameInfo &info();
    static std::optional<Position> start(std::string_view variant, int round, std::string &error);
};

} // namespace gamut
