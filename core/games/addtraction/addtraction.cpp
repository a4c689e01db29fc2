#include "addtraction.h"

#include "../../hashing.h"
#include "../../text.h"

#include <bit>

namespace gamut {

namespace {

constexpr int kSize = AddTractionPosition::kSize;

// The up-to-8 surrounding cells of every cell, computed once.
struct Neighbourhood {
    std::array<std::array<std::int8_t, 8>, AddTractionPosition::kCells> cells{};
    std::array<std::int8_t, AddTractionPosition::kCells> count{};
    constexpr Neighbourhood() {
        for (int c = 0; c < AddTractionPosition::kCells; ++c) {
            const int x = c % kSize, y = c / kSize;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int nx = x + dx, ny = y + dy;
                    if ((dx || dy) && nx >= 0 && nx < kSize && ny >= 0 && ny < kSize)
                        cells[std::size_t(c)][std::size_t(count[std::size_t(c)]++)] = std::int8_t(ny * kSize + nx);
                }
        }
    }
};
constexpr Neighbourhood kNeighbours;

std::uint64_t fieldKey(int cell, std::int64_t value) {
    return zobristKey(std::uint64_t(cell) + 1, std::uint64_t(value));
}

} // namespace

AddTractionPosition AddTractionPosition::initial() {
    AddTractionPosition p;
    p.set(5 * kSize + 0, 1);  // a6: red 1
    p.set(0 * kSize + 5, -1); // f1: green 1
    return p;
}

void AddTractionPosition::set(int cell, std::int64_t value) {
    values_[std::size_t(cell)] = value;
    setMask_ |= std::uint64_t(1) << cell;
    score_ += value;
    hash_ ^= fieldKey(cell, value);
}

Outcome AddTractionPosition::outcome() const {
    if (countLegalMoves() > 0)
        return Outcome::Ongoing;
    return score_ > 0 ? Outcome::FirstWins : score_ < 0 ? Outcome::SecondWins : Outcome::Draw;
}

void AddTractionPosition::legalMoves(MoveList &moves) const {
    std::uint64_t empty = ~setMask_ & ((std::uint64_t(1) << kCells) - 1);
    while (empty) {
        moves.push(Move(std::countr_zero(empty)));
        empty &= empty - 1;
    }
}

std::int64_t AddTractionPosition::valueIfSet(int cell) const {
    std::int64_t sum = 0; // empty fields hold 0, so they need no test
    const auto &around = kNeighbours.cells[std::size_t(cell)];
    for (int i = 0; i < kNeighbours.count[std::size_t(cell)]; ++i)
        sum += values_[std::size_t(around[std::size_t(i)])];
    return sum;
}

void AddTractionPosition::play(Move cell) {
    set(int(cell), valueIfSet(int(cell)));
    ++ply_;
}

std::string AddTractionPosition::moveText(Move cell) const { return cellName(int(cell) % kSize, int(cell) / kSize); }

ParsedMove AddTractionPosition::parseMove(std::string_view token) const {
    const auto cell = parseCell(token, geometry());
    if (!cell)
        return ParsedMove::illegal("not a field of the 6x6 board (a1..f6)", Refusal::NotOnBoard,
                                   {std::string(token), "a1..f6"});
    return refusalAt(*cell, -1);
}

ParsedMove AddTractionPosition::refusalAt(int cell, int) const {
    if (isSet(cell))
        return ParsedMove::illegal("field is already set", Refusal::Occupied, {moveText(Move(cell))});
    return ParsedMove::legal(Move(cell));
}

void AddTractionPosition::boardRows(std::vector<std::string> &rows) const {
    appendGridRows(
        kSize, kSize, [this](int cell) { return token(cell); }, rows);
}

std::string AddTractionPosition::token(int cell) const {
    const std::int64_t v = values_[std::size_t(cell)];
    if (!isSet(cell))
        return ".";
    if (v > 0)
        return "r" + std::to_string(v);
    if (v < 0)
        return "g" + std::to_string(-v);
    return "n0";
}

CellFace AddTractionPosition::cellFace(int cell) const {
    CellFace face;
    if (!isSet(cell))
        return face;
    const std::int64_t v = values_[std::size_t(cell)];
    face.flags = CellFace::Occupied;
    face.owner = std::int8_t(v > 0 ? 0 : v < 0 ? 1 : -1);
    face.value = v < 0 ? -v : v;
    return face;
}

void AddTractionPosition::describeMove(Move cell, MoveEffects &effects) const {
    AddTractionPosition after = *this;
    after.play(cell);
    effects.push_back({EffectKind::Value, {}, {{int(cell), after.cellFace(int(cell))}}});
}

void AddTractionPosition::extraLines(std::vector<std::string> &lines) const {
    if (score_ > 0)
        lines.push_back("score red " + std::to_string(score_));
    else if (score_ < 0)
        lines.push_back("score green " + std::to_string(-score_));
    else
        lines.push_back("score none 0");
}

const GameInfo &AddTractionRules::info() {
    static const GameInfo info{"addtraction", "AddTraction", {"red", "green"}, "standard", {"standard"}, {}, false};
    return info;
}

std::optional<AddTractionPosition> AddTractionRules::start(std::string_view variant, int, std::string &error) {
    if (toLower(variant) != "standard") {
        error = unknownVariantMessage(info(), variant);
        return std::nullopt;
    }
    return AddTractionPosition::initial();
}

} // namespace gamut
