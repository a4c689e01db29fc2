// A person's seat: hands a move on, or holds it for whoever asked to look at it first.
#include "personseat.h"

#include "../model/gamemodel.h"

#include <utility>

namespace gamut {

PersonSeat::PersonSeat(const QString &name, QObject *parent) : Seat(parent), name_(name.simplified()) {}

QString PersonSeat::spec() const { return QStringLiteral("human"); }

QString PersonSeat::anonymousTag() { return QStringLiteral("Human"); }

QString PersonSeat::description() const { return name_.isEmpty() ? anonymousTag() : name_; }

QString PersonSeat::nameIn(const GameModel &model, int side) {
    const QString tag = model.player(side);
    if (tag.isEmpty() || tag == anonymousTag() || !model.engineSpec(side).isEmpty())
        return {};
    for (const QLatin1String machine : {QLatin1String("Computer"), QLatin1String("Network ")})
        if (tag.startsWith(machine))
            return {};
    return tag == QLatin1String("Random") || tag == QLatin1String("Network") ? QString() : tag;
}

bool PersonSeat::offer(Move move, qint64 revision) {
    if (!holding_) {
        emit moveReady(move, revision);
        return true;
    }
    held_ = move;
    heldRevision_ = revision;
    emit moveHeld(move);
    return true;
}

void PersonSeat::setHolding(bool on) {
    holding_ = on;
    if (!on)
        withdraw(); // nobody will decide about it: it is not played without the person seeing it again
}

void PersonSeat::play() {
    const Move move = std::exchange(held_, kNoMove);
    if (move != kNoMove)
        emit moveReady(move, heldRevision_);
}

void PersonSeat::withdraw() {
    const Move move = std::exchange(held_, kNoMove);
    if (move != kNoMove)
        emit moveWithdrawn(move);
}

} // namespace gamut
