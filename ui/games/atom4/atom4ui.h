// Atom-4 in the window: its entry in the game list (ui/gameui/gameui.h) and the parts it is made of.
#pragma once

#include "ui/gameui/gameui.h"

namespace gamut {

const GameUi &atom4Ui();                         // atom4ui.cpp
std::unique_ptr<CellPainter> makeAtom4Painter(); // atom4painter.cpp

} // namespace gamut
