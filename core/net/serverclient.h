// One connection of the server, as the server's two source files see it (not part of the library's interface).
#pragma once

#include "server.h"

#include <QTcpSocket>

#include <deque>

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
    // A cluster: by table, the stamp of the game it was last sent (join, watch, resume): the notices at or before
    // it that are in that game are not sent to it again (server_cluster.cpp, sentAlready()).
    std::map<int, qint64> gameSentAt;
    // Lines waiting for the commit of request `wait` (server_output.cpp); `from` = the request that made them (0:
    // none; they only keep their place behind the others).
    struct Held {
        quint64 wait = 0, from = 0;
        bool reply = false; // the request's reply: `error unavailable` in its place when the request fails
        QByteArray bytes;
    };
    std::deque<Held> held;
    qint64 heldBytes = 0;
    bool closeAfterHeld = false; // a `bye` is among the held lines: disconnect once they are out
    bool paused = false;         // not read from while its replies wait unsent (it does not read them)
    // Protocol 1.2.
    QString account;               // the key of the account signed in (empty: none)
    QString sessionHash;           // its session's SHA-256 (logout ends it)
    bool waiting = false;          // its password is being hashed: its next lines wait, in order
    bool inLobby = false;          // receives the lobby's events
    qint64 lagPingAt = 0;          // the server clock when the server's lag `ping` went out (0: none out)
    std::deque<qint64> lagSamples; // the last round trips, ms
};

} // namespace gamut::net
