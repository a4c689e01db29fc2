// How one cell of a game looks: its ground and what stands on it, drawn from its CellFace. One small class per
// game; the board, its items, highlights and animation are shared. A sixth game adds a class and one line in
// makeCellPainter().
#pragma once

#include "core/cellface.h"
#include "ui/theme/theme.h"

#include <QRectF>
#include <QString>

#include <array>
#include <memory>

class QPainter;

namespace gamut {

struct PaintContext {
    const Theme *theme = nullptr;
    std::array<QColor, 2> sides; // the two sides' colours in this game
    bool flipped = false;        // arrows turn with the board
    bool colourLetters = false;  // Atom-4: the colour's letter on each sphere
    bool dark = false;           // the checkered board's dark squares
};

class CellPainter {
public:
    // How a person picks a move: a click on the target, a piece then its target, or a direction (Trails).
    enum class Input { Place, PickPiece, Direction };

    virtual ~CellPainter() = default;
    virtual Input input() const { return Input::Place; }
    // The lattice draws no ground (its lines are one background item) and round highlights.
    virtual bool roundCells() const { return false; }
    // Legal targets on empty cells get a dot; Atoms leaves them out: every empty cell is legal there, and the dots
    // would look like atoms.
    virtual bool marksEmptyTargets() const { return true; }
    // The face covers its whole cell (Trails' claimed cells): the last move is framed over it, not tinted under.
    virtual bool fillsCell() const { return false; }
    // Hover preview: Trails tints the cells a move claims (as the original); the others show ghost pieces.
    virtual bool tintPreview() const { return false; }

    virtual void paintGround(QPainter *painter, const QRectF &rect, const PaintContext &context) const;
    virtual void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face,
                           const PaintContext &context) const = 0;
};

std::unique_ptr<CellPainter> makeCellPainter(const QString &gameId);

// Shared drawing helpers.
namespace paint {
// A shaded ball (a disc lit from the upper left) of `colour` filling `rect`.
void sphere(QPainter *painter, const QRectF &rect, const QColor &colour, const QColor &outline);
// Text centred in rect, shrunk until it fits `fill` of the rect's width.
void fittedText(QPainter *painter, const QRectF &rect, const QString &text, const QColor &colour, qreal height,
                qreal fill = 0.86);
} // namespace paint

} // namespace gamut
