// Certificates made for a test by Debian's openssl command (tools/setup.sh installs it): a self-signed one for
// localhost and 127.0.0.1, or one signed by a test authority of its own, in a temporary folder.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace gamut::test {

class TlsFiles {
public:
    // `name` tells several sets apart in one folder. False (and `error`) when openssl is missing or fails.
    bool makeSelfSigned(const QString &name, QString &error) {
        cert = path(name + QStringLiteral(".pem"));
        key = path(name + QStringLiteral(".key"));
        return openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
                        QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"),
                        QStringLiteral("-nodes"), QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert,
                        QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                        QStringLiteral("/CN=localhost"), QStringLiteral("-addext"),
                        QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1")},
                       error);
    }
    // A test authority (ca.pem) and a server certificate it signed (cert, key).
    bool makeSignedByAuthority(const QString &name, QString &error) {
        ca = path(QStringLiteral("ca.pem"));
        const QString caKey = path(QStringLiteral("ca.key")), request = path(name + QStringLiteral(".csr")),
                      extensions = path(QStringLiteral("ext.cnf"));
        cert = path(name + QStringLiteral(".pem"));
        key = path(name + QStringLiteral(".key"));
        QFile ext(extensions);
        if (!ext.open(QIODevice::WriteOnly) ||
            ext.write("subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n") < 0) {
            error = QStringLiteral("cannot write %1").arg(extensions);
            return false;
        }
        ext.close();
        const QStringList ec = {QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                                QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
        return openssl(QStringList{QStringLiteral("req"), QStringLiteral("-x509")} + ec +
                           QStringList{QStringLiteral("-keyout"), caKey, QStringLiteral("-out"), ca,
                                       QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                                       QStringLiteral("/CN=Gamut Test Authority")},
                       error) &&
               openssl(QStringList{QStringLiteral("req")} + ec +
                           QStringList{QStringLiteral("-keyout"), key, QStringLiteral("-out"), request,
                                       QStringLiteral("-subj"), QStringLiteral("/CN=localhost")},
                       error) &&
               openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), request,
                        QStringLiteral("-CA"), ca, QStringLiteral("-CAkey"), caKey, QStringLiteral("-CAcreateserial"),
                        QStringLiteral("-out"), cert, QStringLiteral("-days"), QStringLiteral("2"),
                        QStringLiteral("-extfile"), extensions},
                       error);
    }
    QString path(const QString &file) const { return QDir(dir.path()).filePath(file); }

    QTemporaryDir dir;
    QString cert, key, ca;

private:
    bool openssl(const QStringList &arguments, QString &error) {
        const QString program = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (program.isEmpty()) {
            error = QStringLiteral("no openssl command (apt-get install openssl)");
            return false;
        }
        QProcess process;
        process.start(program, arguments);
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
            process.exitCode() != 0) {
            error = QStringLiteral("openssl %1 failed: %2")
                        .arg(arguments.first(), QString::fromLocal8Bit(process.readAllStandardError()).left(500));
            return false;
        }
        return true;
    }
};

} // namespace gamut::test
