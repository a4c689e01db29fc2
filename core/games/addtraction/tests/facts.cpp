// What the shared tests take from AddTraction (tests/facts/corefacts.h).
#include "tests/facts/corefacts.h"

namespace gamut::test {
namespace {

// "n0" a neutral field, "r5" / "g3" a field of red / green with its absolute value.
std::string faceProblem(const std::string &token, const CellFace &face) {
    if (token == "n0")
        return face.occupied() && face.owner == -1 && face.value == 0 ? "" : "a neutral field";
    const bool ok =
        face.occupied() && face.owner == (token[0] == 'r' ? 0 : 1) && face.value == std::stoll(token.substr(1));
    return ok ? "" : "a field of its side with its value";
}

const CoreFacts facts{
    .game = "addtraction",
    .referenceGames = true,
    .faceProblem = faceProblem,
    .clickToken = cellToken,
    .startFigures = {{"", "fieldsLeft", 34}},
    .refusals = {{"", "a6", Refusal::Occupied, {"a6"}}, {"", "z9", Refusal::NotOnBoard, {"z9", "a1..f6"}}},
    // Every game lasts 34 plies and is decided on the last: level 4 (depth 7) sees such endgames to their end.
    .proven = {{.variant = "", .level = "level:4", .proofs = true}},
    .winsInTwo = false, // its short wins are wins in one
};
const CoreFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
