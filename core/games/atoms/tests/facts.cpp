// What the shared tests take from Atoms (tests/facts/corefacts.h).
#include "tests/facts/corefacts.h"

namespace gamut::test {
namespace {

// "3b" / "2r": a cell of blue / red with its number of atoms.
std::string faceProblem(const std::string &token, const CellFace &face) {
    const bool ok = face.occupied() && face.owner == (token.back() == 'b' ? 0 : 1) &&
                    face.value == std::stoi(token.substr(0, token.size() - 1));
    return ok ? "" : "a cell of its side with its atoms";
}

// The board marks the last wave of the move that won: the cells its explosions reached last.
std::vector<int> decidingCells(const GameState &, const MoveEffects &lastMove) {
    std::vector<int> wave;
    for (const EffectStep &step : lastMove)
        if (step.kind == EffectKind::Wave) {
            wave.clear();
            for (const CellChange &change : step.changes)
                wave.push_back(change.cell);
        }
    return wave;
}

const CoreFacts facts{
    .game = "atoms",
    .referenceGames = true,
    .faceProblem = faceProblem,
    .decidingCells = decidingCells,
    .clickToken = cellToken,
    .moreVariants = {"classic"},
    .startFigures = {{"classic", "criticalMass", 0}}, // 0: by the cell's neighbours
    .refusals = {{"c3", "c3", Refusal::OwnedByOpponent, {"c3", "blue"}}},
    .proven = {{}},
};
const CoreFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
