// The .gamut reader and writer (core/record): syntax, replay through the rules, canonical writing, and the
// error messages of record.md ("FILE:LINE: ...").
#include "core/record/record.h"
#include "core/registry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <future>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace gamut;

namespace {

QString recordsDir() { return QStringLiteral(GAMUT_TEST_DATA_DIR "/records"); }

std::string header(std::string_view game, std::string_view extra = "") {
    return "[Format \"gamut 1\"]\n[Game \"" + std::string(game) + "\"]\n" + std::string(extra) + "\n";
}

// Loads text that must fail; returns the error text ("" if it loaded, which the caller reports).
std::string loadError(const std::string &text) {
    RecordError error;
    const auto games = loadRecordText(text, "t.gamut", error);
    return games ? std::string() : error.text();
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT
private slots:
    void readsSampleFile();
    void shortFormsAndComments();
    void writeThenReadIsStable();
    void handwrittenSyntax();
    void everyRecordFile_data();
    void everyRecordFile();
    void errors_data();
    void errors();
    void devicesAndFolders();
    void largeFilesReadInLinearTime();
    void fileNamesThatAreNotUtf8();
    void pipesNeverBlock();
    void untrustedTextIsEscapedAndClipped();
    void sideLines();
    void sideLineErrors_data();
    void sideLineErrors();
    void deeplyNestedLines();
};

void TestRecord::readsSampleFile() {
    RecordError error;
    const auto games = loadRecordFile((recordsDir() + "/addtraction-finished.gamut").toStdString(), error);
    QVERIFY2(games, error.text().c_str());
    QCOMPARE(games->size(), std::size_t(1));
    const ReplayedGame &game = games->front();
    QCOMPARE(game.moves.size(), std::size_t(34));
    QCOMPARE(game.ply, 34);
    QCOMPARE(game.record.tag("Opening"), std::string("a random game from the oracle"));
    QCOMPARE(game.comments[3], std::string("a comment over two lines"));
    QVERIFY(game.finalPosition()->isOver());
    qInfo("final result: %s", game.finalPosition()->resultText().c_str());
}

void TestRecord::shortFormsAndComments() {
    RecordError error;
    const auto games = loadRecordFile((recordsDir() + "/addtraction-short.gamut").toStdString(), error);
    QVERIFY2(games, error.text().c_str());
    const ReplayedGame &game = games->front();
    QCOMPARE(game.moves.size(), std::size_t(3));
    QCOMPARE(game.ply, 2);
    QCOMPARE(game.record.comment, std::string("opening note"));
    QCOMPARE(game.positionAt(2)->moveText(game.moves[1]), std::string("f4"));
}

void TestRecord::writeThenReadIsStable() {
    RecordError error;
    auto games = loadRecordFile((recordsDir() + "/addtraction-finished.gamut").toStdString(), error);
    QVERIFY2(games, error.text().c_str());
    const std::string first = writeRecords({&games->front()});
    qInfo("%s", first.c_str());
    auto again = loadRecordText(first, "written.gamut", error);
    QVERIFY2(again, error.text().c_str());
    QCOMPARE(again->front().moves, games->front().moves);
    QCOMPARE(again->front().comments, games->front().comments);
    QCOMPARE(writeRecords({&again->front()}), first);
    QVERIFY(first.starts_with("[Format \"gamut 1\"]\n[Game \"addtraction\"]\n[Variant \"standard\"]\n"));
    QVERIFY(first.find("[Opening \"a random game from the oracle\"]") != std::string::npos);
    QVERIFY(first.find("[Result \"") != std::string::npos);
    std::size_t start = 0;
    while (start < first.size()) {
        const std::size_t end = first.find('\n', start);
        QVERIFY2(end - start <= 80, "a written line is longer than 80 columns");
        start = end + 1;
    }
}

// Byte order mark, CRLF, tabs, glued and "N..." move numbers, escapes, comments over lines and after the last
// move, two games, a game id in capitals, a lower-case move.
void TestRecord::handwrittenSyntax() {
    RecordError error;
    const auto games = loadRecordFile((recordsDir() + "/handwritten.gamut").toStdString(), error);
    QVERIFY2(games, error.text().c_str());
    QCOMPARE(games->size(), std::size_t(2));
    const ReplayedGame &loa = games->at(0);
    QCOMPARE(loa.moves.size(), std::size_t(5));
    QCOMPARE(loa.record.tag("Event"), std::string("Club \"night\" \\ round 2"));
    QCOMPARE(loa.comments[2], std::string("a long comment"));
    QCOMPARE(loa.record.moves[4].line, 8);
    const ReplayedGame &atoms = games->at(1);
    QCOMPARE(std::string(atoms.start->info().id), std::string("atoms"));
    QCOMPARE(atoms.start->variant(), std::string("classic"));
    QCOMPARE(atoms.record.comment, std::string("before the first move"));
    QCOMPARE(atoms.comments[2], std::string("x y"));
    QCOMPARE(atoms.record.firstLine, 10);
    const std::string written = writeRecords({&loa, &atoms});
    qInfo("%s", written.c_str());
    QVERIFY(written.find("[Event \"Club \\\"night\\\" \\\\ round 2\"]") != std::string::npos);
    QVERIFY(written.find("2. g8-g7 {a long comment} 2... h2-f2 3. c1xa3") != std::string::npos);
    QVERIFY(written.find("{before the first move} 1. a1 h8 2. a2 {x y}") != std::string::npos);
}

void TestRecord::everyRecordFile_data() {
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(recordsDir()).entryList({"*.gamut"}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << recordsDir() + "/" + name;
}

// bad-*.gamut must be refused with FILE:LINE; every other file loads, and what it writes loads again to the same
// games and writes the same text again.
void TestRecord::everyRecordFile() {
    QFETCH(QString, file);
    RecordError error;
    const auto games = loadRecordFile(file.toStdString(), error);
    if (QFileInfo(file).fileName().startsWith("bad-")) {
        QVERIFY2(!games, "a bad file was accepted");
        qInfo("%s", error.text().c_str());
        QVERIFY(error.line > 0);
        QVERIFY(error.text().starts_with(file.toStdString() + ":" + std::to_string(error.line) + ": "));
        return;
    }
    QVERIFY2(games, error.text().c_str());
    std::vector<const ReplayedGame *> all;
    for (const ReplayedGame &game : *games)
        all.push_back(&game);
    const std::string written = writeRecords(all);
    const auto again = loadRecordText(written, "written", error);
    QVERIFY2(again, error.text().c_str());
    QCOMPARE(again->size(), games->size());
    for (std::size_t i = 0; i < games->size(); ++i) {
        const ReplayedGame &a = games->at(i), &b = again->at(i);
        QCOMPARE(b.moves, a.moves);
        QCOMPARE(b.comments, a.comments);
        QCOMPARE(b.ply, a.ply);
        QCOMPARE(b.record.comment, a.record.comment);
        QCOMPARE(b.start->positionText(), a.start->positionText());
        for (const RecordTag &tag : a.record.tags)
            if (tag.name != "Game" && tag.name != "Variant" && tag.name != "Format")
                QCOMPARE(b.record.tag(tag.name), tag.value); // every tag kept, unknown ones too
    }
    std::vector<const ReplayedGame *> allAgain;
    for (const ReplayedGame &game : *again)
        allAgain.push_back(&game);
    QCOMPARE(writeRecords(allAgain), written);
    qInfo("%d games, %d plies in the last, %d bytes written", int(games->size()), int(games->back().moves.size()),
          int(written.size()));
}

void TestRecord::errors_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    const std::string ok = header("addtraction");
    QTest::newRow("unknown game") << QByteArray::fromStdString(header("chess") + "e4\n")
                                  << QByteArray("t.gamut:2: unknown game 'chess'");
    QTest::newRow("illegal move") << QByteArray::fromStdString(ok + "1. a2 a2\n")
                                  << QByteArray("t.gamut:4: illegal move 'a2' at ply 2 (");
    QTest::newRow("garbage move") << QByteArray::fromStdString(ok + "a2\nzz99\n")
                                  << QByteArray("t.gamut:5: illegal move 'zz99' at ply 2 (");
    QTest::newRow("no format") << QByteArray("[Game \"addtraction\"]\n\na2\n")
                               << QByteArray("t.gamut:1: missing Format tag");
    QTest::newRow("format 2") << QByteArray("[Game \"addtraction\"]\n[Format \"gamut 2\"]\n")
                              << QByteArray("t.gamut:2: unsupported Format 'gamut 2'");
    QTest::newRow("no game") << QByteArray("[Format \"gamut 1\"]\n") << QByteArray("t.gamut:1: missing Game tag");
    QTest::newRow("bad variant") << QByteArray::fromStdString(header("addtraction", "[Variant \"huge\"]\n"))
                                 << QByteArray("t.gamut:3: unknown variant 'huge'");
    QTest::newRow("open comment") << QByteArray::fromStdString(ok + "a2 {never closed\nf4\n")
                                  << QByteArray("t.gamut:4: unterminated comment");
    QTest::newRow("stray brace") << QByteArray::fromStdString(ok + "a2 } f4\n")
                                 << QByteArray("t.gamut:4: '}' without '{'");
    QTest::newRow("open tag") << QByteArray("[Format \"gamut 1\"\n") << QByteArray("t.gamut:1: unterminated tag");
    QTest::newRow("open value") << QByteArray("[Format \"gamut 1]\n")
                                << QByteArray("t.gamut:1: unterminated tag value");
    QTest::newRow("utf8") << QByteArray::fromStdString(ok + "a2 \xC3\x28\n") << QByteArray("t.gamut:4: invalid UTF-8");
    QTest::newRow("ply") << QByteArray::fromStdString(header("addtraction", "[Ply \"3\"]\n") + "a2 f4\n")
                         << QByteArray("t.gamut:3: Ply '3' out of range");
    QTest::newRow("result") << QByteArray::fromStdString(header("addtraction", "[Result \"red\"]\n") + "a2\n")
                            << QByteArray("t.gamut:3: Result 'red' disagrees with the moves");
    QTest::newRow("empty") << QByteArray("\n\n") << QByteArray("t.gamut: no game in the file");
}

void TestRecord::errors() {
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    const std::string message = loadError(text.toStdString());
    qInfo("%s", message.c_str());
    QVERIFY2(message.starts_with(expected.toStdString()), ("got: '" + message + "'").c_str());
}

// Files that are not regular files: an endless device is cut at the size limit, never read forever.
void TestRecord::devicesAndFolders() {
    RecordError error;
    QVERIFY(!loadRecordFile("/dev/zero", error));
    qInfo("%s", error.text().c_str());
    QVERIFY(error.text().starts_with("/dev/zero: too large"));
    QVERIFY(!loadRecordFile("/dev/null", error));
    QCOMPARE(error.text(), std::string("/dev/null: no game in the file (a game starts with [Format \"gamut 1\"])"));
    QVERIFY(!loadRecordFile(recordsDir().toStdString(), error));
    QVERIFY(error.text().ends_with(": is a folder, not a file"));
    QVERIFY(!loadRecordFile("/no/such/file.gamut", error));
    QCOMPARE(error.text(), std::string("/no/such/file.gamut: no such file"));
}

// Issue 13 D1: the duplicate-tag check scanned every earlier tag, so a file of a million tags took hours. Every
// part of reading must be linear: the largest file the limit admits, all tags or all moves, reads in seconds.
void TestRecord::largeFilesReadInLinearTime() {
    const std::string head = header("loa");
    std::string tags = head.substr(0, head.size() - 1); // without the blank line that ends the tags
    int tagCount = 2;
    while (tags.size() < kMaxRecordBytes - 64) {
        tags += "[T" + std::to_string(tagCount) + " \"v\"]\n";
        ++tagCount;
    }
    tags += "\n";
    std::string moves = head;
    const std::string shuffle = "b1-b3 a2-c2 b3-b1 c2-a2\n"; // LOA has no repetition rule: legal for ever
    while (moves.size() + shuffle.size() <= kMaxRecordBytes)
        moves += shuffle;

    RecordError error;
    QElapsedTimer timer;
    timer.start();
    const auto tagGames = loadRecordText(tags, "tags.gamut", error);
    const qint64 tagMs = timer.restart();
    QVERIFY2(tagGames, error.text().c_str());
    QCOMPARE(tagGames->front().record.tags.size(), std::size_t(tagCount));
    const auto moveGames = loadRecordText(moves, "moves.gamut", error);
    const qint64 moveMs = timer.restart();
    QVERIFY2(moveGames, error.text().c_str());
    QCOMPARE(moveGames->front().moves.size(), (moves.size() - head.size()) / shuffle.size() * 4);
    qInfo("16 MiB records: %d tags read in %lld ms, %zu moves in %lld ms", tagCount, tagMs,
          moveGames->front().moves.size(), moveMs);
    QVERIFY2(tagMs < 30'000 && moveMs < 30'000, "reading is not linear in the input");

    // The duplicate check still works at the end of a large file, and names the right line.
    tags.insert(tags.size() - 1, "[T7 \"again\"]\n");
    QVERIFY(!loadRecordText(tags, "tags.gamut", error));
    QCOMPARE(error.text(), "tags.gamut:" + std::to_string(tagCount + 1) + ": tag 'T7' given twice");
}

// Issue 13 D4: a file name is bytes, not necessarily UTF-8; "caf\xE9.gamut" must be found, and said readably.
void TestRecord::fileNamesThatAreNotUtf8() {
    QTemporaryDir dir;
    const std::string name = QFile::encodeName(dir.path()).toStdString() + "/caf\xE9.gamut";
    FILE *file = std::fopen(name.c_str(), "w");
    QVERIFY(file);
    const std::string text = header("loa") + "b1-b3\n";
    QCOMPARE(std::fwrite(text.data(), 1, text.size(), file), text.size());
    std::fclose(file);
    RecordError error;
    const auto games = loadRecordFile(name, error);
    QVERIFY2(games, error.text().c_str());
    QCOMPARE(games->front().moves.size(), std::size_t(1));
    std::remove(name.c_str()); // QTemporaryDir cannot name it to remove it
    QVERIFY(!loadRecordFile(name, error));
    QVERIFY2(error.text().ends_with("/caf\\xE9.gamut: no such file"), error.text().c_str());
}

// Issue 13 D7: a FIFO with no writer blocked `replay` for ever. Now it waits a bounded time for each piece, and
// a pipe that does bring a record is read.
void TestRecord::pipesNeverBlock() {
    QTemporaryDir dir;
    const std::string fifo = QFile::encodeName(dir.filePath("fifo.gamut")).toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    RecordError error;
    auto reading =
        std::async(std::launch::async, [&] { return loadRecordFile(fifo, error, std::chrono::milliseconds(300)); });
    if (reading.wait_for(std::chrono::seconds(20)) != std::future_status::ready) {
        const int writer = ::open(fifo.c_str(), O_WRONLY); // lets the blocked reader go, so the test can end
        ::close(writer);
        reading.wait();
        QFAIL("reading a FIFO with no writer blocked");
    }
    QVERIFY(!reading.get());
    qInfo("%s", error.text().c_str());
    QVERIFY2(error.text().ends_with("nothing came for 300 ms (a pipe or a device, not a file: save the game to a "
                                    "file first)"),
             error.text().c_str());

    int ends[2];
    QCOMPARE(::pipe(ends), 0);
    const std::string text = header("loa") + "b1-b3\n";
    QCOMPARE(::write(ends[1], text.data(), text.size()), ssize_t(text.size()));
    ::close(ends[1]);
    const auto games = loadRecordFile("/proc/self/fd/" + std::to_string(ends[0]), error);
    ::close(ends[0]);
    QVERIFY2(games, error.text().c_str());
    QCOMPARE(games->front().moves.size(), std::size_t(1));
}

// Issue 13 D10: one helper escapes and clips every piece of untrusted text in a message.
void TestRecord::untrustedTextIsEscapedAndClipped() {
    QCOMPARE(quotedToken("a\x1B[2Jb"), std::string("a\\x1B[2Jb"));
    QCOMPARE(quotedToken("\xC2\x9B"
                         "31m"),
             std::string("\\xC2\\x9B"
                         "31m")); // C1 CSI
    QCOMPARE(quotedToken("caf\xE9"), std::string("caf\\xE9"));
    QCOMPARE(quotedToken("\xC3\xA9t\xC3\xA9"), std::string("\xC3\xA9t\xC3\xA9")); // UTF-8 stays
    QCOMPARE(quotedToken(std::string(120'000, 'x')), std::string(40, 'x') + "...");
    QCOMPARE(quotedToken(std::string(39, 'x') + "\xC3\xA9"), std::string(39, 'x') + "..."); // never half a letter
    const RecordError error{"bad\x1B]0;title\x07.gamut", 3, "illegal move"};
    QCOMPARE(error.text(), std::string("bad\\x1B]0;title\\x07.gamut:3: illegal move"));
}

QTEST_GUILESS_MAIN(TestRecord)
#include "test_record.moc"

// record.md "side lines": ( ... ) after a move holds lines that replace it, nested; every move checked; the main
// line outside the parentheses; written back in the same form, numbered as PGN numbers variations.
void TestRecord::sideLines() {
    RecordError error;
    const auto games = loadRecordFile((recordsDir() + "/addtraction-side-lines.gamut").toStdString(), error);
    QVERIFY2(games, error.text().c_str());
    const ReplayedGame &game = games->front();
    QCOMPARE(game.moves.size(), std::size_t(4)); // a2 f4 d3 d5: the main line alone
    QCOMPARE(game.ply, 4);
    QCOMPARE(game.comments[2], std::string("a note"));
    QCOMPARE(game.lines.size(), std::size_t(3));
    const SideLine &first = game.lines[0];
    QCOMPARE(first.at, 1); // replaces f4
    QCOMPARE(first.moves.size(), std::size_t(3));
    QCOMPARE(game.positionAt(1)->moveText(first.moves[0]), std::string("b2"));
    QCOMPARE(first.lines.size(), std::size_t(1));
    QCOMPARE(first.lines[0].at, 1); // replaces c3 within the side line
    QCOMPARE(first.lines[0].comments, std::vector<std::string>{"tried"});
    QCOMPARE(game.lines[1].at, 1);
    QCOMPARE(game.lines[1].moves.size(), std::size_t(1));
    QCOMPARE(game.lines[2].at, 2); // replaces d3: "2. d3 (2. e5) 2... d5"
    QCOMPARE(game.lines[2].comments, std::vector<std::string>{"the line the computer left"});
    const std::string written = writeRecords({&game});
    qInfo("%s", written.c_str());
    std::string oneLine = written; // the moves wrap at 80 columns
    std::replace(oneLine.begin(), oneLine.end(), '\n', ' ');
    QVERIFY(oneLine.find("1. a2 f4 (1... b2 2. c3 (2. c4 {tried}) 2... c5) (1... e6) 2. d3 {a note}") !=
            std::string::npos);
    QVERIFY(oneLine.find("2. d3 {a note} (2. e5 {the line the computer left}) 2... d5") != std::string::npos);
    auto again = loadRecordText(written, "written", error);
    QVERIFY2(again, error.text().c_str());
    QCOMPARE(writeRecords({&again->front()}), written);
    // A line written without its number ("(b2 c3)") reads the same: numbers are optional on reading.
    auto bare = loadRecordText(header("addtraction") + "a2 f4 (b2 c3) d3\n", "bare", error);
    QVERIFY2(bare, error.text().c_str());
    QCOMPARE(bare->front().lines.size(), std::size_t(1));
    QVERIFY(writeRecords({&bare->front()}).find("1. a2 f4 (1... b2 2. c3) 2. d3") != std::string::npos);
    // An empty line is no line; a comment before a line's first move is the line's own.
    auto empty = loadRecordText(header("addtraction") + "a2 () f4 ({why not} b2)\n", "empty", error);
    QVERIFY2(empty, error.text().c_str());
    QCOMPARE(empty->front().lines.size(), std::size_t(1));
    QCOMPARE(empty->front().lines[0].comment, std::string("why not"));
    QVERIFY(writeRecords({&empty->front()}).find("1. a2 f4 ({why not} 1... b2)") != std::string::npos);
}

void TestRecord::sideLineErrors_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    const std::string ok = header("addtraction");
    QTest::newRow("before any move") << QByteArray::fromStdString(ok + "(a2) f4\n")
                                     << QByteArray("t.gamut:4: '(' before any move");
    QTest::newRow("close without open") << QByteArray::fromStdString(ok + "a2 f4\nd3) d5\n")
                                        << QByteArray("t.gamut:5: ')' without '('");
    QTest::newRow("never closed") << QByteArray::fromStdString(ok + "a2 f4\n(b2 c3\nd3\n")
                                  << QByteArray("t.gamut:5: unterminated side line: '(' without ')'");
    QTest::newRow("closed after the next game")
        << QByteArray::fromStdString(ok + "a2 (b2\n\n" + header("addtraction") + "a2\n")
        << QByteArray("t.gamut:4: unterminated side line");
    QTest::newRow("illegal in a side line") << QByteArray::fromStdString(ok + "a2 f4 (b2\na2) d3\n")
                                            << QByteArray("t.gamut:5: illegal move 'a2' at ply 3 of a side line (");
    QTest::newRow("illegal in a nested line") << QByteArray::fromStdString(ok + "a2 f4 (b2 c3 (a2)) d3\n")
                                              << QByteArray("t.gamut:4: illegal move 'a2' at ply 3 of a side line (");
    QTest::newRow("main line after a side line")
        << QByteArray::fromStdString(ok + "a2 f4 (b2) f4\n") << QByteArray("t.gamut:4: illegal move 'f4' at ply 3 (");
}

void TestRecord::sideLineErrors() {
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    const std::string message = loadError(text.toStdString());
    qInfo("%s", message.c_str());
    QVERIFY2(message.starts_with(expected.toStdString()), ("got: '" + message + "'").c_str());
}

// Lines nest, but not without end: a file of nested parentheses is refused before anything recurses that deep.
void TestRecord::deeplyNestedLines() {
    std::string nested = header("addtraction") + "a2";
    for (int depth = 0; depth < kMaxLineDepth; ++depth)
        nested += " (" + std::string(depth % 2 ? "a2" : "b2");
    for (int depth = 0; depth < kMaxLineDepth; ++depth)
        nested += ")";
    RecordError error;
    auto games = loadRecordText(nested + "\n", "t.gamut", error);
    QVERIFY2(games, error.text().c_str()); // kMaxLineDepth deep is fine
    const std::string written = writeRecords({&games->front()});
    QVERIFY(loadRecordText(written, "again", error));
    std::string deeper = header("addtraction") + "a2";
    for (int depth = 0; depth < 100000; ++depth)
        deeper += " (b2";
    const std::string message = loadError(deeper + "\n");
    qInfo("%s", message.c_str());
    QVERIFY(message.starts_with("t.gamut:4: side lines nested more than 64 deep"));
}
