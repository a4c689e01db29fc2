// Login throttling (protocol.md 1.2 "Accounts"): after 10 failed logins in 10 minutes for one name or from one
// client address, further attempts are refused with the seconds to wait, until the oldest failure leaves the window.
// The server asks before it hashes anything, so a flood of wrong passwords costs a table lookup each, not a hash.
//
// Attempts still being checked on a worker thread count as failures until their answer comes: ten guesses sent at
// once cannot start twenty hashes. A name is counted without regard to case, as accounts are unique that way. Pure
// bookkeeping with the caller's clock (ms), no Qt event loop: tests drive the time.
#pragma once

#include <QHash>
#include <QString>

#include <deque>

namespace gamut::net {

class LoginThrottle {
public:
    explicit LoginThrottle(int limit = 10, qint64 windowMs = 10 * 60 * 1000) : limit_(limit), windowMs_(windowMs) {}

    // 0 when an attempt for `name` from `address` may be checked now, else the seconds until it may (at least 1).
    // An empty name counts the address alone (a session login: a session cannot be guessed, and a locked name must
    // not keep its owner from coming back with one).
    int wait(const QString &name, const QString &address, qint64 now);
    void begin(const QString &name, const QString &address); // an attempt goes to the hasher
    void end(const QString &name, const QString &address, bool failed, qint64 now);
    void forget(qint64 now); // drops what has left the window (the server's sweep calls it)
    int tracked() const { return int(byName_.size() + byAddress_.size()); }

private:
    struct Record {
        std::deque<qint64> failures; // times, oldest first
        int inFlight = 0;
    };
    int waitFor(QHash<QString, Record> &records, const QString &key, qint64 now);
    void finish(QHash<QString, Record> &records, const QString &key, bool failed, qint64 now);

    int limit_;
    qint64 windowMs_;
    QHash<QString, Record> byName_, byAddress_;
};

} // namespace gamut::net
