// One table of the server: its current game (Atom-4: the current round), how many games were finished before it,
// and its two seats. Pure logic: no sockets and no database (TableStore keeps it, GameServer speaks for it).
//
// Only the current game lives here: the finished games of a table live in the store and are read from it in bounded
// pages (`history`), so a table that has played 100,000 games costs what one that has played one does. A
// resignation is kept in the current game's tag `[Resigned "<player>"]` (the Result tag must agree with the moves,
// so it cannot say it). Seats keep the SHA-256 of their token only: the token itself is given to its client and
// forgotten, so neither the memory nor the store holds anything that takes a seat.
#pragma once

#include "../gamestate.h"
#include "../record/record.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gamut::net {

// The SHA-256 of a token, as 64 lowercase hex digits (what a seat keeps and the store stores).
QString tokenHash(const QString &token);

struct Seat {
    QString name;           // who sits there (empty = free)
    QString tokenHash;      // tokenHash() of its 32-hex-digit token (empty = free)
    bool wantsNext = false; // asked for the next game (stored: an `ok next` outlives a restart)
    bool taken() const { return !tokenHash.isEmpty(); }
};

class Table {
public:
    // A fresh table of `game` in `variant` (empty = default); nullptr and a message when either is unknown.
    static std::unique_ptr<Table> create(const QString &id, const QString &game, const QString &variant,
                                         QString &error);
    // A table read back from its current game's record text, its seats and the number of games finished before
    // it; nullptr and a message when the record is unusable.
    static std::unique_ptr<Table> restore(const QString &id, const std::string &currentText,
                                          const std::array<Seat, 2> &seats, int finishedGames, QString &error);

    const QString &id() const { return id_; }
    const GameState &position() const { return *state_; }
    const GameInfo &info() const { return state_->info(); }
    QString gameId() const { return QString::fromUtf8(info().id.data(), qsizetype(info().id.size())); }
    QString variant() const { return QString::fromStdString(state_->variant()); }
    int ply() const { return int(game_.moves.size()); }
    int gameNumber() const; // the round (Atom-4) or the number of the game at the table, from 1
    int finishedGames() const { return finishedGames_; } // the games played at the table before the current one
    QString playerName(int side) const { return QString::fromStdString(state_->playerName(side)); }

    // Sits `name` with `token` (empty: frees the seat); also the current game's player tag.
    void setSeat(int side, const QString &name, const QString &token);
    void setWantsNext(int side, bool wants) { seats_[std::size_t(side)].wantsNext = wants; }
    const std::array<Seat, 2> &seats() const { return seats_; }
    int seatOfToken(const QString &token) const; // 0, 1, or -1
    bool bothSeated() const { return seats_[0].taken() && seats_[1].taken(); }

    bool isOver() const { return !resigned_.isEmpty() || state_->isOver(); }
    QString stateText() const;  // waiting, playing, over
    int turn() const;           // the side to move, -1 when over
    QString turnText() const;   // the player to move, or "none"
    QString resultText() const; // the winner's player name or "draw" (only when over)

    // Checks a move for `side` without changing anything: the move, or the reason it is refused.
    ParsedMove check(const std::string &token) const { return state_->parseMove(token); }
    // Plays a checked move; undoLastMove() takes it back (when it could not be stored).
    void play(Move move);
    void undoLastMove();
    QString moveText(Move move) const { return QString::fromStdString(state_->moveText(move)); }

    void resign(int side);
    void unresign();
    // Starts the next game (Atom-4: the next round) of the same game and variant; clears the `next` requests.
    bool startNext(QString &error);
    void dropNext(); // takes back startNext() (when it could not be stored)

    // The current game as .gamut text; the seats' names are the player tags.
    std::string currentGameText() const;
    // The current game's tags without Result and Ply (which its moves decide), as the store keeps them: with the
    // moves after them it is a record that restore() reads back.
    std::string headText() const;

private:
    Table() = default;
    ReplayedGame freshGame(std::unique_ptr<GameState> start) const;
    void syncPlayerTags();
    void cacheMoveText(); // the current game's move text, from its moves

    QString id_;
    ReplayedGame game_;                    // the current game
    std::optional<ReplayedGame> previous_; // the game before startNext() (dropNext)
    int finishedGames_ = 0;
    std::unique_ptr<GameState> state_;  // the current game's position
    std::unique_ptr<GameState> before_; // the position before the last move (undoLastMove)
    std::array<Seat, 2> seats_;
    QString resigned_;        // the player who resigned the current game, or empty
    MoveTextWriter moveText_; // the current game's moves as the record writes them, kept up as they come
};

} // namespace gamut::net
