#include "loaui.h"

#include "ui/board/cellpainter.h"

namespace gamut {

const GameUi &loaUi() {
    static const GameUi ui{
        .id = "loa",
        .makePainter = makeLoaPainter,
        .board = {.input = BoardTraits::Input::PickPiece},
        .drawIcon = nullptr,
        .words = {},
    };
    return ui;
}

} // namespace gamut
