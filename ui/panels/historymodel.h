// The move list as a table for a QTableView: one row per move number, the first player's move in column 0 and the
// second's in column 1, the move at the model's cursor marked (bold, highlighted). Follows the GameModel's signals
// step by step: a played move is appended (the moves it cut off removed first), a cursor move repaints the cells
// between the old and the new cursor, and only a new game resets the table. The texts are the model's, kept from
// when each move was played: nothing here replays the game.
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
    void refresh(); // everything again (a new, loaded or resumed game)

signals:
    // After every change of the list or its cursor (a reset, a move appended, the cursor moved).
    void updated();

private:
    void appendMove(int ply);  // movePlayed: the move of `ply` is now the last of the list, the cursor on it
    void cursorMoved();        // positionChanged: the same list, another cursor
    void annotationsChanged(); // historyChanged: names and comments
    void repaintPlies(int first, int last); // the cells of plies first..last (any order)

    GameModel *game_;
    QStringList moves_;
    QString gameId_;
    int current_ = 0;
};

} // namespace gamut
