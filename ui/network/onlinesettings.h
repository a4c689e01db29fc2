// What Play Online remembers (QSettings through settingsstore, stable keys, never translated):
//   online/server                 the last server address, as the person wrote it (default gamuts://localhost)
//   online/name                   the last account or guest name
//   online/certificates/<host:port>  the SHA-256 fingerprint (hex) of a certificate the person accepted there
//   online/sessions/<host:port>   "<name> <session>": signed in there, so the next start signs in without a password
//   online/seek/game, online/seek/control, online/seek/rated, online/seek/colour   the last seek's choices
//   online/notify                 desktop notifications of a correspondence opponent's move (default on)
// An unreadable value falls back to its default, as every setting of the window does.
#pragma once

#include <QByteArray>
#include <QString>

namespace gamut {

class OnlineSettings {
public:
    static QString server();
    static void setServer(const QString &address);
    static QString name();
    static void setName(const QString &name);
    // The accepted certificate of `key` (ServerAddress::key()), empty when none.
    static QByteArray certificate(const QString &key);
    static void setCertificate(const QString &key, const QByteArray &sha256);
    // The remembered session of `key`: false when none.
    static bool session(const QString &key, QString *name, QString *session);
    static void setSession(const QString &key, const QString &name, const QString &session);
    static void forgetSession(const QString &key);

    struct Seek {
        QString game, control = QStringLiteral("3+2"), colour = QStringLiteral("random");
        bool rated = true;
    };
    static Seek seek();
    static void setSeek(const Seek &seek);
    static bool notify();
    static void setNotify(bool on);
};

} // namespace gamut
