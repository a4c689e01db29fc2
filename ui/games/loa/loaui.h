// Lines of Action in the window: its entry in the game list (ui/gameui/gameui.h) and the parts it is made of.
#pragma once

#include "ui/gameui/gameui.h"

namespace gamut {

const GameUi &loaUi();                         // loaui.cpp
std::unique_ptr<CellPainter> makeLoaPainter(); // loapainter.cpp

} // namespace gamut
