#include "legacyimport.h"

#include "tablechanges.h"

#include <QDateTime>

#include "../record/record.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace gamut::net {

namespace {

constexpr qint64 kMaxLegacyRecordBytes = qint64(1) << 30; // the old store refused more than 16 MiB; read what it wrote

// The seats file: `first|second <token or -> <name or ->` lines and comments. A bad line is reported by its number.
bool readSeats(const QByteArray &text, std::array<Seat, 2> &seats, QString &error) {
    static const QRegularExpression token(QStringLiteral("^[0-9a-f]{32}$"));
    int found = 0, number = 0;
    for (const QByteArray &raw : text.split('\n')) {
        ++number;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const int side = f.value(0) == QLatin1String("first") ? 0 : f.value(0) == QLatin1String("second") ? 1 : -1;
        if (f.size() != 3 || side < 0 || (f[1] != QLatin1String("-") && !token.match(f[1]).hasMatch())) {
            error = QStringLiteral("line %1 is not a seat line").arg(number);
            return false;
        }
        Seat &seat = seats[std::size_t(side)];
        seat.tokenHash = f[1] == QLatin1String("-") ? QString() : tokenHash(f[1]);
        seat.name = f[2] == QLatin1String("-") ? QString() : f[2];
        ++found;
    }
    if (found != 2) {
        error = QStringLiteral("%1 seat lines instead of 2").arg(found);
        return false;
    }
    return true;
}

bool importOne(const ApplyChange &apply, const QDir &dir, int number, QString &error) {
    const QString id = QStringLiteral("t%1").arg(number);
    std::array<Seat, 2> seats;
    QFile seatsFile(dir.filePath(id + QStringLiteral(".seats")));
    if (seatsFile.exists()) {
        if (!seatsFile.open(QIODevice::ReadOnly)) {
            error = QStringLiteral("%1: %2").arg(seatsFile.fileName(), seatsFile.errorString());
            return false;
        }
        if (!readSeats(seatsFile.read(1 << 16), seats, error)) {
            error = QStringLiteral("%1: %2").arg(seatsFile.fileName(), error);
            return false;
        }
    }
    QFile recordFile(dir.filePath(id + QStringLiteral(".gamut")));
    if (!recordFile.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("%1: %2").arg(recordFile.fileName(), recordFile.errorString());
        return false;
    }
    const QByteArray text = recordFile.read(kMaxLegacyRecordBytes);
    RecordError why;
    auto games = loadRecordText(std::string_view(text.constData(), std::size_t(text.size())),
                                recordFile.fileName().toStdString(), why);
    if (!games) {
        error = QStringLiteral("%1: line %2 cannot be read").arg(recordFile.fileName()).arg(why.line);
        return false;
    }
    std::vector<std::string> finished;
    for (std::size_t i = 0; i + 1 < games->size(); ++i)
        finished.push_back(writeRecords({&(*games)[i]}));
    const ReplayedGame &current = games->back();
    QStringList moves;
    for (const RecordedMove &move : canonicalRecord(current).moves)
        moves << QString::fromStdString(move.token);
    auto table = Table::restore(id, writeRecords({&current}), seats, int(finished.size()), error);
    // Its idle clock starts now.
    return table && apply(changes::importTable(*table, finished, moves, QDateTime::currentMSecsSinceEpoch()), error);
}

} // namespace

std::vector<int> importLegacyFolder(const QString &folder, const ApplyChange &apply,
                                    const std::function<void(const QString &)> &log) {
    static const QRegularExpression fileName(QStringLiteral("^t([1-9][0-9]{0,8})\\.(gamut|seats)(\\..*)?$"));
    const QDir dir(folder);
    std::vector<int> numbers;
    int highest = 0;
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        const auto match = fileName.match(name);
        if (!match.hasMatch())
            continue;
        const int number = match.captured(1).toInt();
        highest = std::max(highest, number);
        if (match.captured(2) == QLatin1String("gamut") && match.captured(3).isEmpty())
            numbers.push_back(number);
    }
    std::sort(numbers.begin(), numbers.end());
    std::vector<int> imported;
    for (int number : numbers) {
        QString error;
        if (importOne(apply, dir, number, error))
            imported.push_back(number);
        else
            log(QStringLiteral("error: table t%1 is not imported (its files are left as they are): %2")
                    .arg(number)
                    .arg(error));
    }
    if (highest > 0) {
        QString error;
        apply(changes::setMeta(QStringLiteral("next_table"), QString::number(highest + 1)), error);
        log(QStringLiteral("imported %1 of %2 tables from the files of %3 (the seats files of those imported are "
                           "removed, the others left as they are)")
                .arg(imported.size())
                .arg(numbers.size())
                .arg(folder));
    }
    return imported;
}

} // namespace gamut::net
