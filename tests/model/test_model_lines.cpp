// The game model's lines (gui.md "Lines, not cuts"): a move played from an earlier ply begins a line and the line it
// left stays; redo follows the line the person came from; lines are selected, promoted, deleted and restored; files,
// the clipboard and the autosave keep every line; random trees stay what an independent replay shows.
#include "modelhelpers.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace gamut;
using namespace gamut::test;

namespace {

void play(GameModel &model, const QStringList &moves) {
    for (const QString &move : moves)
        QVERIFY2(model.requestMove(move), qPrintable(model.lastError()));
}

// The node of the current line at `ply`.
int nodeAt(const GameModel &model, int ply) { return model.currentLine()[std::size_t(ply)]; }

// Every node linked to the root, and the texts of the line through each leaf.
QStringList allLines(const GameModel &model) {
    const GameTree &tree = model.tree();
    QStringList lines;
    std::vector<int> todo{GameTree::root()};
    while (!todo.empty()) {
        const int id = todo.back();
        todo.pop_back();
        const GameTree::Node &n = tree.node(id);
        if (n.children.empty()) {
            QStringList texts;
            for (int at : tree.path(id))
                if (at != GameTree::root())
                    texts << tree.node(at).text;
            lines << texts.join(' ');
        }
        todo.insert(todo.end(), n.children.begin(), n.children.end());
    }
    lines.sort();
    return lines;
}

} // namespace

class TestModelLines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void newMoveBeginsALine();
    void redoFollowsTheLineComeFrom();
    void promoteAndDelete();
    void deletingTheLineShown();
    void filesKeepEveryLine();
    void resignationOnALine();
    void randomTrees_data();
    void randomTrees();
};

// The defect of issue 29: a move played from an earlier ply dropped the later moves for good.
void TestModelLines::newMoveBeginsALine() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    play(model, {"a2", "f4", "d3", "d5"});
    QVERIFY(model.setComment(3, "a note on d3"));
    QVERIFY(model.jumpToPly(2));
    QVERIFY(model.requestMove("d3")); // the same move as the next one: the line goes on, nothing new
    QCOMPARE(model.plyCount(), 4);
    QCOMPARE(model.tree().size(), 5);
    QVERIFY(model.undo());
    QSignalSpy played(&model, &GameModel::movePlayed);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QSignalSpy lines(&model, &GameModel::linesChanged);
    QVERIFY(model.requestMove("c4")); // another move: a new line, the line it left stays
    QCOMPARE(played.count(), 1);      // a played move says movePlayed and nothing else
    QCOMPARE(position.count() + lines.count(), 0);
    QCOMPARE(model.moveTexts(), QStringList({"a2", "f4", "c4"}));
    QVERIFY(!model.canRedo());
    QCOMPARE(model.comment(3), QString());
    QVERIFY(model.onMainLine()); // the line played on is the game
    QCOMPARE(allLines(model), QStringList({"a2 f4 c4", "a2 f4 d3 d5"}));
    const GameTree::Node &branch = model.tree().node(nodeAt(model, 2));
    QCOMPARE(branch.children.size(), std::size_t(2));
    QCOMPARE(model.tree().node(branch.children[0]).text, QString("c4"));
    QCOMPARE(model.tree().node(branch.children[1]).text, QString("d3"));
    const QString text = model.copyText();
    qInfo("%s", qPrintable(text));
    QVERIFY(text.contains("1. a2 f4 2. c4 (2. d3 {a note on d3} 2... d5)"));
    QVERIFY(text.contains("[Ply \"3\"]"));

    // The line left is there to go to: a click on its last move shows it, with its comment.
    const int d5 = model.tree().node(branch.children[1]).children[0];
    QVERIFY(model.jumpToNode(d5));
    QCOMPARE(model.moveTexts(), QStringList({"a2", "f4", "d3", "d5"}));
    QCOMPARE(model.ply(), 4);
    QVERIFY(!model.onMainLine());
    QCOMPARE(model.comment(3), QString("a note on d3"));
    QCOMPARE(model.position().positionText(), replayFromStart(model, 4));
    QVERIFY(!model.jumpToNode(9999));
    QVERIFY(!model.jumpToNode(-1));
}

void TestModelLines::redoFollowsTheLineComeFrom() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    play(model, {"a2", "f4", "d3", "d5", "e2"});
    QVERIFY(model.jumpToPly(2));
    play(model, {"c4", "c5"}); // the main line now; a2 f4 d3 d5 e2 a side line
    const int sideEnd = model.tree().node(model.tree().node(nodeAt(model, 2)).children[1]).children[0];
    QVERIFY(model.jumpToNode(sideEnd)); // d5 of the side line
    QCOMPARE(model.ply(), 4);
    QCOMPARE(model.plyCount(), 5); // on past it as redo would go: e2
    QVERIFY(model.undo());
    QVERIFY(model.undo());
    QVERIFY(model.undo()); // back before the branch, at f4
    QCOMPARE(model.ply(), 1);
    QVERIFY(model.redo());
    QVERIFY(model.redo());
    QCOMPARE(model.moveTexts().mid(0, model.ply()), QStringList({"a2", "f4", "d3"})); // the side line, not c4
    QVERIFY(model.jumpToPly(0));
    QVERIFY(model.jumpToPly(5));
    QCOMPARE(model.moveTexts(), QStringList({"a2", "f4", "d3", "d5", "e2"}));
    // Going to a move of the main line before the branch keeps the line the person is on.
    QVERIFY(model.jumpToNode(nodeAt(model, 1)));
    QCOMPARE(model.plyCount(), 5);
    QVERIFY(!model.onMainLine());
}

void TestModelLines::promoteAndDelete() {
    GameModel model;
    QVERIFY(model.newGame("addtraction"));
    play(model, {"a2", "f4", "d3", "d5"});
    QVERIFY(model.jumpToPly(2));
    play(model, {"c4"});
    QVERIFY(model.jumpToPly(1));
    play(model, {"e5"}); // the main line a2 e5; side lines a2 f4 c4 and, under it, a2 f4 d3 d5
    QCOMPARE(allLines(model), QStringList({"a2 e5", "a2 f4 c4", "a2 f4 d3 d5"}));
    const int f4 = model.tree().node(nodeAt(model, 1)).children[1];
    const int d3 = model.tree().node(f4).children[1];
    const int d5 = model.tree().node(d3).children[0];

    QSignalSpy lines(&model, &GameModel::linesChanged);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QSignalSpy played(&model, &GameModel::movePlayed);
    QVERIFY(model.promoteLine(d5));
    QCOMPARE(lines.count(), 1);
    QCOMPARE(position.count() + played.count(), 0);
    QCOMPARE(model.mainLineMoves().size(), std::size_t(4));
    QVERIFY(model.copyText().contains("1. a2 f4 (1... e5) 2. d3 (2. c4) 2... d5"));
    QVERIFY(!model.onMainLine()); // the cursor stays on a2 e5, which is a side line now
    QVERIFY(!model.promoteLine(d5));
    QVERIFY(model.lastError().contains("main line already"));

    // Deleting: not the main line; a side line goes with what branches from it, and comes back where it was.
    const qint64 revision = model.revision();
    QVERIFY(!model.deleteLine(d5));
    QCOMPARE(model.revision(), revision);
    const int c4 = model.tree().node(f4).children[1];
    QCOMPARE(model.tree().node(c4).text, QString("c4"));
    lines.clear();
    QVERIFY(model.deleteLine(c4));
    QCOMPARE(lines.count(), 1);
    QCOMPARE(allLines(model), QStringList({"a2 e5", "a2 f4 d3 d5"}));
    QVERIFY(!model.jumpToNode(c4)); // gone
    QVERIFY(model.canRestoreLine());
    QVERIFY(model.restoreLine());
    QCOMPARE(allLines(model), QStringList({"a2 e5", "a2 f4 c4", "a2 f4 d3 d5"}));
    QCOMPARE(model.tree().node(f4).children[1], c4);
    QVERIFY(!model.restoreLine());
    // A line deleted, then the same move played there again: the deleted one cannot come back beside it.
    QVERIFY(model.deleteLine(c4));
    QVERIFY(model.jumpToNode(f4));
    play(model, {"c4"});
    QVERIFY(!model.canRestoreLine());
    QCOMPARE(allLines(model), QStringList({"a2 e5", "a2 f4 c4", "a2 f4 d3 d5"}));
}

// Deleting the line the cursor is on: the cursor goes back to the move it branched from.
void TestModelLines::deletingTheLineShown() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    play(model, {"g1-e3", "h2-h8", "c1-c3"});
    QVERIFY(model.jumpToPly(1));
    play(model, {"a7-a1"}); // main g1-e3 a7-a1; side h2-h8 c1-c3
    const int side = model.tree().node(nodeAt(model, 1)).children[1];
    QVERIFY(model.jumpToNode(model.tree().node(side).children[0]));
    QCOMPARE(model.ply(), 3);
    QSignalSpy position(&model, &GameModel::positionChanged);
    QVERIFY(model.deleteLine(model.currentNode()));
    QCOMPARE(position.count(), 1);
    QCOMPARE(model.ply(), 1);
    QCOMPARE(model.plyCount(), 2); // on along what is left: the main line
    QVERIFY(model.onMainLine());
    QCOMPARE(model.position().positionText(), replayFromStart(model, 1));
}

// Save, load, paste and resume keep every line, comments on side lines, and the line's own first comment.
void TestModelLines::filesKeepEveryLine() {
    QTemporaryDir dir;
    GameModel model;
    QVERIFY(model.newGame("atoms"));
    QVERIFY(model.startAutosave(dir.filePath("autosave.gamut")) == GameModel::Resume::Fresh);
    MoveList legal;
    for (int i = 0; i < 6; ++i) {
        model.position().legalMoves(legal);
        QVERIFY(model.playMove(legal[i % legal.size()]));
    }
    QVERIFY(model.jumpToPly(3));
    model.position().legalMoves(legal);
    QVERIFY(model.playMove(legal[legal.size() - 1]));
    QVERIFY(model.setComment(4, "tried instead"));
    QVERIFY(model.jumpToPly(2));
    QVERIFY(model.playMove(legal[0] == model.moveAt(2) ? legal[1] : legal[0]));
    const QStringList before = allLines(model);
    QCOMPARE(before.size(), 3);
    const QString text = model.copyText();
    QVERIFY(model.save(dir.filePath("game.gamut")));
    GameModel loaded;
    QVERIFY2(loaded.load(dir.filePath("game.gamut")), qPrintable(loaded.lastError()));
    QCOMPARE(allLines(loaded), before);
    QCOMPARE(loaded.copyText(), text);
    GameModel pasted;
    QVERIFY(pasted.pasteText(text));
    QCOMPARE(allLines(pasted), before);
    model.flushAutosave();
    GameModel resumed;
    QCOMPARE(resumed.startAutosave(dir.filePath("autosave.gamut")), GameModel::Resume::Resumed);
    QCOMPARE(allLines(resumed), before);
    QCOMPARE(resumed.copyText(), text);
}

void TestModelLines::resignationOnALine() {
    GameModel model;
    QVERIFY(model.newGame("loa"));
    play(model, {"g1-e3", "h2-h8", "c1-c3"});
    QVERIFY(model.resign(1));
    QCOMPARE(model.tag("Resigned"), QString("white"));
    QVERIFY(model.jumpToPly(2));
    play(model, {"f1-f3"}); // a new line: the game goes on there; the resigned line stays a side line
    QVERIFY(!model.isOver());
    QCOMPARE(model.tag("Resigned"), QString());
    QVERIFY(!model.copyText().contains("Resigned"));
    const int side = model.tree().node(nodeAt(model, 2)).children[1];
    QVERIFY(model.jumpToNode(side));
    QVERIFY(model.isOver()); // its end is still given up
    QCOMPARE(model.winner(), 0);
    QVERIFY(model.promoteLine(side));
    QCOMPARE(model.tag("Resigned"), QString("white"));
    QVERIFY(model.copyText().contains("[Resigned \"white\"]"));
}

void TestModelLines::randomTrees_data() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &entry : allGames())
        QTest::newRow(entry.info->id.data()) << QString::fromUtf8(entry.info->id);
}

// Random moves, undos, jumps to any node, promotions, deletions and restorations. After every step the position is
// a replay of the current line, every node's text is its move's in its position, and every few steps the game's
// text reads back to the same tree and text.
void TestModelLines::randomTrees() {
    QFETCH(QString, game);
    int steps = 0, branches = 0, promotions = 0, deletions = 0, restorations = 0, roundTrips = 0;
    for (unsigned seed = 1; seed <= 6; ++seed) {
        std::mt19937 rng(seed * 77 + unsigned(qHash(game) % 1000));
        GameModel model;
        QVERIFY(model.newGame(game));
        for (int step = 0; step < 120; ++step, ++steps) {
            const int op = int(rng() % 100);
            const int nodes = model.tree().size();
            if (op < 45) {
                MoveList legal;
                model.position().legalMoves(legal);
                if (!legal.empty()) {
                    const bool branching = model.canRedo();
                    QVERIFY(model.playMove(legal[int(rng() % unsigned(legal.size()))]));
                    branches += branching && model.tree().size() > nodes;
                    QVERIFY(model.onMainLine());
                }
            } else if (op < 60) {
                model.undo();
            } else if (op < 75) {
                model.jumpToNode(int(rng() % unsigned(nodes)));
            } else if (op < 85) {
                promotions += model.promoteLine(int(rng() % unsigned(nodes)));
            } else if (op < 93) {
                deletions += model.deleteLine(int(rng() % unsigned(nodes)));
            } else {
                restorations += model.restoreLine();
            }
            QCOMPARE(model.position().positionText(), replayFromStart(model, model.ply()));
            for (int i = 1; i <= model.plyCount(); ++i)
                QCOMPARE(model.tree().node(nodeAt(model, i)).ply, i);
            if (step % 20 == 19) {
                GameModel copy;
                const QString text = model.copyText();
                QVERIFY2(copy.pasteText(text), qPrintable(copy.lastError() + "\n" + text));
                QCOMPARE(allLines(copy), allLines(model));
                QCOMPARE(copy.copyText(), text);
                QCOMPARE(copy.mainLineMoves(), model.mainLineMoves());
                ++roundTrips;
            }
        }
    }
    qInfo("%s: %d steps: %d new lines, %d promotions, %d deletions, %d restorations, %d round trips", qPrintable(game),
          steps, branches, promotions, deletions, restorations, roundTrips);
    QVERIFY(branches > 0);
}

QTEST_GUILESS_MAIN(TestModelLines)
#include "test_model_lines.moc"
