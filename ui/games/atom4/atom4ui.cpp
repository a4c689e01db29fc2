#include "atom4ui.h"

#include "ui/board/cellpainter.h"

namespace gamut {

const GameUi &atom4Ui() {
    static const GameUi ui{
        .id = "atom4",
        .makePainter = makeAtom4Painter,
        .board = {.roundCells = true},
        .drawIcon = nullptr,
        .words = {},
    };
    return ui;
}

} // namespace gamut
