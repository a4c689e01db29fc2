// The cell painter of Trails and Towers: claimed cells in the owner's colour, heads with their direction, bases,
// towers; a tower taken stays a tower, in its taker's colour.
#include "trailsui.h"

#include "ui/board/cellpainter.h"

#include <QPainter>
#include <QPainterPath>

namespace gamut {

namespace {

class TrailsPainter final : public CellPainter {
public:
    void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &c) const override {
        const qreal w = rect.width();
        if (face.has(CellFace::Tower)) {
            tower(painter, rect, c.theme->neutral);
            return;
        }
        if (face.owner < 0)
            return;
        const QColor colour = c.sides[std::size_t(face.owner)];
        // A claimed cell: the owner's colour, lighter than a head so that the heads stand out.
        QColor fill = face.has(CellFace::Head) ? colour : colour.lighter(135);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRect(rect.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02));
        if (face.has(CellFace::Base)) {
            // A base: a frame inside the cell, like a keep's wall.
            painter->setPen(QPen(colour.darker(150), w * 0.07));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(rect.adjusted(w * 0.14, w * 0.14, -w * 0.14, -w * 0.14));
        }
        if (face.has(CellFace::TakenTower)) // on the lighter trail in the full colour; on a head, lighter
            tower(painter, rect, face.has(CellFace::Head) ? colour.lighter(150) : colour);
        if (face.has(CellFace::Head))
            arrow(painter, rect, face.direction, c.flipped);
    }

private:
    static void tower(QPainter *painter, const QRectF &rect, const QColor &colour) {
        // A small castle tower: a body with three merlons on top and a door.
        const qreal w = rect.width();
        const QPointF o = rect.topLeft();
        QPainterPath path;
        path.moveTo(o + QPointF(w * 0.28, w * 0.84));
        path.lineTo(o + QPointF(w * 0.28, w * 0.36));
        path.lineTo(o + QPointF(w * 0.22, w * 0.36));
        path.lineTo(o + QPointF(w * 0.22, w * 0.16));
        const qreal xs[] = {0.22, 0.34, 0.44, 0.56, 0.66, 0.78};
        for (int i = 0; i + 1 < 6; ++i) {
            const qreal y = i % 2 == 0 ? 0.16 : 0.25;
            path.lineTo(o + QPointF(w * xs[i], w * y));
            path.lineTo(o + QPointF(w * xs[i + 1], w * y));
            path.lineTo(o + QPointF(w * xs[i + 1], w * (i % 2 == 0 ? 0.25 : 0.16)));
        }
        path.lineTo(o + QPointF(w * 0.78, w * 0.36));
        path.lineTo(o + QPointF(w * 0.72, w * 0.36));
        path.lineTo(o + QPointF(w * 0.72, w * 0.84));
        path.closeSubpath();
        painter->setPen(QPen(colour.darker(140), w * 0.03, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(colour);
        painter->drawPath(path);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour.darker(170));
        painter->drawRoundedRect(QRectF(o + QPointF(w * 0.43, w * 0.6), QSizeF(w * 0.14, w * 0.24)), w * 0.06,
                                 w * 0.06);
    }

    static void arrow(QPainter *painter, const QRectF &rect, int direction, bool flipped) {
        if (direction < 0)
            return;
        // Moves: 0 D, 1 L, 2 R, 3 U. Drawn pointing up, then turned; a flipped board turns it half round more.
        static const qreal angles[] = {180, 270, 90, 0};
        const qreal w = rect.width();
        painter->save();
        painter->translate(rect.center());
        painter->rotate(angles[direction & 3] + (flipped ? 180 : 0));
        QPainterPath path;
        path.moveTo(0, -w * 0.32);
        path.lineTo(w * 0.26, -w * 0.02);
        path.lineTo(w * 0.1, -w * 0.02);
        path.lineTo(w * 0.1, w * 0.3);
        path.lineTo(-w * 0.1, w * 0.3);
        path.lineTo(-w * 0.1, -w * 0.02);
        path.lineTo(-w * 0.26, -w * 0.02);
        path.closeSubpath();
        painter->setPen(QPen(QColor(0, 0, 0, 70), w * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawPath(path);
        painter->restore();
    }
};

} // namespace

std::unique_ptr<CellPainter> makeTrailsPainter() { return std::make_unique<TrailsPainter>(); }

} // namespace gamut
