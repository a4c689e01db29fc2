#include "gamestate.h"

#include <algorithm>

namespace gamut {

std::string GameState::turnText() const {
    const int player = turn();
    return player < 0 ? std::string("none") : playerName(player);
}

std::string GameState::resultText() const {
    switch (outcome()) {
    case Outcome::Ongoing:
        return "ongoing";
    case Outcome::FirstWins:
        return playerName(0);
    case Outcome::SecondWins:
        return playerName(1);
    case Outcome::Draw:
        return "draw";
    }
    return "ongoing";
}

std::string GameState::positionText() const {
    std::string text;
    text += "game " + std::string(info().id) + "\n";
    text += "variant " + variant() + "\n";
    text += "turn " + turnText() + "\n";
    text += "result " + resultText() + "\n";
    for (const std::string &row : boardRows())
        text += row + "\n";
    for (const std::string &line : extraLines())
        text += line + "\n";
    return text;
}

std::vector<std::string> GameState::legalMoveTexts() const {
    MoveList moves;
    legalMoves(moves);
    std::vector<std::string> texts;
    texts.reserve(std::size_t(moves.size()));
    for (Move m : moves)
        texts.push_back(moveText(m));
    std::sort(texts.begin(), texts.end());
    return texts;
}

std::vector<Move> GameState::legalMovesFrom(int cell) const {
    MoveList moves;
    legalMoves(moves);
    std::vector<Move> found;
    for (Move m : moves)
        if (moveCells(m).from == cell)
            found.push_back(m);
    return found;
}

std::vector<Move> GameState::legalMovesTo(int cell) const {
    MoveList moves;
    legalMoves(moves);
    std::vector<Move> found;
    for (Move m : moves)
        if (moveCells(m).to == cell)
            found.push_back(m);
    return found;
}

} // namespace gamut
