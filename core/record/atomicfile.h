// Writing a whole file so that a crash, a full disk or a file size limit never leaves a half-written file in
// place of a good one.
#pragma once

#include <QString>

#include <string>

namespace gamut {

// Writes `text` to `path` atomically; false and a message in `error` when it could not (the old file is intact).
bool writeFileAtomically(const QString &path, const std::string &text, QString &error);

} // namespace gamut
