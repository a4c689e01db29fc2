// Shared by the Play Online window tests (test_lobby_window, test_lobby_correspondence): a main window ready to
// play, signing up in its lobby dialog (Game ▸ Play Online, Connect, Register), and what every window test at a
// server's table uses (networkwindowhelpers.h: a move clicked on the board, the first legal move).
#pragma once

#include "networkwindowhelpers.h"

#include "ui/board/boardview.h"
#include "ui/network/lobbydialog.h"
#include "ui/network/lobbygamespage.h"
#include "ui/network/lobbysession.h"
#include "ui/network/networkui.h"
#include "ui/network/onlinesettings.h"

#include "core/net/serveraddress.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <memory>

namespace gamut::test {

// The first argument of each signal caught (the messages said).
inline QStringList texts(const QSignalSpy &spy) {
    QStringList all;
    for (const QList<QVariant> &args : spy)
        all << args.at(0).toString();
    return all;
}

// A shown main window at an Atoms game of two people, without animations (the game found online replaces it).
inline std::unique_ptr<MainWindow> makeLobbyWindow() { return shownWindow(QStringLiteral("atoms"), {1000, 760}); }

// Game ▸ Play Online, the server typed in, Connect, a name and a password, Register (which signs in). The dialog,
// or nullptr when a step failed.
inline LobbyDialog *signUpInWindow(MainWindow &window, quint16 port, const QString &name) {
    // The windows of one test share one settings file: the account an earlier window remembered would sign this
    // one in by itself ("Remember me").
    const QString server = QStringLiteral("gamut://127.0.0.1:%1").arg(port);
    OnlineSettings::forgetSession(net::parseServerAddress(server)->key());
    window.actions()->playOnline->trigger();
    LobbyDialog *dialog = window.network()->lobbyDialog();
    if (!dialog->isVisible())
        return nullptr;
    dialog->serverEdit()->setText(server);
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

// The title of the lobby's Games tab ("&Games (1 your turn)").
inline QString gamesTab(const LobbyDialog *dialog) {
    return dialog->tabs()->tabText(dialog->tabOf(dialog->gamesPage()));
}

} // namespace gamut::test
