// One table of the server: its current game (Atom-4: the current round), how many games were finished before it,
// and its two seats. Pure logic: no sockets and no database (TableStore keeps it, GameServer speaks for it).
//
// Only the current game lives here: the finished games of a table live in the store and are read from it in bounded
// pages (`history`), so a table that has played 100,000 games costs what one that has played one does. A
// resignation is kept in the current game's tag `[Resigned "<player>"]` (the Result tag must agree with the moves,
// so it cannot say it). Seats keep the SHA-256 of their token only: the token itself is given to its client and
// forgotten, so neither the memory nor the store holds anything that takes a seat.
//
// Protocol 1.2 adds to the current game's tags, so that the store keeps them with no column of their own:
// `TimeControl` (record.md) and `Rated "yes"` for the table's games; `Termination` for an end that the moves do not
// say (`time`: the side to move ran out; `agreement`: a draw both sides agreed; `aborted`: no result); and the
// requests still open at the table, `DrawOffered` and `Rematch` (a player's name each, `Rematch` both when both
// asked). Each move's clock comment `{[%clk h:mm:ss.mmm]}` keeps the mover's time left after it; the GameClock here
// is driven by the server's monotonic time.
#pragma once

#include "../clock/gameclock.h"
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
// A move's clock comment to the millisecond: `[%clk 0:02:58.123]`.
std::string clockComment(std::int64_t ms);

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

    bool isOver() const { return !resigned_.isEmpty() || ending_ != Ending::None || state_->isOver(); }
    QString stateText() const;  // waiting, playing, over
    int turn() const;           // the side to move, -1 when over
    QString turnText() const;   // the player to move, or "none"
    QString resultText() const; // the winner's player name or "draw" (only when over)

    // Checks a move for `side` without changing anything: the move, or the reason it is refused.
    ParsedMove check(const std::string &token) const { return state_->parseMove(token); }
    // Plays a checked move; undoLastMove() takes it back (when it could not be stored).
    void play(Move move, const std::string &comment = {});
    void undoLastMove();
    QString moveText(Move move) const { return QString::fromStdString(state_->moveText(move)); }

    void resign(int side);
    void unresign();

    // Protocol 1.2: the time control and rating of the table's games (set before the first move).
    void setControl(const TimeControl &control, bool rated);
    const TimeControl &control() const { return clock_.control(); }
    bool isRated() const { return rated_; }
    GameClock &clock() { return clock_; }
    const GameClock &clock() const { return clock_; }
    // The time left after the move of `ply` (1-based) as its clock comment says; -1 without one.
    std::int64_t clockAfter(int ply) const;
    // Each side's time left at the start of its next turn, from the moves' clock comments (the control's start
    // time for a side that has not moved): what a restarted server puts back on the clock.
    std::array<std::int64_t, 2> storedTimes() const;
    int movesBy(int side) const;                                        // the current game's moves made by `side`
    bool bothMoved() const { return movesBy(0) > 0 && movesBy(1) > 0; } // no abort after; a flag before is unrated

    // Ends other than the rules' and a resignation; none of them is possible once the game is over.
    enum class Ending { None, Time, Agreement, Aborted };
    Ending ending() const { return ending_; }
    void endOnTime(); // the side to move loses
    void agreeDraw();
    void abortGame();
    void clearEnding();      // takes any of the three back (when it could not be stored)
    QString howText() const; // the `over` line's last field: time, agreed, or empty
    // The winning side, or -1 for a draw, an aborted game or one not over.
    int winner() const;
    // 1, 0.5 or 0 for the first player (the rating's score); only for a game over with a result.
    double firstScore() const;

    // Requests open at the table: a draw offered by a side (-1: none), a rematch asked for by each side.
    int drawOffer() const { return drawOffer_; }
    void setDrawOffer(int side);
    bool wantsRematch(int side) const { return rematch_[std::size_t(side)]; }
    void setRematch(int side, bool wants);
    // The key of the account holding a seat (empty: a guest); the store keeps it in seat_accounts.
    const QString &account(int side) const { return accounts_[std::size_t(side)]; }
    void setAccount(int side, const QString &account) { accounts_[std::size_t(side)] = account; }
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
    void syncRequestTags(); // DrawOffered, Rematch and Termination from the members below
    void readRequestTags(); // the members below from the current game's tags (restore)
    void cacheMoveText();   // the current game's move text, from its moves

    QString id_;
    ReplayedGame game_;                    // the current game
    std::optional<ReplayedGame> previous_; // the game before startNext() (dropNext)
    int finishedGames_ = 0;
    std::unique_ptr<GameState> state_;  // the current game's position
    std::unique_ptr<GameState> before_; // the position before the last move (undoLastMove)
    std::array<Seat, 2> seats_;
    std::array<QString, 2> accounts_;
    QString resigned_; // the player who resigned the current game, or empty
    GameClock clock_;
    bool rated_ = false;
    Ending ending_ = Ending::None;
    int drawOffer_ = -1;
    std::array<bool, 2> rematch_ = {false, false};
    MoveTextWriter moveText_; // the current game's moves as the record writes them, kept up as they come
};

} // namespace gamut::net
