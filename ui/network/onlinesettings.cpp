#include "onlinesettings.h"

#include "ui/settings/settingsstore.h"

#include "core/net/server.h"

#include <QSettings>

namespace gamut {

namespace {

QSettings &store() { return settingsstore::settings(); }

void write(const QString &key, const QVariant &value) {
    if (store().value(key) == value)
        return;
    store().setValue(key, value);
    settingsstore::changed();
}

// Settings keys may not hold '/' or '\' inside a part: host:port keeps ':' and '[]' only.
QString part(const QString &key) {
    QString out = key;
    out.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('\\'), QLatin1Char('_'));
    return out;
}

} // namespace

QString OnlineSettings::server() {
    const QString value = store().value(QStringLiteral("online/server")).toString().trimmed();
    return value.isEmpty() || value.size() > 300 ? QStringLiteral("gamuts://localhost:7468") : value;
}
void OnlineSettings::setServer(const QString &address) { write(QStringLiteral("online/server"), address.trimmed()); }

QString OnlineSettings::name() {
    const QString value = store().value(QStringLiteral("online/name")).toString();
    return net::isValidName(value) ? value : QString();
}
void OnlineSettings::setName(const QString &name) { write(QStringLiteral("online/name"), name); }

QByteArray OnlineSettings::certificate(const QString &key) {
    const QByteArray hex = store().value(QStringLiteral("online/certificates/") + part(key)).toString().toLatin1();
    const QByteArray bytes = QByteArray::fromHex(hex);
    return bytes.size() == 32 ? bytes : QByteArray();
}
void OnlineSettings::setCertificate(const QString &key, const QByteArray &sha256) {
    write(QStringLiteral("online/certificates/") + part(key), QString::fromLatin1(sha256.toHex()));
}

bool OnlineSettings::session(const QString &key, QString *name, QString *session) {
    const QStringList parts =
        store().value(QStringLiteral("online/sessions/") + part(key)).toString().split(QLatin1Char(' '));
    if (parts.size() != 2 || !net::isValidName(parts[0]) || parts[1].size() != 32)
        return false;
    *name = parts[0];
    *session = parts[1];
    return true;
}
void OnlineSettings::setSession(const QString &key, const QString &name, const QString &session) {
    write(QStringLiteral("online/sessions/") + part(key), name + QLatin1Char(' ') + session);
}
void OnlineSettings::forgetSession(const QString &key) {
    store().remove(QStringLiteral("online/sessions/") + part(key));
    settingsstore::changed();
}

OnlineSettings::Seek OnlineSettings::seek() {
    Seek s;
    s.game = store().value(QStringLiteral("online/seek/game")).toString();
    const QString control = store().value(QStringLiteral("online/seek/control")).toString();
    if (!control.isEmpty() && control.size() < 20)
        s.control = control;
    const QString colour = store().value(QStringLiteral("online/seek/colour")).toString();
    if (colour == QLatin1String("first") || colour == QLatin1String("second"))
        s.colour = colour;
    s.rated = store().value(QStringLiteral("online/seek/rated"), true).toBool();
    return s;
}
void OnlineSettings::setSeek(const Seek &seek) {
    write(QStringLiteral("online/seek/game"), seek.game);
    write(QStringLiteral("online/seek/control"), seek.control);
    write(QStringLiteral("online/seek/colour"), seek.colour);
    write(QStringLiteral("online/seek/rated"), seek.rated);
}

bool OnlineSettings::notify() { return store().value(QStringLiteral("online/notify"), true).toBool(); }
void OnlineSettings::setNotify(bool on) { write(QStringLiteral("online/notify"), on); }

} // namespace gamut
