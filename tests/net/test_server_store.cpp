// The server's store (SqlTableStore) on its own: moves appended and read back, finished games in pages, a full
// database that changes nothing, tokens kept only as hashes, the import of the file store before it, the data
// folder's mode.
#include "core/net/server.h"
#include "core/net/sqltablestore.h"
#include "core/record/record.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace gamut;
using namespace gamut::net;

namespace {

QByteArray contents(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

// The first legal move of the position (a deterministic game).
bool playFirst(Table &t, QString &text) {
    MoveList moves;
    t.position().legalMoves(moves);
    if (moves.empty())
        return false;
    text = t.moveText(moves[0]);
    t.play(moves[0]);
    return true;
}

// The open tables as the store reads them back (none when it cannot).
std::vector<StoredTable> loadAll(SqlTableStore &store) {
    std::vector<StoredTable> tables;
    QString error;
    if (!store.loadOpen(tables, error))
        qWarning("%s", qPrintable(error));
    return tables;
}

mode_t modeOf(const QString &path) {
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777 : mode_t(0);
}

} // namespace

class TestServerStore : public QObject {
    Q_OBJECT
private slots:
    void movesAppendedAndReadBack_data();
    void movesAppendedAndReadBack();
    void finishedGamesInPages();
    void historyPast16MiB();
    void fullDatabaseChangesNothing();
    void legacyFolderImported();
    void folderMode();
    void newerSchemaRefused();
    void oneServerPerFolder();
};

void TestServerStore::movesAppendedAndReadBack_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("sync");
    QTest::newRow("loa") << "loa" << false;
    QTest::newRow("trails, synced") << "trails" << true;
    QTest::newRow("atom4") << "atom4" << false;
}

// Every move is a row; a second store on the folder reads the current game back as the table has it, and the
// database holds the token's hash, never the token.
void TestServerStore::movesAppendedAndReadBack() {
    QFETCH(QString, game);
    QFETCH(bool, sync);
    QTemporaryDir dir;
    SqlTableStore store(dir.path(), sync, [](const QString &) {});
    QString error;
    QVERIFY2(store.open(error), qPrintable(error));
    auto table = Table::create(QStringLiteral("t1"), game, QString(), error);
    QVERIFY(table);
    const QString token = newToken();
    table->setSeat(0, QStringLiteral("ada"), token);
    QVERIFY2(store.createTable(*table, QStringLiteral("127.0.0.1"), 1, error), qPrintable(error));
    table->setSeat(1, QStringLiteral("bob"), newToken());
    QVERIFY2(store.saveTable(*table, 2, error), qPrintable(error));
    QString move;
    int plies = 0;
    while (plies < 40 && !table->isOver() && playFirst(*table, move)) {
        QVERIFY2(store.appendMove(*table, move, 3, error), qPrintable(error));
        ++plies;
    }
    qInfo("%s: %d moves stored", qPrintable(game), plies);
    store.close(); // the database is one server's at a time
    SqlTableStore again(dir.path(), sync, [](const QString &) {});
    QVERIFY(again.open(error));
    auto loaded = loadAll(again);
    QCOMPARE(loaded.size(), std::size_t(1));
    QCOMPARE(loaded[0].owner, QStringLiteral("127.0.0.1"));
    QCOMPARE(loaded[0].table->currentGameText(), table->currentGameText());
    QCOMPARE(loaded[0].table->seatOfToken(token), 0);
    QCOMPARE(loaded[0].table->seats()[1].name, QStringLiteral("bob"));
    const QByteArray bytes = contents(dir.filePath(SqlTableStore::databaseName())) +
                             contents(dir.filePath(SqlTableStore::databaseName() + QStringLiteral("-wal")));
    QVERIFY(!bytes.contains(token.toLatin1()));
    QVERIFY(bytes.contains(tokenHash(token).toLatin1()));
    QCOMPARE(modeOf(dir.filePath(SqlTableStore::databaseName())), mode_t(0600));
}

// Finished games go to the store when the next one starts; they are read in pages, and a table read back holds
// only its current game and the count.
void TestServerStore::finishedGamesInPages() {
    QTemporaryDir dir;
    SqlTableStore store(dir.path(), false, [](const QString &) {});
    QString error;
    QVERIFY(store.open(error));
    auto table = Table::create(QStringLiteral("t7"), QStringLiteral("loa"), QString(), error);
    table->setSeat(0, QStringLiteral("ada"), newToken());
    table->setSeat(1, QStringLiteral("bob"), newToken());
    QVERIFY(store.createTable(*table, QString(), 0, error));
    std::vector<std::string> texts;
    for (int game = 0; game < 45; ++game) {
        QString move;
        for (int i = 0; i <= game % 3; ++i) {
            QVERIFY(playFirst(*table, move));
            QVERIFY(store.appendMove(*table, move, 0, error));
        }
        table->resign(game % 2);
        QVERIFY(store.saveTable(*table, 0, error));
        texts.push_back(table->currentGameText());
        QVERIFY(table->startNext(error));
        QVERIFY2(store.startNext(*table, texts.back(), 0, error), qPrintable(error));
    }
    QCOMPARE(table->finishedGames(), 45);
    const auto page = store.finishedGames(QStringLiteral("t7"), 20, 20, error);
    QCOMPARE(page.size(), std::size_t(20));
    QCOMPARE(page.front(), texts[20]);
    QCOMPARE(page.back(), texts[39]);
    QCOMPARE(store.finishedGames(QStringLiteral("t7"), 40, 20, error).size(), std::size_t(5));
    QCOMPARE(store.finishedGames(QStringLiteral("t7"), 45, 20, error).size(), std::size_t(0));
    RecordError why;
    QVERIFY(loadRecordText(page.front(), "page", why)); // each is a record the core reads
    store.close();                                      // the database is one server's at a time
    SqlTableStore again(dir.path(), false, [](const QString &) {});
    QVERIFY(again.open(error));
    auto loaded = loadAll(again);
    QCOMPARE(loaded.size(), std::size_t(1));
    QCOMPARE(loaded[0].table->finishedGames(), 45);
    QCOMPARE(loaded[0].table->gameNumber(), 46);
    QCOMPARE(loaded[0].table->ply(), 0);
}

// D1: the file store refused a table past 16 MiB after a restart (moved aside, its acknowledged moves gone). A
// table's history has no such limit now: 24 finished games of 1 MiB each (a long comment) come back, and the
// restart reads only the current game.
void TestServerStore::historyPast16MiB() {
    QTemporaryDir dir;
    SqlTableStore store(dir.path(), false, [](const QString &) {});
    QString error;
    QVERIFY(store.open(error));
    auto table = Table::create(QStringLiteral("t1"), QStringLiteral("loa"), QString(), error);
    table->setSeat(0, QStringLiteral("ada"), newToken());
    table->setSeat(1, QStringLiteral("bob"), newToken());
    QVERIFY(store.createTable(*table, QString(), 0, error));
    std::string comment = " {"; // 1 MiB in lines of 1 KiB (a record line is at most 1 MiB)
    for (int line = 0; line < 1024; ++line)
        comment += std::string(1023, 'x') + '\n';
    comment += '}';
    std::size_t stored = 0;
    for (int game = 0; game < 24; ++game) {
        QString move;
        QVERIFY(playFirst(*table, move));
        QVERIFY(store.appendMove(*table, move, 0, error));
        table->resign(1);
        QVERIFY(store.saveTable(*table, 0, error));
        std::string text = table->currentGameText();
        text.insert(text.find_last_not_of('\n') + 1, comment);
        stored += text.size();
        QVERIFY(table->startNext(error));
        QVERIFY2(store.startNext(*table, text, 0, error), qPrintable(error));
    }
    QString move;
    QVERIFY(playFirst(*table, move));
    QVERIFY(store.appendMove(*table, move, 0, error));
    qInfo("%.1f MiB of finished games stored", double(stored) / double(1 << 20));
    QVERIFY(stored > std::size_t(16) << 20);
    store.close(); // the database is one server's at a time
    SqlTableStore again(dir.path(), false, [](const QString &) {});
    QVERIFY(again.open(error));
    auto loaded = loadAll(again);
    QCOMPARE(loaded.size(), std::size_t(1));
    QCOMPARE(loaded[0].table->finishedGames(), 24);
    QCOMPARE(loaded[0].table->ply(), 1);
    QCOMPARE(loaded[0].table->currentGameText(), table->currentGameText());
    const auto last = again.finishedGames(QStringLiteral("t1"), 23, 20, error);
    QCOMPARE(last.size(), std::size_t(1));
    RecordError why;
    const auto games = loadRecordText(last.front(), "t1", why);
    QVERIFY2(games, why.text().c_str());
    QCOMPARE(games->front().comments.back().size(), std::size_t(1 << 20) - 1); // the newlines made spaces, trimmed
}

// A database that cannot grow (a full disk): a create, a move, a next are refused and leave nothing behind.
void TestServerStore::fullDatabaseChangesNothing() {
    QTemporaryDir dir;
    SqlTableStore store(dir.path(), false, [](const QString &) {});
    QString error;
    QVERIFY(store.open(error));
    auto table = Table::create(QStringLiteral("t1"), QStringLiteral("trails"), QString(), error);
    table->setSeat(0, QStringLiteral("ada"), newToken());
    QVERIFY(store.createTable(*table, QString(), 0, error));
    store.limitPages(store.pageCount());
    // Fill the last pages with games of other tables until the database refuses one.
    int created = 1;
    error.clear();
    for (; created < 10000; ++created) {
        auto other = Table::create(QStringLiteral("t%1").arg(created + 1), QStringLiteral("loa"), QString(), error);
        other->setSeat(0, QStringLiteral("someone-with-a-long-name-%1").arg(created), newToken());
        if (!store.createTable(*other, QString(), 0, error))
            break;
    }
    qInfo("refused after %d tables: %s", created, qPrintable(error));
    QVERIFY(!error.isEmpty());
    store.close();
    QSqlDatabase probe = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
    probe.setDatabaseName(dir.filePath(SqlTableStore::databaseName()));
    QVERIFY(probe.open());
    QSqlQuery count(QStringLiteral("SELECT COUNT(*) FROM tables"), probe);
    QVERIFY(count.next());
    QCOMPARE(count.value(0).toInt(), created); // the refused one left no row
    QSqlQuery seats(QStringLiteral("SELECT COUNT(*) FROM seats"), probe);
    QVERIFY(seats.next());
    QCOMPARE(seats.value(0).toInt(), 2 * created);
    count = QSqlQuery();
    seats = QSqlQuery();
    probe.close();
    probe = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
}

// The file store's folder: every table imported, its record files left byte for byte and the seats files of the
// tables imported removed (they held the tokens in plain text); a damaged seats file is reported by its line, never
// its content (it holds a token), and that table is skipped with its files left as they are; ids go on after the
// highest file.
void TestServerStore::legacyFolderImported() {
    QTemporaryDir dir;
    const QString token = QStringLiteral("0123456789abcdef0123456789abcdef");
    const QByteArray t1 =
        "[Format \"gamut 1\"]\n[Game \"loa\"]\n[Black \"ada\"]\n[White \"bob\"]\n[Resigned \"white\"]\n\n"
        "1. b1-b3 a2-c2\n\n[Format \"gamut 1\"]\n[Game \"loa\"]\n[Black \"ada\"]\n[White \"bob\"]\n\n"
        "1. b1-b3\n";
    const QByteArray seats1 = "# gamut-server seats of table t1: seat token name\nfirst " + token.toLatin1() +
                              " ada\nsecond fedcba9876543210fedcba9876543210 bob\n";
    const QByteArray seats3 = "first secret-" + token.toLatin1() + " eve\n";
    const auto write = [&](const char *name, const QByteArray &bytes) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    write("t1.gamut", t1);
    write("t1.seats", seats1);
    write("t3.gamut", "[Format \"gamut 1\"]\n[Game \"trails\"]\n\n");
    write("t3.seats", seats3);
    write("t9.gamut.damaged-1", "x");
    QStringList log;
    SqlTableStore store(dir.path(), false, [&](const QString &line) { log << line; });
    QString error;
    QVERIFY(store.open(error));
    auto loaded = loadAll(store);
    qInfo("%s", qPrintable(log.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.size(), std::size_t(1));
    QCOMPARE(loaded[0].table->id(), QStringLiteral("t1"));
    QCOMPARE(loaded[0].table->finishedGames(), 1);
    QCOMPARE(loaded[0].table->ply(), 1);
    QCOMPARE(loaded[0].table->seatOfToken(token), 0);
    QCOMPARE(store.finishedGames(QStringLiteral("t1"), 0, 20, error).size(), std::size_t(1));
    QCOMPARE(store.nextNumber(), 10);
    QCOMPARE(contents(dir.filePath("t1.gamut")), t1);
    QVERIFY(!QFile::exists(dir.filePath("t1.seats")));
    QCOMPARE(contents(dir.filePath("t3.seats")), seats3);
    QCOMPARE(log.filter(QStringLiteral("t1.seats")).size(), 1);
    QCOMPARE(log.filter(QStringLiteral("t3")).size(), 1);
    QVERIFY(log.filter(QStringLiteral("t3")).first().contains(QStringLiteral("line 1")));
    for (const QString &line : log)
        QVERIFY2(!line.contains(token) && !line.contains(QStringLiteral("eve")), qPrintable(line));
    // A second open imports nothing again.
    store.close(); // the database is one server's at a time
    SqlTableStore again(dir.path(), false, [&](const QString &line) { log << line; });
    const auto before = log.size();
    QVERIFY(again.open(error));
    QCOMPARE(log.size(), before);
    QCOMPARE(loadAll(again).size(), std::size_t(1));
}

// An existing folder keeps its mode (a shared 1777 folder keeps its sticky bit); a new one is the server's alone.
void TestServerStore::folderMode() {
    QTemporaryDir dir;
    const QString shared = dir.filePath(QStringLiteral("shared")), fresh = dir.filePath(QStringLiteral("a/b"));
    QVERIFY(QDir().mkdir(shared));
    QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
    QString error;
    {
        SqlTableStore store(shared, false, [](const QString &) {});
        QVERIFY(store.open(error));
        SqlTableStore made(fresh, false, [](const QString &) {});
        QVERIFY(made.open(error));
    }
    QCOMPARE(modeOf(shared), mode_t(01777));
    QCOMPARE(modeOf(fresh), mode_t(0700));
}

void TestServerStore::newerSchemaRefused() {
    QTemporaryDir dir;
    QString error;
    {
        SqlTableStore store(dir.path(), false, [](const QString &) {});
        QVERIFY(store.open(error));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
        db.setDatabaseName(dir.filePath(SqlTableStore::databaseName()));
        QVERIFY(db.open());
        QSqlQuery(QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema'"), db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bump"));
    SqlTableStore store(dir.path(), false, [](const QString &) {});
    QVERIFY(!store.open(error));
    qInfo("%s", qPrintable(error));
    QVERIFY(error.contains(QStringLiteral("schema version 99")));
}

// A second server on a folder in use is refused with a message, and the first goes on undisturbed.
void TestServerStore::oneServerPerFolder() {
    QTemporaryDir dir;
    SqlTableStore first(dir.path(), false, [](const QString &) {});
    QString error;
    QVERIFY(first.open(error));
    SqlTableStore second(dir.path(), false, [](const QString &) {});
    QVERIFY(!second.open(error));
    qInfo("%s", qPrintable(error));
    QVERIFY(error.contains(QStringLiteral("another server")));
    auto table = Table::create(QStringLiteral("t1"), QStringLiteral("loa"), QString(), error);
    QVERIFY(first.createTable(*table, QString(), 0, error));
}

QTEST_GUILESS_MAIN(TestServerStore)
#include "test_server_store.moc"
