// A player elsewhere: a network peer at a server's table (ui/network's NetworkSession), next an opponent found in
// the lobby. The server is the referee: it keeps the record, names the players and plays every move back to both
// windows, where the session plays it through the model. So this seat never moves by itself here (beginTurn
// starts nothing), and the moves chosen at this window for the other seat (a person's, or a computer's there) are
// not played but relayed: moveRelayed() hands them to the session, which sends them; the server's answer comes
// back by the model's signals like any move. While the window browses earlier moves, nobody may move.
#pragma once

#include "seat.h"

namespace gamut {

class RemoteSeat : public Seat {
    Q_OBJECT
public:
    explicit RemoteSeat(QObject *parent = nullptr) : Seat(parent) {}

    QString spec() const override { return QStringLiteral("network"); }
    // What the server's record says of the player is in the model's tag; this is only for a seat made before it.
    QString description() const override { return QStringLiteral("Network"); }
    bool isRemote() const override { return true; }
    QString turnRefusal(bool) const override { return tr("It is the opponent's turn (over the network)."); }
    bool relay(int side, gamut::Move move) override {
        emit moveRelayed(side, move);
        return true;
    }
    QString relayRefusal(const GameModel &model) const override;

signals:
    // A move of the window's seat `side`, for the server.
    void moveRelayed(int side, gamut::Move move);
};

} // namespace gamut
