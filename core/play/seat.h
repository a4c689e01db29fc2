// One side of a game as the turn loop sees it: a person at this window (PersonSeat), a computer (EngineSeat), a
// player elsewhere whose moves a server referees (RemoteSeat: a network peer, next a lobby opponent). The
// TurnController routes between two seats and the GameModel and asks a seat only what this interface says, never
// what kind it is (as KDE Knights keeps one protocol object per side):
// - beginTurn(): the seat's turn begins at the model's position; true when a move will come by itself (a computer
//   thinks), which the turn loop shows as "thinking". endTurn(): the position changed, a pause, a new seat: stop,
//   and let no move of the old position come (a held person's move is dropped too).
// - moveReady(move, revision): the seat's move for the position of `revision`, chosen from its legal moves (a
//   search, a board's moveForClick): the turn loop does not check it again, it only drops a move whose position
//   is gone.
// - relay(): the other seat's move, before it is played here. A seat that speaks for a player elsewhere takes it
//   over (the server is the referee and plays it back), and says when the window may not move at all now.
// Seats are QObjects owned by the TurnController; a seat that still has work winding down (a search) retires
// instead of being deleted at once, so that nobody waits for it.
#pragma once

#include "../clock/timecontrol.h"
#include "../move.h"

#include <QObject>
#include <QString>

#include <cstdint>

namespace gamut {

class GameModel;
class GameState;

// What a seat is told when its turn begins.
struct TurnStart {
    const GameModel *model = nullptr;
    qint64 revision = -1;     // the position's revision; a move for it comes back with it
    TimeControl control;      // the game's clock (none: no clock) ...
    std::int64_t leftMs = -1; // ... and the seat's time left on it, -1 without a clock
    int minimumDelayMs = 0;   // a move chosen sooner is handed back then (a quick computer's move is seen coming)
};

class Seat : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // What setups and settings keep ("human", "level:4", "network"), and what the record's player tag says of it
    // ("Human" or the person's name, "Computer level 4"); its engine tag ("" when it is no computer's).
    virtual QString spec() const = 0;
    virtual QString description() const = 0;
    virtual QString engineSpec() const { return {}; }

    // A person at this window moves for it (the board, the keys and the move box play its moves).
    virtual bool takesPersonMoves() const { return false; }
    // A player elsewhere: a server keeps the game's record, names its players and referees every move; the window
    // takes nothing back and a new game or round at the table keeps the seat.
    virtual bool isRemote() const { return false; }
    // Why a person at this window may not move while it is this seat's turn ("It is the computer's turn."), in
    // the words the status line shows; empty for a seat a person moves for.
    virtual QString turnRefusal(bool paused) const = 0;

    // See the top of this file. A seat whose turn began and that returned true owes moveReady or nothing after
    // endTurn(). moveNow(): a seat that thinks plays its best move so far, or the one waiting for the minimum delay.
    virtual bool beginTurn(const TurnStart &turn) {
        Q_UNUSED(turn);
        return false;
    }
    virtual void endTurn() {}
    virtual void moveNow() {}
    // The least time a computer's move takes to appear, changed: it holds for the turn under way too.
    virtual void setMinimumDelay(int ms) { Q_UNUSED(ms); }

    // A move a person at this window chose for this seat, at the position of `revision`, legal there: true when the
    // seat takes it (it comes back by moveReady, at once or once let through). Only a person's seat does.
    virtual bool offer(gamut::Move move, qint64 revision) {
        Q_UNUSED(move);
        Q_UNUSED(revision);
        return false;
    }

    // The other seat's move, chosen at this window: true when this seat takes it over (it is not played here).
    virtual bool relay(int side, gamut::Move move) {
        Q_UNUSED(side);
        Q_UNUSED(move);
        return false;
    }
    // Why the window may not move for the other seat now, though it is that seat's turn ("Go to the last move to
    // play on."); empty when it may.
    virtual QString relayRefusal(const GameModel &model) const {
        Q_UNUSED(model);
        return {};
    }

    // Ends the seat without anyone waiting: by default at once (deleteLater); a computer's once its search ended.
    virtual void retire() {
        endTurn();
        deleteLater();
    }

signals:
    void moveReady(gamut::Move move, qint64 revision);
    void thinkingProgress(int depth, int score, const QString &pv);
};

// The seat a spec names: "human" (a person, `personName` or nobody in particular), "network" (a player elsewhere
// with nobody relaying for it: tests), else an engine spec of player.h for games like `state` (`seed` varies its
// play). Null and `error` when the spec is not valid there. Case and blanks around "human" and "network" do not
// matter.
Seat *makeSeat(const QString &spec, const QString &personName, const GameState &state, QString *error = nullptr);
// `spec` as makeSeat reads it: trimmed, "human" and "network" in lower case.
QString cleanSeatSpec(const QString &spec);

} // namespace gamut
