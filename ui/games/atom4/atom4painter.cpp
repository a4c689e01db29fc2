// The cell painter of Atom-4: shaded spheres in the eight colours on the lattice's vertices.
#include "atom4ui.h"

#include "ui/board/cellpainter.h"

#include <QPainter>

namespace gamut {

namespace {

class Atom4Painter final : public CellPainter {
public:
    void paintGround(QPainter *painter, const QRectF &rect, const PaintContext &c) const override {
        // An empty vertex: a small dot where the lines meet, so that the places to play are visible.
        painter->setPen(Qt::NoPen);
        painter->setBrush(c.theme->grid);
        painter->drawEllipse(rect.center(), rect.width() * 0.06, rect.width() * 0.06);
    }
    void paintFace(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &c) const override {
        if (face.colour < 0 || face.colour > 7)
            return;
        const bool letters = c.colourLetters || c.theme->colourLetters;
        const QColor colour = c.theme->atom4Palette(letters)[std::size_t(face.colour)];
        const qreal inset = rect.width() * 0.07;
        // Black needs a lighter rim on a dark theme, white a darker one on a light theme.
        const QColor rim = face.colour == 0 ? QColor(0x60, 0x66, 0x6c) : colour.darker(170);
        paint::sphere(painter, rect.adjusted(inset, inset, -inset, -inset), colour, rim);
        if (letters) {
            // The notation's letter in black or white, whichever contrasts more with the sphere (WCAG >= 4.5:1 for
            // the colour-blind palette, tested).
            static const char names[] = "KRGYBMCW";
            paint::fittedText(painter, rect, QString(QLatin1Char(names[face.colour])), contrast::inkOn(colour),
                              rect.height() * 0.42);
        }
    }
};

} // namespace

std::unique_ptr<CellPainter> makeAtom4Painter() { return std::make_unique<Atom4Painter>(); }

} // namespace gamut
