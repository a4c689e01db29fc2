// The game server's store in SQLite (Qt SQL's QSQLITE driver): one database file `gamut.db` in the data folder,
// WAL journal, exclusive locking (one server per folder), synchronous=NORMAL (a killed server loses nothing
// acknowledged: the kernel has every committed transaction) or FULL with `--sync` (a power cut loses nothing either).
//
// Plain SQL tables (schema version in `meta`, migrated on open):
//   tables (id, game, variant, owner, created, active, closed, finished)  one row per table ever created
//   seats  (table_id, side, name, token_hash, wants_next)                  two rows per table
//   games  (table_id, number, head, record)  every game of a table: `head` = its tags; `record` = its whole text
//                                           once it is finished (NULL for the current game)
//   moves  (table_id, game, ply, move)       the current game's moves, a row appended per move
// The SQL is the portable subset (no upserts, no SQLite-only functions), so that a PostgreSQL store through
// QPSQL could share it (README).
//
// A data folder of the file store before it (`t<n>.gamut`, `t<n>.seats`) is imported when the database is created,
// and its files are left untouched beside it (legacyimport.cpp).
#pragma once

#include "tablestore.h"

#include <functional>
#include <memory>

namespace gamut::net {

class SqlTableStore : public TableStore {
public:
    using Log = std::function<void(const QString &)>;
    SqlTableStore(const QString &folder, bool sync, Log log);
    ~SqlTableStore() override;
    SqlTableStore(const SqlTableStore &) = delete;
    SqlTableStore &operator=(const SqlTableStore &) = delete;

    static constexpr int kSchemaVersion = 1;
    static QString databaseName() { return QStringLiteral("gamut.db"); }

    // Creates the folder (0700) when it does not exist; an existing folder keeps its mode.
    bool open(QString &error) override;
    std::vector<StoredTable> loadOpen() override;
    int nextNumber() override;
    bool createTable(const Table &table, const QString &owner, qint64 now, QString &error) override;
    bool saveTable(const Table &table, qint64 now, QString &error) override;
    bool appendMove(const Table &table, const QString &move, qint64 now, QString &error) override;
    bool startNext(const Table &table, const std::string &finishedText, qint64 now, QString &error) override;
    bool closeTable(const Table &table, qint64 now, QString &error) override;
    std::vector<std::string> finishedGames(const QString &id, int from, int count, QString &error) override;

    // For the import of a file store and for tests: a whole table in one transaction (its finished games' texts,
    // its current game and that game's move texts).
    bool importTable(const Table &table, const std::vector<std::string> &finished, const QStringList &moves,
                     QString &error);
    void setNextNumber(int number); // at least this number for the next table (the import's highest file number)
    // The current game's record text of table `id` as stored (tests, on a folder no server has open); empty when
    // there is none.
    std::string currentGameText(const QString &id);
    // Tests: the database refuses to grow beyond `pages` pages (SQLITE_FULL), as on a full disk; 0 = no limit.
    void limitPages(int pages);
    int pageCount(); // tests: the database's size in pages
    void close();    // gives the database up (to another store on the folder); open() may take it again
    const QString &folder() const { return folder_; }

private:
    struct Db;
    bool migrate(int from, QString &error);
    bool insertTable(const Table &table, const QString &owner, qint64 now);
    bool writeSeatsAndHead(const Table &table);
    bool commit(bool ok, QString &error);

    QString folder_;
    bool sync_ = false;
    Log log_;
    std::unique_ptr<Db> db_;
};

} // namespace gamut::net
