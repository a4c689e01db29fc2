#include "singleinstance.h"

#include <QCryptographicHash>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTimer>

namespace gamut {

namespace {

constexpr int kProtocol = 1;
constexpr int kIdleMs = 10000; // a connection that says nothing this long is closed

// The arguments of a message, or an error naming what is wrong with it.
QStringList parseMessage(const QByteArray &line, QString *error) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (!document.isObject()) {
        *error = parseError.error != QJsonParseError::NoError
                     ? QStringLiteral("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset)
                     : QStringLiteral("not a JSON object");
        return {};
    }
    const QJsonObject object = document.object();
    if (object.value(QLatin1String("gamut")).toInt(-1) != kProtocol) {
        *error = QStringLiteral("'gamut' must be %1 (the version of this message)").arg(kProtocol);
        return {};
    }
    const QJsonValue arguments = object.value(QLatin1String("arguments"));
    if (!arguments.isArray()) {
        *error = QStringLiteral("'arguments' must be a list of strings");
        return {};
    }
    QStringList list;
    const QJsonArray array = arguments.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString()) {
            *error = QStringLiteral("argument %1 is not a string").arg(i + 1);
            return {};
        }
        list << array.at(i).toString();
    }
    return list;
}

} // namespace

SingleInstance::SingleInstance(QObject *parent) : QObject(parent), server_(new QLocalServer(this)) {
    server_->setSocketOptions(QLocalServer::UserAccessOption); // only this user's programs may talk to it
    connect(server_, &QLocalServer::newConnection, this, &SingleInstance::accept);
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultName() {
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal"))
        return {};
    const QString display = qEnvironmentVariable(platform == QLatin1String("wayland") ? "WAYLAND_DISPLAY" : "DISPLAY");
    // The home folder stands for the user (two users' windows never meet), the display for the screen.
    const QByteArray key = (QDir::homePath() + QLatin1Char('\n') + display).toUtf8();
    return QStringLiteral("gamut-") +
           QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
}

QString SingleInstance::name() const { return server_->serverName(); }

bool SingleInstance::listen(const QString &name) {
    error_.clear();
    // Asked first: with its access options Qt makes the socket aside and renames it into place, which would take
    // the name from a window that still listens there.
    QLocalSocket probe;
    probe.connectToServer(name);
    if (probe.waitForConnected(1000)) {
        error_ = QStringLiteral("another Gamut window listens on %1").arg(name);
        return false;
    }
    QLocalServer::removeServer(name); // left behind by a window that is gone, if anything
    if (server_->listen(name))
        return true;
    error_ = QStringLiteral("cannot listen on %1: %2").arg(name, server_->errorString());
    return false;
}

void SingleInstance::accept() {
    while (QLocalSocket *socket = server_->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { read(socket); });
        QTimer::singleShot(kIdleMs, socket, [socket] { socket->abort(); });
        read(socket); // what came with the connection
    }
}

void SingleInstance::read(QLocalSocket *socket) {
    if (!socket->canReadLine()) {
        if (socket->bytesAvailable() > kMaxMessage)
            answer(socket, QStringLiteral("error: the message is longer than %1 bytes").arg(kMaxMessage));
        return;
    }
    const QByteArray line = socket->readLine(kMaxMessage + 1);
    QString error;
    const QStringList arguments = parseMessage(line.trimmed(), &error);
    if (!error.isEmpty()) {
        answer(socket, QStringLiteral("error: ") + error);
        return;
    }
    answer(socket, QStringLiteral("ok"));
    // From the event loop: the window may ask a question (Save / Discard / Cancel) before it starts the game.
    QMetaObject::invokeMethod(
        this, [this, arguments] { emit commandLine(arguments); }, Qt::QueuedConnection);
}

void SingleInstance::answer(QLocalSocket *socket, const QString &reply) {
    if (reply != QLatin1String("ok"))
        qWarning("Gamut: a message on %s was refused: %s", qUtf8Printable(server_->serverName()),
                 qUtf8Printable(reply));
    disconnect(socket, &QLocalSocket::readyRead, this, nullptr); // one message a connection: the rest is not read
    socket->write(reply.toUtf8() + '\n');
    socket->flush();
    socket->disconnectFromServer();
}

SingleInstance::Sent SingleInstance::send(const QString &name, const QStringList &arguments, QString *error,
                                          int timeoutMs) {
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(qMin(timeoutMs, 1000)))
        return Sent::NoServer;
    const QJsonObject message{{QStringLiteral("gamut"), kProtocol},
                              {QStringLiteral("arguments"), QJsonArray::fromStringList(arguments)}};
    socket.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
    const auto failed = [&](const QString &why) {
        *error = why;
        return Sent::Failed;
    };
    socket.waitForBytesWritten(timeoutMs); // false also when all went at once: the answer tells
    while (!socket.canReadLine())
        if (!socket.waitForReadyRead(timeoutMs))
            return failed(tr("the running Gamut window did not answer within %1 s; "
                             "--new-instance starts a window of its own")
                              .arg(timeoutMs / 1000.0));
    const QString reply = QString::fromUtf8(socket.readLine(kMaxMessage)).trimmed();
    if (reply == QLatin1String("ok"))
        return Sent::Delivered;
    return failed(tr("the running Gamut window refused the command line: %1").arg(reply));
}

QStringList SingleInstance::forwardable(const QStringList &arguments, const QDir &cwd) {
    QStringList result = arguments;
    for (qsizetype i = 0; i < result.size(); ++i) {
        QString &argument = result[i];
        if (argument == QLatin1String("--"))
            break;
        for (const QLatin1String option : {QLatin1String("--load"), QLatin1String("-load")}) {
            if (argument == option && i + 1 < result.size() && !result[i + 1].isEmpty()) {
                result[i + 1] = cwd.absoluteFilePath(result[i + 1]);
                ++i;
                break;
            }
            if (argument.startsWith(option + QLatin1Char('=')) && argument.size() > option.size() + 1) {
                argument = option + QLatin1Char('=') + cwd.absoluteFilePath(argument.mid(option.size() + 1));
                break;
            }
        }
    }
    return result;
}

} // namespace gamut
