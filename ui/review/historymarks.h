// The review's marks in the move list: a delegate for the history's table that adds each reviewed move's symbol
// (?!, ?, ??) in its class's colour, and a tooltip with the class, the better move and the win chance lost. The
// history's own model stays as it is; without a review the delegate draws what the plain one does.
#pragma once

#include <QStyledItemDelegate>

namespace gamut {

class HistoryModel;
class ReviewController;

class HistoryMarks : public QStyledItemDelegate {
    Q_OBJECT
public:
    HistoryMarks(ReviewController *review, HistoryModel *history, QObject *parent = nullptr);

    // What the cell of `ply` shows with its mark ("Nc3?"), and its tooltip ("" for a move without a review).
    QString markedText(int ply, const QString &move) const;
    QString toolTip(int ply) const;

    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    ReviewController *review_;
    HistoryModel *history_;
};

} // namespace gamut
