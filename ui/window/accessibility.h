// Accessible names for screen readers: every focusable control gets one (its own text, else its form label), and
// dialogs tab through their options first.
// The board names its own cells (ui/board/boardaccessible.h).
#pragma once

#include <QString>

class QWidget;

namespace gamut {

namespace accessibility {

// Gives each focusable control under `root` without an accessible name the text a person reads next to it. A combo
// box says its purpose and its value ("Theme: Dark"), kept up to date as the value changes.
void nameControls(QWidget *root);
// Tab goes through a dialog's options before its buttons (OK, Cancel, ...): the buttons move to the end of the
// dialog's focus chain, the rest keep their order.
void optionsBeforeButtons(QWidget *dialog);

} // namespace accessibility

} // namespace gamut
