// Lines of Action (Claude Soucie; Sid Sackson, "A Gamut of Games", 1969): 8x8, a piece moves exactly as many
// cells as there are pieces on its line; a player wins by gathering all their pieces into one group.
#pragma once

#include "../../ending.h"
#include "../../gamerules.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

class LoaPosition {
public:
    static constexpr int kSize = 8;
    static constexpr int kCells = 64;
    // The four kinds of line: 8 columns, 8 rows, 15 diagonals (a1-h8 way), 15 anti-diagonals (a8-h1 way).
    static constexpr int kLines = 8 + 8 + 15 + 15;
    // A move is from | to << 6; a pass is its own value.
    static constexpr Move kPass = 1u << 12;

    enum class Variant : std::uint8_t { Standard, Olympiad, Scrambled };

    static LoaPosition initial(Variant variant);
    // A set-up position (tests, puzzles): rows top first, each 8 tokens `.`/`b`/`w` separated by spaces.
    // The outcome is judged as if the other player had just moved. nullopt (and `error`) on bad input.
    static std::optional<LoaPosition> fromRows(std::string_view variant, const std::vector<std::string> &rows,
                                               int sideToMove, std::string &error);

    static Move makeMove(int from, int to) { return Move(from) | Move(to) << 6; }
    static int moveFrom(Move m) { return int(m & 63); }
    static int moveTo(Move m) { return int(m >> 6 & 63); }

    std::string variantId() const;
    Variant variant() const { return variant_; }
    BoardGeometry geometry() const { return {BoardGeometry::Kind::Square, kSize, kSize}; }
    int turn() const { return side_; }
    Outcome outcome() const { return outcome_; }
    // Read from the final groups: both sides connected (the mover's win, or Olympiad's draw), or the winner alone.
    EndReason ending() const;
    void legalMoves(MoveList &moves) const;
    int countLegalMoves() const;
    void play(Move move);
    std::uint64_t hash() const { return hash_; }
    bool drawsOnRepetition() const { return variant_ == Variant::Olympiad; }

    std::string moveText(Move move) const;
    ParsedMove parseMove(std::string_view token) const;
    // A click on `cell` with the piece on `from` picked (-1: none, then only whether `cell` holds a piece to pick).
    ParsedMove refusalAt(int cell, int from) const;
    void boardRows(std::vector<std::string> &rows) const;
    void extraLines(std::vector<std::string> &) const {} // LOA has no extra lines
    void describeMove(Move move, MoveEffects &effects) const;
    CellFace cellFace(int cell) const;
    void figures(std::vector<Figure> &list) const;
    static int groupCount(std::uint64_t pieces); // connected groups, diagonal neighbours included
    MoveCells moveCells(Move move) const {
        return move == kPass ? MoveCells{} : MoveCells{moveFrom(move), moveTo(move)};
    }
    void winningCells(std::vector<int> &cells) const; // the winner's group

    // The board's eight symmetries (core/symmetry.h): a move's length counts the pieces on its line whichever way
    // the board lies. A pass stays a pass.
    static constexpr int kSymmetries = 8;
    LoaPosition transformed(int symmetry) const;
    static Move transformMove(Move move, int symmetry);
    static int inverseSymmetry(int symmetry);

    // Bitboards, bit = cell index (a1 = 0, b1 = 1, ..., h8 = 63); player 0 = black, 1 = white.
    std::uint64_t pieces(int player) const { return pieces_[player]; }
    int pieceAt(int cell) const; // 0, 1, or -1 when empty
    static bool connected(std::uint64_t pieces);
    // The number of pieces on each line (column, row, diagonal, anti-diagonal; see loa_tables.h's lineOf).
    const std::uint8_t *lineCounts() const { return lineCount_; }

private:
    std::uint64_t pieces_[2] = {0, 0};
    std::uint64_t hash_ = 0;
    std::uint8_t lineCount_[kLines] = {}; // pieces of both colours on every line, kept up to date by play()
    std::uint8_t side_ = 0;
    Variant variant_ = Variant::Standard;
    Outcome outcome_ = Outcome::Ongoing;

    void put(int cell, int player);
    void remove(int cell, int player);
    void judge(int mover, bool checkOpponent);
    ParsedMove whyNot(int from, int to, bool wroteCapture) const; // reason None when the move is legal
};

struct LoaRules {
    using Position = LoaPosition;
    static const GameInfo &info();
    static std::optional<Position> start(std::string_view variant, int round, std::string &error);
};

} // namespace gamut
