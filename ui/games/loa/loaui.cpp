#include "loaui.h"

#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"

#include <QPainter>

namespace gamut {

namespace {

constexpr Word kSides[] = {
    {"black", QT_TRANSLATE_NOOP("gamut::labels", "Black")},
    {"white", QT_TRANSLATE_NOOP("gamut::labels", "White")},
};

constexpr Word kVariants[] = {
    {"standard", QT_TRANSLATE_NOOP("gamut::labels", "Standard")},
    {"olympiad", QT_TRANSLATE_NOOP("gamut::labels", "Olympiad")},
    {"scrambled", QT_TRANSLATE_NOOP("gamut::labels", "Scrambled eggs")},
};

constexpr Word kFigures[] = {
    {"pieces", QT_TRANSLATE_NOOP("gamut::labels", "Pieces")},
    {"groups", QT_TRANSLATE_NOOP("gamut::labels", "Groups")},
};

// The checkered 8x8 board in its starting position: black on the top and bottom rows, white on the sides.
void drawIcon(QPainter &p, qreal s) {
    icon::grid(p, 8, s, true);
    const qreal step = s / 8;
    for (int i = 1; i < 7; ++i) {
        icon::piece(p, (i + 0.5) * step, 0.5 * step, step * 0.38, QColor(30, 30, 30));
        icon::piece(p, (i + 0.5) * step, 7.5 * step, step * 0.38, QColor(30, 30, 30));
        icon::piece(p, 0.5 * step, (i + 0.5) * step, step * 0.38, QColor(245, 245, 245));
        icon::piece(p, 7.5 * step, (i + 0.5) * step, step * 0.38, QColor(245, 245, 245));
    }
}

} // namespace

const GameUi &loaUi() {
    static const GameUi ui{
        .id = "loa",
        .makePainter = makeLoaPainter,
        .board = {.input = BoardTraits::Input::PickPiece},
        .drawIcon = drawIcon,
        .words = {.title = QT_TRANSLATE_NOOP("gamut::labels", "Lines of Action"),
                  .rules = QT_TRANSLATE_NOOP(
                      "gamut::labels",
                      "A piece moves along a row, column or diagonal exactly as many cells as there are pieces on "
                      "that line. It may jump its own pieces but not the opponent's, and it captures by landing on "
                      "one. Connect all of your pieces into one group to win."),
                  .credits = QT_TRANSLATE_NOOP("gamut::labels",
                                               "by Claude Soucie, from Sid Sackson's book <i>A Gamut of Games</i>"),
                  .sides = kSides,
                  .variants = kVariants,
                  .figures = kFigures},
        .sideColours = {0xff2a2d31, 0xfff7f7f5},
        // The common phrase: "black piece", "empty".
        .cellContent = nullptr,
    };
    return ui;
}

} // namespace gamut
