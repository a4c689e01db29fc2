// The cell painter of AddTraction: a set field shows its value in large digits, red or green by owner, 0 in grey.
#include "addtractionui.h"

#include "ui/board/cellpainter.h"

#include <QLocale>
#include <QPainter>

namespace gamut {

namespace {

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

} // namespace

std::unique_ptr<CellPainter> makeAddTractionPainter() { return std::make_unique<AddTractionPainter>(); }

} // namespace gamut
