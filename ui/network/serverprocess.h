// Host: a `gamut-server` child process on a free local port, stopped with the window. The binary is looked for
// next to the gamut executable (an installation), in ../app (a build tree), then on PATH.
#pragma once

#include <QObject>
#include <QString>

class QProcess;

namespace gamut {

class ServerProcess : public QObject {
    Q_OBJECT
public:
    explicit ServerProcess(QObject *parent = nullptr);
    ~ServerProcess() override; // terminates the child (SIGTERM: it closes its connections and stores its tables)

    static QString findBinary(); // empty when there is none
    // A port no one listens on now: bound on 127.0.0.1 with port 0, then released for the server.
    static quint16 freePort();

    // Starts the server on 127.0.0.1:freePort() with its tables in `dataFolder`; false and a message when not.
    bool start(const QString &dataFolder, QString *error);
    void stop();
    bool isRunning() const;
    quint16 port() const { return port_; }

signals:
    void finished(const QString &why); // the child ended by itself

private:
    QProcess *process_ = nullptr;
    quint16 port_ = 0;
};

} // namespace gamut
