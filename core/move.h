// Moves, move lists and outcomes: the vocabulary shared by every game.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

// A move is a small integer whose meaning belongs to its game (a cell index, a from/to pair, a direction).
// Keeping it a plain integer lets the search store millions of them without caring which game it plays.
using Move = std::uint32_t;
inline constexpr Move kNoMove = 0xFFFFFFFFu;

// The most legal moves any position of any game can have (Atom-4's 16x16 lattice has 256 cells).
inline constexpr int kMaxMoves = 256;

// A fixed-capacity list, so that generating moves never touches the heap.
class MoveList {
public:
    void push(Move m) { moves_[size_++] = m; }
    void clear() { size_ = 0; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return moves_[i]; }
    Move &operator[](int i) { return moves_[i]; }
    const Move *begin() const { return moves_.data(); }
    const Move *end() const { return moves_.data() + size_; }
    Move *begin() { return moves_.data(); }
    Move *end() { return moves_.data() + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    std::array<Move, kMaxMoves> moves_;
    int size_ = 0;
};

enum class Outcome : std::uint8_t { Ongoing, FirstWins, SecondWins, Draw };

inline Outcome winFor(int player) { return player == 0 ? Outcome::FirstWins : Outcome::SecondWins; }

// Why a move is refused, as a code that a window can translate; ParsedMove::args fill its placeholders in the
// order given here (cells and tokens as written, player names as in notation.md, numbers in digits).
enum class Refusal : std::uint8_t {
    None,
    NotLegal,         // no more precise reason
    Unreadable,       // {expected form}: the token is not a move of this game
    GameOver,         // the game (or round) is over
    NotOnBoard,       // {text, board range}
    Occupied,         // {cell}: the cell or field is already set
    OwnedByOpponent,  // {cell, owner}
    NoTriangle,       // {cell}: Atom-4, no two adjacent occupied neighbours
    CannotPass,       // {player}: LOA, a legal move exists
    NoOwnPiece,       // {cell, player}: LOA
    MustMove,         // {cell}: LOA, from = to
    NotInLine,        // {from, to}: LOA
    WrongDistance,    // {from, to, cells}: LOA, the line's piece count
    Blocked,          // {from, to, player}: LOA, an enemy piece in the way
    OwnPieceThere,    // {from, to, player}: LOA
    WriteCapture,     // {the right token}: LOA notation, a capture written with '-'
    WriteMove,        // {the right token}: LOA notation, a quiet move written with 'x'
    OffField,         // {direction}: Trails
    IntoOwnedCell,    // {direction, owner}: Trails, a turn into an owned cell
    IntoTower,        // {direction}: Trails
    LandsOnOwnedCell, // {direction, cells, owner}: Trails, a continuing move
    StaysOnHead,      // {direction, cells}: Trails, at the edge already
    LandsOnOwnedEdge, // {direction, cells, owner}: Trails
    LandsOnTowerEdge, // {direction}: Trails
};

// The answer to "is this token a legal move here?": either a move, or a reason it is not one
// (for example "cell is owned by red"), which the caller prefixes with the ply and the token.
struct ParsedMove {
    Move move = kNoMove;
    std::string error; // in English, for files and the command line
    Refusal reason = Refusal::None;
    std::vector<std::string> args; // the reason's arguments (see Refusal)
    bool ok() const { return move != kNoMove; }
    static ParsedMove legal(Move m) { return {m, {}, Refusal::None, {}}; }
    static ParsedMove illegal(std::string why, Refusal reason = Refusal::NotLegal, std::vector<std::string> args = {}) {
        return {kNoMove, std::move(why), reason, std::move(args)};
    }
};

} // namespace gamut
