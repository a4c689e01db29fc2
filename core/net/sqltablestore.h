// The game server's store: an SQLite file `gamut.db` in the data folder (Qt's QSQLITE), or a PostgreSQL database
// (QPSQL, `--store postgresql://...`), with the schema of schema.h and the same SQL for both.
//
// Two connections: the event loop reads through one (the open tables at start, a table's history in pages, a table
// again after a failed write), and the writer thread (storewriter.h) commits the requests' changes
// (tablechanges.h) in groups. SQLite runs in WAL mode with synchronous=FULL (durable: a commit is on the disk before
// its `ok`, so a power cut loses nothing acknowledged) or NORMAL with `--fast` (a killed server loses nothing, a
// power cut loses what the kernel had not yet written, up to about half a minute).
//
// Loud on damage (SQLite): the store refuses to open, with a message naming the file and the damage and a Failure
// that gamut-server turns into its exit code, when the file is empty or not an SQLite database, has no Gamut
// schema or a newer one, fails SQLite's quick check (run at every start for a database up to
// kQuickCheckLimitBytes; larger ones are checked by `gamut-server --check`), or when its `-wal` file is missing
// after a server did not stop cleanly (the acknowledged changes since the last checkpoint would be lost silently).
// A new database is made under a temporary name and renamed when its schema (and an import) is committed, so an
// existing `gamut.db` always has a schema unless it is damaged. One server per folder: a lock on `gamut.lock`.
//
// A data folder of the file store before it (`t<n>.gamut`, `t<n>.seats`) is imported when the database is created;
// the seats files (they hold the tokens in plain text) are removed once the import is committed (legacyimport.cpp).
#pragma once

#include "storedb.h"
#include "storewriter.h"
#include "tablestore.h"

#include <functional>
#include <memory>
#include <optional>

namespace gamut::net {

class SqlTableStore : public TableStore {
public:
    using Log = std::function<void(const QString &)>;
    // Why open() refused: gamut-server's exit code for each (README, "Exit codes").
    enum class Failure { None = 0, Cannot = 1, Damaged = 3, InUse = 4, Newer = 5 };
    struct Options {
        bool durable = true;        // synchronous=FULL (else NORMAL: `--fast`)
        bool acceptLostWal = false; // open although the `-wal` file of an unclean stop is missing
        bool readOnly = false;      // `--check`: no lock, no migration, no marker
        qint64 quickCheckLimitBytes = kQuickCheckLimitBytes;
    };
    static constexpr qint64 kQuickCheckLimitBytes = qint64(2) << 30;

    SqlTableStore(const StoreLocation &location, Options options, Log log);
    // SQLite in `folder` (tests): durable when `durable`.
    SqlTableStore(const QString &folder, bool durable, Log log);
    ~SqlTableStore() override;
    SqlTableStore(const SqlTableStore &) = delete;
    SqlTableStore &operator=(const SqlTableStore &) = delete;

    static QString databaseName() { return QStringLiteral("gamut.db"); }
    static int schemaVersion();

    // Creates the folder (0700) when it does not exist; an existing folder keeps its mode.
    bool open(QString &error) override;
    Failure failure() const { return failure_; }
    bool loadOpen(std::vector<StoredTable> &tables, QString &error) override;
    std::optional<StoredTable> loadTable(qint64 number, QString &error) override;
    int nextNumber() override;
    std::vector<std::string> finishedGames(const QString &id, int from, int count, QString &error) override;
    bool isOpen() const override { return writer_ != nullptr; }
    StoreWriter &writer() override { return *writer_; }
    StoreDb &reader() override { return *reader_; }
    void close() override; // commits what is pending, marks a clean stop, gives the database up

    // Runs one change now in its own transaction (tests, the import, maintenance).
    bool apply(const StoreWriter::Change &change, QString &error);
    // The same, one request at a time (tests of the store alone).
    bool createTable(const Table &table, const QString &owner, qint64 now, QString &error);
    bool saveTable(const Table &table, qint64 now, QString &error);
    bool appendMove(const Table &table, const QString &move, qint64 now, QString &error);
    bool startNext(const Table &table, const std::string &finishedText, qint64 now, QString &error);
    bool closeTable(const Table &table, qint64 now, QString &error);

    // The current game's record text of table `id` as stored (tests); empty when there is none.
    std::string currentGameText(const QString &id);
    // Tests: the database refuses to grow beyond `pages` pages (SQLITE_FULL), as on a full disk; 0 = no limit.
    void limitPages(int pages);
    int pageCount(); // tests: the database's size in pages
    const QString &folder() const { return folder_; }
    const StoreLocation &location() const { return location_; }

    // `gamut-server --check`: SQLite's integrity check and every table read back strictly; a report line per
    // finding through `out`. True when nothing is wrong.
    bool check(const std::function<void(const QString &)> &out);
    // `gamut-server --backup FILE`: a consistent copy of the database while a server runs (VACUUM INTO), checked
    // and marked as cleanly stopped, so that it starts as it is.
    static bool backup(const QString &folder, const QString &file, QString &error);

private:
    bool fail(Failure failure, const QString &message, QString &error);
    bool openSqliteFile(QString &error);
    bool createDatabase(const QString &path, QString &error);
    bool migrate(StoreDb &db, int from, QString &error);
    bool quickCheck(QString &error);
    std::unique_ptr<StoreDb> connectWriter(QString &error);
    bool readTable(qint64 number, const QString &owner, qint64 active, int finished, StoredTable &out, QString &error,
                   bool &queryFailed);
    void removeImportedSeatsFiles();

    StoreLocation location_;
    Options options_;
    QString folder_;
    Log log_;
    Failure failure_ = Failure::None;
    std::unique_ptr<StoreDb> reader_;
    std::unique_ptr<StoreWriter> writer_;
    int lockFd_ = -1;
    bool markedRunning_ = false;
};

} // namespace gamut::net
