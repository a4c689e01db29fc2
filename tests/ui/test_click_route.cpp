// A click's route, counted (issue 31): in every game, a person's move by mouse goes through one turn check and one
// legality check (core/movechecks.h counts each place that decides one) and comes back once, by the model's
// movePlayed; a click on a computer's turn is refused by one road (the controller's refused(), not the model's
// too, nor the board's), with one turn check and no legality check; and the coach's place (PersonSeat holding)
// keeps a clicked move back until it is let through.
#include "boardtesthelpers.h"

#include "core/movechecks.h"
#include "core/play/personseat.h"
#include "ui/board/boardscene.h"

using namespace gamut;
using namespace gamut::test;

namespace {

struct Counts {
    int turn = movechecks::turn.load();
    int legality = movechecks::legality.load();
    int turnsSince() const { return movechecks::turn.load() - turn; }
    int legalitySince() const { return movechecks::legality.load() - legality; }
};

// The clicks that play a legal move on `f`'s board: one cell where a click plays (placing, Trails' directions), or
// a piece and its target (LOA).
QList<int> clicksForAMove(BoardFixture &f) {
    const auto *scene = qobject_cast<const BoardScene *>(f.view->scene());
    const GameState &now = f.model.position();
    if (scene && scene->traits().input == BoardTraits::Input::PickPiece) {
        MoveList moves;
        now.legalMoves(moves);
        const MoveCells cells = now.moveCells(moves[0]);
        return {cells.from, cells.to};
    }
    for (int cell = 0; cell < f.view->cellCount(); ++cell)
        if (now.moveForClick(cell) != kNoMove)
            return {cell};
    return {};
}

} // namespace

class TestClickRoute : public QObject {
    Q_OBJECT
private slots:
    void oneTurnCheckOneLegalityCheck_data();
    void oneTurnCheckOneLegalityCheck();
    void refusedByOneRoad_data() { oneTurnCheckOneLegalityCheck_data(); }
    void refusedByOneRoad();
    void aHeldMoveWaitsForTheHolder();
};

void TestClickRoute::oneTurnCheckOneLegalityCheck_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

void TestClickRoute::oneTurnCheckOneLegalityCheck() {
    QFETCH(QString, game);
    BoardFixture f(game);
    QVERIFY(f.ok);
    const QList<int> clicks = clicksForAMove(f);
    QVERIFY(!clicks.isEmpty());
    QSignalSpy played(&f.model, &GameModel::movePlayed);
    QSignalSpy positions(&f.model, &GameModel::positionChanged);
    QSignalSpy refusedHere(&f.turns, &TurnController::refused);
    QSignalSpy refusedByModel(&f.model, &GameModel::refused);
    const Counts before;
    for (int cell : clicks)
        f.click(cell);
    QCOMPARE(played.count(), 1);
    QCOMPARE(positions.count(), 0); // the answer comes back once
    QCOMPARE(refusedHere.count() + refusedByModel.count(), 0);
    qInfo("%s, %lld click(s): %d turn check(s), %d legality check(s)", qPrintable(game),
          static_cast<long long>(clicks.size()), before.turnsSince(), before.legalitySince());
    QCOMPARE(before.turnsSince(), 1);
    QCOMPARE(before.legalitySince(), 1);
}

void TestClickRoute::refusedByOneRoad() {
    QFETCH(QString, game);
    BoardFixture f(game);
    QVERIFY(f.ok);
    const QList<int> clicks = clicksForAMove(f);
    QVERIFY(!clicks.isEmpty());
    f.turns.setPaused(true); // the computer does not move: its turn stays
    QVERIFY(f.turns.setSeat(f.model.position().turn(), QStringLiteral("level:1")));
    QSignalSpy played(&f.model, &GameModel::movePlayed);
    QSignalSpy refusedHere(&f.turns, &TurnController::refused);
    QSignalSpy refusedByModel(&f.model, &GameModel::refused);
    QSignalSpy boardSaid(f.view.get(), &BoardView::message);
    const Counts before;
    f.click(clicks.last());
    QCOMPARE(played.count(), 0);
    QCOMPARE(refusedHere.count(), 1);
    QCOMPARE(refusedByModel.count(), 0);
    QCOMPARE(boardSaid.count(), 0);
    QCOMPARE(before.turnsSince(), 1);
    QCOMPARE(before.legalitySince(), 0);
    qInfo("%s: %s", qPrintable(game), qPrintable(refusedHere.at(0).at(0).toString()));
}

// The coach's place: with holding on, the clicked move waits (moveHeld) and is played by play(); a withdrawn one
// is never played, and a new position drops a held move.
void TestClickRoute::aHeldMoveWaitsForTheHolder() {
    BoardFixture f(gameIds().front());
    QVERIFY(f.ok);
    const int side = f.model.position().turn();
    auto *person = qobject_cast<PersonSeat *>(f.turns.seat(side));
    QVERIFY(person);
    person->setHolding(true);
    QSignalSpy held(person, &PersonSeat::moveHeld);
    QSignalSpy withdrawn(person, &PersonSeat::moveWithdrawn);
    QSignalSpy played(&f.model, &GameModel::movePlayed);
    const QList<int> clicks = clicksForAMove(f);
    for (int cell : clicks)
        f.click(cell);
    QCOMPARE(held.count(), 1);
    QCOMPARE(played.count(), 0);
    QVERIFY(person->hasHeldMove());
    person->withdraw(); // Take It Back
    QCOMPARE(withdrawn.count(), 1);
    QVERIFY(!person->hasHeldMove());
    QCOMPARE(played.count(), 0);
    for (int cell : clicks)
        f.click(cell);
    QCOMPARE(held.count(), 2);
    const Move move = person->heldMove();
    person->play(); // Play It Anyway
    QCOMPARE(played.count(), 1);
    QCOMPARE(played.at(0).at(1).value<Move>(), move);
    // A held move of a position that changes (here: undone) is dropped, not played later.
    QVERIFY(f.turns.undo());
    for (int cell : clicksForAMove(f))
        f.click(cell);
    QCOMPARE(held.count(), 3);
    QVERIFY(f.model.setComment(0, QStringLiteral("a comment leaves the position")));
    QVERIFY(person->hasHeldMove());
    QVERIFY(f.model.newGame(f.model.gameId()));
    QVERIFY(!person->hasHeldMove());
    QCOMPARE(withdrawn.count(), 2);
    QCOMPARE(played.count(), 1);
}

QTEST_MAIN(TestClickRoute)
#include "test_click_route.moc"
