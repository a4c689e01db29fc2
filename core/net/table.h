// One table of the server: a game (every round or game played at it), its two seats and their tokens. Pure logic:
// no sockets and no files (TableStore writes it, GameServer speaks for it).
//
// The table's record is a .gamut text of every game played at the table, in order (record.md allows several
// games per file): for Atom-4 these are the rounds of one match, for the other games the games played one after
// another (`next`). The last game is the current one. A resignation is kept in the current game's tag
// `[Resigned "<player>"]` (the Result tag must agree with the moves, so it cannot say it).
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

struct Seat {
    QString name;           // who sits there (empty = free)
    QString token;          // 32 lowercase hex digits (empty = free)
    bool wantsNext = false; // asked for the next game (not stored: a restart asks again)
    bool taken() const { return !token.isEmpty(); }
};

class Table {
public:
    // A fresh table of `game` in `variant` (empty = default); nullptr and a message when either is unknown.
    static std::unique_ptr<Table> create(const QString &id, const QString &game, const QString &variant,
                                         QString &error);
    // A table read back from its record text and seats; nullptr and a message when the record is unusable.
    static std::unique_ptr<Table> restore(const QString &id, const std::string &recordText,
                                          const std::array<Seat, 2> &seats, QString &error);

    const QString &id() const { return id_; }
    const GameState &position() const { return *state_; }
    const GameInfo &info() const { return state_->info(); }
    QString gameId() const { return QString::fromUtf8(info().id.data(), qsizetype(info().id.size())); }
    QString variant() const { return QString::fromStdString(state_->variant()); }
    int ply() const { return int(games_.back().moves.size()); }
    int gameNumber() const; // the round (Atom-4) or the number of the game at the table, from 1
    QString playerName(int side) const { return QString::fromStdString(state_->playerName(side)); }

    void setSeat(int side, const QString &name, const QString &token); // also the current game's player tag
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

    // The whole record as .gamut text (every game of the table); the seats' names are the player tags.
    std::string recordText() const { return finishedPart() + currentGameText(); }
    // recordText() in two parts: the games before the current one (with the blank line after them; empty in the
    // first game), which never change while the current game goes on, and the current game's text.
    const std::string &finishedPart() const { return finishedText_; }
    std::string currentGameText() const;

private:
    Table() = default;
    ReplayedGame freshGame(std::unique_ptr<GameState> start) const;
    void syncPlayerTags();
    void cacheFinishedText();
    void cacheMoveText(); // the current game's move text, from its moves

    QString id_;
    std::vector<ReplayedGame> games_;   // every game played at the table, the current one last
    std::unique_ptr<GameState> state_;  // the current game's position
    std::unique_ptr<GameState> before_; // the position before the last move (undoLastMove)
    std::array<Seat, 2> seats_;
    QString resigned_;         // the player who resigned the current game, or empty
    std::string finishedText_; // the record text of every game before the current one, and a blank line
    MoveTextWriter moveText_;  // the current game's moves as the record writes them, kept up as they come
};

} // namespace gamut::net
