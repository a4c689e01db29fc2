// Shared by the Play Online window tests (test_lobby_window, test_lobby_correspondence): a main window ready to
// play, signing up in its lobby dialog (Game ▸ Play Online, Connect, Register), a move clicked on its board, and
// the first legal move of its position.
#pragma once

#include "windowtesthelpers.h"

#include "core/geometry.h"
#include "ui/board/boardview.h"
#include "ui/network/lobbydialog.h"
#include "ui/network/lobbygamespage.h"
#include "ui/network/lobbysession.h"
#include "ui/network/networkui.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
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

// The first argument of each signal caught (the messages said).
inline QStringList texts(const QSignalSpy &spy) {
    QStringList all;
    for (const QList<QVariant> &args : spy)
        all << args.at(0).toString();
    return all;
}

// A shown main window at an Atoms game of two people, without animations (the game found online replaces it).
inline std::unique_ptr<MainWindow> makeLobbyWindow() {
    auto window = std::make_unique<MainWindow>();
    window->newGame(humans(QStringLiteral("atoms")));
    BoardOptions options = window->board()->options();
    options.animation = AnimationSpeed::Off;
    window->board()->setOptions(options);
    window->resize(1000, 760);
    window->show();
    return window;
}

// Game ▸ Play Online, the server typed in, Connect, a name and a password, Register (which signs in). The dialog,
// or nullptr when a step failed.
inline LobbyDialog *signUpInWindow(MainWindow &window, quint16 port, const QString &name) {
    window.actions()->playOnline->trigger();
    LobbyDialog *dialog = window.network()->lobbyDialog();
    if (!dialog->isVisible())
        return nullptr;
    dialog->serverEdit()->setText(QStringLiteral("gamut://127.0.0.1:%1").arg(port));
    if (!dialog->connectToServer())
        return nullptr;
    if (!QTest::qWaitFor([&] { return dialog->session()->hasLobby(); }, 5000))
        return nullptr;
    dialog->nameEdit()->setText(name);
    dialog->passwordEdit()->setText(QStringLiteral("password1"));
    if (!dialog->registerAccount())
        return nullptr;
    if (!QTest::qWaitFor([&] { return dialog->session()->account() == name; }, 10000))
        return nullptr;
    return dialog;
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

// The title of the lobby's Games tab ("&Games (1 your turn)").
inline QString gamesTab(const LobbyDialog *dialog) {
    return dialog->tabs()->tabText(dialog->tabOf(dialog->gamesPage()));
}

} // namespace gamut::test
