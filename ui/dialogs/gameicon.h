// A small picture of each game's board for the new game dialog, drawn with QPainter (no image files): enough of the
// board and a few pieces that a person recognises the game at a glance. Each game draws its own (its entry in
// ui/gameui/gameui.h) with the helpers below; this frames it at the screen's densities.
#pragma once

#include <QIcon>
#include <QString>

class QColor;
class QPainter;

namespace gamut {

QIcon gameIcon(const QString &gameId, int size = 48); // a game without an entry: only the frame

namespace icon {
// A board of `cells` x `cells` squares filling `size` pixels, with its lines; `checkered`: light and dark squares.
void grid(QPainter &p, int cells, qreal size, bool checkered);
// A disc of radius `r` centred on (x, y), outlined a little darker.
void piece(QPainter &p, qreal x, qreal y, qreal r, const QColor &fill);
} // namespace icon

} // namespace gamut
