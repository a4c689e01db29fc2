#include "atom4ui.h"

#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"
#include "ui/text/labels.h"

#include <QPainter>

namespace gamut {

namespace {

constexpr Word kSides[] = {
    {"first", QT_TRANSLATE_NOOP("gamut::labels", "First")},
    {"second", QT_TRANSLATE_NOOP("gamut::labels", "Second")},
};

constexpr Word kVariants[] = {
    {"standard", QT_TRANSLATE_NOOP("gamut::labels", "Standard")},
};

constexpr Word kFigures[] = {
    {"nextColour", QT_TRANSLATE_NOOP("gamut::labels", "Next colour")},
};

// A patch of the triangular lattice: a few coloured spheres, the empty points as dots.
void drawIcon(QPainter &p, qreal s) {
    p.fillRect(QRectF(0, 0, s, s), QColor(235, 232, 225));
    const int n = 6;
    const qreal step = s / (n + 0.5);
    const int colours[n][n] = {{-1, -1, 3, -1, -1, -1}, {-1, 1, 2, 6, -1, -1},   {-1, 7, 5, 4, 3, -1},
                               {-1, 2, 0, 1, -1, -1},   {-1, -1, 6, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}};
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const qreal x = (c + 0.5 + (r % 2) * 0.5) * step, y = (r + 0.5) * step;
            const int colour = colours[r][c];
            if (colour < 0)
                icon::piece(p, x, y, step * 0.08, QColor(160, 160, 160));
            else
                icon::piece(p, x, y, step * 0.4, labels::colourValue(colour));
        }
}

} // namespace

const GameUi &atom4Ui() {
    static const GameUi ui{
        .id = "atom4",
        .makePainter = makeAtom4Painter,
        .board = {.roundCells = true},
        .drawIcon = drawIcon,
        .words = {.title = QT_TRANSLATE_NOOP("gamut::labels", "Atom-4"),
                  .rules = QT_TRANSLATE_NOOP(
                      "gamut::labels",
                      "Pieces go on the points of a triangular lattice, in the fixed order red, yellow, green, cyan, "
                      "blue, magenta. A piece may go where it completes a small triangle. It mixes its colour into "
                      "the first piece along each of the six directions. The first player (red, green, blue) wins "
                      "with four white pieces in a line, the second (yellow, cyan, magenta) with four black ones. A "
                      "match is played in rounds."),
                  .credits = QT_TRANSLATE_NOOP("gamut::labels", "by Hwei Sheng Teoh"),
                  .sides = kSides,
                  .variants = kVariants,
                  .figures = kFigures},
        // The goal colours: white for the first player, black for the second.
        .sideColours = {0xffebebeb, 0xff1e1e1e},
        // The common phrase: "red piece" by the sphere's colour, "empty".
        .cellContent = nullptr,
    };
    return ui;
}

} // namespace gamut
