// The registry of the games' test facts, filled before main() by each game's facts.cpp.
#include "corefacts.h"

#include "core/geometry.h"

#include <algorithm>

namespace gamut::test {

namespace {

std::vector<const CoreFacts *> &registered() {
    static std::vector<const CoreFacts *> facts;
    return facts;
}

} // namespace

CoreFacts::Registration::Registration(const CoreFacts &facts) { registered().push_back(&facts); }

std::span<const CoreFacts *const> allCoreFacts() { return registered(); }

const CoreFacts *coreFacts(std::string_view game) {
    const auto &facts = registered();
    const auto found = std::find_if(facts.begin(), facts.end(), [&](const CoreFacts *f) { return f->game == game; });
    return found == facts.end() ? nullptr : *found;
}

const CoreFacts &coreFactsOf(std::string_view game) {
    static const CoreFacts none;
    const CoreFacts *facts = coreFacts(game);
    return facts ? *facts : none;
}

QString gameTestFolder(std::string_view game) {
    return QStringLiteral(GAMUT_SOURCE_DIR "/core/games/%1/tests")
        .arg(QString::fromUtf8(game.data(), qsizetype(game.size())));
}

std::string cellToken(const GameState &position, int cell, int) {
    const BoardGeometry g = position.geometry();
    return cellName(cell % g.columns, cell / g.columns);
}

std::string winnerOwnsTheWinningCells(const GameState &won) {
    const std::vector<int> winning = won.winningCells();
    if (winning.empty())
        return "a won game without winning cells";
    const int winner = won.outcome() == Outcome::FirstWins ? 0 : 1;
    for (int cell : winning)
        if (won.cellFace(cell).owner != winner)
            return "the winning cell " + std::to_string(cell) + " is not the winner's";
    return {};
}

} // namespace gamut::test
