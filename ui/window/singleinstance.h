// One Gamut window per user and display: the first `gamut` listens on a local socket; a later `gamut --game loa` or
// `gamut --load FILE` hands its command line to it and exits, and the running window starts that game the way New
// Game and Open do (asking about unsaved moves first). `--new-instance` starts a window of its own instead.
//
// The message is one line of JSON, {"gamut":1,"arguments":[...]}, answered with one line: "ok", or "error: why".
// Anything else on the socket (not JSON, too long, arguments that are not strings) is answered with an error and
// the connection closed; it never reaches the window.
#pragma once

#include <QDir>
#include <QObject>
#include <QString>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace gamut {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    explicit SingleInstance(QObject *parent = nullptr);
    ~SingleInstance() override;

    // The name the window of this user on this display listens on; empty where there is no display to share (the
    // offscreen and minimal platforms: tests and scripts), so that those never hand anything to another window.
    static QString defaultName();

    // Listens on `name`. A name left behind by a window that crashed (nobody answers on it) is taken over; false
    // (and errorString()) when another window listens there or the socket cannot be made.
    bool listen(const QString &name);
    QString errorString() const { return error_; }
    QString name() const;

    enum class Sent { Delivered, NoServer, Failed };
    // Hands `arguments` (the command line without the program) to the window listening on `name`, waiting at most
    // `timeoutMs` for its answer. NoServer when nobody listens; Failed with `error` when it refused or did not
    // answer. Blocking: for a program's start, before its own event loop.
    static Sent send(const QString &name, const QStringList &arguments, QString *error, int timeoutMs = 5000);

    // The arguments as a window started elsewhere must read them: a file named relative to `cwd` made absolute
    // (--load FILE, --load=FILE).
    static QStringList forwardable(const QStringList &arguments, const QDir &cwd);

    static constexpr qsizetype kMaxMessage = 64 * 1024; // a command line is far shorter

signals:
    // A command line another `gamut` handed in (without the program's name), emitted from the event loop after the
    // sender was answered, so that a question the window asks never holds the socket.
    void commandLine(const QStringList &arguments);

private:
    void accept();
    void read(QLocalSocket *socket);
    void answer(QLocalSocket *socket, const QString &reply);

    QLocalServer *server_;
    QString error_;
};

} // namespace gamut
