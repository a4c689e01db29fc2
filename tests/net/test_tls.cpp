// TLS (protocol.md 1.2 "Transport"): the server with --tls-cert/--tls-key, NetworkClient with gamuts:// addresses,
// trust on first use of a certificate that does not verify, a certificate signed by a known authority taken at once,
// a changed certificate refused again, the bound on handshakes from one address, bad files named, and where a
// password may go. The certificates are made for each run by openssl (tlsfiles.h).
#include "netclient.h"
#include "serverfixture.h"
#include "tlsfiles.h"

#include "core/net/networkclient.h"
#include "core/net/serveraddress.h"

#include <QNetworkInterface>
#include <QSignalSpy>
#include <QSslKey>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

ServerOptions tlsOptions(const TlsFiles &files) {
    ServerOptions options;
    options.tlsCertificate = files.cert;
    options.tlsKey = files.key;
    return options;
}

QSslCertificate certificateOf(const QString &path) {
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(path);
    return chain.isEmpty() ? QSslCertificate() : chain.first();
}

} // namespace

class TestTls : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void addresses_data();
    void addresses();
    void trustOnFirstUse();
    void changedCertificateRefused();
    void authorityVerified();
    void plainClientGetsNothing();
    void handshakesBoundedPerAddress();
    void badFilesNamed();
    void commandLine();
    void secretsOnlyOverTlsOrLoopback();

private:
    TlsFiles files_;
};

void TestTls::initTestCase() {
    QString error;
    QVERIFY2(files_.makeSelfSigned(QStringLiteral("server"), error), qPrintable(error));
}

void TestTls::addresses_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<bool>("tls");
    QTest::newRow("gamuts") << "gamuts://play.example.org:7000"
                            << "play.example.org" << 7000 << true;
    QTest::newRow("gamuts default port") << "  GAMUTS://play.example.org/ "
                                         << "play.example.org" << 7468 << true;
    QTest::newRow("gamut") << "gamut://127.0.0.1:9"
                           << "127.0.0.1" << 9 << false;
    QTest::newRow("plain") << "localhost"
                           << "localhost" << 7468 << false;
    QTest::newRow("ipv6") << "gamuts://[::1]:7469"
                          << "::1" << 7469 << true;
    QTest::newRow("no host") << "gamuts://:80"
                             << "" << 0 << false;
    QTest::newRow("port zero") << "host:0"
                               << "" << 0 << false;
    QTest::newRow("port text") << "host:http"
                               << "" << 0 << false;
    QTest::newRow("empty port") << "host:"
                                << "" << 0 << false;
    QTest::newRow("other scheme") << "https://host"
                                  << "" << 0 << false;
    QTest::newRow("bare ipv6") << "::1"
                               << "" << 0 << false;
    QTest::newRow("user") << "ada@host"
                          << "" << 0 << false;
    QTest::newRow("space") << "a host"
                           << "" << 0 << false;
}

void TestTls::addresses() {
    QFETCH(QString, text);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(bool, tls);
    QString error;
    const auto address = parseServerAddress(text, &error);
    if (host.isEmpty()) {
        QVERIFY(!address);
        QVERIFY(error.contains(QLatin1String("is not a server address")));
        return;
    }
    QVERIFY2(address, qPrintable(error));
    QCOMPARE(address->host, host);
    QCOMPARE(int(address->port), port);
    QCOMPARE(address->tls, tls);
    QCOMPARE(parseServerAddress(address->text()), address); // the canonical text reads back
}

// A self-signed certificate: refused and shown (with its fingerprint) until the person accepts it; then the same
// client speaks the protocol over TLS.
void TestTls::trustOnFirstUse() {
    ServerFixture fixture(tlsOptions(files_));
    QVERIFY(fixture.started);
    QVERIFY(fixture.log.join(QLatin1Char('\n')).contains(QLatin1String("(TLS)")));
    NetworkClient client;
    QSignalSpy untrusted(&client, &NetworkClient::untrustedCertificate);
    QSignalSpy up(&client, &NetworkClient::connected);
    QSignalSpy down(&client, &NetworkClient::disconnected);
    const ServerAddress address{QStringLiteral("127.0.0.1"), fixture.port(), true};
    client.connectToServer(address);
    QVERIFY(waitFor([&] { return untrusted.size() == 1 && down.size() == 1; }));
    QCOMPARE(up.size(), 0);
    const QByteArray print = untrusted.first().value(2).toByteArray();
    QCOMPARE(print, NetworkClient::fingerprint(certificateOf(files_.cert)));
    QCOMPARE(untrusted.first().value(0).value<ServerAddress>(), address);
    QVERIFY(!untrusted.first().value(3).toString().isEmpty()); // why: "self signed" in OpenSSL's words
    QCOMPARE(NetworkClient::fingerprintText(print).size(), 32 * 3 - 1);

    client.setAcceptedCertificate(print);
    client.connectToServer(address);
    QVERIFY(waitFor([&] { return client.isConnected(); }));
    QCOMPARE(untrusted.size(), 1);
    QVERIFY(client.isEncrypted());
    QVERIFY(client.canSendSecrets());
    QSignalSpy replies(&client, &NetworkClient::replied);
    client.hello(QStringLiteral("ada"));
    client.create(QStringLiteral("loa"));
    QVERIFY(waitFor([&] { return replies.size() == 2; }));
    QCOMPARE(replies.at(1).first().toString(), QStringLiteral("create"));
    QCOMPARE(fixture.server->tableCount(), 1);
}

// The host shows another certificate than the accepted one (a new key, or someone in between): refused again.
void TestTls::changedCertificateRefused() {
    TlsFiles other;
    QString error;
    QVERIFY2(other.makeSelfSigned(QStringLiteral("other"), error), qPrintable(error));
    ServerFixture fixture(tlsOptions(other));
    QVERIFY(fixture.started);
    NetworkClient client;
    client.setAcceptedCertificate(NetworkClient::fingerprint(certificateOf(files_.cert)));
    QSignalSpy untrusted(&client, &NetworkClient::untrustedCertificate);
    client.connectToServer(ServerAddress{QStringLiteral("127.0.0.1"), fixture.port(), true});
    QVERIFY(waitFor([&] { return untrusted.size() == 1; }));
    QCOMPARE(untrusted.first().value(2).toByteArray(), NetworkClient::fingerprint(certificateOf(other.cert)));
    QTest::qWait(100);
    QVERIFY(!client.isConnected());
}

// A certificate that verifies (here against a test authority the client was told of) is taken without asking.
void TestTls::authorityVerified() {
    TlsFiles signedFiles;
    QString error;
    QVERIFY2(signedFiles.makeSignedByAuthority(QStringLiteral("server"), error), qPrintable(error));
    ServerFixture fixture(tlsOptions(signedFiles));
    QVERIFY(fixture.started);
    NetworkClient client;
    client.addCaCertificates(QSslCertificate::fromPath(signedFiles.ca));
    QSignalSpy untrusted(&client, &NetworkClient::untrustedCertificate);
    client.connectToServer(ServerAddress{QStringLiteral("localhost"), fixture.port(), true});
    QVERIFY(waitFor([&] { return client.isConnected(); }));
    QCOMPARE(untrusted.size(), 0);
    QVERIFY(client.isEncrypted());
}

// A client that speaks no TLS to the TLS port gets no protocol line; the server keeps serving others.
void TestTls::plainClientGetsNothing() {
    ServerFixture fixture(tlsOptions(files_));
    QVERIFY(fixture.started);
    LineClient plain;
    QVERIFY(plain.connectTo(fixture.port(), false));
    plain.send(QStringLiteral("hello mallory"));
    QVERIFY(!plain.line(1000).startsWith(QLatin1String("gamut"))); // no greeting, no reply in clear text
    QCOMPARE(fixture.server->clientCount(), 0);
    NetworkClient client;
    client.setAcceptedCertificate(NetworkClient::fingerprint(certificateOf(files_.cert)));
    client.connectToServer(ServerAddress{QStringLiteral("127.0.0.1"), fixture.port(), true});
    QVERIFY(waitFor([&] { return client.isConnected(); }));
    QCOMPARE(fixture.server->clientCount(), 1);
}

// Connections that never finish their handshake count against their address before any TLS work: beyond
// --max-per-address of them, a new one is closed at once.
void TestTls::handshakesBoundedPerAddress() {
    ServerOptions options = tlsOptions(files_);
    options.maxPerAddress = 3;
    ServerFixture fixture(options);
    QVERIFY(fixture.started);
    std::vector<std::unique_ptr<QTcpSocket>> silent;
    for (int i = 0; i < 3; ++i) {
        silent.push_back(std::make_unique<QTcpSocket>());
        silent.back()->connectToHost(QStringLiteral("127.0.0.1"), fixture.port());
        QVERIFY(silent.back()->waitForConnected(3000));
    }
    QTest::qWait(200); // the server has taken the three
    QTcpSocket fourth;
    fourth.connectToHost(QStringLiteral("127.0.0.1"), fixture.port());
    QVERIFY(fourth.waitForConnected(3000));
    QVERIFY(waitFor([&] { return fourth.state() == QAbstractSocket::UnconnectedState; }, 3000));
    // The silent ones go; a real client gets in again.
    silent.clear();
    QTest::qWait(200);
    NetworkClient client;
    client.setAcceptedCertificate(NetworkClient::fingerprint(certificateOf(files_.cert)));
    client.connectToServer(ServerAddress{QStringLiteral("127.0.0.1"), fixture.port(), true});
    QVERIFY(waitFor([&] { return client.isConnected(); }));
}

void TestTls::badFilesNamed() {
    const auto failure = [](const QString &cert, const QString &key) {
        ServerOptions options;
        options.tlsCertificate = cert;
        options.tlsKey = key;
        ServerFixture fixture(options);
        if (fixture.started)
            return QStringLiteral("<started>");
        QTemporaryDir dir;
        options.port = 0;
        options.dataFolder = dir.path();
        options.log = [](const QString &) {};
        GameServer server(options);
        QString error;
        server.start(error);
        return error;
    };
    QVERIFY(failure(files_.path(QStringLiteral("missing.pem")), files_.key).contains(QLatin1String("missing.pem")));
    QVERIFY(failure(files_.key, files_.key).contains(QLatin1String("no PEM certificate")));
    QVERIFY(failure(files_.cert, files_.cert).contains(QLatin1String("no unencrypted PEM private key")));
    QVERIFY(failure(files_.cert, QString()).contains(QLatin1String("--tls-key")));
}

void TestTls::commandLine() {
    QProcess server;
    server.start(QStringLiteral(GAMUT_SERVER_PATH), {QStringLiteral("--tls-cert"), files_.cert});
    QVERIFY(server.waitForFinished(10000));
    QCOMPARE(server.exitCode(), 2);
    QVERIFY(server.readAllStandardError().contains("--tls-cert and --tls-key go together"));

    QTemporaryDir data;
    ServerProcess process;
    QVERIFY(process.start(data.path(),
                          {QStringLiteral("--tls-cert"), files_.cert, QStringLiteral("--tls-key"), files_.key}));
    QVERIFY(process.log().contains(QLatin1String("(TLS)")));
    NetworkClient client;
    client.setAcceptedCertificate(NetworkClient::fingerprint(certificateOf(files_.cert)));
    client.connectToServer(ServerAddress{QStringLiteral("127.0.0.1"), process.port(), true});
    QVERIFY(waitFor([&] { return client.isConnected(); }));
    QVERIFY(client.isEncrypted());
}

// A password goes only over TLS or to the loopback address: a plain connection to this machine's own outside
// address may not carry one (skipped when the machine has no such address).
void TestTls::secretsOnlyOverTlsOrLoopback() {
    ServerOptions options;
    options.address = QHostAddress::AnyIPv4;
    ServerFixture local;
    QVERIFY(local.started);
    NetworkClient client;
    QVERIFY(!client.canSendSecrets()); // not connected
    client.connectToServer(QStringLiteral("127.0.0.1"), local.port());
    QVERIFY(waitFor([&] { return client.isConnected(); }));
    QVERIFY(client.canSendSecrets());
    QVERIFY(!client.isEncrypted());

    QHostAddress outside;
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            outside = a;
    if (outside.isNull())
        QSKIP("this machine has no IPv4 address but the loopback one");
    QTemporaryDir dir;
    options.port = 0;
    options.dataFolder = dir.path();
    options.log = [](const QString &) {};
    GameServer open(options);
    QString error;
    QVERIFY2(open.start(error), qPrintable(error));
    NetworkClient far;
    far.connectToServer(outside.toString(), open.port());
    QVERIFY(waitFor([&] { return far.isConnected(); }));
    QVERIFY(!far.canSendSecrets());
}

QTEST_GUILESS_MAIN(TestTls)
#include "test_tls.moc"
