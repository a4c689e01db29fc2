// Group commit: the store's writes run on a thread of their own, a batch at a time, each batch one transaction.
//
// The server's event loop adds the changes of the requests it reads (add()), each with the keys it touches (a
// table's number, or whatever a change of another kind names) and a sequence number; at the end of a pass of the
// event loop it calls flush(), which hands the open batch to the thread unless the thread is still committing the
// one before, in which case the open batch goes on growing and follows as soon as that commit is done. So while
// the disk flushes one batch, the loop checks the moves of the next: one flush of the disk carries all the requests
// read meanwhile, and the loop never waits for the disk. When a batch is committed (or failed), `done` is called on
// the event loop's thread with each request's outcome, and only then does the server send its `ok`s.
//
// A change that fails (a full disk) fails alone with every later change of the same batch that touches one of its
// keys (they were decided on the state it would have made); the rest of the batch is run again without them and
// committed. A failed commit fails the whole batch. The caller takes the failed requests back (server.cpp reloads
// the tables they touched) and also fails the changes of the open batch that touch those keys (failKeys()).
// Checkpoints (SQLite's WAL) happen on this thread too, never on the event loop.
#pragma once

#include "storedb.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <vector>

namespace gamut::net {

class StoreWriter {
public:
    using Change = std::function<bool(StoreDb &)>;
    struct Outcome {
        quint64 seq = 0;
        bool ok = true;
        QString error; // why, when !ok
    };
    using Done = std::function<void(std::vector<Outcome>)>;
    // `connect` opens the writer's own connection on the writer's thread (settings such as PRAGMAs included).
    using Connect = std::function<std::unique_ptr<StoreDb>(QString &error)>;

    StoreWriter(Connect connect, QObject *context, Done done);
    ~StoreWriter();
    StoreWriter(const StoreWriter &) = delete;
    StoreWriter &operator=(const StoreWriter &) = delete;

    bool start(QString &error);
    // Where outcomes go: `done` on `context`'s thread (the event loop), after each batch.
    void setReceiver(QObject *context, Done done) {
        context_ = context;
        done_ = std::move(done);
    }
    void stop(); // commits what is open, then ends the thread

    // The event loop's side.
    void add(quint64 seq, std::vector<qint64> keys, Change change);
    void flush();                                          // hands the open batch over (or leaves it to follow)
    bool idle() const;                                     // nothing open, nothing being committed
    std::vector<quint64> failKeys(std::set<qint64> &keys); // takes the open changes touching `keys` out
    // Runs `change` alone in its own transaction after everything before it, and waits (tests, maintenance).
    bool runNow(const Change &change, QString &error);
    // Waits until everything added so far is committed and its outcome delivered (a clean stop, tests).
    void drain();
    int batches() const { return batches_; }
    // Run first in every batch's transaction with the keys the batch touches (the cluster's fence check,
    // clusterleases.h): the keys it puts in `refused` must not be written now (the changes touching them fail, with
    // `why`); false fails the whole batch (this process may not write at all any more). When the writer has had
    // nothing to do for `idleMs`, the guard runs alone in an empty batch (a heartbeat). May be set while the
    // writer runs (the cluster knows its number once the store is open); it applies from the next batch on.
    using Guard =
        std::function<bool(StoreDb &db, const std::set<qint64> &keys, std::set<qint64> &refused, QString &why)>;
    void setGuard(Guard guard, int idleMs);
    // PostgreSQL: each batch as one script (the default), or a statement at a time (figures, before and after).
    void setScripts(bool on) { scripts_ = on; }
    int roundTrips() const { return roundTrips_; } // statements and scripts the writer's connection has sent

private:
    struct Item {
        quint64 seq;
        std::vector<qint64> keys;
        Change change;
    };
    void threadMain();
    std::vector<Outcome> commitBatch(StoreDb &db, std::vector<Item> &batch);
    std::optional<std::vector<Outcome>> commitScripted(StoreDb &db, std::vector<Item> &batch);
    bool runGuard(StoreDb &db, const std::vector<Item> &batch, std::map<quint64, QString> &failed, QString &whole);
    static std::vector<Outcome> outcomesOf(const std::vector<Item> &batch, const std::map<quint64, QString> &failed,
                                           const QString &commitError);
    void reconnectIfLost(std::unique_ptr<StoreDb> &db);
    void idleBatch(std::unique_ptr<StoreDb> &db);
    void deliver(std::vector<Outcome> outcomes);

    Connect connect_;
    Guard guard_;
    int idleMs_ = 0;
    QPointer<QObject> context_;
    Done done_;
    std::vector<Item> open_; // the event loop's growing batch
    bool busy_ = false;      // a batch is with the thread (event loop's view)
    int batches_ = 0;
    std::atomic<bool> scripts_{true};
    std::atomic<int> roundTrips_{0};
    std::thread thread_;
    mutable std::mutex mutex_;
    std::condition_variable wake_, finished_;
    std::vector<Item> handed_; // guarded: the batch given to the thread
    bool hasWork_ = false, stopping_ = false, started_ = false, syncRun_ = false;
    std::vector<Outcome> results_; // guarded: the thread's last outcomes, not yet delivered
    bool resultsReady_ = false;
    QString startError_;
    std::shared_ptr<char> alive_ = std::make_shared<char>(); // the posted deliveries' check that the writer lives
};

} // namespace gamut::net
