// The .gamut reader and writer (core/record): syntax, replay through the rules, canonical writing, and the
// error messages of record.md ("FILE:LINE: ...").
#include "core/record/record.h"
#include "core/registry.h"

#include <QTest>

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
    void errors_data();
    void errors();
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

QTEST_GUILESS_MAIN(TestRecord)
#include "test_record.moc"
