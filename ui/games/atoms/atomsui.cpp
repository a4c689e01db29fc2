#include "atomsui.h"

#include "ui/board/cellpainter.h"

namespace gamut {

const GameUi &atomsUi() {
    static const GameUi ui{
        .id = "atoms",
        .makePainter = makeAtomsPainter,
        .board = {.marksEmptyTargets = false},
        .drawIcon = nullptr,
        .words = {},
    };
    return ui;
}

} // namespace gamut
