// Runs the built gamut-cli (GAMUT_CLI_PATH) as a process: its exit code (-2 for a crash, -1 for no end in time)
// and what it printed. Shared by the command-line tests.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace gamut::testing {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

// Waits for a started process to end, at most `timeoutMs`.
inline Run finish(QProcess &process, int timeoutMs) {
    if (!process.waitForFinished(timeoutMs))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

inline Run cli(const QStringList &arguments, int timeoutMs = 300000) {
    QProcess process;
    process.start(QStringLiteral(GAMUT_CLI_PATH), arguments);
    return finish(process, timeoutMs);
}

} // namespace gamut::testing
