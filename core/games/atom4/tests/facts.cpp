// What the shared tests take from Atom-4 (tests/facts/corefacts.h).
#include "tests/facts/corefacts.h"

namespace gamut::test {
namespace {

// A piece's token is its colour's letter (k r g y b m c w: the red/green/blue bit mask 0..7).
std::string faceProblem(const std::string &token, const CellFace &face) {
    return face.occupied() && face.colour == int(std::string("krgybmcw").find(token[0])) ? "" : "the token's colour";
}

// A won round: four or more in a row of the winner's goal colour (white for the first player, black for the second).
std::string wonProblem(const GameState &won) {
    const std::vector<int> winning = won.winningCells();
    if (winning.size() < 4)
        return "fewer than four winning cells";
    const int goal = won.outcome() == Outcome::FirstWins ? 7 : 0;
    for (int cell : winning)
        if (won.cellFace(cell).colour != goal)
            return "a winning cell not of the winner's goal colour";
    return {};
}

const CoreFacts facts{
    .game = "atom4",
    .referenceGames = true,
    .faceProblem = faceProblem,
    .wonProblem = wonProblem,
    .clickToken = cellToken,
    .startFigures = {{"", "nextColour", 1}}, // red opens round 1
    .refusals = {{"", "h9", Refusal::Occupied, {"h9"}}, {"", "a1", Refusal::NoTriangle, {"a1"}}},
    .proven = {{}},
};
const CoreFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
