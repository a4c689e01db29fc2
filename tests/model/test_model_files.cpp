// The game model's files: every reference game through save -> load -> compare; damaged and hostile files are
// refused with FILE:LINE and change nothing; failed writes keep the old file; autosave and resume.
#include "modelhelpers.h"

#include "core/model/autosavewriter.h"
#include "core/registry.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>
#include <string_view>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace gamut;
using namespace gamut::test;

namespace {

QByteArray readAll(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// The model's whole observable state, to prove that a refused operation changed nothing.
struct State {
    QString text;
    qint64 revision;
    int ply;
    std::string position;
    bool operator==(const State &) const = default;
};
State stateOf(const GameModel &model) {
    return {model.copyText(), model.revision(), model.ply(), model.position().positionText()};
}
// The same, cheaply (every change raises the revision); the whole text is compared every `period` calls.
bool unchanged(const GameModel &model, const State &before, int call, int period = 25) {
    if (model.revision() != before.revision || model.ply() != before.ply)
        return false;
    return call % period != 0 || stateOf(model) == before;
}

// A model holding a finished game with players and comments, to be damaged in files.
void playOracleGame(GameModel &model, const QString &game, int index = 0) {
    int seen = 0;
    for (const OracleGame &g : oracleGames()) {
        if (g.game != game || seen++ != index)
            continue;
        QVERIFY(model.newGame(g.game, g.variant));
        for (const QString &move : g.moves)
            QVERIFY2(model.requestMove(move), qPrintable(model.lastError()));
        return;
    }
    QFAIL("no such oracle game");
}

// A model holding a seeded random game of `game` played to its end (any registered game, reference games or not).
void playRandomGame(GameModel &model, const QString &game, quint64 seed) {
    QVERIFY2(model.newGame(game), qPrintable(model.lastError()));
    std::mt19937_64 random(seed);
    while (!model.isOver()) {
        const std::vector<std::string> legal = model.position().legalMoveTexts();
        QVERIFY2(model.requestMove(QString::fromStdString(legal[random() % legal.size()])),
                 qPrintable(model.lastError()));
    }
}

} // namespace

class TestModelFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void oracleRoundTrip_data();
    void oracleRoundTrip();
    void truncatedAtEveryByte_data();
    void truncatedAtEveryByte();
    void garbageAndMutations();
    void hostileFiles_data();
    void hostileFiles();
    void hugeLine();
    void failedWritesKeepTheOldFile();
    void autosaveAndResume();
    void browsingWritesOneAutosave();
    void unreadableAutosaveIsMovedAside();
    void autosaveThatCannotBeWritten();
    void autosaveWriterKeepsTheNewest();

private:
    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }
};

void TestModelFiles::initTestCase() {
    QVERIFY(dir_.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    qInfo("autosave in test mode: %s", qPrintable(GameModel::defaultAutosavePath()));
}

void TestModelFiles::oracleRoundTrip_data() {
    QTest::addColumn<int>("index");
    const std::vector<OracleGame> &games = oracleGames();
    QVERIFY(games.size() > 100);
    for (int i = 0; i < int(games.size()); ++i)
        QTest::newRow(qPrintable(QString("%1-%2").arg(games[std::size_t(i)].game).arg(i))) << i;
}

// Each reference game: played through the model, given players and comments, saved, loaded into another model
// and compared: moves, cursor, comments, players, the position at the cursor and at the end (against the oracle).
void TestModelFiles::oracleRoundTrip() {
    QFETCH(int, index);
    const std::vector<OracleGame> &games = oracleGames();
    const OracleGame &game = games[std::size_t(index)];
    GameModel model;
    QVERIFY2(model.newGame(game.game, game.variant), qPrintable(model.lastError()));
    for (const QString &move : game.moves)
        QVERIFY2(model.requestMove(move), qPrintable(model.lastError()));
    const GameState &end = model.position(); // valid until the model changes
    const std::string endText = end.positionText();
    QCOMPARE(QString::fromStdString(end.turnText()), game.last["turn"].toString());
    QCOMPARE(QString::fromStdString(end.resultText()), game.last["result"].toString());
    QStringList board;
    for (const std::string &row : end.boardRows())
        board << QString::fromStdString(row);
    QCOMPARE(board, jsonStrings(game.last["board"]));

    const int n = model.plyCount();
    QVERIFY(model.setPlayer(0, "Human"));
    QVERIFY(model.setPlayer(1, "Computer level \"4\" \\ strong"));
    QVERIFY(model.setComment(0, game.source));
    if (n > 0)
        QVERIFY(model.setComment(n / 2 + 1, QString::fromUtf8("a {brace} and \xC3\xA9t\xC3\xA9\n on two lines")));
    QVERIFY(model.jumpToPly(n * 2 / 3));
    const QString file = path(QString("oracle-%1.gamut").arg(index));
    QVERIFY2(model.save(file), qPrintable(model.lastError()));
    QVERIFY(!model.isModified());

    GameModel loaded;
    QVERIFY2(loaded.load(file), qPrintable(loaded.lastError()));
    QCOMPARE(loaded.gameId(), model.gameId());
    QCOMPARE(loaded.variant(), model.variant());
    QCOMPARE(loaded.moveTexts(), model.moveTexts());
    QCOMPARE(loaded.ply(), n * 2 / 3);
    for (int ply = 0; ply <= n; ++ply)
        QCOMPARE(loaded.comment(ply), model.comment(ply));
    QCOMPARE(loaded.player(0), QString("Human"));
    QCOMPARE(loaded.player(1), QString("Computer level \"4\" \\ strong"));
    QCOMPARE(loaded.position().positionText(), model.position().positionText());
    QVERIFY(loaded.jumpToPly(n));
    QCOMPARE(loaded.position().positionText(), endText);
    QVERIFY(loaded.jumpToPly(n * 2 / 3));
    QCOMPARE(loaded.copyText(), model.copyText()); // writing what was read gives the same text
    QCOMPARE(loaded.filePath(), file);
}

void TestModelFiles::truncatedAtEveryByte_data() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &entry : allGames())
        QTest::newRow(entry.info->id.data())
            << QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
}

// A saved, finished game cut at every byte. Every cut must be refused with FILE:LINE, leaving the model as it was,
// except cuts that keep a complete record: only trailing white space cut off, or a cut inside the tag block at a
// line end before the Result tag (a shorter, valid record of no moves; the format has no end marker to tell).
void TestModelFiles::truncatedAtEveryByte() {
    QFETCH(QString, game);
    GameModel source;
    playRandomGame(source, game, 3);
    QVERIFY(source.setComment(1, "first move"));
    const QByteArray full = source.copyText().toUtf8();
    const int content = int(full.trimmed().size());
    const QString file = path("cut.gamut");
    GameModel model;
    QVERIFY(model.newGame(game));
    QVERIFY(model.requestMove(QString::fromStdString(model.position().legalMoveTexts().front())));
    State before = stateOf(model);
    int refused = 0, trailing = 0, tagPrefix = 0;
    for (int cut = 0; cut < full.size(); ++cut) {
        const QByteArray part = full.left(cut);
        QVERIFY(writeFile(file, part));
        if (!model.load(file)) {
            QVERIFY2(model.lastError().startsWith(file + ":"), qPrintable(model.lastError()));
            QVERIFY2(unchanged(model, before, cut), qPrintable(QString("cut %1 changed the model").arg(cut)));
            ++refused;
            continue;
        }
        const bool onlyWhiteSpace = cut >= content;
        const bool tagBlock = model.plyCount() == 0 && !part.contains("[Result");
        QVERIFY2(onlyWhiteSpace || tagBlock, qPrintable(QString("cut at byte %1 of %2 was accepted:\n%3")
                                                            .arg(cut)
                                                            .arg(full.size())
                                                            .arg(QString::fromUtf8(part))));
        ++(onlyWhiteSpace ? trailing : tagPrefix);
        QVERIFY(model.pasteText(before.text) && model.jumpToPly(before.ply));
        before = stateOf(model); // the same game again, at a new revision
    }
    qInfo("%s: %d cuts: %d refused, %d accepted (%d only white space cut, %d shorter tag blocks without moves)",
          qPrintable(game), int(full.size()), refused, trailing + tagPrefix, trailing, tagPrefix);
    QCOMPARE(refused + trailing + tagPrefix, int(full.size()));
    QVERIFY(trailing <= 1);
}

// Random bytes are refused; random one-byte mutations of a good file are refused or, where they hit a comment or
// a tag value, accepted as another valid game. Never a crash, and a refusal changes nothing.
void TestModelFiles::garbageAndMutations() {
    std::mt19937 rng(2026);
    GameModel model;
    playOracleGame(model, "loa", 1);
    State before = stateOf(model);
    const QString file = path("garbage.gamut");
    for (int i = 0; i < 300; ++i) {
        QByteArray bytes(int(1 + rng() % 3000), '\0');
        for (char &c : bytes)
            c = char(rng());
        QVERIFY(writeFile(file, bytes));
        QVERIFY(!model.load(file));
        QVERIFY(model.lastError().startsWith(file + ":"));
        QVERIFY(unchanged(model, before, i));
    }
    const QByteArray good = before.text.toUtf8();
    int refused = 0, accepted = 0;
    for (int i = 0; i < 1500; ++i) {
        QByteArray bytes = good;
        const int at = int(rng() % unsigned(bytes.size()));
        switch (rng() % 3) {
        case 0:
            bytes[at] = char(rng());
            break;
        case 1:
            bytes.remove(at, 1);
            break;
        default:
            bytes.insert(at, char(" {}[]\"\\.1a\n\xC3"[rng() % 13]));
        }
        QVERIFY(writeFile(file, bytes));
        if (model.load(file)) {
            ++accepted;
            GameModel again; // whatever was accepted writes and reads back as itself
            QVERIFY2(again.pasteText(model.copyText()), qPrintable(again.lastError()));
            QCOMPARE(again.copyText(), model.copyText());
            QVERIFY(model.pasteText(before.text) && model.jumpToPly(before.ply));
            QCOMPARE(model.copyText(), before.text);
            before = stateOf(model);
        } else {
            ++refused;
            QVERIFY(model.lastError().startsWith(file + ":"));
            QVERIFY(unchanged(model, before, i));
        }
    }
    qInfo("300 garbage files refused; 1500 one-byte mutations: %d refused, %d accepted", refused, accepted);
    QVERIFY(refused > 1000);
}

void TestModelFiles::hostileFiles_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected"); // after "FILE:"
    const QByteArray head = "[Format \"gamut 1\"]\n[Game \"loa\"]\n\n";
    QTest::newRow("unknown game") << QByteArray("[Format \"gamut 1\"]\n[Game \"go\"]\n\nd4\n")
                                  << "2: unknown game 'go'";
    QTest::newRow("illegal move") << head + "1. g1-e3 a7-a1\n2. g8-g7 h2-f2 3. e3-e5\n"
                                  << "5: illegal move 'e3-e5' at ply 5";
    QTest::newRow("garbage move") << head + "g1-e3 \xF0\x9F\x98\x80\n"
                                  << "4: illegal move '\xF0\x9F\x98\x80' at ply 2";
    QTest::newRow("overlong utf8") << head + "b1-b3 \xC0\x80\n"
                                   << "4: invalid UTF-8 (byte 0xC0)";
    QTest::newRow("surrogate") << head + "{\xED\xA0\x80}\n"
                               << "4: invalid UTF-8 (byte 0xED)";
    QTest::newRow("lone continuation") << QByteArray("[Format \"gamut 1\x80\"]\n") << "1: invalid UTF-8 (byte 0x80)";
    QTest::newRow("cut sequence") << head + "b1-b3 \xE2\x82"
                                  << "4: invalid UTF-8 (byte 0xE2)";
    QTest::newRow("beyond U+10FFFF") << head + "\xF5\x80\x80\x80"
                                     << "4: invalid UTF-8 (byte 0xF5)";
    QTest::newRow("NUL byte") << head + QByteArray("b1-b3\0", 6) << "4: control character 0x00";
    QTest::newRow("empty") << QByteArray() << " no game in the file";
    QTest::newRow("format 2") << QByteArray("[Format \"gamut 2\"]\n[Game \"loa\"]\n") << "1: unsupported Format";
    QTest::newRow("twice") << head.left(head.size() - 1) + "[Game \"loa\"]\n"
                           << "3: tag 'Game' given twice";
    QTest::newRow("bad ply") << QByteArray("[Format \"gamut 1\"]\n[Game \"loa\"]\n[Ply \"-1\"]\n")
                             << "3: Ply '-1' out of range";
    QTest::newRow("second game bad") << head + "b1-b3\n\n[Format \"gamut 1\"]\n[Game \"atoms\"]\n[Variant \"huge\"]\n"
                                     << "8: unknown variant";
}

void TestModelFiles::hostileFiles() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    GameModel model;
    playOracleGame(model, "addtraction", 3);
    const State before = stateOf(model);
    const QString file = path("hostile.gamut");
    QVERIFY(writeFile(file, bytes));
    QVERIFY(!model.load(file));
    qInfo("%s", qPrintable(model.lastError()));
    QVERIFY2(model.lastError().startsWith(file + ":" + expected), qPrintable(model.lastError()));
    QVERIFY(stateOf(model) == before);
    // Pasted, the same bytes become valid text (invalid UTF-8 turns into U+FFFD), so some may load; a refusal
    // must still change nothing.
    if (!model.pasteText(QString::fromUtf8(bytes))) {
        QVERIFY2(model.lastError().startsWith("clipboard:"), qPrintable(model.lastError()));
        QVERIFY(stateOf(model) == before);
    }
}

// A 100 MB line is refused before it is read whole; a 2 MB one (under the file limit) by the line limit; the
// same through paste. Nothing changes.
void TestModelFiles::hugeLine() {
    GameModel model;
    playOracleGame(model, "atoms", 0);
    const State before = stateOf(model);
    const QString file = path("huge.gamut");
    const QByteArray head = "[Format \"gamut 1\"]\n[Game \"loa\"]\n\n";
    QVERIFY(writeFile(file, head + QByteArray(100 << 20, 'a') + "\n"));
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!model.load(file));
    qInfo("100 MB line: %s (%lld ms)", qPrintable(model.lastError()), timer.elapsed());
    QVERIFY(model.lastError().startsWith(file + ": too large"));
    QVERIFY(!model.pasteText(QString::fromLatin1(head + QByteArray(100 << 20, 'a'))));
    QVERIFY(model.lastError().startsWith("clipboard: too large"));
    QVERIFY(writeFile(file, head + QByteArray(2 << 20, 'a') + "\n"));
    QVERIFY(!model.load(file));
    qInfo("2 MB line: %s", qPrintable(model.lastError()));
    QVERIFY(model.lastError().startsWith(file + ":4: line is too long"));
    QVERIFY(stateOf(model) == before);
    QFile::remove(file);
}

// Saving over a good file must never damage it. Running as root, a read-only folder does not stop writes, so the
// failures are made real: the file size limit (RLIMIT_FSIZE binds root too; the write stops part-way, as on a full
// disk), a folder whose parent is a regular file, and a folder in place of the file.
void TestModelFiles::failedWritesKeepTheOldFile() {
    GameModel model;
    playOracleGame(model, "addtraction", 0);
    const QString file = path("keep.gamut");
    QVERIFY(model.save(file));
    const QByteArray old = readAll(file);
    QVERIFY(model.setComment(2, QString(4000, QChar('w')))); // the new text is much longer than the old
    const State before = stateOf(model);

    rlimit saved{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &saved) == 0);
    std::signal(SIGXFSZ, SIG_IGN); // a write over the limit then fails with EFBIG instead of killing us
    rlimit small = saved;
    small.rlim_cur = rlim_t(old.size() + 100);
    QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    const bool saved1 = model.save(file);
    setrlimit(RLIMIT_FSIZE, &saved);
    QVERIFY(!saved1);
    qInfo("file size limit: %s", qPrintable(model.lastError()));
    QCOMPARE(readAll(file), old);
    QCOMPARE(QDir(dir_.path()).entryList({"keep.gamut*"}, QDir::Files | QDir::Hidden), QStringList{"keep.gamut"});

    QVERIFY(!model.save(file + "/inside.gamut"));
    qInfo("parent is a file: %s", qPrintable(model.lastError()));
    QVERIFY(QDir().mkpath(path("folder.gamut")));
    QVERIFY(!model.save(path("folder.gamut")));
    qInfo("folder in place of the file: %s", qPrintable(model.lastError()));
    QVERIFY(QFileInfo(path("folder.gamut")).isDir());
    if (geteuid() != 0) {
        QVERIFY(QDir().mkpath(path("readonly")));
        QVERIFY(QFile::copy(file, path("readonly/keep.gamut")));
        QFile::setPermissions(path("readonly"), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        QVERIFY(!model.save(path("readonly/keep.gamut")));
        QCOMPARE(readAll(path("readonly/keep.gamut")), old);
        QFile::setPermissions(path("readonly"),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    } else {
        qInfo("running as root: a read-only folder would not stop the write; the three cases above fail for real");
    }
    QVERIFY(stateOf(model) == before);
    QVERIFY(model.isModified());
    QVERIFY(model.save(file)); // and once possible, the save goes through
    QVERIFY(readAll(file) != old);
}

void TestModelFiles::autosaveAndResume() {
    const QString autosave = GameModel::defaultAutosavePath();
    QFile::remove(autosave);
    State expected;
    {
        GameModel model;
        QCOMPARE(model.startAutosave(), GameModel::Resume::Fresh);
        QVERIFY(QFileInfo::exists(autosave));
        QVERIFY(model.newGame("loa"));
        for (const char *move : {"g1-e3", "a7-a1", "g8-g7", "h2-f2", "c1xa3"}) {
            QVERIFY(model.requestMove(move));
            model.flushAutosave(); // handed to the writing thread at once; this waits for the disk
            QCOMPARE(QString::fromUtf8(readAll(autosave)), model.copyText()); // written after every change
        }
        QVERIFY(model.jumpToPly(3));
        QVERIFY(model.setPlayer(1, "Computer level 2"));
        model.flushAutosave();
        QCOMPARE(QString::fromUtf8(readAll(autosave)), model.copyText());
        expected = stateOf(model);
    } // the program ends without saving
    GameModel resumed;
    QCOMPARE(resumed.startAutosave(), GameModel::Resume::Resumed);
    QCOMPARE(resumed.copyText(), expected.text);
    QCOMPARE(resumed.ply(), 3);
    QCOMPARE(resumed.position().positionText(), expected.position);
    QCOMPARE(resumed.player(1), QString("Computer level 2"));
    QVERIFY(resumed.requestMove(QString::fromStdString(resumed.position().legalMoveTexts().back())));
    resumed.flushAutosave();
    QCOMPARE(QString::fromUtf8(readAll(autosave)), resumed.copyText());
}

// Every played move is written at once; moving the cursor (100 jumps, undos, redos) writes one file 2 s after the
// last step, or at once when the model goes away or another change comes first.
void TestModelFiles::browsingWritesOneAutosave() {
    const QString autosave = path("browse/autosave.gamut");
    int writes = 0;
    {
        GameModel model;
        QCOMPARE(model.startAutosave(autosave), GameModel::Resume::Fresh);
        QVERIFY(model.newGame("atoms"));
        writes = model.autosaveWrites();
        std::mt19937 rng(5);
        for (int i = 0; i < 40 && !model.isOver(); ++i) {
            MoveList legal;
            model.position().legalMoves(legal);
            QVERIFY(model.playMove(legal[int(rng() % unsigned(legal.size()))]));
            QCOMPARE(model.autosaveWrites(), ++writes); // a crash after a move loses nothing
            QVERIFY(!model.autosavePending());
        }
        const int plies = model.plyCount();
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 100; ++i)
            QVERIFY(model.jumpToPly(int(rng() % unsigned(plies + 1))));
        QVERIFY(model.undo() || model.redo());
        qInfo("100 jumps and an undo took %lld ms and wrote %d files", static_cast<long long>(timer.elapsed()),
              model.autosaveWrites() - writes);
        QCOMPARE(model.autosaveWrites(), writes);
        QVERIFY(model.autosavePending());
        QTRY_VERIFY_WITH_TIMEOUT(!model.autosavePending(), 5000);
        QCOMPARE(model.autosaveWrites(), ++writes); // one write, after the browsing stopped
        model.flushAutosave();
        QCOMPARE(QString::fromUtf8(readAll(autosave)), model.copyText());

        QVERIFY(model.jumpToPly(2));
        QVERIFY(model.autosavePending());
        QVERIFY(model.setComment(2, "here")); // any other change writes at once, the cursor with it
        QVERIFY(!model.autosavePending());
        QCOMPARE(model.autosaveWrites(), ++writes);
        model.flushAutosave();
        QCOMPARE(QString::fromUtf8(readAll(autosave)), model.copyText());

        QVERIFY(model.jumpToPly(1));
        QCOMPARE(model.autosaveWrites(), writes);
    } // the program ends within the 2 s: the cursor is written on the way out
    GameModel resumed;
    QCOMPARE(resumed.startAutosave(autosave), GameModel::Resume::Resumed);
    QCOMPARE(resumed.ply(), 1);
    QCOMPARE(resumed.comment(2), QString("here"));
}

void TestModelFiles::unreadableAutosaveIsMovedAside() {
    const QString autosave = GameModel::defaultAutosavePath();
    const QByteArray broken = "[Format \"gamut 1\"]\n[Game \"loa\"]\n\ng1-e3 a7-a1 {half a comm";
    QVERIFY(QDir().mkpath(QFileInfo(autosave).absolutePath()));
    QVERIFY(writeFile(autosave, broken));
    // The files set aside before (an earlier run's, in the shared test location) are not this run's.
    const auto asideFiles = [&] {
        const QStringList names =
            QDir(QFileInfo(autosave).absolutePath()).entryList({"autosave.gamut.unreadable-*"}, QDir::Files);
        return QSet<QString>(names.begin(), names.end());
    };
    const QSet<QString> before = asideFiles();
    GameModel model;
    const std::string fresh = model.position().positionText();
    QSignalSpy notices(&model, &GameModel::notice);
    QCOMPARE(model.startAutosave(), GameModel::Resume::MovedAside);
    QCOMPARE(notices.count(), 1);
    const QString message = notices.first().first().toString();
    qInfo("%s", qPrintable(message));
    QVERIFY(message.contains(autosave + ":4: unterminated comment"));
    const QStringList aside = (asideFiles() - before).values();
    QCOMPARE(aside.size(), 1);
    QVERIFY(message.contains(aside.first()));
    QCOMPARE(readAll(QFileInfo(autosave).absolutePath() + "/" + aside.first()), broken); // kept, byte for byte
    QCOMPARE(model.position().positionText(), fresh);                                    // the program starts normally
    model.flushAutosave();
    QCOMPARE(QString::fromUtf8(readAll(autosave)), model.copyText());
    GameModel again;
    QCOMPARE(again.startAutosave(), GameModel::Resume::Resumed);
}

// An autosave that cannot be written is reported once, and play goes on; the last good autosave stays whole.
void TestModelFiles::autosaveThatCannotBeWritten() {
    QVERIFY(writeFile(path("plain-file"), "x"));
    GameModel model;
    QSignalSpy notices(&model, &GameModel::notice);
    QCOMPARE(model.startAutosave(path("plain-file/autosave.gamut")), GameModel::Resume::Fresh);
    QVERIFY(model.requestMove(QString::fromStdString(model.position().legalMoveTexts().front())));
    QVERIFY(model.undo());
    model.flushAutosave(); // the failures come back from the writing thread
    QCOMPARE(notices.count(), 1);
    qInfo("%s", qPrintable(notices.first().first().toString()));
    QCOMPARE(model.ply(), 0);
}

// The writing thread: texts handed in faster than the disk takes them end with the newest in the file, never an
// older one after it; a failure comes back as a signal; what is pending when the writer goes is written.
void TestModelFiles::autosaveWriterKeepsTheNewest() {
    const QString file = path("writer/deep/autosave.gamut"); // its folders are made
    int written = 0;
    {
        AutosaveWriter writer;
        QSignalSpy done(&writer, &AutosaveWriter::written);
        for (int i = 1; i <= 200; ++i)
            writer.write(file, "game " + std::to_string(i) + "\n");
        writer.wait();
        QVERIFY(!writer.busy());
        QCOMPARE(readAll(file), QByteArray("game 200\n"));
        written = int(done.count());
        qInfo("200 texts handed in, %d files written", written);
        QVERIFY(written >= 1 && written <= 200);

        QVERIFY(writeFile(path("writer/plain"), "x"));
        QSignalSpy failed(&writer, &AutosaveWriter::failed);
        writer.write(path("writer/plain/autosave.gamut"), "never\n");
        writer.wait();
        QCOMPARE(failed.count(), 1);
        qInfo("%s", qPrintable(failed.first().at(1).toString()));
        writer.write(file, "last\n");
    } // gone with a write pending: it is written first
    QCOMPARE(readAll(file), QByteArray("last\n"));
}

QTEST_GUILESS_MAIN(TestModelFiles)
#include "test_model_files.moc"
