// What the window's shared tests take from Lines of Action (tests/facts/uifacts.h).
#include "tests/facts/uifacts.h"

#include "ui/theme/theme.h"

namespace gamut::test {
namespace {

// Discs in the side's colour on both colours of the checkered squares.
std::vector<ColourPair> contrasts(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<ColourPair> pairs;
    for (std::size_t s = 0; s < 2; ++s)
        for (const QColor &square : t.checkered)
            pairs.push_back({QStringLiteral("LOA disc of side %1 on the square %2").arg(s).arg(square.name()), sides[s],
                             square, 3});
    return pairs;
}

std::vector<NamedColour> markGrounds(const Theme &t, const std::array<QColor, 2> &) {
    return {{QStringLiteral("LOA light square"), t.checkered[0]}, {QStringLiteral("LOA dark square"), t.checkered[1]}};
}

std::vector<ColourPair> ghosts(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<ColourPair> pairs;
    for (std::size_t s = 0; s < 2; ++s)
        for (const QColor &square : t.checkered)
            pairs.push_back(
                {QStringLiteral("LOA disc of side %1").arg(s), blend(sides[s], t.ghostOpacity, square), square});
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
