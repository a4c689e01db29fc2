#include "passwords.h"

#include <QMutex>
#include <QPasswordDigestor>
#include <QRandomGenerator>
#include <QStringList>

#include <map>

namespace gamut::net {

namespace {

constexpr int kSaltBytes = 16;
constexpr int kKeyBytes = 32;
const QLatin1String kScheme("pbkdf2-sha256");

QByteArray derive(const QByteArray &password, const QByteArray &salt, int iterations) {
    return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, password, salt, iterations, kKeyBytes);
}

struct Parsed {
    int iterations = 0;
    QByteArray salt, key;
};

bool parse(const QString &stored, Parsed &out) {
    const QStringList parts = stored.split(QLatin1Char('$'));
    if (parts.size() != 4 || parts[0] != kScheme)
        return false;
    bool ok = false;
    out.iterations = parts[1].toInt(&ok);
    out.salt = QByteArray::fromHex(parts[2].toLatin1());
    out.key = QByteArray::fromHex(parts[3].toLatin1());
    return ok && out.iterations > 0 && out.iterations <= 100000000 && out.salt.size() >= 4 && out.salt.size() <= 64 &&
           out.key.size() == kKeyBytes;
}

} // namespace

bool equalSecrets(QByteArrayView a, QByteArrayView b) {
    if (a.size() != b.size())
        return false;
    unsigned diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= unsigned(static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i]));
    return diff == 0;
}

QString hashPassword(const QByteArray &password, int iterations) {
    QByteArray salt(kSaltBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(salt.data()), kSaltBytes / 4);
    return QStringLiteral("%1$%2$%3$%4")
        .arg(kScheme)
        .arg(iterations)
        .arg(QString::fromLatin1(salt.toHex()), QString::fromLatin1(derive(password, salt, iterations).toHex()));
}

bool checkPassword(const QByteArray &password, const QString &stored) {
    Parsed p;
    if (!parse(stored, p))
        return false;
    const QByteArray key = derive(password, p.salt, p.iterations);
    return equalSecrets(QByteArrayView(key), QByteArrayView(p.key));
}

int passwordIterations(const QString &stored) {
    Parsed p;
    return parse(stored, p) ? p.iterations : 0;
}

const QString &decoyPasswordHash(int iterations) {
    static QMutex mutex;
    static std::map<int, QString> decoys; // one per iteration count (tests use few), made on first use
    const QMutexLocker lock(&mutex);
    QString &decoy = decoys[iterations];
    if (decoy.isEmpty()) {
        QByteArray unknown(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(unknown.data()), 8);
        decoy = hashPassword(unknown.toHex(), iterations);
    }
    return decoy;
}

bool isAcceptablePassword(const QByteArray &password) {
    if (password.size() < kPasswordMinBytes || password.size() > kPasswordMaxBytes)
        return false;
    for (char c : password)
        if (static_cast<unsigned char>(c) <= 0x20 || c == 0x7f)
            return false;
    return true;
}

} // namespace gamut::net
