// Time controls and the game clock (core/clock): every form read and written back, every kind of bad text named
// in its error, and the clock driven to the millisecond: charging the mover, increments, a time a move, a pause,
// a lag allowance, running out, undo (restore), clock comments read and written.
#include "core/clock/gameclock.h"
#include "core/clock/movetimes.h"
#include "core/clock/timecontrol.h"

#include <QTest>

using namespace gamut;

namespace {

TimeControl parsed(const char *text) {
    std::string error;
    const auto control = parseTimeControl(text, error);
    if (!control)
        qFatal("'%s' did not parse: %s", text, error.c_str());
    return *control;
}

QString errorOf(const char *text) {
    std::string error;
    const auto control = parseTimeControl(text, error);
    return control ? QString() : QString::fromStdString(error);
}

} // namespace

class TestClock : public QObject {
    Q_OBJECT
private slots:
    void readsAndWritesEveryForm_data();
    void readsAndWritesEveryForm();
    void badControlsAreNamed_data();
    void badControlsAreNamed();
    void clockTexts();
    void badClockTexts();
    void fischerChargesTheMoverAndAddsTheIncrement();
    void aTimeAMoveStartsWholeEveryTurn();
    void daysAreATimeAMove();
    void pauseKeepsTheTurnsTimeCharged();
    void runningOutIsAFlag();
    void aMoveAfterTheFlagDoesNotCount();
    void lagAllowanceIsNeverMoreThanTheTurn();
    void restoreGivesTimeBack();
    void noControlNeverRuns();
    void moveTimesFromTheRecordedClocks();
};

void TestClock::readsAndWritesEveryForm_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("startMs");
    QTest::addColumn<qint64>("incrementMs");
    using K = TimeControl::Kind;
    QTest::newRow("none") << "none"
                          << "none" << int(K::None) << qint64(0) << qint64(0);
    QTest::newRow("NONE, blanks") << "  NONE "
                                  << "none" << int(K::None) << qint64(0) << qint64(0);
    QTest::newRow("pgn dash") << "-"
                              << "none" << int(K::None) << qint64(0) << qint64(0);
    QTest::newRow("5+3") << "5+3"
                         << "5+3" << int(K::Fischer) << qint64(300'000) << qint64(3000);
    QTest::newRow("1+0") << "1+0"
                         << "1+0" << int(K::Fischer) << qint64(60'000) << qint64(0);
    QTest::newRow("0.5+0") << "0.5+0"
                           << "0.5+0" << int(K::Fischer) << qint64(30'000) << qint64(0);
    QTest::newRow(".25+1") << ".25+1"
                           << "0.25+1" << int(K::Fischer) << qint64(15'000) << qint64(1000);
    QTest::newRow("2+0.5") << "2+0.5"
                           << "2+0.5" << int(K::Fischer) << qint64(120'000) << qint64(500);
    QTest::newRow("trailing zeros") << "5.50+3.0"
                                    << "5.5+3" << int(K::Fischer) << qint64(330'000) << qint64(3000);
    QTest::newRow("blanks inside") << "15 + 10"
                                   << "15+10" << int(K::Fischer) << qint64(900'000) << qint64(10'000);
    QTest::newRow("largest") << "600+600"
                             << "600+600" << int(K::Fischer) << qint64(36'000'000) << qint64(600'000);
    QTest::newRow("move:10") << "move:10"
                             << "move:10" << int(K::PerMove) << qint64(10'000) << qint64(0);
    QTest::newRow("Move:0.5") << "Move:0.5"
                              << "move:0.5" << int(K::PerMove) << qint64(500) << qint64(0);
    QTest::newRow("days:3") << "days:3"
                            << "days:3" << int(K::Days) << qint64(3 * TimeControl::kDayMs) << qint64(0);
    QTest::newRow("days:14") << "days:14"
                             << "days:14" << int(K::Days) << qint64(14 * TimeControl::kDayMs) << qint64(0);
}

void TestClock::readsAndWritesEveryForm() {
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, kind);
    QFETCH(qint64, startMs);
    QFETCH(qint64, incrementMs);
    const TimeControl control = parsed(text.toUtf8().constData());
    QCOMPARE(int(control.kind), kind);
    QCOMPARE(qint64(control.startMs()), startMs);
    QCOMPARE(qint64(control.incrementMs), incrementMs);
    QCOMPARE(QString::fromStdString(control.text()), canonical);
    QVERIFY(parsed(control.text().c_str()) == control); // written and read again: the same control
}

void TestClock::badControlsAreNamed_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("says"); // each of these is in the error
    QTest::newRow("empty") << "" << QStringList{"empty time control", "5+3"};
    QTest::newRow("blanks") << "   " << QStringList{"empty time control"};
    QTest::newRow("a word") << "blitz" << QStringList{"'blitz'", "move:<seconds>", "days:"};
    QTest::newRow("minutes only") << "5" << QStringList{"'5'", "<minutes>+<seconds>"};
    QTest::newRow("minutes not a number") << "x+3" << QStringList{"'x+3'", "the minutes 'x'", "not a number"};
    QTest::newRow("no minutes") << "+3" << QStringList{"the minutes ''", "not a number"};
    QTest::newRow("no increment") << "5+" << QStringList{"increment", "not a number"};
    QTest::newRow("negative") << "-5+3" << QStringList{"the minutes '-5'", "not a number"};
    QTest::newRow("two plus") << "5+3+1" << QStringList{"increment", "'3+1'"};
    QTest::newRow("exponent") << "1e3+0" << QStringList{"'1e3'", "not a number"};
    QTest::newRow("three decimals") << "0.125+0" << QStringList{"'0.125'", "more than two decimals"};
    QTest::newRow("increment decimals") << "1+0.25" << QStringList{"'0.25'", "more than one decimal"};
    QTest::newRow("too long") << "601+0" << QStringList{"'601'", "0 to 600"};
    QTest::newRow("increment too long") << "5+601" << QStringList{"'601'", "0 to 600"};
    QTest::newRow("no time") << "0+0" << QStringList{"'0+0'", "no time to start with"};
    QTest::newRow("zero base") << "0+5" << QStringList{"no time to start with"};
    QTest::newRow("huge") << "99999999999999999999+0" << QStringList{"0 to 600"};
    QTest::newRow("move nothing") << "move:" << QStringList{"seconds a move", "not a number"};
    QTest::newRow("move zero") << "move:0" << QStringList{"needs some time"};
    QTest::newRow("move word") << "move:ten" << QStringList{"'ten'", "not a number"};
    QTest::newRow("move too long") << "move:86401" << QStringList{"'86401'", "0 to 86400"};
    QTest::newRow("days zero") << "days:0" << QStringList{"days a move '0'", "1 to 14"};
    QTest::newRow("days 15") << "days:15" << QStringList{"'15'", "1 to 14"};
    QTest::newRow("days half") << "days:1.5" << QStringList{"'1.5'", "not a whole number"};
    QTest::newRow("control characters") << "5\x1b[2J+3" << QStringList{"\\x1B"};
}

void TestClock::badControlsAreNamed() {
    QFETCH(QString, text);
    QFETCH(QStringList, says);
    const QString error = errorOf(text.toUtf8().constData());
    QVERIFY2(!error.isEmpty(), qPrintable(text));
    for (const QString &part : says)
        QVERIFY2(error.contains(part, Qt::CaseInsensitive), qPrintable(error + " lacks " + part));
    QVERIFY2(!error.contains(QChar(0x1b)), "an escape reached the message");
    qInfo("%s", qPrintable(error));
}

void TestClock::clockTexts() {
    QCOMPARE(clockText(0), std::string("0:00:00.0"));
    QCOMPARE(clockText(291'300), std::string("0:04:51.3"));
    QCOMPARE(clockText(291'399), std::string("0:04:51.3")); // never shows time that is not there
    QCOMPARE(clockText(3'723'400), std::string("1:02:03.4"));
    QCOMPARE(clockText(3 * TimeControl::kDayMs - 100), std::string("71:59:59.9"));
    QCOMPARE(clockText(-5), std::string("0:00:00.0"));
    QCOMPARE(parseClockText("0:04:51.3"), std::optional<std::int64_t>(291'300));
    QCOMPARE(parseClockText("1:02:03"), std::optional<std::int64_t>(3'723'000));
    QCOMPARE(parseClockText(" 71:59:59.9 "), std::optional<std::int64_t>(3 * TimeControl::kDayMs - 100));
    QCOMPARE(parseClockText("4:51.25"), std::optional<std::int64_t>(291'250));
    QCOMPARE(parseClockText("9.125"), std::optional<std::int64_t>(9125));
    for (std::int64_t ms : {0LL, 100LL, 59'900LL, 3'599'900LL, 36'000'000LL})
        QCOMPARE(parseClockText(clockText(ms)), std::optional<std::int64_t>(ms));
}

void TestClock::badClockTexts() {
    for (const char *text : {"", ":", "1:", ":30", "0:60:00", "0:00:60", "1:2:3:4", "0:04:51.", "0:04:51.3456",
                             "0:04:51.3x", "-1:00:00", "a:bc:de", "0:04 :51", "99999999999:00:00"})
        QVERIFY2(!parseClockText(text), text);
}

void TestClock::fischerChargesTheMoverAndAddsTheIncrement() {
    GameClock clock(parsed("1+2"));
    QCOMPARE(clock.left(0, 0), 60'000);
    QCOMPARE(clock.running(), -1);
    clock.start(0, 1000);
    QCOMPARE(clock.running(), 0);
    QCOMPARE(clock.left(0, 4000), 57'000);
    QCOMPARE(clock.left(1, 4000), 60'000);
    QCOMPARE(clock.turnUsed(4000), 3000);
    const GameClock::Charge first = clock.move(0, 6000); // 5 s, then 2 s added
    QCOMPARE(first.usedMs, 5000);
    QCOMPARE(first.leftMs, 57'000);
    QVERIFY(!first.flagged);
    QCOMPARE(clock.running(), -1);
    QCOMPARE(clock.left(0, 99'000), 57'000); // stopped: time does not pass
    clock.start(1, 6000);
    const GameClock::Charge second = clock.move(1, 6500);
    QCOMPARE(second.usedMs, 500);
    QCOMPARE(second.leftMs, 61'500); // Fischer may grow past the base
    QCOMPARE(clock.left(1, 7000), 61'500);
}

void TestClock::aTimeAMoveStartsWholeEveryTurn() {
    GameClock clock(parsed("move:10"));
    QCOMPARE(clock.left(1, 0), 10'000);
    clock.start(0, 0);
    const GameClock::Charge charge = clock.move(0, 3000);
    QCOMPARE(charge.usedMs, 3000);
    QCOMPARE(charge.leftMs, 7000);         // the clock comment says what was left when it moved
    QCOMPARE(clock.left(0, 3000), 10'000); // its next turn starts whole
    QCOMPARE(clock.nextTurnFrom(7000), 10'000);
    clock.start(1, 3000);
    QCOMPARE(clock.untilFlag(12'000), 1000);
    QCOMPARE(clock.flagged(12'999), -1);
    QCOMPARE(clock.flagged(13'000), 1);
}

void TestClock::daysAreATimeAMove() {
    GameClock clock(parsed("days:2"));
    clock.start(0, 0);
    const GameClock::Charge charge = clock.move(0, TimeControl::kDayMs);
    QCOMPARE(charge.leftMs, TimeControl::kDayMs);
    QCOMPARE(clock.left(0, 0), 2 * TimeControl::kDayMs);
}

void TestClock::pauseKeepsTheTurnsTimeCharged() {
    GameClock clock(parsed("5+0"));
    clock.start(1, 0);
    clock.stop(2000); // paused after 2 s
    QCOMPARE(clock.running(), -1);
    QCOMPARE(clock.left(1, 50'000), 298'000);
    clock.start(1, 50'000); // the same turn goes on
    const GameClock::Charge charge = clock.move(1, 51'000);
    QCOMPARE(charge.usedMs, 3000); // both pieces of the turn, not the pause
    QCOMPARE(charge.leftMs, 297'000);
    // A move made while paused (a person may play during a pause) is charged what the turn had used.
    clock.start(0, 60'000);
    clock.stop(60'400);
    QCOMPARE(clock.move(0, 90'000).usedMs, 400);
    // A time a move keeps what the paused turn had used too.
    GameClock perMove(parsed("move:5"));
    perMove.start(0, 0);
    perMove.stop(4000);
    perMove.start(0, 100'000);
    QCOMPARE(perMove.untilFlag(100'000), 1000);
}

void TestClock::runningOutIsAFlag() {
    GameClock clock(parsed("0.5+0"));
    clock.start(0, 0);
    QCOMPARE(clock.untilFlag(10'000), 20'000);
    QCOMPARE(clock.flagged(29'999), -1);
    QCOMPARE(clock.flagged(30'000), 0);
    QCOMPARE(clock.left(0, 45'000), 0); // never below 0
    QCOMPARE(clock.untilFlag(45'000), 0);
    clock.stop(45'000);
    QCOMPARE(clock.left(0, 45'000), 0);
    QCOMPARE(clock.untilFlag(45'000), -1);
}

void TestClock::aMoveAfterTheFlagDoesNotCount() {
    GameClock clock(parsed("0.5+5"));
    clock.start(0, 0);
    const GameClock::Charge late = clock.move(0, 31'000);
    QVERIFY(late.flagged);
    QCOMPARE(late.leftMs, 0); // no increment for a move that came too late
    QCOMPARE(clock.left(0, 40'000), 0);
}

void TestClock::lagAllowanceIsNeverMoreThanTheTurn() {
    GameClock clock(parsed("1+0"));
    clock.start(0, 0);
    GameClock::Charge charge = clock.move(0, 3000, 800);
    QCOMPARE(charge.usedMs, 2200);
    QCOMPARE(charge.leftMs, 57'800);
    clock.start(1, 3000);
    charge = clock.move(1, 3300, 1000); // the allowance covers the whole turn, no more
    QCOMPARE(charge.usedMs, 0);
    QCOMPARE(charge.leftMs, 60'000);
    // A move that arrives after the flag but within the allowance still counts (the lag was the network's).
    clock.start(0, 3300);
    charge = clock.move(0, 3300 + 57'800 + 500, 1000);
    QVERIFY(!charge.flagged);
    QCOMPARE(charge.leftMs, 500);
    clock.start(1, 0);
    QVERIFY(clock.move(1, 61'500, -50).flagged); // a negative allowance is none
}

void TestClock::restoreGivesTimeBack() {
    GameClock clock(parsed("3+2"));
    clock.start(0, 0);
    clock.move(0, 10'000); // 172 s left
    clock.start(1, 10'000);
    clock.move(1, 30'000); // 162 s left
    clock.start(0, 30'000);
    // Undo of the second side's move: both clocks as they were after the first move, the first side running.
    clock.restore({clock.nextTurnFrom(172'000), 180'000});
    QCOMPARE(clock.running(), -1);
    clock.start(1, 40'000);
    QCOMPARE(clock.left(1, 40'000), 180'000);
    QCOMPARE(clock.left(0, 40'000), 172'000);
    QCOMPARE(clock.move(1, 41'000).usedMs, 1000); // the turn started at the restore, not before
    clock.restore({-5, 1});
    QCOMPARE(clock.left(0, 0), 0);
}

void TestClock::noControlNeverRuns() {
    GameClock clock;
    QVERIFY(!clock.isTimed());
    clock.start(0, 0);
    QCOMPARE(clock.running(), -1);
    QCOMPARE(clock.flagged(1'000'000'000), -1);
    QCOMPARE(clock.untilFlag(5), -1);
    const GameClock::Charge charge = clock.move(0, 1000);
    QVERIFY(!charge.flagged);
}

// The review's strip: what each move took, from the clocks its record keeps.
void TestClock::moveTimesFromTheRecordedClocks() {
    using T = std::vector<std::int64_t>;
    // 1+2: first 60 -> 57 (5 s used, 2 added), second 60 -> 50 (12 used), first 57 -> 59 (0 used), second has no
    // clock (unknown), then 44 (unknown too: its turn's start is not known).
    QCOMPARE(moveTimesUsed(parsed("1+2"), {0, 1, 0, 1, 1}, {57'000, 50'000, 59'000, -1, 44'000}),
             (T{5000, 12'000, 0, -1, -1}));
    QCOMPARE(moveTimesUsed(parsed("move:10"), {0, 1, 0}, {3000, -1, 9500}), (T{7000, -1, 500}));
    QCOMPARE(moveTimesUsed(parsed("none"), {0, 1}, {3000, 4000}), (T{-1, -1}));
    // A clock higher than the turn began with (a file edited by hand) took no time rather than less than none.
    QCOMPARE(moveTimesUsed(parsed("1+0"), {0}, {61'000}), (T{0}));
}

QTEST_GUILESS_MAIN(TestClock)
#include "test_clock.moc"
