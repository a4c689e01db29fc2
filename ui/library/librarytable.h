// The game library's list for a QTableView: one row per kept game (when, game, opponent, result, moves, reviewed),
// sorted by any column through LibraryFilter, which also filters by game, opponent, result and date as the person
// types. Both work on the summaries the library listed (LibraryGame): filtering and sorting never touch the disk.
#pragma once

#include "core/library/librarygame.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QSortFilterProxyModel>

#include <vector>

namespace gamut {

class LibraryTable : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { When, Game, Opponent, Result, Moves, Reviewed, ColumnCount };
    static constexpr int kSortRole = Qt::UserRole + 1; // the raw value a column sorts by

    explicit LibraryTable(QObject *parent = nullptr);
    void setGames(std::vector<LibraryGame> games);
    const LibraryGame &game(int row) const { return games_[std::size_t(row)]; }
    const std::vector<LibraryGame> &games() const { return games_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString resultText(const LibraryGame &game); // "Won", "Lost", "Draw", "Unfinished", "Black won"

private:
    std::vector<LibraryGame> games_;
};

class LibraryFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Results { Any, Won, Lost, Drawn, Unfinished, Finished };
    enum class Since { Any, Today, Week, Month, Year };

    explicit LibraryFilter(LibraryTable *table, QObject *parent = nullptr);
    void setGame(const QString &gameId);   // "" for every game
    void setOpponent(const QString &text); // a part of the opponent's name, any case; "" for anyone
    void setResults(Results results);
    void setSince(Since since, const QDateTime &now = QDateTime::currentDateTime());
    const LibraryGame &game(const QModelIndex &index) const; // of a row of this model

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    LibraryTable *table_;
    QString game_, opponent_;
    Results results_ = Results::Any;
    QDateTime since_;
};

} // namespace gamut
