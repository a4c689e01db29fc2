// The turn loop between the model and two seats: begin a turn, play what a seat hands back, end turns when the
// position changes, pace, pause and step, undo to a person's move, hints.
#include "turncontroller.h"

#include "hints.h"
#include "takeback.h"

#include "../movechecks.h"

#include <utility>

namespace gamut {

TurnController::TurnController(GameModel *model, QObject *parent)
    : QObject(parent), model_(model), clock_(new ClockKeeper(model, this)), hints_(new Hints(model, this)) {
    connect(hints_, &Hints::ready, this, &TurnController::hintReady);
    connect(clock_, &ClockKeeper::controlChanged, this, [this] {
        if (isThinking())
            stopThinking(), startTurn(Start::Due);
    });
    connect(model_, &GameModel::gameChanged, this, [this] { reseat(false); }); // positionChanged begins the turn
    connect(model_, &GameModel::positionChanged, this, [this] { onPositionChanged(false); });
    connect(model_, &GameModel::movePlayed, this, [this] { onPositionChanged(true); });
    readSeats();
    positionRevision_ = model_->revision();
    // A resumed game may have a computer to move: it begins once the caller has connected to our signals.
    QMetaObject::invokeMethod(
        this, [this] { startTurn(Start::Due); }, Qt::QueuedConnection);
}

// Every search stops at once; the seats (children) then wait for their workers, which end within 50 ms of being
// told. The model may already be gone: it is not touched.
TurnController::~TurnController() {
    for (Seat *seat : seats_)
        seat->endTurn();
}

// --- Seats ------------------------------------------------------------------------------------------------------

// The old seat retires (a search winding down is not waited for); the new one's moves come to onSeatMove.
void TurnController::install(int side, Seat *seat) {
    Seat *&slot = seats_[std::size_t(side)];
    if (thinkingSide_ == side)
        stopThinking();
    if (slot)
        slot->retire();
    slot = seat;
    seat->setParent(this);
    connect(seat, &Seat::moveReady, this,
            [this, seat](Move move, qint64 revision) { onSeatMove(seat, move, revision); });
    connect(seat, &Seat::thinkingProgress, this, [this, side, seat](int depth, int score, const QString &pv) {
        if (thinkingSide_ == side && seats_[std::size_t(side)] == seat)
            emit thinkingProgress(side, depth, score, pv);
    });
}

void TurnController::writeTags(int side) {
    const Seat *seat = seats_[std::size_t(side)];
    if (isNetworkGame() ||
        (model_->player(side) == seat->description() && model_->engineSpec(side) == seat->engineSpec()))
        return;
    model_->setPlayer(side, seat->description(), seat->engineSpec());
}

bool TurnController::setSeat(int side, const QString &spec, QString *error) {
    if (side < 0 || side > 1) {
        if (error)
            *error = tr("no side %1 (0 or 1)").arg(side);
        return false;
    }
    if (cleanSeatSpec(spec) == seatSpec(side)) { // a panel echoing seatsChanged back restarts no search
        writeTags(side);
        return true;
    }
    Seat *seat = makeSeat(spec, names_[std::size_t(side)], model_->position(), error);
    if (!seat)
        return false;
    setSeat(side, seat);
    return true;
}

void TurnController::setSeat(int side, Seat *seat) {
    if (side < 0 || side > 1 || !seat)
        return;
    install(side, seat);
    writeTags(side);
    emit seatsChanged();
    if (side == sideToMove() && !isThinking())
        startTurn(Start::Due);
}

void TurnController::readSeats() {
    for (int side = 0; side < 2; ++side) {
        if (isNetwork(side))
            continue; // a new round or the server's record pasted: still the same table
        const QString spec = model_->engineSpec(side);
        if (spec.isEmpty() && isHuman(side))
            continue; // the person stays (and whatever holds their moves back)
        Seat *seat = spec.isEmpty() ? nullptr : makeSeat(spec, {}, model_->position()); // unknown: a person
        install(side, seat ? seat : new PersonSeat(names_[std::size_t(side)]));
    }
}

void TurnController::reseat(bool begin) {
    stopThinking();
    readSeats();
    emit seatsChanged();
    if (begin)
        startTurn(Start::Due);
}

void TurnController::setPersonName(int side, const QString &name, bool now) {
    if (side < 0 || side > 1)
        return;
    names_[std::size_t(side)] = name.simplified();
    if (auto *person = qobject_cast<PersonSeat *>(seats_[std::size_t(side)])) {
        person->setName(name);
        if (now)
            writeTags(side);
    }
}

// --- Turns ------------------------------------------------------------------------------------------------------

int TurnController::sideToMove() const { return model_->isOver() ? -1 : model_->position().turn(); }

bool TurnController::humanToMove() const { return isHuman(sideToMove()) && !isThinking(); }

void TurnController::onPositionChanged(bool played) {
    stopThinking();
    for (Seat *seat : seats_)
        seat->endTurn(); // a person's held move belongs to the old position too
    hints_->cancel();
    positionRevision_ = model_->revision();
    // After a played move the cursor may be inside the list (the same move as the next one keeps the later moves):
    // the seat to move answers it all the same.
    startTurn(played ? Start::AfterMove : Start::Due);
}

void TurnController::startTurn(Start how) {
    const int side = sideToMove();
    if (side < 0 || isThinking() || (how == Start::Due && model_->canRedo()) || (paused_ && how != Start::Forced))
        return;
    const TurnStart turn{model_, model_->revision(), clock_->control(), clock_->left(side), minimumDelay_};
    if (!seats_[std::size_t(side)]->beginTurn(turn))
        return; // a person, or a player elsewhere: its move comes when it comes
    thinkingSide_ = side;
    emit thinkingStarted(side);
}

void TurnController::stopThinking() {
    const int side = std::exchange(thinkingSide_, -1);
    if (side < 0)
        return;
    seats_[std::size_t(side)]->endTurn(); // returns at once; a search ends on its own
    emit thinkingStopped(side);
}

// A seat's move for the position now: the other seat relays it to a referee elsewhere, or the model plays it. It
// was chosen from this position's legal moves, so the model only makes sure the position is still this one (a
// refusal is the model's to say).
void TurnController::onSeatMove(Seat *seat, Move move, qint64 revision) {
    const int side = seat == seats_[0] ? 0 : seat == seats_[1] ? 1 : -1;
    if (side < 0 || revision < positionRevision_)
        return; // a seat replaced since, or a position gone (only a comment or a tag may have changed since)
    if (std::exchange(thinkingSide_, -1) == side)
        emit thinkingStopped(side);
    if (!seats_[std::size_t(1 - side)]->relay(side, move))
        model_->playChosenMove(move, model_->revision());
}

// --- A person's move --------------------------------------------------------------------------------------------

bool TurnController::checkHumanTurn() {
    movechecks::countTurn();
    const int side = sideToMove();
    QString why;
    if (side < 0)
        why = tr("The game is over.");
    else if (!isHuman(side) || isThinking())
        why = seats_[std::size_t(side)]->turnRefusal(paused_);
    else
        why = seats_[std::size_t(1 - side)]->relayRefusal(*model_);
    if (why.isEmpty())
        return true;
    emit refused(why);
    return false;
}

bool TurnController::playPersonMove(Move move, qint64 revision) {
    const int side = sideToMove();
    return side >= 0 && revision >= positionRevision_ && seats_[std::size_t(side)]->offer(move, revision);
}

bool TurnController::playHumanMove(Move move) {
    if (!checkHumanTurn())
        return false;
    MoveList legal;
    model_->position().legalMoves(legal);
    movechecks::countLegality();
    if (!legal.contains(move)) {
        emit refused(tr("That move is not legal here."));
        return false;
    }
    return playPersonMove(move, model_->revision());
}

bool TurnController::takeBack(int direction) {
    if (isNetworkGame()) {
        emit refused(tr("Moves cannot be taken back in a network game."));
        return false;
    }
    const int target = takeBackPly(
        *model_, [this](int side) { return isHuman(side); }, direction);
    if (target < 0) {
        emit refused(direction < 0 ? tr("Nothing to undo.") : tr("Nothing to redo."));
        return false;
    }
    stopThinking(); // before the model changes, so no listener sees a search of the old position
    return model_->jumpToPly(target);
}

// --- Pause, step, hints -----------------------------------------------------------------------------------------

void TurnController::setPaused(bool paused) {
    if (paused_ == paused)
        return;
    paused_ = paused;
    clock_->setPaused(paused);
    if (paused)
        stopThinking();
    emit pausedChanged(paused);
    if (!paused)
        startTurn(Start::Due);
}

void TurnController::step() {
    if (isThinking())
        seats_[std::size_t(thinkingSide_)]->moveNow();
    else
        startTurn(Start::Forced);
}

bool TurnController::engineHelpBarred() const {
    if (model_->isOver())
        return false;
    return (isHuman(0) && isNetwork(1)) || (isHuman(1) && isNetwork(0));
}

void TurnController::requestHint() {
    if (engineHelpBarred()) {
        emit refused(tr("No hints during your game over the network: they come back when the game ends."));
        return;
    }
    if (!hints_->request())
        emit refused(tr("The game is over."));
}

} // namespace gamut
