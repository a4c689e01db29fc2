#include "loginthrottle.h"

namespace gamut::net {

int LoginThrottle::waitFor(QHash<QString, Record> &records, const QString &key, qint64 now) {
    const auto it = records.find(key);
    if (it == records.end())
        return 0;
    Record &r = *it;
    while (!r.failures.empty() && now - r.failures.front() >= windowMs_)
        r.failures.pop_front();
    if (int(r.failures.size()) + r.inFlight < limit_)
        return 0;
    // How many failures must leave the window before one more attempt fits; attempts in flight answer within
    // seconds, so when they alone fill it the wait is a second.
    const std::size_t over = r.failures.size() + std::size_t(r.inFlight) - std::size_t(limit_);
    if (over >= r.failures.size())
        return 1;
    const qint64 ms = r.failures[over] + windowMs_ - now;
    return int(std::max<qint64>(1, (ms + 999) / 1000));
}

int LoginThrottle::wait(const QString &name, const QString &address, qint64 now) {
    const int byAddress = waitFor(byAddress_, address, now);
    const int byName = name.isEmpty() ? 0 : waitFor(byName_, name.toCaseFolded(), now);
    return std::max(byAddress, byName);
}

void LoginThrottle::begin(const QString &name, const QString &address) {
    ++byAddress_[address].inFlight;
    if (!name.isEmpty())
        ++byName_[name.toCaseFolded()].inFlight;
}

void LoginThrottle::finish(QHash<QString, Record> &records, const QString &key, bool failed, qint64 now) {
    const auto it = records.find(key);
    if (it == records.end())
        return;
    it->inFlight = std::max(0, it->inFlight - 1);
    if (failed)
        it->failures.push_back(now);
    if (it->failures.empty() && it->inFlight == 0)
        records.erase(it);
}

void LoginThrottle::end(const QString &name, const QString &address, bool failed, qint64 now) {
    finish(byAddress_, address, failed, now);
    if (!name.isEmpty())
        finish(byName_, name.toCaseFolded(), failed, now);
}

void LoginThrottle::forget(qint64 now) {
    for (QHash<QString, Record> *records : {&byName_, &byAddress_})
        for (auto it = records->begin(); it != records->end();) {
            while (!it->failures.empty() && now - it->failures.front() >= windowMs_)
                it->failures.pop_front();
            if (it->failures.empty() && it->inFlight == 0)
                it = records->erase(it);
            else
                ++it;
        }
}

} // namespace gamut::net
