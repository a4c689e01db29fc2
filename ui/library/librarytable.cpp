#include "librarytable.h"

#include "ui/text/labels.h"

#include <QLocale>

namespace gamut {

LibraryTable::LibraryTable(QObject *parent) : QAbstractTableModel(parent) {}

void LibraryTable::setGames(std::vector<LibraryGame> games) {
    beginResetModel();
    games_ = std::move(games);
    endResetModel();
}

int LibraryTable::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(games_.size()); }

int LibraryTable::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString LibraryTable::resultText(const LibraryGame &game) {
    switch (game.outcome()) {
    case LibraryGame::Outcome::Unfinished:
        return tr("Unfinished");
    case LibraryGame::Outcome::Won:
        return tr("Won");
    case LibraryGame::Outcome::Lost:
        return tr("Lost");
    case LibraryGame::Outcome::Drawn:
        return tr("Draw");
    case LibraryGame::Outcome::Decided:
        break;
    }
    return tr("%1 won").arg(labels::sideName(game.game, game.winner));
}

QVariant LibraryTable::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LibraryGame &g = games_[std::size_t(index.row())];
    if (role == kSortRole) {
        switch (index.column()) {
        case When:
            return g.updated;
        case Game:
            return labels::gameTitle(g.game);
        case Opponent:
            return g.opponent().toLower();
        case Result:
            return int(g.outcome());
        case Moves:
            return g.plies;
        case Reviewed:
            return int(g.reviewed);
        default:
            return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case When:
            return QLocale().toString(g.updated, QLocale::ShortFormat);
        case Game:
            return g.rounds > 1 ? tr("%1 (%2 rounds)").arg(labels::gameTitle(g.game)).arg(g.rounds)
                                : labels::gameTitle(g.game);
        case Opponent:
            return g.opponent();
        case Result:
            return resultText(g);
        case Moves:
            return QLocale().toString(g.plies);
        case Reviewed:
            return g.reviewed ? tr("reviewed") : QString();
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == Moves)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("%1, started %2: %3 (%4) against %5 (%6)")
            .arg(labels::gameTitle(g.game), QLocale().toString(g.started, QLocale::ShortFormat), g.players[0],
                 labels::sideName(g.game, 0), g.players[1], labels::sideName(g.game, 1));
    return {};
}

QVariant LibraryTable::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case When:
        return tr("Last played");
    case Game:
        return tr("Game");
    case Opponent:
        return tr("Opponent");
    case Result:
        return tr("Result");
    case Moves:
        return tr("Moves");
    case Reviewed:
        return tr("Review");
    default:
        return {};
    }
}

LibraryFilter::LibraryFilter(LibraryTable *table, QObject *parent) : QSortFilterProxyModel(parent), table_(table) {
    setSourceModel(table);
    setSortRole(LibraryTable::kSortRole);
    setDynamicSortFilter(true);
}

void LibraryFilter::setGame(const QString &gameId) {
    game_ = gameId;
    invalidateRowsFilter();
}

void LibraryFilter::setOpponent(const QString &text) {
    opponent_ = text.trimmed();
    invalidateRowsFilter();
}

void LibraryFilter::setResults(Results results) {
    results_ = results;
    invalidateRowsFilter();
}

void LibraryFilter::setSince(Since since, const QDateTime &now) {
    const QDate today = now.date();
    switch (since) {
    case Since::Any:
        since_ = {};
        break;
    case Since::Today:
        since_ = today.startOfDay();
        break;
    case Since::Week:
        since_ = today.addDays(-6).startOfDay();
        break;
    case Since::Month:
        since_ = today.addMonths(-1).startOfDay();
        break;
    case Since::Year:
        since_ = today.addYears(-1).startOfDay();
        break;
    }
    invalidateRowsFilter();
}

const LibraryGame &LibraryFilter::game(const QModelIndex &index) const {
    return table_->game(mapToSource(index).row());
}

bool LibraryFilter::filterAcceptsRow(int sourceRow, const QModelIndex &) const {
    const LibraryGame &g = table_->game(sourceRow);
    if (!game_.isEmpty() && g.game != game_)
        return false;
    if (since_.isValid() && g.updated < since_)
        return false;
    const LibraryGame::Outcome outcome = g.outcome();
    switch (results_) {
    case Results::Any:
        break;
    case Results::Won:
        if (outcome != LibraryGame::Outcome::Won)
            return false;
        break;
    case Results::Lost:
        if (outcome != LibraryGame::Outcome::Lost)
            return false;
        break;
    case Results::Drawn:
        if (outcome != LibraryGame::Outcome::Drawn)
            return false;
        break;
    case Results::Unfinished:
        if (g.finished)
            return false;
        break;
    case Results::Finished:
        if (!g.finished)
            return false;
        break;
    }
    return opponent_.isEmpty() || g.opponent().contains(opponent_, Qt::CaseInsensitive);
}

} // namespace gamut
