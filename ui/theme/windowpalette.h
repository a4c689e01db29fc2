// The window's own colours follow the board's theme: a dark theme gives the whole window (menus, toolbar, docks,
// history, dialogs, status bar) a dark palette; every other theme keeps the desktop's palette. The desktop's palette
// is kept from before the first change, so that "System" can follow it and a switch back restores it exactly.
#pragma once

#include <QPalette>

namespace gamut {

struct Theme;

namespace windowpalette {

const QPalette &desktop();          // the application's palette before Gamut changed it
bool desktopIsDark();               // its window colour is dark
bool wantsDark(const Theme &theme); // a dark board: dark cells on a dark background
QPalette darkPalette(const Theme &theme);
void apply(const Theme &theme); // QApplication::setPalette: the dark palette or the desktop's

} // namespace windowpalette
} // namespace gamut
