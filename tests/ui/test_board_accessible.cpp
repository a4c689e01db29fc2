// The board as a screen reader reads it, in every game: a table with one accessible cell per board cell, each
// named in words with what is on it and its highlights, and a focus event for the cursor's cell on every step.
#include "boardtesthelpers.h"
#include "windowtesthelpers.h"

#include "ui/board/accessibleevents.h"
#include "ui/board/cellitem.h"

#include "ui/text/cellphrase.h"

#include <QAccessible>
#include <QRegularExpression>
#include <QtTest>

using namespace gamut;

namespace {

// What the accessibility layer was told: Focus events with their object, child and the focused child's name.
struct SentEvent {
    QAccessible::Event type;
    QObject *object;
    int child;
    QString name;
};
QList<SentEvent> sent;

void record(QAccessibleEvent *event) {
    QString name;
    if (event->type() == QAccessible::Focus)
        if (QAccessibleInterface *iface = event->accessibleInterface())
            name = iface->text(QAccessible::Name);
    sent.append({event->type(), event->object(), event->child(), name});
}

QAccessibleInterface *boardOf(test::BoardFixture &f) { return QAccessible::queryAccessibleInterface(f.view.get()); }

// The names of every cell, as a screen reader gets them.
QStringList cellNames(test::BoardFixture &f) {
    QStringList names;
    QAccessibleInterface *board = boardOf(f);
    for (int i = 0; i < board->childCount(); ++i)
        names << board->child(i)->text(QAccessible::Name);
    return names;
}

QString nameOf(test::BoardFixture &f, const char *cell) {
    return boardOf(f)->child(f.cell(cell))->text(QAccessible::Name);
}

const SentEvent *lastFocus() {
    for (auto it = sent.crbegin(); it != sent.crend(); ++it)
        if (it->type == QAccessible::Focus)
            return &*it;
    return nullptr;
}

} // namespace

class TestBoardAccessible : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { accessibleEvents::setWatcher(record); }
    void init() { sent.clear(); }

    void tableOfCells_data();
    void tableOfCells();
    void cursorStepIsFocus_data();
    void cursorStepIsFocus();
    void loaPieces();
    void addTractionValues();
    void atom4Points();
    void atomsCounts();
    void trailsHeadsAndCursor();
};

void TestBoardAccessible::tableOfCells_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : test::gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

// One child per cell, role Cell, at its row and column of a table; the name starts with the cell's name.
void TestBoardAccessible::tableOfCells() {
    QFETCH(QString, game);
    test::BoardFixture f(game);
    QVERIFY(f.ok);
    QAccessibleInterface *board = boardOf(f);
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Table);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Board"));
    QCOMPARE(board->childCount(), f.view->cellCount());
    QAccessibleTableInterface *table = board->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), f.view->boardRows());
    QCOMPARE(table->columnCount(), f.view->boardColumns());
    for (int i = 0; i < board->childCount(); ++i) {
        QAccessibleInterface *cell = board->child(i);
        QVERIFY(cell && cell->isValid());
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->parent(), board);
        QCOMPARE(board->indexOfChild(cell), i);
        const QString name = cell->text(QAccessible::Name);
        QVERIFY2(name.startsWith(f.view->cellName(i) + QStringLiteral(", ")), qPrintable(name));
        QAccessibleTableCellInterface *position = cell->tableCellInterface();
        QVERIFY(position);
        QCOMPARE(table->cellAt(position->rowIndex(), position->columnIndex()), cell);
        QVERIFY(!cell->rect().isEmpty());
    }
    qInfo("%s: %d cells, e.g. \"%s\"", qPrintable(game), board->childCount(),
          qPrintable(board->child(board->childCount() / 2)->text(QAccessible::Name)));
    // The table's rows and columns are the board's ranks and files (a screen reader's "row 3" is rank 3), each
    // with its header: the rank's number and the file's letter.
    QAccessibleInterface *first = table->cellAt(0, 0);
    QCOMPARE(board->indexOfChild(first), 0);
    const QString last = f.view->cellName(f.view->cellCount() - 1);
    QAccessibleTableCellInterface *corner = board->child(f.view->cellCount() - 1)->tableCellInterface();
    QCOMPARE(corner->rowIndex(), f.view->boardRows() - 1);
    QCOMPARE(corner->columnIndex(), f.view->boardColumns() - 1);
    QCOMPARE(corner->rowHeaderCells().size(), 1);
    QCOMPARE(corner->columnHeaderCells().size(), 1);
    QCOMPARE(corner->rowHeaderCells().constFirst()->role(), QAccessible::RowHeader);
    QCOMPARE(corner->columnHeaderCells().constFirst()->role(), QAccessible::ColumnHeader);
    const QString rank = corner->rowHeaderCells().constFirst()->text(QAccessible::Name);
    const QString file = corner->columnHeaderCells().constFirst()->text(QAccessible::Name);
    QCOMPARE(file + rank, last);
    QCOMPARE(rank, QString::number(f.view->boardRows()));
}

void TestBoardAccessible::cursorStepIsFocus_data() { tableOfCells_data(); }

// Each cursor step sends Focus on the board with the cursor's cell as the child, and that cell says it is focused.
// Where the arrows play a direction (Trails), the cursor moves with Shift and the arrows.
void TestBoardAccessible::cursorStepIsFocus() {
    QFETCH(QString, game);
    test::BoardFixture f(game);
    QVERIFY(f.ok);
    QVERIFY(QTest::qWaitForWindowActive(f.view.get()));
    QVERIFY(f.view->hasFocus());
    // The cursor starts in the middle of the board.
    QCOMPARE(f.view->cursorCell(), (f.view->boardRows() / 2) * f.view->boardColumns() + f.view->boardColumns() / 2);
    const Qt::KeyboardModifiers modifiers =
        test::inputOf(game) == BoardTraits::Input::Direction ? Qt::ShiftModifier : Qt::NoModifier;
    for (Qt::Key key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Right}) {
        sent.clear();
        QTest::keyClick(f.view.get(), key, modifiers);
        const SentEvent *focus = lastFocus();
        QVERIFY2(focus, "no focus event on a cursor step");
        QCOMPARE(focus->object, f.view.get());
        QCOMPARE(focus->child, f.view->cursorCell());
        QVERIFY2(focus->name.startsWith(f.view->cellName(f.view->cursorCell()) + QStringLiteral(", ")),
                 qPrintable(focus->name));
        QAccessibleInterface *cell = boardOf(f)->child(f.view->cursorCell());
        QVERIFY(cell->state().focused);
        QCOMPARE(boardOf(f)->focusChild(), cell);
    }
    QCOMPARE(f.model.plyCount(), 0); // stepping plays nothing
    qInfo("%s: cursor says \"%s\"", qPrintable(game), qPrintable(lastFocus()->name));
}

// LOA: "b1, black piece"; picked: "selected"; its targets "legal target", one with a capture "would take".
void TestBoardAccessible::loaPieces() {
    test::BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    QCOMPARE(nameOf(f, "b1"), QStringLiteral("b1, black piece"));
    QCOMPARE(nameOf(f, "d4"), QStringLiteral("d4, empty"));
    QCOMPARE(nameOf(f, "a2"), QStringLiteral("a2, white piece"));
    f.click(f.cell("b1"));
    QCOMPARE(nameOf(f, "b1"), QStringLiteral("b1, black piece, selected"));
    QCOMPARE(nameOf(f, "b3"), QStringLiteral("b3, empty, legal target"));
    QCOMPARE(nameOf(f, "b4"), QStringLiteral("b4, empty"));
    f.key(Qt::Key_Escape);

    // Play on until a piece of the side to move can take: its target says what it would take.
    for (int ply = 0; ply < 40; ++ply) {
        MoveList moves;
        f.model.position().legalMoves(moves);
        for (Move m : moves) {
            const MoveCells cells = f.model.position().moveCells(m);
            const CellFace target = f.model.position().cellFace(cells.to);
            if (target.owner < 0)
                continue;
            f.click(cells.from);
            const QString name = boardOf(f)->child(cells.to)->text(QAccessible::Name);
            const QString taken = target.owner == 0 ? QStringLiteral("black") : QStringLiteral("white");
            QCOMPARE(name, QStringLiteral("%1, %2 piece, legal target: would take the %2 piece")
                               .arg(f.view->cellName(cells.to), taken));
            qInfo("after %d moves: \"%s\"", ply, qPrintable(name));
            return;
        }
        f.model.playMove(moves[0]);
    }
    QFAIL("no capture in 40 moves");
}

// AddTraction: "<cell>, <side or neutral> <value>"; empty fields are playable; the last move says so.
void TestBoardAccessible::addTractionValues() {
    test::BoardFixture f(QStringLiteral("addtraction"));
    QVERIFY(f.ok);
    QCOMPARE(nameOf(f, "c3"), QStringLiteral("c3, empty, playable: would be neutral 0"));
    test::playMoves(f.model, 12);
    const QRegularExpression set(QStringLiteral("^[a-f][1-6], (red|green|neutral) \\d+(, last move)?$"));
    int seen = 0;
    for (const QString &name : cellNames(f)) {
        if (name.contains(QLatin1String("empty")))
            continue;
        QVERIFY2(set.match(name).hasMatch(), qPrintable(name));
        ++seen;
    }
    int occupied = 0;
    for (int i = 0; i < f.view->cellCount(); ++i)
        occupied += f.model.position().cellFace(i).occupied() ? 1 : 0;
    QCOMPARE(seen, occupied);
    QVERIFY(seen >= 12);
    const QString last = f.lastMoveText().c_str();
    QVERIFY2(nameOf(f, qPrintable(last)).endsWith(QLatin1String(", last move")),
             qPrintable(nameOf(f, qPrintable(last))));
    qInfo("\"%s\"", qPrintable(nameOf(f, qPrintable(last))));
}

// Atom-4: pieces by colour, empty points that take a piece "playable", the others only "empty".
void TestBoardAccessible::atom4Points() {
    test::BoardFixture f(QStringLiteral("atom4"));
    QVERIFY(f.ok);
    const QStringList names = cellNames(f);
    const QRegularExpression piece(QStringLiteral("^\\w+\\d+, (black|red|green|yellow|blue|magenta|cyan|white) piece"));
    int pieces = 0, playable = 0, empty = 0;
    MoveList legal;
    f.model.position().legalMoves(legal);
    for (int i = 0; i < names.size(); ++i) {
        if (piece.match(names[i]).hasMatch())
            ++pieces;
        else if (names[i].contains(QLatin1String(", empty, playable")))
            ++playable;
        else if (names[i].endsWith(QLatin1String(", empty")))
            ++empty;
        else
            QFAIL(qPrintable(names[i]));
    }
    QVERIFY(pieces > 0);
    QCOMPARE(playable, int(legal.size()));
    QVERIFY(empty > 0);
    qInfo("%d pieces, %d playable, %d empty; e.g. \"%s\"", pieces, playable, empty,
          qPrintable(names.filter(piece).value(0)));
}

// Atoms: owner and atom count, and a cell one atom from exploding.
void TestBoardAccessible::atomsCounts() {
    test::BoardFixture f(QStringLiteral("atoms"));
    QVERIFY(f.ok);
    QCOMPARE(nameOf(f, "a1"), QStringLiteral("a1, empty, playable: would be blue, 1 atom"));
    f.click(f.cell("a1"));
    QCOMPARE(nameOf(f, "a1"), QStringLiteral("a1, blue, 1 atom, last move"));
    f.click(f.cell("d4"));
    QCOMPARE(nameOf(f, "d4"), QStringLiteral("d4, red, 1 atom, last move"));
}

// Trails: towers, both heads with their direction and boost, the bases; Shift+arrows read without playing.
void TestBoardAccessible::trailsHeadsAndCursor() {
    test::BoardFixture f(QStringLiteral("trails"));
    QVERIFY(f.ok);
    const QStringList names = cellNames(f);
    QVERIFY(names.filter(QStringLiteral(", tower")).size() > 0);
    QCOMPARE(names.filter(QRegularExpression(QStringLiteral(", Blue head"))).size(), 1);
    QCOMPARE(names.filter(QRegularExpression(QStringLiteral(", Red head"))).size(), 1);
    f.key(Qt::Key_Right); // Blue plays right
    QCOMPARE(f.model.plyCount(), 1);
    const QStringList after = cellNames(f);
    const QString head = after.filter(QStringLiteral("Blue head")).value(0);
    QVERIFY2(head.contains(QLatin1String("Blue head, heading right")), qPrintable(head));
    QVERIFY2(after.filter(QStringLiteral("Blue trail")).size() + after.filter(QStringLiteral("Blue base")).size() > 0,
             qPrintable(after.join(QLatin1Char('\n'))));
    qInfo("\"%s\"", qPrintable(head));
    QTest::keyClick(f.view.get(), Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(f.model.plyCount(), 1);
    QVERIFY(f.view->cellMarks(f.view->cursorCell()) & CellItem::Cursor);
}

QTEST_MAIN(TestBoardAccessible)
#include "test_board_accessible.moc"
