#include "busyindicator.h"

#include <QPainter>
#include <QTimerEvent>

namespace gamut {

BusyIndicator::BusyIndicator(QWidget *parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setAccessibleName(tr("Computer thinking"));
}

QSize BusyIndicator::sizeHint() const {
    const int dot = qMax(4, fontMetrics().height() / 3);
    return {kDots * dot * 2, fontMetrics().height()};
}

void BusyIndicator::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const qreal step = qreal(width()) / kDots;
    const qreal radius = qMin(step, qreal(height())) / 4;
    for (int i = 0; i < kDots; ++i) {
        painter.setBrush(palette().color(i == lit_ ? QPalette::Highlight : QPalette::Mid));
        painter.drawEllipse(QPointF(step * (i + 0.5), height() / 2.0), i == lit_ ? radius * 1.4 : radius,
                            i == lit_ ? radius * 1.4 : radius);
    }
}

void BusyIndicator::timerEvent(QTimerEvent *event) {
    if (event->timerId() != timer_.timerId()) {
        QWidget::timerEvent(event);
        return;
    }
    lit_ = (lit_ + 1) % kDots;
    update();
}

// A new search starts from the first dot; nothing ticks while hidden.
void BusyIndicator::showEvent(QShowEvent *event) {
    lit_ = 0;
    timer_.start(kStepMs, this);
    QWidget::showEvent(event);
}

void BusyIndicator::hideEvent(QHideEvent *event) {
    timer_.stop();
    QWidget::hideEvent(event);
}

} // namespace gamut
