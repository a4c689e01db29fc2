#include "addtractionui.h"

#include "ui/board/cellpainter.h"

namespace gamut {

const GameUi &addTractionUi() {
    static const GameUi ui{
        .id = "addtraction",
        .makePainter = makeAddTractionPainter,
        .board = {},
        .drawIcon = nullptr,
        .words = {},
    };
    return ui;
}

} // namespace gamut
