// The game library's database (gui.md "The library"): one SQLite file, its schema versioned (PRAGMA user_version),
// written in WAL mode with full syncs so that a crash or a power cut at any moment leaves the last committed games
// in place. Synchronous and for one thread: GameLibrary runs it on a worker thread, the tests and the benchmark
// directly. A file that is not a library (damaged, not a database, a schema this program cannot read) is never
// emptied: a damaged one is renamed aside with its -wal and -shm files and a new library starts, a newer one is
// left alone and the store stays closed.
//
// A kept game is a row of `games`: the summary the list shows and filters by (LibraryGame), and the record's text.
#pragma once

#include "librarygame.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace gamut {

class LibraryStore {
public:
    static constexpr int kSchemaVersion = 1;

    explicit LibraryStore(const QString &path);
    ~LibraryStore();
    LibraryStore(const LibraryStore &) = delete;
    LibraryStore &operator=(const LibraryStore &) = delete;

    enum class Opened { Ready, Created, SetAside, Newer, Failed };
    // Opens (or creates) the library. SetAside: the file was damaged and renamed to `asidePath()`; a new library
    // is open. Newer/Failed: closed, error() says why; nothing was changed on the disk.
    Opened open();
    bool isOpen() const { return open_; }
    QString path() const { return path_; }
    QString asidePath() const { return aside_; }
    QString error() const { return error_; }

    // Keeps games (their uid, summary and text) in one transaction: a game already kept under its uid is replaced.
    // Texts that do not load are skipped and named in error(). The ids of the games kept, in order (0: skipped).
    std::vector<qint64> keep(const std::vector<std::pair<QString, QString>> &uidsAndTexts);
    // Every kept game's summary, newest first.
    std::vector<LibraryGame> list();
    QString text(qint64 id); // a kept game's record, "" when there is none
    // Removes games; returns what was removed (summary and text) so that restore() can put them back as they were.
    struct Removed {
        LibraryGame game;
        QString text;
    };
    std::vector<Removed> remove(const std::vector<qint64> &ids);
    bool restore(const std::vector<Removed> &games);
    int count();

private:
    bool fail(const QString &message);
    bool exec(const QString &sql);
    bool createSchema();
    bool setAside(const QString &why);
    bool insert(const LibraryGame &game, const QString &text, qint64 *id);

    QString path_, connection_, aside_, error_;
    QDateTime lastKept_; // the `updated` of the last keep: each keep is later, so newest first has no ties
    bool open_ = false;
};

} // namespace gamut
