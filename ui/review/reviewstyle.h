// How the window shows a move's class: its colour (the same in the history, the graph and the summary) and its
// translated name.
#pragma once

#include "core/review/review.h"

#include <QColor>
#include <QString>

namespace gamut::reviewstyle {

QColor classColour(MoveClass c);
QString className(MoveClass c); // "Inaccuracy", translated
// "62.5%" with one decimal, in the user's locale.
QString percent(double value);

} // namespace gamut::reviewstyle
