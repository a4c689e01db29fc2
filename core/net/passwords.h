// Passwords and secrets as the server keeps them (protocol.md 1.2 "Accounts"): a password only as a salted slow hash
// (PBKDF2-HMAC-SHA256 through Qt's QPasswordDigestor, a random 16-byte salt per account, at least 200,000
// iterations), a session or a token only as its SHA-256, and every comparison of secrets in constant time.
//
// A stored hash names its own scheme and iteration count (`pbkdf2-sha256$<iterations>$<salt hex>$<key hex>`), so a
// server started with more iterations still checks the older hashes and stores a new one at the next good login.
//
// Hashing takes a second of CPU with Qt's PBKDF2 (measured in the lobby's note), so the server never runs it on its
// event loop: PasswordHasher (passwordhasher.h) runs these functions on worker threads.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace gamut::net {

inline constexpr int kPasswordIterations = 200000; // the least the protocol allows on a real server
inline constexpr int kPasswordMinBytes = 8, kPasswordMaxBytes = 128;

// True when both hold the same bytes; the time taken depends on the lengths only, never on where they differ.
bool equalSecrets(QByteArrayView a, QByteArrayView b);
// A new stored hash of `password` with a fresh random salt.
QString hashPassword(const QByteArray &password, int iterations = kPasswordIterations);
// True when `password` is the one `stored` was made from. A stored text that is not a hash of this scheme (damaged,
// empty) matches nothing.
bool checkPassword(const QByteArray &password, const QString &stored);
// The iteration count a stored hash was made with (0 when it is not one).
int passwordIterations(const QString &stored);
// A stored hash of a password nobody knows, made once: the server checks a login of an unknown name against it so
// that a wrong name costs the same time as a wrong password.
const QString &decoyPasswordHash(int iterations = kPasswordIterations);

// 8..128 bytes of UTF-8 (the protocol's field: no spaces, since fields are separated by them).
bool isAcceptablePassword(const QByteArray &password);

} // namespace gamut::net
