// Never losing a game silently, without a library: when the game library cannot be opened, every way of replacing
// the current game (New Game, Restart, Open, Open Recent, Paste Game, a network game, Play Again) asks Save /
// Discard / Cancel when the game has moves in no saved file, with the autosave on as well as off; Cancel keeps the
// game exactly, Save saves then goes on, a finished unsaved game counts, and "Don't ask again" in the real question
// turns the question off. (With the library, nothing is asked: test_window_library.)
#include "windowtesthelpers.h"

#include "ui/dialogs/gameoverdialog.h"
#include "ui/network/networkdialog.h"
#include "ui/network/networkui.h"
#include "ui/window/actions.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace gamut;

class TestWindowUnsaved : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::useCleanSettings();
        test::withoutLibrary();
    }
    void init() {
        AppSettings::setAskBeforeAbandon(true);
        AppSettings::setAutosave(true); // the default: the question must come all the same
    }

    void everyPathAsks_data();
    void everyPathAsks();
    void saveSavesThenGoesOn();
    void finishedUnsavedGameCounts();
    void savedGameIsNotAsked();
    void dontAskAgainTurnsItOff();
    void altDPressesDiscard();

private:
    QTemporaryDir dir_;
};

namespace {

// A window with an unsaved game of atoms, 3 moves in, and a file to open.
struct Fixture {
    explicit Fixture(const QString &file) {
        window.resize(1100, 760);
        window.show();
        {
            MainWindow other; // the file Open and Open Recent open
            other.newGame(test::humans(QStringLiteral("loa")));
            test::playMoves(*other.model(), 2);
            other.files()->saveTo(file);
        }
        window.newGame(test::humans(QStringLiteral("atoms")));
        test::playMoves(*window.model(), 3);
        window.files()->askSaveChanges = [this] {
            ++asked;
            return answer;
        };
        window.files()->askOpenPath = [file] { return file; };
        window.files()->reportError = [this](const QString &message) { errors << message; };
        window.files()->reportPasteError = [this](const QString &message) { errors << message; };
        text = window.model()->copyText();
        revision = window.model()->revision();
    }
    bool unchanged() const { return window.model()->copyText() == text && window.model()->revision() == revision; }

    MainWindow window;
    int asked = 0;
    FileActions::Answer answer = FileActions::Answer::Cancel;
    QStringList errors;
    QString text;
    qint64 revision = 0;
};

} // namespace

void TestWindowUnsaved::everyPathAsks_data() {
    QTest::addColumn<QString>("path");
    for (const char *path : {"new game", "restart", "open", "open recent", "paste", "network", "play again"})
        QTest::newRow(path) << path;
}

void TestWindowUnsaved::everyPathAsks() {
    QFETCH(QString, path);
    const QString file = dir_.filePath(QStringLiteral("other.gamut"));
    Fixture f(file);
    // A plain move list of the current game (its first two moves) pastes as that game.
    QApplication::clipboard()->setText(QStringLiteral("1. ") +
                                       f.window.model()->moveTexts().mid(0, 2).join(QLatin1Char(' ')));
    const auto go = [&] {
        Actions *a = f.window.actions();
        if (path == QLatin1String("new game"))
            f.window.newGame(test::humans(QStringLiteral("trails")), true);
        else if (path == QLatin1String("restart"))
            a->restart->trigger();
        else if (path == QLatin1String("open"))
            a->open->trigger();
        else if (path == QLatin1String("open recent")) {
            f.window.files()->fillRecentMenu(a->recentMenu);
            a->recentMenu->actions().first()->trigger();
        } else if (path == QLatin1String("paste"))
            a->pasteGame->trigger();
        else if (path == QLatin1String("network"))
            a->networkGame->trigger();
        else if (path == QLatin1String("play again"))
            f.window.gameOverDialog()->playAgainButton()->click();
    };
    // Cancel keeps the game exactly: its moves, its cursor, its revision.
    go();
    QCOMPARE(f.asked, 1);
    QVERIFY(f.unchanged());
    QVERIFY(!f.window.network()->dialog()->isVisible());
    // Discard goes on.
    f.answer = FileActions::Answer::Discard;
    go();
    QCOMPARE(f.asked, 2);
    qInfo("%s: asked, then %s", qPrintable(path), qPrintable(f.window.model()->gameId()));
    QVERIFY2(f.errors.isEmpty(), qPrintable(f.errors.join(QLatin1Char('\n'))));
    if (path == QLatin1String("network")) {
        QTRY_VERIFY(f.window.network()->dialog()->isVisible());
        f.window.network()->dialog()->close();
    } else {
        QVERIFY(!f.unchanged());
    }
    if (path == QLatin1String("paste"))
        QCOMPARE(f.window.model()->plyCount(), 2);
}

void TestWindowUnsaved::saveSavesThenGoesOn() {
    const QString file = dir_.filePath(QStringLiteral("other2.gamut"));
    Fixture f(file);
    const QString target = dir_.filePath(QStringLiteral("kept.gamut"));
    f.window.files()->askSavePath = [&target] { return target; };
    f.answer = FileActions::Answer::Save;
    f.window.actions()->restart->trigger();
    QCOMPARE(f.asked, 1);
    QVERIFY(QFile::exists(target));
    QCOMPARE(f.window.model()->plyCount(), 0); // then it went on
    MainWindow check;
    QVERIFY(check.files()->openFile(target));
    QCOMPARE(check.model()->moveTexts().size(), 3);
}

void TestWindowUnsaved::finishedUnsavedGameCounts() {
    Fixture f(dir_.filePath(QStringLiteral("other3.gamut")));
    QVERIFY(f.window.newGame(test::humans(QStringLiteral("addtraction"))));
    test::playMoves(*f.window.model(), 40);
    QVERIFY(f.window.model()->isOver());
    f.window.actions()->restart->trigger();
    QCOMPARE(f.asked, 1);
    QVERIFY(f.window.model()->isOver()); // cancelled: the finished game is still there
}

void TestWindowUnsaved::savedGameIsNotAsked() {
    Fixture f(dir_.filePath(QStringLiteral("other4.gamut")));
    QVERIFY(f.window.files()->saveTo(dir_.filePath(QStringLiteral("saved.gamut"))));
    f.window.actions()->restart->trigger();
    QCOMPARE(f.asked, 0);
    QCOMPARE(f.window.model()->plyCount(), 0);
}

void TestWindowUnsaved::dontAskAgainTurnsItOff() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    test::playMoves(*window.model(), 2);
    // The real question: tick "Don't ask again", then Discard.
    QString seen;
    QTimer::singleShot(50, this, [&seen] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        seen = box->text();
        box->checkBox()->setChecked(true);
        box->button(QMessageBox::Discard)->click();
    });
    window.actions()->restart->trigger();
    qInfo("asked: %s", qPrintable(seen));
    QVERIFY(seen.contains(QLatin1String("Save them first?")));
    QCOMPARE(window.model()->plyCount(), 0);
    QVERIFY(!AppSettings::askBeforeAbandon());
    test::playMoves(*window.model(), 2);
    test::ModalWatcher watcher(QMessageBox::Cancel);
    window.actions()->restart->trigger();
    QTest::qWait(100);
    QCOMPARE(watcher.seen(), 0);
    QCOMPARE(window.model()->plyCount(), 0);
}

// Alt+D in the real question is Discard (issue 29: it ticked "Don't ask again", whose mnemonic was D as well).
void TestWindowUnsaved::altDPressesDiscard() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    test::playMoves(*window.model(), 2);
    bool ticked = true;
    QString discard;
    QTimer::singleShot(50, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        discard = box->button(QMessageBox::Discard)->text();
        box->activateWindow();
        if (!QTest::qWaitForWindowActive(box))
            qWarning("the question is not the active window: its mnemonics cannot work");
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : box, Qt::Key_D, Qt::AltModifier);
        ticked = box->checkBox()->isChecked();
        QPointer<QMessageBox> still(box);
        QTest::qWait(400);               // a mnemonic clicks its button after a short animation
        if (still && still->isVisible()) // Alt+D did not answer: leave the question so that the test goes on
            still->button(QMessageBox::Cancel)->click();
    });
    window.actions()->restart->trigger();
    qInfo("Discard reads \"%s\"; the box ticked: %d", qPrintable(discard), int(ticked));
    QVERIFY(!ticked);
    QCOMPARE(window.model()->plyCount(), 0); // discarded
    QVERIFY(AppSettings::askBeforeAbandon());
}

QTEST_MAIN(TestWindowUnsaved)
#include "test_window_unsaved.moc"
