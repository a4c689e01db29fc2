// Files through the window: Save then Open gives the same game, a damaged file shows the model's error and keeps
// the game, the recent list, copy and paste, asking before unsaved moves are dropped, --load at start.
#include "windowtesthelpers.h"

#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/panels/statusline.h"
#include "ui/window/actions.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QMenu>
#include <QTemporaryDir>
#include <QtTest>

using namespace gamut;

class TestWindowFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void init() { AppSettings::setAutosave(false); }

    void saveThenOpenGivesTheSameGame();
    void damagedFileShowsErrorAndKeepsGame();
    void errorDialogQuotesTheModel();
    void recentFiles();
    void copyAndPaste();
    void asksBeforeDroppingUnsavedMoves();
    void loadAtStart();
    void failedLoadAtStartStartsNewGame();
    void resumesTheAutosave();
    void namesInSavedFiles();

private:
    QTemporaryDir dir_;
};

void TestWindowFiles::saveThenOpenGivesTheSameGame() {
    const QString path = dir_.filePath(QStringLiteral("game.gamut"));
    QString saved;
    QStringList moves;
    {
        MainWindow window;
        QVERIFY(window.newGame(test::humans(QStringLiteral("trails"), QStringLiteral("size=9,towers=3,distance=1"))));
        test::playMoves(*window.model(), 7);
        window.model()->jumpToPly(5);
        QVERIFY(window.files()->saveTo(path));
        QCOMPARE(window.windowTitle(), QStringLiteral("Trails and Towers - game.gamut[*] - Gamut"));
        QVERIFY(!window.isWindowModified());
        saved = window.model()->copyText();
        moves = window.model()->moveTexts();
    }
    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QVERIFY(window.files()->openFile(path));
    QCOMPARE(window.model()->gameId(), QStringLiteral("trails"));
    QCOMPARE(window.model()->variant(), QStringLiteral("size=9,towers=3,distance=1"));
    QCOMPARE(window.model()->moveTexts(), moves);
    QCOMPARE(window.model()->ply(), 5);
    QCOMPARE(window.model()->copyText(), saved);
    QCOMPARE(window.currentSetup().game, QStringLiteral("trails")); // Restart replays the opened game's set-up
    QVERIFY(window.windowTitle().contains(QStringLiteral("game.gamut")));
}

void TestWindowFiles::damagedFileShowsErrorAndKeepsGame() {
    const QString path = dir_.filePath(QStringLiteral("damaged.gamut"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Format \"gamut 1\"]\n[Game \"loa\"]\n\n1. b1-b3 zz-top\n");
    file.close();

    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    test::playMoves(*window.model(), 3);
    const QString before = window.model()->copyText();
    QStringList errors;
    window.files()->reportError = [&errors](const QString &message) { errors << message; };
    QVERIFY(!window.files()->openFile(path));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].contains(QStringLiteral("damaged.gamut:4")), qPrintable(errors[0]));
    QCOMPARE(window.model()->copyText(), before);
    QCOMPARE(window.model()->gameId(), QStringLiteral("atoms"));

    QVERIFY(!window.files()->openFile(dir_.filePath(QStringLiteral("missing.gamut"))));
    QCOMPARE(errors.size(), 2);
    QVERIFY(!window.files()->saveTo(dir_.filePath(QStringLiteral("no/such/dir/x.gamut"))));
    QCOMPARE(errors.size(), 3);
    QCOMPARE(window.model()->copyText(), before);
}

void TestWindowFiles::errorDialogQuotesTheModel() {
    // The real dialog (not the injected reporter): a QMessageBox that quotes FILE:LINE, closed by the watcher.
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    const QString path = dir_.filePath(QStringLiteral("other.gamut"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Format \"gamut 1\"]\n[Game \"chess\"]\n");
    file.close();
    test::ModalWatcher watcher;
    QVERIFY(!window.files()->openFile(path));
    QCOMPARE(watcher.seen(), 1);
    QVERIFY2(watcher.text().contains(QStringLiteral("other.gamut:")), qPrintable(watcher.text()));
    QVERIFY2(watcher.text().contains(QStringLiteral("chess")), qPrintable(watcher.text()));
    QCOMPARE(window.model()->gameId(), QStringLiteral("loa"));
}

void TestWindowFiles::recentFiles() {
    AppSettings::clearRecentFiles();
    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction"))));
    test::playMoves(*window.model(), 2);
    const QString a = dir_.filePath(QStringLiteral("a.gamut")), b = dir_.filePath(QStringLiteral("b.gamut"));
    QVERIFY(window.files()->saveTo(a));
    QVERIFY(window.files()->saveTo(b));
    QVERIFY(window.files()->saveTo(a));
    QCOMPARE(AppSettings::recentFiles(), (QStringList{a, b}));
    QMenu *menu = window.actions()->recentMenu;
    window.files()->fillRecentMenu(menu);
    QVERIFY(menu->actions().size() >= 3);
    QVERIFY(menu->actions()[0]->text().contains(QStringLiteral("a.gamut")));
    QVERIFY(menu->actions()[1]->text().contains(QStringLiteral("b.gamut")));

    test::playMoves(*window.model(), 3); // then open b from the menu: the game of b comes back
    window.files()->askSaveChanges = [] { return FileActions::Answer::Discard; };
    menu->actions()[1]->trigger();
    QCOMPARE(window.model()->plyCount(), 2);
    QVERIFY(window.windowTitle().contains(QStringLiteral("b.gamut")));
    for (int i = 0; i < 12; ++i)
        AppSettings::addRecentFile(dir_.filePath(QStringLiteral("f%1.gamut").arg(i)));
    QCOMPARE(AppSettings::recentFiles().size(), AppSettings::kMaxRecent);
}

void TestWindowFiles::copyAndPaste() {
    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    test::playMoves(*window.model(), 4);
    const QStringList moves = window.model()->moveTexts();
    window.actions()->copyGame->trigger();
    QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("[Game \"loa\"]")));
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    window.actions()->pasteGame->trigger();
    QCOMPARE(window.model()->gameId(), QStringLiteral("loa"));
    QCOMPARE(window.model()->moveTexts(), moves);

    QStringList errors;
    window.files()->reportPasteError = [&errors](const QString &message) { errors << message; };
    window.files()->askSaveChanges = [] { return FileActions::Answer::Discard; };
    QApplication::clipboard()->setText(QString());
    QVERIFY(!window.files()->pasteGame());
    QCOMPARE(errors, QStringList{QStringLiteral("The clipboard is empty.")}); // said plainly, titled "Paste Game"
    errors.clear();
    QApplication::clipboard()->setText(QStringLiteral("hello"));
    QVERIFY(!window.files()->pasteGame());
    QCOMPARE(errors.size(), 1);
    QCOMPARE(window.model()->moveTexts(), moves);
}

// Without a game library (one that cannot be opened): the question before a game is replaced.
void TestWindowFiles::asksBeforeDroppingUnsavedMoves() {
    test::withoutLibrary();
    MainWindow window;
    test::withLibrary();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    test::playMoves(*window.model(), 2);
    int asked = 0;
    FileActions::Answer answer = FileActions::Answer::Cancel;
    window.files()->askSaveChanges = [&] {
        ++asked;
        return answer;
    };
    // Cancel keeps the game.
    QVERIFY(!window.newGame(test::humans(QStringLiteral("loa")), true));
    QCOMPARE(asked, 1);
    QCOMPARE(window.model()->gameId(), QStringLiteral("atoms"));
    // Save: the path is asked for, the game saved, then the new game starts.
    const QString path = dir_.filePath(QStringLiteral("asked.gamut"));
    window.files()->askSavePath = [&path] { return path; };
    answer = FileActions::Answer::Save;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa")), true));
    QCOMPARE(asked, 2);
    QVERIFY(QFile::exists(path));
    // A game without moves is not asked about; Discard drops the moves.
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms")), true));
    QCOMPARE(asked, 2);
    test::playMoves(*window.model(), 1);
    answer = FileActions::Answer::Discard;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa")), true));
    QCOMPARE(asked, 3);
    // With the autosave on, a new game asks too (the autosave holds only the current game), closing does not:
    // the autosave keeps the game for the next start.
    AppSettings::setAutosave(true);
    test::playMoves(*window.model(), 1);
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms")), true));
    QCOMPARE(asked, 4);
    window.show();
    test::playMoves(*window.model(), 1);
    QVERIFY(window.close());
    QCOMPARE(asked, 4);
    // Without it, closing the window asks; Cancel keeps it open.
    AppSettings::setAutosave(false);
    window.show();
    test::playMoves(*window.model(), 1);
    answer = FileActions::Answer::Cancel;
    QVERIFY(!window.close());
    QCOMPARE(asked, 5);
    QVERIFY(window.isVisible());
    answer = FileActions::Answer::Discard;
    QVERIFY(window.close());
}

void TestWindowFiles::loadAtStart() {
    const QString path = dir_.filePath(QStringLiteral("start.gamut"));
    {
        MainWindow window;
        QVERIFY(window.newGame(test::humans(QStringLiteral("atom4"))));
        test::playMoves(*window.model(), 6);
        QVERIFY(window.files()->saveTo(path));
    }
    MainWindow window;
    StartOptions options;
    options.loadFile = path;
    window.start(options);
    QCOMPARE(window.model()->gameId(), QStringLiteral("atom4"));
    QCOMPARE(window.model()->plyCount(), 6);
}

void TestWindowFiles::failedLoadAtStartStartsNewGame() {
    MainWindow window;
    QStringList errors;
    window.files()->reportError = [&errors](const QString &message) { errors << message; };
    StartOptions options;
    options.loadFile = dir_.filePath(QStringLiteral("nothing-here.gamut"));
    window.start(options);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].contains(QStringLiteral("nothing-here.gamut")), qPrintable(errors[0]));
    QCOMPARE(window.model()->plyCount(), 0);
}

void TestWindowFiles::resumesTheAutosave() {
    AppSettings::setAutosave(true);
    QFile::remove(GameModel::defaultAutosavePath());
    QStringList moves;
    {
        MainWindow window;
        window.start();
        QVERIFY(window.newGame(test::humans(QStringLiteral("loa"), QStringLiteral("olympiad"))));
        test::playMoves(*window.model(), 5);
        moves = window.model()->moveTexts();
        window.show();
        QVERIFY(window.close()); // no question: the autosave holds the game
    }
    {
        MainWindow window;
        window.start();
        QCOMPARE(window.model()->gameId(), QStringLiteral("loa"));
        QCOMPARE(window.model()->variant(), QStringLiteral("olympiad"));
        QCOMPARE(window.model()->moveTexts(), moves);
    }
    // --new (or --game) starts a new game instead.
    MainWindow window;
    StartOptions options;
    options.newGame = true;
    options.game = QStringLiteral("atoms");
    window.start(options);
    QCOMPARE(window.model()->gameId(), QStringLiteral("atoms"));
    QCOMPARE(window.model()->plyCount(), 0);
    AppSettings::setAutosave(false);
}

// The names the settings give the people are the player tags of a saved game (record.md: who played); a computer's
// side says which computer. Opening the file shows its names, whatever the settings say now.
void TestWindowFiles::namesInSavedFiles() {
    const QString path = dir_.filePath(QStringLiteral("names.gamut"));
    const QString loa = QStringLiteral("loa");
    AppSettings::setPlayerName(loa, 0, QStringLiteral("Ada Lovelace"));
    AppSettings::setPlayerName(loa, 1, QStringLiteral("Bob"));
    {
        MainWindow window;
        QVERIFY(window.newGame(test::humans(loa)));
        QVERIFY(window.model()->requestMove(QStringLiteral("b1-b3")));
        QVERIFY(window.files()->saveTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QLatin1String("[Black \"Ada Lovelace\"]")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("[White \"Bob\"]")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("Human")), qPrintable(text));

        // A computer's side keeps its description and engine, whatever name the settings hold for it.
        window.turns()->setPaused(true);
        QVERIFY(window.turns()->setSeat(1, QStringLiteral("level:2")));
        QCOMPARE(window.model()->player(1), QStringLiteral("Computer level 2"));
        QCOMPARE(window.model()->engineSpec(1), QStringLiteral("level:2"));
        QVERIFY(window.turns()->setSeat(1, kHumanSpec));
        QCOMPARE(window.model()->player(1), QStringLiteral("Bob"));
        // A name changed during the game is the game's at once; no name is "Human" again.
        AppSettings::setPlayerName(loa, 1, QStringLiteral("Robert"));
        QCOMPARE(window.model()->player(1), QStringLiteral("Robert"));
        AppSettings::setPlayerName(loa, 1, QString());
        QCOMPARE(window.model()->player(1), QStringLiteral("Human"));
    }
    // Other names in the settings now: the file's names show once it is open, the settings' in a new game.
    AppSettings::setPlayerName(loa, 0, QStringLiteral("Carol"));
    MainWindow window;
    QVERIFY(window.newGame(test::humans(loa)));
    const auto header = [&](int side) {
        return window.historyDock()->historyModel()->headerData(side, Qt::Horizontal, Qt::DisplayRole).toString();
    };
    QCOMPARE(header(0), QStringLiteral("Carol (Black)"));
    QVERIFY(window.files()->openFile(path));
    QCOMPARE(window.model()->player(0), QStringLiteral("Ada Lovelace"));
    QCOMPARE(header(0), QStringLiteral("Ada Lovelace (Black)"));
    QCOMPARE(header(1), QStringLiteral("Bob (White)"));
    QCOMPARE(window.statusLine()->turnText(), QStringLiteral("Bob (White) to move (human)"));
    QVERIFY(window.turns()->isHuman(0) && window.turns()->isHuman(1));
    QVERIFY(window.newGame(test::humans(loa)));
    QCOMPARE(header(0), QStringLiteral("Carol (Black)"));
    QCOMPARE(header(1), QStringLiteral("White"));
    AppSettings::setPlayerName(loa, 0, QString());
}

QTEST_MAIN(TestWindowFiles)
#include "test_window_files.moc"
