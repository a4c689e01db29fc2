// The small manager between the GameModel and the two seats of a game (seat.h: a person at this window, a
// computer, a player elsewhere). It begins the turn of the seat to move, plays the move a seat hands back (or lets
// the other seat relay it to a referee elsewhere), ends every turn when the position changes, and gives the window
// "undo to my move", pause and step, and hints. It knows
// no kind of seat: it asks each what seat.h says. No widgets: the window and the tests drive it alike.
//
// A person's move goes down once and its answer comes back once: the board asks checkHumanTurn() (THE turn check),
// takes the move from the position (moveForClick: THE legality check) and hands it to playPersonMove(); the seat
// to move takes it (and may hold it back: personseat.h), and the model plays it without checking it again
// (GameModel::playChosenMove). The model's signals redraw everything; a refusal comes by refused() (a turn) or the
// model's refused() (a position gone stale), never by both.
//
// When a turn begins: after every model change that leaves a seat to move (a played move, undo, redo, a jump, a
// new or loaded game, a seat change, the end of a pause), unless paused or the game is over. While the cursor is
// inside the move list (the history is being browsed), a turn begins only after a played move, never merely
// because the cursor arrived there: a computer would cut off the later moves. step() begins it there. A new,
// loaded or resumed game takes its seats from the model's tags (seatsFromModel()); a seat of a player elsewhere
// stays (its server's next game or round).
#pragma once

#include "clockkeeper.h"
#include "hints.h"
#include "personseat.h"
#include "seat.h"

#include "../model/gamemodel.h"

#include <QObject>
#include <QString>

#include <array>

namespace gamut {

class TurnController : public QObject {
    Q_OBJECT
public:
    explicit TurnController(GameModel *model, QObject *parent = nullptr);
    ~TurnController() override; // stops every search at once (the workers end on their own, within 50 ms)

    GameModel *model() const { return model_; }

    // --- Seats ---------------------------------------------------------------------------------------------
    // `spec` is "human", "network" (a player elsewhere with nobody listening: tests) or an engine spec of
    // player.h ("level:4", "random", "atom4-classic:3"). False and a message when it is not valid for this game
    // (the seat stays). The model's player and engine tags follow the seat (so that a saved, loaded or resumed
    // game gets its seats back), except at a table elsewhere, whose server names the players.
    bool setSeat(int side, const QString &spec, QString *error = nullptr);
    void setSeat(int side, Seat *seat); // a seat made by its owner (a network session's); it becomes ours
    Seat *seat(int side) const { return side == 0 || side == 1 ? seats_[std::size_t(side)] : nullptr; }
    QString seatSpec(int side) const { return seat(side) ? seat(side)->spec() : QString(); } // "human", "level:4"
    bool isHuman(int side) const { return seat(side) && seat(side)->takesPersonMoves(); }    // a person here moves
    bool isNetwork(int side) const { return seat(side) && seat(side)->isRemote(); }          // a player elsewhere
    bool isNetworkGame() const { return isNetwork(0) || isNetwork(1); }
    // A person here plays a player elsewhere and the game goes on: no hint, no analysis, no review, no coach until
    // it ends (fair play: the opponent cannot see whether the computer helps; lichess switches its engine off
    // during one's own game). A game only watched from here is anyone's to analyse.
    bool engineHelpBarred() const;
    // The seats from the model's tags (after a load or a resume; done by itself on every gameChanged()).
    void seatsFromModel() { reseat(true); }

    // --- People's names: the player tag of a person's seat instead of "Human" (record.md). The current game's
    // tag changes only with `now` (a name edited during the game) or the next seat change. Not at a remote table.
    void setPersonName(int side, const QString &name, bool now = false);
    QString personName(int side) const { return side == 0 || side == 1 ? names_[std::size_t(side)] : QString(); }
    static QString personNameIn(const GameModel &model, int side) { return PersonSeat::nameIn(model, side); }

    bool humanToMove() const; // a person's seat is to move, the game not over, no computer move pending
    int sideToMove() const;   // the model's position's turn(), -1 when over

    // --- Moves -------------------------------------------------------------------------------------------
    // Whether a person may move now; when not, false and refused() says why. THE turn check of a person's move.
    bool checkHumanTurn();
    // A move the caller took from the position at `revision` after checkHumanTurn() (the board): handed to the
    // seat to move, not checked again. False when no seat took it (the position changed since).
    bool playPersonMove(gamut::Move move, qint64 revision);
    // Any other caller's move (a typed move, a test): the turn and the legality checked, then as playPersonMove.
    bool playHumanMove(gamut::Move move);
    // Undo back to the latest position where a person is to move (against a computer: the person's last move and
    // the reply; two people: one move); redo the mirror. Refused when a seat is elsewhere (the server's game).
    bool undo() { return takeBack(-1); }
    bool redo() { return takeBack(+1); }

    // --- Pace, pause, hints ------------------------------------------------------------------------------------
    // A thinking seat's move is played no sooner than this after its turn began (default 400 ms; 0 in tests).
    // Holds for a computer's turn under way too (the window's setting changed while it thinks).
    void setMinimumDelay(int ms) {
        minimumDelay_ = qMax(0, ms);
        for (Seat *seat : seats_)
            if (seat)
                seat->setMinimumDelay(minimumDelay_);
    }
    int minimumDelay() const { return minimumDelay_; }
    // Paused: no turn begins (one begun ends); step() begins the turn of the seat to move while paused or browsing,
    // or makes a thinking seat move now.
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    void step();
    bool isThinking() const { return thinkingSide_ >= 0; } // a seat's move is awaited (a computer thinks)
    int thinkingSide() const { return thinkingSide_; }     // -1 when none
    void requestHint();                                    // hintReady within 0.3 s (hints.h)
    static QString hintEngine() { return Hints::engine(); }

    // --- The clocks (clockkeeper.h): they pause with the game; a thinking seat's plan follows a new control.
    ClockKeeper *clock() const { return clock_; }

signals:
    void seatsChanged();
    void pausedChanged(bool paused);
    void thinkingStarted(int side);
    void thinkingProgress(int side, int depth, int score, const QString &pv);
    void thinkingStopped(int side); // moved, cancelled or paused
    void hintReady(gamut::Move move, const QString &token);
    void refused(const QString &reason);

private:
    // Due: a change of position or seat (not while paused, not while browsing); AfterMove: a played move (not while
    // paused); Forced: step() (always).
    enum class Start { Due, AfterMove, Forced };

    void install(int side, Seat *seat);
    void writeTags(int side);
    void readSeats();        // from the model's tags, without beginning a turn
    void reseat(bool begin); // the seats from the tags again, beginning the turn or not
    void onPositionChanged(bool played);
    void startTurn(Start how);
    void stopThinking(); // ends the awaited seat's turn; thinkingStopped
    void onSeatMove(Seat *seat, gamut::Move move, qint64 revision);
    bool takeBack(int direction);

    GameModel *model_;
    ClockKeeper *clock_; // first of the model's listeners: a turn begins with the times of its position
    Hints *hints_;
    std::array<Seat *, 2> seats_ = {nullptr, nullptr}; // children
    std::array<QString, 2> names_;                     // setPersonName()
    int minimumDelay_ = 400;
    bool paused_ = false;
    int thinkingSide_ = -1;
    qint64 positionRevision_ = 0; // the model's revision when its position last changed
};

} // namespace gamut
