// STUB: replaced by the real rules of Atoms.
#pragma once

#include "../../gamerules.h"

namespace gamut {

class AtomsPosition {
public:
    std::string variantId() const { return "tutorial"; }
    BoardGeometry geometry() const { return {BoardGeometry::Kind::Square, 8, 8}; }
    int turn() const { return 0; }
    Outcome outcome() const { return Outcome::Draw; }
    void legalMoves(MoveList &) const {}
    void play(Move) {}
    std::uint64_t hash() const { return 0; }
    std::string moveText(Move) const { return "?"; }
    ParsedMove parseMove(std::string_view) const { return ParsedMove::illegal("not implemented"); }
    void boardRows(std::vector<std::string> &) const {}
    void extraLines(std::vector<std::string> &) const {}
};

struct AtomsRules {
    using Position = AtomsPosition;
    static const GameInfo &info() {
        static const GameInfo info{"atoms", "Atoms", {"blue", "red"}, "tutorial", {"tutorial"}, {}, false};
        return info;
    }
    static std::optional<Position> start(std::string_view, int, std::string &) { return Position{}; }
};

} // namespace gamut
