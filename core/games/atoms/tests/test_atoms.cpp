// Atoms / Chain Reaction: the rule edge cases of ../shared/spec/atoms.md.
#include "core/games/atoms/atoms.h"

#include <QTest>

#include <map>

using namespace gamut;

namespace {

using Variant = AtomsPosition::Variant;

AtomsPosition start(Variant variant) { return AtomsPosition::initial(variant); }

int cellOf(const AtomsPosition &p, const char *name) {
    const ParsedMove m = start(p.variant()).parseMove(name);
    return m.ok() ? int(m.move) : -1;
}

// A position from a few cells ({"a1", "1b"}, ...), the rest empty, after `ply` moves.
AtomsPosition setUp(Variant variant, const std::map<std::string, std::string> &cells, int ply) {
    std::vector<std::string> rows;
    for (int y = 7; y >= 0; --y) {
        std::string row;
        for (int x = 0; x < 8; ++x) {
            const auto it = cells.find(cellName(x, y));
            row += (x ? " " : "") + (it == cells.end() ? std::string(".") : it->second);
        }
        rows.push_back(row);
    }
    std::string error;
    const auto p = AtomsPosition::fromRows(variant, rows, ply, error);
    if (!p)
        qFatal("bad test position: %s", error.c_str());
    return *p;
}

std::string tokenAt(const AtomsPosition &p, const char *name) {
    const int c = cellOf(p, name);
    if (p.owner(c) < 0)
        return ".";
    return std::to_string(p.atoms(c)) + (p.owner(c) == 0 ? "b" : "r");
}

void play(AtomsPosition &p, const char *token) {
    const ParsedMove m = p.parseMove(token);
    QVERIFY2(m.ok(), m.error.c_str());
    p.play(m.move);
}

int totalAtoms(const AtomsPosition &p) {
    int total = 0;
    for (int c = 0; c < AtomsPosition::kCells; ++c)
        total += p.atoms(c);
    return total;
}

// Move sequences of exactly `depth` plies (a finished game has none), as the oracle's perft records count them.
std::uint64_t perft(const AtomsPosition &p, int depth) {
    if (depth == 0)
        return 1;
    MoveList moves;
    p.legalMoves(moves);
    std::uint64_t total = 0;
    for (Move m : moves) {
        AtomsPosition child = p;
        child.play(m);
        total += perft(child, depth - 1);
    }
    return total;
}

} // namespace

class TestAtoms : public QObject {
    Q_OBJECT
private slots:
    void variants() {
        std::string error;
        QCOMPARE(AtomsRules::start("Classic", 1, error)->variantId(), std::string("classic"));
        QCOMPARE(AtomsRules::start("tutorial", 1, error)->variantId(), std::string("tutorial"));
        QVERIFY(!AtomsRules::start("standard", 1, error));
        QVERIFY(error.find("tutorial, classic") != std::string::npos);
    }

    void placesOnEmptyAndOwnCells() {
        AtomsPosition p = start(Variant::Tutorial);
        QCOMPARE(p.countLegalMoves(), 64);
        play(p, "c6");
        QCOMPARE(tokenAt(p, "c6"), std::string("1b"));
        QCOMPARE(p.turn(), 1);
        QCOMPARE(p.countLegalMoves(), 63);
        MoveList moves;
        p.legalMoves(moves);
        QCOMPARE(moves.size(), 63);
        QVERIFY(!moves.contains(Move(cellOf(p, "c6"))));
        QCOMPARE(p.parseMove("c6").error, std::string("cell is owned by blue"));
        play(p, "D4");
        QCOMPARE(p.parseMove("d4").error, std::string("cell is owned by red"));
        play(p, "c6");
        QCOMPARE(tokenAt(p, "c6"), std::string("2b"));
        std::vector<std::string> rows;
        p.boardRows(rows);
        QCOMPARE(rows[2], std::string(". . 2b . . . . ."));
        QCOMPARE(rows[4], std::string(". . . 1r . . . ."));
        std::vector<std::string> extra;
        p.extraLines(extra);
        QVERIFY(extra.empty());
    }

    void classicCriticalMasses() {
        const AtomsPosition p = start(Variant::Classic);
        QCOMPARE(p.criticalMass(cellOf(p, "a1")), 2);
        QCOMPARE(p.criticalMass(cellOf(p, "h8")), 2);
        QCOMPARE(p.criticalMass(cellOf(p, "a4")), 3);
        QCOMPARE(p.criticalMass(cellOf(p, "e8")), 3);
        QCOMPARE(p.criticalMass(cellOf(p, "d4")), 4);
        // Corner: 2 atoms fire into both neighbours.
        AtomsPosition corner = setUp(Variant::Classic, {{"a1", "1b"}, {"h8", "1r"}}, 2);
        play(corner, "a1");
        QCOMPARE(tokenAt(corner, "a1"), std::string("."));
        QCOMPARE(tokenAt(corner, "a2"), std::string("1b"));
        QCOMPARE(tokenAt(corner, "b1"), std::string("1b"));
        QCOMPARE(totalAtoms(corner), 3);
        // Edge: 3 atoms, three neighbours.
        AtomsPosition edge = setUp(Variant::Classic, {{"a4", "2b"}, {"h8", "1r"}}, 2);
        play(edge, "a4");
        QCOMPARE(tokenAt(edge, "a4"), std::string("."));
        for (const char *n : {"a3", "a5", "b4"})
            QCOMPARE(tokenAt(edge, n), std::string("1b"));
        // Inside: 3 atoms are not yet critical, 4 are.
        AtomsPosition inside = setUp(Variant::Classic, {{"d4", "2b"}, {"h8", "1r"}}, 2);
        play(inside, "d4");
        QCOMPARE(tokenAt(inside, "d4"), std::string("3b"));
        play(inside, "h7");
        play(inside, "d4");
        QCOMPARE(tokenAt(inside, "d4"), std::string("."));
        for (const char *n : {"d3", "d5", "c4", "e4"})
            QCOMPARE(tokenAt(inside, n), std::string("1b"));
    }

    void tutorialMassIsFourAndAtomsFallOff() {
        const AtomsPosition p = start(Variant::Tutorial);
        for (const char *c : {"a1", "h8", "a4", "d4"})
            QCOMPARE(p.criticalMass(cellOf(p, c)), 4);
        AtomsPosition corner = setUp(Variant::Tutorial, {{"a1", "2b"}, {"h8", "1r"}}, 2);
        play(corner, "a1");
        QCOMPARE(tokenAt(corner, "a1"), std::string("3b")); // 3 is no mass in a tutorial corner
        play(corner, "h7");
        play(corner, "a1");
        QCOMPARE(tokenAt(corner, "a1"), std::string("."));
        QCOMPARE(tokenAt(corner, "a2"), std::string("1b"));
        QCOMPARE(tokenAt(corner, "b1"), std::string("1b"));
        QCOMPARE(totalAtoms(corner), 2 + 2); // two atoms lost off the board; red's two remain
        AtomsPosition edge = setUp(Variant::Tutorial, {{"a4", "3b"}, {"h8", "1r"}}, 2);
        play(edge, "a4");
        for (const char *n : {"a3", "a5", "b4"})
            QCOMPARE(tokenAt(edge, n), std::string("1b"));
        QCOMPARE(totalAtoms(edge), 3 + 1); // one atom lost
    }

    void chainCapturesOpponentCells() {
        // a1 fires into a2 (red's, becomes 2b) and b1; b1 (2b -> 3b) fires next wave into a1, c1 and b2 (red's).
        AtomsPosition p =
            setUp(Variant::Classic, {{"a1", "1b"}, {"a2", "1r"}, {"b1", "2b"}, {"b2", "2r"}, {"h8", "1r"}}, 2);
        play(p, "a1");
        QCOMPARE(tokenAt(p, "a1"), std::string("1b"));
        QCOMPARE(tokenAt(p, "a2"), std::string("2b"));
        QCOMPARE(tokenAt(p, "b1"), std::string("."));
        QCOMPARE(tokenAt(p, "c1"), std::string("1b"));
        QCOMPARE(tokenAt(p, "b2"), std::string("3b"));
        QCOMPARE(p.outcome(), Outcome::Ongoing); // red keeps h8
        QCOMPARE(p.ownedBy(1), std::uint64_t(1) << cellOf(p, "h8"));
        QCOMPARE(totalAtoms(p), 8);
        // The incremental hash equals the hash of the same board built from scratch.
        std::vector<std::string> rows;
        p.boardRows(rows);
        std::string error;
        QCOMPARE(AtomsPosition::fromRows(Variant::Classic, rows, 3, error)->hash(), p.hash());
    }

    void firstMoveNeverWins() {
        AtomsPosition p = start(Variant::Classic);
        play(p, "a1"); // ply 1: red has no atom, yet the game goes on
        QCOMPARE(p.outcome(), Outcome::Ongoing);
        QCOMPARE(p.turn(), 1);
        QCOMPARE(p.parseMove("h8").move, Move(cellOf(p, "h8")));
        play(p, "b1");
        play(p, "a1"); // ply 3: a1 fires, captures b1, red is gone
        QCOMPARE(p.outcome(), Outcome::FirstWins);
        MoveList moves;
        p.legalMoves(moves);
        QVERIFY(moves.empty());
        QCOMPARE(p.parseMove("c3").error, std::string("the game is over"));
    }

    void wipeOutStopsMidChain() {
        // a1 fires: a2 (red's only cell) is captured and b1 reaches 3 = its mass, but the chain stops there.
        AtomsPosition p = setUp(Variant::Classic, {{"a1", "1b"}, {"a2", "1r"}, {"b1", "2b"}}, 2);
        MoveEffects effects;
        p.describeMove(Move(cellOf(p, "a1")), effects);
        play(p, "a1");
        QCOMPARE(p.outcome(), Outcome::FirstWins);
        QCOMPARE(tokenAt(p, "a1"), std::string("."));
        QCOMPARE(tokenAt(p, "a2"), std::string("2b"));
        QCOMPARE(tokenAt(p, "b1"), std::string("3b")); // still critical
        QCOMPARE(int(effects.size()), 2);
        QCOMPARE(effects[0].kind, EffectKind::Place);
        QCOMPARE(effects[0].changes.size(), std::size_t(1));
        QCOMPARE(effects[0].changes[0].face.owner, std::int8_t(0));
        QCOMPARE(effects[0].changes[0].face.value, std::int64_t(2));
        QCOMPARE(effects[1].kind, EffectKind::Wave);
        QCOMPARE(effects[1].changes.size(), std::size_t(3));
        const int expectCells[] = {cellOf(p, "a1"), cellOf(p, "b1"), cellOf(p, "a2")};
        const int expectOwners[] = {-1, 0, 0}, expectCounts[] = {0, 3, 2}; // ".", "3b", "2b"
        for (int i = 0; i < 3; ++i) {
            const CellFace &face = effects[1].changes[std::size_t(i)].face;
            QCOMPARE(effects[1].changes[std::size_t(i)].cell, expectCells[i]);
            QCOMPARE(int(face.owner), expectOwners[i]);
            QCOMPARE(face.value, std::int64_t(expectCounts[i]));
        }
        // With one more red atom elsewhere, the same move runs on: b1 fires in a second wave.
        AtomsPosition on = setUp(Variant::Classic, {{"a1", "1b"}, {"a2", "1r"}, {"b1", "2b"}, {"h8", "1r"}}, 2);
        MoveEffects longer;
        on.describeMove(Move(cellOf(on, "a1")), longer);
        QVERIFY(longer.size() > 2);
        play(on, "a1");
        QCOMPARE(tokenAt(on, "b1"), std::string("."));
    }

    void endlessClassicChainStops() {
        // Every cell one atom short of its mass (160 atoms) and one more added: 161 atoms exceed 2*edges - cells =
        // 160 (the most a board without critical cells holds), so this chip-firing game can never settle; only the stop
        // rule ends it.
        std::map<std::string, std::string> cells;
        const AtomsPosition empty = start(Variant::Classic);
        for (int c = 0; c < 64; ++c)
            cells[cellName(c % 8, c / 8)] = std::to_string(empty.criticalMass(c) - 1) + "b";
        cells["h8"] = "1r";
        AtomsPosition p = setUp(Variant::Classic, cells, 160);
        MoveEffects effects;
        p.describeMove(Move(cellOf(p, "a1")), effects);
        play(p, "a1");
        QCOMPARE(p.outcome(), Outcome::FirstWins);
        QCOMPARE(p.ownedBy(1), std::uint64_t(0));
        QCOMPARE(totalAtoms(p), 161); // classic loses no atom
        QVERIFY(effects.size() > 8);  // the chain had to cross the board to reach h8
        QCOMPARE(tokenAt(p, "h8").back(), 'b');
    }

    void malformedTokens() {
        AtomsPosition p = start(Variant::Tutorial);
        const std::string notCell = "not a cell of the 8x8 board (a1..h8)";
        const std::string huge(100000, 'a');
        for (std::string_view t : {std::string_view(""), std::string_view("c"), std::string_view("a0"),
                                   std::string_view("a9"), std::string_view("i1"), std::string_view("c66"),
                                   std::string_view("c6 "), std::string_view(" c6"), std::string_view("a01"),
                                   std::string_view("\xc3\xa9"
                                                    "4"),
                                   std::string_view("\xff\xfe"), std::string_view("-1"), std::string_view("pass"),
                                   std::string_view(huge), std::string_view("a1\0", 3)})
            QCOMPARE(p.parseMove(t).error, notCell);
        QCOMPARE(p.parseMove("H8").move, Move(63));
        QCOMPARE(p.parseMove("a1").move, Move(0));
        QCOMPARE(p.moveText(Move(63)), std::string("h8"));
    }

    void hashFollowsPositionAndSide() {
        AtomsPosition a = start(Variant::Tutorial), b = start(Variant::Tutorial);
        const std::uint64_t empty = a.hash();
        play(a, "a1");
        QVERIFY(a.hash() != empty);
        play(a, "h8");
        play(a, "b2");
        play(b, "b2");
        play(b, "h8");
        play(b, "a1");
        QCOMPARE(a.hash(), b.hash());
        AtomsPosition c = setUp(Variant::Tutorial, {{"a1", "1b"}, {"b2", "1b"}, {"h8", "1r"}}, 4);
        QVERIFY(c.hash() != a.hash()); // same board, other side to move
    }

    void perftFromStart_data() {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        const qulonglong tutorial[] = {64, 4032, 254016, 15753024};
        const qulonglong classic[] = {64, 4032, 254016, 15752276};
        for (int d = 1; d <= 4; ++d) {
            QTest::addRow("tutorial %d", d) << int(Variant::Tutorial) << d << tutorial[d - 1];
            QTest::addRow("classic %d", d) << int(Variant::Classic) << d << classic[d - 1];
        }
    }
    void perftFromStart() {
        QFETCH(int, variant);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QCOMPARE(qulonglong(perft(start(Variant(variant)), depth)), nodes);
    }

    // play() resolves chains a whole wave at a time on bit planes; describeMove() cell by cell: after every legal
    // move of long random games (chains that sweep the board included) both reach the same board, owners and hash.
    void wavesInPlanesMatchCellByCell() {
        int compared = 0, chains = 0;
        for (const Variant variant : {Variant::Tutorial, Variant::Classic})
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                AtomsPosition pos = start(variant);
                std::uint64_t state = seed * 0x9E3779B97F4A7C15ull;
                for (int ply = 0; ply < 600 && pos.outcome() == Outcome::Ongoing; ++ply) {
                    MoveList moves;
                    pos.legalMoves(moves);
                    for (const Move m : moves) {
                        AtomsPosition waves = pos, cells = pos;
                        waves.play(m);
                        cells.playCellByCell(m);
                        chains += pos.atoms(int(m)) + 1 >= pos.criticalMass(int(m));
                        QCOMPARE(waves.hash(), cells.hash());
                        QCOMPARE(waves.outcome(), cells.outcome());
                        for (int c = 0; c < AtomsPosition::kCells; ++c) {
                            QCOMPARE(waves.atoms(c), cells.atoms(c));
                            QCOMPARE(waves.owner(c), cells.owner(c));
                        }
                        ++compared;
                    }
                    state = state * 6364136223846793005ull + 1442695040888963407ull;
                    pos.play(moves[int((state >> 33) % std::uint64_t(moves.size()))]);
                }
            }
        qInfo("atoms: %d moves played both ways (%d started a chain), same positions", compared, chains);
        QVERIFY(chains >= 10000);
    }

    void factoryRefusesImpossibleBoards() {
        std::string error;
        std::vector<std::string> rows(8, ". . . . . . . .");
        QVERIFY(AtomsPosition::fromRows(Variant::Classic, rows, 0, error));
        rows[7] = "2b . . . . . . ."; // a1 at its classic mass
        QVERIFY(!AtomsPosition::fromRows(Variant::Classic, rows, 5, error));
        QVERIFY(AtomsPosition::fromRows(Variant::Tutorial, rows, 5, error));
        QVERIFY(!AtomsPosition::fromRows(Variant::Tutorial, rows, 1, error)); // two atoms before ply 2
        rows[7] = "1x . . . . . . .";
        QVERIFY(!AtomsPosition::fromRows(Variant::Tutorial, rows, 5, error));
    }
};

QTEST_GUILESS_MAIN(TestAtoms)
#include "test_atoms.moc"
