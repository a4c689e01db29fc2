// Reading a record file by its native name: the bytes the system uses, which need not be UTF-8 (a QString would
// turn "caf\xE9.gamut" into another name), never blocking for ever and never reading more than the size limit.
#include "record.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <string>
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gamut {

namespace {

constexpr std::size_t kChunk = 1 << 16;

class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : fd_(fd) {}
    ~FileDescriptor() {
        if (fd_ >= 0)
            ::close(fd_);
    }
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;
    int get() const { return fd_; }

private:
    int fd_;
};

std::string systemMessage(int code) { return std::generic_category().message(code); }

// Reads until the end, or one byte past the limit (the parser then says "too large"). A stream (a pipe, a
// device) is waited for at most `wait` before each piece: a FIFO whose writer has not come yet, or stalls, or a
// terminal nobody types into, ends with a message instead of blocking for ever. Returns an error message or "".
std::string readAll(int fd, bool stream, std::chrono::milliseconds wait, std::string &bytes) {
    std::string chunk(kChunk, '\0');
    while (bytes.size() <= kMaxRecordBytes) {
        if (stream) {
            pollfd ready{fd, POLLIN, 0};
            const int count = ::poll(&ready, 1, int(wait.count()));
            if (count == 0)
                return "nothing came for " + std::to_string(wait.count()) +
                       " ms (a pipe or a device, not a file: save the game to a file first)";
            if (count < 0 && errno != EINTR)
                return "cannot read: " + systemMessage(errno);
            if (count < 0)
                continue;
        }
        const std::size_t wanted = std::min(kChunk, kMaxRecordBytes + 1 - bytes.size());
        const ssize_t got = ::read(fd, chunk.data(), wanted);
        if (got > 0)
            bytes.append(chunk, 0, std::size_t(got));
        else if (got == 0)
            return {};
        else if (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)
            return "cannot read: " + systemMessage(errno);
    }
    return {};
}

} // namespace

std::optional<std::vector<ReplayedGame>> loadRecordFile(const std::string &path, RecordError &error,
                                                        std::chrono::milliseconds streamWait) {
    const auto fail = [&](std::string message) {
        error = {path, 0, std::move(message)};
        return std::nullopt;
    };
    // Non-blocking: opening a FIFO that has no writer would otherwise wait for one for ever.
    const FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (file.get() < 0)
        return fail(errno == ENOENT ? std::string("no such file") : "cannot open: " + systemMessage(errno));
    struct stat info {};
    if (::fstat(file.get(), &info) != 0)
        return fail("cannot read: " + systemMessage(errno));
    if (S_ISDIR(info.st_mode))
        return fail("is a folder, not a file");
    const bool regular = S_ISREG(info.st_mode);
    if (regular && std::uint64_t(info.st_size) > kMaxRecordBytes)
        return fail("too large (" + std::to_string(info.st_size) + " bytes; the limit is 16 MiB)");
    std::string bytes;
    if (regular)
        bytes.reserve(std::size_t(info.st_size) + 1); // the size seen may be wrong (a growing file): no more
    if (const std::string problem = readAll(file.get(), !regular, streamWait, bytes); !problem.empty())
        return fail(problem);
    return loadRecordText(bytes, path, error);
}

} // namespace gamut
