#include "evalgraph.h"

#include "reviewstyle.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gamut {

EvalGraph::EvalGraph(QWidget *parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evalGraph"));
    setAccessibleName(tr("Evaluation graph"));
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("The first player's win chance after each move; click to go to a move"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFixedHeight(110);
}

void EvalGraph::setReview(const GameReview *review) {
    firstWin_.clear();
    classes_.clear();
    if (review && !review->plies.empty()) {
        // The win chances are the mover's: turned into the first player's, before the first move and after each.
        const auto first = [](const PlyReview &p, double win) { return p.side == 0 ? win : 100.0 - win; };
        firstWin_.push_back(first(review->plies.front(), review->plies.front().winBefore));
        for (const PlyReview &p : review->plies) {
            firstWin_.push_back(first(p, p.winAfter));
            classes_.push_back(p.moveClass);
        }
    }
    setAccessibleDescription(firstWin_.empty()
                                 ? tr("No review yet")
                                 : tr("%n mistake(s) or blunder(s) marked", nullptr, int(dotPlies().size())));
    update();
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
        if (classes_[i] == MoveClass::Mistake || classes_[i] == MoveClass::Blunder)
            plies.push_back(int(i) + 1);
    return plies;
}

QRectF EvalGraph::plotRect() const { return QRectF(rect()).adjusted(6, 6, -6, -6); }

QPointF EvalGraph::pointOf(int ply) const {
    const QRectF r = plotRect();
    const int last = std::max(1, pointCount() - 1);
    const double win = ply >= 0 && ply < pointCount() ? firstWin_[std::size_t(ply)] : 50.0;
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
    // The area between the curve and 50%: the first player's colour above, the second's below.
    QPainterPath curve;
    curve.moveTo(pointOf(0));
    for (int i = 1; i < pointCount(); ++i)
        curve.lineTo(pointOf(i));
    QPainterPath area = curve;
    area.lineTo(QPointF(pointOf(pointCount() - 1).x(), mid.y()));
    area.lineTo(QPointF(pointOf(0).x(), mid.y()));
    area.closeSubpath();
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlpha(60);
    p.fillPath(area, fill);
    p.setPen(QPen(pal.color(QPalette::Text), 1.5));
    p.drawPath(curve);

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
