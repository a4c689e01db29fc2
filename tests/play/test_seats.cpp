// The seat interface (core/play/seat.h), driven with fake seats of each kind the turn loop may meet: one that thinks
// by itself, one a person moves for, one for a player elsewhere that relays the window's moves. The TurnController
// knows none of them: what it does follows from what each answers.
#include "core/play/seat.h"
#include "core/play/turncontroller.h"
#include "core/registry.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace gamut;

namespace {

Move firstLegal(const GameModel &model) {
    MoveList moves;
    model.position().legalMoves(moves);
    return moves.empty() ? kNoMove : moves[0];
}

// Thinks by itself: its turn's move comes on the next pass of the event loop (or at once with moveNow()), unless
// told to hold it (then answer() sends it, even for a position that is gone).
class FakeThinker : public Seat {
public:
    QString spec() const override { return QStringLiteral("fake-thinker"); }
    QString description() const override { return QStringLiteral("Fake Thinker"); }
    QString engineSpec() const override { return spec(); }
    QString turnRefusal(bool paused) const override { return paused ? "thinker's turn, paused" : "thinker's turn"; }
    bool beginTurn(const TurnStart &turn) override {
        ++begun;
        lastTurn = turn;
        move = firstLegal(*turn.model);
        revision = turn.revision;
        if (!hold)
            QTimer::singleShot(0, this, [this, r = revision] {
                if (r == revision && move != kNoMove)
                    answer();
            });
        return true;
    }
    void endTurn() override {
        ++ended;
        revision = -2; // a pending answer of this turn is not sent
    }
    void moveNow() override {
        ++movedNow;
        answer();
    }
    void answer() { emit moveReady(std::exchange(move, kNoMove), lastTurn.revision); }
    void retire() override {
        ++retired;
        Seat::retire();
    }

    int begun = 0, ended = 0, movedNow = 0;
    static inline int retired = 0;
    bool hold = false;
    TurnStart lastTurn;
    Move move = kNoMove;
    qint64 revision = -1;
};

// A person moves for it: offers come from the TurnController (a board's click), each handed on at once.
class FakePerson : public Seat {
public:
    QString spec() const override { return QStringLiteral("fake-person"); }
    QString description() const override { return QStringLiteral("Fake Person"); }
    bool takesPersonMoves() const override { return true; }
    QString turnRefusal(bool) const override { return {}; }
    bool offer(Move move, qint64 revision) override {
        ++offers;
        emit moveReady(move, revision);
        return true;
    }
    int offers = 0;
};

// A player elsewhere: takes the window's moves over, and refuses them while the window browses.
class FakeElsewhere : public Seat {
public:
    QString spec() const override { return QStringLiteral("fake-elsewhere"); }
    QString description() const override { return QStringLiteral("Fake Elsewhere"); }
    bool isRemote() const override { return true; }
    QString turnRefusal(bool) const override { return QStringLiteral("elsewhere's turn"); }
    bool relay(int side, Move move) override {
        relayed.append({side, move});
        return true;
    }
    QString relayRefusal(const GameModel &model) const override {
        return model.canRedo() ? QStringLiteral("not while browsing") : QString();
    }
    QList<std::pair<int, Move>> relayed;
};

} // namespace

class TestSeats : public QObject {
    Q_OBJECT
private slots:
    void thinkersPlayAWholeGame();
    void aStaleOrReplacedSeatsMoveIsDropped();
    void aPersonSeatTakesTheWindowsMoves();
    void aSeatElsewhereRelaysAndTakesNothingBack();
    void pauseAndStepReachAnySeat();
};

// Two seats that think by themselves: each turn begins once, ends with the position, and the game reaches its end.
void TestSeats::thinkersPlayAWholeGame() {
    GameModel model;
    QVERIFY(model.newGame(QString::fromUtf8(allGames().front().info->id)));
    TurnController turns(&model);
    turns.setMinimumDelay(0);
    auto *first = new FakeThinker, *second = new FakeThinker;
    first->hold = second->hold = true; // the first answers are sent by hand, to count what happens between them
    turns.setSeat(0, first);
    turns.setSeat(1, second);
    QCOMPARE(model.player(0), QStringLiteral("Fake Thinker")); // the record names the seat
    QCOMPARE(model.engineSpec(1), QStringLiteral("fake-thinker"));
    FakeThinker *mover = model.position().turn() == 0 ? first : second;
    QCOMPARE(mover->begun, 1);
    QVERIFY(turns.isThinking());
    QCOMPARE(turns.thinkingSide(), model.position().turn());
    QVERIFY(!turns.humanToMove());
    QSignalSpy stopped(&turns, &TurnController::thinkingStopped);
    mover->answer();
    QCOMPARE(model.plyCount(), 1);
    QCOMPARE(stopped.count(), 1);
    FakeThinker *next = mover == first ? second : first;
    QCOMPARE(next->begun, 1);
    QVERIFY(next->lastTurn.model == &model && next->lastTurn.revision == model.revision());
    QCOMPARE(next->lastTurn.leftMs, -1); // no clock
    QVERIFY(!next->lastTurn.control.isTimed());
    first->hold = second->hold = false;
    next->answer();
    QTRY_VERIFY_WITH_TIMEOUT(model.isOver() || model.plyCount() >= 400, 20000);
    qInfo("fake thinkers: %d plies, %d + %d turns begun", model.plyCount(), first->begun, second->begun);
    QCOMPARE(first->begun + second->begun, model.plyCount() + (model.isOver() ? 0 : 1));
}

// A move that comes for a position that is gone (the seat was slow, an undo came first) or from a seat that was
// replaced is never played.
void TestSeats::aStaleOrReplacedSeatsMoveIsDropped() {
    GameModel model;
    QVERIFY(model.newGame(QString::fromUtf8(allGames().front().info->id)));
    TurnController turns(&model);
    turns.setMinimumDelay(0);
    auto *person = new FakePerson;
    auto *thinker = new FakeThinker;
    thinker->hold = true;
    const int personSide = model.position().turn();
    turns.setSeat(personSide, person);
    turns.setSeat(1 - personSide, thinker);
    QVERIFY(turns.playHumanMove(firstLegal(model)));
    QCOMPARE(person->offers, 1);
    QCOMPARE(thinker->begun, 1);
    const TurnStart stale = thinker->lastTurn;
    QVERIFY(turns.undo()); // back to the person's move
    QVERIFY(thinker->ended >= 1);
    QCOMPARE(model.ply(), 0);
    thinker->move = firstLegal(model);
    thinker->lastTurn = stale;
    thinker->answer(); // too late: its position is gone
    QCOMPARE(model.ply(), 0);
    QCOMPARE(model.plyCount(), 1);
    // A seat that is replaced retires; what it still sends is dropped.
    const int retiredBefore = FakeThinker::retired;
    QVERIFY(turns.redo());
    QCOMPARE(thinker->begun, 2); // back at the end of the list: its turn begins again
    turns.setSeat(1 - personSide, new FakePerson);
    QCOMPARE(FakeThinker::retired, retiredBefore + 1);
    QVERIFY(turns.seat(1 - personSide) != thinker);
}

// The window's moves go to a seat that takes a person's moves, whichever class it is; the turn check asks the seat
// to move why not.
void TestSeats::aPersonSeatTakesTheWindowsMoves() {
    GameModel model;
    QVERIFY(model.newGame(QString::fromUtf8(allGames().front().info->id)));
    TurnController turns(&model);
    auto *person = new FakePerson;
    auto *thinker = new FakeThinker;
    thinker->hold = true;
    const int personSide = model.position().turn();
    turns.setSeat(personSide, person);
    turns.setSeat(1 - personSide, thinker);
    QVERIFY(turns.isHuman(personSide) && !turns.isHuman(1 - personSide));
    QVERIFY(turns.humanToMove());
    QVERIFY(turns.checkHumanTurn());
    QVERIFY(turns.playPersonMove(firstLegal(model), model.revision()));
    QCOMPARE(person->offers, 1);
    QCOMPARE(model.plyCount(), 1);
    QSignalSpy refused(&turns, &TurnController::refused);
    QVERIFY(!turns.checkHumanTurn());
    QCOMPARE(refused.last().at(0).toString(), QStringLiteral("thinker's turn"));
    QVERIFY(!turns.playHumanMove(firstLegal(model)));
    QCOMPARE(model.plyCount(), 1);
    // A move for a position that is gone is taken by nobody.
    QVERIFY(!turns.playPersonMove(firstLegal(model), model.revision() - 5));
}

void TestSeats::aSeatElsewhereRelaysAndTakesNothingBack() {
    GameModel model;
    QVERIFY(model.newGame(QString::fromUtf8(allGames().front().info->id)));
    QVERIFY(model.setPlayer(1, QStringLiteral("bob")));
    TurnController turns(&model);
    turns.setMinimumDelay(0);
    auto *elsewhere = new FakeElsewhere;
    turns.setSeat(1, elsewhere);
    QVERIFY(turns.isNetwork(1) && turns.isNetworkGame());
    turns.setSeat(0, new FakePerson);
    QCOMPARE(model.player(1), QStringLiteral("bob")); // a table elsewhere names its players
    QVERIFY(model.position().turn() == 0);
    const Move move = firstLegal(model);
    QVERIFY(turns.playHumanMove(move));
    QCOMPARE(elsewhere->relayed.size(), 1);
    QCOMPARE(elsewhere->relayed.front().first, 0);
    QCOMPARE(elsewhere->relayed.front().second, move);
    QCOMPARE(model.plyCount(), 0); // the referee plays it back (here: by hand)
    QVERIFY(model.playMove(move, -1, 0));
    QSignalSpy refused(&turns, &TurnController::refused);
    QVERIFY(!turns.undo());
    QCOMPARE(model.plyCount(), 1);
    // A computer at the window's seat: its move is relayed too.
    auto *thinker = new FakeThinker;
    turns.setSeat(1, new FakeElsewhere);
    auto *second = static_cast<FakeElsewhere *>(turns.seat(1));
    QVERIFY(model.jumpToPly(0));
    QVERIFY(!turns.checkHumanTurn()); // browsing: the seat elsewhere says no
    QCOMPARE(refused.last().at(0).toString(), QStringLiteral("not while browsing"));
    QVERIFY(model.jumpToPly(1));
    QVERIFY(model.playMove(firstLegal(model), -1, 1));
    turns.setSeat(0, thinker);
    QTRY_COMPARE(second->relayed.size(), 1);
    QCOMPARE(model.plyCount(), 2);
    // A new game keeps the seat elsewhere (its table's next game), and takes the others from the tags.
    QVERIFY(model.newGame(model.gameId()));
    QCOMPARE(turns.seat(1), second);
}

void TestSeats::pauseAndStepReachAnySeat() {
    GameModel model;
    QVERIFY(model.newGame(QString::fromUtf8(allGames().front().info->id)));
    TurnController turns(&model);
    turns.setMinimumDelay(0);
    turns.setPaused(true);
    auto *thinker = new FakeThinker;
    thinker->hold = true;
    turns.setSeat(model.position().turn(), thinker);
    QCOMPARE(thinker->begun, 0); // paused: no turn begins
    QVERIFY(!turns.checkHumanTurn());
    turns.step();
    QCOMPARE(thinker->begun, 1);
    QVERIFY(turns.isThinking());
    turns.step(); // thinking: move now
    QCOMPARE(thinker->movedNow, 1);
    QCOMPARE(model.plyCount(), 1);
    QVERIFY(!turns.isThinking());
    QCOMPARE(thinker->lastTurn.minimumDelayMs, 0);
    turns.setMinimumDelay(250);
    turns.setSeat(model.position().turn(), new FakeThinker);
    turns.setPaused(false);
    QCOMPARE(static_cast<FakeThinker *>(turns.seat(model.position().turn()))->lastTurn.minimumDelayMs, 250);
}

QTEST_GUILESS_MAIN(TestSeats)
#include "test_seats.moc"
