// One connection to the server's database, SQLite (Qt's QSQLITE) or PostgreSQL (QPSQL), as the store's code uses
// it: statements prepared once and kept by their text, values bound by position, the first failure kept for the
// message of the request it belonged to. A connection belongs to the thread that opened it (Qt SQL's rule): the
// event loop reads through one, the store's writer thread (storewriter.h) writes through another.
//
// The SQL of the store is written once, in the subset both databases speak (no upserts, no SQLite-only functions,
// BIGINT/VARCHAR/TEXT columns); sql() rewrites the few words that differ (see there), so a migration or a query
// is one text for both.
#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <functional>
#include <initializer_list>
#include <memory>
#include <vector>

namespace gamut::net {

// Where the store lives: an SQLite file in a data folder, or a PostgreSQL database named by a URL
// (postgresql://user[:password]@host[:port]/database).
struct StoreLocation {
    enum class Kind { Sqlite, Postgres } kind = Kind::Sqlite;
    QString path; // SQLite: the database file
    QString host, user, password, database;
    int port = 5432;

    bool isPostgres() const { return kind == Kind::Postgres; }
    // A postgresql:// or postgres:// URL; false and a message when it is not one.
    static bool fromUrl(const QString &url, StoreLocation &out, QString &error);
    QString describe() const; // for messages: the file, or user@host:port/database (never the password)
};

class StoreDb;

// Calls finishAll() when the reads of a scope are done.
struct ReadScope {
    StoreDb &db;
    ~ReadScope();
};

class StoreDb {
public:
    StoreDb(const StoreLocation &location, const QString &connectionName);
    ~StoreDb();
    StoreDb(const StoreDb &) = delete;
    StoreDb &operator=(const StoreDb &) = delete;

    bool open(QString &error);
    bool isPostgres() const { return location_.isPostgres(); }
    const StoreLocation &location() const { return location_; }
    QSqlDatabase &db() { return db_; }

    // The SQL for this database: `WITHOUT ROWID` (SQLite's storage clause) is dropped for PostgreSQL,
    // `BLOB` becomes `BYTEA`, `INTEGER PRIMARY KEY` of SQLite's row ids becomes `BIGINT PRIMARY KEY`; a text that
    // starts with "postgresql: " or "sqlite: " is for that database only (empty for the other).
    QString sql(const char *text) const;
    // Runs a statement (prepared once per text and connection) with `values` bound by position; false and
    // lastError() on failure. A SELECT leaves its rows in query(text) for the caller to read.
    bool exec(const char *text, std::initializer_list<QVariant> values = {});
    bool exec(const char *text, const QVariantList &values);
    QSqlQuery &query(const char *text);   // the prepared statement of `text` (after exec: its rows)
    bool execDirect(const QString &text); // unprepared (PRAGMAs, DDL); rows in lastDirect()
    QSqlQuery &lastDirect() { return direct_; }

    bool begin();
    bool commit();
    void rollback();

    // PostgreSQL: a batch's statements in one round trip instead of one each. beginScript() opens a transaction
    // (its BEGIN goes with the first send); until endScript(), exec() of a statement that changes rows (INSERT,
    // UPDATE, DELETE; not one with RETURNING, whose rows are read) is only added to the script, its values written
    // in as literals (as Qt's driver writes the values of a prepared statement), and returns true; a text seen
    // before runs as `EXECUTE` of a statement this connection prepared for it. A SELECT sends the script first,
    // then runs as usual. sendScript() sends what was added and `tail` (e.g. "COMMIT") as one text; `perResult`
    // sees each statement's result in turn (the rows of the cluster's guard, clusterleases.h). False with
    // lastError() when a statement failed: the transaction is then aborted (PostgreSQL skips the rest), and the
    // caller rolls back and runs the batch again a statement at a time to find the change that failed. SQLite
    // (in-process, no round trips) never scripts: beginScript() does nothing there.
    void beginScript();
    bool scripting() const { return scripting_; }
    bool sendScript(const QString &tail = QString(),
                    const std::function<void(int index, QSqlQuery &result)> &perResult = nullptr);
    void endScript(); // forgets what was not sent (after a failure) and prepares the texts seen in the batch
    int roundTrips() const { return roundTrips_; } // statements or scripts sent so far (figures, tests)

    const QString &lastError() const { return error_; }
    void setError(const QString &error) { error_ = error; }
    void clearStatements(); // before a connection is given up or the schema changes
    // Ends every statement's read: an SQLite connection with a statement left open keeps its read snapshot (it
    // would not see later commits, and the WAL could not be checkpointed past it).
    void finishAll();

private:
    bool addToScript(const char *text, const QVariantList &values);
    QString literal(const QVariant &value) const;

    StoreLocation location_;
    QString name_;
    QSqlDatabase db_;
    QHash<QByteArray, std::shared_ptr<QSqlQuery>> statements_; // by their text
    QSqlQuery direct_;
    QString error_;
    bool scripting_ = false;
    QString script_;                    // what is added and not yet sent
    QHash<QByteArray, QString> named_;  // texts prepared on this connection (PostgreSQL): their statement's name
    std::vector<QByteArray> toPrepare_; // texts first seen in the script running now, prepared after it
    int roundTrips_ = 0;
};

} // namespace gamut::net
