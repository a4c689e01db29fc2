#include "tablestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace gamut::net {

// What a file is to hold: `kept` (bytes that an inode may already hold from an earlier write, see Handles) and then
// `rest`.
struct FileText {
    std::string_view kept, rest;
    qsizetype size() const { return qsizetype(kept.size() + rest.size()); }
};

namespace {

const QRegularExpression &tableFileName() {
    static const QRegularExpression re(QStringLiteral("^t([1-9][0-9]{0,8})\\.(gamut|seats)(\\..*)?$"));
    return re;
}

// How a file is replaced atomically (writeWhole, swapNames, replaceFile; TableStore::replace keeps files open):
// the new text is written whole under a temporary name, which is then swapped with
// the file's name (a reader, or a server started after a kill, sees the old file or the new one, never a part).
// With `sync`, the data reaches the disk before the swap (fdatasync) and the swap before returning (the folder's
// fsync): a power cut loses nothing either. Without it a killed server still loses nothing (the kernel has the
// data), at a fraction of the cost.
//
// The swap is renameat2(RENAME_EXCHANGE): afterwards the temporary name holds the previous version, whose inode
// the next write reuses (rewritten in place, then swapped again). A move therefore creates and deletes no inode:
// creating a file per move and deleting the old one made ext4's inode allocator search past every recently
// deleted inode (find_inode_bit/recently_deleted), which took two thirds of the server's time at 100 busy tables.
// The exchange also spares the flush of the new data that ext4 does on a rename over an existing file
// (auto_da_alloc). The price: `<file>.tmp` stays beside each file (the version before; never read back), and a
// program that keeps an old version open while two more moves are stored may see it change. Where the exchange is
// not supported, or for the first write of a file, a fresh temporary file is renamed over the old one.
// `mode` applies from the first byte: the seats' tokens are never readable by others, not even for a moment.

bool writeAt(int fd, std::string_view bytes, off_t offset) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::pwrite(fd, bytes.data() + done, bytes.size() - done, offset + off_t(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += std::size_t(n);
    }
    return true;
}

// Writes `text` over the whole of an open file (cut to its length; never truncated to zero first, which would make
// ext4 flush the data on close as a rename over a file does), then waits for the disk when `sync`. `keptThere`: the
// file already holds text.kept at its start, and only the rest is written.
bool writeWhole(int fd, const FileText &text, bool keptThere, off_t oldSize, bool sync) {
    if (!keptThere && !writeAt(fd, text.kept, 0))
        return false;
    if (!writeAt(fd, text.rest, off_t(text.kept.size())))
        return false;
    if (oldSize > off_t(text.size()) && ::ftruncate(fd, off_t(text.size())) != 0)
        return false;
    return !sync || ::fdatasync(fd) == 0;
}

bool swapNames(const QByteArray &temp, const QByteArray &target) {
    return ::renameat2(AT_FDCWD, temp.constData(), AT_FDCWD, target.constData(), RENAME_EXCHANGE) == 0;
}

void syncFolder(const QString &path) {
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

// The first write of a file, or one after anything unexpected: opens `<file>.tmp` (reused when it is a plain file
// of ours alone, else made afresh), writes, swaps (or renames, when there is no file yet). `keep`: the written
// file is left open and returned there (-1 otherwise), and `swapped` says whether the old file is now the .tmp.
bool replaceFile(const QString &path, const FileText &text, mode_t mode, bool sync, QString &error, int *keep,
                 bool *swapped) {
    const QByteArray target = QFile::encodeName(path);
    const QByteArray temp = target + ".tmp";
    static const uid_t owner = ::geteuid(); // a system call: once, not per move
    if (keep)
        *keep = -1;
    *swapped = false;
    int fd = ::open(temp.constData(), O_WRONLY | O_CLOEXEC | O_NOFOLLOW);
    struct stat info {};
    const bool reused =
        fd >= 0 && ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_nlink == 1 && info.st_uid == owner;
    if (!reused) { // none, or not a plain file of ours alone (a link, a symbolic link): never written through
        if (fd >= 0)
            ::close(fd);
        ::unlink(temp.constData());
        fd = ::open(temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
    }
    if (fd < 0) {
        error = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    bool ok = (reused && (info.st_mode & 07777) == mode) || ::fchmod(fd, mode) == 0;
    ok = ok && writeWhole(fd, text, false, reused ? info.st_size : 0, sync);
    *swapped = ok && swapNames(temp, target);
    ok = ok && (*swapped || ::rename(temp.constData(), target.constData()) == 0);
    const int savedErrno = errno;
    if (ok && keep)
        *keep = fd;
    else
        ok = (::close(fd) == 0) && ok;
    if (ok) {
        if (sync)
            syncFolder(path);
        return true;
    }
    error = QString::fromLocal8Bit(std::strerror(savedErrno));
    ::unlink(temp.constData());
    return false;
}

} // namespace

TableStore::TableStore(const QString &folder, bool sync, Log log)
    : folder_(folder), log_(std::move(log)), sync_(sync) {}

TableStore::~TableStore() {
    while (!open_.empty())
        forget(open_.begin());
}

void TableStore::setOpenTables(int tables) {
    openBudget_ = std::size_t(std::max(0, tables));
    while (open_.size() > openBudget_)
        forget(open_.begin());
}

void TableStore::forget(std::unordered_map<std::string, Handles>::iterator it) {
    for (int fd : {it->second.file.fd, it->second.temp.fd})
        if (fd >= 0)
            ::close(fd);
    open_.erase(it);
}

// A table's file is replaced through its two inodes kept open: the one at `<file>.tmp` (written last but one) is
// rewritten and swapped with the file, two system calls and a check instead of opening, closing and looking the
// names up for every move. The check: the kept .tmp must still have its one name (a .tmp removed or replaced by
// someone else leaves it with none) and the length it was written with; anything unexpected forgets the kept
// files and writes as on the first time. An inode that already holds text.kept (the table's finished games: they
// only ever grow by whole games, so the same length is the same text) gets only the rest written: a move at a
// table that has played many games writes its current game, not the whole history.
bool TableStore::replace(const QString &path, const FileText &text, mode_t mode, QString &error) {
    const QByteArray target = QFile::encodeName(path);
    const std::string key = target.toStdString();
    auto it = open_.find(key);
    if (it != open_.end() && it->second.temp.fd >= 0) {
        Handles &kept = it->second;
        struct stat info {};
        const bool same = ::fstat(kept.temp.fd, &info) == 0 && info.st_nlink == 1 && info.st_size == kept.temp.size;
        const bool keptThere = same && !text.kept.empty() && kept.temp.kept == text.kept.size();
        if (same && writeWhole(kept.temp.fd, text, keptThere, info.st_size, sync_) &&
            swapNames(target + ".tmp", target)) {
            kept.temp.kept = text.kept.size();
            kept.temp.size = off_t(text.size());
            std::swap(kept.file, kept.temp);
            if (sync_)
                syncFolder(path);
            return true;
        }
        forget(it);
        it = open_.end();
    }
    int written = -1;
    bool swapped = false;
    if (!replaceFile(path, text, mode, sync_, error, openBudget_ > 0 ? &written : nullptr, &swapped)) {
        if (it != open_.end())
            forget(it);
        return false;
    }
    if (openBudget_ == 0)
        return true;
    Handles now{{written, text.kept.size(), off_t(text.size())}, {}};
    if (it != open_.end()) { // the file before was kept open: after a swap it is the .tmp now
        if (swapped)
            now.temp = it->second.file;
        else if (it->second.file.fd >= 0)
            ::close(it->second.file.fd);
        open_.erase(it);
    } else if (open_.size() >= openBudget_) {
        forget(open_.begin()); // over the budget: another table's files are closed (it writes as the first time)
    }
    open_.emplace(key, now);
    return true;
}

bool TableStore::open(QString &error) {
    QDir dir(folder_);
    if (!dir.exists() && !QDir().mkpath(folder_)) {
        error = QStringLiteral("cannot create the data folder %1").arg(folder_);
        return false;
    }
    QFile::setPermissions(folder_, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (!QFileInfo(folder_).isWritable()) {
        error = QStringLiteral("the data folder %1 is not writable").arg(folder_);
        return false;
    }
    return true;
}

QString TableStore::path(const QString &id, const char *suffix) const {
    return folder_ + QLatin1Char('/') + id + QLatin1String(suffix);
}

bool TableStore::saveRecord(const Table &table, QString &error) {
    const std::string current = table.currentGameText();
    return replace(path(table.id(), ".gamut"), {table.finishedPart(), current}, 0644, error);
}

QString TableStore::seatsText(const Table &table) {
    QString text = QStringLiteral("# gamut-server seats of table %1: seat token name\n").arg(table.id());
    static const char *names[2] = {"first", "second"};
    for (int side = 0; side < 2; ++side) {
        const Seat &seat = table.seats()[std::size_t(side)];
        text += QLatin1String(names[side]) + QLatin1Char(' ') + (seat.taken() ? seat.token : QStringLiteral("-")) +
                QLatin1Char(' ') + (seat.name.isEmpty() ? QStringLiteral("-") : seat.name) + QLatin1Char('\n');
    }
    return text;
}

bool TableStore::parseSeats(const QByteArray &text, std::array<Seat, 2> &seats, QString &error) {
    static const QRegularExpression token(QStringLiteral("^[0-9a-f]{32}$"));
    int found = 0;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const int side = f.value(0) == QLatin1String("first") ? 0 : f.value(0) == QLatin1String("second") ? 1 : -1;
        if (f.size() != 3 || side < 0 || (f[1] != QLatin1String("-") && !token.match(f[1]).hasMatch())) {
            error = QStringLiteral("unreadable seat line '%1'").arg(line.left(80));
            return false;
        }
        Seat &seat = seats[std::size_t(side)];
        seat.token = f[1] == QLatin1String("-") ? QString() : f[1];
        seat.name = f[2] == QLatin1String("-") ? QString() : f[2];
        ++found;
    }
    if (found != 2) {
        error = QStringLiteral("%1 seat lines instead of 2").arg(found);
        return false;
    }
    return true;
}

bool TableStore::saveSeats(const Table &table, QString &error) {
    const QByteArray text = seatsText(table).toUtf8();
    return replace(path(table.id(), ".seats"), {{}, std::string_view(text.constData(), std::size_t(text.size()))}, 0600,
                   error);
}

void TableStore::moveAside(const QString &file, const QString &why) {
    if (!QFileInfo::exists(file))
        return;
    const QString base =
        file + QStringLiteral(".damaged-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = base;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = base + QLatin1Char('-') + QString::number(n);
    if (QFile::rename(file, aside))
        log_(QStringLiteral("error: %1 is damaged (%2): moved aside to %3").arg(file, why, aside));
    else
        log_(QStringLiteral("error: %1 is damaged (%2) and could not be moved aside").arg(file, why));
}

std::vector<std::unique_ptr<Table>> TableStore::loadAll() {
    std::vector<std::pair<int, QString>> ids;
    const QStringList names = QDir(folder_).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names) {
        const auto match = tableFileName().match(name);
        if (!match.hasMatch())
            continue;
        const int number = match.captured(1).toInt();
        nextNumber_ = std::max(nextNumber_, number + 1);
        if (match.captured(2) == QLatin1String("gamut") && match.captured(3).isEmpty())
            ids.emplace_back(number, QStringLiteral("t%1").arg(number));
    }
    std::sort(ids.begin(), ids.end());
    std::vector<std::unique_ptr<Table>> tables;
    for (const auto &[number, id] : ids) {
        const QString recordPath = path(id, ".gamut");
        const QString seatsPath = path(id, ".seats");
        QString error;
        std::array<Seat, 2> seats;
        QFile seatsFile(seatsPath);
        if (seatsFile.exists()) {
            if (!seatsFile.open(QIODevice::ReadOnly) || !parseSeats(seatsFile.read(1 << 16), seats, error)) {
                if (error.isEmpty())
                    error = seatsFile.errorString();
                moveAside(recordPath, QStringLiteral("its seats: %1").arg(error));
                moveAside(seatsPath, error);
                continue;
            }
        }
        QFile recordFile(recordPath);
        if (!recordFile.open(QIODevice::ReadOnly)) {
            log_(QStringLiteral("error: cannot read %1: %2").arg(recordPath, recordFile.errorString()));
            continue;
        }
        const QByteArray text = recordFile.read(qint64(kMaxRecordBytes) + 1);
        std::unique_ptr<Table> table;
        if (qsizetype(text.size()) > qsizetype(kMaxRecordBytes))
            error = QStringLiteral("larger than %1 bytes").arg(kMaxRecordBytes);
        else
            table = Table::restore(id, text.toStdString(), seats, error);
        if (!table) {
            moveAside(recordPath, error);
            moveAside(seatsPath, QStringLiteral("its record is damaged"));
            continue;
        }
        tables.push_back(std::move(table));
    }
    return tables;
}

} // namespace gamut::net
