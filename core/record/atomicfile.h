// Writing a whole file so that a crash, a full disk or a file size limit never leaves a half-written file in
// place of a good one.
#pragma once

#include <QString>

#include <string>

namespace gamut {

// Writes `text` to `path` atomically; false and a message in `error` when it could not (the old file is intact).
bool writeFileAtomically(const QString &path, const std::string &text, QString &error);

// A file written whole at the end of a long job but claimed at its start, so that a path that cannot be written
// is known before the work, not after it (`match --pgn`). `path` is the native name (its bytes, which need not
// be UTF-8). A new or regular file is replaced atomically (a temporary file beside it, renamed over it); an
// existing pipe or device (/dev/null, /dev/stdout) is written directly.
class PendingFile {
public:
    PendingFile() = default;
    ~PendingFile(); // an unfinished temporary file is removed
    PendingFile(const PendingFile &) = delete;
    PendingFile &operator=(const PendingFile &) = delete;

    bool open(const std::string &path, std::string &error);
    bool commit(const std::string &text, std::string &error);

private:
    void discard();
    std::string path_, temporary_; // temporary_ is empty when writing directly
    int fd_ = -1;
};

} // namespace gamut
