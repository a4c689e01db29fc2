// A whole game of every game played with the keyboard alone: the cursor walks to a legal move with the arrow keys
// and Enter plays it (where a move starts from a piece, as in LOA: Enter on the piece, then on its target); a game
// whose moves are directions (Trails) plays them with the arrows and W/A/S/D. The first side's moves are a short
// search's, the second's a fixed spread, so that every game soon reaches its end.
#include "boardtesthelpers.h"

#include "ui/board/cellitem.h"

#include "core/ai/player.h"

#include <algorithm>

using namespace gamut;
using namespace gamut::test;

namespace {

// The first side plays what a short search prefers (two plies), the second a fixed spread of its legal moves, so that
// the first plays for the end and every game reaches it within a few dozen plies, whatever the game.
Move choose(const GameState &position, int ply) {
    if (position.turn() == 0)
        return bestMove(position, SearchLimits{2, 0, 20000}).move;
    MoveList legal;
    position.legalMoves(legal);
    return legal[(ply * 7 + 3) % legal.size()];
}

// Walks the cursor to `cell` with the arrow keys (the board is not flipped: Up is the next row).
bool walkTo(BoardFixture &f, int cell) {
    const int columns = f.model.position().geometry().columns;
    for (int guard = 0; guard < 200 && f.view->cursorCell() != cell; ++guard) {
        const int at = f.view->cursorCell();
        if (at % columns < cell % columns)
            f.key(Qt::Key_Right);
        else if (at % columns > cell % columns)
            f.key(Qt::Key_Left);
        else if (at / columns < cell / columns)
            f.key(Qt::Key_Up);
        else
            f.key(Qt::Key_Down);
    }
    return f.view->cursorCell() == cell;
}

} // namespace

class TestBoardKeyboard : public QObject {
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
};

void TestBoardKeyboard::wholeGame_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

void TestBoardKeyboard::wholeGame() {
    QFETCH(QString, game);
    BoardFixture f(game);
    QVERIFY(f.ok);
    // How the game's moves are picked (its window entry): by direction (arrow keys), a piece then its target, a cell.
    const bool byDirection = inputOf(game) == BoardTraits::Input::Direction,
               pickPiece = inputOf(game) == BoardTraits::Input::PickPiece;
    for (int ply = 0; !f.model.isOver(); ++ply) {
        QVERIFY2(ply < 400, "the game did not end");
        const Move move = choose(f.model.position(), ply);
        const std::string token = f.text(move);
        if (byDirection) {
            // Arrows on even plies, W/A/S/D on odd ones, towards the cell the move lands on.
            const bool wasd = ply % 2 == 1;
            const MoveCells cells = f.model.position().moveCells(move);
            const BoardGeometry g = f.model.position().geometry();
            const int columns = g.columns, dc = cells.to % columns - cells.from % columns,
                      dr = cells.to / columns - cells.from / columns;
            const Qt::Key key = dr > 0   ? (wasd ? Qt::Key_W : Qt::Key_Up)
                                : dr < 0 ? (wasd ? Qt::Key_S : Qt::Key_Down)
                                : dc < 0 ? (wasd ? Qt::Key_A : Qt::Key_Left)
                                         : (wasd ? Qt::Key_D : Qt::Key_Right);
            f.key(key);
        } else {
            const MoveCells cells = f.model.position().moveCells(move);
            if (pickPiece) {
                QVERIFY(walkTo(f, cells.from));
                f.key(ply % 2 ? Qt::Key_Space : Qt::Key_Return);
                QCOMPARE(f.view->selectedCell(), cells.from);
            }
            QVERIFY(walkTo(f, cells.to));
            f.key(ply % 2 ? Qt::Key_Space : Qt::Key_Return);
        }
        QCOMPARE(f.model.ply(), ply + 1);
        QCOMPARE(f.lastMoveText(), token);
    }
    // The cells that decided it are marked, and no others.
    const std::vector<int> won = f.model.decidingCells();
    qInfo("%s: %d plies, %s, %d winning cells", qPrintable(game), f.model.ply(),
          f.model.position().resultText().c_str(), int(won.size()));
    for (int cell = 0; cell < f.model.position().geometry().cellCount(); ++cell)
        QCOMPARE(bool(f.view->cellMarks(cell) & CellItem::Winning),
                 std::find(won.begin(), won.end(), cell) != won.end());
    // Over: Enter plays nothing more, and the controller says why (the board adds nothing).
    QSignalSpy messages(f.view.get(), &BoardView::message);
    QSignalSpy refused(&f.turns, &TurnController::refused);
    f.key(Qt::Key_Return);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(messages.count(), 0);
}

QTEST_MAIN(TestBoardKeyboard)
#include "test_board_keyboard.moc"
