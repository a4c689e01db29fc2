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
            wake_.wait(lock, [this] { return hasWork_ || stopping_; });
            if (!hasWork_ && stopping_)
                break;
            batch = std::move(handed_);
            handed_.clear();
            hasWork_ = false;
            alone = syncRun_; // runNow(): it waits for the outcome itself, nobody to post to
            syncRun_ = false;
        }
        std::vector<Outcome> outcomes = commitBatch(*db, batch);
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

std::vector<StoreWriter::Outcome> StoreWriter::commitBatch(StoreDb &db, std::vector<Item> &batch) {
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

} // namespace gamut::net
