// The seats of a game and whose turn it is: between the GameModel (the document) and the players (a person at the
// window, a ComputerPlayer on a worker thread, later a network peer). It starts the computer when its seat is to
// move, hands its move to the model with the revision it thought about, cancels a search on any change of
// position without blocking the calling thread, and gives the window "undo to my move", hints, pause and step.
// No widgets: the window and the network seat both use it, and the tests drive it headless.
#pragma once

#include "../model/gamemodel.h"

#include <QObject>
#include <QString>

#include <memory>

namespace gamut {

class TurnController : public QObject {
    Q_OBJECT
public:
    explicit TurnController(GameModel *model, QObject *parent = nullptr);
    ~TurnController() override; // stops any search at once (the worker ends on its own, within 50 ms)

    GameModel *model() const { return model_; }

    // --- Seats ---------------------------------------------------------------------------------------------
    // `spec` is "human" or an engine spec of player.h ("level:4", "random", "atom4-classic:3", "level:2@7").
    // False and a message when the spec is not valid for this game (the seat stays as it was). A change applies
    // from the next turn: a search already running for that seat is cancelled and started again if needed.
    // The model's player tag is set to the seat's description and its engine tag to the spec, so that a saved,
    // loaded or resumed game gets its computer seats back (see seatsFromModel()).
    bool setSeat(int side, const QString &spec, QString *error = nullptr);
    QString seatSpec(int side) const; // "human" or the engine spec
    bool isHuman(int side) const;
    // Reads the seats back from the model's tags (after a load or a resume); unknown specs become "human".
    void seatsFromModel();

    // True when the side to move is a person's, the game is not over and no computer move is pending.
    bool humanToMove() const;
    int sideToMove() const; // the model's position's turn(), -1 when over

    // --- Moves -------------------------------------------------------------------------------------------
    // A person's move: refused (false, refused() with the reason) when the seat to move is not a person's.
    bool playHumanMove(gamut::Move move);
    // Undo: cancels a running search and takes back moves until a person is to move again (against a computer,
    // the person's last move together with the computer's reply). With two people: one move.
    bool undo();
    bool redo(); // the mirror of undo(): forward to the next position where a person is to move (or the end)

    // --- Computer play -----------------------------------------------------------------------------------
    // A computer move is shown no sooner than this after its turn began (default 400 ms; 0 in tests).
    void setMinimumDelay(int ms);
    int minimumDelay() const { return minimumDelay_; }
    // Paused: no computer starts thinking (one already thinking is cancelled); step() lets the computer to move
    // play one move while paused.
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    void step();
    bool isThinking() const;
    // The best move for the side to move at a small fixed budget, answered within 0.3 s (hintReady).
    void requestHint();

signals:
    void seatsChanged();
    void pausedChanged(bool paused);
    void thinkingStarted(int side);
    void thinkingProgress(int side, int depth, int score, const QString &pv);
    void thinkingStopped(int side); // moved, cancelled or paused
    void hintReady(gamut::Move move, const QString &token);
    void refused(const QString &reason);

private:
    GameModel *model_;
    int minimumDelay_ = 400;
    bool paused_ = false;
    struct Seats; // the seats' specs and computer players, the turn clock
    std::unique_ptr<Seats> seats_;
};

} // namespace gamut
