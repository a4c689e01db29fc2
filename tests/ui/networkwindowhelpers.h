// Shared by the window tests that play at a server's table (test_network_window, test_network_clocks, and the Play
// Online tests through lobbywindowhelpers.h): a shown main window ready to play, a move clicked on its board, the
// first legal move of its position, and the server itself in the test's process (tests/net's ServerFixture: a free
// loopback port, its data in a temporary folder).
#pragma once

#include "windowtesthelpers.h"

#include "core/geometry.h"
#include "tests/net/serverfixture.h"
#include "ui/board/boardview.h"
#include "ui/window/mainwindow.h"

#include <QRegularExpression>
#include <QSize>
#include <QTest>

#include <memory>

namespace gamut::test {

// The cells a move's text names ("b1-b3": b1 then b3), in the order they are clicked.
inline QList<int> cellsOf(const GameModel &model, const QString &move) {
    QList<int> cells;
    for (const QString &part : move.split(QRegularExpression(QStringLiteral("[-x]")))) {
        const auto cell = parseCell(part.toStdString(), model.position().geometry());
        cells << (cell ? *cell : -1);
    }
    return cells;
}

inline QString firstLegalMove(const GameModel &model) {
    MoveList moves;
    model.position().legalMoves(moves);
    return moves.size() > 0 ? QString::fromStdString(model.position().moveText(moves[0])) : QString();
}

// Clicks the move's cells on the window's board; false when a cell is not on the board.
inline bool clickMove(MainWindow &window, const QString &move) {
    for (int cell : cellsOf(*window.model(), move)) {
        if (cell < 0)
            return false;
        QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(cell));
    }
    return true;
}

// A shown main window at a game of two people at this window, without animations (a table's game replaces it).
inline std::unique_ptr<MainWindow> shownWindow(const QString &game, QSize size) {
    auto window = std::make_unique<MainWindow>();
    window->newGame(humans(game));
    BoardOptions options = window->board()->options();
    options.animation = AnimationSpeed::Off;
    window->board()->setOptions(options);
    window->resize(size);
    window->show();
    return window;
}

} // namespace gamut::test
