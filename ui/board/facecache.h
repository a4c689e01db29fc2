// The rendered faces of one game's painter, kept as pixmaps in device pixels: a cell whose face changes is drawn with
// one drawPixmap instead of its gradients and ellipses. A chain reaction in Atoms changes dozens of cells per move, but
// they show only a handful of different faces, so each face is rendered once per size, zoom and theme.
#pragma once

#include "core/cellface.h"

#include <QCache>
#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

namespace gamut {

struct PaintContext;
struct Theme;

class FaceCache {
public:
    // Draws `face` in `rect` as `render` would draw it on `painter`, from the cache when that face was rendered
    // before at the same device size, sub-pixel offset and look. A turned or sheared painter, or one that fades
    // (opacity below 1: the primitives must be faded one by one, as before), is painted directly.
    using Render = std::function<void(QPainter *painter, const QRectF &rect)>;
    void draw(QPainter *painter, const QRectF &rect, const CellFace &face, const PaintContext &context,
              const Render &render);
    // Forgets every face: the theme's colours changed in place (a theme keeps its address in the scene).
    void clear();

    // What the cache did so far (for the tests and the benchmark).
    int hits() const { return hits_; }
    int misses() const { return misses_; }
    int size() const { return int(pixmaps_.size()); }

    // Where a rendered face may start inside a device pixel: quarter pixels, so a face drawn at any offset is off
    // by an eighth of a pixel at most, and a board with a fractional cell size still shares its faces.
    static constexpr int kSubPixelSteps = 4;

    struct Key {
        CellFace face;
        const Theme *theme = nullptr;
        QString themeName;
        QRgb sides[2] = {0, 0};
        unsigned flags = 0; // flipped, colour letters
        qreal width = 0, height = 0, scaleX = 0, scaleY = 0;
        int offsetX = 0, offsetY = 0; // in 1/kSubPixelSteps of a device pixel
        QString font;
        bool operator==(const Key &) const = default;
    };

private:
    // Pixmaps by their size in KiB: a few hundred faces at a large zoom, never without bound.
    QCache<Key, QPixmap> pixmaps_{16 * 1024};
    int hits_ = 0;
    int misses_ = 0;
};

size_t qHash(const FaceCache::Key &key, size_t seed = 0);

} // namespace gamut
