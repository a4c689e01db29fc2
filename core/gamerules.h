// The contract every game's rules fulfil. Each game lives in core/games/<id>/ and provides a Rules type:
//
//   struct XRules {
//       using Position = XPosition;                      // trivially copyable, no heap members
//       static const GameInfo &info();
//       static std::optional<Position> start(std::string_view variant, int round, std::string &error);
//   };
//
// The Position answers the hot-path questions (legal moves, play, turn, outcome, hash) without allocating,
// and the text questions (move tokens, board rows, extra lines) for the command line, files and tests.
// The search and perft are templates over this contract; GameState wraps it for everything else.
#pragma once

#include "cellface.h"
#include "effects.h"
#include "geometry.h"
#include "move.h"

#include <array>
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace gamut {

struct GameInfo {
    std::string_view id;                     // "loa"
    std::string_view title;                  // "Lines of Action"
    std::array<std::string_view, 2> players; // first mover first: {"black", "white"}
    std::string_view defaultVariant;
    std::vector<std::string_view> variants; // the named variants, default first
    std::string_view variantPattern;        // a parametrised form ("size=N,towers=n,distance=d[,first=red]") or empty
    bool playedInRounds = false;            // Atom-4: a match is a series of rounds
};

template <class P>
concept GamePosition = std::is_trivially_copyable_v<P> &&
    requires(P p, const P cp, Move m, MoveList &list, std::string_view token, std::vector<std::string> &lines) {
    { cp.variantId() } -> std::convertible_to<std::string>;
    { cp.geometry() } -> std::same_as<BoardGeometry>;
    { cp.turn() } -> std::same_as<int>;
    { cp.outcome() } -> std::same_as<Outcome>;
    {cp.legalMoves(list)};
    {p.play(m)};
    { cp.hash() } -> std::same_as<std::uint64_t>;
    { cp.moveText(m) } -> std::same_as<std::string>;
    { cp.parseMove(token) } -> std::same_as<ParsedMove>;
    {cp.boardRows(lines)};
    {cp.extraLines(lines)};
    // The window's view of the position (cellface.h): what each cell shows and the cells a move is picked by.
    { cp.cellFace(int()) } -> std::same_as<CellFace>;
    { cp.moveCells(m) } -> std::same_as<MoveCells>;
};

template <class R>
concept GameRules = GamePosition<typename R::Position> && requires(std::string_view variant, std::string &error) {
    { R::info() } -> std::same_as<const GameInfo &>;
    { R::start(variant, 1, error) } -> std::same_as<std::optional<typename R::Position>>;
};

// Optional parts of a position, detected at compile time.
template <class P>
concept HasRepetitionRule = requires(const P p) {
    { p.drawsOnRepetition() } -> std::same_as<bool>;
};
template <class P>
concept HasRounds = requires(const P p) {
    { p.round() } -> std::same_as<int>;
};
// Steps of what `move` changes when played here (not on the hot path; for the board's animation).
template <class P>
concept HasMoveEffects = requires(const P p, Move m, MoveEffects &effects) {
    {p.describeMove(m, effects)};
};
// At the end of a game: the cells that won it (Atom-4's row, LOA's group, Atoms' atoms), for the board to mark.
template <class P>
concept HasWinningCells = requires(const P p, std::vector<int> &cells) {
    {p.winningCells(cells)};
};
// A game decided by a step of its last move rather than by a shape of the final position (Atoms: the last wave of
// the move that ended it): from what that move did (describeMove of the position before it), the cells to mark.
template <class P>
concept HasDecidingStep = requires(const P p, const MoveEffects &lastMove, std::vector<int> &cells) {
    {p.decidingCells(lastMove, cells)};
};
// Why a click on `cell` (with the piece on `from` picked before, -1 for none) plays no move, typed for the window:
// the same reason parseMove gives for that move's token (parseMove reads the token, then asks this), or
// ParsedMove::legal when the click plays a move.
template <class P>
concept HasCellRefusals = requires(const P p, int cell) {
    { p.refusalAt(cell, cell) } -> std::same_as<ParsedMove>;
};
// A click that picks a move by other cells than its target (Trails: any cell of the head's row or column in a
// legal direction): the legal move a click on `cell` plays, or kNoMove.
template <class P>
concept HasClickMoves = requires(const P p, int cell) {
    { p.moveForClick(cell) } -> std::same_as<Move>;
};
// The numbers the game's panel shows (cellface.h: Figure).
template <class P>
concept HasFigures = requires(const P p, std::vector<Figure> &figures) {
    {p.figures(figures)};
};
// A fast count of the legal moves, used by perft at its last level.
template <class P>
concept HasMoveCount = requires(const P p) {
    { p.countLegalMoves() } -> std::same_as<int>;
};
// A fast count of the legal moves after a move (0 when it ends the game), used by perft one level higher.
template <class P>
concept HasMoveCountAfter = requires(const P p, Move m) {
    { p.countLegalMovesAfter(m) } -> std::same_as<int>;
};
// The same one ply deeper: the number of two-move lines after a move, used by perft at its last three levels.
template <class P>
concept HasMovePairCount = requires(const P p, Move m) {
    { p.countMovePairsAfter(m) } -> std::same_as<std::uint64_t>;
};

} // namespace gamut
