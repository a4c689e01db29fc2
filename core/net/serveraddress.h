// A server's address as a person writes it (protocol.md 1.2 "Transport"): `gamuts://host[:port]` for TLS,
// `gamut://host[:port]` or plain `host[:port]` without; an IPv6 address in brackets (`[::1]:7468`); the port 7468
// when none is given. Shared by the window, the lobby and tools, so that they all read it alike.
#pragma once

#include <QMetaType>
#include <QString>

#include <optional>

namespace gamut::net {

inline constexpr quint16 kDefaultPort = 7468;

struct ServerAddress {
    QString host;
    quint16 port = kDefaultPort;
    bool tls = false;
    // The canonical text: `gamuts://host:port` or `gamut://host:port` (IPv6 hosts in brackets).
    QString text() const;
    // The key under which a person's acceptance of this server's certificate is remembered: `host:port`.
    QString key() const;
    bool operator==(const ServerAddress &) const = default;
};

// The address, or nullopt and `error` saying what is wrong (quoting at most 60 characters of the text).
std::optional<ServerAddress> parseServerAddress(const QString &text, QString *error = nullptr);

} // namespace gamut::net

Q_DECLARE_METATYPE(gamut::net::ServerAddress)
