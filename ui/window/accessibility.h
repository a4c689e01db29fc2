// Accessible names for screen readers: every focusable control gets one (its own text, else its form label),
// and the board's description says the cell under the cursor and what is on it ("e4: black piece").
#pragma once

#include <QString>

class QWidget;

namespace gamut {

class GameModel;

namespace accessibility {

// Gives each focusable control under `root` without an accessible name the text a person reads next to it.
void nameControls(QWidget *root);
// "e4: black piece", "c3: empty", "b2: red, 3 atoms"; "" for no cell.
QString describeCell(const GameModel &model, int cell);

} // namespace accessibility

} // namespace gamut
