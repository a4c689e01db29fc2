#include "cellpainter.h"

#include "painters.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRadialGradient>

namespace gamut {

std::unique_ptr<CellPainter> makeCellPainter(const QString &gameId) {
    // One line per game. An unknown game still gets a board (AddTraction's plain squares) rather than a crash.
    using Maker = std::unique_ptr<CellPainter> (*)();
    static const std::pair<const char *, Maker> painters[] = {
        {"addtraction", makeAddTractionPainter},
        {"atom4", makeAtom4Painter},
        {"loa", makeLoaPainter},
        {"atoms", makeAtomsPainter},
        {"trails", makeTrailsPainter},
    };
    for (const auto &[id, make] : painters)
        if (gameId == QLatin1String(id))
            return make();
    return makeAddTractionPainter();
}

void CellPainter::paintGround(QPainter *painter, const QRectF &rect, const PaintContext &context) const {
    painter->setPen(QPen(context.theme->grid, 1.2));
    painter->setBrush(context.theme->cellLight); // plain: only LOA's board is checkered
    painter->drawRect(rect);
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
