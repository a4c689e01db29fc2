// Template bodies of GameStateOf (kept apart so gamestate.h reads as an interface).
#pragma once

#include "perft.h"

namespace gamut {

template <GameRules R> void GameStateOf<R>::play(Move move) {
    position_.play(move);
    if constexpr (HasRepetitionRule<Position>) {
        history_.push_back(position_.hash());
        if (position_.drawsOnRepetition() && position_.outcome() == Outcome::Ongoing) {
            RepetitionHistory seen;
            for (std::uint64_t k : history_)
                seen.push(k);
            repetitionDraw_ = seen.thirdOccurrence();
        }
    }
}

template <GameRules R> std::uint64_t GameStateOf<R>::perft(int depth) const {
    if (isOverHere())
        return depth == 0 ? 1 : 0;
    return gamut::perft(position_, depth, history_);
}

template <GameRules R> Move GameStateOf<R>::moveForClick(int cell, int selected) const {
    if (isOverHere())
        return kNoMove;
    MoveList moves;
    position_.legalMoves(moves);
    for (Move m : moves) {
        const MoveCells cells = position_.moveCells(m);
        if (cells.to == cell && (selected < 0 || cells.from == selected))
            return m;
    }
    if constexpr (HasClickMoves<Position>)
        if (selected < 0)
            return position_.moveForClick(cell);
    return kNoMove;
}

template <GameRules R> ParsedMove GameStateOf<R>::refusalAt(int cell, int selected) const {
    if (isOverHere())
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    if (cell < 0 || cell >= position_.geometry().cellCount())
        return ParsedMove::illegal("not a cell of the board", Refusal::NotOnBoard, {std::to_string(cell), ""});
    if constexpr (HasCellRefusals<Position>)
        return position_.refusalAt(cell, selected);
    return ParsedMove::illegal("not a legal move here", Refusal::NotLegal);
}

template <GameRules R> int GameStateOf<R>::round() const {
    if constexpr (HasRounds<Position>)
        return position_.round();
    return 0;
}

template <GameRules R> std::unique_ptr<GameState> GameStateOf<R>::nextRound() const {
    if constexpr (HasRounds<Position>) {
        std::string error;
        if (auto next = R::start(position_.variantId(), position_.round() + 1, error))
            return std::make_unique<GameStateOf>(*next);
    }
    return nullptr;
}

} // namespace gamut
