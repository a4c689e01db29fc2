// What the shared tests take from Lines of Action (tests/facts/corefacts.h).
#include "tests/facts/corefacts.h"

#include "core/geometry.h"

namespace gamut::test {
namespace {

std::string faceProblem(const std::string &token, const CellFace &face) {
    return face.occupied() && face.owner == (token == "b" ? 0 : 1) ? "" : "a piece of its side";
}

// A click on a target with a piece picked: "b1-b3", or "b1xb3" onto an opponent's piece (a click has no notation of
// its own, and the notation writes a capture with x).
std::string clickToken(const GameState &position, int cell, int selected) {
    const BoardGeometry g = position.geometry();
    const auto name = [&](int c) { return cellName(c % g.columns, c / g.columns); };
    if (selected < 0)
        return name(cell);
    const CellFace target = position.cellFace(cell);
    const bool capture = target.occupied() && target.owner != position.turn();
    return name(selected) + (capture ? "x" : "-") + name(cell);
}

const CoreFacts facts{
    .game = "loa",
    .referenceGames = true,
    .faceProblem = faceProblem,
    .clickToken = clickToken,
    .startFigures = {{"", "pieces", 12, 12}, {"", "groups", 2, 2}},
    .refusals = {{"", "b1-b2", Refusal::WrongDistance, {"b1", "b2", "2"}},
                 {"", "a2-a4", Refusal::NoOwnPiece, {"a2", "black"}},
                 {"", "b1-c1", Refusal::WrongDistance, {"b1", "c1", "6"}}},
    .proven = {{}},
};
const CoreFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
