#include "boardlayout.h"

#include <cmath>

namespace gamut {

namespace {

constexpr qreal kRowHeight = 0.8660254037844386 * kCell; // sqrt(3)/2: equilateral triangles
constexpr qreal kLabelRoom = 0.5 * kCell;
constexpr qreal kMargin = 0.12 * kCell;

} // namespace

int BoardLayout::shownColumn(int cell) const {
    const int column = cell % geometry_.columns;
    return flipped_ ? geometry_.columns - 1 - column : column;
}

int BoardLayout::shownRow(int cell) const {
    const int row = cell / geometry_.columns;
    return flipped_ ? geometry_.rows - 1 - row : row;
}

int BoardLayout::cellOfShown(int column, int row) const {
    if (!geometry_.contains(column, row))
        return -1;
    return flipped_ ? geometry_.index(geometry_.columns - 1 - column, geometry_.rows - 1 - row)
                    : geometry_.index(column, row);
}

std::vector<EdgeLabel> BoardLayout::edgeLabels() const {
    // Letters under the bottom row, numbers left of each row, placed by the cells they name.
    std::vector<EdgeLabel> labels;
    const QRectF board = boardRect();
    for (int column = 0; column < geometry_.columns; ++column) {
        const int bottom = flipped_ ? geometry_.index(column, geometry_.rows - 1) : geometry_.index(column, 0);
        const QString name = QString::fromStdString(cellName(column, 0));
        labels.push_back(
            {name.left(name.size() - 1), QPointF(cellCentre(bottom).x(), board.bottom() + kLabelRoom / 2)});
        // On a lattice every other row sits half a step aside: letters above the top row too, so that each row
        // reads its points' letters at the edge it is aligned with.
        if (labelsAtTop()) {
            const int top = flipped_ ? geometry_.index(column, 0) : geometry_.index(column, geometry_.rows - 1);
            labels.push_back({name.left(name.size() - 1), QPointF(cellCentre(top).x(), board.top() - kLabelRoom / 2)});
        }
    }
    for (int row = 0; row < geometry_.rows; ++row) {
        const int cell = geometry_.index(0, row);
        labels.push_back({QString::number(row + 1), QPointF(board.left() - kLabelRoom / 2, cellCentre(cell).y())});
    }
    return labels;
}

QRectF BoardLayout::sceneRect(bool withLabels) const {
    const qreal room = withLabels ? kLabelRoom : 0;
    const qreal top = labelsAtTop() ? room : 0;
    return boardRect().adjusted(-room - kMargin, -top - kMargin, kMargin, room + kMargin);
}

// --- Square grids ---------------------------------------------------------------------------------------------

QPointF SquareLayout::cellCentre(int cell) const {
    return {(shownColumn(cell) + 0.5) * kCell, (geometry_.rows - 1 - shownRow(cell) + 0.5) * kCell};
}

QRectF SquareLayout::cellRect(int cell) const {
    const QPointF c = cellCentre(cell);
    return {c.x() - kCell / 2, c.y() - kCell / 2, kCell, kCell};
}

int SquareLayout::cellAt(const QPointF &p) const {
    if (p.x() < 0 || p.y() < 0)
        return -1;
    return cellOfShown(int(p.x() / kCell), geometry_.rows - 1 - int(p.y() / kCell));
}

QRectF SquareLayout::boardRect() const { return {0, 0, geometry_.columns * kCell, geometry_.rows * kCell}; }

int BoardLayout::step(int cell, int dx, int dy) const {
    return cellOfShown(shownColumn(cell) + dx, shownRow(cell) + dy);
}

// --- Atom-4's lattice --------------------------------------------------------------------------------------------

QPointF LatticeLayout::unflipped(int column, int row) const {
    const qreal shift = row % 2 == 0 ? 0.5 : 0.0; // rank = row + 1: odd ranks shifted right
    return {(column + shift + 0.5) * kCell, (geometry_.rows - 1 - row) * kRowHeight + kCell / 2};
}

QPointF LatticeLayout::cellCentre(int cell) const {
    const QPointF p = unflipped(cell % geometry_.columns, cell / geometry_.columns);
    if (!flipped_)
        return p;
    const QRectF board = boardRect(); // a 180-degree turn about the board's centre
    return {board.left() + board.right() - p.x(), board.top() + board.bottom() - p.y()};
}

QRectF LatticeLayout::cellRect(int cell) const {
    const QPointF c = cellCentre(cell);
    return {c.x() - kCell / 2, c.y() - kCell / 2, kCell, kCell};
}

int LatticeLayout::cellAt(const QPointF &p) const {
    // The nearest vertex, within half the spacing (the cells' circles touch but never overlap).
    int best = -1;
    qreal bestDistance = (kCell / 2) * (kCell / 2);
    for (int cell = 0; cell < geometry_.cellCount(); ++cell) {
        const QPointF d = cellCentre(cell) - p;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = cell;
        }
    }
    return best;
}

QRectF LatticeLayout::boardRect() const {
    return {0, 0, (geometry_.columns + 0.5) * kCell, (geometry_.rows - 1) * kRowHeight + kCell};
}

std::vector<int> LatticeLayout::neighbours(int cell) const {
    const int c = cell % geometry_.columns, r = cell / geometry_.columns;
    const int rank = r + 1;
    // atom4.md: odd rank: above (c, r+1), (c+1, r+1); even rank: above (c-1, r+1), (c, r+1); the same below.
    const int lo = rank % 2 == 1 ? c : c - 1;
    const int candidates[6][2] = {{c - 1, r}, {c + 1, r}, {lo, r + 1}, {lo + 1, r + 1}, {lo, r - 1}, {lo + 1, r - 1}};
    std::vector<int> found;
    for (const auto &n : candidates)
        if (geometry_.contains(n[0], n[1]))
            found.push_back(geometry_.index(n[0], n[1]));
    return found;
}

QPainterPath LatticeLayout::gridPath() const {
    // Every edge once: to the right neighbour and to the two neighbours above.
    QPainterPath path;
    for (int cell = 0; cell < geometry_.cellCount(); ++cell) {
        const int r = cell / geometry_.columns;
        for (int n : neighbours(cell)) {
            const int nr = n / geometry_.columns;
            if (nr > r || (nr == r && n > cell)) {
                path.moveTo(cellCentre(cell));
                path.lineTo(cellCentre(n));
            }
        }
    }
    return path;
}

std::unique_ptr<BoardLayout> makeLayout(const BoardGeometry &geometry) {
    if (geometry.kind == BoardGeometry::Kind::Triangular)
        return std::make_unique<LatticeLayout>(geometry);
    return std::make_unique<SquareLayout>(geometry);
}

} // namespace gamut
