// A small picture of each game's board for the new game dialog, drawn with QPainter (no image files): enough of the
// board and a few pieces that a person recognises the game at a glance.
#pragma once

#include <QIcon>
#include <QString>

namespace gamut {

QIcon gameIcon(const QString &gameId, int size = 48);

} // namespace gamut
