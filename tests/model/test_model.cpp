// The game model's history: moves, undo, redo, jumps, cut-offs, refusals, the signal contract, tags, rounds and
// requests from another thread. Random histories are checked against an independent replay from the start.
#include "modelhelpers.h"

#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <thread>

using namespace gamut;
using namespace gamut::test;

class TestModel : public QObject {
    Q_OBJECT
private slots:
    void startsWithAGame();
    void randomHistories_data();
    void randomHistories();
    void newMoveKeepsTheLineItLeft();
    void refusalsChangeNothing();
    void signalsOfAWholeGame();
    void signalsOfEveryOtherChange();
    void playersAndTags();
    void roundsAndScores();
    void resignation();
    void requestsFromAnotherThread();
    void movesKeepTheirTextAndCells();
};

void TestModel::startsWithAGame() {
    GameModel model;
    QCOMPARE(model.gameId(), QString::fromUtf8(allGames().front().info->id));
    QCOMPARE(model.ply(), 0);
    QVERIFY(!model.canUndo());
    QVERIFY(!model.undo());
    QVERIFY(!model.lastError().isEmpty());
    QVERIFY(!model.newGame("chess"));
    qInfo("newGame(chess): %s", qPrintable(model.lastError()));
    QVERIFY(model.lastError().contains("unknown game 'chess'"));
    QVERIFY(!model.newGame("loa", "huge"));
    QVERIFY(model.lastError().contains("unknown variant 'huge'"));
    QCOMPARE(model.gameId(), QString::fromUtf8(allGames().front().info->id));
}

void TestModel::randomHistories_data() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &entry : allGames())
        QTest::newRow(entry.info->id.data()) << QString::fromUtf8(entry.info->id);
}

// Random moves, undos, redos, jumps and illegal requests; after every step the model must show exactly what a
// replay of its current line from a new start shows, and the line must follow the editor rule (a new move at an
// earlier ply begins a new line there; the same move as the next one keeps the line).
namespace {

// After the move `text` was played at `cursor` of the line `expected`: the same move as the line's next one keeps
// the line; another one begins a line there, which goes on only as a line played before went on (a move played
// in an earlier line leads back into that line, whose later moves redo brings back). Updates `expected`.
bool followsTheLine(const GameModel &model, QStringList &expected, int cursor, const QString &text,
                    QSet<QString> &seen) {
    const QStringList now = model.moveTexts();
    if (cursor < expected.size() && expected[cursor] == text) {
        if (now != expected)
            qWarning("the same move as the next one changed the line");
        return now == expected;
    }
    QStringList begun = expected.mid(0, cursor);
    begun << text;
    if (now.mid(0, cursor + 1) != begun || (now.size() > cursor + 1 && !seen.contains(now.join(' ')))) {
        qWarning("after %s at %d: %s", qPrintable(text), cursor, qPrintable(now.join(' ')));
        return false;
    }
    expected = now;
    for (int i = 1; i <= now.size(); ++i)
        seen.insert(now.mid(0, i).join(' '));
    return true;
}

} // namespace

void TestModel::randomHistories() {
    QFETCH(QString, game);
    const GameInfo &info = *findGame(game.toStdString())->info;
    int steps = 0, moves = 0, undos = 0, redos = 0, jumps = 0, refusals = 0;
    for (unsigned seed = 1; seed <= 12; ++seed) {
        std::mt19937 rng(seed * 1000 + unsigned(qHash(game) % 1000));
        GameModel model;
        const QString variant = QString::fromUtf8(info.variants[seed % info.variants.size()]);
        QVERIFY2(model.newGame(game, variant), qPrintable(model.lastError()));
        QStringList expected;
        QSet<QString> seen; // every line the model showed, and each of its beginnings
        int cursor = 0;
        for (int step = 0; step < 150; ++step, ++steps) {
            const int op = int(rng() % 100);
            const qint64 revision = model.revision();
            MoveList legal;
            model.position().legalMoves(legal);
            if (op < 50 && !legal.empty()) {
                const Move move = legal[int(rng() % unsigned(legal.size()))];
                const QString text = QString::fromStdString(model.position().moveText(move));
                const bool ok = rng() % 2 ? model.requestMove(text.toUpper()) : model.playMove(move);
                QVERIFY2(ok, qPrintable(model.lastError()));
                QVERIFY(followsTheLine(model, expected, cursor, text, seen));
                ++cursor, ++moves;
            } else if (op < 65) {
                QCOMPARE(model.undo(), cursor > 0);
                cursor -= cursor > 0 ? 1 : 0, ++undos;
            } else if (op < 75) {
                QCOMPARE(model.redo(), cursor < expected.size());
                cursor += cursor < expected.size() ? 1 : 0, ++redos;
            } else if (op < 90) {
                const int target = int(rng() % unsigned(expected.size() + 2)) - (rng() % 8 == 0 ? 2 : 0);
                const bool inRange = target >= 0 && target <= expected.size();
                QCOMPARE(model.jumpToPly(target), inRange);
                if (inRange)
                    cursor = target;
                ++jumps;
            } else {
                const char *junk[] = {"zz99", "", "pass", "a1-a1", "\xC3\xA9t\xC3\xA9", "9999999999999999999"};
                if (!model.requestMove(QString::fromUtf8(junk[rng() % 6]))) {
                    QCOMPARE(model.revision(), revision);
                    ++refusals;
                } else { // a junk token that happens to be legal here ("pass" in LOA)
                    QVERIFY(followsTheLine(model, expected, cursor, model.moveTexts()[cursor], seen));
                    ++cursor;
                }
            }
            QCOMPARE(model.ply(), cursor);
            QCOMPARE(model.moveTexts(), expected);
            QCOMPARE(model.canUndo(), cursor > 0);
            QCOMPARE(model.canRedo(), cursor < expected.size());
            const std::string replayed = replayFromStart(model, cursor);
            if (model.position().positionText() != replayed)
                qWarning("seed %u step %d:\nmodel:\n%sreplay:\n%s", seed, step, model.position().positionText().c_str(),
                         replayed.c_str());
            QCOMPARE(model.position().positionText(), replayed);
        }
    }
    qInfo("%s: %d steps: %d moves, %d undos, %d redos, %d jumps, %d refused junk requests", qPrintable(game), steps,
          moves, undos, redos, jumps, refusals);
}

void TestModel::newMoveKeepsTheLineItLeft() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    for (const char *move : {"a2", "f4", "d3", "d5"})
        QVERIFY2(model.requestMove(move), qPrintable(model.lastError()));
    QVERIFY(model.setComment(3, "a note on d3"));
    QVERIFY(model.jumpToPly(2));
    QCOMPARE(model.plyCount(), 4);
    QVERIFY(model.requestMove("d3")); // the same move as the next one: the rest of the list stays
    QCOMPARE(model.plyCount(), 4);
    QCOMPARE(model.comment(3), QString("a note on d3"));
    QVERIFY(model.undo());
    QVERIFY(model.requestMove("c4")); // another move: a new line, d3 and d5 stay a side line (test_model_lines)
    QCOMPARE(model.moveTexts(), QStringList({"a2", "f4", "c4"}));
    QCOMPARE(model.comment(3), QString());
    QVERIFY(!model.canRedo());
    QVERIFY(model.copyText().contains("(2. d3 {a note on d3} 2... d5)"));
}

void TestModel::refusalsChangeNothing() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    QVERIFY(model.requestMove("a2"));
    const std::string before = model.copyText().toStdString();
    const qint64 revision = model.revision();
    QSignalSpy refused(&model, &GameModel::refused);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QVERIFY(!model.requestMove("a2"));
    qInfo("a2 again: %s", qPrintable(model.lastError()));
    QVERIFY(model.lastError().contains("illegal move 'a2'"));
    QVERIFY(!model.requestMove(QString(100000, QChar('x'))));
    QVERIFY(model.lastError().size() < 200); // a huge token is not echoed whole
    QVERIFY(!model.requestMove("f4", revision - 1));
    qInfo("stale revision: %s", qPrintable(model.lastError()));
    QVERIFY(!model.requestMove("f4", -1, model.position().turn() == 0 ? 1 : 0));
    qInfo("wrong side: %s", qPrintable(model.lastError()));
    QVERIFY(!model.playMove(kNoMove));
    QVERIFY(!model.nextRound());
    qInfo("next round: %s", qPrintable(model.lastError()));
    QVERIFY(!model.jumpToPly(7));
    QVERIFY(!model.setComment(-1, "x"));
    QCOMPARE(refused.count(), 8);
    QCOMPARE(position.count(), 0);
    QCOMPARE(model.revision(), revision);
    QCOMPARE(model.copyText().toStdString(), before);
    QVERIFY(model.requestMove("f4", revision, model.position().turn()));
}

void TestModel::signalsOfAWholeGame() {
    const std::vector<OracleGame> &games = oracleGames();
    const auto it = std::find_if(games.begin(), games.end(), [](const OracleGame &g) { return g.game == "loa"; });
    QVERIFY(it != games.end());
    GameModel model;
    QVERIFY(model.newGame(it->game, it->variant));
    QSignalSpy played(&model, &GameModel::movePlayed);
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QSignalSpy history(&model, &GameModel::historyChanged);
    int effectSteps = 0;
    connect(&model, &GameModel::movePlayed, this, [&](int ply, Move, const QString &token, const MoveEffects &effects) {
        QCOMPARE(token, it->moves[ply - 1]); // the board sees the new position and what changed
        QCOMPARE(model.ply(), ply);
        effectSteps += int(effects.size());
    });
    for (const QString &move : it->moves)
        QVERIFY2(model.requestMove(move), qPrintable(model.lastError()));
    const int plies = int(it->moves.size());
    QCOMPARE(played.count(), plies); // a played move emits movePlayed and nothing else of the three
    QCOMPARE(position.count(), 0);
    QCOMPARE(history.count(), 0);
    QVERIFY2(effectSteps >= plies, "every LOA move describes at least its slide");
    const QString result = it->last["result"].toString();
    QCOMPARE(QString::fromStdString(model.position().resultText()), result);
    QCOMPARE(over.count(), result == "ongoing" ? 0 : 1);
    QCOMPARE(model.winner(), result == "black" ? 0 : result == "white" ? 1 : -1);
    QVERIFY(model.undo());
    QCOMPARE(model.winner(), -1);
    QVERIFY(model.redo());
    QVERIFY(model.jumpToPly(3));
    QCOMPARE(played.count(), plies); // undo, redo and jumps redraw the board: no move is played (no animation)
    QCOMPARE(position.count(), 3);
    QCOMPARE(history.count(), 0);
    QCOMPARE(over.count(), result == "ongoing" ? 0 : 1); // browsing to the end again does not end the game again
    qInfo("loa game of %d plies: %d effect steps, result %s", plies, effectSteps, qPrintable(result));
}

// Everything but a played move: positionChanged once (after gameChanged when the game may differ), never
// movePlayed; historyChanged only for comments, players and tags.
void TestModel::signalsOfEveryOtherChange() {
    GameModel model;
    QVERIFY(model.newGame("atom4"));
    QSignalSpy game(&model, &GameModel::gameChanged);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QSignalSpy played(&model, &GameModel::movePlayed);
    QSignalSpy history(&model, &GameModel::historyChanged);
    QStringList order;
    connect(&model, &GameModel::gameChanged, this, [&] { order << "game"; });
    connect(&model, &GameModel::positionChanged, this, [&] { order << "position"; });
    // "" when the spies saw exactly these counts (and no played move); they start again from zero.
    const auto counts = [&](int games, int positions, int histories) {
        const QString seen = QString("game %1 position %2 history %3 played %4")
                                 .arg(game.count())
                                 .arg(position.count())
                                 .arg(history.count())
                                 .arg(played.count());
        const QString wanted =
            QString("game %1 position %2 history %3 played 0").arg(games).arg(positions).arg(histories);
        game.clear(), position.clear(), history.clear(), played.clear();
        return seen == wanted ? QString() : seen + ", expected " + wanted;
    };
#define EXPECT(games, positions, histories)                                                                            \
    do {                                                                                                               \
        const QString problem = counts(games, positions, histories);                                                   \
        QVERIFY2(problem.isEmpty(), qPrintable(problem));                                                              \
    } while (false)
    const auto play = [&](int plies) {
        for (int i = 0; i < plies; ++i)
            QVERIFY(model.requestMove(QString::fromStdString(model.position().legalMoveTexts().front())));
        played.clear();
    };
    play(4);
    QVERIFY(model.undo());
    EXPECT(0, 1, 0);
    QVERIFY(model.redo());
    EXPECT(0, 1, 0);
    QVERIFY(model.jumpToPly(1));
    EXPECT(0, 1, 0);
    QVERIFY(model.jumpToPly(1)); // already there: nothing happens
    EXPECT(0, 0, 0);
    QVERIFY(model.setComment(1, "a note"));
    EXPECT(0, 0, 1);
    QVERIFY(model.setPlayer(0, "Computer level 2", "level:2"));
    EXPECT(0, 0, 1);
    QVERIFY(model.setTag("Event", "club night"));
    EXPECT(0, 0, 1);
    const QString text = model.copyText();
    QVERIFY(model.pasteText(text));
    EXPECT(1, 1, 0);
    QVERIFY(model.nextRound());
    EXPECT(1, 1, 0);
    QVERIFY(model.newGame("loa"));
    EXPECT(1, 1, 0);
    QTemporaryDir dir;
    const QString file = dir.filePath("game.gamut");
    play(2);
    QVERIFY(model.save(file));
    EXPECT(0, 0, 0);
    QVERIFY(model.load(file));
    EXPECT(1, 1, 0);
    QCOMPARE(order.mid(order.size() - 2), QStringList({"game", "position"}));
    QVERIFY(!model.load(dir.filePath("missing.gamut"))); // a failed operation says nothing but refused()
    EXPECT(0, 0, 0);
#undef EXPECT
}

// Player and engine tags, any other tag, and what a new game keeps of them.
void TestModel::playersAndTags() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    QCOMPARE(model.playerTagName(0), QString("Red"));
    QCOMPARE(model.engineTagName(1), QString("GreenEngine"));
    QCOMPARE(model.playerTagName(2), QString());
    QVERIFY(model.setPlayer(1, "Computer level 4", "level:4"));
    QCOMPARE(model.player(1), QString("Computer level 4"));
    QCOMPARE(model.engineSpec(1), QString("level:4"));
    QCOMPARE(model.tag("GreenEngine"), QString("level:4"));
    QVERIFY(model.copyText().contains("[GreenEngine \"level:4\"]"));
    QVERIFY(model.setTag("Event", "line\nbreak  and   spaces"));
    QCOMPARE(model.tag("Event"), QString("line break and spaces")); // as a file gives it back
    const qint64 revision = model.revision();
    QVERIFY(!model.setTag("Result", "red"));
    qInfo("setTag(Result): %s", qPrintable(model.lastError()));
    QVERIFY(!model.setTag("Bad Name", "x"));
    QVERIFY(!model.setTag("", "x"));
    QVERIFY(!model.setTag("Ply", "0"));
    QVERIFY(!model.setPlayer(2, "x"));
    QCOMPARE(model.revision(), revision);
    QVERIFY(model.setTag("Event", ""));
    QCOMPARE(model.tag("Event"), QString());
    QVERIFY(!model.copyText().contains("Event"));

    QVERIFY(model.newGame("loa")); // the same people (and computers) sit down to another game
    QCOMPARE(model.player(1), QString("Computer level 4"));
    QCOMPARE(model.engineSpec(1), QString("level:4"));
    QCOMPARE(model.engineTagName(1), QString("WhiteEngine"));
    QVERIFY(model.setPlayer(1, "Human")); // a person again: the engine tag goes
    QCOMPARE(model.engineSpec(1), QString());
    QVERIFY(!model.copyText().contains("Engine"));
}

// Atom-4: rounds, the round scores, nextRound, and a match surviving copy and paste.
void TestModel::roundsAndScores() {
    GameModel model;
    QVERIFY(model.newGame("atom4"));
    QCOMPARE(model.round(), 1);
    QSignalSpy rounds(&model, &GameModel::roundChanged);
    std::mt19937 rng(7);
    std::array<int, 2> wins = {0, 0};
    for (int round = 1; round <= 4; ++round) {
        MoveList legal;
        for (model.position().legalMoves(legal); !legal.empty(); model.position().legalMoves(legal))
            QVERIFY(model.playMove(legal[int(rng() % unsigned(legal.size()))]));
        const Outcome outcome = model.position().outcome();
        if (outcome == Outcome::FirstWins || outcome == Outcome::SecondWins)
            ++wins[outcome == Outcome::FirstWins ? 0 : 1];
        QCOMPARE(model.scores(), wins);
        qInfo("round %d: %s after %d plies; scores %d-%d", round, model.position().resultText().c_str(),
              model.plyCount(), wins[0], wins[1]);
        QVERIFY(model.nextRound());
        QCOMPARE(model.round(), round + 1);
        QCOMPARE(model.finishedRounds(), round);
        QCOMPARE(model.ply(), 0);
    }
    QVERIFY(rounds.count() >= 4);
    QCOMPARE(rounds.last().at(0).toInt(), 5);
    QVERIFY(model.requestMove(QString::fromStdString(model.position().legalMoveTexts().front())));

    GameModel copy;
    QVERIFY2(copy.pasteText(model.copyText()), qPrintable(copy.lastError()));
    QCOMPARE(copy.round(), 5);
    QCOMPARE(copy.finishedRounds(), 4);
    QCOMPARE(copy.scores(), wins);
    QCOMPARE(copy.moveTexts(), model.moveTexts());
    QCOMPARE(copy.copyText(), model.copyText());
    QCOMPARE(copy.position().positionText(), model.position().positionText());
}

// A computer player's move arrives through a queued call from its thread, naming the revision it was chosen for.
void TestModel::requestsFromAnotherThread() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    const qint64 revision = model.revision();
    std::thread worker([&model, revision, position = model.snapshot()] {
        const QString move = QString::fromStdString(position->legalMoveTexts().front());
        QMetaObject::invokeMethod(&model, "requestMove", Qt::QueuedConnection, Q_ARG(QString, move),
                                  Q_ARG(qint64, revision), Q_ARG(int, -1));
    });
    worker.join();
    QTRY_COMPARE(model.ply(), 1);

    // A move chosen before an undo arrives too late and is refused.
    const qint64 stale = model.revision();
    const QString answer = QString::fromStdString(model.position().legalMoveTexts().front());
    QSignalSpy refused(&model, &GameModel::refused);
    QMetaObject::invokeMethod(&model, "requestMove", Qt::QueuedConnection, Q_ARG(QString, answer), Q_ARG(qint64, stale),
                              Q_ARG(int, -1));
    QVERIFY(model.undo());
    QTRY_COMPARE(refused.count(), 1);
    QCOMPARE(model.ply(), 0);
    QCOMPARE(model.plyCount(), 1);
    qInfo("stale move: %s", qPrintable(refused.first().first().toString()));
}

// A resignation ends the game at the end of its list: the other side wins, moves are refused, it is saved as the
// `Resigned` tag and read back; browsing back and playing another move cuts it off; a resigned round counts.
namespace {
void playFirstMoves(GameModel &model, int count) {
    for (int i = 0; i < count; ++i) {
        MoveList moves;
        model.position().legalMoves(moves);
        QVERIFY(model.playMove(moves[0]));
    }
}
} // namespace

void TestModel::resignation() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    playFirstMoves(model, 3);
    QVERIFY(model.jumpToPly(1)); // browsing: the resignation happens at the end of the game all the same
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QSignalSpy history(&model, &GameModel::historyChanged);
    QVERIFY(!model.resign(2));
    QVERIFY(model.resign(1)); // white
    QCOMPARE(model.ply(), 3);
    QVERIFY(model.isOver());
    QCOMPARE(model.resignedSide(), 1);
    QCOMPARE(model.winner(), 0);
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).toString(), QStringLiteral("black"));
    QCOMPARE(position.count(), 1);
    QCOMPARE(history.count(), 1);
    QCOMPARE(model.tag("Resigned"), QStringLiteral("white"));
    QVERIFY(!model.resign(0));                   // over already
    QVERIFY(!model.setTag("Resigned", "black")); // only resign() says it
    MoveList moves;
    model.position().legalMoves(moves);
    QVERIFY(!model.playMove(moves[0]));
    QVERIFY(model.lastError().contains("white resigned"));

    // Read back from its text: still resigned.
    GameModel copy;
    QVERIFY(copy.pasteText(model.copyText()));
    QVERIFY(copy.isOver());
    QCOMPARE(copy.winner(), 0);

    // Browsing back: not over there; the same move as the list's keeps the resignation, another one begins a new
    // line, where the game goes on (the resigned line stays a side line: test_model_lines).
    QVERIFY(model.jumpToPly(2));
    QVERIFY(!model.isOver());
    QCOMPARE(model.winner(), -1);
    QVERIFY(model.playMove(model.moveAt(2)));
    QVERIFY(model.isOver());
    QVERIFY(model.jumpToPly(2));
    model.position().legalMoves(moves);
    const Move other = moves[0] == model.moveAt(2) ? moves[1] : moves[0];
    QVERIFY(model.playMove(other));
    QVERIFY(!model.isOver());
    QCOMPARE(model.resignedSide(), -1);
    QVERIFY(model.tag("Resigned").isEmpty());

    // Atom-4: a resigned round counts for the other side, and the next round starts as after any round.
    QVERIFY(model.newGame("atom4"));
    playFirstMoves(model, 2);
    QSignalSpy rounds(&model, &GameModel::roundChanged);
    QVERIFY(model.resign(0));
    QCOMPARE(model.scores(), (std::array<int, 2>{0, 1}));
    QCOMPARE(rounds.count(), 1);
    QVERIFY(model.nextRound());
    QVERIFY(!model.isOver());
    QCOMPARE(model.scores(), (std::array<int, 2>{0, 1}));
    QCOMPARE(model.round(), 2);
}

// The text and cells the model keeps for each move (the history and the last-move mark read them instead of
// replaying the game) are those of a replay from the start, through cut-offs, undos and a paste.
void TestModel::movesKeepTheirTextAndCells() {
    int checked = 0;
    for (const GameEntry &entry : allGames()) {
        const QString game = QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
        GameModel model;
        QVERIFY(model.newGame(game));
        std::mt19937 rng(3);
        const auto check = [&] {
            auto replay = model.startPosition().clone();
            for (int i = 0; i < model.plyCount(); ++i, ++checked) {
                const Move move = model.moveAt(i);
                QCOMPARE(model.moveTextAt(i), QString::fromStdString(replay->moveText(move)));
                const MoveCells cells = replay->moveCells(move), kept = model.moveCellsAt(i);
                QVERIFY2(kept.from == cells.from && kept.to == cells.to,
                         qPrintable(QStringLiteral("%1 ply %2: kept %3-%4, replay %5-%6")
                                        .arg(game)
                                        .arg(i + 1)
                                        .arg(kept.from)
                                        .arg(kept.to)
                                        .arg(cells.from)
                                        .arg(cells.to)));
                replay->play(move);
            }
        };
        for (int step = 0; step < 60 && !model.isOver(); ++step) {
            if (rng() % 5 == 0 && model.canUndo()) {
                QVERIFY(model.undo()); // the next move may cut the list here
            } else {
                MoveList legal;
                model.position().legalMoves(legal);
                QVERIFY(model.playMove(legal[int(rng() % unsigned(legal.size()))]));
            }
            check();
        }
        QVERIFY(model.pasteText(model.copyText())); // a loaded game: its moves noted by one replay
        check();
    }
    qInfo("%d kept moves checked against a replay", checked);
    QVERIFY(checked > 500);
}

QTEST_GUILESS_MAIN(TestModel)
#include "test_model.moc"
