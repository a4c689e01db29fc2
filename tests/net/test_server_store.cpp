// The server's data folder (TableStore) on its own: how a table's file is replaced after every move.
#include "core/net/server.h"
#include "core/net/tablestore.h"
#include "core/record/record.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace gamut;
using namespace gamut::net;

namespace {
std::string contents(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string("<unreadable>");
}
} // namespace

class TestServerStore : public QObject {
    Q_OBJECT
private slots:
    void storeReusesItsFiles_data();
    void storeReusesItsFiles();
    void finishedGamesAreNotRewritten_data() { storeReusesItsFiles_data(); }
    void finishedGamesAreNotRewritten();
};

// Every save replaces `t1.gamut` whole (its text is always the table's), `t1.gamut.tmp` keeps the version before, and
// two inodes take turns: no file is created or deleted per move. A `.tmp` that is a link to another file is
// replaced, never written through; the seats stay 0600. Also with the files kept open between writes (and closed
// with the store).
void TestServerStore::storeReusesItsFiles_data() {
    QTest::addColumn<int>("openTables");
    QTest::addColumn<bool>("sync");
    QTest::newRow("reopened") << 0 << false;
    QTest::newRow("kept open") << 4 << false;
    QTest::newRow("kept open, synced") << 4 << true;
}

void TestServerStore::storeReusesItsFiles() {
    QFETCH(int, openTables);
    QFETCH(bool, sync);
    const auto openFiles = [] { return QDir(QStringLiteral("/proc/self/fd")).count(); };
    const auto filesBefore = openFiles();
    QTemporaryDir dir;
    auto owned = std::make_unique<TableStore>(dir.path(), sync, [](const QString &) {});
    TableStore &store = *owned;
    store.setOpenTables(openTables);
    QString error;
    QVERIFY(store.open(error));
    auto table = Table::create(QStringLiteral("t1"), QStringLiteral("loa"), {}, error);
    QVERIFY(table);
    const QString file = dir.filePath(QStringLiteral("t1.gamut")), temp = file + QStringLiteral(".tmp");
    const auto playOne = [&] {
        MoveList moves;
        table->position().legalMoves(moves);
        table->play(moves[0]);
    };
    std::vector<ino_t> inodes;
    std::string previous;
    for (int i = 0; i < 6; ++i) {
        if (i > 0)
            playOne();
        QVERIFY2(store.saveRecord(*table, error), qPrintable(error));
        QCOMPARE(contents(file), table->recordText());
        RecordError why; // the text kept up move by move is the one a whole replay writes
        const auto games = loadRecordText(table->recordText(), "t1.gamut", why);
        QVERIFY2(games && games->size() == 1, why.text().c_str());
        QCOMPARE(writeRecords({&games->front()}), table->recordText());
        if (i > 0)
            QCOMPARE(contents(temp), previous);
        previous = table->recordText();
        struct stat info {};
        QCOMPARE(::stat(QFile::encodeName(file).constData(), &info), 0);
        inodes.push_back(info.st_ino);
    }
    QVERIFY(inodes[0] != inodes[1]);
    for (std::size_t i = 2; i < inodes.size(); ++i)
        QCOMPARE(inodes[i], inodes[i - 2]);

    QFile other(dir.filePath(QStringLiteral("other")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("keep\n");
    other.close();
    QVERIFY(QFile::remove(temp));
    QVERIFY(QFile::link(other.fileName(), temp)); // a symbolic link
    playOne();
    QVERIFY2(store.saveRecord(*table, error), qPrintable(error));
    QCOMPARE(contents(file), table->recordText());
    QVERIFY(QFile::remove(temp));
    QCOMPARE(::link(QFile::encodeName(other.fileName()).constData(), QFile::encodeName(temp).constData()), 0);
    playOne();
    QVERIFY2(store.saveRecord(*table, error), qPrintable(error));
    QCOMPARE(contents(file), table->recordText());
    QCOMPARE(contents(other.fileName()), std::string("keep\n"));

    table->setSeat(0, QStringLiteral("ada"), newToken());
    for (int i = 0; i < 3; ++i)
        QVERIFY2(store.saveSeats(*table, error), qPrintable(error));
    struct stat seats {};
    QCOMPARE(::stat(QFile::encodeName(dir.filePath(QStringLiteral("t1.seats"))).constData(), &seats), 0);
    QCOMPARE(seats.st_mode & 07777, mode_t(0600));
    QCOMPARE(openFiles() > filesBefore, openTables > 0);
    owned.reset();
    QCOMPARE(openFiles(), filesBefore);
}

// A table that has played several games: each save writes only the current game behind the finished ones where
// the inode already holds them, and the file is still the table's whole record after every move, every new game
// and a .tmp cut short by someone else.
void TestServerStore::finishedGamesAreNotRewritten() {
    QFETCH(int, openTables);
    QFETCH(bool, sync);
    QTemporaryDir dir;
    TableStore store(dir.path(), sync, [](const QString &) {});
    store.setOpenTables(openTables);
    QString error;
    QVERIFY(store.open(error));
    auto table = Table::create(QStringLiteral("t1"), QStringLiteral("addtraction"), {}, error);
    QVERIFY(table);
    const QString file = dir.filePath(QStringLiteral("t1.gamut")), temp = file + QStringLiteral(".tmp");
    int saves = 0;
    const auto save = [&] {
        if (!store.saveRecord(*table, error))
            return false;
        ++saves;
        return contents(file) == table->recordText();
    };
    for (int game = 1; game <= 4; ++game) {
        if (game > 1) {
            QVERIFY2(table->startNext(error), qPrintable(error));
            QVERIFY(save());
        }
        for (int ply = 0; !table->isOver(); ++ply) {
            MoveList moves;
            table->position().legalMoves(moves);
            table->play(moves[std::size_t(ply * 7) % std::size_t(moves.size())]);
            QVERIFY2(save(), qPrintable(QStringLiteral("game %1 ply %2").arg(game).arg(ply)));
            if (game == 3 && ply == 5) { // someone cuts the .tmp short: noticed, written whole
                QFile cut(temp);
                QVERIFY(cut.resize(10));
            }
        }
    }
    QVERIFY(!table->finishedPart().empty());
    RecordError why;
    const auto games = loadRecordText(contents(file), "t1.gamut", why);
    QVERIFY2(games && games->size() == 4, why.text().c_str());
    std::vector<const ReplayedGame *> all;
    for (const ReplayedGame &game : *games)
        all.push_back(&game);
    QCOMPARE(writeRecords(all), contents(file)); // the text kept up move by move is the one a whole replay writes
    qInfo("%d saves of a table over 4 games; the file is %zu bytes, of which %zu are the finished games", saves,
          contents(file).size(), table->finishedPart().size());
}

QTEST_GUILESS_MAIN(TestServerStore)
#include "test_server_store.moc"
