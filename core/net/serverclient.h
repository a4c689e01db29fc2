// One connection of the server, as the server's two source files see it (not part of the library's interface).
#pragma once

#include "server.h"

#include <QTcpSocket>

namespace gamut::net {

struct GameServer::Client {
    quint64 number = 0;
    QTcpSocket *socket = nullptr;
    LineReader reader;
    QString name;
    QString address;      // GameServer::addressKey() of its peer
    qint64 lastHeard = 0; // server clock, ms
    bool pinged = false;
    qint64 windowStart = 0;
    int windowLines = 0;
    int refusedInRow = 0;
    bool closing = false;
    std::vector<TableEntry *> tables; // where it is a member
};

} // namespace gamut::net
