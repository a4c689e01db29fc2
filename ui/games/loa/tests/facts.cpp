// What the window's shared tests take from Lines of Action (tests/facts/uifacts.h).
#include "tests/facts/uifacts.h"

#include "ui/games/loa/loaui.h"
#include "ui/theme/theme.h"

namespace gamut::test {
namespace {

// A disc of side `s`, drawn as `ink` (its fill, or its ghost), on `square`: measured by its fill or by its rim
// (loaDiscRim), whichever stands out more, as a mark is measured by either of its two tones.
ColourPair disc(const Theme &t, const std::array<QColor, 2> &sides, std::size_t s, const QColor &ink,
                const QColor &square) {
    const QColor rim = loaDiscRim(t, int(s), sides[s]).colour;
    const bool byRim = contrast::ratio(rim, square) > contrast::ratio(ink, square);
    return {QStringLiteral("LOA disc of side %1 on the square %2%3")
                .arg(s)
                .arg(square.name(), byRim ? QStringLiteral(" (its rim)") : QString()),
            byRim ? rim : ink, square, 3};
}

// Discs in the side's colour on both colours of the checkered squares.
std::vector<ColourPair> contrasts(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<ColourPair> pairs;
    for (std::size_t s = 0; s < 2; ++s)
        for (const QColor &square : t.checkered)
            pairs.push_back(disc(t, sides, s, sides[s], square));
    // The board itself: its light and dark squares told apart (issue 29: High Contrast's were two mid greys).
    pairs.push_back({QStringLiteral("LOA light square on the dark square"), t.checkered[0], t.checkered[1], 3});
    return pairs;
}

std::vector<NamedColour> markGrounds(const Theme &t, const std::array<QColor, 2> &) {
    return {{QStringLiteral("LOA light square"), t.checkered[0]}, {QStringLiteral("LOA dark square"), t.checkered[1]}};
}

std::vector<ColourPair> ghosts(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<ColourPair> pairs;
    for (std::size_t s = 0; s < 2; ++s)
        for (const QColor &square : t.checkered)
            pairs.push_back(disc(t, sides, s, blend(sides[s], t.ghostOpacity, square), square));
    return pairs;
}

const UiFacts facts{
    .game = "loa",
    .gameOverWord = "Groups",
    .lastMoveEffect = "took the",
    .contrasts = contrasts,
    .markGrounds = markGrounds,
    .ghosts = ghosts,
};
const UiFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
