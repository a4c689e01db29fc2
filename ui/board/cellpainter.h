// How one cell of a game looks: its ground and what stands on it, drawn from its CellFace. One small class per
// game, in the game's folder (ui/games/<id>/) and made through its entry in ui/gameui/gameui.h; the board, its
// items, highlights and animation are shared.
#pragma once

#include "facecache.h"
#include "ui/gameui/boardtraits.h"

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
    bool dark = false;           // the checkered board's dark squares: for paintGround() only, faces are cached
                                 // for light and dark squares alike
    BoardTraits traits;          // the game's: round cells, how legal targets are marked
};

class CellPainter {
public:
    virtual ~CellPainter() = default;
    virtual void paintGround(QPainter *painter, const QRectF &rect, const PaintContext &context) const;
    virtual void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face,
                           const PaintContext &context) const = 0;

    // paintFace() through this painter's cache of rendered faces: what the board's cells and steady pieces use, so
    // that a move repaints its changed cells without rendering their gradients again. An empty cell is painted
    // directly (it shows nothing, or next to nothing).
    void drawFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &context) const;
    // The theme changed: the faces rendered in its colours go (sizes and zooms are part of the cache's keys).
    void forgetFaces() const { faces_.clear(); }
    const FaceCache &faces() const { return faces_; }

private:
    mutable FaceCache faces_; // filled while painting, which is const
};

// The painter of a game without a window entry: a disc in the owner's colour with its value, so that an unknown
// game still shows a board.
std::unique_ptr<CellPainter> makePlainPainter();

// Shared drawing helpers.
namespace paint {
// A shaded ball (a disc lit from the upper left) of `colour` filling `rect`.
void sphere(QPainter *painter, const QRectF &rect, const QColor &colour, const QColor &outline);
// Text centred in rect, shrunk until it fits `fill` of the rect's width.
void fittedText(QPainter *painter, const QRectF &rect, const QString &text, const QColor &colour, qreal height,
                qreal fill = 0.86);
} // namespace paint

} // namespace gamut
