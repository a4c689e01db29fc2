// Runs the slow password hashes (passwords.h) on worker threads, so that the server's event loop, which serves every
// player, never waits a second for one login. A job's answer comes back on the hasher's thread (the server's) as a
// queued call; the caller names its client by number and looks it up again, since a client may leave meanwhile.
//
// The pool is small on purpose (at most `threads` hashes at once, the rest wait in order): a burst of logins takes
// a bounded share of the machine's cores and the games go on. pending() lets the server refuse new work when too
// much waits (a global bound on top of the per-name and per-address throttling, which refuses before any hashing).
#pragma once

#include <QObject>
#include <QThreadPool>

#include <functional>

namespace gamut::net {

class PasswordHasher : public QObject {
    Q_OBJECT
public:
    explicit PasswordHasher(int threads, QObject *parent = nullptr);
    ~PasswordHasher() override; // waits for the running hashes; answers not yet delivered are dropped

    // `done(matches)` after checking `password` against the stored hash.
    void check(const QByteArray &password, const QString &stored, std::function<void(bool)> done);
    // `done(stored)` with a new stored hash of `password`.
    void hash(const QByteArray &password, int iterations, std::function<void(const QString &)> done);
    int pending() const { return pending_; } // jobs queued or running
    int started() const { return started_; } // jobs ever given
    void waitForDone() { pool_.waitForDone(); }

private:
    QThreadPool pool_;
    int pending_ = 0, started_ = 0;
};

} // namespace gamut::net
