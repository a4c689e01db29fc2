#include "gameicon.h"

#include "ui/gameui/gameui.h"

#include <QPainter>
#include <QPixmap>

namespace gamut {

namespace icon {

void grid(QPainter &p, int cells, qreal size, bool checkered) {
    const qreal step = size / cells;
    for (int r = 0; r < cells; ++r)
        for (int c = 0; c < cells; ++c)
            p.fillRect(QRectF(c * step, r * step, step, step),
                       checkered && (r + c) % 2 ? QColor(181, 136, 99) : QColor(240, 217, 181));
    p.setPen(QPen(QColor(120, 100, 80), 0.6));
    for (int i = 0; i <= cells; ++i) {
        p.drawLine(QPointF(i * step, 0), QPointF(i * step, size));
        p.drawLine(QPointF(0, i * step), QPointF(size, i * step));
    }
}

void piece(QPainter &p, qreal x, qreal y, qreal r, const QColor &fill) {
    p.setPen(QPen(fill.darker(170), 0.8));
    p.setBrush(fill);
    p.drawEllipse(QPointF(x, y), r, r);
}

} // namespace icon

QIcon gameIcon(const QString &gameId, int size) {
    QIcon picture;
    for (int scale : {1, 2}) { // crisp on high-density screens
        const int pixels = size * scale;
        QPixmap pixmap(pixels, pixels);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal s = pixels - 2;
        p.translate(1, 1);
        if (const GameUi *game = findGameUi(gameId); game && game->drawIcon)
            game->drawIcon(p, s);
        p.setPen(QPen(QColor(90, 80, 70), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(0, 0, s, s));
        p.end();
        picture.addPixmap(pixmap);
    }
    return picture;
}

} // namespace gamut
