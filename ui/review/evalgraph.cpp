#include "evalgraph.h"

#include "reviewstyle.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include <algorithm>
#include <cmath>

namespace gamut {

EvalGraph::EvalGraph(QWidget *parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evalGraph"));
    setAccessibleName(tr("Evaluation graph"));
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFixedHeight(110);
    colours_[0] = palette().color(QPalette::Highlight);
    colours_[1] = palette().color(QPalette::Mid);
    describe();
}

void EvalGraph::setReview(const GameReview *review) {
    std::vector<std::optional<PlyReview>> plies;
    if (review)
        plies.assign(review->plies.begin(), review->plies.end());
    setPlies(plies);
}

void EvalGraph::setPlies(const std::vector<std::optional<PlyReview>> &plies) {
    firstWin_.clear();
    classes_.clear();
    if (!plies.empty()) {
        // The win chances are the mover's: turned into the first player's, before the first move and after each.
        const auto first = [](const PlyReview &p, double win) { return p.side == 0 ? win : 100.0 - win; };
        firstWin_.push_back(plies.front() ? first(*plies.front(), plies.front()->winBefore) : std::nan(""));
        for (const auto &p : plies) {
            firstWin_.push_back(p ? first(*p, p->winAfter) : std::nan(""));
            classes_.push_back(p ? p->moveClass : MoveClass::Best);
        }
    }
    describe();
    update();
}

void EvalGraph::setSides(const QString &first, const QString &second, const QColor &firstColour,
                         const QColor &secondColour) {
    names_[0] = first;
    names_[1] = second;
    colours_[0] = firstColour;
    colours_[1] = secondColour;
    describe();
    update();
}

void EvalGraph::describe() {
    const QString whose = names_[0].isEmpty()
                              ? tr("The first player's win chance after each move")
                              : tr("%1's win chance after each move: above the middle line %1 is ahead, below it %2")
                                    .arg(names_[0], names_[1]);
    setToolTip(whose + QLatin1Char('\n') + tr("Click to go to a move"));
    if (firstWin_.empty()) {
        setAccessibleDescription(whose + QStringLiteral(". ") + tr("No review yet"));
        return;
    }
    const int known = int(std::count_if(firstWin_.begin(), firstWin_.end(), [](double w) { return !std::isnan(w); }));
    QString text = whose + QStringLiteral(". ") +
                   tr("%n mistake(s) or blunder(s) marked", nullptr, int(dotPlies().size()));
    if (known < pointCount())
        text += QStringLiteral(". ") + tr("%1 of %2 moves judged so far").arg(std::max(0, known - 1)).arg(pointCount() - 1);
    setAccessibleDescription(text);
}

void EvalGraph::setCurrentPly(int ply) {
    if (ply == current_)
        return;
    current_ = ply;
    update();
}

std::vector<int> EvalGraph::dotPlies() const {
    std::vector<int> plies;
    for (std::size_t i = 0; i < classes_.size(); ++i)
        if ((classes_[i] == MoveClass::Mistake || classes_[i] == MoveClass::Blunder) && hasPoint(int(i) + 1))
            plies.push_back(int(i) + 1);
    return plies;
}

QRectF EvalGraph::plotRect() const { return QRectF(rect()).adjusted(6, 6, -6, -6); }

QPointF EvalGraph::pointOf(int ply) const {
    const QRectF r = plotRect();
    const int last = std::max(1, pointCount() - 1);
    const double win = hasPoint(ply) ? firstWin_[std::size_t(ply)] : 50.0;
    return {r.left() + r.width() * ply / last, r.bottom() - r.height() * win / 100.0};
}

int EvalGraph::plyAt(qreal x) const {
    if (pointCount() == 0)
        return -1;
    const QRectF r = plotRect();
    const int last = std::max(1, pointCount() - 1);
    const int ply = int(std::lround((x - r.left()) / r.width() * last));
    return std::clamp(ply, 0, pointCount() - 1);
}

void EvalGraph::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const QRectF r = plotRect();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QPointF mid(r.left(), r.center().y());
    p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    p.drawLine(mid, QPointF(r.right(), mid.y()));
    if (firstWin_.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Game ▸ Review Game draws the win chances here"));
        return;
    }
    // The area between the curve and 50%: the first player's colour above, the second's below; a segment between
    // every two known points (a running review leaves gaps).
    QPainterPath curve, area;
    bool drawing = false;
    for (int i = 0; i < pointCount(); ++i) {
        if (!hasPoint(i)) {
            drawing = false;
            continue;
        }
        const QPointF at = pointOf(i);
        if (!drawing) {
            curve.moveTo(at);
            drawing = true;
        } else {
            curve.lineTo(at);
        }
        if (i + 1 < pointCount() && hasPoint(i + 1)) {
            const QPointF next = pointOf(i + 1);
            QPainterPath piece;
            piece.moveTo(at.x(), mid.y());
            piece.lineTo(at);
            piece.lineTo(next);
            piece.lineTo(next.x(), mid.y());
            piece.closeSubpath();
            area.addPath(piece);
        }
    }
    const QRectF above(r.left(), r.top(), r.width(), mid.y() - r.top());
    const QRectF below(r.left(), mid.y(), r.width(), r.bottom() - mid.y());
    for (int side = 0; side < 2; ++side) {
        QColor fill = colours_[side];
        fill.setAlpha(70);
        p.save();
        p.setClipRect(side == 0 ? above : below);
        p.fillPath(area, fill);
        p.restore();
    }
    p.setPen(QPen(pal.color(QPalette::Text), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawPath(curve);
    // Whose chance: the first player's name at the top, the second's at the bottom.
    if (!names_[0].isEmpty()) {
        QFont small = font();
        small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
        p.setFont(small);
        const QRectF labels = r.adjusted(3, 1, -3, -1);
        for (int side = 0; side < 2; ++side) {
            // A side's colour where it reads on the graph's ground (not LOA's white on white), else the text's.
            const bool readable = std::abs(colours_[side].lightness() - pal.color(QPalette::Base).lightness()) > 70;
            p.setPen(readable ? colours_[side] : pal.color(QPalette::Text));
            p.drawText(labels, Qt::AlignLeft | (side == 0 ? Qt::AlignTop : Qt::AlignBottom),
                       side == 0 ? QStringLiteral("▲ ") + names_[0] : QStringLiteral("▼ ") + names_[1]);
        }
    }

    // The shown ply.
    if (current_ >= 0 && current_ < pointCount()) {
        const qreal x = pointOf(current_).x();
        p.setPen(QPen(pal.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
    for (int ply : dotPlies()) {
        p.setPen(QPen(pal.color(QPalette::Base), 1));
        p.setBrush(reviewstyle::classColour(classes_[std::size_t(ply - 1)]));
        p.drawEllipse(pointOf(ply), 4.5, 4.5);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton)
        return;
    if (const int ply = plyAt(event->position().x()); ply >= 0)
        emit plyClicked(ply);
}

void EvalGraph::mouseMoveEvent(QMouseEvent *event) {
    if (!(event->buttons() & Qt::LeftButton))
        return;
    if (const int ply = plyAt(event->position().x()); ply >= 0 && ply != current_)
        emit plyClicked(ply);
}

void EvalGraph::keyPressEvent(QKeyEvent *event) {
    const int last = pointCount() - 1;
    int target = -1;
    switch (event->key()) {
    case Qt::Key_Left:
        target = current_ - 1;
        break;
    case Qt::Key_Right:
        target = current_ + 1;
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = last;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (last >= 0 && target >= 0 && target <= last && target != current_)
        emit plyClicked(target);
    event->accept();
}

} // namespace gamut
