// The window with its game library (gui.md "The library"): replacing a game (Play Again, New Game, Restart, Open,
// Paste) asks nothing and keeps the game before in the library, the status line says so and brings it back;
// quitting keeps the last move; Game ▸ Library (Ctrl+L) lists the kept games, filters as one types, opens a game
// identical to what was played, resumes it at its end, exports it, deletes with Undo and imports a folder; a
// damaged library is said on the status line and set aside, never emptied.
#include "windowtesthelpers.h"

#include "ui/dialogs/gameoverdialog.h"
#include "ui/dialogs/statisticsdialog.h"
#include "ui/library/librarydialog.h"
#include "ui/library/librarytable.h"
#include "ui/panels/statusline.h"
#include "ui/settings/statistics.h"
#include "ui/window/actions.h"
#include "ui/window/fileactions.h"
#include "ui/window/libraryui.h"
#include "ui/window/mainwindow.h"

#include "core/library/gamelibrary.h"
#include "core/library/librarykeeper.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gamut;

class TestWindowLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void init() {
        // Each test its own library file (a name the window reads from the environment).
        path_ = dir_.filePath(QStringLiteral("library-%1.sqlite").arg(++count_));
        qputenv("GAMUT_LIBRARY", path_.toUtf8());
        AppSettings::setAskBeforeAbandon(true);
    }
    void cleanupTestCase() { test::withLibrary(); }

    void replacingAsksNothing_data();
    void replacingAsksNothing();
    void backToIt();
    void quittingKeepsTheLastMove();
    void dialogFiltersOpensAndResumes();
    void deleteWithUndoExportImport();
    void damagedLibraryIsSaid();
    void statisticsReadTheLibrary();

private:
    QTemporaryDir dir_;
    QString path_;
    int count_ = 0;
};

namespace {

// The games the window's library holds now (asked on its thread, answered by a signal).
std::vector<LibraryGame> keptGames(MainWindow &window) {
    GameLibrary *library = window.library()->library();
    QSignalSpy listed(library, &GameLibrary::listed);
    library->list();
    if (!listed.wait(5000))
        return {};
    return listed.first().first().value<std::vector<LibraryGame>>();
}

QString keptText(MainWindow &window, qint64 id) {
    GameLibrary *library = window.library()->library();
    QSignalSpy fetched(library, &GameLibrary::fetched);
    library->fetch(id);
    return fetched.wait(5000) ? fetched.first().at(1).toString() : QString();
}

// The window's Library dialog, shown by its shortcut, once its list arrived.
LibraryDialog *showLibrary(MainWindow &window) {
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    LibraryDialog *dialog = window.library()->dialog();
    if (!dialog)
        return nullptr;
    QSignalSpy shown(dialog, &LibraryDialog::listShown);
    if (dialog->table()->rowCount() == 0 && !shown.wait(5000))
        return nullptr;
    return dialog;
}

// Selects the row of the game with `uid` in the dialog's list.
bool selectGame(LibraryDialog *dialog, const QString &uid) {
    for (int row = 0; row < dialog->filter()->rowCount(); ++row) {
        const QModelIndex index = dialog->filter()->index(row, 0);
        if (dialog->filter()->game(index).uid == uid) {
            dialog->view()->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                         QItemSelectionModel::Rows);
            return true;
        }
    }
    return false;
}

} // namespace

void TestWindowLibrary::replacingAsksNothing_data() {
    QTest::addColumn<QString>("path");
    for (const char *path : {"play again", "new game", "restart", "open", "paste"})
        QTest::newRow(path) << path;
}

// The question of the last round (Save / Discard / Cancel after every game) is gone: the game goes to the library.
void TestWindowLibrary::replacingAsksNothing() {
    QFETCH(QString, path);
    const QString file = dir_.filePath(QStringLiteral("other.gamut"));
    {
        MainWindow other;
        other.newGame(test::humans(QStringLiteral("loa")));
        test::playMoves(*other.model(), 2);
        QVERIFY(other.files()->saveTo(file));
    }
    MainWindow window;
    window.resize(1100, 760);
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    test::playMoves(*window.model(), 5);
    QVERIFY(window.model()->resign(0)); // a finished game, in no file
    QVERIFY(window.model()->isModified());
    int asked = 0;
    window.files()->askSaveChanges = [&] {
        ++asked;
        return FileActions::Answer::Cancel;
    };
    window.files()->askOpenPath = [file] { return file; };
    const QString played = window.model()->copyText(), identity = window.model()->gameIdentity();
    QApplication::clipboard()->setText(QStringLiteral("1. a1 h8"));
    Actions *a = window.actions();
    if (path == QLatin1String("play again"))
        window.gameOverDialog()->playAgainButton()->click();
    else if (path == QLatin1String("new game"))
        QVERIFY(window.newGame(test::humans(QStringLiteral("trails")), true));
    else if (path == QLatin1String("restart"))
        a->restart->trigger();
    else if (path == QLatin1String("open"))
        a->open->trigger();
    else
        a->pasteGame->trigger();
    QCOMPARE(asked, 0);
    QVERIFY(window.model()->gameIdentity() != identity); // replaced
    qInfo("status line: %s [%s]", qPrintable(window.statusLine()->messageText()),
          qPrintable(window.statusLine()->offerText()));
    QVERIFY(window.statusLine()->messageText().contains(QLatin1String("in the library")));
    QVERIFY(window.statusLine()->messageText().contains(QLatin1String("Atoms, 5 moves")));
    QCOMPARE(window.statusLine()->offerText(), QStringLiteral("&Back to It"));
    // The game is in the library exactly as played, finished and lost by the first side.
    const auto games = keptGames(window);
    const auto kept = std::find_if(games.begin(), games.end(), [&](const LibraryGame &g) { return g.uid == identity; });
    QVERIFY(kept != games.end());
    QVERIFY(kept->finished);
    QCOMPARE(kept->winner, 1);
    QCOMPARE(keptText(window, kept->id), played);
}

// The status line's Back to It brings the game before back, as it was, and the one it replaced is kept too.
void TestWindowLibrary::backToIt() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    test::playMoves(*window.model(), 4);
    window.model()->jumpToPly(2); // left while looking back: it comes back there
    const QString first = window.model()->copyText();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atom4")), true));
    test::playMoves(*window.model(), 3);
    const QString second = window.model()->copyText();
    QVERIFY(window.statusLine()->offerButton()->isVisible() || !window.isVisible());
    window.statusLine()->offerButton()->click();
    QCOMPARE(window.model()->gameId(), QStringLiteral("loa"));
    QCOMPARE(window.model()->copyText(), first);
    QCOMPARE(window.model()->ply(), 2);
    // Now the Atom-4 game is the one that went to the library, and it can be had back the same way.
    QVERIFY(window.statusLine()->messageText().contains(QLatin1String("Atom-4, 3 moves")));
    window.statusLine()->offerButton()->click();
    QCOMPARE(window.model()->copyText(), second);
    QCOMPARE(keptGames(window).size(), std::size_t(2)); // two games, each once
}

// Closing the window keeps the game as it is at its last move: a new window's library has it.
void TestWindowLibrary::quittingKeepsTheLastMove() {
    QString played, identity;
    {
        MainWindow window;
        window.show();
        QVERIFY(window.newGame(test::humans(QStringLiteral("trails"))));
        test::playMoves(*window.model(), 3);
        played = window.model()->copyText();
        identity = window.model()->gameIdentity();
        int asked = 0;
        window.files()->askSaveChanges = [&] {
            ++asked;
            return FileActions::Answer::Cancel;
        };
        AppSettings::setAutosave(false); // even then: nothing asked, nothing lost
        QVERIFY(window.close());
        QCOMPARE(asked, 0);
    }
    MainWindow again;
    const auto games = keptGames(again);
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].uid, identity);
    QCOMPARE(games[0].plies, 3);
    QCOMPARE(keptText(again, games[0].id), played);
}

// Ctrl+L: the list, filtered as one types the opponent and picks a game and a result; Open shows the game as it was
// left (reopening identical), Resume at its end with its seats.
void TestWindowLibrary::dialogFiltersOpensAndResumes() {
    MainWindow window;
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    struct Played {
        QString game, opponent, text, uid;
    };
    std::vector<Played> played;
    for (const auto &[game, opponent] : {std::pair{"loa", "Bea"}, {"atoms", "Carl"}, {"loa", "Carla"}}) {
        GameSetup setup = test::humans(QString::fromLatin1(game));
        QVERIFY(window.newGame(setup, true));
        window.model()->setPlayer(1, QString::fromLatin1(opponent));
        window.model()->setPlayer(0, QStringLiteral("Ada"));
        test::playMoves(*window.model(), 6);
        window.model()->jumpToPly(3);
        played.push_back({QString::fromLatin1(game), QString::fromLatin1(opponent), window.model()->copyText(),
                          window.model()->gameIdentity()});
    }
    QVERIFY(window.newGame(test::humans(QStringLiteral("trails")), true)); // the last one goes in too
    LibraryDialog *dialog = showLibrary(window);
    QVERIFY(dialog);
    QTRY_COMPARE(dialog->table()->rowCount(), 3);
    QVERIFY(dialog->opponentField()->hasFocus());
    QTest::keyClicks(dialog->opponentField(), QStringLiteral("car"));
    QCOMPARE(dialog->filter()->rowCount(), 2); // Carl and Carla, any case
    // A filter leaves a game the person sees selected (the first), so that Open works at once (issue 29).
    const auto selectedOpponent = [dialog] {
        const QModelIndexList rows = dialog->view()->selectionModel()->selectedRows();
        return rows.size() == 1 ? dialog->filter()->game(rows.front()).opponent() : QStringLiteral("(none)");
    };
    QCOMPARE(selectedOpponent(), dialog->filter()->game(dialog->filter()->index(0, 0)).opponent());
    QVERIFY(dialog->openButton()->isEnabled());
    dialog->gameBox()->setCurrentIndex(dialog->gameBox()->findData(QStringLiteral("loa")));
    QCOMPARE(dialog->filter()->rowCount(), 1);
    QCOMPARE(selectedOpponent(), QStringLiteral("Ada \u2013 Carla"));
    QVERIFY(dialog->openButton()->isEnabled());
    QCOMPARE(dialog->filter()->game(dialog->filter()->index(0, 0)).opponent(),
             QStringLiteral("Ada \u2013 Carla")); // two people
    dialog->resultBox()->setCurrentIndex(int(LibraryFilter::Results::Finished));
    QCOMPARE(dialog->filter()->rowCount(), 0);
    QVERIFY(!dialog->openButton()->isEnabled());
    dialog->resultBox()->setCurrentIndex(int(LibraryFilter::Results::Unfinished));
    QCOMPARE(dialog->filter()->rowCount(), 1);
    QCOMPARE(selectedOpponent(), QStringLiteral("Ada \u2013 Carla"));
    // Down in the opponent field goes on to the list, at that game.
    dialog->opponentField()->setFocus();
    QTest::keyClick(dialog->opponentField(), Qt::Key_Down);
    QTRY_VERIFY(dialog->view()->hasFocus());
    QCOMPARE(dialog->view()->currentIndex().row(), 0);
    dialog->opponentField()->clear();
    dialog->gameBox()->setCurrentIndex(0);
    QCOMPARE(dialog->filter()->rowCount(), 3);

    // Open: the game exactly as it was left, where it was looked at.
    QVERIFY(selectGame(dialog, played[0].uid));
    QVERIFY(dialog->openButton()->isEnabled());
    dialog->openButton()->click();
    QTRY_COMPARE(window.model()->gameIdentity(), played[0].uid);
    QCOMPARE(window.model()->copyText(), played[0].text);
    QCOMPARE(window.model()->ply(), 3);
    QCOMPARE(window.model()->player(1), QStringLiteral("Bea"));
    // Resume: at the end, to play on.
    QVERIFY(selectGame(dialog, played[1].uid));
    dialog->resumeButton()->click();
    QTRY_COMPARE(window.model()->gameIdentity(), played[1].uid);
    QCOMPARE(window.model()->ply(), window.model()->plyCount());
    QCOMPARE(window.model()->plyCount(), 6);
    // The first game was only looked at, not changed: still one entry each.
    QTRY_COMPARE(dialog->table()->rowCount(), 3);
}

void TestWindowLibrary::deleteWithUndoExportImport() {
    MainWindow window;
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList texts;
    for (const char *game : {"addtraction", "atom4"}) {
        QVERIFY(window.newGame(test::humans(QString::fromLatin1(game)), true));
        test::playMoves(*window.model(), 4);
        texts << window.model()->copyText();
    }
    const QString lastUid = window.model()->gameIdentity();
    LibraryDialog *dialog = showLibrary(window);
    QVERIFY(dialog);
    QTRY_COMPARE(dialog->table()->rowCount(), 2);

    // Export: the kept text, byte for byte, where the person said.
    const QString exported = dir_.filePath(QStringLiteral("exported.gamut"));
    QString suggested;
    dialog->askExportPath = [&](const QString &name) {
        suggested = name;
        return exported;
    };
    QVERIFY(selectGame(dialog, lastUid));
    dialog->exportButton()->click();
    QTRY_VERIFY(QFile::exists(exported));
    QVERIFY(suggested.endsWith(QLatin1String(".gamut")));
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), texts[1]);
    QVERIFY(dialog->messageText().contains(QLatin1String("Saved as")));

    // Delete (the key, in the list), then Undo.
    dialog->view()->setFocus();
    QTest::keyClick(dialog->view(), Qt::Key_Delete);
    QTRY_COMPARE(dialog->table()->rowCount(), 1);
    QCOMPARE(dialog->messageText(), QStringLiteral("Deleted 1 game."));
    QVERIFY(dialog->undoButton()->isVisible());
    dialog->undoButton()->click();
    QTRY_COMPARE(dialog->table()->rowCount(), 2);

    // Import a folder: the exported game is the same game (its GameId), a new file is a new one, a bad one is named.
    const QString folder = dir_.filePath(QStringLiteral("import"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(exported, folder + QStringLiteral("/same.gamut")));
    {
        MainWindow other;
        other.newGame(test::humans(QStringLiteral("trails")));
        test::playMoves(*other.model(), 2);
        QVERIFY(other.files()->saveTo(folder + QStringLiteral("/new.gamut")));
        QFile bad(folder + QStringLiteral("/bad.gamut"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("[Format \"gamut 1\"]\n[Game \"nosuchgame\"]\n");
    }
    dialog->askImportFolder = [&] { return folder; };
    dialog->importButton()->click();
    // The other window kept its trails game in this library too: new.gamut is that game (its GameId), same.gamut the
    // exported one: both replace their entries, none is doubled.
    QTRY_VERIFY(dialog->messageText().startsWith(QLatin1String("Imported")));
    QTRY_COMPARE(dialog->table()->rowCount(), 3);
    QTRY_VERIFY(dialog->messageText().startsWith(QLatin1String("Imported 2 games.")));
    qInfo("%s", qPrintable(dialog->messageText()));
    QVERIFY(dialog->messageText().contains(QLatin1String("bad.gamut")));
}

// A library file that is no database: the window says so, sets it aside (kept byte for byte) and starts a new one.
void TestWindowLibrary::damagedLibraryIsSaid() {
    {
        QFile file(path_);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(9000, 'x'));
    }
    MainWindow window;
    window.show();
    QTRY_VERIFY(window.statusLine()->messageText().contains(QLatin1String("damaged")));
    qInfo("%s", qPrintable(window.statusLine()->messageText()));
    const QStringList aside = QDir(dir_.path()).entryList({QFileInfo(path_).fileName() + QStringLiteral(".damaged-*")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(dir_.filePath(aside[0])).size(), 9000);
    QVERIFY(window.library()->library()->isKeeping());
}

QTEST_MAIN(TestWindowLibrary)
// Game ▸ Statistics reads the library (gui.md): with the settings' own counts gone, the finished games kept in the
// library are still counted, per game and opponent; Reset counts from then on, and the games stay in the library.
void TestWindowLibrary::statisticsReadTheLibrary() {
    MainWindow window;
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Ada against "Random" (not a person: the library names Ada the person), then Ada against Bea at this window.
    for (const char *opponent : {"Random", "Bea"}) {
        QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction")), true));
        window.model()->setPlayer(0, QStringLiteral("Ada"));
        window.model()->setPlayer(1, QLatin1String(opponent));
        test::playMoves(*window.model(), 200);
        QVERIFY(window.model()->isOver());
    }
    const int twoPeopleWinner = window.model()->winner();               // the last game played: Ada against Bea
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa")), true)); // unfinished: not counted
    test::playMoves(*window.model(), 4);
    QTRY_COMPARE(int(keptGames(window).size()), 3);
    QSettings().remove(QStringLiteral("stats")); // the settings' counts: nothing left to read there

    auto *action = window.findChild<QAction *>(QStringLiteral("statistics"));
    QVERIFY(action);
    action->trigger();
    auto *dialog = window.findChild<StatisticsDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->readsLibrary());
    QTableWidget *table = dialog->table();
    QStringList rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < table->columnCount(); ++column)
            cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
        rows << cells.join(QLatin1Char('|'));
    }
    qInfo("%s", qPrintable(rows.join(QStringLiteral(" / "))));
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(rows[0].startsWith(QStringLiteral("AddTraction|Two people|")));
    QCOMPARE(table->item(0, 2)->text(), twoPeopleWinner == 0 ? QStringLiteral("1") : QStringLiteral("0"));
    QVERIFY(rows[1].startsWith(QStringLiteral("AddTraction|Random|")));
    QVERIFY(rows[1].endsWith(QStringLiteral("|1")));

    // Reset: nothing counted from now on, the games still in the library.
    test::ModalWatcher watcher(QMessageBox::Reset);
    QTest::mouseClick(dialog->resetButton(), Qt::LeftButton);
    QTRY_COMPARE(table->columnSpan(0, 0), table->columnCount());
    QCOMPARE(int(keptGames(window).size()), 3);
}

#include "test_window_library.moc"
