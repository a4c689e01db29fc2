// What bench_server and bench_lobby measure a server process by (run by hand, not CTest tests): its CPU time and
// resident memory from /proc, quantiles of latencies, the machine's load average (every figure is given with it:
// the machines are shared), and the open-file limit raised for many connections.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <algorithm>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace gamut::test {

// User + system CPU seconds of a process so far.
inline double cpuSeconds(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> f = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return double(f.value(11).toLongLong() + f.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

inline long residentKb(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// The q-quantile (0..1) of nanosecond samples, in ms; reorders `values`.
inline double quantileMs(std::vector<qint64> &values, double q) {
    if (values.empty())
        return 0;
    const std::size_t k = std::min(values.size() - 1, std::size_t(q * double(values.size())));
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(k), values.end());
    return double(values[k]) / 1e6;
}

// The 1, 5 and 15 minute load averages ("5.20 5.97 5.77").
inline QByteArray loadAverage() {
    QFile load(QStringLiteral("/proc/loadavg"));
    if (!load.open(QIODevice::ReadOnly))
        return "?";
    const QList<QByteArray> f = load.readAll().split(' ');
    return f.mid(0, 3).join(' ');
}

// The soft open-file limit raised to the hard one (a server child inherits it); the limit now.
inline rlim_t raiseOpenFiles() {
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
    }
    getrlimit(RLIMIT_NOFILE, &files);
    return files.rlim_cur;
}

} // namespace gamut::test
