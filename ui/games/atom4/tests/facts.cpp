// What the window's shared tests take from Atom-4 (tests/facts/uifacts.h).
#include "tests/facts/uifacts.h"

#include "ui/theme/theme.h"

namespace gamut::test {
namespace {

// The sphere's rim as Atom4Painter draws it: black gets a grey one, the others their colour darker.
QColor rimOf(const QColor &colour, const std::array<QColor, 8> &palette) {
    return colour == palette[0] ? QColor(0x60, 0x66, 0x6c) : colour.darker(170);
}

// Its pieces are coloured spheres, the same for both sides: the chromatic ones are told apart by hue.
QColor pieceColour(const Theme &t, const std::array<QColor, 2> &, const CellFace &face) {
    if (face.colour <= 0 || face.colour == 7)
        return {};
    return t.atom4Palette(false)[std::size_t(face.colour)];
}

// The spheres as shown (or their rims, whichever stands out) on the lattice's background, and each letter on its
// sphere.
std::vector<ColourPair> contrasts(const Theme &t, const std::array<QColor, 2> &) {
    std::vector<ColourPair> pairs;
    const auto &palette = t.atom4Palette(false);
    for (const QColor &colour : palette) {
        const QColor rim = rimOf(colour, palette);
        const QColor edge = contrast::ratio(colour, t.background) >= contrast::ratio(rim, t.background) ? colour : rim;
        pairs.push_back({QStringLiteral("Atom-4 sphere %1 (or its rim) on the background").arg(colour.name()), edge,
                         t.background, 3});
        pairs.push_back({QStringLiteral("Atom-4 letter on the sphere %1").arg(colour.name()), contrast::inkOn(colour),
                         colour, 4.5});
    }
    return pairs;
}

// The lattice has no cells: its marks stand on the background.
std::vector<NamedColour> markGrounds(const Theme &t, const std::array<QColor, 2> &) {
    return {{QStringLiteral("Atom-4 lattice"), t.background}};
}

std::vector<ColourPair> ghosts(const Theme &t, const std::array<QColor, 2> &) {
    std::vector<ColourPair> pairs;
    const auto &palette = t.atom4Palette(false);
    for (const QColor &colour : palette) {
        const QColor rim = rimOf(colour, palette);
        const QColor bySphere = blend(colour, t.ghostOpacity, t.background);
        const QColor byRim = blend(rim, t.ghostOpacity, t.background);
        const bool sphere = contrast::ratio(bySphere, t.background) >= contrast::ratio(byRim, t.background);
        pairs.push_back(
            {QStringLiteral("Atom-4 sphere %1").arg(colour.name()), sphere ? bySphere : byRim, t.background});
    }
    return pairs;
}

const UiFacts facts{
    .game = "atom4",
    .gameOverWord = "match",
    .lastMoveEffect = "turned",
    .showPlies = 20,
    .benchPlies = 60,
    .pieceColour = pieceColour,
    .shadedPieces = true,
    .pieceSpot = {0, 0.3}, // below the letter a sphere may carry at its centre
    .pieceSpotHalf = 1.0 / 16,
    .contrasts = contrasts,
    .markGrounds = markGrounds,
    .ghosts = ghosts,
};
const UiFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
