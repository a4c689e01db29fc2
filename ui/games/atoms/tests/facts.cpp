// What the window's shared tests take from Atoms (tests/facts/uifacts.h).
#include "tests/facts/uifacts.h"

#include "ui/theme/theme.h"

namespace gamut::test {
namespace {

// Atoms and their count in the side's colour on the cell.
std::vector<ColourPair> contrasts(const Theme &t, const std::array<QColor, 2> &sides) {
    return {{QStringLiteral("Atoms atoms and counts of side 0 on the cell"), sides[0], t.cellLight, 4.5},
            {QStringLiteral("Atoms atoms and counts of side 1 on the cell"), sides[1], t.cellLight, 4.5}};
}

std::vector<NamedColour> markGrounds(const Theme &t, const std::array<QColor, 2> &) {
    return {{QStringLiteral("Atoms cell"), t.cellLight}};
}

std::vector<ColourPair> ghosts(const Theme &t, const std::array<QColor, 2> &sides) {
    return {{QStringLiteral("Atoms atom of side 0"), blend(sides[0], t.ghostOpacity, t.cellLight), t.cellLight},
            {QStringLiteral("Atoms atom of side 1"), blend(sides[1], t.ghostOpacity, t.cellLight), t.cellLight}};
}

const UiFacts facts{
    .game = "atoms",
    .gameOverWord = "Cells",
    .lastMoveEffect = "exploded",
    .contrasts = contrasts,
    .markGrounds = markGrounds,
    .ghosts = ghosts,
};
const UiFacts::Registration registration{facts};

} // namespace
} // namespace gamut::test
