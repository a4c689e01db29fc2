// Atoms in the window: its entry in the game list (ui/gameui/gameui.h) and the parts it is made of.
#pragma once

#include "ui/gameui/gameui.h"

namespace gamut {

const GameUi &atomsUi();                         // atomsui.cpp
std::unique_ptr<CellPainter> makeAtomsPainter(); // atomspainter.cpp

} // namespace gamut
