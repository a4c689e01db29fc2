// How the window shows a move's class: its colour (the same in the history, the graph and the summary), its
// translated name and the reason for it in words; and where the review's actions go in the window's menus.
#pragma once

#include "core/review/review.h"

#include <QColor>
#include <QString>

class QAction;
class QMenu;

namespace gamut::reviewstyle {

QColor classColour(MoveClass c);
QString className(MoveClass c); // "Inaccuracy", translated
// Why `p` got its class, translated: "12.5 points of win chance lost", "Walks into a forced loss in 3 moves",
// "Missed a forced win in 2 moves (4.0 points of win chance lost)", "The only legal move".
QString reasonText(const PlyReview &p);
// The class and its reason in one sentence for a marked move: "Mistake: 12.5 points of win chance lost".
QString verdictText(const PlyReview &p);
// "62.5%" with one decimal, in the user's locale.
QString percent(double value);
// A side's accuracy as the summary shows it: its percent, or a dash when no move of that side counted (all forced,
// or all played in a game already decided).
QString accuracyText(const SideSummary &side);
// The menu that holds `action` (the window's menus are Actions' own: this adds to them without changing it).
QMenu *menuOf(QAction *action);

} // namespace gamut::reviewstyle
