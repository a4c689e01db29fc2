// Trails and Towers in the window: its entry in the game list (ui/games/gamelist.h) and the parts it is made of.
#pragma once

#include "ui/games/gamelist.h"

namespace gamut {

const GameUi &trailsUi();                         // trailsui.cpp
std::unique_ptr<CellPainter> makeTrailsPainter(); // trailspainter.cpp

} // namespace gamut
