// The settings dialog (Settings ▸ Configure Gamut…): a change is stored at once and is still there when the dialog
// is opened again; Restore Defaults resets only its page; a settings file full of junk falls back to the defaults;
// the dialog and the players-and-graphics dock show the same values whichever of them changed one.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/panels/playerspanel.h"
#include "ui/settings/settingsstore.h"
#include "ui/theme/theme.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowextras.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QtTest>

using namespace gamut;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void init() {
        QSettings().clear();
        AppSettings::setAutosave(false);
    }

    void changeSurvivesReopening();
    void restoreDefaultsPerPage();
    void enterKeepsWhatWasTyped();
    void junkFileFallsBack();
    void dialogAndDockAgree();
    void settingsApplyToTheWindow();
    void timeAMove();
    void writtenOffTheGuiThread();
};

void TestSettings::changeSurvivesReopening() {
    {
        SettingsDialog dialog(QStringLiteral("loa"));
        QCOMPARE(dialog.gameBox()->currentData().toString(), QStringLiteral("loa"));
        dialog.kindBox(1)->setCurrentIndex(1);
        dialog.levelBox(1)->setCurrentIndex(4); // level 5
        dialog.nameEdit(0)->setText(QStringLiteral("Ada"));
        emit dialog.nameEdit(0)->editingFinished();
        dialog.delayBox()->setValue(1.5);
        dialog.hintsBox()->setChecked(false);
        dialog.coordinatesBox()->setChecked(false);
        dialog.colourLettersBox()->setChecked(true);
        dialog.animationBox()->setCurrentIndex(dialog.animationBox()->findData(int(AnimationSpeed::Off)));
        dialog.variantBox(QStringLiteral("loa"))
            ->setCurrentIndex(dialog.variantBox(QStringLiteral("loa"))->findData(QStringLiteral("scrambled")));
        dialog.askBox()->setChecked(false);
    }
    // Stored under their keys...
    QCOMPARE(AppSettings::seat(QStringLiteral("loa"), 1), QStringLiteral("level:5"));
    QCOMPARE(AppSettings::playerName(QStringLiteral("loa"), 0), QStringLiteral("Ada"));
    QCOMPARE(AppSettings::computerDelay(), 1.5);
    QVERIFY(!AppSettings::hintsAgainstComputer());
    QVERIFY(!AppSettings::boardOptions().coordinates);
    QVERIFY(AppSettings::boardOptions().colourLetters);
    QCOMPARE(AppSettings::variant(QStringLiteral("loa")), QStringLiteral("scrambled"));
    QVERIFY(!AppSettings::askBeforeAbandon());
    // ...and shown again by a new dialog.
    SettingsDialog again(QStringLiteral("loa"));
    QCOMPARE(again.kindBox(1)->currentIndex(), 1);
    QCOMPARE(again.levelBox(1)->currentData().toString(), QStringLiteral("level:5"));
    QCOMPARE(again.nameEdit(0)->text(), QStringLiteral("Ada"));
    QCOMPARE(again.delayBox()->value(), 1.5);
    QVERIFY(!again.hintsBox()->isChecked());
    QVERIFY(again.undoBox()->isChecked());
    QVERIFY(!again.coordinatesBox()->isChecked());
    QVERIFY(again.colourLettersBox()->isChecked());
    QCOMPARE(again.animationBox()->currentData().toInt(), int(AnimationSpeed::Off));
    QCOMPARE(again.variantBox(QStringLiteral("loa"))->currentData().toString(), QStringLiteral("scrambled"));
    QVERIFY(!again.askBox()->isChecked());
    // GAMUT_SCREENSHOT_DIR=... : a picture of each page, to look at.
    if (const QString dir = qEnvironmentVariable("GAMUT_SCREENSHOT_DIR"); !dir.isEmpty()) {
        again.resize(again.sizeHint());
        for (int page = 0; page < again.pages()->count(); ++page) {
            again.pages()->setCurrentIndex(page);
            QVERIFY(again.grab().save(QStringLiteral("%1/settings-%2.png").arg(dir).arg(page)));
        }
        again.pages()->setCurrentIndex(0);
    }
    // Another game's players are its own.
    again.gameBox()->setCurrentIndex(again.gameBox()->findData(QStringLiteral("atoms")));
    QCOMPARE(again.kindBox(1)->currentIndex(), 1);
    QCOMPARE(again.levelBox(1)->currentData().toString(), QStringLiteral("level:3"));
    QCOMPARE(again.nameEdit(0)->text(), QString());
}

// Enter after typing a name keeps it and everything else, and closes the dialog as Close does. Restore Defaults was
// the dialog's default button: Enter in the name field put the page back to its defaults (seen under Xvfb: the clock
// went from 5 min + 3 s to none and the computer from level 2 to 3).
void TestSettings::enterKeepsWhatWasTyped() {
    const QString game = QStringLiteral("addtraction");
    SettingsDialog dialog(game);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.kindBox(1)->setCurrentIndex(1);
    dialog.levelBox(1)->setCurrentIndex(1); // level 2
    dialog.delayBox()->setValue(1.5);
    dialog.nameEdit(0)->setFocus();
    QTest::keyClicks(dialog.nameEdit(0), QStringLiteral("Ada"));
    QTest::keyClick(dialog.nameEdit(0), Qt::Key_Return);
    QCOMPARE(AppSettings::seat(game, 1), QStringLiteral("level:2"));
    QCOMPARE(AppSettings::computerDelay(), 1.5);
    QCOMPARE(AppSettings::playerName(game, 0), QStringLiteral("Ada"));
    QVERIFY(!dialog.isVisible());
}

void TestSettings::restoreDefaultsPerPage() {
    SettingsDialog dialog(QStringLiteral("trails"));
    dialog.kindBox(0)->setCurrentIndex(1);
    dialog.delayBox()->setValue(2.0);
    dialog.previewBox()->setChecked(false);
    dialog.fullScreenBox()->setChecked(true);
    dialog.autosaveBox()->setChecked(true);
    dialog.askBox()->setChecked(false);

    dialog.restoreDefaults(SettingsDialog::GraphicsPage);
    QVERIFY(dialog.previewBox()->isChecked());
    QVERIFY(!dialog.fullScreenBox()->isChecked());
    QCOMPARE(AppSettings::boardOptions().preview, BoardOptions().preview);
    QVERIFY(!AppSettings::startFullScreen());
    QCOMPARE(AppSettings::computerDelay(), 2.0); // the other pages keep theirs
    QVERIFY(!AppSettings::askBeforeAbandon());

    // The button restores the page shown.
    dialog.pages()->setCurrentIndex(SettingsDialog::PlayersPage);
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    buttons->button(QDialogButtonBox::RestoreDefaults)->click();
    QCOMPARE(AppSettings::computerDelay(), AppSettings::kDefaultComputerDelay);
    QCOMPARE(AppSettings::seat(QStringLiteral("trails"), 0), kHumanSpec);
    QCOMPARE(dialog.kindBox(0)->currentIndex(), 0);
    QCOMPARE(dialog.delayBox()->value(), 0.4);
    QVERIFY(!AppSettings::askBeforeAbandon());

    dialog.restoreDefaults(SettingsDialog::GamePage);
    QVERIFY(AppSettings::askBeforeAbandon());
    QVERIFY(AppSettings::autosave());
    QVERIFY(dialog.askBox()->isChecked());
    AppSettings::setAutosave(false);
}

// A change is in memory at once and on disk soon, written by the settings' own thread: the GUI thread never waits for
// the disk (an fdatasync per write). Several changes in a row make one write, and none is lost.
void TestSettings::writtenOffTheGuiThread() {
    const QString path = settingsstore::settings().fileName(); // a QSettings made here would write the file itself
    const auto onDisk = [&](const QByteArray &text) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) && file.readAll().contains(text);
    };
    const int before = settingsstore::writes().count;
    AppSettings::setLastGame(QStringLiteral("trails"));
    QCOMPARE(AppSettings::lastGame(), QStringLiteral("trails")); // at once, from memory
    QTRY_VERIFY(onDisk("last=trails"));
    const int afterOne = settingsstore::writes().count;
    QVERIFY(afterOne > before);
    for (int i = 0; i < 20; ++i)
        AppSettings::addRecentFile(QStringLiteral("/tmp/game%1.gamut").arg(i));
    AppSettings::setLastGame(QStringLiteral("atoms"));
    QTRY_VERIFY(onDisk("last=atoms") && onDisk("game19.gamut"));
    const settingsstore::Writes writes = settingsstore::writes();
    qInfo("%d writes for 22 changes, all off the GUI thread: %s", writes.count - before,
          writes.offGuiThread ? "yes" : "no");
    QVERIFY(writes.offGuiThread);
    QVERIFY2(writes.count - afterOne < 21, "every change wrote the file on its own");
}

void TestSettings::junkFileFallsBack() {
    const QString path = QSettings().fileName();
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(
            "[view]\ntheme=\"no such theme\"\ncoordinates=maybe\nanimation=warp\npreview=@Variant(\\0\\0\\0\\x7f)\n"
            "colourLetters=2\nfullScreen=yes please\n"
            "\x01\x02\xff garbage line without equals\n[[[broken section\n"
            "[play]\ncomputerDelay=-3\nhintsVsComputer=\nundoVsComputer=12\n"
            "[names]\nloa\\black=@Variant(\\0\\0\\0\\n\\0\\0\\0\\x1)\nloa\\white=\"a\\tb\"\n"
            "[players]\nloa\\white=level:99\n[game]\naskBeforeAbandon=perhaps\nloa\\variant=giant\n");
    }
    QSettings().sync();
    const BoardOptions defaults;
    QCOMPARE(AppSettings::boardOptions().coordinates, defaults.coordinates);
    QCOMPARE(AppSettings::boardOptions().animation, defaults.animation);
    QCOMPARE(AppSettings::boardOptions().colourLetters, defaults.colourLetters);
    QCOMPARE(AppSettings::boardOptions().theme, Theme::available().constFirst());
    QCOMPARE(AppSettings::computerDelay(), AppSettings::kDefaultComputerDelay);
    QVERIFY(AppSettings::hintsAgainstComputer());
    QVERIFY(AppSettings::undoAgainstComputer());
    QVERIFY(!AppSettings::startFullScreen());
    QVERIFY(AppSettings::askBeforeAbandon());
    QCOMPARE(AppSettings::playerName(QStringLiteral("loa"), 0), QString());
    QCOMPARE(AppSettings::playerName(QStringLiteral("loa"), 1), QString());
    QCOMPARE(AppSettings::seat(QStringLiteral("loa"), 1), QStringLiteral("level:3"));

    SettingsDialog dialog(QStringLiteral("loa")); // shows the defaults without complaint
    QCOMPARE(dialog.delayBox()->value(), 0.4);
    QVERIFY(dialog.coordinatesBox()->isChecked());
    QCOMPARE(dialog.variantBox(QStringLiteral("loa"))->currentIndex(), 0);
    QCOMPARE(dialog.levelBox(1)->currentData().toString(), QStringLiteral("level:3"));
}

void TestSettings::dialogAndDockAgree() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    auto *extras = window.findChild<WindowExtras *>();
    QVERIFY(extras);
    window.actions()->configure->trigger();
    SettingsDialog *dialog = window.findChild<SettingsDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->gameBox()->currentData().toString(), QStringLiteral("loa"));
    PlayersPanel *panel = window.playersPanel();

    // Dock -> dialog.
    panel->themeBox()->setCurrentIndex(panel->themeBox()->count() - 1);
    QCOMPARE(dialog->themeBox()->currentData(), panel->themeBox()->currentData());
    window.actions()->legalMoves->setChecked(false);
    QVERIFY(!dialog->legalMovesBox()->isChecked());
    panel->kindBox(1)->setCurrentIndex(1);
    panel->levelBox(1)->setCurrentIndex(1);
    QCOMPARE(dialog->kindBox(1)->currentIndex(), 1);
    QCOMPARE(dialog->levelBox(1)->currentData().toString(), QStringLiteral("level:2"));
    window.turns()->setPaused(true);

    // Dialog -> dock, board and the running game.
    dialog->themeBox()->setCurrentIndex(0);
    QCOMPARE(panel->themeBox()->currentIndex(), 0);
    QCOMPARE(window.board()->options().theme, dialog->themeBox()->currentData().toString());
    dialog->legalMovesBox()->setChecked(true);
    QVERIFY(window.board()->options().legalMoves);
    QVERIFY(window.actions()->legalMoves->isChecked());
    dialog->levelBox(1)->setCurrentIndex(3);
    QCOMPARE(panel->seat(1), QStringLiteral("level:4"));
    QCOMPARE(window.turns()->seatSpec(1), QStringLiteral("level:4"));
    dialog->kindBox(1)->setCurrentIndex(0);
    QCOMPARE(panel->kindBox(1)->currentIndex(), 0);
    QVERIFY(window.turns()->isHuman(1));
    // The per-session flip is the window's, untouched by the dialog.
    window.actions()->flipBoard->setChecked(true);
    dialog->coordinatesBox()->setChecked(false);
    QVERIFY(window.board()->options().flipped);
    QVERIFY(!window.board()->options().coordinates);
    dialog->close();
}

void TestSettings::settingsApplyToTheWindow() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("atoms")));
    window.turns()->setPaused(true);
    auto *extras = window.findChild<WindowExtras *>();
    SettingsDialog *dialog = extras->showSettings();
    dialog->delayBox()->setValue(1.2);
    QCOMPARE(window.turns()->minimumDelay(), 1200);
    // Hints against the computer: allowed by default, then forbidden.
    window.turns()->setSeat(1, QStringLiteral("level:1"));
    test::playMoves(*window.model(), 0);
    window.actions()->setAvailable(false, false, true, false);
    QVERIFY(window.actions()->hint->isEnabled());
    dialog->hintsBox()->setChecked(false);
    QVERIFY(!window.actions()->hint->isEnabled());
    window.actions()->setAvailable(false, false, true, false); // the window's refresh cannot turn it back on
    QVERIFY(!window.actions()->hint->isEnabled());
    // Between two people the setting does not apply.
    window.turns()->setSeat(1, kHumanSpec);
    window.actions()->setAvailable(false, false, true, false);
    QVERIFY(window.actions()->hint->isEnabled());
    // Autosave from the dialog reaches the menu's toggle.
    dialog->autosaveBox()->setChecked(true);
    QVERIFY(window.actions()->autosave->isChecked());
    dialog->autosaveBox()->setChecked(false);
    QVERIFY(!window.actions()->autosave->isChecked());
    dialog->close();
}

// A computer seat's fixed time a move: stored in the seat's spec under players/<game>/<side> ("level:6/1000ms"),
// shown again by a new dialog, the same in the dock and the dialog both ways, and the seat then thinks that long
// (level 6 alone takes several seconds a move on LOA).
void TestSettings::timeAMove() {
    {
        SettingsDialog dialog(QStringLiteral("loa"));
        QVERIFY(!dialog.timeBox(0)->isEnabled()); // a person's seat has no time
        dialog.kindBox(1)->setCurrentIndex(1);
        dialog.levelBox(1)->setCurrentIndex(5); // level 6
        QVERIFY(dialog.timeBox(1)->isEnabled());
        QCOMPARE(dialog.timeBox(1)->currentData().toInt(), 0);
        dialog.timeBox(1)->setCurrentIndex(dialog.timeBox(1)->findData(2000));
    }
    QCOMPARE(QSettings().value(QStringLiteral("players/loa/white")).toString(), QStringLiteral("level:6/2000ms"));
    QCOMPARE(AppSettings::seat(QStringLiteral("loa"), 1), QStringLiteral("level:6/2000ms"));
    {
        SettingsDialog again(QStringLiteral("loa"));
        QCOMPARE(again.levelBox(1)->currentData().toString(), QStringLiteral("level:6"));
        QCOMPARE(again.timeBox(1)->currentData().toInt(), 2000);
        QVERIFY(again.timeBox(1)->currentText().contains(QLatin1String("2 s")));
        // Back to the level's own pace: the spec loses its time.
        again.timeBox(1)->setCurrentIndex(0);
        QCOMPARE(AppSettings::seat(QStringLiteral("loa"), 1), QStringLiteral("level:6"));
        // A time the list does not offer (from the command line) is shown as it is and kept.
        AppSettings::setSeat(QStringLiteral("loa"), 1, QStringLiteral("level:6/1500ms"));
        QCOMPARE(again.timeBox(1)->currentData().toInt(), 1500);
        QCOMPARE(AppSettings::seat(QStringLiteral("loa"), 1), QStringLiteral("level:6/1500ms"));
    }

    MainWindow window;
    window.turns()->setMinimumDelay(0);
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.seats[1] = QStringLiteral("level:6");
    window.turns()->setPaused(true);
    QVERIFY(window.newGame(setup));
    SettingsDialog *dialog = window.findChild<WindowExtras *>()->showSettings();
    PlayersPanel *panel = window.playersPanel();
    QCOMPARE(panel->timeBox(1)->currentData().toInt(), 0);
    QVERIFY(panel->timeBox(1)->isEnabled());
    QVERIFY(!panel->timeBox(0)->isEnabled());
    // Dialog -> dock and seat.
    dialog->timeBox(1)->setCurrentIndex(dialog->timeBox(1)->findData(1000));
    QCOMPARE(panel->timeBox(1)->currentData().toInt(), 1000);
    QCOMPARE(window.turns()->seatSpec(1), QStringLiteral("level:6/1000ms"));
    QCOMPARE(window.model()->engineSpec(1), QStringLiteral("level:6/1000ms")); // a saved game keeps it
    // Dock -> dialog.
    panel->timeBox(1)->setCurrentIndex(panel->timeBox(1)->findData(3000));
    QCOMPARE(dialog->timeBox(1)->currentData().toInt(), 3000);
    QCOMPARE(AppSettings::seat(QStringLiteral("loa"), 1), QStringLiteral("level:6/3000ms"));
    panel->timeBox(1)->setCurrentIndex(panel->timeBox(1)->findData(1000));
    QCOMPARE(window.turns()->seatSpec(1), QStringLiteral("level:6/1000ms"));
    dialog->close();

    // The computer thinks for its time a move, then moves.
    window.turns()->setPaused(false);
    QVERIFY(window.model()->requestMove(QStringLiteral("b1-b3")));
    QElapsedTimer timer;
    timer.start();
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->plyCount(), 2, 8000);
    const qint64 elapsed = timer.elapsed();
    qInfo("level 6 with 1 s a move answered in %lld ms", elapsed);
    QVERIFY2(elapsed >= 900 && elapsed < 4000, qPrintable(QString::number(elapsed)));
}

QTEST_MAIN(TestSettings)
#include "test_settings.moc"
