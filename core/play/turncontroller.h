// The seats of a game and whose turn it is: between the GameModel (the document) and the players (a person at the
// window, a ComputerPlayer on a worker thread, later a network peer). It starts the computer when its seat is to
// move, hands its move to the model with the revision it thought about, cancels a search on any change of
// position without blocking the calling thread, and gives the window "undo to my move", hints, pause and step.
// No widgets: the window and the network seat both use it, and the tests drive it headless.
//
// When a computer starts: after every model change that leaves a computer seat to move (a played move, undo, redo,
// a jump, a new or loaded game, a seat change, the end of a pause), unless paused or the game is over. While the
// cursor is inside the move list (the history is being browsed: undo or a jump left later moves), a computer
// starts only after a played move, never merely because the cursor arrived at its turn: it would cut off the later
// moves. step() makes it move there. A new, loaded or resumed game takes its seats from the model's tags
// (seatsFromModel()); a new game keeps them, since the model carries the player and engine tags over.
#pragma once

#include "../model/gamemodel.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>

namespace gamut {

class ComputerPlayer;

class TurnController : public QObject {
    Q_OBJECT
public:
    explicit TurnController(GameModel *model, QObject *parent = nullptr);
    ~TurnController() override; // stops any search at once (the worker ends on its own, within 50 ms)

    GameModel *model() const { return model_; }

    // --- Seats ---------------------------------------------------------------------------------------------
    // `spec` is "human", "network" or an engine spec of player.h ("level:4", "random", "atom4-classic:3").
    // A "network" seat's moves come from a game server (ui/network: NetworkSession replays the server's `moved`
    // through the model); while a seat is "network", a person's move is not played but offered with networkMove()
    // (the server referees it and sends it back), undo and redo are refused, the model's player tags are left as
    // the server's record names them, and a new game or round keeps the network seat (readSeats()).
    // False and a message when the spec is not valid for this game (the seat stays as it was). A change applies
    // from the next turn: a search already running for that seat is cancelled and started again if needed.
    // The model's player tag is set to the seat's description and its engine tag to the spec, so that a saved,
    // loaded or resumed game gets its computer seats back (see seatsFromModel()).
    bool setSeat(int side, const QString &spec, QString *error = nullptr);
    QString seatSpec(int side) const; // "human" or the engine spec
    bool isHuman(int side) const;     // a person at this window (not a computer, not the network)
    bool isNetwork(int side) const;   // the seat's moves come from a game server
    bool isNetworkGame() const { return isNetwork(0) || isNetwork(1); }
    // Reads the seats back from the model's tags (after a load or a resume); unknown specs become "human".
    // Done by itself on every gameChanged(); the model is not changed.
    void seatsFromModel();

    // --- People's names ---
    // The name the person at `side` goes by ("" for none): the player tag setSeat() gives a person's seat instead
    // of "Human", so that a saved game names who played (record.md); a computer's seat keeps its engine's
    // description. The current game's tag changes only with `now` (a name edited during the game) or the next
    // setSeat(): a loaded or resumed game keeps the names its tags give. Not in a network game (the server's tags).
    void setPersonName(int side, const QString &name, bool now = false);
    QString personName(int side) const;
    // The name of the person at `side` in `model`'s current game: its player tag, unless that is "Human", a
    // computer's description (an engine tag, "Computer ...", "Random") or a network peer's ("Network ..."); "" then.
    static QString personNameIn(const GameModel &model, int side);

    // True when the side to move is a person's, the game is not over and no computer move is pending.
    bool humanToMove() const;
    int sideToMove() const; // the model's position's turn(), -1 when over

    // --- Moves -------------------------------------------------------------------------------------------
    // A person's move: refused (false, refused() with the reason) when the seat to move is not a person's, or
    // when the model refuses it (refused() then repeats the model's reason).
    bool playHumanMove(gamut::Move move);
    // Whether a person may move now; when not, false and refused() says why (the game is over, the computer's or
    // the network's turn), in the words playHumanMove() would use. The board asks before it reads a click, so that
    // every refusal of a person's move reaches the status line by this one signal.
    bool checkHumanTurn();
    // Undo: cancels a running search and takes back moves until a person is to move again (against a computer,
    // the person's last move together with the computer's reply). With two people: one move.
    bool undo();
    bool redo(); // the mirror of undo(): forward to the next position where a person is to move (or the end)

    // --- Computer play -----------------------------------------------------------------------------------
    // A computer move is shown no sooner than this after its turn began (default 400 ms; 0 in tests).
    void setMinimumDelay(int ms);
    int minimumDelay() const { return minimumDelay_; }
    // Paused: no computer starts thinking (one already thinking is cancelled); step() lets the computer to move
    // play one move while paused (or while browsing the history). While a computer thinks, step() makes it move
    // now with the best move found so far.
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    void step();
    bool isThinking() const { return thinkingSide_ >= 0; } // a computer thinks, or its move waits for the delay
    int thinkingSide() const { return thinkingSide_; }     // -1 when none
    // The best move for the side to move at a small fixed budget, answered within 0.3 s (hintReady); on its own
    // engine, so a computer seat's search goes on undisturbed. Dropped if the position changes first.
    void requestHint();
    static QString hintEngine(); // the engine spec hints use

signals:
    void seatsChanged();
    void pausedChanged(bool paused);
    void thinkingStarted(int side);
    void thinkingProgress(int side, int depth, int score, const QString &pv);
    void thinkingStopped(int side); // moved, cancelled or paused
    void hintReady(gamut::Move move, const QString &token);
    void refused(const QString &reason);
    // A move of the window's seat in a network game (a person's, or a computer's there), for the server: not
    // played here (the server's `moved` plays it).
    void networkMove(int side, gamut::Move move);

private:
    struct Seat {
        QString spec;                       // "human" or the engine spec
        ComputerPlayer *computer = nullptr; // a child of this object; null for a person
    };
    // Due: a change of position or seat (not while paused, not while browsing); AfterMove: a played move (not while
    // paused); Forced: step() (always).
    enum class Start { Due, AfterMove, Forced };

    ComputerPlayer *makeComputer(int side, const QString &spec, QString *error);
    void replaceSeat(int side, const QString &spec, ComputerPlayer *computer);
    void readSeats(); // from the model's tags, without starting anyone
    void onGameChanged();
    void onPositionChanged(bool played);
    void startTurn(Start how);
    void stopThinking(); // cancels the search and a move waiting for the delay; thinkingStopped
    void onMoveChosen(ComputerPlayer *computer, gamut::Move move);
    void playPendingMove();
    void onHintChosen(gamut::Move move, const QString &token);
    bool personToMoveAt(const GameState &state) const;
    QString humanTurnRefusal() const;   // why a person may not move now; empty when they may
    QString personTag(int side) const;  // the player tag of a person's seat: the name, or "Human"
    int personPly(int direction) const; // the ply undo (-1) or redo (+1) goes to; -1 when none

    GameModel *model_;
    int minimumDelay_ = 400;
    bool paused_ = false;
    std::array<Seat, 2> seats_;
    std::array<QString, 2> names_;      // setPersonName()
    int thinkingSide_ = -1;             // the seat whose computer thinks or whose move waits for the delay
    qint64 thinkingRevision_ = -1;      // the model revision its move is for
    gamut::Move pendingMove_ = kNoMove; // chosen, waiting for the minimum delay
    QElapsedTimer turnClock_;           // since the turn began
    QTimer delayTimer_;
    ComputerPlayer *hint_ = nullptr;
    QString hintGame_; // the game hint_'s engine was made for
    qint64 hintRevision_ = -1;
};

} // namespace gamut
