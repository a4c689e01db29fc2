// The emulated original Atom-4 computer player: its random generator against the real glibc rand(), and every
// decision of the 32 games the original played against itself (classic-ai.jsonl beside this file).
#include "core/ai/player.h"
#include "core/games/atom4/ai/classic.h"
#include "core/registry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cstdlib>
#include <map>

using namespace gamut;

namespace {

struct ClassicGame {
    QString source;
    int difficulty[2] = {0, 0}; // first, second
    unsigned seed = 0;
    QStringList moves;
};

QList<ClassicGame> loadGames() {
    QFile file(QStringLiteral(GAMUT_GAME_TEST_DIR "/classic-ai.jsonl"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    static const QRegularExpression pattern(
        QStringLiteral(R"(difficulty (\d+) \(first\) vs difficulty (\d+) \(second\), srand\((\d+)\))"));
    QList<ClassicGame> games;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        ClassicGame game;
        game.source = object.value("source").toString();
        const QRegularExpressionMatch match = pattern.match(game.source);
        if (!match.hasMatch())
            qFatal("unexpected source: %s", qPrintable(game.source));
        game.difficulty[0] = match.captured(1).toInt();
        game.difficulty[1] = match.captured(2).toInt();
        game.seed = match.captured(3).toUInt();
        for (const QJsonValue &move : object.value("moves").toArray())
            game.moves.append(move.toString());
        games.append(game);
    }
    return games;
}

void play(Atom4Position &position, const QString &token) {
    const ParsedMove move = position.parseMove(token.toStdString());
    if (!move.ok())
        qFatal("recorded move %s refused: %s", qPrintable(token), move.error.c_str());
    position.play(move.move);
}

} // namespace

class TestAtom4Classic : public QObject {
    Q_OBJECT
private slots:
    void glibcRandomMatchesTheCLibrary() {
        const unsigned seeds[] = {0u, 1u, 2u, 3u, 42u, 12345u, 0x7FFFFFFFu, 0x80000000u, 0xDEADBEEFu, 0xFFFFFFFFu};
        for (unsigned seed : seeds) {
            GlibcRandom ours(seed);
            ::srand(seed);
            for (int i = 0; i < 5000; ++i) {
                const int expected = ::rand();
                const int got = ours.next();
                if (got != expected)
                    QFAIL(qPrintable(
                        QStringLiteral("seed %1, draw %2: %3 instead of %4").arg(seed).arg(i).arg(got).arg(expected)));
            }
        }
    }

    // The only legal moves of round 1 are i8 and i10; the original's heuristic gives both the same score at
    // difficulty 0, so the choice is rand() % 2 == 0 on the second draw after srand(seed).
    void openingTieFollowsRand() {
        const Atom4Position start = Atom4Position::roundStart(1);
        for (unsigned seed = 1; seed <= 20; ++seed) {
            const Atom4ClassicResult result = atom4ClassicSearch(start, 0, seed);
            QCOMPARE(result.ties, 2);
            GlibcRandom random(seed);
            random.next();
            // Scan order is the original's: row 10 comes before row 8.
            const char *expected = random.next() % 2 == 0 ? "i8" : "i10";
            QCOMPARE(start.moveText(result.move), std::string(expected));
        }
    }

    // Replays every game and asks the emulation for every decision the original made there.
    void choosesEveryMoveTheOriginalChose() {
        const QList<ClassicGame> games = loadGames();
        QCOMPARE(games.size(), 32);
        std::map<int, int> checked, wrong;
        QStringList mismatches;
        for (const ClassicGame &game : games) {
            Atom4Position position = Atom4Position::roundStart(1);
            for (qsizetype ply = 0; ply < game.moves.size(); ++ply) {
                QVERIFY(position.outcome() == Outcome::Ongoing);
                const int difficulty = game.difficulty[position.turn()];
                const Move chosen = atom4ClassicChoose(position, difficulty, game.seed);
                const QString text =
                    chosen == kNoMove ? QStringLiteral("none") : QString::fromStdString(position.moveText(chosen));
                ++checked[difficulty];
                if (text != game.moves[ply]) {
                    ++wrong[difficulty];
                    mismatches.append(QStringLiteral("%1 ply %2: chose %3, the original %4")
                                          .arg(game.source)
                                          .arg(ply + 1)
                                          .arg(text, game.moves[ply]));
                }
                play(position, game.moves[ply]);
            }
            QVERIFY(position.outcome() != Outcome::Ongoing);
        }
        int total = 0;
        for (const auto &[difficulty, count] : checked) {
            qInfo("difficulty %d: %d decisions checked, %d differ", difficulty, count, wrong[difficulty]);
            total += count;
        }
        qInfo("%d decisions in %lld games", total, qlonglong(games.size()));
        for (const QString &line : mismatches.mid(0, 20))
            qWarning("%s", qPrintable(line));
        QCOMPARE(mismatches.size(), 0);
        QCOMPARE(checked.size(), std::size_t(4));
    }

    // The player wrapper: @seed reproduces a reference game's decisions; bad specs are refused with a reason.
    void playerReplaysAReferenceGame() {
        const QList<ClassicGame> games = loadGames();
        const ClassicGame &game = games.at(5); // difficulty 1 against difficulty 1, 157 plies
        QCOMPARE(game.difficulty[0], 1);
        std::string error;
        std::unique_ptr<GameState> state = newGame("atom4", "standard", error);
        QVERIFY2(state, error.c_str());
        // Built by hand: parseEngineSpec only knows the kinds registered in player.cpp.
        EngineSpec spec{"atom4-classic", 1, true, game.seed, true, "atom4-classic:1@" + std::to_string(game.seed)};
        std::unique_ptr<Player> player = makeAtom4ClassicPlayer(*state, spec, {}, error);
        QVERIFY2(player, error.c_str());
        player->newGame(12345); // an explicit seed is kept whatever the game seed
        for (const QString &token : game.moves) {
            const SearchResult result = player->choose(*state);
            QCOMPARE(QString::fromStdString(state->moveText(result.move)), token);
            state->play(result.move);
        }
        QVERIFY(state->isOver());
        QCOMPARE(player->choose(*state).move, kNoMove);

        for (int bad : {-1, 9, 99}) {
            error.clear();
            spec.number = bad;
            QVERIFY(!makeAtom4ClassicPlayer(*state, spec, {}, error));
            QVERIFY2(error.find("difficulty must be 0 to 8") != std::string::npos, error.c_str());
        }
        std::unique_ptr<GameState> other = newGame("loa", "standard", error);
        QVERIFY(other);
        spec.number = 2;
        QVERIFY(!makeAtom4ClassicPlayer(*other, spec, {}, error));
        QVERIFY2(error.find("plays only atom4") != std::string::npos, error.c_str());
    }

    // Speed is measured, never asserted. Middle-game positions from the depth-3 self-play game; difficulties 4
    // and 5 only when GAMUT_ATOM4_CLASSIC_TIMING=5 (they take seconds).
    void timing() {
        const QList<ClassicGame> games = loadGames();
        const ClassicGame *game = nullptr;
        for (const ClassicGame &g : games)
            if (g.difficulty[0] == 3 && g.difficulty[1] == 3 && g.seed == 1)
                game = &g;
        QVERIFY(game);
        const int top = qEnvironmentVariableIntValue("GAMUT_ATOM4_CLASSIC_TIMING");
        for (int difficulty = 3; difficulty <= std::max(3, std::min(top, 5)); ++difficulty) {
            double totalMs = 0;
            std::uint64_t nodes = 0;
            int count = 0;
            for (int plies : {30, 40, 50, 60, 70}) {
                Atom4Position position = Atom4Position::roundStart(1);
                for (int i = 0; i < plies; ++i)
                    play(position, game->moves[i]);
                QElapsedTimer timer;
                timer.start();
                const Atom4ClassicResult result = atom4ClassicSearch(position, difficulty, 1);
                totalMs += double(timer.nsecsElapsed()) / 1e6;
                nodes += result.nodes;
                ++count;
                QVERIFY(result.move != kNoMove);
            }
            qInfo("difficulty %d: %.1f ms per middle-game move, %llu placements per move", difficulty, totalMs / count,
                  static_cast<unsigned long long>(nodes / std::uint64_t(count)));
        }
    }
};

QTEST_GUILESS_MAIN(TestAtom4Classic)
#include "test_atom4_classic.moc"
