// A person at this window: the board (a click, a drag, a key) and the move box play this seat's moves through the
// TurnController; this seat only hands a move on, once, or holds it back first.
//
// THE PLACE TO HOLD A MOVE BACK (the coach, issue 30): with setHolding(true), a person's move is not played at
// once. offer() keeps it and emits moveHeld(move); whoever holds (the coach, deciding whether the move loses too
// much) then calls play() to let it through (no objection, or "Play It Anyway") or withdraw() to drop it ("Take It
// Back"). Only one move is held at a time: a further offer replaces it. A change of position (the other side's move,
// undo, a new game) or a pause drops a held move as endTurn() does, and moveWithdrawn() says so, so the holder's
// question can close; so does setHolding(false). A new seat starts without holding: a holder follows
// TurnController::seatsChanged.
#pragma once

#include "seat.h"

namespace gamut {

class PersonSeat : public Seat {
    Q_OBJECT
public:
    // `name`: who sits here ("" for nobody in particular: the record says "Human").
    explicit PersonSeat(const QString &name = QString(), QObject *parent = nullptr);

    QString spec() const override;
    QString description() const override;
    bool takesPersonMoves() const override { return true; }
    QString turnRefusal(bool) const override { return {}; }
    void endTurn() override { withdraw(); }

    QString name() const { return name_; }
    void setName(const QString &name) { name_ = name.simplified(); }
    // What the record's player tag says of a person without a name (never translated: files are read everywhere).
    static QString anonymousTag();
    // The name of the person at `side` in `model`'s game: its player tag, unless that is "Human", a computer's
    // description (an engine tag, "Computer ...", "Random") or a network peer's ("Network ..."); "" then.
    static QString nameIn(const GameModel &model, int side);

    // A person's move for the position of `revision`, already known to be legal there (the TurnController checked
    // the turn). Played at once (moveReady), or held when holding is on.
    bool offer(gamut::Move move, qint64 revision) override;

    void setHolding(bool on);
    bool isHolding() const { return holding_; }
    bool hasHeldMove() const { return held_ != kNoMove; }
    gamut::Move heldMove() const { return held_; }
    void play();     // the held move goes on (moveReady); nothing when none is held
    void withdraw(); // the held move is dropped (moveWithdrawn); nothing when none is held

signals:
    void moveHeld(gamut::Move move);
    void moveWithdrawn(gamut::Move move);

private:
    QString name_;
    bool holding_ = false;
    gamut::Move held_ = kNoMove;
    qint64 heldRevision_ = -1;
};

} // namespace gamut
