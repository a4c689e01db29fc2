#include "focuslabel.h"

#include <QPainter>

namespace gamut {

namespace {
constexpr int kFrame = 2; // the frame's width; the text keeps this much room around it so the frame never covers it
} // namespace

FocusLabel::FocusLabel(QWidget *parent) : QLabel(parent) { setContentsMargins(kFrame + 1, kFrame, kFrame + 1, kFrame); }

void FocusLabel::paintEvent(QPaintEvent *event) {
    QLabel::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(palette().color(QPalette::Highlight), kFrame));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect()).adjusted(kFrame / 2.0, kFrame / 2.0, -kFrame / 2.0, -kFrame / 2.0));
}

// The frame comes and goes with the focus: repaint then (a label repaints on its own only for its text).
void FocusLabel::focusInEvent(QFocusEvent *event) {
    QLabel::focusInEvent(event);
    update();
}

void FocusLabel::focusOutEvent(QFocusEvent *event) {
    QLabel::focusOutEvent(event);
    update();
}

} // namespace gamut
