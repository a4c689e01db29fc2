// The window's view of every game (core/cellface.h): cell faces agree with the canonical board text, every legal
// move is found again by a click on its cells, winning cells and panel figures make sense, and refusals carry
// reason codes. Random games of each game, with a fixed seed.
#include "core/ai/player.h"
#include "core/registry.h"

#include <QTest>

#include <set>
#include <sstream>

using namespace gamut;

namespace {

std::vector<std::string> split(const std::string &row) {
    std::istringstream in(row);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;)
        tokens.push_back(t);
    return tokens;
}

// What the face of a cell must say, read from its board token (notation of each game's spec).
QString faceProblem(const std::string &game, const std::string &token, const CellFace &face) {
    const auto expect = [&](bool ok) { return ok ? QString() : QString::fromStdString(game + " token " + token); };
    if (token == ".")
        return expect(!face.occupied() && face.owner == -1);
    if (game == "addtraction") {
        if (token == "n0")
            return expect(face.occupied() && face.owner == -1 && face.value == 0);
        return expect(face.occupied() && face.owner == (token[0] == 'r' ? 0 : 1) &&
                      face.value == std::stoll(token.substr(1)));
    }
    if (game == "atom4")
        return expect(face.occupied() && face.colour == int(std::string("krgybmcw").find(token[0])));
    if (game == "loa")
        return expect(face.occupied() && face.owner == (token == "b" ? 0 : 1));
    if (game == "atoms")
        return expect(face.occupied() && face.owner == (token.back() == 'b' ? 0 : 1) &&
                      face.value == std::stoi(token.substr(0, token.size() - 1)));
    if (game == "trails") {
        if (token == "T")
            return expect(face.has(CellFace::Tower) && face.owner == -1);
        if (face.has(CellFace::TakenTower) && (face.has(CellFace::Tower) || face.owner < 0))
            return QStringLiteral("a taken tower without a taker");
        const bool head = token == "B" || token == "R";
        return expect(face.occupied() && face.owner == ((token == "b" || token == "B") ? 0 : 1) &&
                      face.has(CellFace::Head) == head && (face.direction >= 0) == head);
    }
    return QStringLiteral("unknown game");
}

} // namespace

class TestFaces : public QObject {
    Q_OBJECT
private slots:
    void facesFollowTheBoardText_data();
    void facesFollowTheBoardText();
    void trailsClicksAlongTheHeadsLines();
    void figuresOfTheStart();
    void refusalsHaveReasons();
    void cellRefusalsAreTheTokensReasons();
};

void TestFaces::facesFollowTheBoardText_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    for (const GameEntry &entry : allGames()) {
        const std::string game(entry.info->id);
        QTest::newRow(game.c_str()) << QString::fromStdString(game) << "";
    }
    QTest::newRow("trails 7") << "trails"
                              << "size=7,towers=3,distance=1";
    QTest::newRow("atoms classic") << "atoms"
                                   << "classic";
}

void TestFaces::facesFollowTheBoardText() {
    QFETCH(QString, game);
    QFETCH(QString, variant);
    int checkedCells = 0, checkedMoves = 0, games = 0, wins = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed, ++games) {
        std::string error;
        auto state = newGame(game.toStdString(), variant.toStdString(), error);
        QVERIFY2(state, error.c_str());
        MoveEffects lastEffects;
        Random random(seed);
        for (int ply = 0; ply < 400 && !state->isOver(); ++ply) {
            const BoardGeometry g = state->geometry();
            const auto rows = state->boardRows();
            for (int r = 0; r < g.rows; ++r) {
                const auto tokens = split(rows[std::size_t(g.rows - 1 - r)]);
                for (int c = 0; c < g.columns; ++c, ++checkedCells) {
                    const QString problem =
                        faceProblem(game.toStdString(), tokens[std::size_t(c)], state->cellFace(g.index(c, r)));
                    QVERIFY2(problem.isEmpty(), qPrintable(problem + " at ply " + QString::number(ply)));
                }
            }
            QVERIFY(state->winningCells().empty());
            MoveList moves;
            state->legalMoves(moves);
            for (Move m : moves) {
                const MoveCells cells = state->moveCells(m);
                if (cells.to < 0)
                    continue; // a pass is not picked by a click
                ++checkedMoves;
                QCOMPARE(state->moveForClick(cells.to, cells.from), m);
                const auto to = state->legalMovesTo(cells.to);
                QVERIFY(std::find(to.begin(), to.end(), m) != to.end());
                if (cells.from >= 0) {
                    const auto from = state->legalMovesFrom(cells.from);
                    QVERIFY(std::find(from.begin(), from.end(), m) != from.end());
                }
            }
            const Move move = moves[random.below(moves.size())];
            lastEffects = state->describeMove(move);
            state->play(move);
        }
        const auto winning = state->winningCells();
        // What the board marks as having decided it: Atoms the last wave of the last move, the others their
        // winning cells (empty unless won).
        const std::vector<int> decided = state->decidingCells(lastEffects);
        if (game == "atoms" && !winning.empty()) {
            std::vector<int> wave;
            for (const EffectStep &step : lastEffects)
                if (step.kind == EffectKind::Wave) {
                    wave.clear();
                    for (const CellChange &change : step.changes)
                        wave.push_back(change.cell);
                }
            QVERIFY(!wave.empty());
            QCOMPARE(decided, wave);
        } else {
            QCOMPARE(decided, winning);
        }
        if (state->outcome() == Outcome::FirstWins || state->outcome() == Outcome::SecondWins) {
            ++wins;
            if (game == "atom4") {
                QVERIFY(winning.size() >= 4);
                const int goal = state->outcome() == Outcome::FirstWins ? 7 : 0;
                for (int cell : winning)
                    QCOMPARE(int(state->cellFace(cell).colour), goal);
            }
            if (game == "trails") { // the winner's taken towers (none when the loser was left without a move)
                for (int cell : winning)
                    QVERIFY(state->cellFace(cell).has(CellFace::TakenTower));
            }
            if (game == "loa" || game == "atoms" || game == "addtraction" || game == "trails") {
                QVERIFY(!winning.empty() || game == "trails");
                const int winner = state->outcome() == Outcome::FirstWins ? 0 : 1;
                for (int cell : winning)
                    QCOMPARE(int(state->cellFace(cell).owner), winner);
            }
        } else {
            QVERIFY(winning.empty());
        }
    }
    qInfo("%s: %d cell faces and %d moves checked over %d random games (%d won)", qPrintable(game), checkedCells,
          checkedMoves, games, wins);
}

void TestFaces::trailsClicksAlongTheHeadsLines() {
    std::string error;
    auto state = newGame("trails", "", error); // blue's head on a11, blue to move: R and D are legal
    QVERIFY(state);
    const BoardGeometry g = state->geometry();
    QCOMPARE(state->moveText(state->moveForClick(g.index(7, 10))), std::string("R")); // h11, on the row
    QCOMPARE(state->moveText(state->moveForClick(g.index(0, 2))), std::string("D"));  // a3, on the column
    QCOMPARE(state->moveForClick(g.index(3, 3)), kNoMove);                            // d4: neither
    const CellFace head = state->cellFace(g.index(0, 10));
    QVERIFY(head.has(CellFace::Head) && head.has(CellFace::Base) && head.owner == 0);
}

void TestFaces::figuresOfTheStart() {
    const auto figure = [](const GameState &state, const char *key) {
        for (const Figure &f : state.figures())
            if (std::string(f.key) == key)
                return std::pair{f.first, f.second};
        return std::pair<std::int64_t, std::int64_t>{-99, -99};
    };
    std::string error;
    auto loa = newGame("loa", "", error);
    QCOMPARE(figure(*loa, "pieces"), (std::pair<std::int64_t, std::int64_t>{12, 12}));
    QCOMPARE(figure(*loa, "groups"), (std::pair<std::int64_t, std::int64_t>{2, 2}));
    auto trails = newGame("trails", "", error);
    QCOMPARE(figure(*trails, "towersToWin").first, std::int64_t(2));
    auto addtraction = newGame("addtraction", "", error);
    QCOMPARE(figure(*addtraction, "fieldsLeft").first, std::int64_t(34));
    auto atom4 = newGame("atom4", "", error);
    QCOMPARE(figure(*atom4, "nextColour").first, std::int64_t(1)); // red opens round 1
    auto atoms = newGame("atoms", "classic", error);
    QCOMPARE(figure(*atoms, "criticalMass").first, std::int64_t(0));
}

void TestFaces::refusalsHaveReasons() {
    struct Case {
        const char *game, *moves, *token;
        Refusal reason;
        std::vector<std::string> args;
    };
    const std::vector<Case> cases = {
        {"addtraction", "", "a6", Refusal::Occupied, {"a6"}},
        {"addtraction", "", "z9", Refusal::NotOnBoard, {"z9", "a1..f6"}},
        {"atom4", "", "h9", Refusal::Occupied, {"h9"}},
        {"atom4", "", "a1", Refusal::NoTriangle, {"a1"}},
        {"atoms", "c3", "c3", Refusal::OwnedByOpponent, {"c3", "blue"}},
        {"loa", "", "b1-b2", Refusal::WrongDistance, {"b1", "b2", "2"}},
        {"loa", "", "a2-a4", Refusal::NoOwnPiece, {"a2", "black"}},
        {"loa", "", "b1-c1", Refusal::WrongDistance, {"b1", "c1", "6"}},
        {"trails", "", "U", Refusal::OffField, {"U"}},
        {"trails", "", "x", Refusal::Unreadable, {"U, D, L, R"}},
    };
    for (const Case &c : cases) {
        std::string error;
        auto state = newGame(c.game, "", error);
        for (const auto &token : split(c.moves))
            state->play(state->parseMove(token).move);
        const ParsedMove refused = state->parseMove(c.token);
        QVERIFY2(!refused.ok(), c.token);
        QVERIFY2(refused.reason == c.reason,
                 qPrintable(QString("%1 %2: %3").arg(c.game, c.token, QString::fromStdString(refused.error))));
        QCOMPARE(refused.args, c.args);
    }
}

// The position's typed answer for a refused click is the reason the move's token gets: for every cell of many
// positions where a click plays nothing (a piece picked first in LOA), the same code and arguments, no text between.
void TestFaces::cellRefusalsAreTheTokensReasons() {
    int checked = 0;
    for (const GameEntry &entry : allGames()) {
        // A click in Trails picks a line, not a cell: trailsClicksAlongTheHeadsLines.
        if (entry.info->id == "trails")
            continue;
        const std::string game(entry.info->id);
        std::string error;
        auto state = newGame(game, "", error);
        Random random(5);
        const BoardGeometry g = state->geometry();
        const auto name = [&](int cell) { return cellName(cell % g.columns, cell / g.columns); };
        for (int ply = 0; ply < 40 && !state->isOver(); ++ply) {
            const int from = game == "loa" ? [&] {
                MoveList legal;
                state->legalMoves(legal);
                return state->moveCells(legal[0]).from;
            }()
                                                           : -1;
            for (int cell = 0; cell < g.cellCount(); ++cell) {
                if (state->moveForClick(cell, from) != kNoMove)
                    continue;
                const ParsedMove typed = state->refusalAt(cell, from);
                std::string token = from < 0 ? state->moveText(Move(cell)) : name(from) + "-" + name(cell);
                ParsedMove parsed = state->parseMove(token);
                if (parsed.reason == Refusal::WriteCapture) // a click has no notation: read it as a capture
                    parsed = state->parseMove(name(from) + "x" + name(cell));
                QVERIFY2(
                    typed.reason == parsed.reason && typed.args == parsed.args,
                    qPrintable(QStringLiteral("%1 %2: typed '%3', token '%4'")
                                   .arg(QString::fromStdString(game), QString::fromStdString(token),
                                        QString::fromStdString(typed.error), QString::fromStdString(parsed.error))));
                ++checked;
            }
            MoveList legal;
            state->legalMoves(legal);
            state->play(legal[random.below(legal.size())]);
        }
    }
    qInfo("%d refused clicks compared", checked);
    QVERIFY(checked > 1000);
}

QTEST_GUILESS_MAIN(TestFaces)
#include "test_faces.moc"
