// The painters of AddTraction, Lines of Action and Atoms: square cells, pieces drawn from the cell's face.
#include "painters.h"

#include <QLocale>
#include <QPainter>
#include <QRadialGradient>

namespace gamut {

namespace {

// --- AddTraction: a set field shows its value in large digits, red or green by owner, 0 in grey ---------------

class AddTractionPainter final : public CellPainter {
public:
    void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &c) const override {
        if (!face.occupied())
            return;
        const QColor ink = face.owner < 0 ? c.theme->neutral : c.sides[std::size_t(face.owner)];
        QColor wash = ink;
        wash.setAlphaF(0.13);
        const QRectF tile =
            rect.adjusted(rect.width() * 0.06, rect.height() * 0.06, -rect.width() * 0.06, -rect.height() * 0.06);
        painter->setPen(Qt::NoPen);
        painter->setBrush(wash);
        painter->drawRoundedRect(tile, rect.width() * 0.08, rect.width() * 0.08);
        paint::fittedText(painter, tile, QLocale().toString(qint64(face.value)), ink, rect.height() * 0.56, 0.84);
    }
};

// --- Lines of Action: a checkered board, black and white discs ----------------------------------------------------

class LoaPainter final : public CellPainter {
public:
    Input input() const override { return Input::PickPiece; }
    void paintGround(QPainter *painter, const QRectF &rect, const PaintContext &c) const override {
        painter->setPen(Qt::NoPen);
        painter->setBrush(c.theme->checkered[c.dark ? 1 : 0]);
        painter->drawRect(rect);
    }
    void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &c) const override {
        if (face.owner < 0)
            return;
        const QColor colour = c.sides[std::size_t(face.owner)];
        const qreal inset = rect.width() * 0.13;
        const QRectF disc = rect.adjusted(inset, inset, -inset, -inset);
        // A soft shadow, then the disc lit from the upper left, and a rim that separates white from light squares.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 40));
        painter->drawEllipse(disc.translated(rect.width() * 0.025, rect.width() * 0.035));
        QRadialGradient gradient(disc.center() - QPointF(disc.width() * 0.18, disc.height() * 0.22),
                                 disc.width() * 0.7);
        gradient.setColorAt(0.0, colour.lighter(face.owner == 0 ? 260 : 103));
        gradient.setColorAt(1.0, colour.darker(face.owner == 0 ? 110 : 112));
        // Black gets a light rim on a dark board, so that it never melts into the dark squares.
        const bool darkBoard = c.theme->checkered[0].lightness() < 128;
        const QColor rim = face.owner == 1 ? QColor(0x9a, 0xa0, 0xa6)
                           : darkBoard     ? QColor(0x8c, 0x93, 0x9a)
                                           : QColor(0x10, 0x12, 0x14);
        painter->setPen(QPen(rim, rect.width() * (darkBoard && face.owner == 0 ? 0.035 : 0.025)));
        painter->setBrush(gradient);
        painter->drawEllipse(disc);
    }
};

// --- Atoms: 1-3 atoms as dots on an orbit in the owner's colour; a number above; a ring one atom short ----------

class AtomsPainter final : public CellPainter {
public:
    bool marksEmptyTargets() const override { return false; }
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

std::unique_ptr<CellPainter> makeAddTractionPainter() { return std::make_unique<AddTractionPainter>(); }
std::unique_ptr<CellPainter> makeLoaPainter() { return std::make_unique<LoaPainter>(); }
std::unique_ptr<CellPainter> makeAtomsPainter() { return std::make_unique<AtomsPainter>(); }

} // namespace gamut
