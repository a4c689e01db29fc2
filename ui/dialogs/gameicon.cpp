#include "gameicon.h"

#include "ui/text/labels.h"

#include <QPainter>
#include <QPixmap>

#include <cmath>

namespace gamut {

namespace {

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

void drawLoa(QPainter &p, qreal s) {
    grid(p, 8, s, true);
    const qreal step = s / 8;
    for (int i = 1; i < 7; ++i) {
        piece(p, (i + 0.5) * step, 0.5 * step, step * 0.38, QColor(30, 30, 30));
        piece(p, (i + 0.5) * step, 7.5 * step, step * 0.38, QColor(30, 30, 30));
        piece(p, 0.5 * step, (i + 0.5) * step, step * 0.38, QColor(245, 245, 245));
        piece(p, 7.5 * step, (i + 0.5) * step, step * 0.38, QColor(245, 245, 245));
    }
}

void drawAddTraction(QPainter &p, qreal s) {
    grid(p, 6, s, false);
    const qreal step = s / 6;
    QFont font = p.font();
    font.setPixelSize(int(step * 0.8));
    font.setBold(true);
    p.setFont(font);
    const struct {
        int c, r;
        const char *text;
        QColor colour;
    } fields[] = {{0, 0, "1", QColor(200, 40, 40)},
                  {5, 5, "1", QColor(40, 150, 60)},
                  {1, 1, "4", QColor(200, 40, 40)},
                  {2, 3, "2", QColor(40, 150, 60)},
                  {3, 2, "0", QColor(130, 130, 130)}};
    for (const auto &field : fields) {
        p.setPen(field.colour);
        p.drawText(QRectF(field.c * step, field.r * step, step, step), Qt::AlignCenter, QLatin1String(field.text));
    }
}

void drawAtoms(QPainter &p, qreal s) {
    grid(p, 8, s, false);
    const qreal step = s / 8;
    const struct {
        int c, r, atoms;
        QColor colour;
    } cells[] = {{2, 2, 1, QColor(50, 90, 210)}, {3, 2, 2, QColor(50, 90, 210)}, {4, 5, 3, QColor(210, 50, 50)},
                 {5, 4, 1, QColor(210, 50, 50)}, {2, 5, 2, QColor(50, 90, 210)}, {6, 1, 1, QColor(210, 50, 50)}};
    for (const auto &cell : cells)
        for (int a = 0; a < cell.atoms; ++a) {
            const qreal angle = a * 2.0944;
            const qreal off = cell.atoms > 1 ? step * 0.2 : 0;
            piece(p, (cell.c + 0.5) * step + off * std::cos(angle), (cell.r + 0.5) * step + off * std::sin(angle),
                  step * 0.16, cell.colour);
        }
}

void drawTrails(QPainter &p, qreal s) {
    grid(p, 7, s, false);
    const qreal step = s / 7;
    const auto fill = [&](int c, int r, const QColor &colour) {
        p.fillRect(QRectF(c * step + 0.5, r * step + 0.5, step - 1, step - 1), colour);
    };
    for (int c = 0; c < 3; ++c)
        fill(c, 0, QColor(80, 120, 220));
    fill(2, 1, QColor(80, 120, 220));
    for (int r = 6; r > 3; --r)
        fill(6, r, QColor(220, 80, 80));
    fill(5, 4, QColor(220, 80, 80));
    for (int k : {1, 3, 5})
        piece(p, (k + 0.5) * step, (6 - k + 0.5) * step, step * 0.32, QColor(150, 150, 150));
}

void drawAtom4(QPainter &p, qreal s) {
    p.fillRect(QRectF(0, 0, s, s), QColor(235, 232, 225));
    const int n = 6;
    const qreal step = s / (n + 0.5);
    const int colours[n][n] = {{-1, -1, 3, -1, -1, -1}, {-1, 1, 2, 6, -1, -1},   {-1, 7, 5, 4, 3, -1},
                               {-1, 2, 0, 1, -1, -1},   {-1, -1, 6, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}};
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const qreal x = (c + 0.5 + (r % 2) * 0.5) * step, y = (r + 0.5) * step;
            const int colour = colours[r][c];
            if (colour < 0)
                piece(p, x, y, step * 0.08, QColor(160, 160, 160));
            else
                piece(p, x, y, step * 0.4, labels::colourValue(colour));
        }
}

} // namespace

QIcon gameIcon(const QString &gameId, int size) {
    QIcon icon;
    for (int scale : {1, 2}) { // crisp on high-density screens
        const int pixels = size * scale;
        QPixmap pixmap(pixels, pixels);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal s = pixels - 2;
        p.translate(1, 1);
        if (gameId == QLatin1String("loa"))
            drawLoa(p, s);
        else if (gameId == QLatin1String("addtraction"))
            drawAddTraction(p, s);
        else if (gameId == QLatin1String("atoms"))
            drawAtoms(p, s);
        else if (gameId == QLatin1String("trails"))
            drawTrails(p, s);
        else if (gameId == QLatin1String("atom4"))
            drawAtom4(p, s);
        p.setPen(QPen(QColor(90, 80, 70), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(0, 0, s, s));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace gamut
