// The checks every registered game gets, as OpenSpiel's games all go through one shared checker: its test facts are
// there and complete (core/games/<id>/tests/facts.cpp, tests/facts/corefacts.h), its reference games are where its
// facts say, and the game agrees with itself, which is all a game without an original program can be checked
// against: seeded random games whose every legal move reads back from its text and plays the same on a copy, whose
// turn and result stay consistent, and perft through the game's own move generator equal to a count made by playing
// every move through the common interface. (Its board symmetries, where it declares them, are checked by the
// search's tests.)
#include "core/ai/player.h"
#include "core/registry.h"
#include "tests/facts/corefacts.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <set>

using namespace gamut;
using namespace gamut::test;

namespace {

QString idOf(std::string_view id) { return QString::fromUtf8(id.data(), qsizetype(id.size())); }

// The number of move sequences of exactly `depth` plies, by playing every legal move on a copy through GameState
// (a finished line has none below its end, as perft counts).
std::uint64_t countByPlaying(const GameState &state, int depth) {
    if (depth == 0)
        return 1;
    MoveList moves;
    state.legalMoves(moves);
    std::uint64_t total = 0;
    for (Move m : moves) {
        auto next = state.clone();
        next->play(m);
        total += countByPlaying(*next, depth - 1);
    }
    return total;
}

// What is wrong with `state` before a move is chosen in it (empty: nothing).
std::string problemIn(const GameState &state) {
    MoveList moves;
    state.legalMoves(moves);
    if (state.isOver())
        return state.turn() == -1 && moves.empty() ? "" : "a finished game with a side to move or legal moves";
    if (state.turn() != 0 && state.turn() != 1)
        return "an ongoing game with no side to move";
    if (moves.empty())
        return "an ongoing game without a legal move";
    std::set<std::string> texts;
    for (Move m : moves) {
        const std::string text = state.moveText(m);
        if (!texts.insert(text).second)
            return "two legal moves written " + text;
        const ParsedMove parsed = state.parseMove(text);
        if (!parsed.ok() || parsed.move != m)
            return "the legal move " + text + " does not read back (" + parsed.error + ")";
    }
    if (state.legalMoveTexts().size() != std::size_t(moves.size()))
        return "legalMoveTexts() and legalMoves() disagree";
    return {};
}

} // namespace

class TestGameFacts : public QObject {
    Q_OBJECT
private slots:
    void everyGameHasItsFacts_data();
    void everyGameHasItsFacts();
    void everyFactsFileIsARegisteredGame();
    void referenceGamesAreWhereTheFactsSay_data() { everyGameHasItsFacts_data(); }
    void referenceGamesAreWhereTheFactsSay();
    void randomGamesAgreeWithThemselves_data() { everyGameHasItsFacts_data(); }
    void randomGamesAgreeWithThemselves();
    void perftByGeneratorAndByPlayingAgree_data() { everyGameHasItsFacts_data(); }
    void perftByGeneratorAndByPlayingAgree();
};

void TestGameFacts::everyGameHasItsFacts_data() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &entry : allGames())
        QTest::newRow(entry.info->id.data()) << idOf(entry.info->id);
}

void TestGameFacts::everyGameHasItsFacts() {
    QFETCH(QString, game);
    const CoreFacts *facts = coreFacts(game.toStdString());
    QVERIFY2(facts, qPrintable(QStringLiteral("%1 has no test facts: write core/games/%1/tests/facts.cpp "
                                              "(a CoreFacts and its Registration, tests/facts/corefacts.h)")
                                   .arg(game)));
    QStringList missing;
    if (!facts->faceProblem)
        missing << QStringLiteral("faceProblem (what a cell's face must show for its token)");
    if (facts->refusals.empty())
        missing << QStringLiteral("refusals (typed moves refused, with their reasons)");
    if (facts->proven.empty())
        missing << QStringLiteral("proven (where the review finds proven positions)");
    if (facts->quickDepth < 1)
        missing << QStringLiteral("quickDepth (at least 1)");
    for (const RefusalCase &refusal : facts->refusals)
        if (refusal.reason == Refusal::None)
            missing << QStringLiteral("a reason for the refusal of %1").arg(QString::fromUtf8(refusal.token));
    std::string error;
    for (const char *variant : facts->moreVariants)
        if (!newGame(game.toStdString(), variant, error))
            missing << QStringLiteral("a variant the core starts instead of \"%1\" (%2)")
                           .arg(QString::fromUtf8(variant), QString::fromStdString(error));
    for (const ProvenPositions &proven : facts->proven)
        if (!newGame(game.toStdString(), proven.variant, error))
            missing << QStringLiteral("a variant the core starts instead of \"%1\" (%2)")
                           .arg(QString::fromUtf8(proven.variant), QString::fromStdString(error));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1's facts (core/games/%1/tests/facts.cpp) lack: %2")
                                               .arg(game, missing.join(QStringLiteral("; ")))));
    qInfo("%s: %s, %d refusals, %d start figures, %d more variants, quick depth %d", qPrintable(game),
          facts->referenceGames ? "reference games" : "no reference games (checked against itself)",
          int(facts->refusals.size()), int(facts->startFigures.size()), int(facts->moreVariants.size()),
          facts->quickDepth);
}

void TestGameFacts::everyFactsFileIsARegisteredGame() {
    // Facts whose game the registry does not know would test nothing: a typo in the id, or a game left out.
    QSet<QString> seen;
    for (const CoreFacts *facts : allCoreFacts()) {
        const QString game = idOf(facts->game);
        QVERIFY2(findGame(facts->game), qPrintable(game + QStringLiteral(": test facts of no registered game")));
        QVERIFY2(!seen.contains(game), qPrintable(game + QStringLiteral(": two sets of test facts")));
        seen.insert(game);
    }
    QCOMPARE(seen.size(), qsizetype(allGames().size()));
}

void TestGameFacts::referenceGamesAreWhereTheFactsSay() {
    // A game with reference games has both files, each holding records of it (test_conformance replays them); a game
    // that says it has none has no such file lying unused.
    QFETCH(QString, game);
    const CoreFacts &facts = coreFactsOf(game.toStdString());
    for (const QString &name : {game + QStringLiteral(".jsonl"), game + QStringLiteral("-perft.jsonl")}) {
        QFile file(gameTestFolder(game.toStdString()) + u'/' + name);
        if (!facts.referenceGames) {
            QVERIFY2(
                !file.exists(),
                qPrintable(
                    QStringLiteral("%1 says it has no reference games, but there is %2").arg(game, file.fileName())));
            continue;
        }
        QVERIFY2(file.open(QIODevice::ReadOnly),
                 qPrintable(QStringLiteral("%1 says it has reference games: no %2").arg(game, file.fileName())));
        int records = 0;
        while (!file.atEnd())
            records += !file.readLine().trimmed().isEmpty();
        QVERIFY2(records > 0, qPrintable(file.fileName() + QStringLiteral(" is empty")));
        qInfo("%s: %d records", qPrintable(name), records);
    }
}

void TestGameFacts::randomGamesAgreeWithThemselves() {
    // Seeded random games of every variant the facts name, each position checked before its move: every legal move
    // reads back from its text, the turn and the result agree, and a copy that plays the same move reaches the same
    // position.
    QFETCH(QString, game);
    std::vector<std::string> variants = {""};
    for (const char *variant : coreFactsOf(game.toStdString()).moreVariants)
        variants.emplace_back(variant);
    int positions = 0, finished = 0, games = 0;
    for (const std::string &variant : variants)
        for (std::uint64_t seed = 1; seed <= 8; ++seed, ++games) {
            std::string error;
            auto state = newGame(game.toStdString(), variant, error);
            QVERIFY2(state, error.c_str());
            Random random(seed * 101);
            for (int ply = 0; ply < 2000 && !state->isOver(); ++ply, ++positions) {
                const std::string problem = problemIn(*state);
                QVERIFY2(problem.empty(),
                         (game.toStdString() + " " + variant + ", seed " + std::to_string(seed) + ", ply " +
                          std::to_string(ply) + ": " + problem + "\n" + state->positionText())
                             .c_str());
                MoveList moves;
                state->legalMoves(moves);
                const Move move = moves[random.below(moves.size())];
                auto copy = state->clone();
                state->play(move);
                copy->play(move);
                QVERIFY2(copy->hash() == state->hash() && copy->positionText() == state->positionText(),
                         (game.toStdString() + ": a copy played the same move to another position").c_str());
            }
            const std::string problem = problemIn(*state);
            QVERIFY2(problem.empty(), (game.toStdString() + " at the end: " + problem).c_str());
            finished += state->isOver();
        }
    qInfo("%s: %d positions of %d random games checked, %d played to their end", qPrintable(game), positions, games,
          finished);
    QVERIFY2(finished > 0, qPrintable(game + QStringLiteral(": no random game ended within 2,000 plies")));
}

void TestGameFacts::perftByGeneratorAndByPlayingAgree() {
    // The game's perft (its own move generator, templated, as the search uses it) against a count made through the
    // common interface, one copy and one play() per move, from the start and from positions of random games.
    QFETCH(QString, game);
    const int depth = 3;
    int compared = 0;
    for (std::uint64_t seed = 0; seed <= 4; ++seed) {
        std::string error;
        auto state = newGame(game.toStdString(), "", error);
        QVERIFY2(state, error.c_str());
        Random random(seed * 7 + 1);
        for (int ply = 0; ply < int(seed) * 6 && !state->isOver(); ++ply) {
            MoveList moves;
            state->legalMoves(moves);
            state->play(moves[random.below(moves.size())]);
        }
        for (int d = 1; d <= depth; ++d) {
            const std::uint64_t generated = state->perft(d), played = countByPlaying(*state, d);
            QVERIFY2(generated == played,
                     qPrintable(QStringLiteral("%1, seed %2, depth %3: perft %4, by playing %5\n%6")
                                    .arg(game)
                                    .arg(seed)
                                    .arg(d)
                                    .arg(generated)
                                    .arg(played)
                                    .arg(QString::fromStdString(state->positionText()))));
            ++compared;
        }
    }
    qInfo("%s: perft to depth %d compared in %d positions and depths", qPrintable(game), depth, compared);
}

QTEST_GUILESS_MAIN(TestGameFacts)
#include "test_game_facts.moc"
