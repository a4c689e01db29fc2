#include "passwordhasher.h"

#include "passwords.h"

#include <QMetaObject>

namespace gamut::net {

PasswordHasher::PasswordHasher(int threads, QObject *parent) : QObject(parent) {
    pool_.setMaxThreadCount(std::max(1, threads));
    pool_.setExpiryTimeout(60000);
}

PasswordHasher::~PasswordHasher() { pool_.waitForDone(); }

void PasswordHasher::check(const QByteArray &password, const QString &stored, std::function<void(bool)> done) {
    ++pending_;
    ++started_;
    pool_.start([this, password, stored, done = std::move(done)]() mutable {
        const bool matches = checkPassword(password, stored);
        QMetaObject::invokeMethod(
            this,
            [this, matches, done = std::move(done)] {
                --pending_;
                done(matches);
            },
            Qt::QueuedConnection);
    });
}

void PasswordHasher::hash(const QByteArray &password, int iterations, std::function<void(const QString &)> done) {
    ++pending_;
    ++started_;
    pool_.start([this, password, iterations, done = std::move(done)]() mutable {
        const QString stored = hashPassword(password, iterations);
        QMetaObject::invokeMethod(
            this,
            [this, stored, done = std::move(done)] {
                --pending_;
                done(stored);
            },
            Qt::QueuedConnection);
    });
}

} // namespace gamut::net
