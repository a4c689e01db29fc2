#include "atomicfile.h"

#include <QSaveFile>

#include <cerrno>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gamut {

// QSaveFile keeps the old file whole until the new one is complete on disk. Unbuffered, so that a short write
// (a full disk, a file size limit) shows in write()'s count: buffered, Qt 6.4's QSaveFile::commit() ignores a
// write that stops part-way and puts the truncated file in place (seen with strace: write() = 500, then EFBIG,
// then commit() renamed the 500 bytes over the old file).
bool writeFileAtomically(const QString &path, const std::string &text, QString &error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        error = file.errorString();
        return false;
    }
    const qint64 size = qint64(text.size());
    if (file.write(text.data(), size) != size) {
        error = file.error() != QFileDevice::NoError
                    ? file.errorString()
                    : QStringLiteral("the write stopped part-way (disk full or file too large?)");
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

namespace {

std::string systemMessage(int code) { return std::generic_category().message(code); }

} // namespace

PendingFile::~PendingFile() { discard(); }

void PendingFile::discard() {
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
    if (!temporary_.empty())
        ::unlink(temporary_.c_str());
    temporary_.clear();
}

bool PendingFile::open(const std::string &path, std::string &error) {
    discard();
    path_ = path;
    struct stat info {};
    const bool exists = ::stat(path.c_str(), &info) == 0;
    if (exists && S_ISDIR(info.st_mode)) {
        error = "is a folder, not a file";
        return false;
    }
    if (exists && !S_ISREG(info.st_mode)) { // a pipe must have its reader already: never wait for one
        fd_ = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd_ < 0 || ::fcntl(fd_, F_SETFL, 0) != 0) {
            error = systemMessage(errno);
            discard();
            return false;
        }
        return true;
    }
    if (exists && ::access(path.c_str(), W_OK) != 0) {
        error = systemMessage(errno);
        return false;
    }
    const std::size_t slash = path.rfind('/');
    const std::string folder = slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
    std::string temporary = folder + "." + path.substr(slash == std::string::npos ? 0 : slash + 1) + ".XXXXXX";
    fd_ = ::mkstemp(temporary.data());
    if (fd_ < 0) {
        error = systemMessage(errno);
        return false;
    }
    temporary_ = temporary;
    // mkstemp makes the file private; give it the old file's mode, or what a new file gets under the umask.
    mode_t mode = 0666;
    if (exists) {
        mode = info.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode &= ~mask;
    }
    ::fchmod(fd_, mode);
    return true;
}

bool PendingFile::commit(const std::string &text, std::string &error) {
    const auto fail = [&](int code) {
        error = systemMessage(code);
        discard();
        return false;
    };
    if (fd_ < 0)
        return fail(EBADF);
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t wrote = ::write(fd_, text.data() + done, text.size() - done);
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0)
            return fail(wrote < 0 ? errno : ENOSPC);
        done += std::size_t(wrote);
    }
    if (!temporary_.empty() && ::fsync(fd_) != 0)
        return fail(errno);
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0)
        return fail(errno);
    if (!temporary_.empty() && ::rename(temporary_.c_str(), path_.c_str()) != 0)
        return fail(errno);
    temporary_.clear();
    return true;
}

} // namespace gamut
