#include "serverprocess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>

namespace gamut {

ServerProcess::ServerProcess(QObject *parent) : QObject(parent) {}

ServerProcess::~ServerProcess() { stop(); }

QString ServerProcess::findBinary() {
    const QString name = QStringLiteral("gamut-server");
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(name), here.filePath(QStringLiteral("../app/") + name),
                                     here.filePath(QStringLiteral("../../app/") + name)}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return QStandardPaths::findExecutable(name);
}

quint16 ServerProcess::freePort() {
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

bool ServerProcess::start(const QString &dataFolder, QString *error) {
    stop();
    const QString binary = findBinary();
    if (binary.isEmpty()) {
        if (error)
            *error = tr("gamut-server was not found next to this program nor on the PATH.");
        return false;
    }
    port_ = freePort();
    if (port_ == 0) {
        if (error)
            *error = tr("No free local port was found.");
        return false;
    }
    QDir().mkpath(dataFolder);
    process_ = new QProcess(this);
    process_->setProcessChannelMode(QProcess::ForwardedErrorChannel); // its log lines go to our standard error
    connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        emit finished(status == QProcess::CrashExit ? tr("the server crashed") : tr("the server ended (%1)").arg(code));
    });
    process_->start(binary, {QStringLiteral("--port"), QString::number(port_), QStringLiteral("--data"), dataFolder});
    if (!process_->waitForStarted(5000)) {
        if (error)
            *error = tr("gamut-server did not start: %1").arg(process_->errorString());
        delete process_;
        process_ = nullptr;
        return false;
    }
    return true;
}

void ServerProcess::stop() {
    if (!process_)
        return;
    process_->disconnect(this);
    if (process_->state() != QProcess::NotRunning) {
        process_->terminate();
        if (!process_->waitForFinished(3000))
            process_->kill();
        process_->waitForFinished(1000);
    }
    delete process_;
    process_ = nullptr;
}

bool ServerProcess::isRunning() const { return process_ && process_->state() == QProcess::Running; }

} // namespace gamut
