// Where the game-over message goes (issue 29: it must not hide what decided the game): beside the board where
// there is room, else over the board at the edge farthest from the deciding cells, never over one of them while
// any place avoids them. A pure choice among candidate places, so that it is tested without a window.
#pragma once

#include <QPoint>
#include <QRect>
#include <QSize>

#include <vector>

class QWidget;

namespace gamut {

class BoardView;

namespace placement {

// All rectangles in one coordinate system (the screen's). `frame`: the message's size with its window frame;
// `board`: the board's cells; `view`: the board widget; `deciding`: the cells that decided the game; `allowed`:
// where a window may go (the screen's available area); `window`: the main window's frame, which the message leaves
// as little as it can (hanging off it, it is cut off by the screen's edge or read as another program's). The top
// left corner of the message's frame.
QPoint resultPosition(const QSize &frame, const QRect &board, const QRect &view, const std::vector<QRect> &deciding,
                      const QRect &allowed, const QRect &window);

// Places `message` (a top-level window) for the game `board` shows, the cells `deciding` marked.
void placeBesideBoard(QWidget *message, const BoardView &board, const std::vector<int> &deciding);

} // namespace placement
} // namespace gamut
