// A whole game of every game played with the keyboard alone: the cursor walks to a legal move with the arrow keys
// and Enter plays it (LOA: Enter on the piece, then on its target); Trails plays its directions with the arrows and
// W/A/S/D. The moves are chosen to end the game soon (each side greedily), so every game reaches its end.
#include "boardtesthelpers.h"

#include "ui/board/cellitem.h"

#include <algorithm>

#include <cstring>

using namespace gamut;
using namespace gamut::test;

namespace {

std::int64_t figure(const GameState &position, const char *key, int side) {
    for (const Figure &f : position.figures())
        if (std::strcmp(f.key, key) == 0)
            return side == 0 ? f.first : f.second;
    return 0;
}

// LOA: how far a side's pieces lie from their centre (a greedy player that closes them up ends the game).
double spread(const GameState &position, int side) {
    const int columns = position.geometry().columns, cells = position.geometry().cellCount();
    double x = 0, y = 0, n = 0, total = 0;
    for (int cell = 0; cell < cells; ++cell)
        if (position.cellFace(cell).owner == side) {
            x += cell % columns;
            y += cell / columns;
            ++n;
        }
    for (int cell = 0; cell < cells && n > 0; ++cell)
        if (position.cellFace(cell).owner == side)
            total += std::max(std::abs(cell % columns - x / n), std::abs(cell / columns - y / n));
    return total;
}

// The legal move that looks best to a greedy player by a figure of the game, ties broken by the nearest target to
// the cursor (fewer key presses).
Move choose(const GameState &position, int cursor) {
    MoveList legal;
    position.legalMoves(legal);
    const int side = position.turn(), columns = position.geometry().columns;
    const std::string id(position.info().id);
    Move best = kNoMove;
    double bestScore = -1e300;
    for (Move m : legal) {
        auto after = position.clone();
        after->play(m);
        double score = 0;
        if (after->isOver())
            score = 1e12;
        else if (id == "loa")
            score = -double(figure(*after, "groups", side)) * 1000 - spread(*after, side) * 10;
        else if (id == "atoms")
            score = double(figure(*after, "cells", side) - figure(*after, "cells", 1 - side)) * 100;
        const int to = position.moveCells(m).to;
        score -= std::abs(to % columns - cursor % columns) + std::abs(to / columns - cursor / columns);
        if (score > bestScore) {
            bestScore = score;
            best = m;
        }
    }
    return best;
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
    const bool trails = game == QLatin1String("trails"), loa = game == QLatin1String("loa");
    for (int ply = 0; !f.model.isOver(); ++ply) {
        QVERIFY2(ply < 400, "the game did not end");
        const Move move = choose(f.model.position(), f.view->cursorCell());
        const std::string token = f.text(move);
        if (trails) {
            // Arrows on even plies, W/A/S/D on odd ones.
            const bool wasd = ply % 2 == 1;
            const Qt::Key key = token == "U"   ? (wasd ? Qt::Key_W : Qt::Key_Up)
                                : token == "D" ? (wasd ? Qt::Key_S : Qt::Key_Down)
                                : token == "L" ? (wasd ? Qt::Key_A : Qt::Key_Left)
                                               : (wasd ? Qt::Key_D : Qt::Key_Right);
            f.key(key);
        } else {
            const MoveCells cells = f.model.position().moveCells(move);
            if (loa) {
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
