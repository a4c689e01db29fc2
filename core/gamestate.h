// A position of any game behind one runtime interface: what the model, the command line, the record
// reader and the UI use. The hot paths (perft, search) stay templated on the game's own Position.
#pragma once

#include "gamerules.h"

#include <memory>
#include <string>
#include <vector>

namespace gamut {

class GameState {
public:
    virtual ~GameState() = default;

    virtual const GameInfo &info() const = 0;
    virtual std::unique_ptr<GameState> clone() const = 0;
    virtual std::string variant() const = 0;
    virtual BoardGeometry geometry() const = 0;

    // 0 = the first player, 1 = the second; -1 once the game (or round) is over.
    virtual int turn() const = 0;
    virtual Outcome outcome() const = 0;
    virtual void legalMoves(MoveList &moves) const = 0;
    // Plays a move from legalMoves(); anything else is a programming error.
    virtual void play(Move move) = 0;

    virtual std::string moveText(Move move) const = 0;
    // Parses a token and checks it against the rules in this position.
    virtual ParsedMove parseMove(std::string_view token) const = 0;
    virtual std::vector<std::string> boardRows() const = 0;
    virtual std::vector<std::string> extraLines() const = 0;
    virtual std::uint64_t hash() const = 0;
    virtual std::uint64_t perft(int depth) const = 0;
    // What playing `move` here changes, step by step (empty if the game does not describe its moves).
    virtual MoveEffects describeMove(Move move) const = 0;

    // --- The window's view (cellface.h) ---
    virtual CellFace cellFace(int cell) const = 0; // cell index as in BoardGeometry::index
    virtual MoveCells moveCells(Move move) const = 0;
    // At game over, the cells that won it (empty while ongoing, after a draw, or where the game marks none).
    virtual std::vector<int> winningCells() const = 0;
    // At game over, the cells the board marks as having decided it, given what the move that ended it did
    // (`lastMove`, describeMove of the position before it): the last wave in Atoms, winningCells() elsewhere.
    virtual std::vector<int> decidingCells(const MoveEffects &lastMove) const = 0;
    // The legal move a click on `cell` plays, given the piece picked before (`selected`, -1 for none): a legal
    // move whose target is `cell` (and whose origin is `selected` when given), or the game's own rule for clicks
    // (Trails: a cell of the head's row or column). kNoMove when the click plays nothing.
    virtual Move moveForClick(int cell, int selected = -1) const = 0;
    // Why a click on `cell` (with the piece on `selected` picked, -1 for none) plays nothing: a reason code and its
    // arguments (move.h), as parseMove would give them for that move's token, without any text on the way; a
    // game over, a cell off the board, or NotLegal for a game that gives no more precise reason. Refusal::None
    // when the click is not refused (it plays a move, or picks a piece).
    virtual ParsedMove refusalAt(int cell, int selected = -1) const = 0;
    virtual std::vector<Figure> figures() const = 0; // what the game's panel shows
    // The legal moves that start at / end at `cell` (LOA: a piece's moves, its targets).
    std::vector<Move> legalMovesFrom(int cell) const;
    std::vector<Move> legalMovesTo(int cell) const;

    // Games played in rounds (Atom-4): the round number (0 for other games), and the start of the next round.
    virtual int round() const { return 0; }
    virtual std::unique_ptr<GameState> nextRound() const { return nullptr; }

    bool isOver() const { return outcome() != Outcome::Ongoing; }
    std::string playerName(int player) const { return std::string(info().players[player]); }
    std::string turnText() const;   // player name, or "none"
    std::string resultText() const; // "ongoing", the winner's name, or "draw"
    // The canonical position text of notation.md, final newline included.
    std::string positionText() const;
    std::vector<std::string> legalMoveTexts() const; // sorted by byte order
};

// The runtime wrapper around one game's Position.
template <GameRules R> class GameStateOf final : public GameState {
public:
    using Position = typename R::Position;

    explicit GameStateOf(const Position &start) : position_(start) {
        if constexpr (HasRepetitionRule<Position>)
            history_.push_back(position_.hash());
    }

    const Position &position() const { return position_; }
    // The keys of every position of the game so far, the current one last (games with a repetition rule).
    const std::vector<std::uint64_t> &history() const { return history_; }

    const GameInfo &info() const override { return R::info(); }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<GameStateOf>(*this); }
    std::string variant() const override { return position_.variantId(); }
    BoardGeometry geometry() const override { return position_.geometry(); }
    int turn() const override { return isOverHere() ? -1 : position_.turn(); }
    Outcome outcome() const override { return repetitionDraw_ ? Outcome::Draw : position_.outcome(); }
    void legalMoves(MoveList &moves) const override {
        moves.clear();
        if (!isOverHere())
            position_.legalMoves(moves);
    }
    void play(Move move) override;
    std::string moveText(Move move) const override { return position_.moveText(move); }
    ParsedMove parseMove(std::string_view token) const override {
        if (isOverHere())
            return ParsedMove::illegal("the game is over", Refusal::GameOver);
        return position_.parseMove(token);
    }
    std::vector<std::string> boardRows() const override {
        std::vector<std::string> rows;
        position_.boardRows(rows);
        return rows;
    }
    std::vector<std::string> extraLines() const override {
        std::vector<std::string> lines;
        position_.extraLines(lines);
        return lines;
    }
    std::uint64_t hash() const override { return position_.hash(); }
    std::uint64_t perft(int depth) const override;
    MoveEffects describeMove(Move move) const override {
        MoveEffects effects;
        if constexpr (HasMoveEffects<Position>)
            position_.describeMove(move, effects);
        return effects;
    }
    CellFace cellFace(int cell) const override { return position_.cellFace(cell); }
    MoveCells moveCells(Move move) const override { return position_.moveCells(move); }
    std::vector<int> winningCells() const override {
        std::vector<int> cells;
        if constexpr (HasWinningCells<Position>)
            if (outcome() == Outcome::FirstWins || outcome() == Outcome::SecondWins)
                position_.winningCells(cells);
        return cells;
    }
    std::vector<int> decidingCells(const MoveEffects &lastMove) const override {
        if constexpr (HasDecidingStep<Position>) {
            std::vector<int> cells;
            if (outcome() == Outcome::FirstWins || outcome() == Outcome::SecondWins)
                position_.decidingCells(lastMove, cells);
            return cells;
        } else {
            return winningCells();
        }
    }
    Move moveForClick(int cell, int selected = -1) const override;
    ParsedMove refusalAt(int cell, int selected = -1) const override;
    std::vector<Figure> figures() const override {
        std::vector<Figure> list;
        if constexpr (HasFigures<Position>)
            position_.figures(list);
        return list;
    }
    int round() const override;
    std::unique_ptr<GameState> nextRound() const override;

private:
    bool isOverHere() const { return outcome() != Outcome::Ongoing; }

    Position position_;
    std::vector<std::uint64_t> history_;
    bool repetitionDraw_ = false;
};

} // namespace gamut

#include "gamestate_impl.h"
