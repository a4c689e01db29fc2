// The move list as a table for a QTableView: one row per move number, the first player's move in column 0 and the
// second's in column 1, the move at the model's cursor marked (bold, highlighted). Reads the GameModel again on
// every change: a list of a few hundred moves costs nothing to rebuild.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace gamut {

class GameModel;

class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit HistoryModel(GameModel *game, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Ply N (1-based, the move that leads to position N) <-> its cell; an invalid index for ply 0 or past the end.
    QModelIndex indexOfPly(int ply) const;
    int plyOf(const QModelIndex &index) const; // -1 for an empty cell

public slots:
    void refresh();

private:
    GameModel *game_;
    QStringList moves_;
    QString gameId_;
    int current_ = 0;
};

} // namespace gamut
