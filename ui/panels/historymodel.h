// The game's moves as a table for a QTableView, as chess programs show variations: one row per move number, the
// first player's move in column 0 and the second's in column 1 (by who played it, so that a round the second
// player opens starts "1. … | move"), and each side line in rows of its own under the move it is an alternative
// to, indented by how deep it is nested; the line it interrupts goes on in a new row ("2. … | h7-f5"). The move at
// the model's cursor is marked (bold), the current line's moves after it are italic (redo brings them back).
// Follows the GameModel's signals step by step: a move that continues the main line shown is appended, a cursor
// move on the same line repaints, and the rows are built again only when the lines changed (a new line, a
// promotion, a deletion, a new game). The texts are the model's, kept from when each move was played: nothing here
// replays the game.
#pragma once

#include <QAbstractTableModel>

#include <array>
#include <functional>
#include <vector>

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

    // The cell of a node of the model's tree, and the node of a cell (-1 for an empty cell).
    QModelIndex indexOfNode(int node) const;
    int nodeOf(const QModelIndex &index) const;
    // Ply N (1-based) of the current line <-> its cell; an invalid index for ply 0 or past the line's end.
    QModelIndex indexOfPly(int ply) const;
    // The ply of a cell's move when it is on the main line (what the review judged), -1 otherwise.
    int plyOf(const QModelIndex &index) const;
    int depthOf(int row) const; // 0 for a row of the main line, 1 for a side line, 2 for a line in a side line ...
    // What a screen reader says after a main-line move's cell (the review's verdict, "Mistake, better c4"), by ply;
    // notesChanged() has the cells read again.
    void setSpokenNote(std::function<QString(int ply)> note) { note_ = std::move(note); }
    void notesChanged();

public slots:
    void refresh(); // everything again (a new, loaded or resumed game, other lines)

signals:
    // After every change of the rows or the cursor (a reset, a move appended, the cursor moved).
    void updated();

private:
    struct Row {
        int number = 0;                  // the move number shown in the header
        int depth = 0;                   // 0 the main line, 1 a side line, ...
        std::array<int, 2> node{-1, -1}; // the node in each column
    };
    struct Place {
        int row = -1, column = -1;
    };
    void build(); // rows_ and places_ from the model's tree
    void addLine(int first, int depth, bool ownBranches);
    void appendMove(int ply);      // movePlayed
    void cursorMoved();            // positionChanged
    void annotationsChanged();     // historyChanged: names and comments
    void markLine();               // marks_ and current_ from the model, the rows that changed repainted
    int rowNumber(int node) const; // the move number of a node's row

    GameModel *game_;
    std::vector<Row> rows_;
    std::vector<Place> places_; // by node number (a deleted line's nodes have none)
    std::vector<int> mainLine_; // the main line the rows show
    std::vector<char> marks_;   // by node number: where it is on the current line
    int current_ = 0;           // the node at the cursor
    int firstMover_ = 0;        // the side that moves first in this game (Atom-4's even rounds: the second)
    std::function<QString(int)> note_;
};

} // namespace gamut
