// The server's TLS side (protocol.md 1.2 "Transport"): Qt's QSslServer with the certificate chain and key read from
// the files of `--tls-cert` / `--tls-key`, TLS 1.2 or later, a 10 s handshake timeout, and a bound on handshakes in
// progress from one client address, checked before any TLS work: the per-address connection limit counts only
// connections that finished their handshake, so without this bound one address could keep thousands of half-open
// handshakes (each costing the server memory and a key exchange).
//
// What comes out of nextPendingConnection() is an encrypted QSslSocket that the server reads and writes as any
// QTcpSocket: the protocol is the same over TLS.
#pragma once

#include <QHash>
#include <QSslConfiguration>
#include <QSslServer>

namespace gamut::net {

class TlsListener : public QSslServer {
    Q_OBJECT
public:
    // `maxHandshakesPerAddress`: handshakes in progress from one address (0 = no bound).
    TlsListener(const QSslConfiguration &configuration, int maxHandshakesPerAddress, QObject *parent = nullptr);

    // The server's TLS configuration from PEM files: the certificate (a chain: the server's first, then its
    // issuers) and its private key (RSA or EC, not encrypted). False and a message naming the file when not.
    static bool loadConfiguration(const QString &certificateFile, const QString &keyFile, QSslConfiguration &out,
                                  QString &error);

    // An encrypted connection, as QTcpServer::nextPendingConnection() but no longer counted as a handshake.
    QTcpSocket *nextPendingConnection() override;
    int handshakesInProgress() const { return inProgress_; }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void finished(QObject *socket);

    int maxPerAddress_;
    int inProgress_ = 0;
    QHash<QString, int> perAddress_;    // handshakes in progress by GameServer::addressKey()
    QHash<QObject *, QString> sockets_; // the sockets in their handshake, with their address key
};

} // namespace gamut::net
