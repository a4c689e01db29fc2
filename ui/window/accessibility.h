// Accessible names for screen readers: every focusable control gets one (its own text, else its form label).
// The board names its own cells (ui/board/boardaccessible.h).
#pragma once

#include <QString>

class QWidget;

namespace gamut {

namespace accessibility {

// Gives each focusable control under `root` without an accessible name the text a person reads next to it.
void nameControls(QWidget *root);

} // namespace accessibility

} // namespace gamut
