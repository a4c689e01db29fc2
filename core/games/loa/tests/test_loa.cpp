// Lines of Action rule edge cases, written from shared/spec/loa.md.
#include "core/games/loa/loa.h"
#include "core/gamestate.h"
#include "core/hashing.h"
#include "core/perft.h"
#include "core/text.h"

#include "tests/rules/positiontext.h"

#include <QTest>

#include <algorithm>
#include <bit>

using namespace gamut;

using namespace gamut::test;

namespace {

// Rows top first; a row written "." is empty.
LoaPosition setUp(std::vector<std::string> rows, int side, std::string_view variant = "standard") {
    for (std::string &row : rows)
        if (row == ".")
            row = ". . . . . . . .";
    std::string error;
    auto p = LoaPosition::fromRows(variant, rows, side, error);
    if (!p)
        qFatal("bad test position: %s", error.c_str());
    return *p;
}

LoaPosition start(std::string_view variant = "standard") {
    std::string error;
    return *LoaRules::start(variant, 1, error);
}

} // namespace

class TestLoa : public QObject {
    Q_OBJECT

private slots:
    void startPosition() {
        const LoaPosition p = start();
        const std::vector<std::string> expected = {". b b b b b b .", "w . . . . . . w", "w . . . . . . w",
                                                   "w . . . . . . w", "w . . . . . . w", "w . . . . . . w",
                                                   "w . . . . . . w", ". b b b b b b ."};
        QVERIFY(rowsOf(p) == expected);
        QCOMPARE(p.turn(), 0);
        QCOMPARE(p.outcome(), Outcome::Ongoing);
        QCOMPARE(p.variantId(), std::string("standard"));
        std::vector<std::string> extra;
        p.extraLines(extra);
        QVERIFY(extra.empty());
    }

    void startMoves() {
        const auto moves = legalTexts(start());
        QCOMPARE(int(moves.size()), 36);
        for (const char *m : {"b1-b3", "b1-d3", "b1-h1"})
            QVERIFY2(std::count(moves.begin(), moves.end(), m) == 1, m);
        QCOMPARE(start().countLegalMoves(), 36);
        QCOMPARE(reason(start(), "b1-d1"),
                 std::string("b1 cannot move to d1: must move exactly 6 cells along that line"));
    }

    void variants() {
        std::string error;
        QVERIFY(!LoaRules::start("chess", 1, error));
        QVERIFY2(error.find("standard, olympiad, scrambled") != std::string::npos, error.c_str());
        QCOMPARE(start("OLYMPIAD").variantId(), std::string("olympiad"));
        QVERIFY(start("olympiad").drawsOnRepetition());
        QVERIFY(!start("standard").drawsOnRepetition());
        QVERIFY(!start("scrambled").drawsOnRepetition());
    }

    void scrambledStart() {
        const LoaPosition p = start("scrambled");
        const std::vector<std::string> expected = {". b w b w b w .", "w . . . . . . b", "b . . . . . . w",
                                                   "w . . . . . . b", "b . . . . . . w", "w . . . . . . b",
                                                   "b . . . . . . w", ". w b w b w b ."};
        QVERIFY2(rowsOf(p) == expected, join(rowsOf(p), " | ").c_str());
        QCOMPARE(std::popcount(p.pieces(0)), 12);
        QCOMPARE(std::popcount(p.pieces(1)), 12);
        QCOMPARE(p.turn(), 0);
    }

    void jumpsOwnPiecesButNotEnemy() {
        // Row 1 holds a1, b1 (black) and h1 (white): a1 moves exactly 3, over its own b1.
        const LoaPosition p =
            setUp({". . . . . . . b", ".", ".", ".", ".", ".", "w . . . . . . .", "b b . . . . . w"}, 0);
        QVERIFY(p.parseMove("a1-d1").ok());
        QCOMPARE(reason(p, "a1-c1"), std::string("a1 cannot move to c1: must move exactly 3 cells along that line"));
        // Column a holds a1 and a2 (white): a1 would have to jump the white piece.
        QCOMPARE(reason(p, "a1-a3"), std::string("a1 cannot move to a3: a piece of white blocks the way"));
        QVERIFY(p.parseMove("a1-c3").ok()); // the long diagonal holds a1 and h8
        const auto moves = legalTexts(p);
        QVERIFY(std::count(moves.begin(), moves.end(), "a1-a3") == 0);
        QVERIFY(std::count(moves.begin(), moves.end(), "a1-d1") == 1);
        // Row 8 holds a8 and c8, both black: a8 would land on its own piece.
        const LoaPosition own = setUp({"b . b . . . . .", ".", ".", ".", ".", ".", ".", "w . . . . . . w"}, 0);
        QCOMPARE(reason(own, "a8-c8"), std::string("a8 cannot move to c8: a black piece stands there"));
    }

    void capture() {
        LoaPosition p = setUp({"w . . . . . . b", ". . . . . . . .", ". . . . . . . .", ". . . . w . . .",
                               ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", "b . w . . . . ."},
                              0);
        QCOMPARE(reason(p, "a1-c1"), std::string("a1-c1 captures a white piece: write a1xc1"));
        const ParsedMove m = p.parseMove("A1XC1");
        QVERIFY2(m.ok(), m.error.c_str());
        QCOMPARE(p.moveText(m.move), std::string("a1xc1"));
        MoveEffects effects;
        p.describeMove(m.move, effects);
        QCOMPARE(int(effects.size()), 2);
        QCOMPARE(effects[0].kind, EffectKind::Slide);
        QVERIFY(effects[0].path == std::vector<int>({0, 1, 2}));
        QCOMPARE(effects[1].kind, EffectKind::Capture);
        QCOMPARE(effects[1].changes.at(0).cell, 2);
        p.play(m.move);
        QCOMPARE(std::popcount(p.pieces(1)), 2);
        QCOMPARE(p.pieceAt(2), 0);
        QCOMPARE(p.pieceAt(0), -1);
        QCOMPARE(p.outcome(), Outcome::Ongoing);
        QCOMPARE(p.turn(), 1);
    }

    void quietMoveEffects() {
        const LoaPosition p = start();
        const ParsedMove m = p.parseMove("b1-b3");
        MoveEffects effects;
        p.describeMove(m.move, effects);
        QCOMPARE(int(effects.size()), 1);
        QVERIFY(effects[0].path == std::vector<int>({1, 9, 17}));
        QCOMPARE(int(effects[0].changes.size()), 2);
        QVERIFY(!effects[0].changes[0].face.occupied());
        QCOMPARE(effects[0].changes[1].cell, 17);
        QCOMPARE(effects[0].changes[1].face.owner, std::int8_t(0));
        QCOMPARE(reason(p, "b1xb3"), std::string("b1xb3 captures nothing: write b1-b3"));
    }

    void forcedPass() {
        // Both black pieces are walled in by white: every line they could take crosses a white piece.
        LoaPosition p = setUp({". . . . . . w b", ". . . . . . w w", ". . . . . . . .", ". . . . . . . .",
                               ". . . . . . . .", ". . . . . . . .", "w w . . . . . .", "b w . . . . . ."},
                              0);
        QCOMPARE(p.outcome(), Outcome::Ongoing);
        QVERIFY(legalTexts(p) == std::vector<std::string>({"pass"}));
        QCOMPARE(p.countLegalMoves(), 1);
        QCOMPARE(reason(p, "a1-a3"), std::string("a1 cannot move to a3: a piece of white blocks the way"));
        const std::uint64_t before = p.hash();
        playText(p, "PASS");
        QCOMPARE(p.turn(), 1);
        QVERIFY(p.hash() != before);
        QCOMPARE(reason(p, "pass"), std::string("cannot pass: white has a legal move"));
        QCOMPARE(reason(start(), "pass"), std::string("cannot pass: black has a legal move"));
    }

    void captureConnectsOpponent() {
        // Column e holds 4 pieces: e1 takes the white straggler on e5, leaving white's a2-a3 pair connected.
        LoaPosition p = setUp({". . . . b . . .", ". . . . b . . .", ". . . . . . . .", ". . . . w . . .",
                               ". . . . . . . .", "w . . . . . . .", "w . . . . . . .", ". . . . b . . ."},
                              0);
        QCOMPARE(p.outcome(), Outcome::Ongoing);
        playText(p, "e1xe5");
        QVERIFY(!LoaPosition::connected(p.pieces(0)));
        QCOMPARE(p.outcome(), Outcome::SecondWins);
    }

    void simultaneousConnection() {
        // h5 takes e5 (row 5 holds d5, e5, h5): black joins d4-d5 and white is left with a2-a3. Both connected.
        const std::vector<std::string> rows = {". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                                               ". . . b w . . b", ". . . b . . . .", "w . . . . . . .",
                                               "w . . . . . . .", ". . . . . . . ."};
        for (const char *variant : {"standard", "scrambled", "olympiad"}) {
            LoaPosition p = setUp(rows, 0, variant);
            QCOMPARE(p.outcome(), Outcome::Ongoing);
            playText(p, "h5xe5");
            QVERIFY(LoaPosition::connected(p.pieces(0)) && LoaPosition::connected(p.pieces(1)));
            const bool olympiad = std::string_view(variant) == "olympiad";
            QCOMPARE(p.outcome(), olympiad ? Outcome::Draw : Outcome::FirstWins);
            QVERIFY(p.ending() == (EndReason{Ending::BothConnected, olympiad ? -1 : 0}));
        }
    }

    void singlePieceIsConnected() {
        // White has two scattered pieces; black takes one and white's last piece is a group of one.
        LoaPosition p = setUp({"w . . . . . . b", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                               ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", "b . w . . . . ."},
                              0);
        QCOMPARE(p.outcome(), Outcome::Ongoing);
        playText(p, "a1xc1");
        QCOMPARE(p.outcome(), Outcome::SecondWins);
        QVERIFY(p.ending() == (EndReason{Ending::Connected, 1})); // the capture connected white, not black
        QCOMPARE(reason(p, "a8-a6"), std::string("the game is over"));
        MoveList none;
        p.legalMoves(none);
        QVERIFY(none.empty());
        // Set up directly: a lone piece has already won.
        const LoaPosition lone = setUp({"b . . . . . . b", ".", ".", ".", ".", ".", ".", ". . . w . . . ."}, 0);
        QCOMPARE(lone.outcome(), Outcome::SecondWins);
    }

    void connectionIsEightNeighbourhood() {
        auto cells = [](std::initializer_list<int> list) {
            std::uint64_t b = 0;
            for (int c : list)
                b |= std::uint64_t(1) << c;
            return b;
        };
        QVERIFY(LoaPosition::connected(cells({0, 9, 18})));  // a1 b2 c3: diagonal neighbours
        QVERIFY(!LoaPosition::connected(cells({0, 2})));     // a1 c1
        QVERIFY(!LoaPosition::connected(cells({7, 8})));     // h1 a2: next bits, not neighbours
        QVERIFY(!LoaPosition::connected(cells({15, 16})));   // h2 a3
        QVERIFY(!LoaPosition::connected(cells({7, 14, 0}))); // h1 g2 + a1
        QVERIFY(LoaPosition::connected(cells({63})));
    }

    void hashFollowsPositionAndSide() {
        LoaPosition p = start();
        playText(p, "b1-b3");
        std::vector<std::string> rows = rowsOf(p);
        std::string error;
        QCOMPARE(LoaPosition::fromRows("standard", rows, 1, error)->hash(), p.hash());
        QVERIFY(LoaPosition::fromRows("standard", rows, 0, error)->hash() != p.hash());
    }

    void repetitionDrawsInOlympiadOnly() {
        const std::vector<std::string> rows = {"w . . . . . . b", ".", ".", ".", ".", ".", ".", "b . . . . . . w"};
        for (const char *variant : {"olympiad", "standard"}) {
            GameStateOf<LoaRules> game(setUp(rows, 0, variant));
            for (int round = 0; round < 2; ++round)
                for (const char *token : {"a1-c3", "h1-f3", "c3-a1", "f3-h1"}) {
                    QCOMPARE(game.outcome(), Outcome::Ongoing);
                    const ParsedMove m = game.parseMove(token);
                    QVERIFY2(m.ok(), m.error.c_str());
                    game.play(m.move);
                }
            // The start position, black to move, now stands for the third time.
            const bool olympiad = std::string_view(variant) == "olympiad";
            QCOMPARE(game.outcome(), olympiad ? Outcome::Draw : Outcome::Ongoing);
            QCOMPARE(game.turn(), olympiad ? -1 : 0);
            const EndReason why = olympiad ? EndReason{Ending::Repetition, -1} : EndReason{};
            QVERIFY(endingOf(game) == why);
        }
    }

    void malformedTokens() {
        const LoaPosition p = start();
        const std::string shape = "not a move: expected like b1-b3, b1xd3 or pass";
        for (const std::string &token :
             {std::string(), std::string(" "), std::string("b1"), std::string("b1b3"), std::string("b1--b3"),
              std::string("b1-b"), std::string("-b3"), std::string("b1-"), std::string("x"), std::string("pas"),
              std::string("passs"), std::string("b1_b3"), std::string("1b-3b"), std::string("b1-b3-b5"),
              std::string("b1\xe2\x80\x93"
                          "b3"),
              std::string("\xff\xfe\x00z", 4), std::string(100000, 'b')})
            QCOMPARE(reason(p, token), shape);
        QCOMPARE(reason(p, "i1-i3"), std::string("i1 is not a cell of the board (a1..h8)"));
        QCOMPARE(reason(p, "b1-b9"), std::string("b9 is not a cell of the board (a1..h8)"));
        QCOMPARE(reason(p, "b0-b2"), std::string("b0 is not a cell of the board (a1..h8)"));
        QCOMPARE(reason(p, "c3-c5"), std::string("no black piece on c3"));
        QCOMPARE(reason(p, "a2-c2"), std::string("no black piece on a2"));
        QCOMPARE(reason(p, "b1-b1"), std::string("b1 cannot move to b1: a piece must move"));
        QCOMPARE(reason(p, "b1-c3"), std::string("b1 cannot move to c3: not on one row, column or diagonal"));
        QCOMPARE(reason(p, "b1-b2"), std::string("b1 cannot move to b2: must move exactly 2 cells along that line"));
        QVERIFY(p.parseMove("B1-H1").ok());
        QVERIFY(p.parseMove("b1-D3").ok());
    }

    void perftFromStart() {
        const std::uint64_t expected[] = {36, 1244, 44952, 1563208};
        for (int depth = 1; depth <= 4; ++depth) {
            QCOMPARE(perft(start(), depth), expected[depth - 1]);
            // Olympiad takes the repetition-aware path; no position can occur three times within 4 plies.
            if (depth <= 3)
                QCOMPARE(perft(start("olympiad"), depth), expected[depth - 1]);
        }
        QCOMPARE(perft(start("scrambled"), 1), std::uint64_t(legalTexts(start("scrambled")).size()));
    }

    // Along a long deterministic pseudo-random game: the count agrees with the list, the incremental hash
    // with a hash rebuilt from the board, and every listed move parses back from its own text.
    void randomGameConsistency() {
        for (const char *variant : {"standard", "scrambled"}) {
            LoaPosition p = start(variant);
            std::uint64_t seed = 12345;
            for (int ply = 0; ply < 400 && p.outcome() == Outcome::Ongoing; ++ply) {
                MoveList moves;
                p.legalMoves(moves);
                QCOMPARE(p.countLegalMoves(), moves.size());
                for (Move m : moves) {
                    const ParsedMove back = p.parseMove(p.moveText(m));
                    QVERIFY2(back.ok() && back.move == m, back.error.c_str());
                }
                std::string error;
                QCOMPARE(LoaPosition::fromRows(variant, rowsOf(p), p.turn(), error)->hash(), p.hash());
                seed = splitMix64(seed);
                p.play(moves[int(seed % std::uint64_t(moves.size()))]);
            }
            qInfo("%s: random game ends %s", variant, p.outcome() == Outcome::Ongoing ? "unfinished" : "finished");
        }
    }
};

QTEST_GUILESS_MAIN(TestLoa)
#include "test_loa.moc"
