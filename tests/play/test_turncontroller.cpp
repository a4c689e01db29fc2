// The TurnController, headless: computer replies in every game, refusals, undo/redo to a person's move, a cancel
// that never blocks the caller, destruction mid-search, pause and step, hints, seats surviving files and resume,
// a whole computer-vs-computer game, and the minimum delay. Figures are printed; bounds are generous.
#include "core/ai/computerplayer.h"
#include "core/play/turncontroller.h"
#include "core/registry.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

using namespace gamut;

namespace {

// The first legal move in the model's position.
Move firstLegal(const GameModel &model) {
    MoveList moves;
    model.position().legalMoves(moves);
    return moves.empty() ? kNoMove : moves[0];
}

bool isLegal(const GameModel &model, Move move) {
    MoveList moves;
    model.position().legalMoves(moves);
    return moves.contains(move);
}

// A controller for tests: no minimum delay unless asked.
std::unique_ptr<TurnController> controllerFor(GameModel &model, int delayMs = 0) {
    auto turns = std::make_unique<TurnController>(&model);
    turns->setMinimumDelay(delayMs);
    return turns;
}

void addGameRows() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &entry : allGames())
        QTest::newRow(entry.info->id.data()) << QString::fromUtf8(entry.info->id);
}

} // namespace

class TestTurnController : public QObject {
    Q_OBJECT
private slots:
    void computerRepliesInEveryGame_data() { addGameRows(); }
    void computerRepliesInEveryGame();
    void personMoveRefusedOnComputersTurn();
    void otherChangesKeepTheSearch();
    void undoAndRedoGoToAPersonsMove();
    void browsingTheHistoryDoesNotStartTheComputer();
    void sameSeatChangesNothing();
    void undoWhileThinkingDoesNotBlock();
    void destroyedMidSearch();
    void newGameAndLoadCancelTheSearch();
    void pauseAndStep();
    void hintsAreQuick_data() { addGameRows(); }
    void hintsAreQuick();
    void badSeats();
    void seatsSurviveSaveAndLoad();
    void seatsSurviveAutosaveAndResume();
    void namesAndTimesInTheTags();
    void computerAgainstComputerPlaysAWholeGame();
    void minimumDelayIsRespected();
    void aNewMinimumDelayHoldsForTheTurnUnderWay();
    void computerPlayerCancelReturnsAtOnce();
};

// The person moves first; the computer at level 1 answers with a legal move, reported as thinking started/stopped.
void TestTurnController::computerRepliesInEveryGame() {
    QFETCH(QString, game);
    GameModel model;
    QVERIFY(model.newGame(game));
    auto turns = controllerFor(model);
    const int person = model.position().turn();
    QVERIFY(turns->setSeat(1 - person, "level:1"));
    QVERIFY(turns->humanToMove());
    QSignalSpy started(turns.get(), &TurnController::thinkingStarted);
    QSignalSpy stopped(turns.get(), &TurnController::thinkingStopped);
    QSignalSpy played(&model, &GameModel::movePlayed);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(turns->playHumanMove(firstLegal(model)));
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().first().toInt(), 1 - person);
    QVERIFY(turns->isThinking());
    QVERIFY(!turns->humanToMove());
    while (played.count() < 2 && played.wait(20000)) {
    }
    QCOMPARE(played.count(), 2);
    qInfo("%s: the level-1 reply came after %lld ms: %s", qPrintable(game), static_cast<long long>(timer.elapsed()),
          qPrintable(played.last().at(2).toString()));
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(model.ply(), 2);
    QVERIFY(!turns->isThinking());
    QCOMPARE(turns->humanToMove(), !model.isOver());
    QCOMPARE(model.player(1 - person), QString("Computer level 1"));
}

void TestTurnController::personMoveRefusedOnComputersTurn() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    auto turns = controllerFor(model);
    QSignalSpy refused(turns.get(), &TurnController::refused);
    QVERIFY(turns->setSeat(model.position().turn(), "level:6"));
    QVERIFY(turns->isThinking());
    QVERIFY(!turns->humanToMove());
    const qint64 revision = model.revision();
    QVERIFY(!turns->playHumanMove(firstLegal(model)));
    QCOMPARE(refused.count(), 1);
    qInfo("refused: %s", qPrintable(refused.first().first().toString()));
    QCOMPARE(model.revision(), revision);
    QCOMPARE(model.ply(), 0);
    QVERIFY(turns->setSeat(model.position().turn(), "human")); // the seat changes: the search is cancelled
    QVERIFY(!turns->isThinking());
    QVERIFY(!turns->playHumanMove(kNoMove)); // the model's reason comes through
    QCOMPARE(refused.count(), 2);
    qInfo("refused by the model: %s", qPrintable(refused.last().first().toString()));
    QVERIFY(turns->playHumanMove(firstLegal(model)));
}

// A comment, or the other seat's change, does not move the position: the computer's move still arrives (the
// controller follows the model's revision), and a hint asked for before them too.
void TestTurnController::otherChangesKeepTheSearch() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    auto turns = controllerFor(model, 3000); // the move waits: the hint comes first, even in a sanitizer build
    QVERIFY(turns->setSeat(1, "level:2"));
    QSignalSpy refused(&model, &GameModel::refused);
    QSignalSpy hints(turns.get(), &TurnController::hintReady);
    QVERIFY(turns->playHumanMove(firstLegal(model)));
    turns->requestHint();
    QVERIFY(turns->isThinking());
    const qint64 revision = model.revision();
    QVERIFY(model.setComment(1, "the computer thinks"));
    QVERIFY(turns->setSeat(0, "human")); // writes the player tag "Human"
    QVERIFY(model.revision() > revision);
    QVERIFY(turns->isThinking());
    QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 2500);
    QCOMPARE(model.ply(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 2, 10000);
    QCOMPARE(refused.count(), 0);
}

// Against a computer, undo takes back the computer's reply and the person's move; redo mirrors it. With two people
// one ply; with none, one ply (and the computer does not start again inside the list).
void TestTurnController::undoAndRedoGoToAPersonsMove() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    auto turns = controllerFor(model);
    QVERIFY(turns->setSeat(1, "level:1"));
    for (int move = 1; move <= 3; ++move) {
        QVERIFY(turns->playHumanMove(firstLegal(model)));
        QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 2 * move, 10000);
    }
    QVERIFY(turns->undo());
    QCOMPARE(model.ply(), 4);
    QVERIFY(turns->humanToMove());
    QVERIFY(turns->undo());
    QCOMPARE(model.ply(), 2);
    QVERIFY(turns->redo());
    QCOMPARE(model.ply(), 4);
    QVERIFY(!turns->isThinking()); // a person to move: nobody thinks
    QVERIFY(turns->redo());
    QCOMPARE(model.ply(), 6);
    QVERIFY(!turns->redo());

    QVERIFY(turns->setSeat(1, "human")); // two people: one ply at a time
    QVERIFY(turns->undo());
    QCOMPARE(model.ply(), 5);
    QVERIFY(turns->redo());
    QCOMPARE(model.ply(), 6);

    turns->setPaused(true); // no person: one ply, and no computer starts inside the list
    QVERIFY(turns->setSeat(0, "level:1"));
    QVERIFY(turns->setSeat(1, "level:1"));
    turns->setPaused(false);
    QVERIFY(turns->undo());
    QCOMPARE(model.ply(), 5);
    QVERIFY(!turns->isThinking());
    QVERIFY(turns->redo());
    QCOMPARE(model.ply(), 6);
    QVERIFY(turns->isThinking()); // at the end of the list the computer to move plays on
}

// A jump to a position where the computer is to move, inside the list, does not make it play (that would cut off
// the later moves); step() does; a person replaying the next move of the list gets the computer's answer.
void TestTurnController::browsingTheHistoryDoesNotStartTheComputer() {
    GameModel model;
    QVERIFY(model.newGame("atoms"));
    auto turns = controllerFor(model);
    QVERIFY(turns->setSeat(1, "level:1"));
    for (int move = 1; move <= 3; ++move) {
        QVERIFY(turns->playHumanMove(firstLegal(model)));
        QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 2 * move, 10000);
    }
    QVERIFY(model.jumpToPly(3));
    QCOMPARE(turns->sideToMove(), 1);
    QVERIFY(!turns->isThinking());
    QTest::qWait(200);
    QCOMPARE(model.ply(), 3);
    QCOMPARE(model.plyCount(), 6);
    QVERIFY(!turns->humanToMove());
    turns->step();
    QVERIFY(turns->isThinking());
    QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 4, 10000);

    QVERIFY(model.jumpToPly(2));
    const QStringList list = model.moveTexts();
    QVERIFY(turns->playHumanMove(model.moveAt(2))); // the same move as the list's: the later moves stay
    QCOMPARE(model.moveTexts(), list);
    QVERIFY(turns->isThinking()); // and the computer answers it
    QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 4, 10000);
}

// A setSeat that changes nothing does nothing: no signal, no restart of a running search, no change in the model.
void TestTurnController::sameSeatChangesNothing() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    auto turns = controllerFor(model);
    QVERIFY(turns->setSeat(0, "level:6"));
    QVERIFY(turns->setSeat(1, "human"));
    QVERIFY(turns->isThinking());
    QSignalSpy seats(turns.get(), &TurnController::seatsChanged);
    QSignalSpy stopped(turns.get(), &TurnController::thinkingStopped);
    const qint64 revision = model.revision();
    QVERIFY(turns->setSeat(0, "level:6"));
    QVERIFY(turns->setSeat(1, "Human"));
    QCOMPARE(seats.count(), 0);
    QCOMPARE(stopped.count(), 0);
    QCOMPARE(model.revision(), revision);
    QVERIFY(turns->setSeat(0, "level:5")); // a real change restarts the search for the new engine
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(seats.count(), 1);
    QVERIFY(turns->isThinking());
    QCOMPARE(model.player(0), QString("Computer level 5"));
}

// A level-6 search runs; undo() must return at once (it only raises the stop flag), and nothing arrives later.
void TestTurnController::undoWhileThinkingDoesNotBlock() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    auto turns = controllerFor(model);
    QVERIFY(turns->setSeat(1, "level:6"));
    QSignalSpy progress(turns.get(), &TurnController::thinkingProgress);
    QSignalSpy stopped(turns.get(), &TurnController::thinkingStopped);
    QSignalSpy played(&model, &GameModel::movePlayed);
    QVERIFY(turns->playHumanMove(firstLegal(model)));
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 2, 20000); // deep in the search
    QVERIFY(turns->isThinking());
    QElapsedTimer timer;
    timer.start();
    QVERIFY(turns->undo());
    const qint64 ms = timer.elapsed();
    qInfo("undo() returned after %lld ms while a level-6 search ran (%d progress reports before)",
          static_cast<long long>(ms), int(progress.count()));
    QVERIFY(ms < 50);
    QCOMPARE(model.ply(), 0);
    QVERIFY(!turns->isThinking());
    QCOMPARE(stopped.count(), 1);
    QVERIFY(turns->humanToMove());
    const int reports = int(progress.count());
    QTest::qWait(300);
    QCOMPARE(played.count(), 1); // only the person's move: the cancelled search played nothing
    QCOMPARE(int(progress.count()), reports);
    QCOMPARE(model.ply(), 0);

    // The person plays again: the same seat thinks again at once (its engine waits on its worker, not here).
    QVERIFY(turns->playHumanMove(firstLegal(model)));
    QVERIFY(turns->isThinking());
    timer.restart();
    QVERIFY(turns->undo());
    qInfo("second undo() returned after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY(timer.elapsed() < 50);
}

// Closing the window while the computer thinks: the controller goes at once, no late move, no crash.
void TestTurnController::destroyedMidSearch() {
    GameModel model;
    QVERIFY(model.newGame("atoms"));
    auto turns = controllerFor(model);
    QVERIFY(turns->setSeat(0, "level:6"));
    QVERIFY(turns->setSeat(1, "level:6"));
    QSignalSpy progress(turns.get(), &TurnController::thinkingProgress);
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 2, 20000);
    turns->requestHint(); // a hint search at the same time
    QElapsedTimer timer;
    timer.start();
    turns.reset();
    const qint64 ms = timer.elapsed();
    qInfo("the controller was destroyed mid-search (level 6) in %lld ms", static_cast<long long>(ms));
    QVERIFY(ms < 500);
    QTest::qWait(200);
    QCOMPARE(model.ply(), 0);
}

void TestTurnController::newGameAndLoadCancelTheSearch() {
    QTemporaryDir dir;
    GameModel model;
    QVERIFY(model.newGame("loa"));
    auto turns = controllerFor(model);
    QVERIFY(turns->setSeat(model.position().turn(), "level:6"));
    QVERIFY(model.save(dir.filePath("start.gamut")));
    QVERIFY(turns->isThinking());
    QSignalSpy stopped(turns.get(), &TurnController::thinkingStopped);
    QSignalSpy started(turns.get(), &TurnController::thinkingStarted);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(model.newGame("trails"));
    qInfo("newGame() while a level-6 search ran returned after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY(timer.elapsed() < 500); // not the seconds the search would need to end
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(turns->seatSpec(0), QString("level:6")); // a new game keeps the seats, for its own game
    QCOMPARE(started.count(), 1);
    QVERIFY(turns->isThinking());
    timer.restart();
    QVERIFY(model.load(dir.filePath("start.gamut")));
    qInfo("load() while a level-6 search ran returned after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY(timer.elapsed() < 500);
    QCOMPARE(stopped.count(), 2);
    QCOMPARE(model.gameId(), QString("loa"));
    QVERIFY(turns->isThinking());
    turns->setPaused(true);
    QCOMPARE(stopped.count(), 3);
    QVERIFY(!turns->isThinking());
}

// Computer against computer, paused: nothing moves; step plays exactly one move; resuming plays on.
void TestTurnController::pauseAndStep() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    auto turns = controllerFor(model);
    QSignalSpy paused(turns.get(), &TurnController::pausedChanged);
    turns->setPaused(true);
    QCOMPARE(paused.count(), 1);
    QVERIFY(turns->setSeat(0, "level:1"));
    QVERIFY(turns->setSeat(1, "level:1"));
    QVERIFY(!turns->isThinking());
    QTest::qWait(200);
    QCOMPARE(model.ply(), 0);
    turns->step();
    QVERIFY(turns->isThinking());
    QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 1, 10000);
    QTest::qWait(200);
    QCOMPARE(model.ply(), 1); // one move per step
    QVERIFY(!turns->isThinking());
    turns->step();
    QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 2, 10000);
    turns->setPaused(false);
    QCOMPARE(paused.count(), 2);
    QCOMPARE(paused.last().first().toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(model.ply() >= 6, 10000);
    QSignalSpy stopped(turns.get(), &TurnController::thinkingStopped);
    turns->setPaused(true);
    const int ply = model.ply();
    QTest::qWait(200);
    QCOMPARE(model.ply(), ply);
    QVERIFY(!turns->isThinking());
    qInfo("paused at ply %d (%d searches stopped by the pause)", ply, int(stopped.count()));
}

// A hint for the side to move, in a middle position of every game, on its own engine: a seat's search goes on.
void TestTurnController::hintsAreQuick() {
    QFETCH(QString, game);
    GameModel model;
    QVERIFY(model.newGame(game));
    for (int i = 0; i < 12 && !model.isOver(); ++i) {
        MoveList moves;
        model.position().legalMoves(moves);
        QVERIFY(model.playMove(moves[int((i * 7919u) % unsigned(moves.size()))]));
    }
    QVERIFY(!model.isOver());
    auto turns = controllerFor(model);
    QSignalSpy hints(turns.get(), &TurnController::hintReady);
    qint64 worst = 0;
    QStringList figures;
    for (int round = 0; round < 3; ++round) {
        QElapsedTimer timer;
        timer.start();
        turns->requestHint();
        QVERIFY(hints.wait(5000));
        worst = std::max(worst, timer.elapsed());
        figures << QString::number(timer.elapsed());
        QVERIFY(isLegal(model, hints.last().at(0).value<Move>()));
        QCOMPARE(hints.last().at(1).toString().toStdString(),
                 model.position().moveText(hints.last().at(0).value<Move>()));
    }
    qInfo("%s: hints after %s ms (%s, ply %d)", qPrintable(game), qPrintable(figures.join(", ")),
          qPrintable(TurnController::hintEngine()), model.ply());
    QVERIFY(worst < 2000);

    // With a computer thinking for the side to move, the hint comes from its own engine; the search goes on.
    QVERIFY(turns->setSeat(model.position().turn(), "level:6"));
    QVERIFY(turns->isThinking());
    turns->requestHint();
    QVERIFY(hints.wait(5000));
    QVERIFY(turns->isThinking());
    // A hint asked for before a change of position is dropped.
    QVERIFY(turns->setSeat(model.position().turn(), "human"));
    turns->requestHint();
    const int count = int(hints.count());
    QVERIFY(model.undo());
    QTest::qWait(300);
    QCOMPARE(int(hints.count()), count);
}

void TestTurnController::badSeats() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    auto turns = controllerFor(model);
    QString error;
    QVERIFY(!turns->setSeat(0, "level:9", &error));
    qInfo("level:9: %s", qPrintable(error));
    QVERIFY(error.contains("level"));
    QVERIFY(!turns->setSeat(1, "atom4-classic:3", &error)); // an Atom-4 engine for LOA
    qInfo("atom4-classic in loa: %s", qPrintable(error));
    QVERIFY(!turns->setSeat(2, "human", &error));
    QVERIFY(!turns->setSeat(0, "", &error));
    QVERIFY(turns->isHuman(0) && turns->isHuman(1));
    QCOMPARE(turns->seatSpec(0), QString("human"));
    QCOMPARE(model.player(0), QString());
    QVERIFY(turns->setSeat(0, " Human "));
    QCOMPARE(turns->seatSpec(0), QString("human"));
    QCOMPARE(model.player(0), QString("Human"));
    QCOMPARE(model.engineSpec(0), QString());
}

// The seats are in the record: a saved and loaded game gets its computer back; a file naming an engine this
// program does not know gets a person in that seat.
void TestTurnController::seatsSurviveSaveAndLoad() {
    QTemporaryDir dir;
    const QString file = dir.filePath("seats.gamut");
    {
        GameModel model;
        QVERIFY(model.newGame("atom4"));
        auto turns = controllerFor(model);
        turns->setPaused(true);
        QVERIFY(turns->setSeat(1, "atom4-classic:3"));
        QVERIFY(turns->playHumanMove(firstLegal(model)));
        QVERIFY(model.save(file));
    }
    GameModel model;
    auto turns = controllerFor(model);
    QSignalSpy seats(turns.get(), &TurnController::seatsChanged);
    QSignalSpy started(turns.get(), &TurnController::thinkingStarted);
    QVERIFY(model.load(file));
    QVERIFY(seats.count() >= 1);
    QCOMPARE(turns->seatSpec(1), QString("atom4-classic:3"));
    QVERIFY(turns->isHuman(0));
    QCOMPARE(started.count(), 1); // and it is its turn: it thinks
    QTRY_COMPARE_WITH_TIMEOUT(model.ply(), 2, 10000);

    QString text = model.copyText();
    text.replace("atom4-classic:3", "deep-blue:9");
    QVERIFY(model.pasteText(text));
    QVERIFY(turns->isHuman(1));
    QVERIFY(turns->humanToMove());
}

// A person's seat writes the person's name as its player tag (record.md: who played), a computer's seat its
// description and its spec, time a move included; a loaded game keeps the tags it brings; personNameIn() reads a
// name back and no machine's description as one.
void TestTurnController::namesAndTimesInTheTags() {
    QTemporaryDir dir;
    const QString file = dir.filePath("names.gamut");
    {
        GameModel model;
        QVERIFY(model.newGame("loa"));
        auto turns = controllerFor(model);
        turns->setPaused(true);
        turns->setPersonName(0, "  Ada   Lovelace ");
        turns->setPersonName(1, "Bob");
        QVERIFY(turns->setSeat(0, "human"));
        QCOMPARE(model.player(0), QString("Ada Lovelace"));
        QCOMPARE(TurnController::personNameIn(model, 0), QString("Ada Lovelace"));
        QVERIFY(turns->setSeat(1, "level:2/300ms"));
        QCOMPARE(model.player(1), QString("Computer level 2"));
        QCOMPARE(model.engineSpec(1), QString("level:2/300ms"));
        QCOMPARE(TurnController::personNameIn(model, 1), QString());
        turns->setPersonName(0, "Ada", false); // not now: the tag stays until the seat is set again
        QCOMPARE(model.player(0), QString("Ada Lovelace"));
        turns->setPersonName(0, "Ada", true);
        QCOMPARE(model.player(0), QString("Ada"));
        QVERIFY(model.save(file));
    }
    GameModel model;
    auto turns = controllerFor(model);
    turns->setPersonName(0, "Zoe");
    QVERIFY(model.load(file));
    QCOMPARE(model.player(0), QString("Ada"));
    QCOMPARE(turns->seatSpec(1), QString("level:2/300ms"));
    QVERIFY(turns->isHuman(0));
    QCOMPARE(TurnController::personNameIn(model, 0), QString("Ada"));
    // Tags that name no person.
    for (const char *machine : {"Human", "Computer level 4", "Random", "Network example.org"}) {
        QVERIFY(model.setPlayer(0, machine));
        QCOMPARE(TurnController::personNameIn(model, 0), QString());
    }
}

void TestTurnController::seatsSurviveAutosaveAndResume() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath("autosave.gamut");
    {
        GameModel model;
        model.startAutosave(autosave);
        QVERIFY(model.newGame("trails"));
        auto turns = controllerFor(model);
        turns->setPaused(true);
        QVERIFY(turns->setSeat(0, "level:2@7"));
        QVERIFY(turns->setSeat(1, "random"));
    } // the program ends
    {
        GameModel model; // the controller made before the resume: gameChanged brings the seats
        auto turns = controllerFor(model);
        turns->setPaused(true);
        QCOMPARE(model.startAutosave(autosave), GameModel::Resume::Resumed);
        QCOMPARE(turns->seatSpec(0), QString("level:2@7"));
        QCOMPARE(turns->seatSpec(1), QString("random"));
        QCOMPARE(model.player(1), QString("Random"));
    }
    GameModel model; // the controller made after the resume: it reads the seats at once and starts the computer
    QCOMPARE(model.startAutosave(autosave), GameModel::Resume::Resumed);
    auto turns = controllerFor(model);
    QCOMPARE(turns->seatSpec(0), QString("level:2@7"));
    QTRY_VERIFY_WITH_TIMEOUT(model.ply() >= 2, 10000);
}

void TestTurnController::computerAgainstComputerPlaysAWholeGame() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    auto turns = controllerFor(model);
    QSignalSpy started(turns.get(), &TurnController::thinkingStarted);
    QSignalSpy over(&model, &GameModel::gameOver);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(turns->setSeat(0, "level:1"));
    QVERIFY(turns->setSeat(1, "level:1"));
    QTRY_VERIFY_WITH_TIMEOUT(model.isOver(), 60000);
    qInfo("addtraction, level 1 against level 1: %s after %d plies in %lld ms",
          qPrintable(over.first().first().toString()), model.ply(), static_cast<long long>(timer.elapsed()));
    QCOMPARE(over.count(), 1);
    QCOMPARE(started.count(), model.ply());
    QCOMPARE(turns->sideToMove(), -1);
    QVERIFY(!turns->isThinking());
    QVERIFY(!turns->humanToMove());
}

void TestTurnController::minimumDelayIsRespected() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    TurnController turns(&model);
    QCOMPARE(turns.minimumDelay(), 400);
    QVERIFY(turns.setSeat(1, "level:1"));
    QSignalSpy played(&model, &GameModel::movePlayed);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(turns.playHumanMove(firstLegal(model)));
    QTRY_COMPARE_WITH_TIMEOUT(played.count(), 2, 10000);
    const qint64 ms = timer.elapsed();
    qInfo("with the default minimum delay, the level-1 reply appeared after %lld ms", static_cast<long long>(ms));
    QVERIFY(ms >= 400);
    QVERIFY(turns.isThinking() == false);
    // step() skips what is left of the delay.
    QVERIFY(turns.playHumanMove(firstLegal(model)));
    QTest::qWait(100);
    timer.restart();
    turns.step();
    QCOMPARE(model.ply(), 4);
    qInfo("step() played the waiting move after %lld ms", static_cast<long long>(timer.elapsed()));
}

// A minimum delay set while a computer's turn is under way holds for that turn (the window's setting changed while
// it thinks, the window bench setting none after a new game): the turn does not keep the delay it began with.
void TestTurnController::aNewMinimumDelayHoldsForTheTurnUnderWay() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    TurnController turns(&model);
    turns.setMinimumDelay(60000); // a minute: the reply cannot come by itself within the test
    QVERIFY(turns.setSeat(1, "level:1"));
    QSignalSpy played(&model, &GameModel::movePlayed);
    QVERIFY(turns.playHumanMove(firstLegal(model)));
    QTest::qWait(200); // level 1 has chosen by now: its move waits for the delay
    QCOMPARE(played.count(), 1);
    turns.setMinimumDelay(0);
    QTRY_COMPARE_WITH_TIMEOUT(played.count(), 2, 5000);
    // A longer one holds a move back that has not waited that long yet.
    turns.setMinimumDelay(0);
    QVERIFY(turns.playHumanMove(firstLegal(model)));
    turns.setMinimumDelay(60000);
    QTest::qWait(500);
    QCOMPARE(played.count(), 3);
    turns.step(); // what is left of it is skipped as ever
    QCOMPARE(played.count(), 4);
}

// The computer player itself: cancel returns at once and the worker ends on its own; a new search on the same
// engine right after a cancel, and a new engine, are safe while the old worker winds down.
void TestTurnController::computerPlayerCancelReturnsAtOnce() {
    std::string error;
    const auto state = gamut::newGame("loa", "", error);
    QVERIFY2(state, error.c_str());
    ComputerPlayer computer;
    QVERIFY(computer.setEngine(*state, "level:6"));
    QSignalSpy chosen(&computer, &ComputerPlayer::moveChosen);
    QSignalSpy progress(&computer, &ComputerPlayer::progress);
    qint64 worstCancelUs = 0, worstEndUs = 0;
    int returnedBeforeTheWorkerEnded = 0;
    for (int trial = 0; trial < 5; ++trial) {
        const int reports = int(progress.count());
        QVERIFY(computer.think(*state));
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= reports + 2, 20000);
        QElapsedTimer timer;
        timer.start();
        computer.cancel();
        const qint64 cancelUs = timer.nsecsElapsed() / 1000;
        // A blocking cancel would have ended (and deleted) the worker before returning.
        returnedBeforeTheWorkerEnded += computer.runningWorkers() > 0 ? 1 : 0;
        QVERIFY(!computer.isThinking());
        while (computer.runningWorkers() > 0 && timer.elapsed() < 2000)
            QThread::usleep(100);
        QCOMPARE(computer.runningWorkers(), 0);
        worstCancelUs = std::max(worstCancelUs, cancelUs);
        worstEndUs = std::max(worstEndUs, timer.nsecsElapsed() / 1000);
    }
    qInfo("cancel() returned within %lld us (worst of 5); the worker ended within %lld us of the cancel; "
          "%d of 5 cancels returned before their worker ended",
          static_cast<long long>(worstCancelUs), static_cast<long long>(worstEndUs), returnedBeforeTheWorkerEnded);
    QVERIFY(worstCancelUs < 10000);
    QVERIFY(worstEndUs < 500000);
    QVERIFY(returnedBeforeTheWorkerEnded > 0);

    QVERIFY(computer.think(*state)); // cancel, think again on the same engine, then swap the engine
    computer.cancel();
    QVERIFY(computer.think(*state));
    QVERIFY(computer.setEngine(*state, "level:1"));
    QVERIFY(computer.think(*state));
    QVERIFY(chosen.wait(10000));
    QCOMPARE(chosen.count(), 1);
    MoveList moves;
    state->legalMoves(moves);
    QVERIFY(moves.contains(chosen.first().at(0).value<quint32>()));
}

QTEST_GUILESS_MAIN(TestTurnController)
#include "test_turncontroller.moc"
