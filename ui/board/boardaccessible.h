// The board as a screen reader sees it: a table with one accessible cell per board cell (row and column, named in
// words with what is on them, their highlights and what playing there would do), the ranks and files as the row and
// column headers, the keyboard cursor's cell being the accessible focus. Installed as
// the accessibility factory of BoardView; the cells are made when asked for and kept while the board's size stays.
#pragma once

#include <QAccessibleWidget>

#include <map>

namespace gamut {

class BoardView;

class BoardAccessible final : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(BoardView *view);
    ~BoardAccessible() override;

    // Registers the factory once (BoardView's constructor calls it).
    static void install();

    BoardView *view() const;
    int rows() const;
    int columns() const;
    // The view's cell at table position: the rows and columns are the board's ranks and files (row 0 = rank 1,
    // column 0 = file a), whether or not the board is drawn flipped.
    int cellAtPosition(int row, int column) const;
    int rowOf(int cell) const;
    int columnOf(int cell) const;
    void reset(); // the board's size changed: the cells are made again when asked for
    // The header of a row (RowHeader: its rank, "4") or a column (ColumnHeader: its file, "c"); null off the board.
    QAccessibleInterface *header(QAccessible::Role role, int index) const;

    // QAccessibleInterface
    void *interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface *> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return columns(); }
    int rowCount() const override { return rows(); }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override { const_cast<BoardAccessible *>(this)->reset(); }

private:
    mutable std::map<int, QAccessible::Id> cells_; // board cell -> registered interface
    mutable std::map<int, QAccessible::Id> rowHeaders_, columnHeaders_;
    mutable int cellCount_ = -1;
};

} // namespace gamut
