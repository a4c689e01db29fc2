// The server's data folder: one `<table>.gamut` per table (the record, atomically replaced after every change: a
// temporary file written whole and swapped with the old one, with the disk sync optional; `<table>.gamut.tmp` keeps
// the version before, see replaceFile in tablestore.cpp) and one `<table>.seats` holding the seats' names and tokens,
// readable only by the server's user (0600). On start every table is read back; a damaged table is renamed aside
// (`<file>.damaged-<time>`), never deleted, and the others still load.
#pragma once

#include "table.h"

#include <QString>

#include <sys/types.h>

#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace gamut::net {

struct FileText;

class TableStore {
public:
    using Log = std::function<void(const QString &)>;
    // `sync`: every write waits for the disk (fdatasync + the folder's fsync), so a power cut loses nothing either.
    TableStore(const QString &folder, bool sync, Log log);
    ~TableStore();
    TableStore(const TableStore &) = delete;
    TableStore &operator=(const TableStore &) = delete;

    // How many tables keep their two files open between writes (0, the default: none). The server sets it from the
    // file descriptors its connections leave (GameServer::start); a table beyond it writes as the first time.
    void setOpenTables(int tables);

    // Creates the folder (0700) if needed.
    bool open(QString &error);
    const QString &folder() const { return folder_; }

    bool saveRecord(const Table &table, QString &error); // the .gamut file
    bool saveSeats(const Table &table, QString &error);  // the .seats file (0600)

    // Every table of the folder, sorted by number; damaged ones are moved aside and logged.
    std::vector<std::unique_ptr<Table>> loadAll();
    // The number after the highest table id ever used in the folder (moved-aside files count), so ids are not reused.
    int nextNumber() const { return nextNumber_; }

    static QString seatsText(const Table &table);
    static bool parseSeats(const QByteArray &text, std::array<Seat, 2> &seats, QString &error);

private:
    struct Inode {
        int fd = -1;
        std::size_t kept = 0; // how many bytes at its start are the finished games' text it was last written with
        off_t size = -1;      // its length as last written
    };
    struct Handles {
        Inode file; // the inode now at <file>, written last
        Inode temp; // the inode now at <file>.tmp, written before (fd -1: not known yet)
    };
    bool replace(const QString &path, const FileText &text, mode_t mode, QString &error);
    void forget(std::unordered_map<std::string, Handles>::iterator it);
    QString path(const QString &id, const char *suffix) const;
    void moveAside(const QString &file, const QString &why);

    QString folder_;
    Log log_;
    int nextNumber_ = 1;
    bool sync_ = false;
    std::unordered_map<std::string, Handles> open_; // by file path
    std::size_t openBudget_ = 0;
};

} // namespace gamut::net
