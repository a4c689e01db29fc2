// A game's clocks beside the model (core/play/clockkeeper.h), driven to the millisecond by a time source of the
// test's own: the control from the TimeControl tag, every move stamped, undo giving a move's time back, pause,
// browsing, save and reload exactly, loss on time (the model over, the file's Termination, a late move refused),
// and a computer's turn told its time. In every registered game.
#include "core/play/clockkeeper.h"
#include "core/play/turncontroller.h"
#include "core/record/clockcomment.h"
#include "core/registry.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace gamut;

namespace {

Move firstLegal(const GameModel &model) {
    MoveList moves;
    model.position().legalMoves(moves);
    return moves.empty() ? kNoMove : moves[0];
}

QString gameId(const GameEntry &entry) { return QString::fromUtf8(entry.info->id); }

TimeControl control(const char *text) {
    std::string error;
    return *parseTimeControl(text, error);
}

// A model with a keeper whose time is `now` (ms).
struct Timed {
    GameModel model;
    ClockKeeper keeper{&model};
    std::int64_t now = 0;
    explicit Timed(const QString &game, const char *tc) {
        keeper.setTimeSource([this] { return now; });
        model.newGame(game);
        keeper.setControl(control(tc));
    }
    bool play() { return model.playMove(firstLegal(model)); }
};

} // namespace

class TestClockKeeper : public QObject {
    Q_OBJECT
private slots:
    void movesAreStampedInEveryGame();
    void undoGivesTheTimeBack();
    void pauseAndBrowsingStopTheClock();
    void savedAndReopenedExactly();
    void flagEndsTheGameOnTime();
    void lateMoveIsRefused();
    void aTimeAMoveResets();
    void badControlInAFileIsNamed();
    void computerIsToldItsTime();
    void followsAReferee();
    void aNewTablesClocksAfterAGameLostOnTime();
};

void TestClockKeeper::movesAreStampedInEveryGame() {
    for (const GameEntry &entry : allGames()) {
        Timed t(gameId(entry), "1+2");
        QCOMPARE(t.model.tag(QStringLiteral("TimeControl")), QStringLiteral("1+2"));
        const int first = t.model.position().turn();
        QCOMPARE(t.keeper.running(), first);
        t.now = 5000;
        QCOMPARE(t.keeper.left(first), 55'000);
        QVERIFY(t.play());
        QCOMPARE(t.model.clockAt(1), 57'000); // 5 s used, 2 s added
        QCOMPARE(t.keeper.left(first), 57'000);
        if (t.model.isOver())
            continue;
        const int second = t.model.position().turn();
        QCOMPARE(t.keeper.running(), second);
        t.now = 8000;
        QCOMPARE(t.keeper.left(second), second == first ? 54'000 : 57'000);
        // Written as the move's [%clk] comment, apart from the words of the comment.
        QVERIFY(t.model.setComment(1, QStringLiteral("a fine move")));
        QVERIFY2(t.model.copyText().contains(QLatin1String("{[%clk 0:00:57.0] a fine move}")),
                 qPrintable(gameId(entry)));
        QCOMPARE(t.model.comment(1), QStringLiteral("a fine move"));
    }
}

void TestClockKeeper::undoGivesTheTimeBack() {
    Timed t(QStringLiteral("loa"), "3+0");
    t.now = 10'000;
    QVERIFY(t.play()); // first: 170 s
    t.now = 30'000;
    QVERIFY(t.play()); // second: 160 s
    t.now = 31'000;
    QVERIFY(t.play()); // first: 169 s
    QCOMPARE(t.model.clockAt(3), 169'000);
    t.now = 40'000; // second has used 9 s of its turn
    QCOMPARE(t.keeper.left(1), 151'000);
    QVERIFY(t.model.undo()); // the first side's last move is taken back: its 1 s comes back, and its turn runs
    QCOMPARE(t.keeper.left(0), 170'000);
    QCOMPARE(t.keeper.left(1), 160'000);
    QCOMPARE(t.keeper.running(), -1); // the cursor is inside the list: browsing
    // Playing on from here (another line) charges from the times at this position.
    QVERIFY(t.model.undo());
    QVERIFY(t.model.undo());
    QCOMPARE(t.keeper.left(0), 180'000);
    QVERIFY(t.model.jumpToPly(3));
    QCOMPARE(t.keeper.running(), 1);
    t.now = 45'000;
    QCOMPARE(t.keeper.left(1), 155'000);
}

void TestClockKeeper::pauseAndBrowsingStopTheClock() {
    Timed t(QStringLiteral("loa"), "1+0");
    t.now = 4000;
    t.keeper.setPaused(true);
    QCOMPARE(t.keeper.running(), -1);
    t.now = 60'000; // a long pause costs nothing
    QCOMPARE(t.keeper.left(0), 56'000);
    t.keeper.setPaused(false);
    t.now = 61'000;
    QCOMPARE(t.keeper.left(0), 55'000); // the turn goes on with what it had used
    QVERIFY(t.play());
    QCOMPARE(t.model.clockAt(1), 55'000);
    // The turn loop pauses the clock with the game.
    TurnController turns(&t.model);
    QCOMPARE(turns.clock()->isTimed(), true);
    turns.setPaused(true);
    QCOMPARE(turns.clock()->running(), -1);
    turns.setPaused(false);
    QVERIFY(turns.clock()->running() >= 0);
}

void TestClockKeeper::savedAndReopenedExactly() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("timed.gamut"));
    std::array<std::int64_t, 2> before{};
    {
        Timed t(QStringLiteral("atoms"), "2+1");
        for (int i = 1; i <= 6; ++i) {
            t.now += 1700 * i;
            QVERIFY(t.play());
        }
        t.now += 999;
        before = {t.keeper.left(0), t.keeper.left(1)};
        QVERIFY(t.model.save(path));
    }
    Timed reopened(QStringLiteral("loa"), "none");
    reopened.now = 1'000'000;
    QVERIFY(reopened.model.load(path));
    QCOMPARE(reopened.keeper.control(), control("2+1"));
    // The side to move starts its turn afresh with what its last move left it (the file keeps no turn begun).
    const int toMove = reopened.model.position().turn();
    QCOMPARE(reopened.keeper.left(1 - toMove), before[std::size_t(1 - toMove)]);
    QCOMPARE(reopened.keeper.left(toMove), before[std::size_t(toMove)] + 999);
    QCOMPARE(reopened.keeper.running(), toMove);
    // A file without a TimeControl tag, and moves without clocks, have no clock.
    QVERIFY(reopened.model.newGame(QStringLiteral("loa")));
    QVERIFY(!reopened.keeper.isTimed());
    QCOMPARE(reopened.keeper.left(0), -1);
}

void TestClockKeeper::flagEndsTheGameOnTime() {
    Timed t(QStringLiteral("loa"), "0.01+0"); // 600 ms
    QSignalSpy fell(&t.keeper, &ClockKeeper::flagFell);
    QSignalSpy over(&t.model, &GameModel::gameOver);
    t.now = 100;
    QVERIFY(t.play());
    t.now = 650;
    t.keeper.checkFlag(); // the second side, running since 100 ms, has 50 ms left
    QCOMPARE(fell.count(), 0);
    t.now = 1100;
    t.keeper.checkFlag();
    QCOMPARE(fell.count(), 1);
    QCOMPARE(fell.at(0).at(0).toInt(), 1);
    QCOMPARE(over.count(), 1);
    QVERIFY(t.model.isOver());
    QCOMPARE(t.model.winner(), 0);
    QVERIFY(t.model.lostOnTime());
    QCOMPARE(t.model.resignedSide(), 1);
    QCOMPARE(t.keeper.running(), -1);
    const QString text = t.model.copyText();
    QVERIFY2(text.contains(QLatin1String("[Termination \"time\"]")), qPrintable(text));
    QVERIFY(!text.contains(QLatin1String("[Resigned")));
    QVERIFY(!t.play()); // over
    QVERIFY2(t.model.lastError().contains(QLatin1String("ran out of time")), qPrintable(t.model.lastError()));
    // Reopened, the game is over on time again.
    GameModel reopened;
    QVERIFY(reopened.pasteText(text));
    QVERIFY(reopened.isOver());
    QVERIFY(reopened.lostOnTime());
    QCOMPARE(reopened.winner(), 0);
    QCOMPARE(reopened.tag(QStringLiteral("Termination")), QStringLiteral("time"));
    // A real timer ends it too.
    GameModel live;
    ClockKeeper keeper(&live);
    live.newGame(QStringLiteral("loa"));
    keeper.setControl(control("move:0.1"));
    QSignalSpy liveOver(&live, &GameModel::gameOver);
    QVERIFY(liveOver.wait(2000));
    QVERIFY(live.lostOnTime());
    QCOMPARE(live.winner(), 1);
}

void TestClockKeeper::lateMoveIsRefused() {
    Timed t(QStringLiteral("loa"), "0.01+0");
    QSignalSpy fell(&t.keeper, &ClockKeeper::flagFell);
    t.now = 650; // the flag fell before the move came (the event loop was busy)
    QVERIFY(!t.play());
    QVERIFY2(t.model.lastError().contains(QLatin1String("time ran out")), qPrintable(t.model.lastError()));
    QCOMPARE(t.model.plyCount(), 0);
    QVERIFY(fell.wait(1000)); // and the game ends on time once the request is over
    QVERIFY(t.model.lostOnTime());
    QCOMPARE(t.model.winner(), 1);
}

void TestClockKeeper::aTimeAMoveResets() {
    Timed t(QStringLiteral("loa"), "move:10");
    t.now = 7000;
    QVERIFY(t.play());
    QCOMPARE(t.model.clockAt(1), 3000); // the record says what was left ...
    QCOMPARE(t.keeper.left(0), 10'000); // ... and the next turn has the whole of it
    QCOMPARE(t.keeper.left(1), 10'000);
}

void TestClockKeeper::badControlInAFileIsNamed() {
    const QString text = QStringLiteral("[Format \"gamut 1\"]\n[Game \"loa\"]\n[TimeControl \"5+x\"]\n\n");
    GameModel model;
    QVERIFY(!model.pasteText(text));
    QVERIFY2(model.lastError().contains(QLatin1String(":3:")) && model.lastError().contains(QLatin1String("'5+x'")),
             qPrintable(model.lastError()));
    // Clock comments that disagree with the control are what the file says.
    GameModel timed;
    ClockKeeper keeper(&timed);
    timed.newGame(QStringLiteral("loa"));
    QVERIFY(timed.playMove(firstLegal(timed)));
    QString saved = timed.copyText();
    saved.replace(QLatin1String("[Game \"loa\"]"), QLatin1String("[Game \"loa\"]\n[TimeControl \"1+0\"]"));
    saved = saved.trimmed() + QStringLiteral(" {[%clk 1:23:45.6]}\n"); // after the one move
    QVERIFY2(timed.pasteText(saved), qPrintable(timed.lastError() + QLatin1Char('\n') + saved));
    QCOMPARE(timed.clockAt(1), ((1 * 60 + 23) * 60 + 45) * 1000 + 600);
    QCOMPARE(keeper.left(0), timed.clockAt(1));
}

void TestClockKeeper::computerIsToldItsTime() {
    GameModel model;
    model.newGame(QStringLiteral("loa"));
    TurnController turns(&model);
    turns.setMinimumDelay(0);
    turns.setPaused(true);
    QVERIFY(turns.setSeat(0, QStringLiteral("level:1")));
    turns.clock()->setControl(control("0.5+0"));
    turns.setPaused(false);
    QVERIFY(turns.isThinking());
    QSignalSpy played(&model, &GameModel::movePlayed);
    QVERIFY(played.wait(5000));
    QVERIFY(model.clockAt(1) > 0 && model.clockAt(1) <= 30'000);
}

// A network game's clocks are its server's: the keeper shows the figures it is given, the running side's ticking
// from then on; it stamps no move and lets no flag fall (the server decides), the model's end stops it, and
// stopFollowing() gives the game its own clock back (none here: a network game's record has no control).
void TestClockKeeper::followsAReferee() {
    GameModel model;
    ClockKeeper keeper(&model);
    std::int64_t now = 1000;
    keeper.setTimeSource([&now] { return now; });
    model.newGame(QStringLiteral("loa"));
    QVERIFY(!keeper.isTimed());
    QSignalSpy changed(&keeper, &ClockKeeper::changed);
    QSignalSpy fell(&keeper, &ClockKeeper::flagFell);
    keeper.follow({60'000, 45'000}, 0);
    QVERIFY(keeper.isFollowing() && keeper.isTimed());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(keeper.running(), 0);
    now = 3500;
    QCOMPARE(keeper.left(0), 57'500);
    QCOMPARE(keeper.left(1), 45'000);
    QVERIFY(model.playMove(firstLegal(model)));
    QCOMPARE(model.clockAt(1), -1); // no stamp of the window's own: the server's figures come with its `moved`
    keeper.follow({57'400, 45'000}, 1);
    now = 50'000; // past the second side's time: the server says when it lost, not the window
    QCOMPARE(keeper.left(1), 0);
    keeper.checkFlag();
    QCOMPARE(fell.count(), 0);
    QVERIFY(!model.isOver());
    QVERIFY(model.loseOnTime(1)); // the server's `over ... time`
    QCOMPARE(keeper.running(), -1);
    QCOMPARE(keeper.left(1), 0);
    QCOMPARE(keeper.left(0), 57'400);
    now = 60'000;
    QCOMPARE(keeper.left(0), 57'400);
    keeper.follow({57'400, 0}, 0); // a word after the end starts nothing
    QCOMPARE(keeper.running(), -1);
    keeper.stopFollowing();
    QVERIFY(!keeper.isFollowing() && !keeper.isTimed());
    QCOMPARE(keeper.left(0), -1);
}

// The next table's clocks arrive while the window still shows the last game, which the first side lost on time (a
// lobby game after a game lost on time, seen under X): its figures are the referee's, not the old game's zero, and
// its clock runs once its game is there. It showed 0:00.0 for the side to move until the first move.
void TestClockKeeper::aNewTablesClocksAfterAGameLostOnTime() {
    GameModel model;
    ClockKeeper keeper(&model);
    std::int64_t now = 1000;
    keeper.setTimeSource([&now] { return now; });
    model.newGame(QStringLiteral("loa"));
    keeper.follow({60'000, 60'000}, 0);
    QVERIFY(model.loseOnTime(0));
    QCOMPARE(keeper.left(0), 0);
    keeper.follow({300'000, 300'000}, 0); // the new table's `clock` line, before its game
    QCOMPARE(keeper.left(0), 300'000);
    QCOMPARE(keeper.left(1), 300'000);
    QCOMPARE(keeper.running(), -1);       // not while the window's game is over
    model.newGame(QStringLiteral("loa")); // the table's game
    QCOMPARE(keeper.running(), 0);
    now = 4000;
    QCOMPARE(keeper.left(0), 297'000);
    QCOMPARE(keeper.left(1), 300'000);
}

QTEST_MAIN(TestClockKeeper)
#include "test_clock_keeper.moc"
