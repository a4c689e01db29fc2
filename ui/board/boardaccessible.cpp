#include "boardaccessible.h"

#include "boardview.h"
#include "cellitem.h"

#include "ui/text/cellphrase.h"

#include <QPointer>

#include <algorithm>

namespace gamut {

namespace {

// The cell in words with its highlights ("d3, green 12, last move").
QString cellDescription(const BoardView &view, int cell) {
    const GameState *position = view.shownPosition();
    if (!position || cell < 0 || cell >= view.cellCount())
        return {};
    const unsigned bits = view.cellMarks(cell);
    CellMarks marks;
    marks.lastMove = bits & CellItem::LastMove;
    marks.legal = bits & CellItem::Legal;
    marks.hint = bits & CellItem::Hint;
    marks.winning = bits & CellItem::Winning;
    marks.selected = bits & CellItem::Selected;
    return cellPhrase(view.gameId(), *position, cell, marks, view.selectedCell());
}

// The board's size and its keys.
QString boardSummary(const BoardView &view) {
    const QString size = BoardView::tr("%1 columns, %2 rows").arg(view.boardColumns()).arg(view.boardRows());
    if (view.playsDirections())
        return BoardView::tr("%1. The arrow keys play a direction; Shift with the arrow keys moves the cursor.")
            .arg(size);
    return BoardView::tr("%1. The arrow keys move the cursor; Enter plays.").arg(size);
}

// A row's or a column's header: the board's rank ("4") or file ("c"), so that a screen reader can say the rank or
// file that changed as the cursor steps (Orca does, reading one cell at a time). Not a child of the table.
class HeaderAccessible final : public QAccessibleInterface {
public:
    HeaderAccessible(BoardAccessible *table, QAccessible::Role role, int index)
        : table_(table), view_(table->view()), role_(role), index_(index) {}

    bool isValid() const override {
        return view_ && index_ < (role_ == QAccessible::RowHeader ? table_->rows() : table_->columns());
    }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return table_->window(); }
    QAccessibleInterface *parent() const override { return table_; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        if (!view_ || t != QAccessible::Name)
            return {};
        return role_ == QAccessible::RowHeader ? table_->rowDescription(index_) : table_->columnDescription(index_);
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override { return {}; }
    QAccessible::Role role() const override { return role_; }
    QAccessible::State state() const override {
        QAccessible::State state;
        state.invisible = true;
        return state;
    }

private:
    BoardAccessible *table_;
    QPointer<BoardView> view_;
    QAccessible::Role role_;
    int index_;
};

// One board cell: role Cell, its row and column in the table, named by the board's phrase of it. It holds the
// view weakly: once the board is gone (or smaller), it is no longer valid.
class CellAccessible final : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    CellAccessible(BoardAccessible *table, int cell) : table_(table), view_(table->view()), cell_(cell) {}

    bool isValid() const override { return view_ && cell_ < table_->childCount(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return table_->window(); }
    QAccessibleInterface *parent() const override { return table_; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        if (!view_ || (t != QAccessible::Name && t != QAccessible::Value))
            return {};
        return t == QAccessible::Name ? cellDescription(*view_, cell_) : QString();
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override {
        if (!view_)
            return {};
        const QRect r = view_->cellRect(cell_);
        return QRect(view_->viewport()->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State state;
        if (!view_)
            return state;
        state.focusable = true;
        state.selectable = true;
        state.focused = view_->hasFocus() && view_->cursorCell() == cell_;
        state.selected = view_->selectedCell() == cell_;
        state.invisible = !view_->isVisible();
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override {
        return type == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface *>(this) : nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return view_ && view_->selectedCell() == cell_; }
    QList<QAccessibleInterface *> columnHeaderCells() const override {
        return {table_->header(QAccessible::ColumnHeader, columnIndex())};
    }
    QList<QAccessibleInterface *> rowHeaderCells() const override {
        return {table_->header(QAccessible::RowHeader, rowIndex())};
    }
    int columnIndex() const override { return table_->columnOf(cell_); }
    int rowIndex() const override { return table_->rowOf(cell_); }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return table_; }

private:
    BoardAccessible *table_;
    QPointer<BoardView> view_;
    int cell_;
};

QAccessibleInterface *boardFactory(const QString &, QObject *object) {
    if (auto *view = qobject_cast<BoardView *>(object))
        return new BoardAccessible(view);
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(BoardView *view) : QAccessibleWidget(view, QAccessible::Table) {}

BoardAccessible::~BoardAccessible() { reset(); }

void BoardAccessible::install() {
    static bool installed = false;
    if (!installed)
        QAccessible::installFactory(boardFactory);
    installed = true;
}

BoardView *BoardAccessible::view() const { return static_cast<BoardView *>(widget()); }

int BoardAccessible::rows() const { return view()->boardRows(); }
int BoardAccessible::columns() const { return view()->boardColumns(); }

// The table's rows and columns are the board's ranks and files: row 0 is rank 1 (at the bottom as drawn, at the top
// when flipped) and column 0 file a, so that a screen reader's "row 3 of 8" is rank 3, as the cell's name says.
int BoardAccessible::cellAtPosition(int row, int column) const {
    const int r = rows(), c = columns();
    if (row < 0 || column < 0 || row >= r || column >= c)
        return -1;
    return row * c + column;
}

int BoardAccessible::rowOf(int cell) const {
    const int c = columns();
    return c <= 0 ? -1 : cell / c;
}

int BoardAccessible::columnOf(int cell) const {
    const int c = columns();
    return c <= 0 ? -1 : cell % c;
}

QAccessibleInterface *BoardAccessible::header(QAccessible::Role role, int index) const {
    auto &headers = role == QAccessible::RowHeader ? rowHeaders_ : columnHeaders_;
    if (index < 0 || index >= (role == QAccessible::RowHeader ? rows() : columns()))
        return nullptr;
    if (const auto it = headers.find(index); it != headers.end())
        return QAccessible::accessibleInterface(it->second);
    auto *header = new HeaderAccessible(const_cast<BoardAccessible *>(this), role, index);
    headers[index] = QAccessible::registerAccessibleInterface(header);
    return header;
}

void BoardAccessible::reset() {
    for (auto *map : {&cells_, &rowHeaders_, &columnHeaders_}) {
        for (const auto &[index, id] : *map)
            QAccessible::deleteAccessibleInterface(id);
        map->clear();
    }
    cellCount_ = -1;
}

void *BoardAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessible::Role BoardAccessible::role() const { return QAccessible::Table; }

QString BoardAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Name)
        return widget()->accessibleName();
    if (t == QAccessible::Description)
        return boardSummary(*view());
    return QAccessibleWidget::text(t);
}

int BoardAccessible::childCount() const { return view()->cellCount(); }

QAccessibleInterface *BoardAccessible::child(int index) const {
    const int count = childCount();
    if (count != cellCount_) {
        const_cast<BoardAccessible *>(this)->reset();
        cellCount_ = count;
    }
    if (index < 0 || index >= count)
        return nullptr;
    if (const auto it = cells_.find(index); it != cells_.end())
        return QAccessible::accessibleInterface(it->second);
    auto *cell = new CellAccessible(const_cast<BoardAccessible *>(this), index);
    cells_[index] = QAccessible::registerAccessibleInterface(cell);
    return cell;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const {
    for (const auto &[cell, id] : cells_)
        if (QAccessible::accessibleInterface(id) == child)
            return cell;
    return -1;
}

QAccessibleInterface *BoardAccessible::childAt(int x, int y) const {
    const QPoint local = view()->viewport()->mapFromGlobal(QPoint(x, y));
    const int cell = view()->cellAt(local);
    return cell >= 0 ? child(cell) : nullptr;
}

QAccessibleInterface *BoardAccessible::focusChild() const {
    return view()->hasFocus() ? child(view()->cursorCell()) : nullptr;
}

QAccessibleInterface *BoardAccessible::cellAt(int row, int column) const {
    const int cell = cellAtPosition(row, column);
    return cell >= 0 ? child(cell) : nullptr;
}

int BoardAccessible::selectedCellCount() const { return view()->selectedCell() >= 0 ? 1 : 0; }

QList<QAccessibleInterface *> BoardAccessible::selectedCells() const {
    if (const int cell = view()->selectedCell(); cell >= 0)
        return {child(cell)};
    return {};
}

QString BoardAccessible::columnDescription(int column) const {
    const int cell = cellAtPosition(0, column);
    const QString name = cell >= 0 ? view()->cellName(cell) : QString();
    return name.left(int(std::find_if(name.begin(), name.end(), [](QChar c) { return c.isDigit(); }) - name.begin()));
}

QString BoardAccessible::rowDescription(int row) const {
    const int cell = cellAtPosition(row, 0);
    const QString name = cell >= 0 ? view()->cellName(cell) : QString();
    return name.mid(int(std::find_if(name.begin(), name.end(), [](QChar c) { return c.isDigit(); }) - name.begin()));
}

} // namespace gamut
