// One cell of the board as a graphics item: its ground, its highlights and what stands on it, painted by the
// game's CellPainter from the cell's face. Only a cell whose face or marks change is repainted.
#pragma once

#include "cellpainter.h"

#include <QGraphicsItem>

namespace gamut {

// The halo under a mark's colour (black or white, whichever sets it off): a mark stands out on light and dark cells.
QColor markHalo(const QColor &mark);

class CellItem final : public QGraphicsItem {
public:
    enum Mark : unsigned {
        LastMove = 1,
        Legal = 2,    // a legal target
        Cursor = 4,   // the keyboard cursor
        Hint = 8,     // the computer's suggestion
        Winning = 16, // a cell that won the game
        Selected = 32 // the picked piece (LOA)
    };

    CellItem(int cell, const CellPainter *painter, const PaintContext *context);

    int cell() const { return cell_; }
    const CellFace &face() const { return face_; }
    void setFace(const CellFace &face); // repaints only when it differs
    void setRect(const QRectF &rect);   // in the item's parent (scene) coordinates: moves the item
    void setDark(bool dark);
    bool isDark() const { return dark_; }
    unsigned marks() const { return marks_; }
    void setMarks(unsigned marks);
    void setPieceHidden(bool hidden); // while the piece is dragged or slides

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintUnder(QPainter *painter, const QRectF &r) const;
    void paintOver(QPainter *painter, const QRectF &r) const;

    int cell_;
    const CellPainter *painter_;
    const PaintContext *context_;
    CellFace face_;
    QRectF rect_; // centred on (0, 0)
    unsigned marks_ = 0;
    bool dark_ = false;
    bool pieceHidden_ = false;
};

// A piece or cell drawn on its own: a ghost of the preview, a piece sliding or dragged, a fading capture.
class FaceItem final : public QGraphicsItem {
public:
    FaceItem(const CellFace &face, const QRectF &rect, const CellPainter *painter, const PaintContext *context,
             bool withGround = false);
    void setFace(const CellFace &face);
    void setDark(bool dark) { context_.dark = dark; }
    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    CellFace face_;
    QRectF rect_;
    const CellPainter *painter_;
    PaintContext context_; // a copy: a ghost may sit on a dark square
    bool withGround_;
};

} // namespace gamut
