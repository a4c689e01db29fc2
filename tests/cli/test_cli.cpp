// Runs the built gamut-cli as a process and checks its output, its errors and its exit codes (cli.md).
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments) {
    QProcess process;
    process.start(QStringLiteral(GAMUT_CLI_PATH), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
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
        for (const char *id : {"addtraction", "atom4", "atoms", "loa", "trails"})
            QVERIFY2(r.out.contains(QString("\n") + id + " ") || r.out.startsWith(QString(id) + " "), id);
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
        QVERIFY2(lines[3].startsWith("elo a-b "), qPrintable(lines[3]));
        const Run replay = cli({"replay", pgn});
        QCOMPARE(replay.code, 0);
        QVERIFY2(replay.out.startsWith("game addtraction\n") && replay.out.contains("turn none\n"),
                 qPrintable(replay.out + replay.err));
        QCOMPARE(cli({"match", "addtraction", "--a", "level:1"}).code, 2);
        const Run classic = cli({"match", "atom4", "--a", "random@2", "--b", "atom4-classic:0@1", "--games", "2"});
        QCOMPARE(classic.code, 0);
        QVERIFY2(classic.out.contains("\na 0, b 2, draws 0\nelo a-b <= "), qPrintable(classic.out));
        QVERIFY2(classic.out.endsWith(" (bound)\n"), qPrintable(classic.out));
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
