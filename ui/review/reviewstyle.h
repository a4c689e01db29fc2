// How the window shows a move's class: its colour (the same in the history, the graph and the summary) and its
// translated name; and where the review's actions go in the window's menus.
#pragma once

#include "core/review/review.h"

#include <QColor>
#include <QString>

class QAction;
class QMenu;

namespace gamut::reviewstyle {

QColor classColour(MoveClass c);
QString className(MoveClass c); // "Inaccuracy", translated
// "62.5%" with one decimal, in the user's locale.
QString percent(double value);
// The menu that holds `action` (the window's menus are Actions' own: this adds to them without changing it).
QMenu *menuOf(QAction *action);

} // namespace gamut::reviewstyle
