#include "facecache.h"

#include "cellpainter.h"

#include <QHashFunctions>
#include <QImage>
#include <QPainter>

#include <cmath>

namespace gamut {

size_t qHash(const FaceCache::Key &key, size_t seed) {
    return qHashMulti(seed, key.face.owner, key.face.colour, key.face.direction, key.face.flags, key.face.value,
                      quintptr(key.theme), key.themeName, key.sides[0], key.sides[1], key.flags, key.width, key.height,
                      key.scaleX, key.scaleY, key.offsetX, key.offsetY, key.font);
}

void FaceCache::clear() { pixmaps_.clear(); }

void FaceCache::draw(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &context,
                     const Render &render) {
    const QTransform toDevice = painter->deviceTransform();
    if (toDevice.type() > QTransform::TxScale || painter->opacity() < 1.0 || rect.isEmpty()) {
        render(painter, rect);
        return;
    }
    // The face's place in device pixels: a whole pixel where the pixmap goes, and the rest in quarter pixels, which
    // the rendering keeps, so that the cached face lands where a direct painting would have put it.
    const QRectF device = toDevice.mapRect(rect);
    int x = int(std::floor(device.left()));
    int y = int(std::floor(device.top()));
    int offsetX = int(std::lround((device.left() - x) * kSubPixelSteps));
    int offsetY = int(std::lround((device.top() - y) * kSubPixelSteps));
    if (offsetX == kSubPixelSteps) {
        ++x;
        offsetX = 0;
    }
    if (offsetY == kSubPixelSteps) {
        ++y;
        offsetY = 0;
    }

    Key key;
    key.face = face;
    key.theme = context.theme;
    if (context.theme)
        key.themeName = context.theme->name;
    key.sides[0] = context.sides[0].rgba();
    key.sides[1] = context.sides[1].rgba();
    // Not `dark`: it is the ground's, and a face shared by light and dark squares is rendered once.
    key.flags = (context.flipped ? 1u : 0u) | (context.colourLetters ? 2u : 0u);
    key.width = rect.width();
    key.height = rect.height();
    key.scaleX = toDevice.m11();
    key.scaleY = toDevice.m22();
    key.offsetX = offsetX;
    key.offsetY = offsetY;
    key.font = painter->font().key(); // text is sized from the painter's font

    const QPointF shift(qreal(offsetX) / kSubPixelSteps, qreal(offsetY) / kSubPixelSteps);
    QPixmap *pixmap = pixmaps_.object(key);
    if (pixmap) {
        ++hits_;
    } else {
        ++misses_;
        // Rendered on transparency with the painter's own scale, its top-left at the sub-pixel offset.
        const QSize size(int(std::ceil(shift.x() + device.width())), int(std::ceil(shift.y() + device.height())));
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter target(&image);
            target.setRenderHints(painter->renderHints());
            target.setFont(painter->font());
            target.setTransform(toDevice *
                                QTransform::fromTranslate(shift.x() - device.left(), shift.y() - device.top()));
            render(&target, rect);
        }
        pixmap = new QPixmap(QPixmap::fromImage(std::move(image)));
        const qsizetype bytes = qsizetype(size.width()) * size.height() * 4;
        pixmaps_.insert(key, pixmap, std::max<qsizetype>(1, bytes / 1024));
        pixmap = pixmaps_.object(key);
        if (!pixmap) { // larger than the whole cache: drawn directly this once
            render(painter, rect);
            return;
        }
    }
    // One pixel of the pixmap on one pixel of the device: undo the world's scale and the device's pixel ratio.
    painter->save();
    painter->setWorldTransform(toDevice.inverted() * painter->worldTransform());
    painter->drawPixmap(QPoint(x, y), *pixmap);
    painter->restore();
}

} // namespace gamut
