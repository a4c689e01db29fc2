#include "historymarks.h"

#include "reviewcontroller.h"
#include "reviewstyle.h"

#include "ui/panels/historymodel.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QToolTip>

namespace gamut {

HistoryMarks::HistoryMarks(ReviewController *review, HistoryModel *history, QObject *parent)
    : QStyledItemDelegate(parent), review_(review), history_(history) {}

QString HistoryMarks::markedText(int ply, const QString &move) const {
    const PlyReview *p = review_->plyReview(ply);
    return p ? move + QString::fromUtf8(moveClassSymbol(p->moveClass).data()) : move;
}

QString HistoryMarks::toolTip(int ply) const {
    const PlyReview *p = review_->plyReview(ply);
    if (!p)
        return {};
    QString text =
        reviewstyle::verdictText(*p) + QLatin1Char('\n') +
        tr("Win chance %1 before, %2 after").arg(reviewstyle::percent(p->winBefore), reviewstyle::percent(p->winAfter));
    if (!p->forced && p->played != p->best) // "Better" only for a marked move; within 5 points it is a preference
        text += QLatin1Char('\n') +
                (p->moveClass >= MoveClass::Inaccuracy ? tr("Better: %1") : tr("Best: %1")).arg(review_->bestText(ply));
    return text;
}

void HistoryMarks::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const int ply = history_->plyOf(index);
    const PlyReview *p = review_->plyReview(ply);
    if (!p)
        return;
    option->text = markedText(ply, option->text);
    if (p->moveClass >= MoveClass::Inaccuracy) {
        const QColor colour = reviewstyle::classColour(p->moveClass);
        option->palette.setColor(QPalette::Text, colour);
        option->palette.setColor(QPalette::HighlightedText, colour.lighter(160));
    }
}

bool HistoryMarks::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                             const QModelIndex &index) {
    if (event->type() == QEvent::ToolTip) {
        const QString text = toolTip(history_->plyOf(index));
        if (!text.isEmpty()) {
            QToolTip::showText(event->globalPos(), text, view);
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

} // namespace gamut
