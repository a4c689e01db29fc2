// First cut of the board: squares and clicks, so that the window can link. Grows into the full board.
#include "boardview.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"
#include "ui/theme/theme.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QResizeEvent>

#include <cmath>

namespace gamut {

class BoardView::Private {
public:
    GameModel *model = nullptr;
    TurnController *turns = nullptr;
    BoardOptions options;
    QGraphicsScene scene;
    int cursor = 0;
};

BoardView::BoardView(GameModel *model, TurnController *turns, QWidget *parent) : QGraphicsView(parent), d(new Private) {
    d->model = model;
    d->turns = turns;
    setScene(&d->scene);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    const BoardGeometry g = model->position().geometry();
    for (int i = 0; i < g.cellCount(); ++i)
        d->scene.addRect(QRectF(i % g.columns, g.rows - 1 - i / g.columns, 1, 1), QPen(Qt::gray), QBrush(Qt::white));
}

BoardView::~BoardView() { delete d; }

void BoardView::setOptions(const BoardOptions &options) { d->options = options; }
const BoardOptions &BoardView::options() const { return d->options; }

QPoint BoardView::cellPosition(int cell) const {
    const BoardGeometry g = d->model->position().geometry();
    return mapFromScene(QPointF(cell % g.columns + 0.5, g.rows - 1 - cell / g.columns + 0.5));
}

int BoardView::cellAt(const QPoint &viewportPoint) const {
    const BoardGeometry g = d->model->position().geometry();
    const QPointF p = mapToScene(viewportPoint);
    const int column = int(std::floor(p.x())), row = g.rows - 1 - int(std::floor(p.y()));
    return g.contains(column, row) ? g.index(column, row) : -1;
}

int BoardView::cursorCell() const { return d->cursor; }
void BoardView::showHint(Move) {}
bool BoardView::isAnimating() const { return false; }
void BoardView::finishAnimation() {}

} // namespace gamut
