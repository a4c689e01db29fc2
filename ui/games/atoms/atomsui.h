// Atoms in the window: its entry in the game list (ui/games/gamelist.h) and the parts it is made of.
#pragma once

#include "ui/games/gamelist.h"

namespace gamut {

const GameUi &atomsUi();                         // atomsui.cpp
std::unique_ptr<CellPainter> makeAtomsPainter(); // atomspainter.cpp

} // namespace gamut
