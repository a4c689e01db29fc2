#include "historymodel.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

#include <algorithm>

namespace gamut {

HistoryModel::HistoryModel(GameModel *game, QObject *parent) : QAbstractTableModel(parent), game_(game) {
    connect(game_, &GameModel::gameChanged, this, &HistoryModel::refresh);
    connect(game_, &GameModel::positionChanged, this, &HistoryModel::cursorMoved);
    connect(game_, &GameModel::historyChanged, this, &HistoryModel::annotationsChanged);
    connect(game_, &GameModel::movePlayed, this, [this](int ply) { appendMove(ply); });
    refresh();
}

void HistoryModel::refresh() {
    beginResetModel();
    moves_ = game_->moveTexts();
    gameId_ = game_->gameId();
    current_ = game_->ply();
    endResetModel();
    emit updated();
}

void HistoryModel::appendMove(int ply) {
    const int kept = ply - 1; // the moves before this one stay; any later ones were cut off by it
    if (gameId_ != game_->gameId() || kept > moves_.size() || game_->plyCount() < ply) {
        refresh(); // not the list this table shows: never guess
        return;
    }
    if (moves_.size() > kept && (moves_.size() != game_->plyCount() || moves_[kept] != game_->moveTextAt(kept))) {
        // A different move than the next one of the list: the moves from here on are cut off.
        const int rowsBefore = rowCount(), rowsAfter = (kept + 1) / 2;
        if (rowsAfter < rowsBefore)
            beginRemoveRows({}, rowsAfter, rowsBefore - 1);
        moves_.resize(kept);
        if (rowsAfter < rowsBefore)
            endRemoveRows();
        if (kept % 2 == 1) // the second column of the last row is empty now
            repaintPlies(kept + 1, kept + 1);
    }
    const int previous = current_;
    if (moves_.size() == kept) {
        const bool newRow = kept % 2 == 0;
        if (newRow)
            beginInsertRows({}, rowCount(), rowCount());
        moves_.append(game_->moveTextAt(kept));
        current_ = ply;
        if (newRow)
            endInsertRows();
    }
    current_ = ply;
    repaintPlies(previous, ply);
    emit updated();
}

void HistoryModel::cursorMoved() {
    if (moves_.size() != game_->plyCount()) {
        refresh();
        return;
    }
    const int previous = current_;
    current_ = game_->ply();
    repaintPlies(previous, current_);
    emit updated();
}

void HistoryModel::annotationsChanged() {
    // A player's name (the column headers) or a comment (the tooltips): the texts of the moves stay.
    emit headerDataChanged(Qt::Horizontal, 0, 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, 1), {Qt::ToolTipRole});
    emit updated();
}

void HistoryModel::repaintPlies(int first, int last) {
    // The bold cursor and the italic moves after it change for every ply between the two cursors.
    const QModelIndex from = index((std::max(1, std::min(first, last)) - 1) / 2, 0);
    const QModelIndex to = index((std::max(1, std::max(first, last)) - 1) / 2, 1);
    if (from.isValid() && to.isValid())
        emit dataChanged(from, to);
}

int HistoryModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int((moves_.size() + 1) / 2);
}

int HistoryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : 2; }

int HistoryModel::plyOf(const QModelIndex &index) const {
    if (!index.isValid())
        return -1;
    const int ply = index.row() * 2 + index.column() + 1;
    return ply <= moves_.size() ? ply : -1;
}

QModelIndex HistoryModel::indexOfPly(int ply) const {
    if (ply < 1 || ply > moves_.size())
        return {};
    return index((ply - 1) / 2, (ply - 1) % 2);
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const {
    const int ply = plyOf(index);
    if (ply < 0)
        return {};
    const bool current = ply == current_;
    switch (role) {
    case Qt::DisplayRole:
        return moves_[ply - 1];
    case Qt::FontRole:
        if (current || ply > current_) {
            QFont font = QApplication::font();
            font.setBold(current);
            font.setItalic(ply > current_); // moves after the cursor: taken back, redo brings them again
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (ply > current_)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::AccessibleTextRole: {
        // What a screen reader says for the cell: the move, and whether it is the current one or taken back.
        const QString text = QStringLiteral("%1 %2").arg(labels::sideName(gameId_, index.column()), moves_[ply - 1]);
        return ply > current_ ? tr("%1, taken back").arg(text) : current ? tr("%1, current").arg(text) : text;
    }
    case Qt::ToolTipRole: {
        const QString comment = game_->comment(ply);
        return comment.isEmpty() ? tr("Go to the position after this move") : comment;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return QStringLiteral("%1.").arg(section + 1);
    // A person's column carries their name (the game's player tag); a computer's the side alone.
    return labels::personSide(*game_, section);
}

} // namespace gamut
