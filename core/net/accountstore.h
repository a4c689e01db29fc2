// Accounts, sessions and ratings in the server's database (protocol.md 1.2), beside the tables of schema.h and under
// the same promise: every change is a StoreWriter::Change committed before its `ok`. Reads go through the event
// loop's connection (committed state); writes are closures for the group commit, each taking a copy of what it
// writes. The same SQL runs on SQLite and PostgreSQL.
//
// The tables (migration 2, schema.cpp):
//   accounts      (name_key, name, password, created, last_login)   name_key: the name case-folded, unique
//   sessions      (hash, account, created, expires)                  a session only as its SHA-256
//   ratings       (account, game, rating, deviation, volatility, games)   Glicko-2, one row per account and game
//   rated_games   (table_id, game, first_account, second_account, score, first_before, first_after,
//                  second_before, second_after, at)  one row per rated game: its key makes a rating happen once
//   seat_accounts (table_id, side, account)         which seats of which tables accounts hold
//
// An account is named by its key (the name case-folded), never by a number, so that servers sharing one PostgreSQL
// database need no sequence to agree on.
#pragma once

#include "glicko2.h"
#include "storewriter.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace gamut::net::accounts {

using Change = StoreWriter::Change;

QString nameKey(const QString &name); // case-folded: accounts are unique without regard to case
// The group commit's key for an account's rows (negative, so it never meets a table number).
qint64 writerKey(const QString &nameKey);

struct Account {
    QString name;     // as registered
    QString password; // the stored hash
};
std::optional<Account> find(StoreDb &db, const QString &nameKey, QString &error);
// The account whose session has this hash and has not expired at `now`, or nothing.
std::optional<QString> sessionAccount(StoreDb &db, const QString &sessionHash, qint64 now, QString &error);

struct StoredRating {
    QString game;
    Rating rating;
    int games = 0;
};
std::vector<StoredRating> ratings(StoreDb &db, const QString &nameKey, QString &error);
// `nameKey`'s rating in `game` (a new player's when there is none).
StoredRating rating(StoreDb &db, const QString &nameKey, const QString &game, QString &error);

struct TopRow {
    QString name;
    double rating = 0;
    int games = 0;
};
inline constexpr double kTopDeviation = 110.0;
// At most `count` players of `game` with a deviation under 110, from rank `from` (0-based), and how many there are.
std::vector<TopRow> top(StoreDb &db, const QString &game, int from, int count, int &total, QString &error);

// The seats of open tables that accounts hold: (table number, side) -> account key.
std::vector<std::tuple<qint64, int, QString>> seatAccounts(StoreDb &db, qint64 table, QString &error);

Change addAccount(const QString &name, const QString &passwordHash, qint64 now);
// A new session for an account (its expired ones go), and a new password hash when the stored one is weaker.
Change addSession(const QString &nameKey, const QString &sessionHash, qint64 now, qint64 expires,
                  const QString &newPasswordHash = QString());
Change removeSession(const QString &sessionHash);
// The accounts holding a table's seats (empty: a guest), replacing what was there.
Change setSeatAccounts(qint64 table, const std::array<QString, 2> &nameKeys);

// A rated game's end: both ratings read, rated as one game each and written, with the game's row in rated_games,
// all in the caller's transaction. A game already in rated_games is not rated again (applied stays false).
struct RatingOutcome {
    bool applied = false;
    std::array<StoredRating, 2> before, after;
};
Change rateGame(qint64 table, int gameIndex, const QString &game, const std::array<QString, 2> &nameKeys,
                double firstScore, qint64 now, std::shared_ptr<RatingOutcome> outcome);

// Two changes as one (the game's last move and its rating): both or neither.
Change both(Change first, Change second);

} // namespace gamut::net::accounts
