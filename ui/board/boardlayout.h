// Where cells are in the scene: one class for square grids, one for Atom-4's triangular lattice (cells are its
// vertices). Scene units: one cell = kCell units, so that text and pens never work at tiny sizes. Row 0 (rank 1) is
// at the bottom; a flipped layout turns the board by 180 degrees. The edge labels stay below and to the left.
#pragma once

#include "core/geometry.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <memory>
#include <vector>

namespace gamut {

inline constexpr qreal kCell = 100.0;

struct EdgeLabel {
    QString text;
    QPointF centre;
};

class BoardLayout {
public:
    explicit BoardLayout(const BoardGeometry &geometry) : geometry_(geometry) {}
    virtual ~BoardLayout() = default;

    const BoardGeometry &geometry() const { return geometry_; }
    void setFlipped(bool flipped) { flipped_ = flipped; }
    bool flipped() const { return flipped_; }

    virtual QPointF cellCentre(int cell) const = 0;
    // The area a cell's item paints in, centred on cellCentre (square cells: the square; lattice: a circle's box).
    virtual QRectF cellRect(int cell) const = 0;
    virtual int cellAt(const QPointF &scenePoint) const = 0; // -1 when none
    virtual QRectF boardRect() const = 0;                    // the cells, without the labels
    // The board's lines (lattice lines; empty for square boards, whose cells draw themselves).
    virtual QPainterPath gridPath() const { return {}; }
    // The cell one step away in a screen direction (dx, dy in -1..1, dy = +1 upwards), or -1 off the board. On the
    // lattice Up keeps the column, so that holding it walks a zig-zag straight up through neighbours.
    int step(int cell, int dx, int dy) const;
    std::vector<EdgeLabel> edgeLabels() const;
    virtual bool labelsAtTop() const { return false; } // letters above the board as well as below
    QRectF sceneRect(bool withLabels) const;           // the board and the room for the labels

protected:
    // (column, row) of a cell as seen on the screen after a flip.
    int shownColumn(int cell) const;
    int shownRow(int cell) const;
    int cellOfShown(int column, int row) const; // -1 off the board

    BoardGeometry geometry_;
    bool flipped_ = false;
};

class SquareLayout final : public BoardLayout {
public:
    using BoardLayout::BoardLayout;
    QPointF cellCentre(int cell) const override;
    QRectF cellRect(int cell) const override;
    int cellAt(const QPointF &scenePoint) const override;
    QRectF boardRect() const override;
};

// Atom-4: rows sqrt(3)/2 apart; rank 1, 3, ... (odd rank = even row index) shifted half a cell to the right.
class LatticeLayout final : public BoardLayout {
public:
    using BoardLayout::BoardLayout;
    bool labelsAtTop() const override { return true; } // the offset rows read their letters above
    QPointF cellCentre(int cell) const override;
    QRectF cellRect(int cell) const override;
    int cellAt(const QPointF &scenePoint) const override;
    QRectF boardRect() const override;
    QPainterPath gridPath() const override;
    // The lattice neighbours of a cell as atom4.md lists them (for the tests and the lines).
    std::vector<int> neighbours(int cell) const;

private:
    QPointF unflipped(int column, int row) const;
};

std::unique_ptr<BoardLayout> makeLayout(const BoardGeometry &geometry);

} // namespace gamut
