// Lines of Action in the window: its entry in the game list (ui/gameui/gameui.h) and the parts it is made of.
#pragma once

#include "ui/gameui/gameui.h"

#include <QColor>

namespace gamut {

const GameUi &loaUi();                         // loaui.cpp
std::unique_ptr<CellPainter> makeLoaPainter(); // loapainter.cpp

// The rim the painter draws around a disc of `side` filled with `fill`: its colour and width (a share of the cell).
// The contrast tests measure a disc by its fill or its rim, whichever stands out more (loa/tests/facts.cpp).
struct LoaRim {
    QColor colour;
    double width;
};
LoaRim loaDiscRim(const Theme &theme, int side, const QColor &fill);

} // namespace gamut
