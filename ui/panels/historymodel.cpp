#include "historymodel.h"

#include "ui/window/labels.h"

#include "core/model/gamemodel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace gamut {

HistoryModel::HistoryModel(GameModel *game, QObject *parent) : QAbstractTableModel(parent), game_(game) {
    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged, &GameModel::historyChanged})
        connect(game_, signal, this, &HistoryModel::refresh);
    connect(game_, &GameModel::movePlayed, this, &HistoryModel::refresh);
    refresh();
}

void HistoryModel::refresh() {
    beginResetModel();
    moves_ = game_->moveTexts();
    gameId_ = game_->gameId();
    current_ = game_->ply();
    endResetModel();
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
