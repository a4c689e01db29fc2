// What the shared tests take from Trails and Towers (tests/facts/corefacts.h).
#include "tests/facts/corefacts.h"

namespace gamut::test {
namespace {

// "T" an untaken tower; "b" / "r" a cell of blue's / red's trail, "B" / "R" their heads (with a direction).
std::string faceProblem(const std::string &token, const CellFace &face) {
    if (token == "T")
        return face.has(CellFace::Tower) && face.owner == -1 ? "" : "an untaken tower";
    if (face.has(CellFace::TakenTower) && (face.has(CellFace::Tower) || face.owner < 0))
        return "a taken tower without a taker";
    const bool head = token == "B" || token == "R";
    const bool ok = face.occupied() && face.owner == ((token == "b" || token == "B") ? 0 : 1) &&
                    face.has(CellFace::Head) == head && (face.direction >= 0) == head;
    return ok ? "" : "a trail's cell, or a head with its direction";
}

// The winner's taken towers (none when the loser was left without a move).
std::string wonProblem(const GameState &won) {
    const int winner = won.outcome() == Outcome::FirstWins ? 0 : 1;
    for (int cell : won.winningCells())
        if (!won.cellFace(cell).has(CellFace::TakenTower) || won.cellFace(cell).owner != winner)
            return "a winning cell that is not a tower the winner took";
    return {};
}

const CoreFacts facts{
    .game = "trails",
    .referenceGames = true,
    .faceProblem = faceProblem,
    .wonProblem = wonProblem,
    .clickToken = nullptr, // a click picks the head's row or column, not a cell: test_trails' own test
    .moreVariants = {"size=7,towers=3,distance=1"},
    .startFigures = {{"", "towersToWin", 2}},
    .refusals = {{"", "U", Refusal::OffField, {"U"}}, {"", "x", Refusal::Unreadable, {"U, D, L, R"}}},
    // Few moves win or lose at once: small fields, where a deep search proves longer wins.
    .proven = {{.variant = "size=5,towers=1,distance=1", .level = "level:2", .proofs = true},
               {.variant = "size=6,towers=2,distance=1", .level = "level:2", .proofs = true}},
};
const CoreFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
