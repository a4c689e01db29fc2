// The board by ear beyond the cursor, in every game: a legal cell says what playing there would do (the same typed
// effects the board's preview draws), the jump keys (O, E, T; Shift goes back) move the cursor to the next piece
// of a side or legal move and the cell is said, the readouts (R, C, Y, X, Shift+M) say a row, a column, a side's
// pieces and the legal moves, returning to the board says the cursor's cell, and the move box (M, /) plays a typed
// move the way a click does.
#include "boardtesthelpers.h"

#include "ui/board/accessibleevents.h"
#include "ui/board/cellitem.h"
#include "ui/board/movebox.h"
#include "ui/gameui/gameui.h"
#include "ui/text/cellphrase.h"
#include "ui/text/labels.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QCompleter>
#include <QLineEdit>
#include <QPushButton>
#include <QStringListModel>
#include <QtTest>

using namespace gamut;

namespace {

QList<int> focusChildren; // the cells a Focus event on the board named, in order
void record(QAccessibleEvent *event) {
    if (event->type() == QAccessible::Focus && event->child() >= 0)
        focusChildren << event->child();
}

BoardTraits::Input inputOf(const QString &game) { return findGameUi(game)->board.input; }

QString nameOf(test::BoardFixture &f, int cell) {
    return QAccessible::queryAccessibleInterface(f.view.get())->child(cell)->text(QAccessible::Name);
}

// Everything the board said (its message signal) while `action` ran.
QStringList said(test::BoardFixture &f, const std::function<void()> &action) {
    QSignalSpy spy(f.view.get(), &BoardView::message);
    action();
    QStringList list;
    for (const QList<QVariant> &args : spy)
        list << args.at(0).toString();
    return list;
}

// Plays the first legal moves until the position has pieces of both sides (or `plies` moves).
void playOn(test::BoardFixture &f, int plies) {
    for (int i = 0; i < plies && !f.model.isOver(); ++i) {
        MoveList moves;
        f.model.position().legalMoves(moves);
        f.model.playMove(moves[(i * 5) % moves.size()]);
    }
}

} // namespace

class TestBoardReading : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { accessibleEvents::setWatcher(record); }
    void init() { focusChildren.clear(); }
    void cleanupTestCase() { accessibleEvents::setWatcher(nullptr); }

    void previewsSayWhatPlayWouldDo_data();
    void previewsSayWhatPlayWouldDo();
    void jumpsMoveTheCursor_data() { previewsSayWhatPlayWouldDo_data(); }
    void jumpsMoveTheCursor();
    void readouts_data() { previewsSayWhatPlayWouldDo_data(); }
    void readouts();
    void returningSaysTheCursor();
    void moveBoxPlaysAsAClick_data() { previewsSayWhatPlayWouldDo_data(); }
    void moveBoxPlaysAsAClick();
    void escapeSaysPutBack();
};

void TestBoardReading::previewsSayWhatPlayWouldDo_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : test::gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

// Each legal cell's name says what the move would do, by the kind of each of its effects; checked over 30 moves.
void TestBoardReading::previewsSayWhatPlayWouldDo() {
    QFETCH(QString, game);
    test::BoardFixture f(game);
    QVERIFY(f.ok);
    int checked = 0;
    QString example;
    for (int ply = 0; ply < 30 && !f.model.isOver(); ++ply) {
        const GameState &now = f.model.position();
        MoveList moves;
        now.legalMoves(moves);
        if (inputOf(game) == BoardTraits::Input::PickPiece) {
            // A piece picked: its targets say what the move would take.
            f.click(now.moveCells(moves[ply % moves.size()]).from);
            QVERIFY(f.view->selectedCell() >= 0);
        }
        for (int cell = 0; cell < f.view->cellCount(); ++cell) {
            if (!(f.view->cellMarks(cell) & CellItem::Legal))
                continue;
            const Move move = now.moveForClick(cell, f.view->selectedCell());
            QVERIFY(move != kNoMove);
            const MoveEffects effects = now.describeMove(move);
            const std::unique_ptr<GameState> after = now.clone();
            after->play(move);
            const bool explodes = std::any_of(effects.begin(), effects.end(),
                                              [](const EffectStep &s) { return s.kind == EffectKind::Wave; });
            QStringList expected;
            for (const EffectStep &step : effects) {
                if ((step.kind == EffectKind::Place || step.kind == EffectKind::Value) && !explodes)
                    expected << QStringLiteral("would be ") + cellContent(game, *after, step.changes.front().cell);
                else if (step.kind == EffectKind::Wave)
                    expected << QStringLiteral("would explode");
                else if (step.kind == EffectKind::Capture)
                    expected << QStringLiteral("would take the %1 piece")
                                    .arg(labels::sideName(game, now.cellFace(cell).owner).toLower());
                else if (step.kind == EffectKind::Tower)
                    expected << QStringLiteral("would take the tower");
                else if (step.kind == EffectKind::Ray)
                    expected << QStringLiteral("would turn ");
                else if (step.kind == EffectKind::Win)
                    expected << QStringLiteral("would win");
                else if (step.kind == EffectKind::Claim && step.changes.size() > 2)
                    expected << QStringLiteral("would claim ");
            }
            const QString name = nameOf(f, cell);
            for (const QString &words : std::as_const(expected))
                QVERIFY2(name.contains(words), qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(name, words)));
            if (!expected.isEmpty() && (example.isEmpty() || expected.size() > 1))
                example = name;
            ++checked;
        }
        if (f.view->selectedCell() >= 0)
            f.key(Qt::Key_Escape);
        f.model.playMove(moves[(ply * 3) % moves.size()]);
    }
    QVERIFY(checked > 0);
    qInfo("%s: %d legal cells read, e.g. \"%s\"", qPrintable(game), checked, qPrintable(example));
}

// O and E walk the cursor through one side's pieces and the other's, T through the cells a move is picked by;
// Shift walks back. Each jump makes the new cell the accessible focus (a screen reader says it).
void TestBoardReading::jumpsMoveTheCursor() {
    QFETCH(QString, game);
    test::BoardFixture f(game);
    QVERIFY(f.ok);
    // The board sends its Focus events only while it has the focus; in a real X window that comes when the window
    // manager (or Xvfb) activates the window, after it is exposed: without this wait the first jump raced it.
    QTRY_VERIFY(f.view->hasFocus());
    playOn(f, 8);
    const GameState &now = f.model.position();
    const int you = now.turn();
    QVERIFY(you >= 0);
    struct Key {
        Qt::Key key;
        std::function<bool(int)> wanted;
    };
    MoveList moves;
    now.legalMoves(moves);
    QSet<int> picks;
    for (Move m : moves)
        picks << (inputOf(game) == BoardTraits::Input::PickPiece ? now.moveCells(m).from : now.moveCells(m).to);
    const QList<Key> keys{{Qt::Key_O, [&](int cell) { return now.cellFace(cell).owner == you; }},
                          {Qt::Key_E, [&](int cell) { return now.cellFace(cell).owner == 1 - you; }},
                          {Qt::Key_T, [&](int cell) { return picks.contains(cell); }}};
    for (const Key &key : keys) {
        int count = 0;
        for (int cell = 0; cell < f.view->cellCount(); ++cell)
            count += key.wanted(cell) ? 1 : 0;
        if (count == 0) { // a game without owners (Atom-4's pieces are colours): said, the cursor stays
            const int before = f.view->cursorCell();
            const QStringList words = said(f, [&] { f.key(key.key); });
            QCOMPARE(f.view->cursorCell(), before);
            QCOMPARE(words.size(), 1);
            continue;
        }
        QSet<int> visited;
        QList<int> forward;
        for (int i = 0; i < count; ++i) {
            focusChildren.clear();
            f.key(key.key);
            const int cell = f.view->cursorCell();
            QVERIFY2(key.wanted(cell), qPrintable(f.view->cellName(cell)));
            QCOMPARE(focusChildren.value(focusChildren.size() - 1, -1), cell);
            visited << cell;
            forward << cell;
        }
        QCOMPARE(int(visited.size()), count); // each once, round the board
        // Shift goes back the same way.
        QTest::keyClick(f.view.get(), key.key, Qt::ShiftModifier);
        QCOMPARE(f.view->cursorCell(), forward.value(forward.size() - 2, forward.last()));
    }
    QCOMPARE(f.model.plyCount(), 8); // jumping plays nothing
}

// R and C say the cursor's row and column, Y and X the pieces of each side, Shift+M the legal moves.
void TestBoardReading::readouts() {
    QFETCH(QString, game);
    test::BoardFixture f(game);
    QVERIFY(f.ok);
    playOn(f, 10);
    const GameState &now = f.model.position();
    const BoardGeometry g = now.geometry();
    const int cursor = f.view->cursorCell();
    const QString rank = QString::number(cursor / g.columns + 1);
    const QStringList row = said(f, [&] { f.key(Qt::Key_R); });
    QCOMPARE(row.size(), 1);
    QVERIFY2(row[0].startsWith(QStringLiteral("Row %1: ").arg(rank)), qPrintable(row[0]));
    const QStringList column = said(f, [&] { f.key(Qt::Key_C); });
    QCOMPARE(column.size(), 1);
    QVERIFY2(column[0].startsWith(QStringLiteral("Column ")), qPrintable(column[0]));
    for (int c = 0; c < g.columns; ++c) // every occupied cell of the row is named, with what is on it
        if (const int cell = g.index(c, cursor / g.columns); now.cellFace(cell).occupied())
            QVERIFY2(row[0].contains(f.view->cellName(cell)) && row[0].contains(cellContent(game, now, cell)),
                     qPrintable(row[0]));
    const QStringList mine = said(f, [&] { f.key(Qt::Key_Y); });
    const QStringList theirs = said(f, [&] { f.key(Qt::Key_X); });
    QCOMPARE(mine.size(), 1);
    QCOMPARE(theirs.size(), 1);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const QRegularExpression named(QStringLiteral("[ :,]%1( and|[,.])").arg(f.view->cellName(cell)));
        if (now.cellFace(cell).owner == now.turn())
            QVERIFY2(named.match(mine[0]).hasMatch(), qPrintable(mine[0]));
        else if (now.cellFace(cell).owner == 1 - now.turn())
            QVERIFY2(named.match(theirs[0]).hasMatch(), qPrintable(theirs[0]));
    }
    QVERIFY2(mine[0].contains(labels::sideName(game, now.turn())), qPrintable(mine[0]));
    QTest::keyClick(f.view.get(), Qt::Key_M, Qt::ShiftModifier);
    const QStringList legal = said(f, [&] { QTest::keyClick(f.view.get(), Qt::Key_M, Qt::ShiftModifier); });
    QCOMPARE(legal.size(), 1);
    qInfo("%s | %s | %s | %s | %s", qPrintable(row[0]), qPrintable(column[0]), qPrintable(mine[0]),
          qPrintable(theirs[0]), qPrintable(legal[0]));
    QCOMPARE(f.view->cursorCell(), cursor); // reading moves nothing
    QCOMPARE(f.model.plyCount(), 10);
}

// Coming back to the board (from a button, a dock, a dialog), the cursor's cell is said.
void TestBoardReading::returningSaysTheCursor() {
    test::BoardFixture f(test::gameIds().constFirst());
    QVERIFY(f.ok);
    QPushButton elsewhere(QStringLiteral("elsewhere"), f.view.get());
    elsewhere.show();
    elsewhere.setFocus();
    QTRY_VERIFY(elsewhere.hasFocus());
    focusChildren.clear();
    f.view->setFocus();
    QTRY_VERIFY(!focusChildren.isEmpty());
    QCOMPARE(focusChildren.last(), f.view->cursorCell());
}

// M (and /) opens a line at the foot of the board; a legal move typed there plays as a click does, a wrong one is
// refused with its reason and stays to be mended, Escape goes back to the board.
void TestBoardReading::moveBoxPlaysAsAClick() {
    QFETCH(QString, game);
    test::BoardFixture f(game);
    QVERIFY(f.ok);
    f.key(Qt::Key_M);
    MoveBox *box = f.view->moveBox();
    QVERIFY(box && box->isVisible());
    QTRY_VERIFY(box->line()->hasFocus());
    QVERIFY(!box->line()->accessibleName().isEmpty());
    // The legal moves complete what is typed.
    const std::vector<std::string> legal = f.model.position().legalMoveTexts();
    auto *completions = qobject_cast<QStringListModel *>(box->completer()->model());
    QVERIFY(completions);
    QCOMPARE(completions->stringList().size(), int(legal.size()));
    // Tab says the moves that complete what is typed.
    const QString prefix = QString::fromStdString(legal.front()).left(1);
    const QStringList completing = said(f, [&] {
        QTest::keyClicks(box->line(), prefix);
        QTest::keyClick(box->line(), Qt::Key_Tab);
    });
    QCOMPARE(completing.size(), 1);
    QVERIFY2(completing[0].contains(QString::fromStdString(legal.front())), qPrintable(completing[0]));
    QVERIFY(box->line()->hasFocus());
    box->line()->clear();
    // A token that is no move here: refused with why, nothing played, the line still open.
    const QStringList refused = said(f, [&] {
        QTest::keyClicks(box->line(), QStringLiteral("zz99"));
        QTest::keyClick(box->line(), Qt::Key_Return);
    });
    QCOMPARE(refused.size(), 1);
    QVERIFY2(refused[0].startsWith(QLatin1String("zz99")) && refused[0].size() > 8, qPrintable(refused[0]));
    QCOMPARE(f.model.plyCount(), 0);
    QVERIFY(box->isVisible());
    // A legal move plays, and the focus is back on the board.
    const QString token = QString::fromStdString(legal[legal.size() / 2]);
    box->line()->clear();
    QTest::keyClicks(box->line(), token);
    QTest::keyClick(box->line(), Qt::Key_Return);
    QCOMPARE(f.model.plyCount(), 1);
    QCOMPARE(f.model.moveTexts().constFirst(), token);
    QVERIFY(!box->isVisible());
    QTRY_VERIFY(f.view->hasFocus());
    // "/" opens it too; Escape closes it and nothing is played.
    f.key(Qt::Key_Slash);
    QTRY_VERIFY(box->line()->hasFocus());
    QTest::keyClick(box->line(), Qt::Key_Escape);
    QVERIFY(!box->isVisible());
    QTRY_VERIFY(f.view->hasFocus());
    QCOMPARE(f.model.plyCount(), 1);
    qInfo("%s: refused \"%s\", played %s", qPrintable(game), qPrintable(refused[0]), qPrintable(token));
}

// A picked piece put back (Escape, or a click beside the board) is said.
void TestBoardReading::escapeSaysPutBack() {
    for (const QString &game : test::gameIds()) {
        if (inputOf(game) != BoardTraits::Input::PickPiece)
            continue;
        test::BoardFixture f(game);
        QVERIFY(f.ok);
        MoveList moves;
        f.model.position().legalMoves(moves);
        const int from = f.model.position().moveCells(moves[0]).from;
        f.click(from);
        QCOMPARE(f.view->selectedCell(), from);
        QStringList words = said(f, [&] { f.key(Qt::Key_Escape); });
        QCOMPARE(words, QStringList{QStringLiteral("%1 put back").arg(f.view->cellName(from))});
        f.click(from);
        words = said(f, [&] {
            QTest::mouseClick(f.view->viewport(), Qt::LeftButton, {}, QPoint(2, 2)); // beside the board
        });
        QCOMPARE(f.view->selectedCell(), -1);
        QCOMPARE(words, QStringList{QStringLiteral("%1 put back").arg(f.view->cellName(from))});
    }
}

QTEST_MAIN(TestBoardReading)
#include "test_board_reading.moc"
