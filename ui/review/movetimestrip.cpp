// The time each move took, as bars under the review's graph.
#include "movetimestrip.h"

#include "ui/text/clocktext.h"
#include "ui/text/labels.h"

#include "core/clock/movetimes.h"
#include "core/model/gamemodel.h"

#include <QPainter>

#include <algorithm>

namespace gamut {

namespace {
constexpr qreal kMargin = 6; // the graph's (evalgraph.cpp plotRect): ply i stands at the same x in both
}

MoveTimeStrip::MoveTimeStrip(QWidget *parent) : QWidget(parent) {
    setObjectName(QStringLiteral("moveTimes"));
    setAccessibleName(tr("Time each move took"));
    hide();
}

void MoveTimeStrip::showGame(const GameModel &model, const std::array<QColor, 2> &colours) {
    colours_ = colours;
    std::string error;
    const auto control = parseTimeControl(model.tag(QStringLiteral("TimeControl")).toStdString(), error);
    std::vector<std::int64_t> clocks;
    sides_.clear();
    for (int id : model.tree().mainLine())
        if (id != GameTree::root()) {
            sides_.push_back(model.tree().node(id).side);
            clocks.push_back(model.tree().node(id).clockMs);
        }
    used_ = moveTimesUsed(control.value_or(TimeControl::none()), sides_, clocks);
    const bool any = std::any_of(used_.begin(), used_.end(), [](std::int64_t ms) { return ms >= 0; });
    setVisible(any);
    QStringList longest;
    for (int side = 0; side < 2; ++side) {
        int best = -1;
        for (std::size_t i = 0; i < used_.size(); ++i)
            if (sides_[i] == side && used_[i] >= 0 && (best < 0 || used_[i] > used_[std::size_t(best)]))
                best = int(i);
        if (best >= 0)
            longest << tr("%1 thought longest at move %2: %3")
                           .arg(labels::sideName(model.gameId(), side))
                           .arg(best + 1)
                           .arg(clocktext::spoken(used_[std::size_t(best)]));
    }
    setAccessibleDescription(longest.join(QStringLiteral(". ")));
    update();
}

void MoveTimeStrip::setCurrentPly(int ply) {
    if (ply != current_) {
        current_ = ply;
        update();
    }
}

void MoveTimeStrip::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    const QRectF plot = QRectF(rect()).adjusted(kMargin, 2, -kMargin, -2);
    const int plies = int(used_.size());
    if (plies == 0)
        return;
    const std::int64_t most = std::max<std::int64_t>(1, *std::max_element(used_.begin(), used_.end()));
    const auto xOf = [&](int ply) { return plot.left() + plot.width() * ply / std::max(1, plies); };
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    for (int i = 0; i < plies; ++i) {
        if (used_[std::size_t(i)] < 0)
            continue;
        // Move i+1 leads from point i to point i+1: its bar stands between them (at least a pixel wide).
        const qreal left = xOf(i), right = std::max(xOf(i + 1) - 1, left + 1);
        const qreal height = std::max(1.0, plot.height() * double(used_[std::size_t(i)]) / double(most));
        QColor fill = colours_[std::size_t(std::clamp(sides_[std::size_t(i)], 0, 1))];
        if (i + 1 != current_)
            fill.setAlpha(170);
        painter.fillRect(QRectF(left, plot.bottom() - height, right - left, height), fill);
    }
    if (current_ > 0 && current_ <= plies) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
        const qreal x = (xOf(current_ - 1) + xOf(current_)) / 2;
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
}

} // namespace gamut
