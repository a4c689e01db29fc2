// A game's clocks beside the model: the GameClock (core/clock/gameclock.h) driven by the model's changes and a
// monotonic clock. The control is the game's `TimeControl` tag, so that it is saved, reopened and resumed with
// the game; every move played is stamped with the mover's time left (the model keeps it as the move's [%clk]).
//
// What runs: the clock of the side to move while the game is live here: timed, not over, not paused, the cursor
// at the end of its line (browsing back stops the clocks; a move played there starts a new line and the clocks go
// on from that position's times). Each side's time at a position comes from the clocks recorded with the moves up
// to it (a side that has not moved: the control's start), so that undo gives a taken-back move's time back and a
// reopened file goes on exactly where it stopped. Pausing stops the running turn and keeps what it used.
//
// When the running side's time runs out, the model ends the game on time (GameModel::loseOnTime); a move that
// reaches the model after that moment is refused by the stamp.
//
// A network game's clocks are its server's (protocol 1.2): its record has no TimeControl tag here, and the window
// follow()s the server's figures instead. Following, the keeper shows both sides' times as the referee last said
// them, the running side's ticking down from that moment, until it says more; it stamps no move and decides no
// flag (the server ends the game on time); the model's end stops it (the side that lost on time shows nothing left).
//
// No widgets: the players panel reads left() on its own timer; the tests give it a time source of their own.
#pragma once

#include "../clock/gameclock.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace gamut {

class GameModel;

class ClockKeeper : public QObject {
    Q_OBJECT
public:
    explicit ClockKeeper(GameModel *model, QObject *parent = nullptr);
    ~ClockKeeper() override;

    const TimeControl &control() const { return clock_.control(); }
    // The game's control from now on (written to its TimeControl tag; none removes the tag). Both clocks go back
    // to the control's start only while no move was played; later the recorded times stand.
    void setControl(const TimeControl &control);

    bool isTimed() const { return clock_.isTimed() || following_; }
    std::int64_t left(int side) const; // `side`'s time left now, -1 without a clock
    int running() const { return following_ ? followed_.running() : clock_.running(); } // -1 when none runs
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }

    // An outside referee's clocks (a network table's server): both sides' times left now, `running` the side whose
    // time runs from now (-1: none). Each call replaces the last; stopFollowing() gives the game its own clock back.
    void follow(std::array<std::int64_t, 2> leftMs, int running);
    void stopFollowing();
    bool isFollowing() const { return following_; }

    // For the tests: the time in milliseconds, from any fixed origin (default: a QElapsedTimer started here).
    void setTimeSource(std::function<std::int64_t()> now) { now_ = std::move(now); }
    void checkFlag(); // what the flag timer does when it fires: the running side's time ran out → lost on time

signals:
    void changed();        // the control, the times or the running side changed (not the ticking itself)
    void controlChanged(); // before changed(): a thinking seat's plan is out of date
    // `side`'s time ran out (the model has ended the game on time just before).
    void flagFell(int side);

private:
    std::int64_t now() const { return now_(); }
    void readControl(); // from the model's tag; a changed control resets
    void sync();        // the times at the model's position, and whose clock runs
    void runIfLive();
    void syncFollowed(); // following: the model's end stops the referee's clocks
    bool stamp(int side, std::int64_t &leftMs);
    void armFlag();

    QPointer<GameModel> model_; // the model may be torn down first: then it is not told to stop calling
    GameClock clock_;
    QElapsedTimer elapsed_;
    std::function<std::int64_t()> now_;
    QTimer flag_; // fires when the running side's time runs out
    bool paused_ = false;
    bool following_ = false;
    GameClock followed_;     // the referee's figures, on a control that only makes it run (no increment, no flag here)
    int followRunning_ = -1; // the side the referee last said runs (-1: none, or the game ended since)
};

} // namespace gamut
