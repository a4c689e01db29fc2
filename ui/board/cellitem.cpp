#include "cellitem.h"

#include <QPainter>

namespace gamut {

CellItem::CellItem(int cell, const CellPainter *painter, const PaintContext *context)
    : cell_(cell), painter_(painter), context_(context) {
    // Cached at the device's resolution: crisp at any zoom, and a frame repaints only the cells that changed.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void CellItem::setFace(const CellFace &face) {
    if (face == face_)
        return;
    face_ = face;
    update();
}

void CellItem::setRect(const QRectF &rect) {
    prepareGeometryChange();
    rect_ = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height());
    setPos(rect.center());
}

void CellItem::setDark(bool dark) {
    if (dark != dark_) {
        dark_ = dark;
        update();
    }
}

void CellItem::setMarks(unsigned marks) {
    if (marks != marks_) {
        marks_ = marks;
        update();
    }
}

void CellItem::setPieceHidden(bool hidden) {
    if (hidden != pieceHidden_) {
        pieceHidden_ = hidden;
        update();
    }
}

QRectF CellItem::boundingRect() const { return rect_; }

void CellItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    PaintContext context = *context_;
    context.dark = dark_;
    painter->setRenderHint(QPainter::Antialiasing);
    painter_->paintGround(painter, rect_, context);
    paintUnder(painter, rect_);
    if (!pieceHidden_)
        painter_->drawFace(painter, rect_, face_, context);
    paintOver(painter, rect_);
}

namespace {

QColor withAlpha(QColor colour, qreal alpha) {
    colour.setAlphaF(alpha);
    return colour;
}

} // namespace

QColor markHalo(const QColor &mark) { return contrast::inkOn(mark); }

void CellItem::paintUnder(QPainter *painter, const QRectF &r) const {
    // Tints under the piece: the last move and the winning cells.
    const Theme &theme = *context_->theme;
    const bool round = context_->traits.roundCells;
    auto tint = [&](const QColor &colour) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        if (round)
            painter->drawEllipse(r.center(), r.width() * 0.5, r.width() * 0.5);
        else
            painter->drawRect(r);
    };
    // The last move is an outline over the cell (paintOver), never a tint: a tint hid the owner's colour.
    if (marks_ & Selected)
        tint(withAlpha(theme.legalTarget, 0.4));
    else if (marks_ & Winning)
        tint(withAlpha(theme.winning, 0.55));
}

void CellItem::paintOver(QPainter *painter, const QRectF &r) const {
    const Theme &theme = *context_->theme;
    const bool round = context_->traits.roundCells;
    const qreal w = r.width();
    // Every mark is two-toned: its colour over a thin halo of black or white (whichever sets the colour off), so
    // that one of the two stands out on any cell, light or dark (markHalo(); the contrast test measures both).
    auto frame = [&](const QColor &colour, qreal width, qreal inset, Qt::PenStyle style = Qt::SolidLine,
                     qreal halo = 1.8) {
        painter->setBrush(Qt::NoBrush);
        const QRectF box = r.adjusted(inset, inset, -inset, -inset);
        for (const auto &[pen, penWidth] : {std::pair{markHalo(colour), width * halo}, std::pair{colour, width}}) {
            painter->setPen(QPen(pen, penWidth, style, Qt::FlatCap, Qt::MiterJoin));
            if (round)
                painter->drawEllipse(box);
            else
                painter->drawRect(box);
        }
    };
    if (marks_ & Legal) {
        if (face_.occupied() && context_->traits.input == BoardTraits::Input::PickPiece) {
            frame(withAlpha(theme.legalTarget, 0.9), w * 0.06, w * 0.06); // a capture
        } else if (!face_.occupied() && context_->traits.marksEmptyTargets) {
            // A small dot where every empty cell is legal (AddTraction, Atoms): it must not shout. Where the targets
            // are few and each matters, a larger disc: on the lattice (its grid has dots of its own) and for a picked
            // piece (LOA), where a small dot was missed.
            painter->setPen(QPen(markHalo(theme.legalTarget), qMax(1.0, w * 0.02)));
            painter->setBrush(theme.legalTarget);
            const bool few = round || context_->traits.input == BoardTraits::Input::PickPiece;
            const qreal radius = qMax(4.0, w * (few ? 0.15 : 0.075)); // at least 8 px across
            painter->drawEllipse(r.center(), radius, radius);
        }
    }
    if (marks_ & LastMove) // an outline on every board: what the cell shows stays visible
        frame(theme.lastMove, w * (round ? 0.06 : 0.07), w * (round ? 0.02 : 0.05));
    if (marks_ & Winning)
        frame(theme.winning.darker(115), w * (round ? 0.09 : 0.06), w * 0.04);
    if (marks_ & Hint)
        frame(theme.hint, w * 0.07, w * 0.07, Qt::DashLine);
    // On a ball (the lattice) the cursor may sit on one of its own colour: its halo then carries it, so the halo is
    // a band of its own (0.06 of a cell either side, not 0.02) and the ring a little wider.
    if (marks_ & Cursor)
        frame(theme.cursor, w * (round ? 0.06 : 0.05), w * 0.025, Qt::SolidLine, round ? 3.0 : 1.8);
}

FaceItem::FaceItem(const CellFace &face, const QRectF &rect, const CellPainter *painter, const PaintContext *context,
                   bool withGround)
    : face_(face), rect_(rect), painter_(painter), context_(*context), withGround_(withGround) {}

void FaceItem::setFace(const CellFace &face) {
    face_ = face;
    update();
}

void FaceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    painter->setRenderHint(QPainter::Antialiasing);
    if (withGround_) {
        // A ghost over a cell that holds something now: its own ground hides what would go, the face is faded.
        painter->save();
        painter->setOpacity(1.0);
        painter_->paintGround(painter, rect_, context_);
        painter->restore();
    }
    // A piece that grows or shrinks while it fades in or out would fill the cache with a face per frame: drawn
    // directly. A sliding, dragged or ghost piece keeps its size and comes from the cache.
    if (scale() == 1.0)
        painter_->drawFace(painter, rect_, face_, context_);
    else
        painter_->paintFace(painter, rect_, face_, context_);
}

} // namespace gamut
