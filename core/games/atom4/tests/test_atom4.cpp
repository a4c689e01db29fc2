// Atom-4 rule edge cases, written from shared/spec/atom4.md.
#include "core/games/atom4/atom4.h"
#include "core/gamestate.h"
#include "core/perft.h"

#include "tests/rules/positiontext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <map>

using namespace gamut;
using namespace gamut::atom4;

using namespace gamut::test;

namespace {

int cellOf(std::string_view name) {
    const auto cell = parseCell(name, BoardGeometry{BoardGeometry::Kind::Triangular, kColumns, kRows});
    if (!cell)
        qFatal("bad cell name in a test: %s", std::string(name).c_str());
    return *cell;
}

std::string nameOf(int cell) { return cellName(columnOf(cell), rowOf(cell)); }

// A position with the given pieces ({"h9", 'g'}, ...) on an otherwise empty board, `next` to play.
Atom4Position setUp(const std::map<std::string, char> &pieces, char next, char fill = '.') {
    std::vector<std::string> grid(kRows, std::string(2 * kColumns - 1, ' '));
    for (int y = 0; y < kRows; ++y)
        for (int x = 0; x < kColumns; ++x)
            grid[std::size_t(kRows - 1 - y)][std::size_t(2 * x)] = fill;
    for (const auto &[name, token] : pieces) {
        const int cell = cellOf(name);
        grid[std::size_t(kRows - 1 - rowOf(cell))][std::size_t(2 * columnOf(cell))] = token;
    }
    std::string error;
    auto p = Atom4Position::fromRows(grid, 1, next, error);
    if (!p)
        qFatal("bad test position: %s", error.c_str());
    return *p;
}

Atom4Position start(int round = 1) {
    std::string error;
    return *Atom4Rules::start("standard", round, error);
}

char at(const Atom4Position &p, std::string_view name) { return kColourTokens[p.colourAt(cellOf(name))]; }

std::vector<std::string> neighbourNames(std::string_view name) {
    std::vector<std::string> out;
    for (int d = 0; d < kDirections; ++d)
        if (neighbour(cellOf(name), d) != kOffBoard)
            out.push_back(nameOf(neighbour(cellOf(name), d)));
    std::sort(out.begin(), out.end());
    return out;
}

// The colour `target` becomes when `placed` is played next to it. The placed piece completes a triangle with
// a helper piece of its own colour, which the move leaves unchanged (r | r = r, y & y = y).
char mixed(char placed, char target) {
    Atom4Position p = setUp({{"h9", target}, {"i9", placed}}, placed);
    playText(p, "i10");
    if (at(p, "i9") != placed)
        qFatal("the helper piece changed");
    return at(p, "h9");
}

// Sequences of exactly `depth` plies (a finished round has none), as the reference counts are defined.
std::uint64_t exactPerft(const Atom4Position &p, int depth) {
    if (depth == 0)
        return 1;
    if (p.outcome() != Outcome::Ongoing)
        return 0;
    if (depth == 1)
        return std::uint64_t(p.countLegalMoves());
    MoveList moves;
    p.legalMoves(moves);
    std::uint64_t total = 0;
    for (Move m : moves) {
        Atom4Position child = p;
        child.play(m);
        total += exactPerft(child, depth - 1);
    }
    return total;
}

} // namespace

class TestAtom4 : public QObject {
    Q_OBJECT

private slots:
    void latticeNeighbours() {
        QCOMPARE(neighbourNames("h9"), (std::vector<std::string>{"g9", "h10", "h8", "i10", "i8", "i9"}));
        // An even row leans the other way: i10 touches h9 and i9 below, h11 and i11 above.
        QCOMPARE(neighbourNames("i10"), (std::vector<std::string>{"h10", "h11", "h9", "i11", "i9", "j10"}));
        QCOMPARE(neighbourNames("a1"), (std::vector<std::string>{"a2", "b1", "b2"}));
        QCOMPARE(neighbourNames("p1"), (std::vector<std::string>{"o1", "p2"}));
        QCOMPARE(neighbourNames("a16"), (std::vector<std::string>{"a15", "b16"}));
        QCOMPARE(neighbourNames("p16"), (std::vector<std::string>{"o15", "o16", "p15"}));
        QCOMPARE(neighbourNames("a2"), (std::vector<std::string>{"a1", "a3", "b2"}));
        QCOMPARE(neighbourNames("p3"), (std::vector<std::string>{"o3", "p2", "p4"}));
        const auto geometry = start().geometry();
        QCOMPARE(geometry.kind, BoardGeometry::Kind::Triangular);
        QCOMPARE(geometry.columns, 16);
        QCOMPARE(geometry.rows, 16);
    }

    void latticeIsSymmetricAndTriangular() {
        for (int cell = 0; cell < kCells; ++cell)
            for (int d = 0; d < kDirections; ++d) {
                const int n = neighbour(cell, d);
                if (n == kOffBoard)
                    continue;
                QCOMPARE(neighbour(n, opposite(d)), cell);
                // Consecutive directions point at neighbours that touch each other.
                const int m = neighbour(cell, nextDirection(d));
                if (m != kOffBoard)
                    QCOMPARE(neighbour(n, nextDirection(nextDirection(d))), m);
            }
    }

    void diagonalLine() {
        std::vector<std::string> line;
        for (int cell = cellOf("i9"); cell != kOffBoard && line.size() < 5; cell = neighbour(cell, UpRight))
            line.push_back(nameOf(cell));
        QCOMPARE(line, (std::vector<std::string>{"i9", "j10", "j11", "k12", "k13"}));
        std::vector<std::string> back;
        for (int cell = cellOf("k13"); cell != kOffBoard && back.size() < 5; cell = neighbour(cell, DownLeft))
            back.push_back(nameOf(cell));
        QCOMPARE(back, (std::vector<std::string>{"k13", "k12", "j11", "j10", "i9"}));
        int length = 0; // the left-right line of a row holds all 16 cells
        for (int cell = cellOf("a5"); cell != kOffBoard; cell = neighbour(cell, Right))
            ++length;
        QCOMPARE(length, 16);
    }

    void colourAlgebra() {
        QCOMPARE(mixed('r', 'g'), 'y');
        QCOMPARE(mixed('r', 'c'), 'w');
        QCOMPARE(mixed('r', 'k'), 'r');
        QCOMPARE(mixed('y', 'b'), 'k');
        QCOMPARE(mixed('y', 'w'), 'y');
        QCOMPARE(mixed('g', 'm'), 'w');
        QCOMPARE(mixed('b', 'y'), 'w');
        QCOMPARE(mixed('c', 'm'), 'b');
        QCOMPARE(mixed('m', 'g'), 'k');
        QCOMPARE(mixed('c', 'r'), 'k');
    }

    void propagatorChain() {
        // Red on e5: right over the white propagators f5, g5 to the green h5, which turns yellow.
        Atom4Position p = setUp({{"f6", 'r'}, {"f5", 'w'}, {"g5", 'w'}, {"h5", 'g'}, {"d5", 'w'}}, 'r');
        playText(p, "e5");
        QCOMPARE(at(p, "e5"), 'r');
        QCOMPARE(at(p, "f5"), 'w');
        QCOMPARE(at(p, "g5"), 'w');
        QCOMPARE(at(p, "h5"), 'y');
        QCOMPARE(at(p, "d5"), 'w'); // left: the chain d5 ends at the empty c5, which changes nothing

        // Black carries subtractive colours, white does not: yellow on e5 stops at the white f5.
        Atom4Position q = setUp({{"f6", 'y'}, {"f5", 'w'}, {"g5", 'g'}, {"d5", 'k'}, {"c5", 'k'}, {"b5", 'm'}}, 'y');
        playText(q, "e5");
        QCOMPARE(at(q, "f5"), 'y');
        QCOMPARE(at(q, "g5"), 'g');
        QCOMPARE(at(q, "d5"), 'k');
        QCOMPARE(at(q, "c5"), 'k');
        QCOMPARE(at(q, "b5"), 'r'); // magenta AND yellow

        // A chain running off the board changes nothing.
        Atom4Position edge = setUp({{"c6", 'r'}, {"b5", 'w'}, {"a5", 'w'}}, 'r');
        playText(edge, "c5");
        QCOMPARE(at(edge, "b5"), 'w');
        QCOMPARE(at(edge, "a5"), 'w');
    }

    void sixTargetsAtOnce() {
        Atom4Position p = setUp({{"g9", 'g'}, {"i9", 'g'}, {"h10", 'g'}, {"i10", 'b'}, {"h8", 'c'}, {"i8", 'k'}}, 'r');
        playText(p, "h9");
        QCOMPARE(at(p, "g9"), 'y');
        QCOMPARE(at(p, "i9"), 'y');
        QCOMPARE(at(p, "h10"), 'y');
        QCOMPARE(at(p, "i10"), 'm');
        QCOMPARE(at(p, "h8"), 'w');
        QCOMPARE(at(p, "i8"), 'r');
        QCOMPARE(p.outcome(), Outcome::Ongoing);
    }

    void winThroughChangedCell() {
        // Red on h4 turns the cyan g3 white, completing d3 e3 f3 g3.
        const std::map<std::string, char> white = {{"d3", 'w'}, {"e3", 'w'}, {"f3", 'w'}, {"g3", 'c'}, {"h3", 'r'}};
        Atom4Position p = setUp(white, 'r');
        playText(p, "h4");
        QCOMPARE(at(p, "g3"), 'w');
        QCOMPARE(p.outcome(), Outcome::FirstWins);

        // Three in a row is not enough.
        Atom4Position three = setUp({{"e3", 'w'}, {"f3", 'w'}, {"g3", 'c'}, {"h3", 'r'}}, 'r');
        playText(three, "h4");
        QCOMPARE(at(three, "g3"), 'w');
        QCOMPARE(three.outcome(), Outcome::Ongoing);

        // Black for the second player along the diagonal e1 f2 f3 g4: yellow on h4 turns the blue g4 black.
        Atom4Position q = setUp({{"f2", 'k'}, {"f3", 'k'}, {"g4", 'b'}, {"g3", 'y'}}, 'y');
        playText(q, "h4");
        QCOMPARE(at(q, "g4"), 'k');
        QCOMPARE(q.outcome(), Outcome::Ongoing); // e1 is missing: three only
        Atom4Position r = setUp({{"e1", 'k'}, {"f2", 'k'}, {"f3", 'k'}, {"g4", 'b'}, {"g3", 'y'}}, 'y');
        playText(r, "h4");
        QCOMPARE(at(r, "g4"), 'k');
        QCOMPARE(r.outcome(), Outcome::SecondWins);

        // The round ends: nothing to play, "next none", and describeMove marks the run.
        GameStateOf<Atom4Rules> state(setUp(white, 'r'));
        const MoveEffects effects = state.describeMove(Move(cellOf("h4")));
        QVERIFY(!effects.empty());
        QCOMPARE(effects.back().kind, EffectKind::Win);
        QCOMPARE(effects.back().path.size(), std::size_t(4));
        state.play(Move(cellOf("h4")));
        QCOMPARE(state.turnText(), std::string("none"));
        QCOMPARE(state.resultText(), std::string("first"));
        QCOMPARE(state.extraLines(), (std::vector<std::string>{"round 1", "next none"}));
        QVERIFY(state.legalMoveTexts().empty());
        QCOMPARE(reason(state.position(), "i4"), std::string("the round is over"));
    }

    void fullBoardDraw() {
        // Every cell red but h4: the last red changes nothing and fills the board.
        Atom4Position p = setUp({{"h4", '.'}}, 'r', 'r');
        QCOMPARE(legalTexts(p), (std::vector<std::string>{"h4"}));
        playText(p, "h4");
        QCOMPARE(p.outcome(), Outcome::Draw);

        // The win test comes first: the last cell of the board can still win.
        Atom4Position w = setUp({{"h4", '.'}, {"d3", 'w'}, {"e3", 'w'}, {"f3", 'w'}, {"g3", 'c'}}, 'r', 'r');
        playText(w, "h4");
        QCOMPARE(w.outcome(), Outcome::FirstWins);
    }

    void stuckPositionDraw() {
        // Empty cells but no two touching pieces: no move completes a triangle. (Play can never reach this:
        // after any move some empty cell next to the new piece's group completes a triangle.)
        Atom4Position p = setUp({{"a1", 'r'}, {"c1", 'g'}, {"h9", 'b'}, {"p16", 'm'}}, 'y');
        QCOMPARE(p.countLegalMoves(), 0);
        QCOMPARE(p.outcome(), Outcome::Draw);
        GameStateOf<Atom4Rules> state(p);
        QCOMPARE(state.resultText(), std::string("draw"));
        QCOMPARE(state.turnText(), std::string("none"));
    }

    void roundStarts() {
        Atom4Position one = start(1);
        QCOMPARE(at(one, "h9"), 'g');
        QCOMPARE(at(one, "i9"), 'm');
        QCOMPARE(one.turn(), 0);
        QCOMPARE(kColourTokens[one.nextColour()], 'r');
        QCOMPARE(legalTexts(one), (std::vector<std::string>{"i10", "i8"}));

        GameStateOf<Atom4Rules> state(one);
        state.play(Move(cellOf("i10")));
        const auto next = state.nextRound();
        QVERIFY(next);
        QCOMPARE(next->round(), 2);
        QCOMPARE(next->turnText(), std::string("second"));
        QCOMPARE(next->extraLines(), (std::vector<std::string>{"round 2", "next y"}));
        QCOMPARE(next->legalMoveTexts(), (std::vector<std::string>{"i10", "i8"}));
        const auto rows = next->boardRows();
        QCOMPARE(rows[7], std::string(". . . . . . . c r . . . . . . ."));
        for (int r = 0; r < 16; ++r)
            if (r != 7)
                QCOMPARE(rows[std::size_t(r)], std::string(". . . . . . . . . . . . . . . ."));

        Atom4Position two = start(2);
        playText(two, "i8"); // yellow on i8: cyan AND yellow = green, red AND yellow = red
        QCOMPARE(at(two, "i8"), 'y');
        QCOMPARE(at(two, "h9"), 'g');
        QCOMPARE(at(two, "i9"), 'r');
        QCOMPARE(two.turn(), 0);
        QCOMPARE(kColourTokens[two.nextColour()], 'g');

        Atom4Position three = start(3); // blue h9, yellow i9; the first player opens with green
        QCOMPARE(at(three, "h9"), 'b');
        QCOMPARE(at(three, "i9"), 'y');
        QCOMPARE(three.turn(), 0);
        QCOMPARE(kColourTokens[three.nextColour()], 'g');
        Atom4Position seven = start(7); // the cycle repeats every six rounds
        QCOMPARE(seven.hash(), one.hash());
        QCOMPARE(seven.round(), 7);

        std::string error;
        QVERIFY(!Atom4Rules::start("standard", 0, error));
        QVERIFY(!Atom4Rules::start("size=8x8", 1, error));
        QVERIFY(error.find("unknown variant") != std::string::npos);
        QVERIFY(Atom4Rules::start("STANDARD", 1, error));
    }

    void firstMoves() {
        Atom4Position p = start();
        playText(p, "i10"); // red on i10: green h9 -> yellow, magenta i9 stays magenta
        QCOMPARE(at(p, "h9"), 'y');
        QCOMPARE(at(p, "i9"), 'm');
        QCOMPARE(p.turn(), 1);
        QCOMPARE(legalTexts(p), (std::vector<std::string>{"h10", "i8", "j10"}));
        std::vector<std::string> extra;
        p.extraLines(extra);
        QCOMPARE(extra, (std::vector<std::string>{"round 1", "next y"}));
    }

    void perftFromStart() {
        const std::uint64_t expected[] = {2, 6, 24, 120, 672, 4128, 27264};
        const Atom4Position p = start();
        for (int depth = 1; depth <= 7; ++depth) {
            QCOMPARE(perft(p, depth), expected[depth - 1]);
            QCOMPARE(exactPerft(p, depth), expected[depth - 1]);
        }
    }

    // Small reference counts from mid-game positions, some with wins inside the horizon.
    void perftReferenceRecords() {
        QFile file(QStringLiteral(GAMUT_GAME_TEST_DIR "/atom4-perft.jsonl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int checked = 0;
        while (!file.atEnd()) {
            const QJsonObject record = QJsonDocument::fromJson(file.readLine()).object();
            const auto nodes = std::uint64_t(record["nodes"].toDouble());
            if (record.isEmpty() || nodes > 100000)
                continue;
            Atom4Position p = start();
            for (const auto &move : record["moves"].toArray())
                playText(p, move.toString().toStdString());
            QCOMPARE(exactPerft(p, record["depth"].toInt()), nodes);
            ++checked;
        }
        QVERIFY(checked >= 10);
    }

    void incrementalStateMatchesRebuilt() {
        // Random games: the legal-cell set and the hash kept up by play() equal those built from scratch.
        std::uint64_t seed = 12345;
        for (int game = 0; game < 20; ++game) {
            Atom4Position p = start(1 + game % 6);
            while (p.outcome() == Outcome::Ongoing) {
                MoveList moves;
                p.legalMoves(moves);
                QVERIFY(!moves.empty());
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                p.play(moves[int((seed >> 33) % std::uint64_t(moves.size()))]);
                std::vector<std::string> rows;
                p.boardRows(rows);
                std::string error;
                const auto rebuilt = Atom4Position::fromRows(rows, p.round(), kColourTokens[p.nextColour()], error);
                QVERIFY(rebuilt);
                QCOMPARE(rebuilt->hash(), p.hash());
                QCOMPARE(legalTexts(*rebuilt), legalTexts(p));
            }
        }
    }

    void parsing() {
        Atom4Position p = start();
        QCOMPARE(reason(p, "I10"), std::string("(accepted)"));
        QCOMPARE(reason(p, "h9"), std::string("cell h9 is occupied"));
        QCOMPARE(reason(p, "i12"), std::string("i12 does not complete a triangle of occupied cells"));
        for (const char *bad : {"", "i", "10", "q5", "a0", "a17", "a01", "i10x", "i 10", "-",
                                "\xc3\xa4"
                                "1",
                                "p16p"})
            QVERIFY2(reason(p, bad).find("not a cell of the 16x16 board") == 0, bad);
        QVERIFY(reason(p, std::string(100000, 'a')).find("not a cell") == 0);
        QCOMPARE(p.moveText(Move(cellOf("p16"))), std::string("p16"));
        QCOMPARE(p.moveText(Move(cellOf("a1"))), std::string("a1"));
    }

    void describeMove() {
        Atom4Position p = setUp({{"f6", 'r'}, {"f5", 'w'}, {"g5", 'w'}, {"h5", 'g'}, {"d5", 'b'}}, 'r');
        MoveEffects effects;
        p.describeMove(Move(cellOf("e5")), effects);
        QCOMPARE(effects.size(), std::size_t(3)); // place, the ray to h5, the ray to d5 (f6 stays red)
        QCOMPARE(effects[0].kind, EffectKind::Place);
        QCOMPARE(effects[0].changes.size(), std::size_t(1));
        QCOMPARE(effects[0].changes[0].cell, cellOf("e5"));
        QCOMPARE(effects[0].changes[0].face.colour, std::int8_t(1)); // red
        QCOMPARE(effects[1].kind, EffectKind::Ray);
        QCOMPARE(effects[1].path, (std::vector<int>{cellOf("f5"), cellOf("g5"), cellOf("h5")}));
        QCOMPARE(effects[1].changes[0].cell, cellOf("h5"));
        QCOMPARE(effects[1].changes[0].face.colour, std::int8_t(3)); // yellow
        QCOMPARE(effects[2].kind, EffectKind::Ray);
        QCOMPARE(effects[2].path, (std::vector<int>{cellOf("d5")}));
        QCOMPARE(effects[2].changes[0].face.colour, std::int8_t(5)); // magenta
    }
};

QTEST_GUILESS_MAIN(TestAtom4)
#include "test_atom4.moc"
