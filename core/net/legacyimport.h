// The import of a data folder of the file store that came before SqlTableStore: `t<n>.gamut` (every game played at
// the table) and `t<n>.seats` (its seats' names and tokens). Run once, when the database is created; the files are
// read and left exactly as they are. A file that cannot be read is reported by its name and line, never by its
// content (a seats line holds a token), and skipped.
#pragma once

#include <QString>

#include <functional>

namespace gamut::net {

class SqlTableStore;

// How many tables were imported.
int importLegacyFolder(SqlTableStore &store, const std::function<void(const QString &)> &log);

} // namespace gamut::net
