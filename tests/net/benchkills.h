// bench_server's kill -9 cycles on a cluster of gamut-server processes on one PostgreSQL database (bench_kills.cpp):
// `processes` processes, `cycles` cycles of a second each killing a random process with requests in flight and
// starting a new one, `tables` games played through them; every acknowledged move checked against the database.
// Prints its figures; false when a move was lost or the run could not go on.
#pragma once

#include <QString>
#include <QStringList>

namespace gamut::test {

bool measureKills(const QString &program, const QStringList &extra, int processes, int cycles, int tables);

} // namespace gamut::test
