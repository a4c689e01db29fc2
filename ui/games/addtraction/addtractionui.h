// AddTraction in the window: its entry in the game list (ui/gameui/gameui.h) and the parts it is made of.
#pragma once

#include "ui/gameui/gameui.h"

namespace gamut {

const GameUi &addTractionUi();                         // addtractionui.cpp
std::unique_ptr<CellPainter> makeAddTractionPainter(); // addtractionpainter.cpp

} // namespace gamut
