// The user's game library (gui.md "The library"): every game played in the window, kept in a LibraryStore that a
// thread of its own owns, so that the GUI thread never waits on the disk. Everything is asked for and answered
// by signals; keep() hands in a game's latest text, and several keeps of one game before the thread gets to them
// are written once (the newest). A library that cannot be opened is reported by problem() and the games are not
// kept (isKeeping() false): the window then asks before a game is replaced, as before.
#pragma once

#include "librarygame.h"
#include "librarystore.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

class QThread;

namespace gamut {

class GameLibrary : public QObject {
    Q_OBJECT
public:
    // Opens `path` (default defaultPath()) on the library's thread; opened() or problem() says how it went.
    explicit GameLibrary(const QString &path = QString(), QObject *parent = nullptr);
    ~GameLibrary() override;      // writes what was handed in, then stops its thread
    static QString defaultPath(); // <AppDataLocation>/library.sqlite
    QString path() const { return path_; }

    // True once the library is open and keeps games; false while it opens and when it could not be opened.
    bool isKeeping() const { return state_ == kOpen; }
    bool isOpening() const { return state_ == kOpening; }
    // Waits until the library is open or failed to open (the first moments after the start only).
    void waitUntilOpen();

    // The game `uid`'s record, to be kept (replacing what was kept under that uid).
    void keep(const QString &uid, const QString &text);
    // Every kept game's summary, newest first: listed().
    void list();
    // A kept game's record: fetched(id, text) ("" when it is not there).
    void fetch(qint64 id);
    // Removes games: removed(count); restoreRemoved() puts the last removal back.
    void remove(const std::vector<qint64> &ids);
    void restoreRemoved();
    // Keeps every .gamut file in `folder` (and below): imported(kept, skipped, problems).
    void importFolder(const QString &folder);
    // Waits until everything asked so far is done (tests, the benchmark, quitting).
    void flush();

signals:
    void opened(gamut::LibraryStore::Opened how, const QString &message); // message: set aside, or ""
    void problem(const QString &message);                                 // could not open, or a write failed
    void listed(const std::vector<gamut::LibraryGame> &games);
    void fetched(qint64 id, const QString &text);
    void changed(); // games were kept, removed, restored or imported: a list shown is out of date
    void removed(int count);
    void imported(int kept, int skipped, const QStringList &problems);

private:
    class Worker;
    void drain(); // on the worker: writes the texts handed in

    enum { kOpening, kOpen, kClosed };
    QString path_;
    QThread *thread_;
    Worker *worker_;                   // lives on thread_
    std::atomic<int> state_{kOpening}; // set by the worker once it knows
    QMutex pendingLock_;
    QHash<QString, QString> pending_; // uid -> the newest text handed in, not yet written
    bool drainPosted_ = false;
    std::vector<std::vector<LibraryStore::Removed>> removedStack_; // touched only on the worker
};

} // namespace gamut

Q_DECLARE_METATYPE(std::vector<gamut::LibraryGame>)
