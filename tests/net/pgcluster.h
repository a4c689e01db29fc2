// A real PostgreSQL for the tests: a cluster of its own in a temporary folder (initdb), started with pg_ctl on a free
// loopback port and stopped (immediate) when the test ends. PostgreSQL refuses to run as root, so under root (CI)
// its programs run as the system user `nobody` through runuser, and the folder is given to that user. Debian's
// binaries are found in /usr/lib/postgresql/<version>/bin (tools/setup.sh installs the `postgresql` package).
#pragma once

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>

#include <pwd.h>
#include <unistd.h>

namespace gamut::test {

class PgCluster {
public:
    // False, with the reason, when PostgreSQL's programs are not installed (the caller skips) or it cannot start.
    // `settings`: more of the server's command line (`-c name=value ...`).
    bool start(QString &why, const QString &settings = QString()) {
        bin_ = binaries();
        if (bin_.isEmpty()) {
            why = QStringLiteral("PostgreSQL is not installed (no initdb/pg_ctl; Debian: apt-get install postgresql)");
            missing_ = true;
            return false;
        }
        if (!dir_.isValid()) {
            why = QStringLiteral("no temporary folder");
            return false;
        }
        data_ = dir_.filePath(QStringLiteral("pg"));
        QDir().mkpath(data_);
        if (::geteuid() == 0) { // PostgreSQL will not run as root
            const passwd *user = ::getpwnam("nobody");
            if (!user) {
                why = QStringLiteral("running as root and there is no user `nobody` to run PostgreSQL as");
                return false;
            }
            for (const QString &path : {dir_.path(), data_})
                if (::chown(QFile::encodeName(path).constData(), user->pw_uid, user->pw_gid) != 0) {
                    why = QStringLiteral("cannot give %1 to `nobody`").arg(path);
                    return false;
                }
            asUser_ = QStringLiteral("nobody");
        }
        QTcpServer probe; // a free port
        probe.listen(QHostAddress::LocalHost, 0);
        port_ = probe.serverPort();
        probe.close();
        QString out;
        if (!run(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), data_, QStringLiteral("-U"), QStringLiteral("gamut"), QStringLiteral("-A"),
                  QStringLiteral("trust"), QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--no-sync")},
                 out)) {
            why = QStringLiteral("initdb failed: ") + out.right(500);
            return false;
        }
        const QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c max_connections=200 %3")
                                    .arg(port_)
                                    .arg(data_, settings);
        if (!run(QStringLiteral("pg_ctl"),
                 {QStringLiteral("-D"), data_, QStringLiteral("-o"), options, QStringLiteral("-l"),
                  data_ + QStringLiteral("/log"), QStringLiteral("-w"), QStringLiteral("start")},
                 out)) {
            why = QStringLiteral("pg_ctl start failed: ") + out.right(500);
            return false;
        }
        started_ = true;
        return true;
    }
    bool missing() const { return missing_; }
    quint16 port() const { return port_; }
    // A new, empty database of the cluster: its store URL.
    QString createDatabase(const QString &name) {
        QString out;
        run(QStringLiteral("createdb"),
            {QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(port_),
             QStringLiteral("-U"), QStringLiteral("gamut"), name},
            out);
        return url(name);
    }
    // The rows of `sql` in `database`, one a line, columns split by '|' (psql -At); empty when it failed.
    QString query(const QString &database, const QString &sql) const {
        QString out;
        const bool ran = run(QStringLiteral("psql"),
                             {QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                              QString::number(port_), QStringLiteral("-U"), QStringLiteral("gamut"),
                              QStringLiteral("-d"), database, QStringLiteral("-At"), QStringLiteral("-c"), sql},
                             out);
        return ran ? out : QString();
    }
    QString url(const QString &database) const {
        return QStringLiteral("postgresql://gamut@127.0.0.1:%1/%2").arg(port_).arg(database);
    }
    ~PgCluster() {
        if (started_) {
            QString out;
            run(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), data_, QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"),
                 QStringLiteral("stop")},
                out);
        }
    }

private:
    static QString binaries() {
        QDir lib(QStringLiteral("/usr/lib/postgresql"));
        QStringList versions = lib.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (auto it = versions.rbegin(); it != versions.rend(); ++it)
            if (QFile::exists(lib.filePath(*it + QStringLiteral("/bin/pg_ctl"))))
                return lib.filePath(*it + QStringLiteral("/bin"));
        const QString onPath = QStandardPaths::findExecutable(QStringLiteral("pg_ctl"));
        return onPath.isEmpty() ? QString() : QFileInfo(onPath).path();
    }
    bool run(const QString &program, const QStringList &args, QString &out) const {
        QProcess p;
        p.setWorkingDirectory(QDir::tempPath());
        const QString path = QDir(bin_).filePath(program);
        if (asUser_.isEmpty())
            p.start(path, args);
        else
            p.start(QStringLiteral("runuser"),
                    QStringList{QStringLiteral("-u"), asUser_, QStringLiteral("--"), path} + args);
        const bool done = p.waitForFinished(60000);
        out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return done && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    QTemporaryDir dir_;
    QString bin_, data_, asUser_;
    quint16 port_ = 0;
    bool started_ = false, missing_ = false;
};

} // namespace gamut::test
