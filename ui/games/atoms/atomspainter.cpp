// The cell painter of Atoms: 1-3 atoms as dots on an orbit in the owner's colour; a number above; a ring one atom short
// of exploding.
#include "atomsui.h"

#include "ui/board/cellpainter.h"

#include <QLocale>
#include <QPainter>

namespace gamut {

namespace {

class AtomsPainter final : public CellPainter {
public:
    void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &c) const override {
        if (face.owner < 0 || face.value <= 0)
            return;
        const QColor colour = c.sides[std::size_t(face.owner)];
        const QPointF centre = rect.center();
        const qreal w = rect.width();
        if (face.has(CellFace::NearCritical)) {
            QColor glow = colour;
            glow.setAlphaF(0.16);
            painter->setPen(QPen(colour, w * 0.035));
            painter->setBrush(glow);
            painter->drawEllipse(centre, w * 0.41, w * 0.41);
        }
        if (face.value > 3) {
            paint::fittedText(painter, rect.adjusted(w * 0.2, w * 0.2, -w * 0.2, -w * 0.2),
                              QLocale().toString(qint64(face.value)), colour, w * 0.45);
            return;
        }
        QColor orbit = colour;
        orbit.setAlphaF(0.35);
        painter->setPen(QPen(orbit, w * 0.015));
        painter->setBrush(Qt::NoBrush);
        const qreal r = w * 0.2; // the orbit the dots sit on
        const qreal size = face.value == 1 ? w * 0.3 : w * 0.24;
        if (face.value > 1)
            painter->drawEllipse(centre, r, r);
        // 1: the centre; 2: a diagonal; 3: a triangle pointing up.
        static const std::array<std::array<QPointF, 3>, 3> spots = {{
            {QPointF(0, 0), QPointF(), QPointF()},
            {QPointF(-0.7071, -0.7071), QPointF(0.7071, 0.7071), QPointF()},
            {QPointF(0, -1), QPointF(0.866, 0.5), QPointF(-0.866, 0.5)},
        }};
        const auto &spot = spots[std::size_t(face.value - 1)];
        for (int i = 0; i < face.value; ++i)
            paint::sphere(painter,
                          QRectF(centre + spot[std::size_t(i)] * r - QPointF(size / 2, size / 2), QSizeF(size, size)),
                          colour, colour.darker(150));
    }
};

} // namespace

std::unique_ptr<CellPainter> makeAtomsPainter() { return std::make_unique<AtomsPainter>(); }

} // namespace gamut
