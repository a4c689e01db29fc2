#include "cellpainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QRadialGradient>

namespace gamut {

namespace {

// What an unknown game's cells show: plain squares, a disc in the owner's colour, its value when it has one.
class PlainPainter final : public CellPainter {
public:
    void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &c) const override {
        if (!face.occupied())
            return;
        const QColor colour = face.owner < 0 ? c.theme->neutral : c.sides[std::size_t(face.owner)];
        const qreal inset = rect.width() * 0.12;
        paint::sphere(painter, rect.adjusted(inset, inset, -inset, -inset), colour, colour.darker(150));
        if (face.value != 0)
            paint::fittedText(painter, rect, QLocale().toString(qint64(face.value)), contrast::inkOn(colour),
                              rect.height() * 0.4, 0.6);
    }
};

} // namespace

std::unique_ptr<CellPainter> makePlainPainter() { return std::make_unique<PlainPainter>(); }

void CellPainter::paintGround(QPainter *painter, const QRectF &rect, const PaintContext &context) const {
    painter->setPen(QPen(context.theme->grid, 1.2));
    painter->setBrush(context.theme->cellLight); // plain: only LOA's board is checkered
    painter->drawRect(rect);
}

void CellPainter::drawFace(QPainter *painter, const QRectF &rect, const CellFace &face,
                           const PaintContext &context) const {
    if (face == CellFace{}) {
        paintFace(painter, rect, face, context);
        return;
    }
    faces_.draw(painter, rect, face, context,
                [&](QPainter *target, const QRectF &at) { paintFace(target, at, face, context); });
}

namespace paint {

void sphere(QPainter *painter, const QRectF &rect, const QColor &colour, const QColor &outline) {
    const QPointF light(rect.left() + rect.width() * 0.36, rect.top() + rect.height() * 0.32);
    QRadialGradient gradient(light, rect.width() * 0.75, light);
    gradient.setColorAt(0.0, colour.lighter(150));
    gradient.setColorAt(0.45, colour);
    gradient.setColorAt(1.0, colour.darker(165));
    painter->setPen(QPen(outline, rect.width() * 0.03));
    painter->setBrush(gradient);
    painter->drawEllipse(rect);
}

void fittedText(QPainter *painter, const QRectF &rect, const QString &text, const QColor &colour, qreal height,
                qreal fill) {
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(100);
    const qreal width = QFontMetricsF(font).horizontalAdvance(text);
    qreal size = height;
    if (width > 0)
        size = std::min(size, 100.0 * rect.width() * fill / width);
    font.setPixelSize(std::max(1, int(size)));
    painter->setFont(font);
    painter->setPen(colour);
    painter->drawText(rect, Qt::AlignCenter, text);
}

} // namespace paint

} // namespace gamut
