#include "colourwheel.h"

#include "ui/text/labels.h"

#include <QPainter>
#include <QPainterPath>

#include <array>
#include <cmath>
#include <numbers>

namespace gamut {

namespace {
// The wheel clockwise from the top (atom4.md: red, yellow, green, cyan, blue, magenta), as colour masks.
constexpr std::array<int, 6> kWheel = {1, 3, 2, 6, 4, 5};
} // namespace

ColourWheel::ColourWheel(QWidget *parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ColourWheel::setNextColour(int colour) {
    if (colour == next_)
        return;
    next_ = colour;
    setToolTip(colour >= 0 ? tr("Next colour: %1").arg(labels::colourName(colour)) : QString());
    update();
}

void ColourWheel::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = qMin(width(), height());
    const QPointF centre(width() / 2.0, height() / 2.0);
    const qreal radius = side * 0.33;
    const qreal dot = side * 0.11;
    const QColor line = palette().color(QPalette::Mid);

    painter.setPen(QPen(line, 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, radius, radius);

    for (std::size_t i = 0; i < kWheel.size(); ++i) {
        const qreal angle = -std::numbers::pi / 2 + double(i) * std::numbers::pi / 3; // clockwise from the top
        const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * radius;
        const bool next = kWheel[i] == next_;
        const qreal r = next ? dot * 1.35 : dot;
        if (next) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(at, r + 4, r + 4);
            // An arrow from the centre towards the next colour.
            const QPointF tip = centre + (at - centre) * ((radius - r - 7) / radius);
            painter.drawLine(centre, tip);
            const qreal back = angle + std::numbers::pi;
            for (qreal spread : {-0.45, 0.45})
                painter.drawLine(tip, tip + QPointF(std::cos(back + spread), std::sin(back + spread)) * dot * 0.7);
        }
        painter.setPen(QPen(QColor(60, 60, 60), 1));
        QRadialGradient shade(at - QPointF(r, r) * 0.35, r * 1.6);
        const QColor colour = labels::colourValue(kWheel[i]);
        shade.setColorAt(0, colour.lighter(150));
        shade.setColorAt(1, colour.darker(115));
        painter.setBrush(shade);
        painter.drawEllipse(at, r, r);
    }
    painter.setPen(QPen(line, 1));
    painter.setBrush(palette().color(QPalette::Mid));
    painter.drawEllipse(centre, 3, 3);
}

} // namespace gamut
