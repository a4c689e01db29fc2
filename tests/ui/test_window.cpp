// The main window: the command line, each game opening, undo/redo through the actions and their shortcuts, the
// history list jumping on clicks and keys, the status line, the title.
#include "windowtesthelpers.h"

#include "ui/dialogs/newgamedialog.h"
#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/panels/statusline.h"
#include "ui/settings/appsettings.h"
#include "ui/text/labels.h"
#include "ui/window/actions.h"
#include "ui/window/commandline.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableView>
#include <QtTest>

using namespace gamut;

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void commandLineGood_data();
    void commandLineGood();
    void commandLineBad_data();
    void commandLineBad();
    void commandLineHelpAndVersion();

    void opensEveryGame();
    void menusHaveDistinctAccelerators();
    void undoRedoThroughActions();
    void undoRedoShortcuts();
    void historyClickJumps();
    void historyKeys();
    void historyFollowsWithoutReset();
    void statusSaysWhoseTurn();
    void titleShowsGameFileAndModified();
    void restartReplaysTheSetup();
    void geometryAndDocksRestored();
    void screenshots(); // only with GAMUT_SCREENSHOT_DIR set: pictures of the window to look at
};

void TestWindow::commandLineGood_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("fresh");
    QTest::newRow("nothing") << QStringList{} << QString() << false;
    QTest::newRow("game") << QStringList{"--game", "loa"} << "loa" << true;
    QTest::newRow("variant") << QStringList{"--game", "loa", "--variant", "olympiad"} << "loa" << true;
    QTest::newRow("trails setup") << QStringList{"--game=trails", "--variant=size=9,towers=3,distance=1"} << "trails"
                                  << true;
    QTest::newRow("seats") << QStringList{"--game", "atom4", "--first", "level:2", "--second", "atom4-classic:2"}
                           << "atom4" << true;
    QTest::newRow("random") << QStringList{"--game", "atoms", "--second", "random@7"} << "atoms" << true;
    QTest::newRow("new") << QStringList{"--new"} << QString() << true;
    QTest::newRow("load") << QStringList{"--load", "/tmp/x.gamut"} << QString() << false;
    QTest::newRow("lang") << QStringList{"--lang", "de"} << QString() << false;
    QTest::newRow("variant of the last game") << QStringList{"--variant", "olympiad"} << QString() << true;
}

void TestWindow::commandLineGood() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, game);
    QFETCH(bool, fresh);
    const CommandLine result = parseCommandLine(QStringList{"gamut"} + arguments, QStringLiteral("loa"));
    QVERIFY2(!result.exit, qPrintable(result.error));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.options.game.value_or(QString()), game);
    QCOMPARE(result.options.newGame, fresh);
    if (arguments.contains(QStringLiteral("--load")))
        QCOMPARE(result.options.loadFile, QStringLiteral("/tmp/x.gamut"));
    if (arguments.contains(QStringLiteral("--lang")))
        QCOMPARE(result.options.language, QStringLiteral("de"));
}

void TestWindow::commandLineBad_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message"); // a part of what standard error must say
    QTest::newRow("unknown game") << QStringList{"--game", "chess"} << "unknown game 'chess'";
    QTest::newRow("bad variant") << QStringList{"--game", "loa", "--variant", "huge"} << "huge";
    QTest::newRow("variant of another game") << QStringList{"--game", "atoms", "--variant", "olympiad"} << "olympiad";
    QTest::newRow("trails too small") << QStringList{"--game", "trails", "--variant", "size=2,towers=1,distance=1"}
                                      << "size";
    QTest::newRow("bad spec") << QStringList{"--first", "genius"} << "genius";
    QTest::newRow("level out of range") << QStringList{"--second", "level:9"} << "9";
    QTest::newRow("classic engine elsewhere")
        << QStringList{"--game", "loa", "--first", "atom4-classic:2"} << "atom4-classic";
    QTest::newRow("unknown option") << QStringList{"--colour", "red"} << "colour";
    QTest::newRow("missing value") << QStringList{"--game"} << "game";
    QTest::newRow("positional") << QStringList{"game.gamut"} << "game.gamut";
    QTest::newRow("twice") << QStringList{"--game", "loa", "--game", "atoms"} << "more than once";
    QTest::newRow("load and new") << QStringList{"--load", "a.gamut", "--new"} << "--load";
    QTest::newRow("bad language") << QStringList{"--lang", "german!"} << "german!";
}

void TestWindow::commandLineBad() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CommandLine result = parseCommandLine(QStringList{"gamut"} + arguments, QStringLiteral("loa"));
    QVERIFY(result.exit);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.output.isEmpty());
    QVERIFY2(result.error.contains(message), qPrintable(result.error));
    QVERIFY2(result.error.startsWith(QStringLiteral("gamut: ")), qPrintable(result.error));
}

void TestWindow::commandLineHelpAndVersion() {
    const CommandLine help = parseCommandLine({"gamut", "--help"}, QString());
    QVERIFY(help.exit);
    QCOMPARE(help.exitCode, 0);
    for (const char *option : {"--game", "--variant", "--first", "--second", "--load", "--new", "--lang"})
        QVERIFY2(help.output.contains(QLatin1String(option)), option);
    const CommandLine version = parseCommandLine({"gamut", "--version"}, QString());
    QVERIFY(version.exit);
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.output.contains(QLatin1String(kVersion)), qPrintable(version.output));
    // An unknown remembered game does not make a good command line fail.
    QVERIFY(!parseCommandLine({"gamut", "--first", "level:1"}, QStringLiteral("garbage")).exit);
}

void TestWindow::opensEveryGame() {
    MainWindow window;
    window.show();
    for (const QString &game : test::gameIds()) {
        QVERIFY(window.newGame(test::humans(game)));
        QCOMPARE(window.model()->gameId(), game);
        QCOMPARE(window.model()->plyCount(), 0);
        QVERIFY2(window.windowTitle().startsWith(labels::gameTitle(game) + QStringLiteral(" - ")),
                 qPrintable(window.windowTitle()));
        QCOMPARE(window.historyDock()->historyModel()->rowCount(), 0);
        QVERIFY(window.statusLine()->turnText().contains(labels::sideName(game, 0)));
        QVERIFY(!window.actions()->undo->isEnabled());
        test::playMoves(*window.model(), 3);
        QCOMPARE(window.historyDock()->historyModel()->rowCount(), 2);
        QVERIFY(window.actions()->undo->isEnabled());
    }
    // A bad set-up is refused and changes nothing: the window keeps the last game it opened.
    GameSetup bad = test::humans(test::gameIds().first(), QStringLiteral("huge"));
    QVERIFY(!window.newGame(bad));
    QCOMPARE(window.model()->gameId(), test::gameIds().last());
    QCOMPARE(window.model()->plyCount(), 3);
}

// No menu may have two visible entries on the same Alt key (test_translation checks the German menus).
void TestWindow::menusHaveDistinctAccelerators() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    static const QRegularExpression accelerator(QStringLiteral("&([^&\\s])"));
    int checked = 0;
    for (QAction *title : window.menuBar()->actions()) {
        QVERIFY(title->menu());
        QHash<QString, QString> taken;
        for (QAction *action : title->menu()->actions()) {
            const QRegularExpressionMatch match = accelerator.match(action->text());
            if (action->isSeparator() || !action->isVisible() || !match.hasMatch())
                continue;
            const QString key = match.captured(1).toLower();
            QVERIFY2(!taken.contains(key), qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" share Alt+%4")
                                                          .arg(title->text(), taken.value(key), action->text(), key)));
            taken.insert(key, action->text());
            ++checked;
        }
    }
    QVERIFY(checked >= 20);
}

void TestWindow::undoRedoThroughActions() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    test::playMoves(*window.model(), 4);
    QCOMPARE(window.model()->ply(), 4);
    QVERIFY(!window.actions()->redo->isEnabled());
    window.actions()->undo->trigger();
    window.actions()->undo->trigger();
    QCOMPARE(window.model()->ply(), 2);
    QVERIFY(window.actions()->redo->isEnabled());
    window.actions()->redo->trigger();
    QCOMPARE(window.model()->ply(), 3);
    QCOMPARE(window.model()->plyCount(), 4); // undo keeps the moves for redo
}

void TestWindow::undoRedoShortcuts() {
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    test::playMoves(*window.model(), 3);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window.model()->ply(), 2);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window.model()->ply(), 3);
    QCOMPARE(window.actions()->undo->shortcut(), QKeySequence(QStringLiteral("Ctrl+Z")));
    QCOMPARE(window.actions()->redo->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+Z")));
    QCOMPARE(window.actions()->newGame->shortcut(), QKeySequence(QStringLiteral("Ctrl+N")));
    QCOMPARE(window.actions()->restart->shortcut(), QKeySequence(QStringLiteral("F5")));
    QCOMPARE(window.actions()->hint->shortcut(), QKeySequence(QStringLiteral("H")));
    QCOMPARE(window.actions()->pause->shortcut(), QKeySequence(QStringLiteral("P")));
    QCOMPARE(window.actions()->flipBoard->shortcut(), QKeySequence(QStringLiteral("Ctrl+F")));
    QCOMPARE(window.actions()->configure->shortcut(), QKeySequence(QStringLiteral("Ctrl+,")));
    QCOMPARE(window.actions()->rules->shortcut(), QKeySequence(QStringLiteral("F1")));
}

void TestWindow::historyClickJumps() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction"))));
    test::playMoves(*window.model(), 5);
    QTableView *view = window.historyDock()->view();
    HistoryModel *history = window.historyDock()->historyModel();
    QCOMPARE(history->rowCount(), 3);
    QCOMPARE(history->data(history->index(0, 0), Qt::DisplayRole).toString(), window.model()->moveTexts()[0]);
    QCOMPARE(history->data(history->index(1, 1), Qt::DisplayRole).toString(), window.model()->moveTexts()[3]);
    // The current ply is marked by selection (the table's cell cursor follows it only while it has the focus).
    QVERIFY(view->selectionModel()->isSelected(history->indexOfPly(5)));

    const QRect second = view->visualRect(history->indexOfPly(2));
    QVERIFY(!second.isEmpty());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, second.center());
    QCOMPARE(window.model()->ply(), 2);
    QVERIFY(view->selectionModel()->isSelected(history->indexOfPly(2)));
    QVERIFY(history->data(history->indexOfPly(2), Qt::FontRole).value<QFont>().bold());

    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(history->indexOfPly(5)).center());
    QCOMPARE(window.model()->ply(), 5);
    // The empty cell after the last move jumps nowhere.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(history->index(2, 1)).center());
    QCOMPARE(window.model()->ply(), 5);
}

// A played move appends a cell (a row every second move), a cursor move repaints, and only a change of lines (a
// move played back in the list begins a line: the moves it left become a side line under the move they branch
// from) or a new game builds the rows again. The texts stay the model's.
void TestWindow::historyFollowsWithoutReset() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    HistoryModel *history = window.historyDock()->historyModel();
    QTableView *view = window.historyDock()->view();
    QSignalSpy resets(history, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(history, &QAbstractItemModel::rowsInserted);
    test::playMoves(*window.model(), 7);
    QCOMPARE(inserted.count(), 4); // plies 1, 3, 5, 7 open a row
    QCOMPARE(history->rowCount(), 4);
    QVERIFY(view->selectionModel()->isSelected(history->indexOfPly(7)));
    QVERIFY(window.model()->jumpToPly(2));
    QVERIFY(view->selectionModel()->isSelected(history->indexOfPly(2)));
    QVERIFY(history->data(history->indexOfPly(5), Qt::FontRole).value<QFont>().italic());
    // The move of ply 3 again: nothing changes but the cursor.
    QVERIFY(window.model()->playMove(window.model()->moveAt(2)));
    QCOMPARE(history->rowCount(), 4);
    QVERIFY(!history->data(history->indexOfPly(3), Qt::FontRole).value<QFont>().italic());
    QCOMPARE(resets.count(), 0);
    // Another move at ply 4: the old plies 4-7 become a side line, in rows "2. … | x", "3. y | z" and "4. w" under
    // the new move, which they are the alternative to.
    const QStringList left = window.model()->moveTexts().mid(3);
    MoveList legal;
    window.model()->position().legalMoves(legal);
    Move other = legal[0];
    for (Move m : legal)
        if (m != window.model()->moveAt(3))
            other = m;
    QVERIFY(window.model()->playMove(other));
    QCOMPARE(resets.count(), 1);
    QCOMPARE(history->rowCount(), 5); // 1. | 2. (main, the new move) | 2. … x | 3. | 4. (the side line)
    QVERIFY(view->selectionModel()->isSelected(history->indexOfPly(4)));
    QCOMPARE(history->indexOfPly(4), history->index(1, 1));
    for (int ply = 1; ply <= window.model()->plyCount(); ++ply)
        QCOMPARE(history->data(history->indexOfPly(ply), Qt::DisplayRole).toString(),
                 window.model()->moveTexts()[ply - 1]);
    QStringList side;
    for (int row = 0; row < history->rowCount(); ++row)
        for (int column = 0; column < 2; ++column)
            if (history->depthOf(row) == 1 && history->nodeOf(history->index(row, column)) >= 0)
                side << history->data(history->index(row, column), Qt::DisplayRole).toString();
    QCOMPARE(side, left);
    QCOMPARE(history->data(history->index(2, 0), Qt::DisplayRole).toString(), QStringLiteral("\u2026"));
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QCOMPARE(resets.count(), 2);
    QCOMPARE(history->rowCount(), 0);
}

void TestWindow::historyKeys() {
    QCOMPARE(HistoryDock::targetPly(Qt::Key_Left, 3, 5), 2);
    QCOMPARE(HistoryDock::targetPly(Qt::Key_Right, 5, 5), 5);
    QCOMPARE(HistoryDock::targetPly(Qt::Key_Up, 1, 5), 0);
    QCOMPARE(HistoryDock::targetPly(Qt::Key_Down, 2, 5), 4);
    QCOMPARE(HistoryDock::targetPly(Qt::Key_A, 2, 5), -1);

    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    test::playMoves(*window.model(), 6);
    QTableView *view = window.historyDock()->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(window.model()->ply(), 0);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(window.model()->ply(), 2);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(window.model()->ply(), 4);
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(window.model()->ply(), 3);
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(window.model()->ply(), 6);
}

void TestWindow::statusSaysWhoseTurn() {
    MainWindow window;
    window.show();
    GameSetup setup = test::humans(QStringLiteral("loa"));
    QVERIFY(window.newGame(setup));
    QCOMPARE(window.statusLine()->turnText(), QStringLiteral("Black to move (human)"));
    test::playMoves(*window.model(), 1);
    QCOMPARE(window.statusLine()->turnText(), QStringLiteral("White to move (human)"));
    // The figures are the game panel's; the status line shows them only while that panel is hidden.
    QVERIFY(!window.statusLine()->figuresShown());
    window.historyDock()->toggleViewAction()->trigger();
    QVERIFY(window.statusLine()->figuresShown());
    QVERIFY2(window.statusLine()->figuresText().contains(QStringLiteral("Pieces 12 : 12")),
             qPrintable(window.statusLine()->figuresText()));
    window.historyDock()->toggleViewAction()->trigger();
    QVERIFY(!window.statusLine()->figuresShown());

    // Atom-4 names the colour to play; the paused computer seat says so.
    window.turns()->setPaused(true);
    setup = test::humans(QStringLiteral("atom4"));
    setup.seats[1] = QStringLiteral("level:1");
    QVERIFY(window.newGame(setup));
    QCOMPARE(window.statusLine()->turnText(), QStringLiteral("First to move: red (human)"));
    test::playMoves(*window.model(), 1);
    QVERIFY2(window.statusLine()->turnText().startsWith(QStringLiteral("Second to move: yellow (computer, level 1)")),
             qPrintable(window.statusLine()->turnText()));
    window.turns()->setPaused(false);

    // A person's name from the settings is shown with their side, in the status line and the history; a
    // computer's side has none.
    AppSettings::setPlayerName(QStringLiteral("loa"), 0, QStringLiteral("Ada"));
    AppSettings::setPlayerName(QStringLiteral("loa"), 1, QStringLiteral("Bob"));
    setup = test::humans(QStringLiteral("loa"));
    setup.seats[1] = QStringLiteral("level:1");
    window.turns()->setPaused(true);
    QVERIFY(window.newGame(setup));
    QCOMPARE(window.statusLine()->turnText(), QStringLiteral("Ada (Black) to move (human)"));
    const auto header = [&](int side) {
        return window.historyDock()->historyModel()->headerData(side, Qt::Horizontal, Qt::DisplayRole).toString();
    };
    QCOMPARE(header(0), QStringLiteral("Ada (Black)"));
    QCOMPARE(header(1), QStringLiteral("White"));
    AppSettings::setPlayerName(QStringLiteral("loa"), 0, QString());
    AppSettings::setPlayerName(QStringLiteral("loa"), 1, QString());
    window.turns()->setPaused(false);

    // A refused move's reason shows for a while.
    QVERIFY(!window.model()->requestMove(QStringLiteral("zz99")));
    QVERIFY(!window.statusLine()->messageText().isEmpty());
}

void TestWindow::titleShowsGameFileAndModified() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    QCOMPARE(window.windowTitle(), QStringLiteral("Atoms - unsaved[*] - Gamut"));
    QVERIFY(!window.isWindowModified());
    test::playMoves(*window.model(), 1);
    QVERIFY(window.isWindowModified());
}

void TestWindow::restartReplaysTheSetup() {
    MainWindow window;
    GameSetup setup = test::humans(QStringLiteral("trails"), QStringLiteral("size=7,towers=1,distance=1"));
    QVERIFY(window.newGame(setup));
    test::playMoves(*window.model(), 4);
    window.files()->askSaveChanges = [] { return FileActions::Answer::Discard; };
    window.actions()->restart->trigger();
    QCOMPARE(window.model()->plyCount(), 0);
    QCOMPARE(window.model()->gameId(), QStringLiteral("trails"));
    QCOMPARE(window.model()->variant(), QStringLiteral("size=7,towers=1,distance=1"));
    QCOMPARE(window.currentSetup(), setup);
}

void TestWindow::geometryAndDocksRestored() {
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setGeometry(100, 80, 1100, 760);
        window.historyDock()->hide();
        QVERIFY(window.close());
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1100, 760));
    QVERIFY(window.historyDock()->isHidden());
    QVERIFY(!window.playersDock()->isHidden());
    window.historyDock()->show();
    QVERIFY(window.close());
}

void TestWindow::screenshots() {
    const QString dir = qEnvironmentVariable("GAMUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set GAMUT_SCREENSHOT_DIR to take screenshots");
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString &game : test::gameIds()) {
            QVERIFY(window.newGame(test::humans(game)));
            test::playMoves(*window.model(), test::uiFactsOf(game).showPlies);
            QTest::qWait(600); // the last move's animation
            window.grab().save(QStringLiteral("%1/window-%2-%3.png").arg(dir, game).arg(size.width()));
        }
    }
    NewGameDialog dialog(test::humans(QStringLiteral("trails"), QStringLiteral("size=13,towers=5,distance=2")));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.grab().save(dir + QStringLiteral("/newgame.png"));
}

QTEST_MAIN(TestWindow)
#include "test_window.moc"
