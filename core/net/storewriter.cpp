#include "storewriter.h"

#include <QMetaObject>

#include <map>

namespace gamut::net {

StoreWriter::StoreWriter(Connect connect, QObject *context, Done done)
    : connect_(std::move(connect)), context_(context), done_(std::move(done)) {}

StoreWriter::~StoreWriter() { stop(); }

bool StoreWriter::start(QString &error) {
    if (started_)
        return true;
    std::unique_lock lock(mutex_);
    thread_ = std::thread([this] { threadMain(); });
    finished_.wait(lock, [this] { return started_ || !startError_.isEmpty(); });
    if (!started_) {
        error = startError_;
        lock.unlock();
        thread_.join();
        return false;
    }
    return true;
}

void StoreWriter::stop() {
    if (!thread_.joinable())
        return;
    if (started_)
        drain();
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
    started_ = false;
}

void StoreWriter::setGuard(Guard guard, int idleMs) {
    {
        std::lock_guard lock(mutex_);
        guard_ = std::move(guard);
        idleMs_ = idleMs;
    }
    wake_.notify_all(); // a writer waiting without a heartbeat starts beating
}

void StoreWriter::add(quint64 seq, std::vector<qint64> keys, Change change) {
    open_.push_back({seq, std::move(keys), std::move(change)});
}

void StoreWriter::flush() {
    if (busy_ || open_.empty() || !started_)
        return;
    busy_ = true;
    ++batches_;
    {
        std::lock_guard lock(mutex_);
        handed_ = std::move(open_);
        hasWork_ = true;
    }
    open_.clear();
    wake_.notify_all();
}

bool StoreWriter::idle() const { return !busy_ && open_.empty(); }

std::vector<quint64> StoreWriter::failKeys(std::set<qint64> &keys) {
    // A request is taken out whole when one of its changes touches a failed key; its other keys fail with it.
    std::set<quint64> failed;
    for (bool grew = true; grew;) {
        grew = false;
        for (const Item &item : open_) {
            if (failed.count(item.seq))
                continue;
            bool touches = false;
            for (qint64 k : item.keys)
                touches = touches || keys.count(k);
            if (!touches)
                continue;
            failed.insert(item.seq);
            grew = true;
            for (const Item &same : open_)
                if (same.seq == item.seq)
                    keys.insert(same.keys.begin(), same.keys.end());
        }
    }
    std::erase_if(open_, [&](const Item &item) { return failed.count(item.seq) > 0; });
    return {failed.begin(), failed.end()};
}

bool StoreWriter::runNow(const Change &change, QString &error) {
    if (!started_) {
        error = QStringLiteral("the store is not open");
        return false;
    }
    drain();
    std::vector<Outcome> outcomes;
    {
        std::unique_lock lock(mutex_);
        handed_ = {Item{0, {}, change}};
        hasWork_ = true;
        syncRun_ = true;
        wake_.notify_all();
        finished_.wait(lock, [this] { return resultsReady_; });
        outcomes = std::move(results_);
        results_.clear();
        resultsReady_ = false;
    }
    if (outcomes.empty() || outcomes.front().ok)
        return true;
    error = outcomes.front().error;
    return false;
}

void StoreWriter::drain() {
    while (busy_ || !open_.empty()) {
        if (!busy_) {
            flush();
            if (!busy_)
                return; // not started
        }
        {
            std::unique_lock lock(mutex_);
            finished_.wait(lock, [this] { return resultsReady_; });
        }
        deliver({});
    }
}

// On the event loop: takes the thread's outcomes (when they are there: a drain() may have taken them first), hands
// the batch that grew meanwhile over, then tells the server.
void StoreWriter::deliver(std::vector<Outcome>) {
    std::vector<Outcome> outcomes;
    {
        std::lock_guard lock(mutex_);
        if (!resultsReady_)
            return;
        outcomes = std::move(results_);
        results_.clear();
        resultsReady_ = false;
    }
    busy_ = false;
    if (done_)
        done_(std::move(outcomes));
    flush();
}

void StoreWriter::threadMain() {
    QString error;
    std::unique_ptr<StoreDb> db = connect_(error);
    {
        std::lock_guard lock(mutex_);
        if (db)
            started_ = true;
        else
            startError_ = error.isEmpty() ? QStringLiteral("the store's writer could not connect") : error;
    }
    finished_.notify_all();
    if (!db)
        return;
    for (;;) {
        std::vector<Item> batch;
        bool alone = false;
        {
            std::unique_lock lock(mutex_);
            bool beat = false;
            while (!hasWork_ && !stopping_ && !beat) {
                if (guard_ && idleMs_ > 0)
                    beat = wake_.wait_for(lock, std::chrono::milliseconds(idleMs_)) == std::cv_status::timeout &&
                           !hasWork_ && !stopping_;
                else
                    wake_.wait(lock);
            }
            if (beat) {
                lock.unlock();
                idleBatch(db); // nothing to write for a while: the guard alone (a heartbeat)
                continue;
            }
            if (!hasWork_ && stopping_)
                break;
            batch = std::move(handed_);
            handed_.clear();
            hasWork_ = false;
            alone = syncRun_; // runNow(): it waits for the outcome itself, nobody to post to
            syncRun_ = false;
        }
        reconnectIfLost(db);
        std::vector<Outcome> outcomes = commitBatch(*db, batch);
        roundTrips_ = db->roundTrips();
        batch.clear(); // the closures' captures go on this thread, before the outcome is read
        {
            std::lock_guard lock(mutex_);
            results_ = std::move(outcomes);
            resultsReady_ = true;
        }
        finished_.notify_all();
        if (!alone && context_)
            QMetaObject::invokeMethod(
                context_,
                [this, alive = std::weak_ptr<char>(alive_)] {
                    if (!alive.expired()) // the writer may be gone (stop() delivered everything itself)
                        deliver({});
                },
                Qt::QueuedConnection);
    }
    db.reset();
}

// A connection PostgreSQL closed (a restart, a cut, a terminated backend) is opened again before the next batch:
// without this every later request would fail for good.
void StoreWriter::reconnectIfLost(std::unique_ptr<StoreDb> &db) {
    if (db->db().isOpen())
        return;
    QString error;
    if (auto fresh = connect_(error))
        db = std::move(fresh);
}

void StoreWriter::idleBatch(std::unique_ptr<StoreDb> &db) {
    reconnectIfLost(db);
    std::vector<Item> none;
    commitBatch(*db, none);
    roundTrips_ = db->roundTrips();
}

// Which requests of a batch may not be written (the guard refused a key they touch), marked in `failed`; false when
// the guard refused the whole batch (`whole` says why) or could not run.
bool StoreWriter::runGuard(StoreDb &db, const std::vector<Item> &batch, std::map<quint64, QString> &failed,
                           QString &whole) {
    Guard guard;
    {
        std::lock_guard lock(mutex_);
        guard = guard_;
    }
    if (!guard)
        return true;
    std::set<qint64> keys, refused;
    for (const Item &item : batch)
        keys.insert(item.keys.begin(), item.keys.end());
    QString why;
    if (!guard(db, keys, refused, why)) {
        whole = why.isEmpty() ? db.lastError() : why;
        return false;
    }
    for (const Item &item : batch)
        for (qint64 k : item.keys)
            if (refused.count(k))
                failed.emplace(item.seq, why);
    return true;
}

// PostgreSQL: the whole batch as one script (storedb.h), BEGIN to COMMIT in one round trip (two with a guard)
// unless a change reads. Nothing when a statement failed: the batch is then run again a statement at a time,
// which finds the change that fails and commits the others.
std::optional<std::vector<StoreWriter::Outcome>> StoreWriter::commitScripted(StoreDb &db, std::vector<Item> &batch) {
    db.beginScript();
    std::map<quint64, QString> failed;
    QString whole;
    bool ok = runGuard(db, batch, failed, whole);
    if (!ok && !whole.isEmpty() && db.db().isOpen()) { // refused as a whole: no need to look further
        db.execDirect(QStringLiteral("ROLLBACK"));
        db.endScript();
        return outcomesOf(batch, failed, whole);
    }
    for (const Item &item : batch)
        if (ok && !failed.count(item.seq) && !item.change(db))
            ok = false;
    ok = ok && db.sendScript(QStringLiteral("COMMIT"));
    if (!ok)
        db.execDirect(QStringLiteral("ROLLBACK"));
    db.endScript();
    if (!ok)
        return std::nullopt;
    return outcomesOf(batch, failed, QString());
}

std::vector<StoreWriter::Outcome> StoreWriter::outcomesOf(const std::vector<Item> &batch,
                                                          const std::map<quint64, QString> &failed,
                                                          const QString &commitError) {
    std::vector<Outcome> outcomes;
    for (const Item &item : batch) {
        if (!outcomes.empty() && outcomes.back().seq == item.seq)
            continue;
        Outcome o{item.seq, true, {}};
        if (!commitError.isEmpty())
            o = {item.seq, false, commitError};
        else if (const auto it = failed.find(item.seq); it != failed.end())
            o = {item.seq, false, it->second};
        outcomes.push_back(std::move(o));
    }
    return outcomes;
}

std::vector<StoreWriter::Outcome> StoreWriter::commitBatch(StoreDb &db, std::vector<Item> &batch) {
    if (db.isPostgres() && scripts_)
        if (auto outcomes = commitScripted(db, batch))
            return std::move(*outcomes);
    std::map<quint64, QString> failed;  // requests taken out, and why
    std::map<qint64, quint64> failedAt; // a key -> the first request that failed on it
    const auto dependsOnFailure = [&](const Item &item) {
        for (qint64 k : item.keys)
            if (const auto it = failedAt.find(k); it != failedAt.end() && item.seq > it->second)
                return true;
        return false;
    };
    QString commitError;
    for (;;) { // at most once more per failed request: a failure is rare (a full disk) and the batch is short
        if (!db.begin()) {
            commitError = db.lastError();
            break;
        }
        std::map<quint64, QString> refused;
        if (!runGuard(db, batch, refused, commitError)) {
            if (commitError.isEmpty())
                commitError = db.lastError();
            db.rollback();
            break;
        }
        for (const auto &[seq, why] : refused)
            failed.emplace(seq, why);
        bool again = false;
        for (const Item &item : batch) {
            if (failed.count(item.seq))
                continue;
            if (dependsOnFailure(item)) {
                failed[item.seq] = QStringLiteral("an earlier change of the same table could not be stored");
                for (qint64 k : item.keys)
                    failedAt.emplace(k, item.seq);
                continue;
            }
            if (!item.change(db)) {
                failed[item.seq] = db.lastError().isEmpty() ? QStringLiteral("the store refused it") : db.lastError();
                for (const Item &same : batch)
                    if (same.seq == item.seq)
                        for (qint64 k : same.keys)
                            failedAt.emplace(k, item.seq);
                db.rollback();
                again = true;
                break;
            }
        }
        if (again)
            continue;
        if (!db.commit()) {
            commitError = db.lastError();
            db.rollback();
        }
        break;
    }
    return outcomesOf(batch, failed, commitError);
}

} // namespace gamut::net
