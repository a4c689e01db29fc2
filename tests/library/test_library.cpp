// The game library (core/library): the store keeps, lists, replaces, removes and restores games in a real SQLite
// file; its schema is versioned and a newer one is left alone; a damaged file is set aside, never emptied; a writer
// killed at any moment leaves a library that opens with every game it had committed; the library's thread
// coalesces keeps and answers by signals; the keeper hands it a model's games and says when one was replaced.
#include "core/library/gamelibrary.h"
#include "core/library/librarykeeper.h"
#include "core/library/librarystore.h"
#include "core/model/gamemodel.h"
#include "core/registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace gamut;

namespace {

// A game of `plies` random moves (fewer if it ends), its text; seeded.
QString randomGame(const QString &game, int plies, unsigned seed, const QString &second = "Computer level 3") {
    GameModel model;
    model.newGame(game);
    model.setPlayer(0, "Ada");
    model.setPlayer(1, second, second.startsWith("Computer") ? "level:3" : "");
    std::mt19937 rng(seed);
    for (int i = 0; i < plies && !model.isOver(); ++i) {
        MoveList legal;
        model.position().legalMoves(legal);
        model.playMove(legal[int(rng() % unsigned(legal.size()))]);
    }
    return model.copyText();
}

QByteArray readFile(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The test program again as a writer that keeps games until it is killed (main() below).
constexpr const char *kWriterArgument = "--keep-until-killed";

} // namespace

class TestLibrary : public QObject {
    Q_OBJECT
private slots:
    void keepListReplaceRemove();
    void summaries();
    void schemaIsVersioned();
    void damagedLibraryIsSetAside_data();
    void damagedLibraryIsSetAside();
    void writerKilledAtAnyMoment();
    void threadCoalescesAndAnswers();
    void importFolder();
    void unwritablePlace();
    void keeperKeepsTheModelsGames();
    void statisticsTallyTheGames();
};

void TestLibrary::keepListReplaceRemove() {
    QTemporaryDir dir;
    LibraryStore store(dir.filePath("library.sqlite"));
    QCOMPARE(store.open(), LibraryStore::Opened::Created);
    const QString a = randomGame("loa", 20, 1), b = randomGame("atoms", 30, 2);
    const auto ids = store.keep({{"uid-a", a}, {"uid-b", b}, {"uid-bad", "not a game"}});
    QCOMPARE(ids.size(), std::size_t(3));
    QVERIFY(ids[0] > 0 && ids[1] > 0);
    QCOMPARE(ids[2], 0);
    QVERIFY(!store.error().isEmpty()); // the bad one is named, the others kept
    qInfo("a text that is no game: %s", qPrintable(store.error()));
    QCOMPARE(store.count(), 2);
    QCOMPARE(store.text(ids[0]), a);
    // The same game kept again replaces its entry, under the same id.
    const QString a2 = randomGame("loa", 30, 1);
    const auto again = store.keep({{"uid-a", a2}});
    QCOMPARE(again[0], ids[0]);
    QCOMPARE(store.count(), 2);
    QCOMPARE(store.text(ids[0]), a2);
    const auto list = store.list();
    QCOMPARE(list.size(), std::size_t(2));
    QCOMPARE(list.front().uid, QString("uid-a")); // newest first
    // Removed, then restored as it was.
    const auto removed = store.remove({ids[0]});
    QCOMPARE(removed.size(), std::size_t(1));
    QCOMPARE(store.count(), 1);
    QVERIFY(store.text(ids[0]).isEmpty());
    QVERIFY(store.restore(removed));
    QCOMPARE(store.count(), 2);
    QCOMPARE(store.text(ids[0]), a2);
    QCOMPARE(store.list().front().updated, list.front().updated);
}

void TestLibrary::summaries() {
    QString error;
    const auto loa = summarizeRecord(randomGame("loa", 400, 3).toStdString(), error);
    QVERIFY2(loa, qPrintable(error));
    QCOMPARE(loa->game, QString("loa"));
    QCOMPARE(loa->players[0], QString("Ada"));
    QCOMPARE(loa->person, 0); // the second side has an engine tag
    QCOMPARE(loa->opponent(), QString("Computer level 3"));
    QVERIFY(loa->finished);
    QVERIFY(loa->outcome() == LibraryGame::Outcome::Won || loa->outcome() == LibraryGame::Outcome::Lost ||
            loa->outcome() == LibraryGame::Outcome::Drawn);
    const auto two = summarizeRecord(randomGame("addtraction", 5, 4, "Bob").toStdString(), error);
    QVERIFY(two);
    QCOMPARE(two->person, 2);
    QVERIFY(!two->finished);
    QVERIFY(two->outcome() == LibraryGame::Outcome::Unfinished);
    QCOMPARE(two->plies, 5);
    QVERIFY(two->started.isValid());
    // A game lost on time: the file says [Termination "time"] and no Resigned tag (record.md "Clocks"), the side to
    // move ran out. It was listed as unfinished, with no winner.
    GameModel flagged;
    QVERIFY(flagged.newGame("loa"));
    flagged.setPlayer(0, "Ada");
    flagged.setPlayer(1, "Computer level 2", "level:2");
    QVERIFY(flagged.requestMove("c1-c3"));
    QVERIFY(flagged.loseOnTime(1));
    const auto onTime = summarizeRecord(flagged.copyText().toStdString(), error);
    QVERIFY2(onTime, qPrintable(error));
    QVERIFY(onTime->finished);
    QCOMPARE(onTime->winner, 0);
    QVERIFY(onTime->outcome() == LibraryGame::Outcome::Won);
    QVERIFY(!summarizeRecord("[Format \"gamut 1\"]\n[Game \"chess\"]\n", error));
    QVERIFY(error.contains("unknown game"));
}

// The schema's version is the file's user_version; a library of a newer Gamut is left exactly as it is.
void TestLibrary::schemaIsVersioned() {
    QTemporaryDir dir;
    const QString path = dir.filePath("library.sqlite");
    {
        LibraryStore store(path);
        QCOMPARE(store.open(), LibraryStore::Opened::Created);
        store.keep({{"uid", randomGame("trails", 10, 5)}});
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "peek");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec("PRAGMA user_version") && query.next());
        QCOMPARE(query.value(0).toInt(), LibraryStore::kSchemaVersion);
        QVERIFY(query.exec("PRAGMA journal_mode") && query.next());
        QCOMPARE(query.value(0).toString(), QString("wal"));
        QVERIFY(query.exec("PRAGMA user_version = 99"));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase("peek");
    {
        LibraryStore store(path); // open and close once so that the WAL is folded in: the bytes to compare
        QCOMPARE(store.open(), LibraryStore::Opened::Newer);
    }
    const QByteArray before = readFile(path);
    LibraryStore store(path);
    QCOMPARE(store.open(), LibraryStore::Opened::Newer);
    qInfo("%s", qPrintable(store.error()));
    QVERIFY(store.error().contains("newer Gamut"));
    QVERIFY(!store.isOpen());
    QVERIFY(store.keep({{"x", randomGame("loa", 3, 6)}})[0] == 0);
    QCOMPARE(readFile(path), before);
    QCOMPARE(QDir(dir.path()).entryList({"*.damaged-*"}, QDir::Files).size(), 0);
}

void TestLibrary::damagedLibraryIsSetAside_data() {
    QTest::addColumn<QString>("damage");
    QTest::newRow("not a database") << "text";
    QTest::newRow("cut short") << "truncate";
    QTest::newRow("pages overwritten") << "scribble";
}

// A damaged library is reported and set aside with its bytes, and a new one starts: never emptied in place.
void TestLibrary::damagedLibraryIsSetAside() {
    QFETCH(QString, damage);
    QTemporaryDir dir;
    const QString path = dir.filePath("library.sqlite");
    {
        LibraryStore store(path);
        QCOMPARE(store.open(), LibraryStore::Opened::Created);
        std::vector<std::pair<QString, QString>> games;
        for (int i = 0; i < 40; ++i)
            games.emplace_back(QString("uid-%1").arg(i), randomGame("atoms", 60, unsigned(i)));
        store.keep(games);
    }
    QByteArray bytes = readFile(path);
    QVERIFY(bytes.size() > 8192);
    if (damage == "text")
        bytes = "[Format \"gamut 1\"]\nthis is no database\n";
    else if (damage == "truncate")
        bytes.truncate(bytes.size() / 2);
    else
        for (qsizetype at = 4096; at < bytes.size(); at += 4096)
            bytes.replace(at, 12, QByteArray(12, '\xA5')); // every page's header but the first's
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    }
    QFile::remove(path + "-wal");
    LibraryStore store(path);
    QCOMPARE(store.open(), LibraryStore::Opened::SetAside);
    qInfo("%s", qPrintable(store.error()));
    QVERIFY(store.error().contains(store.asidePath()));
    QCOMPARE(readFile(store.asidePath()), bytes); // kept, byte for byte
    QCOMPARE(store.count(), 0);
    QVERIFY(store.keep({{"after", randomGame("loa", 4, 9)}})[0] > 0); // the new library works
}

// A writer killed at a random moment while it keeps games: the library opens whole, with at least every game the
// writer had reported committed (SQLite's WAL with full syncs).
void TestLibrary::writerKilledAtAnyMoment() {
    QTemporaryDir dir;
    const QString path = dir.filePath("library.sqlite");
    std::mt19937 rng(11);
    int total = 0;
    for (int run = 0; run < 6; ++run) {
        QProcess writer;
        writer.start(QCoreApplication::applicationFilePath(), {kWriterArgument, path, QString::number(run)});
        QVERIFY(writer.waitForStarted());
        int committed = 0;
        const int wanted = 3 + int(rng() % 25);
        while (committed < wanted && writer.waitForReadyRead(10000))
            while (writer.canReadLine())
                committed = writer.readLine().trimmed().toInt();
        QTest::qWait(int(rng() % 7)); // somewhere in the next transaction
        writer.kill();
        writer.waitForFinished();
        LibraryStore store(path);
        const LibraryStore::Opened how = store.open();
        QVERIFY2(how == LibraryStore::Opened::Ready, qPrintable(store.error()));
        const int count = store.count();
        QVERIFY2(count >= total + committed,
                 qPrintable(QString("%1 games, %2 committed").arg(count).arg(total + committed)));
        for (const LibraryGame &game : store.list())
            QVERIFY(!store.text(game.id).isEmpty());
        total = count;
    }
    qInfo("%d games kept over 6 writers killed while writing", total);
}

void TestLibrary::threadCoalescesAndAnswers() {
    QTemporaryDir dir;
    GameLibrary library(dir.filePath("library.sqlite"));
    QSignalSpy opened(&library, &GameLibrary::opened);
    QVERIFY(opened.wait(5000));
    QVERIFY(library.isKeeping());
    QString last;
    for (int i = 1; i <= 60; ++i) // a game's every move, faster than the thread writes
        library.keep("uid-1", last = randomGame("addtraction", i % 30 + 1, 7));
    library.keep("uid-2", randomGame("loa", 8, 8));
    QSignalSpy listed(&library, &GameLibrary::listed);
    library.list();
    QVERIFY(listed.wait(5000));
    const auto games = listed.first().first().value<std::vector<LibraryGame>>();
    QCOMPARE(games.size(), std::size_t(2));
    QSignalSpy fetched(&library, &GameLibrary::fetched);
    const qint64 id = games[0].uid == "uid-1" ? games[0].id : games[1].id;
    library.fetch(id);
    QVERIFY(fetched.wait(5000));
    QCOMPARE(fetched.first().at(1).toString(), last); // the newest text handed in
    QSignalSpy removed(&library, &GameLibrary::removed);
    library.remove({id});
    QVERIFY(removed.wait(5000));
    QCOMPARE(removed.first().first().toInt(), 1);
    listed.clear();
    library.list();
    QVERIFY(listed.wait(5000));
    QCOMPARE(listed.first().first().value<std::vector<LibraryGame>>().size(), std::size_t(1));
    library.restoreRemoved();
    listed.clear();
    library.list();
    QVERIFY(listed.wait(5000));
    QCOMPARE(listed.first().first().value<std::vector<LibraryGame>>().size(), std::size_t(2));
}

void TestLibrary::importFolder() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("games/deeper"));
    const auto write = [&](const QString &name, const QString &text) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    };
    write("games/one.gamut", randomGame("loa", 10, 1));
    write("games/deeper/two.gamut", randomGame("atom4", 10, 2));
    write("games/bad.gamut", "[Format \"gamut 1\"]\n[Game \"loa\"]\n\n1. zz9\n");
    write("games/notes.txt", "not a game");
    GameLibrary library(dir.filePath("library.sqlite"));
    QSignalSpy imported(&library, &GameLibrary::imported);
    library.importFolder(dir.filePath("games"));
    QVERIFY(imported.wait(10000));
    QCOMPARE(imported.first().at(0).toInt(), 2);
    QCOMPARE(imported.first().at(1).toInt(), 1);
    const QStringList problems = imported.first().at(2).toStringList();
    qInfo("%s", qPrintable(problems.join("; ")));
    QVERIFY(problems.join(' ').contains("bad.gamut:4: illegal move 'zz9'"));
    library.importFolder(dir.filePath("games")); // again: the same games, not twice
    QVERIFY(imported.wait(10000));
    QSignalSpy listed(&library, &GameLibrary::listed);
    library.list();
    QVERIFY(listed.wait(5000));
    QCOMPARE(listed.first().first().value<std::vector<LibraryGame>>().size(), std::size_t(2));
}

void TestLibrary::unwritablePlace() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("library.sqlite")); // a folder where the file should be
    GameLibrary library(dir.filePath("library.sqlite"));
    QSignalSpy problem(&library, &GameLibrary::problem);
    QVERIFY(problem.wait(5000));
    qInfo("%s", qPrintable(problem.first().first().toString()));
    QVERIFY(!library.isKeeping());
    library.keep("uid", randomGame("loa", 3, 1)); // nothing happens, nothing crashes
    library.flush();
}

void TestLibrary::keeperKeepsTheModelsGames() {
    QTemporaryDir dir;
    GameLibrary library(dir.filePath("library.sqlite"));
    GameModel model;
    QVERIFY(model.newGame("loa"));
    LibraryKeeper keeper(&model, &library);
    QSignalSpy replaced(&keeper, &LibraryKeeper::replaced);
    QSignalSpy listed(&library, &GameLibrary::listed);
    const auto kept = [&] {
        listed.clear();
        library.list();
        return listed.wait(5000) ? listed.first().first().value<std::vector<LibraryGame>>()
                                 : std::vector<LibraryGame>{};
    };
    QVERIFY(kept().empty());
    QVERIFY(model.newGame("atoms")); // a game without a move is not kept, nor said to be replaced
    QCOMPARE(replaced.count(), 0);
    for (const char *move : {"a1", "h8", "b1"})
        QVERIFY(model.requestMove(move));
    QTRY_VERIFY(keeper.isKept());
    auto games = kept();
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].uid, model.gameIdentity());
    QCOMPARE(games[0].plies, 3);
    const QString text = model.copyText();
    QVERIFY(model.newGame("atoms"));
    QCOMPARE(replaced.count(), 1);
    QCOMPARE(replaced.first().at(0).toString(), QString("atoms"));
    QCOMPARE(replaced.first().at(1).toInt(), 3);
    QCOMPARE(replaced.first().at(2).toString(), text);
    // Atom-4: the rounds of a match are one game in the library.
    QVERIFY(model.newGame("atom4"));
    MoveList legal;
    model.position().legalMoves(legal);
    QVERIFY(model.playMove(legal[0]));
    QVERIFY(model.resign(1));
    QVERIFY(model.nextRound());
    model.position().legalMoves(legal);
    QVERIFY(model.playMove(legal[0]));
    QTRY_VERIFY(keeper.isKept());
    games = kept();
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].rounds, 2);
}

// The writer of writerKilledAtAnyMoment: keeps a game a transaction, saying each committed count on stdout.
static int keepUntilKilled(const QString &path, int run) {
    LibraryStore store(path);
    if (store.open() != LibraryStore::Opened::Ready && !store.isOpen())
        return 3;
    const QString text = randomGame("loa", 60, unsigned(run));
    for (int i = 1;; ++i) {
        if (store.keep({{QString("run%1-game%2").arg(run).arg(i), text}})[0] <= 0)
            return 4;
        printf("%d\n", i);
        fflush(stdout);
    }
}

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    if (argc == 4 && QByteArray(argv[1]) == kWriterArgument)
        return keepUntilKilled(QString::fromLocal8Bit(argv[2]), atoi(argv[3]));
    TestLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_library.moc" // Statistics read from the library (gui.md): a person's finished games per game and opponent; two people at the window
// count the first side's wins and the second side's; unfinished games, games without a person, and games kept before
// a reset are left out.
void TestLibrary::statisticsTallyTheGames() {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto game = [&](const char *id, const char *first, const char *second, int person, int winner, bool finished,
                          int daysAgo) {
        LibraryGame g;
        g.game = QLatin1String(id);
        g.players[0] = QLatin1String(first);
        g.players[1] = QLatin1String(second);
        g.person = person;
        g.winner = winner;
        g.finished = finished;
        g.updated = now.addDays(-daysAgo);
        return g;
    };
    const std::vector<LibraryGame> games = {
        game("loa", "Ada", "Computer level 3", 0, 0, true, 5),
        game("loa", "Ada", "Computer level 3", 0, 1, true, 4),
        game("loa", "Computer level 3", "Ada", 1, 1, true, 3),
        game("loa", "Ada", "Computer level 3", 0, -1, true, 2),
        game("loa", "Ada", "Computer level 3", 0, 0, false, 1),    // unfinished
        game("loa", "Random", "Computer level 3", -1, 0, true, 1), // no person
        game("atoms", "Ada", "Bea", 2, 1, true, 1),
        game("atoms", "Ada", "Bea", 2, 0, true, 1),
        game("atoms", "Ada", "Bea", 2, 1, true, 1),
    };
    const std::vector<LibraryTally> all = tallyGames(games);
    QCOMPARE(int(all.size()), 2);
    QCOMPARE(all[0].game, QStringLiteral("atoms")); // sorted by game
    QCOMPARE(all[0].opponent, QString());           // two people
    QCOMPARE(all[0].wins, 1);
    QCOMPARE(all[0].losses, 2);
    QCOMPARE(all[1].game, QStringLiteral("loa"));
    QCOMPARE(all[1].opponent, QStringLiteral("Computer level 3"));
    QCOMPARE(all[1].wins, 2); // as the first side and as the second
    QCOMPARE(all[1].losses, 1);
    QCOMPARE(all[1].draws, 1);
    QCOMPARE(all[1].games(), 4);
    // Reset three days ago: only what was kept since.
    const std::vector<LibraryTally> since = tallyGames(games, now.addDays(-3).addSecs(-60));
    QCOMPARE(int(since.size()), 2);
    QCOMPARE(since[1].games(), 2);
    QCOMPARE(since[1].wins, 1);
    QCOMPARE(since[1].draws, 1);
}
