// Trails and Towers (so-called-games): two trails race over an N x N field; a move in the same direction as the
// last one goes one cell further each time, jumps whatever lies between and claims the free cells it passes;
// landing on a tower takes it. See shared/spec/trails.md.
#pragma once

#include "../../ending.h"
#include "../../gamerules.h"
#include "trails_setup.h"

#include <array>
#include <bit>
#include <cstdint>

namespace gamut {

class TrailsPosition {
public:
    // Directions, numbered in the byte order of their tokens so that legal lists come out sorted.
    enum Direction : std::uint8_t { Down, Left, Right, Up };
    static constexpr int kMaxSize = TrailsSetup::kMaxSize;

    static TrailsPosition initial(const TrailsSetup &setup);

    std::string variantId() const { return setup().canonicalId(); }
    BoardGeometry geometry() const { return {BoardGeometry::Kind::Square, size_, size_}; }
    int turn() const { return turn_; }
    Outcome outcome() const { return Outcome(outcome_); }
    // Read from the final counts (no member of its own): more than half the towers is always the winner's reason,
    // since that check comes first; otherwise the loser had no move.
    EndReason ending() const {
        const int winner = winnerOf(outcome());
        if (winner < 0)
            return {};
        return taken_[std::size_t(winner)] > nEff_ / 2 ? EndReason{Ending::TowersTaken, winner}
                                                       : EndReason{Ending::CannotMove, winner ^ 1};
    }
    void legalMoves(MoveList &moves) const {
        for (unsigned bits = legal_; bits; bits &= bits - 1) // only the set bits, in D L R U order
            moves.push(Move(std::countr_zero(bits)));
    }
    int countLegalMoves() const { return countOf(legal_); }
    void play(Move direction);
    // The number of legal moves after `direction` (0 when it ends the game): perft's last two levels at once,
    // without copying the position.
    int countLegalMovesAfter(Move direction) const;
    // The same one ply deeper: the number of two-move lines after `direction` (perft's last three levels).
    std::uint64_t countMovePairsAfter(Move direction) const;
    std::uint64_t hash() const;

    std::string moveText(Move direction) const;
    ParsedMove parseMove(std::string_view token) const;
    void boardRows(std::vector<std::string> &rows) const;
    void extraLines(std::vector<std::string> &lines) const;
    void describeMove(Move direction, MoveEffects &effects) const;

    // Queries for the UI, the AI and tests.
    TrailsSetup setup() const;
    int size() const { return size_; }
    int towersTotal() const { return nEff_; }
    int head(int player) const { return headRow_[player] * size_ + headCol_[player]; }
    Direction lastDirection(int player) const { return Direction(dir_[player]); }
    int boost(int player) const { return boost_[player]; }
    int towersTaken(int player) const { return taken_[player]; }
    // Row `row` as a mask, column c at bit c: the cells that are neither owned nor an untaken tower.
    std::uint32_t freeRow(int row) const {
        return (~blocked_[std::size_t(row + 1)] >> 1) & ((std::uint32_t(1) << size_) - 1);
    }
    std::uint32_t untakenTowers() const { return towers_; } // bit k: the tower on the diagonal cell (k, k)
    bool isTower(int cell) const;
    bool wasTower(int cell) const;                    // a tower at the start, taken or not
    void winningCells(std::vector<int> &cells) const; // the winner's taken towers
    // 0 blue, 1 red, -1 free or an untaken tower.
    int owner(int cell) const;
    // The cells `direction` would claim now, the landing cell last (empty if illegal): the UI's preview.
    std::vector<int> claimPreview(Direction direction) const;
    CellFace cellFace(int cell) const;
    void figures(std::vector<Figure> &list) const {
        list.push_back({"towers", taken_[0], taken_[1], true, FigureRole::Decides});
        list.push_back({"towersToWin", nEff_ / 2 + 1, 0, false, FigureRole::PanelOnly});
        list.push_back({"boost", boost_[0], boost_[1], true, FigureRole::PanelOnly});
    }
    MoveCells moveCells(Move direction) const; // from the head to the landing cell
    // As the original: a click on any cell of the head's row or column picks the direction towards it.
    Move moveForClick(int cell) const;
    // Why that click plays nothing: the reason its direction's token gets from parseMove (a click and a key that
    // ask for the same move are refused alike); NotLegal {cell} for the head itself and a cell off its row and
    // column, which ask for no direction. ParsedMove::legal when the click plays a move.
    ParsedMove refusalAt(int cell, int from) const;

    // The symmetries that keep the towers on their diagonal (core/symmetry.h's 0, 3, 4 and 7: the identity, the half
    // turn and the mirrors in both diagonals; the one through both bases keeps each player's corner). The rules do
    // not care which way the field lies: a direction turns with it.
    static constexpr int kSymmetries = 4;
    TrailsPosition transformed(int symmetry) const;
    static Move transformMove(Move direction, int symmetry);
    static int inverseSymmetry(int symmetry) { return symmetry; }

    // Test-only factory (not on any hot path): a position from board rows as printed (`.` `T` `b` `r` `B` `R`,
    // top row first, T only on the diagonal), the player to move and each player's last direction, boost and
    // towers taken. The outcome is worked out as after a move of the other player. nullopt with a message if
    // the rows do not fit the setup.
    struct Custom {
        std::vector<std::string> rows;
        int toMove = 0;
        std::array<Direction, 2> dirs{Left, Right};
        std::array<int, 2> boosts{0, 0};
        std::array<int, 2> taken{0, 0};
    };
    static std::optional<TrailsPosition> custom(const TrailsSetup &setup, const Custom &spec, std::string &error);

private:
    // One bit mask per row. Blocked rows are framed by sentinels: row index r + 1 holds row r with column c at
    // bit c + 1, and the frame (rows -1 and N, columns -1 and N..30) is always blocked, so that the four turning
    // moves are tested without a bounds check or a branch.
    using Rows = std::array<std::uint32_t, kMaxSize + 2>;
    Rows blocked_{};                             // owned cells (heads included) and untaken towers
    std::array<std::uint32_t, kMaxSize> blue_{}; // cells owned by blue: row r, column c at bit c
    std::uint64_t cellHash_ = 0;                 // Zobrist keys of the owned cells, kept up to date by play()
    std::uint32_t towers_ = 0;                   // untaken towers: bit k = tower on diagonal cell (k, k)
    std::array<std::uint8_t, 2> boost_{};        // a run in one direction ends at the edge after a few moves
    std::array<std::uint8_t, 2> headCol_{}, headRow_{};
    std::array<std::uint8_t, 2> dir_{Left, Right};
    std::array<std::uint8_t, 2> taken_{};
    std::uint8_t size_ = 11, towersAsked_ = 3, distance_ = 1, nEff_ = 3;
    std::uint8_t turn_ = 0;
    std::uint8_t outcome_ = std::uint8_t(Outcome::Ongoing);
    std::uint8_t legal_ = 0; // legal directions of the player to move, one bit each
    bool redFirst_ = false;
    // Where the continuing move of the player to move lands (worked out with legal_), so that play() need not
    // find it again. The Position stays at 248 bytes: perft copies it at every node.
    std::uint8_t nextCol_ = 0, nextRow_ = 0;

    // Bit counts of 0..15 packed in nibbles: no popcount instruction needed.
    static int countOf(unsigned directions) { return int((0x4332322132212110ull >> (4 * directions)) & 0xF); }
    bool blockedAt(int col, int row) const { return (blocked_[std::size_t(row + 1)] >> (col + 1)) & 1; }
    bool blockedAt(int cell) const { return blockedAt(cell % size_, cell / size_); }
    bool towerAt(int col, int row) const { return col == row && ((towers_ >> col) & 1); }
    void block(int col, int row) { blocked_[std::size_t(row + 1)] |= std::uint32_t(1) << (col + 1); }
    void claim(int col, int row, int player);
    // A direction seen from a cell: cells left before the edge, and the step as column and row.
    struct Ray {
        int room, dc, dr;
    };
    static Ray ray(int col, int row, int size, int direction);
    // The direction from the head of the player to move to `cell` in its row or column; -1 for the head itself, a
    // cell elsewhere or off the board.
    int directionTo(int cell) const;
    // Why direction `d` is refused for the player to move (parseMove's and refusalAt's reason).
    ParsedMove illegalReason(int d) const;
    // How many cells lie beyond the head of `player` in `direction` before the edge.
    int room(int player, int direction) const;
    // One player's trail end, read into registers: the hot path reads every field once, before its first store
    // (byte stores may alias anything, so the compiler would read the fields again after each one).
    struct Trail {
        int col, row, dir, boost;
    };
    Trail trail(int player) const { return {headCol_[player], headRow_[player], dir_[player], boost_[player]}; }
    // The helpers below read the blocked rows they are given: the position's own, or a copy with a move made.
    // The turning moves the cell (col, row) would have: bit d set when the neighbour in direction d is free.
    static int freeNeighbours(const Rows &blocked, int col, int row);
    // Whether the continuing move of `t` is legal, and where it lands.
    static bool continuingMove(const Rows &blocked, const Trail &t, int size, std::uint32_t towers, int &toCol,
                               int &toRow);
    // The legal directions of `t`, one bit each, and where its continuing move lands.
    static int legalMask(const Rows &blocked, const Trail &t, int size, std::uint32_t towers, int &toCol, int &toRow);
    static bool hasMove(const Rows &blocked, const Trail &t, int size, std::uint32_t towers);
    // After a move that did not win by towers: the opponent's legal directions (and where its continuing move
    // lands), or why the game is over.
    static constexpr int kOpponentStuck = 0, kMoverStuck = -1; // the mover wins / the opponent wins
    static int repliesAfter(const Rows &blocked, const Trail &mover, const Trail &other, int size, std::uint32_t towers,
                            int &nextCol, int &nextRow);
    // Where the move in direction d of a trail ending at `from` lands (its continuing move lands on (nextCol,
    // nextRow), found with the legal directions); marks the cells it claims in `blocked`, handing what it newly
    // claims to onRow(row, cells: column c at bit c) for a jump along a row and to onCell(row, col, claimed: 0 or 1)
    // cell by cell otherwise.
    template <class OnRow, class OnCell>
    static Trail claimPath(Rows &blocked, const Trail &from, int nextCol, int nextRow, std::size_t d, OnRow onRow,
                           OnCell onCell);
    static constexpr auto kIgnoreRow = [](int, std::uint32_t) {};
    static constexpr auto kIgnoreCell = [](int, int, std::uint32_t) {};
    // All end checks after a move to `to` (claimPath done), in the spec's order: the opponent's legal directions,
    // or why the game is over (kTowersWon, kOpponentStuck: the mover wins; kMoverStuck: the opponent wins).
    // `towers` and the mover's `taken` count are brought up to date.
    static constexpr int kTowersWon = -2;
    static int repliesAfterMove(const Rows &blocked, const Trail &to, const Trail &other, int size, int nEff,
                                std::uint32_t &towers, int &taken, int &nextCol, int &nextRow);
    // The legal directions of the player to move, kept in legal_, nextCol_ and nextRow_.
    void updateLegal(int player);
    // Cells a move travels, landing cell included: min(distance, room).
    int steps(int player, int direction) const;
    void finishMove(int mover); // all end checks, for positions not reached by play()
    std::string token(int cell) const;
};

} // namespace gamut

#include "trails_hot.h" // the inline hot path: play() and move generation, so that perft and the search inline them

namespace gamut {

struct TrailsRules {
    using Position = TrailsPosition;
    static const GameInfo &info();
    static std::optional<Position> start(std::string_view variant, int round, std::string &error);
};

} // namespace gamut
