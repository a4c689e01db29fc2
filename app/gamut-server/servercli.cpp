#include "servercli.h"

#include "core/net/server.h"
#include "core/net/signalwatcher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStandardPaths>

#include <cstdio>

namespace gamut::net {

namespace {

int usageError(const QString &message) {
    std::fprintf(stderr, "gamut-server: %s\nTry 'gamut-server --help'.\n", qPrintable(message));
    return 2;
}

bool readNumber(const QString &text, int low, int high, int &out) {
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        return false;
    out = value;
    return true;
}

} // namespace

int runServer(int argc, char **argv) {
    // Qt's own event dispatcher: a server has no use for GLib's main loop, which costs a notifier update per write.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    // The same folders as the window's (ui/window/appsetup.cpp), so the default data folder sits beside its files.
    QCoreApplication::setOrganizationName(QStringLiteral("Gamut"));
    QCoreApplication::setApplicationName(QStringLiteral("gamut"));
    QCoreApplication::setApplicationVersion(serverVersion());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The Gamut game server: referees games of every Gamut game "
                                                    "over the line protocol of protocol.md."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption version(QStringLiteral("version"), QStringLiteral("Show the version."));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("TCP port (default 7468; 0 = any free)."),
                                  QStringLiteral("N"), QStringLiteral("7468"));
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("Address to listen on (default 127.0.0.1; 0.0.0.0 serves other "
                                                   "machines)."),
                                    QStringLiteral("ADDR"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption data(QStringLiteral("data"),
                                  QStringLiteral("Folder of the tables (default: the application data folder + "
                                                 "/server)."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption maxClients(QStringLiteral("max-clients"),
                                        QStringLiteral("Connections served at once (default 1000)."),
                                        QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"),
                                       QStringLiteral("Open tables at once (default 10000; 0 = no limit)."),
                                       QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption maxPerAddress(QStringLiteral("max-per-address"),
                                           QStringLiteral("Connections from one address (an IPv6 /64 counts as one; "
                                                          "default 32; 0 = no limit)."),
                                           QStringLiteral("N"), QStringLiteral("32"));
    const QCommandLineOption maxTablesPerAddress(QStringLiteral("max-tables-per-address"),
                                                 QStringLiteral("Open tables created from one address (default 20; "
                                                                "0 = no limit)."),
                                                 QStringLiteral("N"), QStringLiteral("20"));
    const QCommandLineOption expireDays(QStringLiteral("expire-days"),
                                        QStringLiteral("Close a table whose game is over after this many idle days "
                                                       "(default 30; 0 = never)."),
                                        QStringLiteral("N"), QStringLiteral("30"));
    const QCommandLineOption sync(QStringLiteral("sync"),
                                  QStringLiteral("Wait for the disk on every write, so that a power cut loses no "
                                                 "acknowledged move either (slower; a killed server loses none "
                                                 "without it)."));
    const QCommandLineOption tlsCert(QStringLiteral("tls-cert"),
                                     QStringLiteral("Serve TLS with this PEM certificate (the server's first, then "
                                                    "its issuers); needs --tls-key."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption tlsKey(QStringLiteral("tls-key"),
                                    QStringLiteral("The certificate's private key (PEM, RSA or EC, not encrypted)."),
                                    QStringLiteral("FILE"));
    // Hidden, for tests: the idle durations in milliseconds.
    QCommandLineOption pingMs(QStringLiteral("ping-ms"), QString(), QStringLiteral("MS"));
    QCommandLineOption idleMs(QStringLiteral("idle-ms"), QString(), QStringLiteral("MS"));
    pingMs.setFlags(QCommandLineOption::HiddenFromHelp);
    idleMs.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({help, version, port, listen, data, maxClients, maxTables, maxPerAddress, maxTablesPerAddress,
                       expireDays, sync, tlsCert, tlsKey, pingMs, idleMs});

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(version)) {
        std::printf("gamut-server %s\n", qPrintable(serverVersion()));
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));

    ServerOptions options;
    int number = 0;
    if (!readNumber(parser.value(port), 0, 65535, number))
        return usageError(QStringLiteral("--port: '%1' is not a port (0..65535)").arg(parser.value(port)));
    options.port = quint16(number);
    const QString address = parser.value(listen);
    if (address == QLatin1String("localhost"))
        options.address = QHostAddress::LocalHost;
    else if (!options.address.setAddress(address))
        return usageError(QStringLiteral("--listen: '%1' is not an IP address").arg(address));
    if (!readNumber(parser.value(maxClients), 1, 100000, options.maxClients))
        return usageError(
            QStringLiteral("--max-clients: '%1' is not a number from 1 to 100000").arg(parser.value(maxClients)));
    if (!readNumber(parser.value(maxTables), 0, 10000000, options.maxTables))
        return usageError(
            QStringLiteral("--max-tables: '%1' is not a number from 0 to 10000000").arg(parser.value(maxTables)));
    if (!readNumber(parser.value(maxPerAddress), 0, 100000, options.maxPerAddress))
        return usageError(QStringLiteral("--max-per-address: '%1' is not a number from 0 to 100000")
                              .arg(parser.value(maxPerAddress)));
    if (!readNumber(parser.value(maxTablesPerAddress), 0, 10000000, options.maxTablesPerAddress))
        return usageError(QStringLiteral("--max-tables-per-address: '%1' is not a number from 0 to 10000000")
                              .arg(parser.value(maxTablesPerAddress)));
    int days = 0;
    if (!readNumber(parser.value(expireDays), 0, 100000, days))
        return usageError(
            QStringLiteral("--expire-days: '%1' is not a number from 0 to 100000").arg(parser.value(expireDays)));
    options.expireAfterMs = qint64(days) * 24 * 3600 * 1000;
    if (parser.isSet(pingMs) && !readNumber(parser.value(pingMs), 10, 86400000, options.pingAfterMs))
        return usageError(QStringLiteral("--ping-ms: bad number"));
    if (parser.isSet(idleMs) && !readNumber(parser.value(idleMs), 10, 86400000, options.idleAfterMs))
        return usageError(QStringLiteral("--idle-ms: bad number"));
    options.dataFolder = parser.isSet(data) ? parser.value(data)
                                            : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                                  QStringLiteral("/server");
    options.sync = parser.isSet(sync);
    if (parser.isSet(tlsCert) != parser.isSet(tlsKey))
        return usageError(QStringLiteral("--tls-cert and --tls-key go together"));
    options.tlsCertificate = parser.value(tlsCert);
    options.tlsKey = parser.value(tlsKey);
    if (options.dataFolder.isEmpty())
        return usageError(QStringLiteral("--data: an empty folder name"));

    SignalWatcher watcher;
    GameServer server(options);
    QString error;
    if (!server.start(error)) {
        std::fprintf(stderr, "gamut-server: %s\n", qPrintable(error));
        return 1;
    }
    QObject::connect(&watcher, &SignalWatcher::terminate, &app, [&](int signalNumber) {
        std::fprintf(stderr, "gamut-server: signal %d, shutting down\n", signalNumber);
        server.stop();
        QCoreApplication::quit();
    });
    return QCoreApplication::exec();
}

} // namespace gamut::net
