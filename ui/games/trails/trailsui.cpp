#include "trailsui.h"

#include "ui/board/cellpainter.h"

namespace gamut {

const GameUi &trailsUi() {
    static const GameUi ui{
        .id = "trails",
        .makePainter = makeTrailsPainter,
        .board = {.input = BoardTraits::Input::Direction, .tintPreview = true},
        .drawIcon = nullptr,
        .words = {},
    };
    return ui;
}

} // namespace gamut
