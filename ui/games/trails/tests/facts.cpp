// What the window's shared tests take from Trails and Towers (tests/facts/uifacts.h).
#include "tests/facts/uifacts.h"

#include "ui/theme/theme.h"

namespace gamut::test {
namespace {

// A trail's cells in its side's colour; the heads (an arrow) and the towers taken (a tower) are left out of the
// colour comparison.
QColor pieceColour(const Theme &, const std::array<QColor, 2> &sides, const CellFace &face) {
    if (face.owner < 0 || face.has(CellFace::Head) || face.has(CellFace::TakenTower))
        return {};
    return sides[std::size_t(face.owner)];
}

// The heads and the (lighter) claimed cells on the field, the head's white arrow, the towers.
std::vector<ColourPair> contrasts(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<ColourPair> pairs;
    for (std::size_t s = 0; s < 2; ++s) {
        pairs.push_back({QStringLiteral("Trails head of side %1 on the field").arg(s), sides[s], t.cellLight, 3});
        pairs.push_back({QStringLiteral("Trails claimed cell of side %1 on the field").arg(s), sides[s].lighter(135),
                         t.cellLight, 3});
        pairs.push_back(
            {QStringLiteral("Trails head's arrow on the head of side %1").arg(s), QColor(255, 255, 255), sides[s], 3});
    }
    pairs.push_back({QStringLiteral("Trails tower on the field"), t.neutral, t.cellLight, 3});
    return pairs;
}

std::vector<NamedColour> markGrounds(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<NamedColour> grounds = {{QStringLiteral("Trails field"), t.cellLight}};
    for (std::size_t s = 0; s < 2; ++s) {
        grounds.push_back({QStringLiteral("Trails claimed cell of side %1").arg(s), sides[s].lighter(135)});
        grounds.push_back({QStringLiteral("Trails head of side %1").arg(s), sides[s]});
    }
    return grounds;
}

// A move's preview tints the cells it would claim with half the preview colour.
std::vector<ColourPair> ghosts(const Theme &t, const std::array<QColor, 2> &) {
    return {{QStringLiteral("Trails claim tint"), blend(t.preview, 0.5, t.cellLight), t.cellLight}};
}

const UiFacts facts{
    .game = "trails",
    .gameOverWord = "Towers",
    .lastMoveEffect = "claimed",
    .benchPlies = 8,
    .pieceColour = pieceColour,
    .contrasts = contrasts,
    .markGrounds = markGrounds,
    .ghosts = ghosts,
};
const UiFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
