// The window's clocks: the choice of a time control (presets, a typed control checked as it is typed) in New Game
// and Settings, remembered per game, and a clock's words (readings, spoken times, the announcement marks).
#include "windowtesthelpers.h"

#include "ui/dialogs/gameoverdialog.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/panels/clockface.h"
#include "ui/panels/playerspanel.h"
#include "ui/panels/statusline.h"
#include "ui/panels/timecontrolchoice.h"
#include "ui/review/movetimestrip.h"
#include "ui/review/reviewpanel.h"
#include "ui/text/clocktext.h"
#include "ui/text/labels.h"
#include "ui/theme/theme.h"
#include "ui/window/commandline.h"
#include "ui/window/mainwindow.h"

#include "core/play/clockkeeper.h"
#include "core/play/turncontroller.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace gamut;

class TestClocks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void clockWords();
    void choiceOfPresetsAndTyped();
    void choiceKeepsAnUnlistedControl();
    void newGameSetsTheClock();
    void settingsRememberTheClockPerGame();
    void badClocksAreNamed();
    void windowShowsTheRunningClock();
    void flagFallEndsTheWindowsGame();
    void resignationIsTheReasonToo();
    void clockFaceWarnsAndAnnounces();
    void runningSideColourStandsOut();
    void commandLineClock();
    void reviewShowsTheTimeEachMoveTook();
};

namespace {

Move firstLegal(const GameModel &model) {
    MoveList moves;
    model.position().legalMoves(moves);
    return moves[0];
}

} // namespace

void TestClocks::clockWords() {
    QCOMPARE(clocktext::controlText(QStringLiteral("none")), QStringLiteral("No clock"));
    QCOMPARE(clocktext::controlText(QStringLiteral("5+3")), QStringLiteral("5 min + 3 s"));
    QCOMPARE(clocktext::controlText(QStringLiteral("10+0")), QStringLiteral("10 min"));
    QCOMPARE(clocktext::controlText(QStringLiteral("0.5+0")), QStringLiteral("0.5 min"));
    QCOMPARE(clocktext::controlText(QStringLiteral("2+0.5")), QStringLiteral("2 min + 0.5 s"));
    QCOMPARE(clocktext::controlText(QStringLiteral("move:10")), QStringLiteral("10 s a move"));
    QCOMPARE(clocktext::controlText(QStringLiteral("days:3")), QStringLiteral("3 days a move"));
    QCOMPARE(clocktext::controlText(QStringLiteral("bogus")), QStringLiteral("bogus"));

    QCOMPARE(clocktext::reading(291'300), QStringLiteral("4:51"));
    QCOMPARE(clocktext::reading(3'723'000), QStringLiteral("1:02:03"));
    QCOMPARE(clocktext::reading(9'350), QStringLiteral("0:09.3")); // tenths in the last 20 s, rounded down
    QCOMPARE(clocktext::reading(20'000), QStringLiteral("0:20"));
    QCOMPARE(clocktext::reading(-5), QStringLiteral("0:00.0"));

    QCOMPARE(clocktext::spoken(291'999), QStringLiteral("4 minutes 51 seconds"));
    QCOMPARE(clocktext::spoken(3'600'000), QStringLiteral("1 hour"));
    QCOMPARE(clocktext::spoken(400), QStringLiteral("0 seconds"));

    QCOMPARE(clocktext::markPassed(61'000, 59'000), 60);
    QCOMPARE(clocktext::markPassed(61'000, 9'000), 10); // a long think passes several: the lowest is said
    QCOMPARE(clocktext::markPassed(30'000, 29'000), 0); // already at the mark before
    QCOMPARE(clocktext::markPassed(45'000, 31'000), 0);
}

void TestClocks::choiceOfPresetsAndTyped() {
    TimeControlChoice choice;
    QSignalSpy changed(&choice, &TimeControlChoice::valueChanged);
    QSignalSpy validity(&choice, &TimeControlChoice::validityChanged);
    QCOMPARE(choice.value(), QStringLiteral("none"));
    QVERIFY(!choice.presetBox()->accessibleName().isEmpty());

    QComboBox *presets = choice.presetBox();
    presets->setCurrentIndex(presets->findData(QStringLiteral("5+3")));
    QCOMPARE(choice.value(), QStringLiteral("5+3"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(presets->currentText(), QStringLiteral("5 min + 3 s"));

    // "Other…": a line to type any control in, checked as it is typed.
    presets->setCurrentIndex(presets->findData(QStringLiteral("other")));
    QVERIFY(!choice.otherEdit()->isHidden());
    QCOMPARE(choice.otherEdit()->text(), QStringLiteral("5+3")); // starts from the control chosen
    choice.otherEdit()->clear();
    QTest::keyClicks(choice.otherEdit(), QStringLiteral("7+x"));
    QVERIFY(!choice.isValid());
    QVERIFY(!choice.problemLabel()->isHidden());
    QVERIFY2(choice.problemLabel()->text().contains(QLatin1String("'x'")), qPrintable(choice.problemLabel()->text()));
    QCOMPARE(choice.value(), QStringLiteral("5+3")); // the last good control stays
    QCOMPARE(validity.count(), 1);
    QTest::keyClick(choice.otherEdit(), Qt::Key_Backspace);
    QTest::keyClick(choice.otherEdit(), '2');
    QVERIFY(choice.isValid());
    QVERIFY(choice.problemLabel()->isHidden());
    QCOMPARE(choice.value(), QStringLiteral("7+2"));
    QCOMPARE(validity.count(), 2);

    // Correspondence is for network tables.
    choice.otherEdit()->clear();
    QTest::keyClicks(choice.otherEdit(), QStringLiteral("days:3"));
    QVERIFY(!choice.isValid());
    QVERIFY(choice.problemLabel()->text().contains(QLatin1String("network")));

    // Back to a preset: the typed line goes, the choice is good again.
    presets->setCurrentIndex(presets->findData(QStringLiteral("none")));
    QVERIFY(choice.isValid());
    QVERIFY(choice.otherEdit()->isHidden());
    QCOMPARE(choice.value(), QStringLiteral("none"));
}

void TestClocks::choiceKeepsAnUnlistedControl() {
    TimeControlChoice choice;
    const int presets = choice.presetBox()->count();
    choice.setValue(QStringLiteral(" 4+0.5 "));
    QCOMPARE(choice.value(), QStringLiteral("4+0.5"));
    QCOMPARE(choice.presetBox()->count(), presets + 1); // an entry of its own, before "Other…"
    QCOMPARE(choice.presetBox()->currentText(), QStringLiteral("4 min + 0.5 s"));
    QCOMPARE(choice.presetBox()->itemData(choice.presetBox()->count() - 1).toString(), QStringLiteral("other"));
    choice.setValue(QStringLiteral("4+0.5")); // shown again: no second entry
    QCOMPARE(choice.presetBox()->count(), presets + 1);
    choice.setValue(QStringLiteral("garbage")); // what cannot be a control is no clock
    QCOMPARE(choice.value(), QStringLiteral("none"));
}

void TestClocks::newGameSetsTheClock() {
    GameSetup current = test::humans(QStringLiteral("loa"), QStringLiteral("olympiad"));
    current.timeControl = QStringLiteral("3+2");
    NewGameDialog dialog(current);
    QCOMPARE(dialog.clockChoice()->value(), QStringLiteral("3+2"));
    QCOMPARE(dialog.setup(), current);
    QPushButton *start = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QComboBox *presets = dialog.clockChoice()->presetBox();
    presets->setCurrentIndex(presets->findData(QStringLiteral("other")));
    dialog.clockChoice()->otherEdit()->clear();
    QTest::keyClicks(dialog.clockChoice()->otherEdit(), QStringLiteral("move:"));
    QVERIFY(!start->isEnabled()); // OK waits for a clock that is one
    QTest::keyClicks(dialog.clockChoice()->otherEdit(), QStringLiteral("15"));
    QVERIFY(start->isEnabled());
    QCOMPARE(dialog.setup().timeControl, QStringLiteral("move:15"));
    QVERIFY(dialog.setup().check().isEmpty());
    // The window remembers the clock with the rest of the set-up, per game.
    AppSettings::rememberSetup(dialog.setup());
    QCOMPARE(AppSettings::timeControl(QStringLiteral("loa")), QStringLiteral("move:15"));
    QCOMPARE(AppSettings::setup(QStringLiteral("loa")).timeControl, QStringLiteral("move:15"));
    QCOMPARE(AppSettings::timeControl(QStringLiteral("atoms")), QStringLiteral("none"));
}

void TestClocks::settingsRememberTheClockPerGame() {
    AppSettings::setTimeControl(QStringLiteral("atoms"), QStringLiteral("none"));
    AppSettings::setTimeControl(QStringLiteral("loa"), QStringLiteral("5+3"));
    SettingsDialog dialog(QStringLiteral("loa"));
    QComboBox *game = dialog.gameBox();
    game->setCurrentIndex(game->findData(QStringLiteral("loa")));
    QCOMPARE(dialog.clockChoice()->value(), QStringLiteral("5+3"));
    game->setCurrentIndex(game->findData(QStringLiteral("atoms")));
    QCOMPARE(dialog.clockChoice()->value(), QStringLiteral("none"));
    QComboBox *presets = dialog.clockChoice()->presetBox();
    presets->setCurrentIndex(presets->findData(QStringLiteral("1+0")));
    QCOMPARE(AppSettings::timeControl(QStringLiteral("atoms")), QStringLiteral("1+0")); // stored at once
    QCOMPARE(AppSettings::timeControl(QStringLiteral("loa")), QStringLiteral("5+3"));
}

void TestClocks::badClocksAreNamed() {
    QSettings settings;
    settings.setValue(QStringLiteral("game/loa/clock"), QStringLiteral("5+"));
    QCOMPARE(AppSettings::timeControl(QStringLiteral("loa")), QStringLiteral("none"));
    settings.setValue(QStringLiteral("game/loa/clock"), QStringLiteral("days:2"));
    QCOMPARE(AppSettings::timeControl(QStringLiteral("loa")), QStringLiteral("none"));
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.timeControl = QStringLiteral("5+x");
    QVERIFY2(setup.check().contains(QLatin1String("'5+x'")), qPrintable(setup.check()));
    setup.timeControl = QStringLiteral("days:2");
    QVERIFY2(setup.check().contains(QLatin1String("network")), qPrintable(setup.check()));
}

// New Game's clock in the window: both clocks shown large at the top of the players panel, the running one marked
// and ticking; a move hands the clock over; the control is the game's (its tag) and Restart keeps it.
void TestClocks::windowShowsTheRunningClock() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.timeControl = QStringLiteral("3+2");
    QVERIFY(window.newGame(setup));
    ClockFace *face = window.playersPanel()->clockFace();
    QVERIFY(face->isVisible());
    QCOMPARE(window.model()->tag(QStringLiteral("TimeControl")), QStringLiteral("3+2"));
    QCOMPARE(face->runningSide(), 0);
    QVERIFY(face->isTicking());
    QTRY_COMPARE(face->timeLabel(0)->text(), QStringLiteral("2:59"));
    QCOMPARE(face->timeLabel(1)->text(), QStringLiteral("3:00"));
    QVERIFY(face->timeLabel(0)->accessibleName().contains(labels::sideName(QStringLiteral("loa"), 0)));
    QVERIFY(face->timeLabel(0)->accessibleDescription().contains(QLatin1String("running")));
    QVERIFY(window.turns()->playHumanMove(firstLegal(*window.model())));
    QCOMPARE(face->runningSide(), 1);
    QCOMPARE(face->timeLabel(0)->text(), QStringLiteral("3:01")); // about 1 s used, 2 s added
    QCOMPARE(window.currentSetup().timeControl, QStringLiteral("3+2"));
    // Pause stops it; no clock hides the clocks.
    window.turns()->setPaused(true);
    QCOMPARE(face->runningSide(), -1);
    QVERIFY(!face->isTicking());
    window.turns()->setPaused(false);
    setup.timeControl = QStringLiteral("none");
    QVERIFY(window.newGame(setup));
    QVERIFY(!face->isVisible());
    QVERIFY(!window.model()->copyText().contains(QLatin1String("TimeControl")));
}

// A side whose time runs out loses: the model is over on time, the game-over dialog and the status line say so.
void TestClocks::flagFallEndsTheWindowsGame() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup = test::humans(QStringLiteral("atoms"));
    setup.timeControl = QStringLiteral("move:0.5");
    QVERIFY(window.newGame(setup));
    QVERIFY(window.turns()->playHumanMove(firstLegal(*window.model())));
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->isOver(), 3000);
    QVERIFY(window.model()->lostOnTime());
    QCOMPARE(window.model()->winner(), 0);
    GameOverDialog *dialog = window.gameOverDialog();
    QTRY_VERIFY(dialog->isVisible());
    // The message says who won in its headline and why in its reason line, as for any other end (it used to read
    // "Blue ran out of time: Red wins" in the headline with no reason, and "You lost: Black ran out of time: White
    // wins" against the computer, wrapped into six lines of the narrow column).
    qInfo("headline \"%s\", reason \"%s\"", qPrintable(dialog->headline()), qPrintable(dialog->reason()));
    QCOMPARE(dialog->headline(), labels::sideName(QStringLiteral("atoms"), 0) + QStringLiteral(" wins"));
    QCOMPARE(dialog->reason(), labels::sideName(QStringLiteral("atoms"), 1) + QStringLiteral(" ran out of time."));
    QVERIFY(dialog->accessibleDescription().contains(dialog->reason()));
    QVERIFY2(window.statusLine()->turnText().contains(QLatin1String("ran out of time")),
             qPrintable(window.statusLine()->turnText()));
    QVERIFY(!window.turns()->checkHumanTurn());
    QCOMPARE(window.playersPanel()->clockFace()->runningSide(), -1);
    QCOMPARE(window.playersPanel()->clockFace()->timeLabel(1)->text(), QStringLiteral("0:00.0"));
    QVERIFY(window.playersPanel()->clockFace()->isWarning(1));
    dialog->close();
}

// A resignation, the other end that is not in the position, is told like a flag fall: the winner in the headline,
// who resigned in the reason line (the person's side against the computer: "You lost").
void TestClocks::resignationIsTheReasonToo() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.seats[1] = QStringLiteral("level:1");
    QVERIFY(window.newGame(setup));
    QVERIFY(window.model()->resign(0));
    GameOverDialog *dialog = window.gameOverDialog();
    QTRY_VERIFY(dialog->isVisible());
    qInfo("headline \"%s\", reason \"%s\"", qPrintable(dialog->headline()), qPrintable(dialog->reason()));
    QCOMPARE(dialog->headline(), QStringLiteral("You lost: White wins"));
    QCOMPARE(dialog->reason(), QStringLiteral("Black resigned."));
    dialog->close();
}

// Under 10 s the clock turns to the warning colour; passing 60, 30 and 10 s left is announced.
void TestClocks::clockFaceWarnsAndAnnounces() {
    GameModel model;
    ClockKeeper keeper(&model);
    std::int64_t now = 0;
    keeper.setTimeSource([&now] { return now; });
    model.newGame(QStringLiteral("loa"));
    keeper.setControl(TimeControl::fischer(90'000, 0)); // 1.5+0
    ClockFace face;
    face.setSides(QStringLiteral("loa"), {Qt::black, Qt::white});
    face.setKeeper(&keeper);
    face.show();
    QSignalSpy said(&face, &ClockFace::announcement);
    QVERIFY(face.isTicking());
    now = 29'000; // 61 s left: no mark yet
    QTest::qWait(150);
    QCOMPARE(said.count(), 0);
    now = 31'000; // 59 s
    QTRY_COMPARE(said.count(), 1);
    QCOMPARE(said.at(0).at(0).toString(),
             labels::sideName(QStringLiteral("loa"), 0) + QStringLiteral(": 1 minute left"));
    QVERIFY(!face.isWarning(0));
    now = 81'000; // 9 s: past 30 and 10 at once, the lowest said
    QTRY_COMPARE(said.count(), 2);
    QVERIFY(said.at(1).at(0).toString().endsWith(QLatin1String("10 seconds left")));
    QVERIFY(face.isWarning(0));
    QCOMPARE(face.timeLabel(0)->text(), QStringLiteral("0:09.0"));
    QVERIFY(!face.isWarning(1));
    // A jump back (undo) says nothing.
    QVERIFY(model.playMove(firstLegal(model)));
    QVERIFY(model.undo());
    QTest::qWait(150);
    QCOMPARE(said.count(), 2);
}

// The side's colour disc on the running row stands out from the row (WCAG's 3:1 for a graphical object) even when
// the side's colour is the row's own: Blue on the highlight blue, Red on the warning red under 10 s. Seen under
// Xvfb: Blue's disc all but vanished into the running row.
void TestClocks::runningSideColourStandsOut() {
    GameModel model;
    ClockKeeper keeper(&model);
    std::int64_t now = 0;
    keeper.setTimeSource([&now] { return now; });
    model.newGame(QStringLiteral("atoms"));
    keeper.setControl(TimeControl::fischer(60'000, 0));
    ClockFace face;
    const QColor highlight = face.palette().color(QPalette::Highlight), warning(198, 40, 40);
    face.setSides(QStringLiteral("atoms"), {highlight, warning});
    face.setKeeper(&keeper);
    face.show();
    QVERIFY(QTest::qWaitForWindowExposed(&face));
    const auto best = [&](int side, QColor row) {
        const QImage image =
            face.grab(face.swatch(side)->geometry().translated(face.swatch(side)->parentWidget()->pos())).toImage();
        double most = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                most = std::max(most, contrast::ratio(image.pixelColor(x, y), row));
        return most;
    };
    QCOMPARE(face.runningSide(), 0);
    const double blue = best(0, highlight);
    QVERIFY(model.playMove(firstLegal(model)));
    now = 55'000; // the second side runs with 5 s left: the warning row
    QTRY_VERIFY(face.isWarning(1));
    const double red = best(1, warning);
    qInfo("the disc's strongest contrast with its running row: %.2f (on the highlight), %.2f (on the warning)", blue,
          red);
    QVERIFY2(blue >= 3.0, qPrintable(QString::number(blue)));
    QVERIFY2(red >= 3.0, qPrintable(QString::number(red)));
}

// gamut --clock CONTROL starts a new game on that clock; a bad control is named (exit 2).
void TestClocks::commandLineClock() {
    const CommandLine good = parseCommandLine({"gamut", "--game", "loa", "--clock", "2+1"}, QStringLiteral("loa"));
    QVERIFY2(!good.exit, qPrintable(good.error));
    QCOMPARE(good.options.clock.value_or(QString()), QStringLiteral("2+1"));
    QVERIFY(parseCommandLine({"gamut", "--clock", "move:5"}, QStringLiteral("loa")).options.newGame);
    const QList<std::pair<QStringList, QString>> bad = {{{"--clock", "5+x"}, "'5+x'"},
                                                        {{"--clock", "days:2"}, "network"},
                                                        {{"--clock", "1+0", "--clock", "2+0"}, "more than once"},
                                                        {{"--load", "a.gamut", "--clock", "1+0"}, "--load"}};
    for (const auto &[arguments, message] : bad) {
        const CommandLine result = parseCommandLine(QStringList{"gamut"} + arguments, QStringLiteral("loa"));
        QVERIFY(result.exit);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.error.contains(message), qPrintable(result.error));
    }
    MainWindow window;
    window.start(good.options);
    QCOMPARE(window.model()->tag(QStringLiteral("TimeControl")), QStringLiteral("2+1"));
    QCOMPARE(window.turns()->clock()->left(1), 120'000);
    window.turns()->setPaused(true);
}

// The review dock draws the time each move of a timed game took under its graph.
void TestClocks::reviewShowsTheTimeEachMoveTook() {
    MainWindow window;
    std::int64_t now = 0;
    window.turns()->clock()->setTimeSource([&now] { return now; });
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.timeControl = QStringLiteral("1+1");
    QVERIFY(window.newGame(setup));
    auto *strip = window.findChild<ReviewPanel *>()->moveTimes();
    QVERIFY(strip->isHidden()); // no move yet
    for (std::int64_t at : {4000, 6500, 16'500}) {
        now = at;
        QVERIFY(window.turns()->playHumanMove(firstLegal(*window.model())));
    }
    QCOMPARE(strip->timesUsed(), (std::vector<std::int64_t>{4000, 2500, 10'000}));
    QVERIFY(!strip->isHidden());
    QVERIFY2(strip->accessibleDescription().contains(QLatin1String("move 3: 10 seconds")),
             qPrintable(strip->accessibleDescription()));
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa")))); // no clock: no strip
    QVERIFY(strip->isHidden());
}

QTEST_MAIN(TestClocks)
#include "test_clocks.moc"
