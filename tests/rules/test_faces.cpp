// The window's view of every registered game (core/cellface.h): cell faces agree with the canonical board text, every
// legal move is found again by a click on its cells, winning cells and panel figures make sense, and refusals carry
// reason codes. Random games of each game, with a fixed seed; what each game's tokens, wins, figures and refusals
// must be comes from its own folder (core/games/<id>/tests/facts.cpp, tests/facts/corefacts.h).
#include "core/ai/player.h"
#include "core/registry.h"
#include "tests/facts/corefacts.h"

#include <QTest>

#include <set>
#include <sstream>

using namespace gamut;
using namespace gamut::test;

namespace {

std::vector<std::string> split(const std::string &row) {
    std::istringstream in(row);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;)
        tokens.push_back(t);
    return tokens;
}

// What the face of a cell must say, read from its board token: an empty cell for ".", else what its game says.
QString faceProblem(const CoreFacts &facts, const std::string &token, const CellFace &face) {
    std::string problem;
    if (token == ".")
        problem = !face.occupied() && face.owner == -1 ? "" : "an empty cell";
    else
        problem = facts.faceProblem(token, face);
    return problem.empty() ? QString()
                           : QString::fromStdString(std::string(facts.game) + " token " + token + ": " + problem);
}

QString gameOf(const GameEntry &entry) {
    return QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
}

} // namespace

class TestFaces : public QObject {
    Q_OBJECT
private slots:
    void facesFollowTheBoardText_data();
    void facesFollowTheBoardText();
    void figuresOfTheStart();
    void refusalsHaveReasons();
    void cellRefusalsAreTheTokensReasons();
};

void TestFaces::facesFollowTheBoardText_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    for (const GameEntry &entry : allGames()) {
        QTest::newRow(entry.info->id.data()) << gameOf(entry) << "";
        for (const char *variant : coreFactsOf(entry.info->id).moreVariants)
            QTest::newRow(qPrintable(gameOf(entry) + u' ' + QString::fromUtf8(variant))) << gameOf(entry) << variant;
    }
}

void TestFaces::facesFollowTheBoardText() {
    QFETCH(QString, game);
    QFETCH(QString, variant);
    const CoreFacts &facts = coreFactsOf(game.toStdString());
    QVERIFY2(facts.faceProblem, qPrintable(game + ": no faceProblem in its facts (core/games/<id>/tests/facts.cpp)"));
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
                    const QString problem = faceProblem(facts, tokens[std::size_t(c)], state->cellFace(g.index(c, r)));
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
        // What the board marks as having decided it: the game's own cells where it has a rule for them (Atoms: the
        // last wave of the last move), else its winning cells (empty unless won).
        const std::vector<int> decided = state->decidingCells(lastEffects);
        const bool won = state->outcome() == Outcome::FirstWins || state->outcome() == Outcome::SecondWins;
        if (facts.decidingCells && won) {
            const std::vector<int> expected = facts.decidingCells(*state, lastEffects);
            QVERIFY(!expected.empty());
            QCOMPARE(decided, expected);
        } else {
            QCOMPARE(decided, winning);
        }
        if (won) {
            ++wins;
            const std::string problem = facts.wonProblem ? facts.wonProblem(*state) : winnerOwnsTheWinningCells(*state);
            QVERIFY2(problem.empty(), (game.toStdString() + ", seed " + std::to_string(seed) + ": " + problem).c_str());
        } else {
            QVERIFY(winning.empty());
        }
    }
    qInfo("%s: %d cell faces and %d moves checked over %d random games (%d won)", qPrintable(game), checkedCells,
          checkedMoves, games, wins);
}

void TestFaces::figuresOfTheStart() {
    // The figures each game's facts name at its start, as its panel shows them.
    int checked = 0;
    for (const GameEntry &entry : allGames())
        for (const StartFigure &expected : coreFactsOf(entry.info->id).startFigures) {
            std::string error;
            auto state = newGame(entry.info->id, expected.variant, error);
            QVERIFY2(state, error.c_str());
            const std::vector<Figure> figures = state->figures();
            const auto found = std::find_if(figures.begin(), figures.end(),
                                            [&](const Figure &f) { return std::string_view(f.key) == expected.key; });
            const QString where = gameOf(entry) + u' ' + QString::fromUtf8(expected.key);
            QVERIFY2(found != figures.end(), qPrintable(where + ": no such figure"));
            QCOMPARE(found->first, expected.first);
            if (expected.second != StartFigure::kAny)
                QCOMPARE(found->second, expected.second);
            ++checked;
        }
    qInfo("%d start figures checked", checked);
}

void TestFaces::refusalsHaveReasons() {
    // Each game's refused tokens (its facts) with their reason codes and arguments.
    int checked = 0;
    for (const GameEntry &entry : allGames()) {
        const CoreFacts &facts = coreFactsOf(entry.info->id);
        QVERIFY2(!facts.refusals.empty(), qPrintable(gameOf(entry) + ": no refusals in its facts"));
        for (const RefusalCase &c : facts.refusals) {
            std::string error;
            auto state = newGame(entry.info->id, "", error);
            for (const auto &token : split(c.moves))
                state->play(state->parseMove(token).move);
            const ParsedMove refused = state->parseMove(c.token);
            QVERIFY2(!refused.ok(), c.token);
            QVERIFY2(
                refused.reason == c.reason,
                qPrintable(QString("%1 %2: %3").arg(gameOf(entry), c.token, QString::fromStdString(refused.error))));
            QCOMPARE(refused.args, c.args);
            ++checked;
        }
    }
    qInfo("%d refusals checked", checked);
}

// The position's typed answer for a refused click is the reason the move's token gets: for every cell of many
// positions where a click plays nothing (a piece picked first in LOA), the same code and arguments, no text between.
void TestFaces::cellRefusalsAreTheTokensReasons() {
    int checked = 0;
    for (const GameEntry &entry : allGames()) {
        // A game whose clicks pick no cell of their own (Trails: a line) has its own test of them.
        const CoreFacts &facts = coreFactsOf(entry.info->id);
        if (!facts.clickToken)
            continue;
        const std::string game(entry.info->id);
        std::string error;
        auto state = newGame(game, "", error);
        Random random(5);
        const BoardGeometry g = state->geometry();
        for (int ply = 0; ply < 40 && !state->isOver(); ++ply) {
            // A game whose moves start from a piece: that of the first legal move is picked, as a person does.
            MoveList legal;
            state->legalMoves(legal);
            const int from = state->moveCells(legal[0]).from;
            for (int cell = 0; cell < g.cellCount(); ++cell) {
                if (state->moveForClick(cell, from) != kNoMove)
                    continue;
                const ParsedMove typed = state->refusalAt(cell, from);
                const std::string token = facts.clickToken(*state, cell, from);
                const ParsedMove parsed = state->parseMove(token);
                QVERIFY2(
                    typed.reason == parsed.reason && typed.args == parsed.args,
                    qPrintable(QStringLiteral("%1 %2: typed '%3', token '%4'")
                                   .arg(QString::fromStdString(game), QString::fromStdString(token),
                                        QString::fromStdString(typed.error), QString::fromStdString(parsed.error))));
                ++checked;
            }
            state->play(legal[random.below(legal.size())]);
        }
    }
    qInfo("%d refused clicks compared", checked);
    QVERIFY(checked > 1000);
}

QTEST_GUILESS_MAIN(TestFaces)
#include "test_faces.moc"
