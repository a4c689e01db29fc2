#include "historymodel.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QPalette>

#include <algorithm>

namespace gamut {

namespace {

// What a cell's move is to the current line: not on it, before the cursor, at it, after it (taken back).
enum Mark : char { kOff, kBefore, kCurrent, kAfter };

} // namespace

HistoryModel::HistoryModel(GameModel *game, QObject *parent) : QAbstractTableModel(parent), game_(game) {
    connect(game_, &GameModel::gameChanged, this, &HistoryModel::refresh);
    connect(game_, &GameModel::linesChanged, this, &HistoryModel::refresh);
    connect(game_, &GameModel::positionChanged, this, &HistoryModel::cursorMoved);
    connect(game_, &GameModel::historyChanged, this, &HistoryModel::annotationsChanged);
    connect(game_, &GameModel::movePlayed, this, [this](int ply) { appendMove(ply); });
    refresh();
}

void HistoryModel::refresh() {
    beginResetModel();
    build();
    endResetModel();
    emit updated();
}

int HistoryModel::rowNumber(int node) const {
    const int ply = game_->tree().node(node).ply + (firstMover_ == 1 ? 1 : 0);
    return (ply - 1) / 2 + 1;
}

void HistoryModel::build() {
    const GameTree &tree = game_->tree();
    rows_.clear();
    places_.assign(std::size_t(tree.size()), {});
    firstMover_ = std::max(0, game_->startPosition().turn());
    const std::vector<int> &first = tree.node(GameTree::root()).children;
    if (!first.empty())
        addLine(first.front(), 0, true);
    mainLine_ = tree.mainLine();
    marks_.assign(std::size_t(tree.size()), kOff);
    markLine();
}

// The rows of the line from `first` on (following first children), and under each of its moves the side lines
// that are alternatives to it. `ownBranches`: the first move's alternatives are this line's to show (the main
// line's first move); a side line's first move has its alternatives shown by the line it leaves.
void HistoryModel::addLine(int first, int depth, bool ownBranches) {
    const GameTree &tree = game_->tree();
    int row = -1;
    for (int at = first, index = 0; at >= 0; ++index) {
        const GameTree::Node &n = tree.node(at);
        const int column = std::clamp(n.side, 0, 1);
        const bool taken = row < 0 || rows_[std::size_t(row)].node[std::size_t(column)] >= 0 ||
                           (column == 0 && rows_[std::size_t(row)].node[1] >= 0);
        if (taken) {
            rows_.push_back({rowNumber(at), depth, {-1, -1}});
            row = int(rows_.size()) - 1;
        }
        rows_[std::size_t(row)].node[std::size_t(column)] = at;
        places_[std::size_t(at)] = {row, column};
        const std::vector<int> &siblings = tree.node(n.parent).children;
        if ((index > 0 || ownBranches) && siblings.size() > 1 && siblings.front() == at) {
            for (std::size_t k = 1; k < siblings.size(); ++k)
                addLine(siblings[k], depth + 1, false);
            row = -1; // the line goes on in a row of its own under its side lines
        }
        at = n.children.empty() ? -1 : n.children.front();
    }
}

void HistoryModel::appendMove(int ply) {
    const GameTree &tree = game_->tree();
    const int node = game_->currentLine()[std::size_t(ply)];
    const int parent = tree.node(node).parent;
    const bool appended = tree.size() == int(places_.size()) + 1 && node == tree.size() - 1 &&
                          parent == mainLine_.back() && tree.node(parent).children.size() == 1;
    if (!appended) {
        if (tree.size() != int(places_.size()) || tree.mainLine() != mainLine_)
            refresh(); // a new line, or the line played on became the main line: the rows again
        else
            cursorMoved(); // a move of the line played again: only the cursor moved
        return;
    }
    // The main line goes on: the move takes the free cell of the last row, or a new row at the end (the rows
    // under the last move are its side lines, so the main line's next row comes after them).
    const int column = std::clamp(tree.node(node).side, 0, 1);
    const bool lastRowFree = !rows_.empty() && places_[std::size_t(parent)].row == int(rows_.size()) - 1 &&
                             rows_.back().node[std::size_t(column)] < 0 && !(column == 0 && rows_.back().node[1] >= 0);
    places_.push_back({});
    marks_.push_back(kOff);
    mainLine_.push_back(node);
    if (lastRowFree) {
        rows_.back().node[std::size_t(column)] = node;
        places_.back() = {int(rows_.size()) - 1, column};
    } else {
        const int row = int(rows_.size());
        beginInsertRows({}, row, row);
        rows_.push_back({rowNumber(node), 0, {-1, -1}});
        rows_.back().node[std::size_t(column)] = node;
        places_.back() = {row, column};
        endInsertRows();
    }
    const QModelIndex cell = index(places_.back().row, column);
    emit dataChanged(cell, cell);
    markLine();
    emit updated();
}

void HistoryModel::cursorMoved() {
    if (game_->tree().size() != int(places_.size())) {
        refresh();
        return;
    }
    markLine();
    emit updated();
}

// Marks the current line's moves (before, at and after the cursor) and repaints the rows whose marks changed.
void HistoryModel::markLine() {
    const std::vector<int> &line = game_->currentLine();
    const int ply = game_->ply();
    std::vector<char> marks(marks_.size(), kOff);
    for (std::size_t i = 1; i < line.size() && line[i] < int(marks.size()); ++i)
        marks[std::size_t(line[i])] = int(i) < ply ? kBefore : int(i) == ply ? kCurrent : kAfter;
    current_ = line[std::size_t(ply)];
    int first = rowCount(), last = -1;
    for (std::size_t node = 0; node < marks.size(); ++node) {
        if (marks[node] == marks_[node] || places_[node].row < 0)
            continue;
        first = std::min(first, places_[node].row);
        last = std::max(last, places_[node].row);
    }
    marks_ = std::move(marks);
    if (last >= first)
        emit dataChanged(index(first, 0), index(last, 1));
}

void HistoryModel::annotationsChanged() {
    // A player's name (the column headers) or a comment (the tooltips): the texts of the moves stay.
    emit headerDataChanged(Qt::Horizontal, 0, 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, 1), {Qt::ToolTipRole});
    emit updated();
}

int HistoryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int HistoryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : 2; }

int HistoryModel::depthOf(int row) const { return row >= 0 && row < rowCount() ? rows_[std::size_t(row)].depth : 0; }

int HistoryModel::nodeOf(const QModelIndex &index) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() > 1)
        return -1;
    return rows_[std::size_t(index.row())].node[std::size_t(index.column())];
}

QModelIndex HistoryModel::indexOfNode(int node) const {
    if (node < 0 || node >= int(places_.size()) || places_[std::size_t(node)].row < 0)
        return {};
    return index(places_[std::size_t(node)].row, places_[std::size_t(node)].column);
}

QModelIndex HistoryModel::indexOfPly(int ply) const {
    const std::vector<int> &line = game_->currentLine();
    if (ply < 1 || ply >= int(line.size()))
        return {};
    return indexOfNode(line[std::size_t(ply)]);
}

int HistoryModel::plyOf(const QModelIndex &index) const {
    const int node = nodeOf(index);
    if (node < 0 || depthOf(index.row()) > 0)
        return -1;
    return game_->tree().node(node).ply;
}

void HistoryModel::notesChanged() {
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::AccessibleTextRole});
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const {
    const int node = nodeOf(index);
    const int depth = depthOf(index.row());
    if (role == Qt::BackgroundRole && depth > 0 && index.isValid()) {
        // Side lines on a tint of the selection colour, deeper ones a little stronger, so that they read apart.
        const QPalette palette = QApplication::palette();
        QColor tint = palette.color(QPalette::Highlight);
        tint.setAlphaF(std::min(0.10 + 0.06 * (depth - 1), 0.28));
        return tint;
    }
    if (node < 0) {
        // "1. … | e5": a row whose first column is empty because the line goes on with the second player's move.
        if (role == Qt::DisplayRole && index.isValid() && index.column() == 0 &&
            nodeOf(index.sibling(index.row(), 1)) >= 0)
            return QStringLiteral("\u2026");
        return {};
    }
    const GameTree::Node &n = game_->tree().node(node);
    const char mark = node < int(marks_.size()) ? marks_[std::size_t(node)] : char(kOff);
    switch (role) {
    case Qt::DisplayRole:
        return n.text;
    case Qt::FontRole:
        if (mark == kCurrent || mark == kAfter) {
            QFont font = QApplication::font();
            font.setBold(mark == kCurrent);
            font.setItalic(mark == kAfter); // moves after the cursor: taken back, redo brings them again
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (mark == kAfter)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::AccessibleTextRole: {
        // What a screen reader says for the cell: the move, its line, and whether it is current or taken back.
        QString text = QStringLiteral("%1 %2").arg(labels::sideName(game_->gameId(), index.column()), n.text);
        if (depth > 0)
            text = tr("%1, side line").arg(text);
        else if (const QString note = note_ ? note_(plyOf(index)) : QString(); !note.isEmpty())
            text = tr("%1, %2").arg(text, note);
        return mark == kAfter ? tr("%1, taken back").arg(text) : mark == kCurrent ? tr("%1, current").arg(text) : text;
    }
    case Qt::ToolTipRole: {
        const QString comment = QString::fromStdString(n.comment);
        if (!comment.isEmpty())
            return comment;
        return depth > 0 ? tr("A side line: click to go to it; the context menu makes it the main line or deletes it")
                         : tr("Go to the position after this move");
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
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        return QStringLiteral("%1.").arg(rows_[std::size_t(section)].number);
    }
    // A person's column carries their name (the game's player tag); a computer's the side alone.
    return labels::personSide(*game_, section);
}

} // namespace gamut
