// A power cut, emulated without a device: an LD_PRELOAD library for the server under test that keeps, beside every
// file it writes under $GAMUT_POWERCUT_DIR, a copy of what that file holds *on the disk* in the worst case a power
// cut allows: what was written up to the last fsync()/fdatasync() of the file, nothing after it. Each write
// (write, pwrite, pwritev, ftruncate) is noted as a dirty range of its file; an fsync or fdatasync of the file copies
// those ranges and the file's size into the copy in $GAMUT_POWERCUT_SHADOW. The test kills the server (SIGKILL),
// puts the copies in place of the files (a file never synced is removed; SQLite's `-shm` is memory, never durable),
// and starts the server again: what it finds is what a disk that lost power at that moment would hold.
//
// Limits (the test's note says them too): it is the worst case of "unsynced data is lost" and nothing stranger: no
// torn sector, no reordering of writes inside one fsync, no lying disk cache; a directory entry (a file made or
// renamed) counts as durable at once (the store fsyncs its folder after the one rename that matters). mmap writes
// are not seen (SQLite writes the database and its WAL with pwrite; only `-shm` is mapped).
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace {

struct Range {
    off_t at;
    off_t size;
};

struct State {
    std::mutex mutex;
    std::string dir, shadow;
    std::map<int, std::string> paths;                // tracked descriptors
    std::map<std::string, std::vector<Range>> dirty; // by path: written since the file's last sync
    bool ready = false;
};

State &state() {
    static State *s = [] {
        auto *st = new State;
        const char *dir = getenv("GAMUT_POWERCUT_DIR");
        const char *shadow = getenv("GAMUT_POWERCUT_SHADOW");
        if (dir && shadow) {
            st->dir = dir;
            st->shadow = shadow;
            st->ready = true;
        }
        return st;
    }();
    return *s;
}

template <typename F> F real(const char *name) { return reinterpret_cast<F>(dlsym(RTLD_NEXT, name)); }

using OpenFn = int (*)(const char *, int, ...);
using OpenatFn = int (*)(int, const char *, int, ...);
using CloseFn = int (*)(int);
using WriteFn = ssize_t (*)(int, const void *, size_t);
using PwriteFn = ssize_t (*)(int, const void *, size_t, off_t);
using PwritevFn = ssize_t (*)(int, const struct iovec *, int, off_t);
using TruncFn = int (*)(int, off_t);
using SyncFn = int (*)(int);
using UnlinkFn = int (*)(const char *);
using PreadFn = ssize_t (*)(int, void *, size_t, off_t);

std::string absolute(int dirfd, const char *path) {
    if (path[0] == '/')
        return path;
    char base[4096];
    if (dirfd == AT_FDCWD) {
        if (!getcwd(base, sizeof base))
            return path;
    } else {
        const std::string link = "/proc/self/fd/" + std::to_string(dirfd);
        const ssize_t n = readlink(link.c_str(), base, sizeof base - 1);
        if (n <= 0)
            return path;
        base[n] = 0;
    }
    return std::string(base) + "/" + path;
}

std::string shadowOf(const State &s, const std::string &path) {
    return s.shadow + "/" + path.substr(path.find_last_of('/') + 1);
}

// A file met for the first time that has no copy yet was there before the server started: it is on the disk as it
// is (the test starts from a synced folder).
void copyWhole(const std::string &from, const std::string &to) {
    static const auto open = real<OpenFn>("open");
    static const auto close = real<CloseFn>("close");
    static const auto write = real<WriteFn>("write");
    const int in = open(from.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return;
    const int out = open(to.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    char buffer[65536];
    ssize_t n = 0;
    while (out >= 0 && (n = ::read(in, buffer, sizeof buffer)) > 0)
        write(out, buffer, std::size_t(n));
    if (out >= 0)
        close(out);
    close(in);
}

void track(int fd, const std::string &path) {
    State &s = state();
    if (fd < 0 || !s.ready || path.compare(0, s.dir.size(), s.dir) != 0)
        return;
    std::lock_guard lock(s.mutex);
    s.paths[fd] = path;
    struct stat info {
    }, copy{};
    if (::stat(shadowOf(s, path).c_str(), &copy) != 0 && fstat(fd, &info) == 0 && info.st_size > 0 &&
        s.dirty.find(path) == s.dirty.end())
        copyWhole(path, shadowOf(s, path));
}

void noteWrite(int fd, off_t at, off_t size) {
    State &s = state();
    if (!s.ready || size <= 0)
        return;
    std::lock_guard lock(s.mutex);
    const auto it = s.paths.find(fd);
    if (it != s.paths.end())
        s.dirty[it->second].push_back({at, size});
}

// The file's state is durable now: its dirty ranges and its size go to the copy.
void makeDurable(int fd) {
    State &s = state();
    if (!s.ready)
        return;
    std::lock_guard lock(s.mutex);
    const auto it = s.paths.find(fd);
    if (it == s.paths.end())
        return;
    const std::string &path = it->second;
    static const auto open = real<OpenFn>("open");
    static const auto close = real<CloseFn>("close");
    static const auto pread = real<PreadFn>("pread");
    static const auto pwrite = real<PwriteFn>("pwrite");
    static const auto ftruncate = real<TruncFn>("ftruncate");
    const int out = open(shadowOf(s, path).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (out < 0)
        return;
    std::vector<char> buffer;
    for (const Range &r : s.dirty[path]) {
        buffer.resize(std::size_t(r.size));
        const ssize_t n = pread(fd, buffer.data(), buffer.size(), r.at);
        if (n > 0)
            pwrite(out, buffer.data(), std::size_t(n), r.at);
    }
    s.dirty.erase(path);
    struct stat info {};
    if (fstat(fd, &info) == 0)
        ftruncate(out, info.st_size);
    close(out);
}

} // namespace

extern "C" {

int open(const char *path, int flags, ...) {
    static const auto next = real<OpenFn>("open");
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list args;
        va_start(args, flags);
        mode = mode_t(va_arg(args, int));
        va_end(args);
    }
    const int fd = next(path, flags, mode);
    track(fd, absolute(AT_FDCWD, path));
    return fd;
}

int open64(const char *path, int flags, ...) {
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list args;
        va_start(args, flags);
        mode = mode_t(va_arg(args, int));
        va_end(args);
    }
    return open(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...) {
    static const auto next = real<OpenatFn>("openat");
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list args;
        va_start(args, flags);
        mode = mode_t(va_arg(args, int));
        va_end(args);
    }
    const int fd = next(dirfd, path, flags, mode);
    track(fd, absolute(dirfd, path));
    return fd;
}

int close(int fd) {
    static const auto next = real<CloseFn>("close");
    State &s = state();
    if (s.ready) {
        std::lock_guard lock(s.mutex);
        s.paths.erase(fd);
    }
    return next(fd);
}

ssize_t write(int fd, const void *data, size_t size) {
    static const auto next = real<WriteFn>("write");
    const off_t at = lseek(fd, 0, SEEK_CUR);
    const ssize_t n = next(fd, data, size);
    if (n > 0 && at >= 0)
        noteWrite(fd, at, n);
    return n;
}

ssize_t pwrite(int fd, const void *data, size_t size, off_t at) {
    static const auto next = real<PwriteFn>("pwrite");
    const ssize_t n = next(fd, data, size, at);
    if (n > 0)
        noteWrite(fd, at, n);
    return n;
}

ssize_t pwrite64(int fd, const void *data, size_t size, off_t at) { return pwrite(fd, data, size, at); }

ssize_t pwritev(int fd, const struct iovec *iov, int count, off_t at) {
    static const auto next = real<PwritevFn>("pwritev");
    const ssize_t n = next(fd, iov, count, at);
    if (n > 0)
        noteWrite(fd, at, n);
    return n;
}

int ftruncate(int fd, off_t size) {
    static const auto next = real<TruncFn>("ftruncate");
    return next(fd, size); // the size is taken at the next sync
}

int ftruncate64(int fd, off_t size) { return ftruncate(fd, size); }

int fsync(int fd) {
    static const auto next = real<SyncFn>("fsync");
    const int r = next(fd);
    if (r == 0)
        makeDurable(fd);
    return r;
}

int fdatasync(int fd) {
    static const auto next = real<SyncFn>("fdatasync");
    const int r = next(fd);
    if (r == 0)
        makeDurable(fd);
    return r;
}

int unlink(const char *path) {
    static const auto next = real<UnlinkFn>("unlink");
    State &s = state();
    const std::string full = absolute(AT_FDCWD, path);
    if (s.ready && full.compare(0, s.dir.size(), s.dir) == 0) {
        std::lock_guard lock(s.mutex);
        s.dirty.erase(full);
        static const auto realUnlink = next;
        realUnlink(shadowOf(s, full).c_str());
    }
    return next(path);
}

} // extern "C"
