#include "servercli.h"

#include "core/net/server.h"
#include "core/net/signalwatcher.h"
#include "core/net/sqltablestore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
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

// `--check DIR`: the report on standard output, the exit code 0 (sound) or 3 (damaged), 1 when it cannot look.
int checkStore(const QString &folder) {
    SqlTableStore::Options options;
    options.readOnly = true;
    options.quickCheckLimitBytes = 0; // the full integrity check follows
    StoreLocation location;
    location.path = QDir(folder).filePath(SqlTableStore::databaseName());
    SqlTableStore store(location, options, [](const QString &line) { std::printf("%s\n", qPrintable(line)); });
    QString error;
    if (!store.open(error)) {
        std::printf("damage: %s\n", qPrintable(error));
        return store.failure() == SqlTableStore::Failure::Damaged ? 3 : 1;
    }
    const bool sound = store.check([](const QString &line) { std::printf("%s\n", qPrintable(line)); });
    std::fflush(stdout);
    return sound ? 0 : 3;
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
    const QCommandLineOption expireWaiting(QStringLiteral("expire-waiting-minutes"),
                                           QStringLiteral("Close a table with a free seat that nobody is at after "
                                                          "this many idle minutes (default 60; 0 = never)."),
                                           QStringLiteral("N"), QStringLiteral("60"));
    const QCommandLineOption expireAbandoned(QStringLiteral("expire-abandoned-days"),
                                             QStringLiteral("Close a table whose game nobody has moved in for this "
                                                            "many days (default 30; 0 = never)."),
                                             QStringLiteral("N"), QStringLiteral("30"));
    const QCommandLineOption fast(QStringLiteral("fast"),
                                  QStringLiteral("Do not wait for the disk: a killed server still loses nothing it "
                                                 "acknowledged, but a power cut or a kernel crash loses the last "
                                                 "~35 s of acknowledged play (the kernel's writeback delay: 30 s "
                                                 "dirty expiry + 5 s flush interval). Default: every commit is on "
                                                 "the disk before its ok (group commit)."));
    const QCommandLineOption store(QStringLiteral("store"),
                                   QStringLiteral("Keep the tables in PostgreSQL instead of the data folder's SQLite "
                                                  "file: postgresql://user[:password]@host[:port]/database. Several "
                                                  "servers on one store serve one set of tables."),
                                   QStringLiteral("URL"));
    const QCommandLineOption check(QStringLiteral("check"),
                                   QStringLiteral("Check the database of the data folder DIR (may run beside a "
                                                  "server), print what is damaged, and exit (0: sound, 3: damaged)."),
                                   QStringLiteral("DIR"));
    const QCommandLineOption backup(QStringLiteral("backup"),
                                    QStringLiteral("Copy the database of the data folder (--data) to FILE, also "
                                                   "while a server runs, and exit (README: restoring)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption acceptLostWal(QStringLiteral("accept-lost-wal"),
                                           QStringLiteral("Start although the database's -wal file is missing after "
                                                          "an unclean stop (what it held is lost)."));
    const QCommandLineOption tlsCert(QStringLiteral("tls-cert"),
                                     QStringLiteral("Serve TLS with this PEM certificate (the server's first, then "
                                                    "its issuers); needs --tls-key."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption tlsKey(QStringLiteral("tls-key"),
                                    QStringLiteral("The certificate's private key (PEM, RSA or EC, not encrypted)."),
                                    QStringLiteral("FILE"));
    // Accepted for old scripts: durable is the default now.
    QCommandLineOption sync(QStringLiteral("sync"), QString());
    sync.setFlags(QCommandLineOption::HiddenFromHelp);
    // Hidden, for tests: the idle durations in milliseconds, and cheaper password hashes (never below 1,000
    // iterations; a stored hash keeps its own count, so a test database stays readable by a real server).
    QCommandLineOption passwordIterations(QStringLiteral("password-iterations"), QString(), QStringLiteral("N"));
    passwordIterations.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption pingMs(QStringLiteral("ping-ms"), QString(), QStringLiteral("MS"));
    QCommandLineOption idleMs(QStringLiteral("idle-ms"), QString(), QStringLiteral("MS"));
    pingMs.setFlags(QCommandLineOption::HiddenFromHelp);
    idleMs.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({help,       version,       port,
                       listen,     data,          maxClients,
                       maxTables,  maxPerAddress, maxTablesPerAddress,
                       expireDays, expireWaiting, expireAbandoned,
                       fast,       store,         check,
                       backup,     acceptLostWal, sync,
                       tlsCert,    tlsKey,        passwordIterations,
                       pingMs,     idleMs});

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
    const QString defaultFolder =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/server");
    if (parser.isSet(check)) {
        if (parser.value(check).isEmpty())
            return usageError(QStringLiteral("--check: an empty folder name"));
        return checkStore(parser.value(check));
    }
    if (parser.isSet(backup)) {
        if (parser.isSet(store))
            return usageError(QStringLiteral("--backup copies an SQLite store; back PostgreSQL up with pg_dump"));
        QString error;
        const QString folder = parser.isSet(data) ? parser.value(data) : defaultFolder;
        if (!SqlTableStore::backup(folder, parser.value(backup), error)) {
            std::fprintf(stderr, "gamut-server: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("gamut-server: %s copied to %s\n", qPrintable(folder), qPrintable(parser.value(backup)));
        return 0;
    }

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
    int minutes = 0;
    if (!readNumber(parser.value(expireWaiting), 0, 10000000, minutes))
        return usageError(QStringLiteral("--expire-waiting-minutes: '%1' is not a number from 0 to 10000000")
                              .arg(parser.value(expireWaiting)));
    options.expireWaitingMs = qint64(minutes) * 60 * 1000;
    if (!readNumber(parser.value(expireAbandoned), 0, 100000, days))
        return usageError(QStringLiteral("--expire-abandoned-days: '%1' is not a number from 0 to 100000")
                              .arg(parser.value(expireAbandoned)));
    options.expireAbandonedMs = qint64(days) * 24 * 3600 * 1000;
    if (parser.isSet(pingMs) && !readNumber(parser.value(pingMs), 10, 86400000, options.pingAfterMs))
        return usageError(QStringLiteral("--ping-ms: bad number"));
    if (parser.isSet(idleMs) && !readNumber(parser.value(idleMs), 10, 86400000, options.idleAfterMs))
        return usageError(QStringLiteral("--idle-ms: bad number"));
    if (parser.isSet(passwordIterations) &&
        !readNumber(parser.value(passwordIterations), 1000, 100000000, options.passwordIterations))
        return usageError(QStringLiteral("--password-iterations: a number from 1000"));
    options.dataFolder = parser.isSet(data) ? parser.value(data) : defaultFolder;
    options.durable = !parser.isSet(fast);
    options.acceptLostWal = parser.isSet(acceptLostWal);
    if (parser.isSet(store)) {
        StoreLocation location;
        QString error;
        if (!StoreLocation::fromUrl(parser.value(store), location, error))
            return usageError(QStringLiteral("--store: %1").arg(error));
        options.store = parser.value(store);
    }
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
        return server.startFailure() ? server.startFailure() : 1;
    }
    QObject::connect(&server, &GameServer::fenced, &app, [](const QString &why) {
        std::fprintf(stderr, "gamut-server: fenced out of the cluster: %s\n", qPrintable(why));
        QCoreApplication::exit(6);
    });
    QObject::connect(&watcher, &SignalWatcher::terminate, &app, [&](int signalNumber) {
        std::fprintf(stderr, "gamut-server: signal %d, shutting down\n", signalNumber);
        server.stop();
        QCoreApplication::quit();
    });
    return QCoreApplication::exec();
}

} // namespace gamut::net
