// Trails and Towers in the window: its entry in the game list (ui/gameui/gameui.h) and the parts it is made of.
#pragma once

#include "ui/gameui/gameui.h"

namespace gamut {

const GameUi &trailsUi();                         // trailsui.cpp
std::unique_ptr<CellPainter> makeTrailsPainter(); // trailspainter.cpp

} // namespace gamut
