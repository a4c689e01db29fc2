#include "tablechanges.h"

namespace gamut::net::changes {

namespace {

// An empty text as '' (a null QString would be bound as NULL).
QString text(const QString &s) { return s.isEmpty() ? QStringLiteral("") : s; }

struct SeatRow {
    QString name, hash;
    int wantsNext;
};

std::array<SeatRow, 2> seatRows(const Table &t) {
    std::array<SeatRow, 2> rows;
    for (int side = 0; side < 2; ++side) {
        const Seat &s = t.seats()[std::size_t(side)];
        rows[std::size_t(side)] = {text(s.name), text(s.tokenHash), int(s.wantsNext)};
    }
    return rows;
}

bool writeSeatsAndHead(StoreDb &db, qint64 number, const std::array<SeatRow, 2> &seats, const QString &head, int game) {
    for (int side = 0; side < 2; ++side) {
        const SeatRow &s = seats[std::size_t(side)];
        if (!db.exec("UPDATE seats SET name = ?, token_hash = ?, wants_next = ? WHERE table_id = ? AND side = ?",
                     {s.name, s.hash, s.wantsNext, number, side}))
            return false;
    }
    return db.exec("UPDATE games SET head = ? WHERE table_id = ? AND number = ?", {head, number, game});
}

bool insertTable(StoreDb &db, qint64 number, const QString &game, const QString &variant, const QString &owner,
                 qint64 now, int finished, const QString &head, const std::array<SeatRow, 2> &seats) {
    if (!db.exec("INSERT INTO tables (id, game, variant, owner, created, active, closed, finished) "
                 "VALUES (?, ?, ?, ?, ?, ?, 0, ?)",
                 {number, game, text(variant), text(owner), now, now, finished}))
        return false;
    for (int side = 0; side < 2; ++side) {
        const SeatRow &s = seats[std::size_t(side)];
        if (!db.exec("INSERT INTO seats (table_id, side, name, token_hash, wants_next) VALUES (?, ?, ?, ?, ?)",
                     {number, side, s.name, s.hash, s.wantsNext}))
            return false;
    }
    return db.exec("INSERT INTO games (table_id, number, head, record) VALUES (?, ?, ?, NULL)",
                   {number, finished, head});
}

} // namespace

qint64 tableNumber(const QString &id) { return id.mid(1).toLongLong(); }

Change createTable(const Table &t, const QString &owner, qint64 now) {
    return [number = tableNumber(t.id()), game = t.gameId(), variant = t.variant(), owner, now,
            finished = t.finishedGames(), head = QString::fromStdString(t.headText()), seats = seatRows(t)](
               StoreDb &db) { return insertTable(db, number, game, variant, owner, now, finished, head, seats); };
}

Change saveTable(const Table &t, qint64 now) {
    return [number = tableNumber(t.id()), game = t.finishedGames(), head = QString::fromStdString(t.headText()),
            seats = seatRows(t), now](StoreDb &db) {
        return writeSeatsAndHead(db, number, seats, head, game) &&
               db.exec("UPDATE tables SET active = ? WHERE id = ?", {now, number});
    };
}

Change appendMove(const Table &t, const QString &move, qint64 now) {
    // The game's last move starts the table's idle clock for expiry; any other is one INSERT.
    return [number = tableNumber(t.id()), game = t.finishedGames(), ply = t.ply(), move, over = t.isOver(),
            now](StoreDb &db) {
        return db.exec("INSERT INTO moves (table_id, game, ply, move) VALUES (?, ?, ?, ?)",
                       {number, game, ply, move}) &&
               (!over || db.exec("UPDATE tables SET active = ? WHERE id = ?", {now, number}));
    };
}

Change startNext(const Table &t, const std::string &finishedText, qint64 now) {
    return [number = tableNumber(t.id()), previous = t.finishedGames() - 1, current = t.finishedGames(),
            finished = QString::fromStdString(finishedText), head = QString::fromStdString(t.headText()),
            seats = seatRows(t), now](StoreDb &db) {
        return db.exec("UPDATE games SET record = ? WHERE table_id = ? AND number = ?", {finished, number, previous}) &&
               db.exec("DELETE FROM moves WHERE table_id = ? AND game = ?", {number, previous}) &&
               db.exec("INSERT INTO games (table_id, number, head, record) VALUES (?, ?, ?, NULL)",
                       {number, current, head}) &&
               db.exec("UPDATE tables SET finished = ?, active = ? WHERE id = ?", {current, now, number}) &&
               writeSeatsAndHead(db, number, seats, head, current);
    };
}

Change closeTable(qint64 number, qint64 now) {
    return [number, now](StoreDb &db) {
        return db.exec("UPDATE tables SET closed = 1, active = ? WHERE id = ?", {now, number});
    };
}

Change importTable(const Table &t, const std::vector<std::string> &finished, const QStringList &moves, qint64 now) {
    std::vector<QString> texts;
    for (const std::string &s : finished)
        texts.push_back(QString::fromStdString(s));
    return [number = tableNumber(t.id()), game = t.gameId(), variant = t.variant(), current = t.finishedGames(),
            head = QString::fromStdString(t.headText()), seats = seatRows(t), texts, moves, now](StoreDb &db) {
        if (!insertTable(db, number, game, variant, QString(), now, current, head, seats))
            return false;
        for (std::size_t i = 0; i < texts.size(); ++i)
            if (!db.exec("INSERT INTO games (table_id, number, head, record) VALUES (?, ?, '', ?)",
                         {number, qint64(i), texts[i]}))
                return false;
        for (int ply = 0; ply < moves.size(); ++ply)
            if (!db.exec("INSERT INTO moves (table_id, game, ply, move) VALUES (?, ?, ?, ?)",
                         {number, current, ply + 1, moves[ply]}))
                return false;
        return true;
    };
}

Change setMeta(const QString &key, const QString &value) {
    return [key, value](StoreDb &db) {
        return db.exec("DELETE FROM meta WHERE key = ?", {key}) &&
               db.exec("INSERT INTO meta (key, value) VALUES (?, ?)", {key, value});
    };
}

} // namespace gamut::net::changes
