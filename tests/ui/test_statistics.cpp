// Statistics: only games played to the end count, each once (undoing the last move and playing it again does not
// count it twice), per game and opponent level, from the person's side; two people count per side; two computers
// not at all; the dialog shows the table and Reset empties it.
#include "windowtesthelpers.h"

#include "ui/dialogs/statisticsdialog.h"
#include "ui/settings/statistics.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowextras.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QtTest>

using namespace gamut;

namespace {

// Plays the first legal move until the game is over; the number of moves played.
int playToEnd(GameModel &model) {
    int plies = 0;
    while (!model.isOver() && plies < 1000) {
        MoveList moves;
        model.position().legalMoves(moves);
        model.playMove(moves[0]);
        ++plies;
    }
    return plies;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void init() { statistics::reset(); }

    void opponentKeys();
    void recordsFromThePersonsSide();
    void junkCountsAreZero();
    void countsOnlyFinishedGamesOnce();
    void dialogShowsAndResets();
};

void TestStatistics::opponentKeys() {
    int person = -1;
    QCOMPARE(statistics::opponentKey({QStringLiteral("human"), QStringLiteral("level:3")}, &person),
             QStringLiteral("level-3"));
    QCOMPARE(person, 0);
    QCOMPARE(statistics::opponentKey({QStringLiteral("level:6"), QStringLiteral("human")}, &person),
             QStringLiteral("level-6"));
    QCOMPARE(person, 1);
    QCOMPARE(statistics::opponentKey({QStringLiteral("human"), QStringLiteral("level:4/2000ms")}),
             QStringLiteral("level-4"));
    QCOMPARE(statistics::opponentKey({QStringLiteral("human"), QStringLiteral("human")}), statistics::kHumans);
    QCOMPARE(statistics::opponentKey({QStringLiteral("random"), QStringLiteral("human")}), QStringLiteral("random"));
    QCOMPARE(statistics::opponentKey({QStringLiteral("level:1"), QStringLiteral("level:2")}), QString());
}

void TestStatistics::recordsFromThePersonsSide() {
    const QString loa = QStringLiteral("loa");
    QVERIFY(statistics::record(loa, {QStringLiteral("human"), QStringLiteral("level:2")}, 0));  // person won
    QVERIFY(statistics::record(loa, {QStringLiteral("level:2"), QStringLiteral("human")}, 0));  // person lost
    QVERIFY(statistics::record(loa, {QStringLiteral("level:2"), QStringLiteral("human")}, -1)); // draw
    QVERIFY(statistics::record(loa, {QStringLiteral("human"), QStringLiteral("human")}, 1));    // second side won
    QVERIFY(!statistics::record(loa, {QStringLiteral("level:1"), QStringLiteral("level:1")}, 0));
    QCOMPARE(statistics::tally(loa, QStringLiteral("level-2")), (Tally{1, 1, 1}));
    QCOMPARE(statistics::tally(loa, statistics::kHumans), (Tally{0, 0, 1}));
    QCOMPARE(statistics::tally(QStringLiteral("atoms"), QStringLiteral("level-2")), Tally{});
    QCOMPARE(statistics::opponents(loa), (std::vector<QString>{QStringLiteral("level-2"), statistics::kHumans}));
    QCOMPARE(QSettings().value(QStringLiteral("stats/loa/level-2/wins")).toInt(), 1);
}

void TestStatistics::junkCountsAreZero() {
    QSettings settings;
    settings.setValue(QStringLiteral("stats/loa/level-3/wins"), QStringLiteral("lots"));
    settings.setValue(QStringLiteral("stats/loa/level-3/draws"), -5);
    settings.setValue(QStringLiteral("stats/loa/level-3/losses"), 2);
    QCOMPARE(statistics::tally(QStringLiteral("loa"), QStringLiteral("level-3")), (Tally{0, 0, 2}));
    QVERIFY(statistics::record(QStringLiteral("loa"), {QStringLiteral("human"), QStringLiteral("level:3")}, 0));
    QCOMPARE(statistics::tally(QStringLiteral("loa"), QStringLiteral("level-3")), (Tally{1, 0, 2}));
}

void TestStatistics::countsOnlyFinishedGamesOnce() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("trails")));
    window.turns()->setPaused(true);
    GameModel &model = *window.model();
    QCOMPARE(statistics::tally(QStringLiteral("trails"), statistics::kHumans).games(), 0);
    test::playMoves(model, 3); // not finished: nothing counted
    QCOMPARE(statistics::tally(QStringLiteral("trails"), statistics::kHumans).games(), 0);
    QVERIFY(playToEnd(model) > 0);
    QVERIFY(model.isOver());
    const int winner = model.winner();
    const Tally once = statistics::tally(QStringLiteral("trails"), statistics::kHumans);
    QCOMPARE(once.games(), 1);
    QCOMPARE(winner == 0 ? once.wins : once.losses, 1);

    // Undo the last move and play it again: the same game, not counted again.
    QVERIFY(model.undo());
    QVERIFY(!model.isOver());
    QVERIFY(playToEnd(model) > 0);
    QCOMPARE(statistics::tally(QStringLiteral("trails"), statistics::kHumans), once);

    // A new game is counted on its own.
    window.newGame(test::humans(QStringLiteral("trails")));
    window.turns()->setPaused(true);
    playToEnd(model);
    QCOMPARE(statistics::tally(QStringLiteral("trails"), statistics::kHumans).games(), 2);

    // Against the computer: counted under its level, the result the person's.
    GameSetup setup = test::humans(QStringLiteral("addtraction"));
    setup.seats[1] = QStringLiteral("level:1");
    window.newGame(setup);
    window.turns()->setPaused(true);
    playToEnd(model);
    QCOMPARE(statistics::tally(QStringLiteral("addtraction"), QStringLiteral("level-1")).games(), 1);
}

void TestStatistics::dialogShowsAndResets() {
    statistics::record(QStringLiteral("atoms"), {QStringLiteral("human"), QStringLiteral("level:4")}, 0);
    statistics::record(QStringLiteral("atoms"), {QStringLiteral("human"), QStringLiteral("level:4")}, 1);
    MainWindow window;
    auto *extras = window.findChild<WindowExtras *>();
    QVERIFY(extras);
    // Game ▸ Statistics… is in the menu that holds Quit.
    QVERIFY(window.menuBar()->actions().constFirst()->menu()->actions().contains(extras->statisticsAction()));
    extras->statisticsAction()->trigger();
    auto *dialog = window.findChild<StatisticsDialog *>();
    QVERIFY(dialog);
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), 1);
    QVERIFY(table->item(0, 1)->text().contains(QLatin1String("4")));
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("1"));
    QCOMPARE(table->item(0, 3)->text(), QStringLiteral("0"));
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("1"));
    QCOMPARE(table->item(0, 5)->text(), QStringLiteral("2"));
    QVERIFY(dialog->resetButton()->isEnabled());

    test::ModalWatcher watcher(QMessageBox::Reset);
    dialog->resetButton()->click();
    QCOMPARE(watcher.seen(), 1);
    QCOMPARE(statistics::tally(QStringLiteral("atoms"), QStringLiteral("level-4")).games(), 0);
    QCOMPARE(table->rowCount(), 1); // the "nothing yet" line
    QCOMPARE(table->columnSpan(0, 0), 6);
    QVERIFY(!dialog->resetButton()->isEnabled());
}

QTEST_MAIN(TestStatistics)
#include "test_statistics.moc"
