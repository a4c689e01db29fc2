// A game server in the test's own process on a free loopback port, with its log kept for the test to read: the
// setup shared by the server's tests.
#pragma once

#include "core/net/server.h"

#include <QHostAddress>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace gamut::test {

struct ServerFixture {
    explicit ServerFixture(net::ServerOptions options = {}, const QString &folder = {}) {
        options.address = QHostAddress::LocalHost;
        options.port = 0; // any free port
        options.dataFolder = folder.isEmpty() ? dir.path() : folder;
        options.log = [this](const QString &line) { log << line; };
        server = std::make_unique<net::GameServer>(options);
        QString error;
        started = server->start(error);
        if (!started)
            qWarning("%s", qPrintable(error));
    }
    QTemporaryDir dir;
    QStringList log;
    std::unique_ptr<net::GameServer> server;
    bool started = false;
    quint16 port() const { return server->port(); }
};

} // namespace gamut::test
