#include "boardoverlay.h"

#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace gamut {

BoardOverlay::BoardOverlay(BoardView *board) : board_(board) {
    setZValue(80); // above the cells, the marks and the preview
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false); // the board's clicks and hovering go through
}

BoardOverlay *BoardOverlay::attach(BoardView *board) {
    auto *overlay = new BoardOverlay(board);
    board->scene()->addItem(overlay);
    return overlay;
}

BoardOverlay::Mark BoardOverlay::cellsOf(const GameState &position, Move move) {
    Mark mark;
    if (move == kNoMove || position.isOver())
        return mark;
    for (const EffectStep &step : position.describeMove(move)) {
        if (step.path.size() >= 2) {
            mark.from = step.path.front();
            mark.to = step.path.back();
            return mark;
        }
        if (!step.changes.empty()) {
            mark.to = step.changes.front().cell;
            return mark;
        }
    }
    return mark;
}

void BoardOverlay::showLine(const GameState &position, const std::vector<Move> &moves, const QColor &first,
                            const QColor &second, bool numbered) {
    std::vector<Mark> marks;
    auto walk = position.clone();
    for (std::size_t i = 0; i < moves.size() && !walk->isOver(); ++i) {
        Mark mark = cellsOf(*walk, moves[i]);
        mark.colour = walk->turn() == 0 ? first : second;
        if (numbered)
            mark.label = QString::number(i + 1);
        if (mark.to >= 0)
            marks.push_back(mark);
        walk->play(moves[i]);
    }
    setMarks(std::move(marks));
}

void BoardOverlay::showMoves(const GameState &position, const std::vector<Move> &moves,
                             const std::vector<QColor> &colours) {
    std::vector<Mark> marks;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Mark mark = cellsOf(position, moves[i]);
        mark.colour = i < colours.size() ? colours[i] : QColor(Qt::gray);
        mark.label = QString::number(i + 1);
        if (mark.to >= 0)
            marks.push_back(mark);
    }
    setMarks(std::move(marks));
}

void BoardOverlay::clearMarks() { setMarks({}); }

void BoardOverlay::setMarks(std::vector<Mark> marks) {
    prepareGeometryChange();
    marks_ = std::move(marks);
    const auto *scene = board_ ? qobject_cast<BoardScene *>(board_->scene()) : nullptr;
    rect_ = scene && scene->cellCount() > 0 ? scene->layout().boardRect().adjusted(-20, -20, 20, 20) : QRectF();
    update();
}

QRectF BoardOverlay::boundingRect() const { return rect_; }

void BoardOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    const auto *scene = board_ ? qobject_cast<BoardScene *>(board_->scene()) : nullptr;
    if (!scene || scene->cellCount() == 0)
        return;
    const BoardLayout &layout = scene->layout();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Mark &mark : marks_) {
        if (mark.to < 0 || mark.to >= scene->cellCount())
            continue;
        const QRectF cell = layout.cellRect(mark.to);
        const qreal size = qMin(cell.width(), cell.height());
        QColor colour = mark.colour;
        colour.setAlpha(200);
        const QPointF to = layout.cellCentre(mark.to);
        QPointF labelAt = to;
        if (mark.from >= 0 && mark.from < scene->cellCount()) {
            // An arrow that stops short of the target's centre, its head pointing at it.
            const QPointF from = layout.cellCentre(mark.from);
            const QLineF line(from, to);
            const qreal angle = qDegreesToRadians(line.angle());
            const QPointF dir(qCos(angle), -qSin(angle));
            const QPointF normal(-dir.y(), dir.x());
            const qreal head = size * 0.32;
            const QPointF tip = to - dir * size * 0.12;
            const QPointF base = tip - dir * head;
            painter->setPen(QPen(colour, size * 0.11, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(from, base);
            QPainterPath arrow;
            arrow.moveTo(tip);
            arrow.lineTo(base + normal * head * 0.6);
            arrow.lineTo(base - normal * head * 0.6);
            arrow.closeSubpath();
            painter->fillPath(arrow, colour);
            labelAt = from + (to - from) * 0.5;
        } else {
            // A ghost: a ring on the cell, filled lightly.
            QColor fill = colour;
            fill.setAlpha(70);
            painter->setPen(QPen(colour, size * 0.08));
            painter->setBrush(fill);
            painter->drawEllipse(to, size * 0.34, size * 0.34);
        }
        if (!mark.label.isEmpty()) {
            const QRectF badge(labelAt.x() - size * 0.16, labelAt.y() - size * 0.16, size * 0.32, size * 0.32);
            painter->setPen(Qt::NoPen);
            painter->setBrush(colour.darker(130));
            painter->drawEllipse(badge);
            QFont font = painter->font();
            font.setPixelSize(qMax(6, int(size * 0.22)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(Qt::white);
            painter->drawText(badge, Qt::AlignCenter, mark.label);
        }
    }
}

} // namespace gamut
