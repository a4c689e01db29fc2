// The cell painter of Lines of Action: a checkered board, black and white discs with a rim that keeps them apart from
// the squares.
#include "loaui.h"

#include "ui/board/cellpainter.h"
#include "ui/theme/theme.h"

#include <QPainter>
#include <QRadialGradient>

namespace gamut {

namespace {

class LoaPainter final : public CellPainter {
public:
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
        const LoaRim rim = loaDiscRim(*c.theme, face.owner, colour);
        painter->setPen(QPen(rim.colour, rect.width() * rim.width));
        painter->setBrush(gradient);
        painter->drawEllipse(disc);
    }
};

} // namespace

LoaRim loaDiscRim(const Theme &theme, int side, const QColor &fill) {
    // A board whose squares are far apart (High Contrast: white and dark grey) has a square of each disc's own tone:
    // the rim is the opposite of the fill and as wide as a mark, so that every disc stands out on every square.
    if (contrast::ratio(theme.checkered[0], theme.checkered[1]) >= 3)
        return {contrast::inkOn(fill), 0.045};
    // Black gets a light rim on a dark board, so that it never melts into the dark squares.
    const bool darkBoard = theme.checkered[0].lightness() < 128;
    if (side == 1)
        return {QColor(0x9a, 0xa0, 0xa6), 0.025};
    return darkBoard ? LoaRim{QColor(0x8c, 0x93, 0x9a), 0.035} : LoaRim{QColor(0x10, 0x12, 0x14), 0.025};
}

std::unique_ptr<CellPainter> makeLoaPainter() { return std::make_unique<LoaPainter>(); }

} // namespace gamut
