#include "tablerows.h"

#include "server.h"

#include <QRegularExpression>

#include <array>

namespace gamut::net {

namespace {

bool isHash(const QString &s) {
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    return hex.match(s).hasMatch();
}

} // namespace

std::unique_ptr<Table> tableFromRows(qint64 number, int finished, const TableRows &rows, QString &error) {
    std::array<Seat, 2> seat;
    std::array<int, 2> seen = {0, 0};
    for (const TableRows::SeatRow &row : rows.seats) {
        if (row.side != 0 && row.side != 1) {
            error = QStringLiteral("a seat row has side %1").arg(row.side);
            return nullptr;
        }
        ++seen[std::size_t(row.side)];
        const Seat &s = seat[std::size_t(row.side)] = row.seat;
        if ((!s.tokenHash.isEmpty() && !isHash(s.tokenHash)) || (!s.name.isEmpty() && !isValidName(s.name))) {
            error = QStringLiteral("the %1 seat's row is damaged").arg(row.side == 0 ? "first" : "second");
            return nullptr;
        }
    }
    if (seen != std::array<int, 2>{1, 1}) {
        error = QStringLiteral("it has %1 first and %2 second seat rows instead of one each").arg(seen[0]).arg(seen[1]);
        return nullptr;
    }
    if (!rows.hasHead) {
        error = QStringLiteral("its current game (game %1) is missing").arg(finished + 1);
        return nullptr;
    }
    std::string text = rows.head.toStdString() + '\n';
    int expected = 1;
    for (const auto &[ply, move] : rows.moves) {
        if (ply != expected) {
            error = QStringLiteral("its moves jump from ply %1 to ply %2").arg(expected - 1).arg(ply);
            return nullptr;
        }
        ++expected;
        text += move.toStdString() + ' ';
    }
    text += '\n';
    return Table::restore(QStringLiteral("t%1").arg(number), text, seat, finished, error);
}

} // namespace gamut::net
