// Runs the built gamut-cli as a process (clirun.h) and checks its output, its errors and its exit codes (cli.md).
#include "clirun.h"
#include "core/ai/player.h"
#include "core/match/match.h"
#include "core/registry.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using gamut::testing::cli;
using gamut::testing::Run;

// A shell line with the command line's path in $GAMUT_CLI (and `dir` in $DIR): for what QProcess cannot do
// itself, such as a closed standard output or a file name that is not UTF-8.
Run shell(const QString &script, const QString &dir = {}) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("GAMUT_CLI", QStringLiteral(GAMUT_CLI_PATH));
    environment.insert("DIR", dir);
    process.setProcessEnvironment(environment);
    process.start("/bin/sh", {"-c", script});
    return gamut::testing::finish(process, 120000);
}

bool hasControlCharacters(const QString &text) {
    for (const QChar c : text)
        if (c != '\n' && (c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() < 0xA0)))
            return true;
    return false;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(content);
    return path;
}

const char *const kAddTractionStart = "game addtraction\n"
                                      "variant standard\n"
                                      "turn red\n"
                                      "result ongoing\n"
                                      "r1 . . . . .\n"
                                      ". . . . . .\n"
                                      ". . . . . .\n"
                                      ". . . . . .\n"
                                      ". . . . . .\n"
                                      ". . . . . g1\n"
                                      "score none 0\n";

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void gamesListsEveryGame() {
        const Run r = cli({"games"});
        QCOMPARE(r.code, 0);
        for (const gamut::GameEntry &entry : gamut::allGames()) {
            const QString id = QString::fromLatin1(entry.info->id.data(), qsizetype(entry.info->id.size()));
            QVERIFY2(r.out.contains("\n" + id + " ") || r.out.startsWith(id + " "), qPrintable(id));
        }
        QVERIFY(r.err.isEmpty());
    }

    void showPrintsTheCanonicalText() {
        const Run r = cli({"show", "addtraction"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString(kAddTractionStart));
    }

    void showAppliesMoves() {
        // From the spec: after red b6 (r1) and green a5 (r2), b5 gives r4.
        const Run r = cli({"show", "addtraction", "--moves", "b6 a5 b5"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("r1 r1 . . . .\nr2 r4 . . . .\n"), qPrintable(r.out));
        QVERIFY(r.out.contains("turn green\n"));
        QVERIFY(r.out.contains("score red 7\n")); // 1 + 2 + 4 + 1 - 1
    }

    void legalListsSortedMoves() {
        const Run r = cli({"legal", "addtraction", "--variant", "standard"});
        QCOMPARE(r.code, 0);
        const QStringList moves = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(moves.size(), 34);
        QStringList sorted = moves;
        sorted.sort();
        QCOMPARE(moves, sorted);
        QVERIFY(!moves.contains("a6"));
    }

    void perftCountsAndDivides() {
        QCOMPARE(cli({"perft", "addtraction", "3"}).out, QString("35904\n"));
        const Run r = cli({"perft", "addtraction", "2", "--divide"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 35);
        QCOMPARE(lines.first(), QString("a1 33"));
        QCOMPARE(lines.last(), QString("total 1122"));
        QCOMPARE(cli({"perft", "addtraction", "0"}).out, QString("1\n"));
    }

    void usageErrorsExitWithTwo_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << "usage";
        QTest::newRow("unknown command") << QStringList{"play"} << "unknown command 'play'";
        QTest::newRow("unknown game") << QStringList{"show", "chess"} << "unknown game 'chess' (games: addtraction";
        QTest::newRow("missing game") << QStringList{"legal"} << "which game?";
        QTest::newRow("bad variant") << QStringList{"show", "addtraction", "--variant", "huge"}
                                     << "unknown variant 'huge' for addtraction (variants: standard)";
        QTest::newRow("unknown option") << QStringList{"show", "addtraction", "--colour", "red"}
                                        << "unknown option --colour";
        QTest::newRow("option without value") << QStringList{"show", "addtraction", "--moves"} << "needs a value";
        QTest::newRow("bad depth") << QStringList{"perft", "addtraction", "x3"} << "DEPTH must be a whole number";
        QTest::newRow("negative depth") << QStringList{"perft", "addtraction", "-1"} << "DEPTH must be";
        QTest::newRow("extra argument") << QStringList{"show", "addtraction", "loa"} << "usage: gamut-cli show";
    }
    void usageErrorsExitWithTwo() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = cli(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    void illegalMovesExitWithThree_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("message");
        QTest::newRow("set field") << "b5 a6"
                                   << "ply 2: illegal move 'a6': field is already set";
        QTest::newRow("off board") << "g7"
                                   << "ply 1: illegal move 'g7': not a field";
        QTest::newRow("garbage") << "b5 c4 %%%"
                                 << "ply 3: illegal move '%%%'";
        QTest::newRow("non-ascii") << QString::fromUtf8("b5 \xc3\xa9\xe2\x82\xac") << "ply 2: illegal move";
        QTest::newRow("long token") << QString(5000, 'a') << "ply 1: illegal move";
    }
    void illegalMovesExitWithThree() {
        QFETCH(QString, moves);
        QFETCH(QString, message);
        const Run r = cli({"show", "addtraction", "--moves", moves});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // Every game through the command line: a start line from its spec, a perft figure, a refused move.
    void everyGameAnswers_data() {
        QTest::addColumn<QStringList>("position");
        QTest::addColumn<QString>("startLine");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("perft");
        QTest::addColumn<QString>("badMoves");
        QTest::addColumn<QString>("reason");
        QTest::newRow("loa") << QStringList{"loa"} << "\n. b b b b b b .\nw . . . . . . w\n"
                             << 3 << "44952"
                             << "b1-b4"
                             << "ply 1: illegal move 'b1-b4': b1 cannot move to b4";
        QTest::newRow("loa scrambled") << QStringList{"loa", "--variant", "scrambled"}
                                       << "\n. b w b w b w .\nw . . . . . . b\n"
                                       << 1 << "32"
                                       << "pass"
                                       << "ply 1: illegal move 'pass': cannot pass";
        QTest::newRow("atoms") << QStringList{"atoms"} << "\nvariant tutorial\nturn blue\n"
                               << 2 << "4032"
                               << "a1 a1"
                               << "ply 2: illegal move 'a1': cell is owned by blue";
        QTest::newRow("atoms classic") << QStringList{"atoms", "--variant", "classic"} << "\nvariant classic\n"
                                       << 4 << "15752276"
                                       << "i9"
                                       << "ply 1: illegal move 'i9'";
        QTest::newRow("atom4") << QStringList{"atom4"} << "\nround 1\nnext r\n"
                               << 5 << "672"
                               << "i10 h9"
                               << "ply 2: illegal move 'h9': cell h9 is occupied";
        QTest::newRow("trails") << QStringList{"trails"} << "\nB . . . . . . . . . .\n"
                                << 12 << "18054"
                                << "X"
                                << "ply 1: illegal move 'X'";
        QTest::newRow("trails setup") << QStringList{"trails", "--variant", "size=9,towers=3,distance=1"}
                                      << "\n. . T . . . . . .\n"
                                      << 2 << "4"
                                      << "D L L"
                                      << "ply 3: illegal move 'L'";
    }
    void everyGameAnswers() {
        QFETCH(QStringList, position);
        QFETCH(QString, startLine);
        QFETCH(int, depth);
        QFETCH(QString, perft);
        QFETCH(QString, badMoves);
        QFETCH(QString, reason);
        Run r = cli(QStringList{"show"} + position);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(startLine), qPrintable(r.out));
        QVERIFY(r.out.endsWith('\n') && !r.out.contains(" \n"));
        r = cli(QStringList{"perft"} + position.mid(0, 1) + QStringList{QString::number(depth)} + position.mid(1));
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, perft + "\n");
        r = cli(QStringList{"legal"} + position + QStringList{"--moves", badMoves});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(reason), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void atom4OpensWithTwoMoves() {
        const Run r = cli({"legal", "atom4"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("i10\ni8\n"));
    }

    void badTrailsSetupIsAUsageError() {
        const Run r = cli({"show", "trails", "--variant", "size=2,towers=1,distance=1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("size 2"), qPrintable(r.err));
    }

    void bestIsDeterministicForASeed() {
        const QStringList arguments{"best", "loa", "--level", "2", "--seed", "5", "--moves", "b1-b3 a2-c2"};
        const Run first = cli(arguments), second = cli(arguments);
        QCOMPARE(first.code, 0);
        const QStringList lines = first.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[1].startsWith("score ") && lines[2].startsWith("depth ") && lines[3].startsWith("nodes ") &&
                lines[4].startsWith("time-ms "));
        QCOMPARE(second.out.section('\n', 0, 3), first.out.section('\n', 0, 3)); // all but the time
        const Run legal = cli({"legal", "loa", "--moves", "b1-b3 a2-c2"});
        QVERIFY2(legal.out.split('\n').contains(lines[0]), qPrintable(lines[0]));
    }

    void bestRefusesBadRequests_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("level range") << QStringList{"best", "loa", "--level", "7"} << "--level must be";
        QTest::newRow("both limits") << QStringList{"best", "loa", "--level", "2", "--movetime", "100"}
                                     << "either --level or --movetime";
        QTest::newRow("game over") << QStringList{"best", "atoms", "--variant", "classic", "--moves", "a1 b1 a1"}
                                   << "the game is over";
    }
    void bestRefusesBadRequests() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = cli(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void matchPlaysAndWritesRecords() {
        QTemporaryDir dir;
        const QString pgn = dir.filePath("match.gamut");
        const Run r = cli(
            {"match", "addtraction", "--a", "level:1", "--b", "random@3", "--games", "2", "--seed", "9", "--pgn", pgn});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[0].startsWith("game 1: a first, result "), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith("game 2: b first, result "), qPrintable(lines[1]));
        QVERIFY2(QRegularExpression("^a \\d+, b \\d+, draws \\d+$").match(lines[2]).hasMatch(), qPrintable(lines[2]));
        QVERIFY2(lines[3].startsWith("elo a-b"), qPrintable(lines[3]));
        const Run replay = cli({"replay", pgn});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.startsWith("game addtraction\n") && replay.out.contains("turn none\n"),
                 qPrintable(replay.out + replay.err));
        QCOMPARE(cli({"match", "addtraction", "--a", "level:1"}).code, 2);
        const Run classic = cli({"match", "atom4", "--a", "random@2", "--b", "atom4-classic:0@1", "--games", "2"});
        QCOMPARE(classic.code, 0);
        QVERIFY2(classic.out.endsWith("\na 0, b 2, draws 0\nelo a-b: not enough games for a bound (b won 2 of 2; "
                                      "it takes 5)\n"),
                 qPrintable(classic.out));
        const Run wrongGame = cli({"match", "loa", "--a", "random", "--b", "atom4-classic:2"});
        QCOMPARE(wrongGame.code, 2);
        QVERIFY2(wrongGame.err.contains("plays only atom4"), qPrintable(wrongGame.err));
        QCOMPARE(cli({"match", "addtraction", "--a", "level:1", "--b", "chess:2"}).code, 2);
    }

    void matchOpeningsAndJobs() {
        // Random openings shared by each pair of games; two threads print exactly what one does.
        const QStringList args = {"match",    "addtraction", "--a", "level:1",    "--b",
                                  "random@3", "--games",     "4",   "--openings", "6"};
        const Run one = cli(args);
        QCOMPARE(one.code, 0);
        const Run two = cli(args + QStringList{"--jobs", "2"});
        QCOMPARE(two.code, 0);
        QCOMPARE(two.out, one.out);
        QVERIFY2(one.out.contains("game 4: b first"), qPrintable(one.out));
        const Run bad = cli(args + QStringList{"--jobs", "0"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("jobs"), qPrintable(bad.err));
    }

    void matchFromAPosition() {
        // --moves: every game starts from that position (a disputed move played out many times); the records hold
        // the moves, then the random opening, then the engines' moves.
        QTemporaryDir dir;
        const QString pgn = dir.filePath("from.gamut");
        const Run r = cli({"match", "atoms", "--moves", "a1 h8 a8", "--a", "random@1", "--b", "random@2", "--games",
                           "2", "--openings", "1", "--pgn", pgn});
        QCOMPARE(r.code, 0);
        QFile file(pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QCOMPARE(text.count("1. a1 h8 2. a8 "), 2);
        QCOMPARE(cli({"replay", pgn}).code, 0);
        const Run illegal = cli({"match", "atoms", "--moves", "a1 a1", "--a", "random", "--b", "random"});
        QCOMPARE(illegal.code, 3);
        QVERIFY2(illegal.err.contains("ply 2: illegal move 'a1'"), qPrintable(illegal.err));
        const Run over =
            cli({"match", "atoms", "--variant", "classic", "--moves", "a1 b1 a1", "--a", "random", "--b", "random"});
        QCOMPARE(over.code, 2);
        QVERIFY2(over.err.contains("the start moves end the game"), qPrintable(over.err));
    }

    void replayChecksRecords() {
        QTemporaryDir dir;
        const QString good =
            writeFile(dir, "good.gamut", "[Format \"gamut 1\"]\n[Game \"addtraction\"]\n\n1. b6 a5 2. b5 {red 4}\n");
        Run r = cli({"replay", good});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("r1 r1 . . . .\nr2 r4 . . . .\n"), qPrintable(r.out + r.err));
        r = cli({"show", "addtraction", "--record", good, "--moves", "c1"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("turn red\n"));
        r = cli({"show", "addtraction", "--record", good, "--moves", "a6"});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("ply 4: illegal move 'a6'"), qPrintable(r.err));

        const QString bad =
            writeFile(dir, "bad.gamut", "[Format \"gamut 1\"]\n[Game \"addtraction\"]\n\n1. b6 a5\n2. b6 c3\n");
        r = cli({"replay", bad});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains(bad + ":5: illegal move 'b6' at ply 3"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());

        const QString unknown = writeFile(dir, "unknown.gamut", "[Format \"gamut 1\"]\n[Game \"chess\"]\n\ne4\n");
        r = cli({"replay", unknown});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains(unknown + ":2: unknown game 'chess'"), qPrintable(r.err));

        r = cli({"replay", dir.filePath("missing.gamut")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("missing.gamut"), qPrintable(r.err));
    }

    // Issue 13, D3: a result that cannot be written is a failure with a message, never a silent success.
    void writeErrorsAreFailures() {
        const Run full = shell("\"$GAMUT_CLI\" show loa > /dev/full");
        QCOMPARE(full.code, 1);
        QCOMPARE(full.err, QString("gamut-cli show: cannot write to standard output: No space left on device\n"));
        const Run closed = shell("\"$GAMUT_CLI\" games >&-");
        QCOMPARE(closed.code, 1);
        QVERIFY2(closed.err.startsWith("gamut-cli games: cannot write to standard output"), qPrintable(closed.err));
        QCOMPARE(shell("\"$GAMUT_CLI\" --help > /dev/full").code, 1);
        const Run refused = shell("\"$GAMUT_CLI\" show chess > /dev/full"); // the first failure keeps its code
        QCOMPARE(refused.code, 2);
    }

    // Issue 13, D4: file names are bytes; one that is not UTF-8 is read, written and named as it is.
    void fileNamesThatAreNotUtf8() {
        QTemporaryDir dir;
        const Run r = shell("cd \"$DIR\" && in=$(printf 'caf\\351.gamut') && out=$(printf 'out\\351.gamut') && "
                            "printf '[Format \"gamut 1\"]\\n[Game \"loa\"]\\n\\nb1-b3\\n' > \"$in\" && "
                            "\"$GAMUT_CLI\" show loa --record \"$in\" && "
                            "\"$GAMUT_CLI\" match addtraction --a random --b random@2 --games 2 --pgn \"$out\" && "
                            "\"$GAMUT_CLI\" replay \"$out\" && rm \"$in\" \"$out\" && "
                            "\"$GAMUT_CLI\" replay \"$in\"",
                            dir.path());
        QCOMPARE(r.code, 4); // the last replay, after the files were removed
        QVERIFY2(r.out.startsWith("game loa\nvariant standard\nturn white\n"), qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains("game addtraction\n"), qPrintable(r.out));
        QCOMPARE(r.err, QString("gamut-cli replay: caf\\xE9.gamut: no such file\n"));
    }

    // Issue 13, D7: reading pipes without blocking (test_record: pipesNeverBlock) still reads one that brings a
    // record; a folder is refused.
    void pipesAreReadAndFoldersRefused() {
        const Run piped =
            shell("printf '[Format \"gamut 1\"]\\n[Game \"loa\"]\\n\\nb1-b3\\n' | \"$GAMUT_CLI\" replay /dev/stdin");
        QCOMPARE(piped.code, 0);
        QVERIFY2(piped.out.startsWith("game loa\nvariant standard\nturn white\n"), qPrintable(piped.out + piped.err));
        QTemporaryDir dir;
        const Run folder = cli({"show", "loa", "--record", dir.path()});
        QCOMPARE(folder.code, 4);
        QVERIFY2(folder.err.endsWith(": is a folder, not a file\n"), qPrintable(folder.err));
    }

    // Issue 13, D5: an opening stops before the game's end, so that the engines always decide the game.
    void openingsNeverEndTheGame() {
        gamut::MatchOptions options;
        options.game = "addtraction";
        options.engineA = "random@1";
        options.engineB = "random@2";
        options.games = 4;
        options.openingPlies = options.maxPlies - 1;
        std::string error;
        const auto result = gamut::playMatch(options, error);
        QVERIFY2(result, error.c_str());
        for (const gamut::MatchGame &game : result->games) {
            QVERIFY(game.openingPlies > 0);
            QVERIFY2(game.openingPlies < int(game.moves.size()), qPrintable(QString::number(game.openingPlies)));
        }
        options.openingPlies = options.maxPlies;
        QVERIFY(!gamut::playMatch(options, error));
        QVERIFY2(error.find("leaves the engines nothing to play") != std::string::npos, error.c_str());
        const Run cliRun = cli({"match", "addtraction", "--a", "random", "--b", "random", "--openings", "1000"});
        QCOMPARE(cliRun.code, 2);
    }

    // Issue 13, D6: --pgn is claimed before the first game: a path that cannot be written fails at once (exit 2).
    void pgnIsCheckedFirst() {
        QTemporaryDir dir;
        const QStringList match = {"match", "loa", "--a", "level:6", "--b", "level:6", "--games", "1000", "--pgn"};
        Run r = cli(match + QStringList{dir.filePath("no/such/folder/games.gamut")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cannot write --pgn ") && r.err.contains("No such file or directory"),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        r = cli(match + QStringList{dir.path()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is a folder"), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty()); // no temporary file left
    }

    // Issue 13, D2: a level's table is what its node budget needs, and jobs that memory cannot hold are refused.
    void tablesFitTheLevelAndTheMachine() {
        const auto engine = gamut::findGame("loa")->makeEngine();
        QCOMPARE(gamut::levelHashMegabytes(*engine, 1), std::size_t(1));
        QCOMPARE(gamut::levelHashMegabytes(*engine, 6), std::size_t(64));
        std::string error;
        std::unique_ptr<gamut::GameState> start = gamut::newGame("loa", {}, error);
        QCOMPARE(gamut::makePlayer(*start, "level:1", error)->memoryBytes(), std::size_t(1) << 20);
        QCOMPARE(gamut::makePlayer(*start, "mcts:1", error)->memoryBytes(), std::size_t(5) << 20);
        gamut::PlayerOptions window;
        window.hashMegabytes = 16;
        QCOMPARE(gamut::makePlayer(*start, "level:6", error, window)->memoryBytes(), std::size_t(16) << 20);

        gamut::MatchOptions options;
        options.game = "loa";
        options.engineA = options.engineB = "level:3";
        options.games = options.jobs = 64;
        options.memoryBytes = std::uint64_t(1) << 30;
        QVERIFY(!gamut::playMatch(options, error));
        qInfo("%s", error.c_str());
        QVERIFY2(error.starts_with("--jobs 64 needs about 8192 MB") && error.ends_with("use --jobs 6 or fewer"),
                 error.c_str());
        options.game = "trails";
        options.engineA = options.engineB = "level:1";
        options.games = options.jobs = 2;
        QVERIFY2(gamut::playMatch(options, error), error.c_str()); // 2 MB a job fits
    }

    // Issue 13, D8: --variant agrees with a record that writes the same setup another way.
    void recordVariantsCompareCanonically() {
        QTemporaryDir dir;
        const QString record =
            writeFile(dir, "t.gamut", "[Format \"gamut 1\"]\n[Game \"trails\"]\n[Variant \"classic\"]\n\n");
        Run r = cli({"show", "trails", "--record", record, "--variant", "size=11,towers=3,distance=1"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("game trails\nvariant classic\n"), qPrintable(r.out + r.err));
        r = cli({"show", "trails", "--record", record, "--variant", "size=9,towers=3,distance=1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("disagrees with the record's variant classic"), qPrintable(r.err));
        r = cli({"show", "trails", "--record", record, "--variant", "huge"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("unknown variant 'huge'"), qPrintable(r.err));
    }

    // Issue 13, D9: the command is named once.
    void missingGameIsNamedOnce() {
        const Run r = cli({"show"});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err,
                 QString("gamut-cli show: which game? (games: %1)\n").arg(QString::fromStdString(gamut::gameIdList())));
    }

    // Issue 13, D10: untrusted words are escaped and clipped in every message.
    void untrustedTextIsEscapedAndClipped_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("shown");
        const QString escape = QString::fromLatin1("\x1b[2J\x1b[31m");
        const QString huge(120000, 'x');
        QTest::newRow("move") << QStringList{"show", "loa", "--moves", "b1-b3 " + escape} << "'\\x1B[2J\\x1B[31m'";
        QTest::newRow("long move") << QStringList{"show", "loa", "--moves", huge} << "illegal move 'xxx";
        QTest::newRow("command") << QStringList{escape} << "unknown command '\\x1B[2J";
        QTest::newRow("game") << QStringList{"legal", escape + huge} << "unknown game '\\x1B[2J";
        QTest::newRow("option") << QStringList{"show", "loa", "--" + escape} << "unknown option --\\x1B[2J";
        QTest::newRow("number") << QStringList{"perft", "loa", escape} << "not '\\x1B[2J";
        QTest::newRow("variant") << QStringList{"show", "loa", "--variant", escape + huge} << "variant '\\x1B[2J";
        QTest::newRow("engine") << QStringList{"match", "loa", "--a", escape + huge, "--b", "random"}
                                << "engine '\\x1B[2J";
        QTest::newRow("setup part") << QStringList{"show", "trails", "--variant", "size=11,towers=3," + escape + huge}
                                    << "setup part '\\x1B[2";
        QTest::newRow("record name") << QStringList{"replay", "/no/" + escape} << "/no/\\x1B[2J\\x1B[31m: no such file";
    }
    void untrustedTextIsEscapedAndClipped() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, shown);
        const Run r = cli(arguments);
        QVERIFY(r.code >= 2);
        QVERIFY2(r.err.contains(shown), qPrintable(r.err));
        QVERIFY2(!hasControlCharacters(r.err), qPrintable(r.err));
        QVERIFY2(r.err.size() < 2200, qPrintable(QString::number(r.err.size())));
    }

    // Issue 13, D11: --help says what cli.md says about lines that end before DEPTH.
    void helpExplainsPerftOfEndedLines() {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("(a line on\n") && r.out.contains("which the game ends before DEPTH plies counts 0)"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("exit codes: 0 success, 1 "), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
