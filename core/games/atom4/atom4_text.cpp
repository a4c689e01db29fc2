// Atom-4's text side: move tokens, the printed position, move descriptions and the variants (off the hot path).
#include "atom4.h"

#include "../../text.h"

namespace gamut {

using namespace atom4;

namespace {

constexpr int kMaxRound = 1000000; // keeps the colour arithmetic far from overflow

std::string cellText(int cell) { return cellName(columnOf(cell), rowOf(cell)); }
std::string colourToken(int colour) { return std::string(1, kColourTokens[colour]); }

int colourFromToken(char token) {
    for (int colour = 0; colour <= kEmpty; ++colour)
        if (kColourTokens[colour] == token)
            return colour;
    return -1;
}

} // namespace

std::string Atom4Position::moveText(Move cell) const { return cellText(int(cell)); }

ParsedMove Atom4Position::parseMove(std::string_view token) const {
    const auto cell = parseCell(token, geometry());
    if (!cell)
        return ParsedMove::illegal("not a cell of the 16x16 board (a1..p16)", Refusal::NotOnBoard,
                                   {std::string(token), "a1..p16"});
    return refusalAt(*cell, -1);
}

ParsedMove Atom4Position::refusalAt(int cell, int) const {
    if (outcome() != Outcome::Ongoing)
        return ParsedMove::illegal("the round is over", Refusal::GameOver);
    if (colourAt(cell) != kEmpty)
        return ParsedMove::illegal("cell " + cellText(cell) + " is occupied", Refusal::Occupied, {cellText(cell)});
    if (!isLegal(cell))
        return ParsedMove::illegal(cellText(cell) + " does not complete a triangle of occupied cells",
                                   Refusal::NoTriangle, {cellText(cell)});
    return ParsedMove::legal(Move(cell));
}

void Atom4Position::boardRows(std::vector<std::string> &rows) const {
    appendGridRows(
        kColumns, kRows, [this](int cell) { return kColourTokens[colourAt(cell)]; }, rows);
}

void Atom4Position::extraLines(std::vector<std::string> &lines) const {
    lines.push_back("round " + std::to_string(round_));
    lines.push_back(outcome() == Outcome::Ongoing ? "next " + colourToken(nextColour()) : "next none");
}

// Place, then one Ray per direction that changes a colour (path: the propagators passed, then the target),
// then Win with the winning run as its path when the move wins. Every cell changes once: its face after the move.
void Atom4Position::describeMove(Move move, MoveEffects &effects) const {
    const int cell = int(move);
    Atom4Position after = *this;
    after.play(move);
    effects.push_back({EffectKind::Place, {cell}, {{cell, after.cellFace(cell)}}});
    Changes changes;
    const int count = changesOf(cell, changes);
    for (int i = 0; i < count; ++i) {
        const Change &change = changes[std::size_t(i)];
        EffectStep ray{EffectKind::Ray, {}, {{change.cell, after.cellFace(change.cell)}}};
        for (int n = neighbour(cell, change.direction); n != change.cell; n = neighbour(n, change.direction))
            ray.path.push_back(n);
        ray.path.push_back(change.cell);
        effects.push_back(std::move(ray));
    }
    if (after.outcome() != winFor(turn()))
        return;
    const int goal = turn() == 0 ? White : Black;
    std::array<int, kColumns> run{};
    for (int i = 0; i < count; ++i) {
        const int length = after.runThrough(changes[std::size_t(i)].cell, goal, run);
        if (length > 0) {
            effects.push_back({EffectKind::Win, std::vector<int>(run.begin(), run.begin() + length), {}});
            return;
        }
    }
}

std::optional<Atom4Position> Atom4Position::fromRows(const std::vector<std::string> &rows, int round, char next,
                                                     std::string &error) {
    const int nextColour = colourFromToken(next);
    int sequence = -1;
    for (int i = 0; i < 6; ++i)
        if (kSequence[std::size_t(i)] == nextColour)
            sequence = i;
    if (rows.size() != std::size_t(kRows) || round < 1 || round > kMaxRound || sequence < 0) {
        error = "expected 16 rows, a round >= 1 and a colour of the cycle to play next";
        return std::nullopt;
    }
    Atom4Position p;
    p.colour_.fill(kEmpty);
    p.round_ = round;
    p.sequence_ = std::uint8_t(sequence);
    for (int y = 0; y < kRows; ++y) {
        const std::vector<std::string> tokens = splitWhitespace(rows[std::size_t(kRows - 1 - y)]);
        for (int x = 0; x < kColumns; ++x) {
            const int colour = (tokens.size() == std::size_t(kColumns) && tokens[std::size_t(x)].size() == 1)
                                   ? colourFromToken(tokens[std::size_t(x)][0])
                                   : -1;
            if (colour < 0) {
                error = "row " + std::to_string(y + 1) + " is not 16 colour tokens";
                return std::nullopt;
            }
            if (colour != kEmpty) {
                p.setColour(y * kColumns + x, colour);
                --p.emptyCells_;
            }
        }
    }
    for (int cell = 0; cell < kCells; ++cell)
        if (p.colourAt(cell) == kEmpty && p.completesTriangle(cell))
            p.legal_.set(cell);
    p.settle();
    return p;
}

std::optional<Atom4Position> Atom4Rules::start(std::string_view variant, int round, std::string &error) {
    if (toLower(variant) != "standard") {
        error = unknownVariantMessage(info(), variant);
        return std::nullopt;
    }
    if (round < 1 || round > kMaxRound) {
        error = "rounds are numbered from 1 to " + std::to_string(kMaxRound);
        return std::nullopt;
    }
    return Atom4Position::roundStart(round);
}

} // namespace gamut
