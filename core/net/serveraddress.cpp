#include "serveraddress.h"

#include <QHostAddress>

namespace gamut::net {

QString ServerAddress::key() const {
    const bool v6 = host.contains(QLatin1Char(':'));
    return QStringLiteral("%1%2%3:%4")
        .arg(v6 ? QStringLiteral("[") : QString(), host, v6 ? QStringLiteral("]") : QString())
        .arg(port);
}

QString ServerAddress::text() const { return (tls ? QStringLiteral("gamuts://") : QStringLiteral("gamut://")) + key(); }

std::optional<ServerAddress> parseServerAddress(const QString &text, QString *error) {
    const auto fail = [&](const QString &why) -> std::optional<ServerAddress> {
        if (error)
            *error = QStringLiteral("\"%1\" is not a server address: %2").arg(text.trimmed().left(60), why);
        return std::nullopt;
    };
    QString rest = text.trimmed();
    ServerAddress out;
    if (rest.startsWith(QLatin1String("gamuts://"), Qt::CaseInsensitive)) {
        out.tls = true;
        rest = rest.mid(9);
    } else if (rest.startsWith(QLatin1String("gamut://"), Qt::CaseInsensitive)) {
        rest = rest.mid(8);
    } else if (rest.contains(QLatin1String("://"))) {
        return fail(QStringLiteral("write gamuts://host:port (TLS) or gamut://host:port"));
    }
    if (rest.endsWith(QLatin1Char('/')))
        rest.chop(1);
    QString portText;
    if (rest.startsWith(QLatin1Char('['))) { // [IPv6]:port
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0)
            return fail(QStringLiteral("an IPv6 address needs its closing ]"));
        out.host = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(QLatin1Char(':')))
            return fail(QStringLiteral("only :port may follow ]"));
        portText = after.mid(1);
        if (QHostAddress(out.host).protocol() != QAbstractSocket::IPv6Protocol)
            return fail(QStringLiteral("\"%1\" is not an IPv6 address").arg(out.host.left(40)));
    } else {
        const qsizetype colon = rest.lastIndexOf(QLatin1Char(':'));
        if (colon >= 0 && rest.indexOf(QLatin1Char(':')) != colon)
            return fail(QStringLiteral("write an IPv6 address in brackets, e.g. [::1]:7468"));
        out.host = colon < 0 ? rest : rest.left(colon);
        if (colon >= 0)
            portText = rest.mid(colon + 1);
    }
    if (out.host.isEmpty())
        return fail(QStringLiteral("no host"));
    for (QChar c : out.host)
        if (c.isSpace() || c == QLatin1Char('/') || c == QLatin1Char('@') || !c.isPrint())
            return fail(
                QStringLiteral("the host may not hold '%1'").arg(c.isPrint() ? QString(c) : QStringLiteral("?")));
    if (!portText.isEmpty() || rest.endsWith(QLatin1Char(':'))) {
        bool ok = false;
        const uint port = portText.toUInt(&ok);
        if (!ok || port == 0 || port > 65535)
            return fail(QStringLiteral("the port must be a number from 1 to 65535"));
        out.port = quint16(port);
    }
    return out;
}

} // namespace gamut::net
