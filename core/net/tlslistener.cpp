#include "tlslistener.h"

#include "server.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>

#include <arpa/inet.h>
#include <sys/socket.h>
#include <unistd.h>

namespace gamut::net {

namespace {

QByteArray readFile(const QString &path, QString &error, const char *what) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read the %1 file %2: %3").arg(QLatin1String(what), path, file.errorString());
        return {};
    }
    return file.read(1 << 20);
}

// The peer of an accepted descriptor, before Qt has made a socket of it.
QHostAddress peerOf(qintptr descriptor) {
    sockaddr_storage storage{};
    socklen_t size = sizeof storage;
    if (::getpeername(int(descriptor), reinterpret_cast<sockaddr *>(&storage), &size) != 0)
        return {};
    QHostAddress address;
    address.setAddress(reinterpret_cast<const sockaddr *>(&storage));
    return address;
}

} // namespace

TlsListener::TlsListener(const QSslConfiguration &configuration, int maxHandshakesPerAddress, QObject *parent)
    : QSslServer(parent), maxPerAddress_(maxHandshakesPerAddress) {
    setSslConfiguration(configuration);
    setHandshakeTimeout(10000);
}

bool TlsListener::loadConfiguration(const QString &certificateFile, const QString &keyFile, QSslConfiguration &out,
                                    QString &error) {
    if (!QSslSocket::supportsSsl()) {
        error = QStringLiteral("this Qt has no TLS backend (is Debian's libssl3 installed?)");
        return false;
    }
    const QByteArray certificateText = readFile(certificateFile, error, "certificate");
    if (!error.isEmpty())
        return false;
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certificateText, QSsl::Pem);
    if (chain.isEmpty() || chain.first().isNull()) {
        error = QStringLiteral("the certificate file %1 holds no PEM certificate").arg(certificateFile);
        return false;
    }
    const QByteArray keyText = readFile(keyFile, error, "key");
    if (!error.isEmpty())
        return false;
    QSslKey key;
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        key = QSslKey(keyText, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            break;
    }
    if (key.isNull()) {
        error = QStringLiteral("the key file %1 holds no unencrypted PEM private key (RSA or EC)").arg(keyFile);
        return false;
    }
    out = QSslConfiguration::defaultConfiguration();
    out.setLocalCertificateChain(chain);
    out.setPrivateKey(key);
    out.setProtocol(QSsl::TlsV1_2OrLater);
    out.setPeerVerifyMode(QSslSocket::VerifyNone); // clients show no certificate; they log in with a password
    return true;
}

void TlsListener::incomingConnection(qintptr descriptor) {
    const QString key = GameServer::addressKey(peerOf(descriptor));
    if (maxPerAddress_ > 0 && perAddress_.value(key) >= maxPerAddress_) {
        ::close(int(descriptor)); // no TLS spoken yet: nothing to say that the peer could read
        return;
    }
    const QList<QSslSocket *> before = findChildren<QSslSocket *>(Qt::FindDirectChildrenOnly);
    QSslServer::incomingConnection(descriptor);
    // The socket QSslServer made for the descriptor (none when Qt could not take it).
    for (QSslSocket *socket : findChildren<QSslSocket *>(Qt::FindDirectChildrenOnly)) {
        if (socket->socketDescriptor() != descriptor || sockets_.contains(socket) || before.contains(socket))
            continue;
        sockets_.insert(socket, key);
        ++perAddress_[key];
        ++inProgress_;
        connect(socket, &QObject::destroyed, this, &TlsListener::finished);
        break;
    }
}

void TlsListener::finished(QObject *socket) {
    const auto it = sockets_.find(socket);
    if (it == sockets_.end())
        return;
    if (--perAddress_[*it] <= 0)
        perAddress_.remove(*it);
    --inProgress_;
    sockets_.erase(it);
}

QTcpSocket *TlsListener::nextPendingConnection() {
    QTcpSocket *socket = QSslServer::nextPendingConnection();
    if (socket) {
        disconnect(socket, &QObject::destroyed, this, &TlsListener::finished);
        finished(socket);
    }
    return socket;
}

} // namespace gamut::net
