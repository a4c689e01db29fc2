// STUB: replaced by the real rules of Atom-4.
#pragma once

#include "../../gamerules.h"

namespace gamut {

class Atom4Position {
public:
    std::string variantId() const { return "standard"; }
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

struct Atom4Rules {
    using Position = Atom4Position;
    static const GameInfo &info() {
        static const GameInfo info{"atom4", "Atom-4", {"first", "second"}, "standard", {"standard"}, {}, false};
        return info;
    }
    static std::optional<Position> start(std::string_view, int, std::string &) { return Position{}; }
};

} // namespace gamut
