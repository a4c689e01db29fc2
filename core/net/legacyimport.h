// The import of a data folder of the file store that came before SqlTableStore: `t<n>.gamut` (every game played at
// the table) and `t<n>.seats` (its seats' names and tokens). Run once, into the database being created; the `.gamut`
// files are left exactly as they are, and the seats files of the tables imported are removed once the new database
// is in place (SqlTableStore::open: they hold the tokens in plain text). A file that cannot be read is reported by
// its name and line, never by its content (a seats line holds a token), and skipped (its files left as they are).
#pragma once

#include "storewriter.h"

#include <QString>

#include <functional>
#include <vector>

namespace gamut::net {

// Runs one change in its own transaction; false and a message when it failed.
using ApplyChange = std::function<bool(const StoreWriter::Change &, QString &)>;

// The numbers of the tables imported.
std::vector<int> importLegacyFolder(const QString &folder, const ApplyChange &apply,
                                    const std::function<void(const QString &)> &log);

} // namespace gamut::net
