// What the window's shared tests take from AddTraction (tests/facts/uifacts.h).
#include "tests/facts/uifacts.h"

#include "ui/theme/theme.h"

namespace gamut::test {
namespace {

// Digits in the side's colour on the field, on a 13% wash of that colour once set; a neutral field's 0 in grey.
std::vector<ColourPair> contrasts(const Theme &t, const std::array<QColor, 2> &sides) {
    std::vector<ColourPair> pairs;
    for (std::size_t s = 0; s < 2; ++s) {
        pairs.push_back(
            {QStringLiteral("AddTraction digits of side %1 on the field").arg(s), sides[s], t.cellLight, 4.5});
        pairs.push_back({QStringLiteral("AddTraction digits of side %1 on their wash").arg(s), sides[s],
                         blend(sides[s], 0.13, t.cellLight), 4.5});
    }
    pairs.push_back({QStringLiteral("AddTraction neutral 0 on the field"), t.neutral, t.cellLight, 4.5});
    return pairs;
}

std::vector<NamedColour> markGrounds(const Theme &t, const std::array<QColor, 2> &sides) {
    return {{QStringLiteral("AddTraction field"), t.cellLight},
            {QStringLiteral("AddTraction neutral field"), t.neutral},
            {QStringLiteral("AddTraction field of side 0"), blend(sides[0], 0.13, t.cellLight)},
            {QStringLiteral("AddTraction field of side 1"), blend(sides[1], 0.13, t.cellLight)}};
}

std::vector<ColourPair> ghosts(const Theme &t, const std::array<QColor, 2> &sides) {
    return {{QStringLiteral("AddTraction digit of side 0"), blend(sides[0], t.ghostOpacity, t.cellLight), t.cellLight},
            {QStringLiteral("AddTraction digit of side 1"), blend(sides[1], t.ghostOpacity, t.cellLight), t.cellLight}};
}

const UiFacts facts{
    .game = "addtraction",
    .gameOverWord = "Final score",
    .lastMoveEffect = "now",
    .contrasts = contrasts,
    .markGrounds = markGrounds,
    .ghosts = ghosts,
};
const UiFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
