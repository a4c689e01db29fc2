// A computer's seat: think on the turn, wait for the minimum delay, cancel without blocking.
#include "engineseat.h"

#include "../ai/computerplayer.h"
#include "../clock/timeplan.h"
#include "../model/gamemodel.h"

#include <climits>

#include <utility>

namespace gamut {

namespace {

// A seat's engine sizes its transposition table by its level (0 = by level, as gamut-cli does: 1-2 MB at level 1,
// 64 MB from level 3 or 4), so that a level in the window plays the same moves as `gamut-cli best` and a seat
// holds no more than its level needs.
constexpr std::size_t kSeatHashMegabytes = 0;

} // namespace

EngineSeat *EngineSeat::make(const QString &spec, const GameState &state, quint64 seed, QString *error,
                             QObject *parent) {
    auto *computer = new ComputerPlayer;
    PlayerOptions options;
    options.hashMegabytes = kSeatHashMegabytes;
    if (!computer->setEngine(state, spec, error, options)) {
        delete computer; // never started: nothing to wait for
        return nullptr;
    }
    computer->newGame(seed);
    return new EngineSeat(spec, computer, parent);
}

EngineSeat::EngineSeat(const QString &spec, ComputerPlayer *computer, QObject *parent)
    : Seat(parent), spec_(spec), computer_(computer) {
    computer_->setParent(this);
    delay_.setSingleShot(true);
    connect(&delay_, &QTimer::timeout, this, &EngineSeat::playPending);
    connect(computer_, &ComputerPlayer::moveChosen, this, [this](quint32 move) { onMoveChosen(Move(move)); });
    connect(computer_, &ComputerPlayer::progress, this,
            [this](int depth, int score, quint64, int, quint32, const QString &pv) {
                emit thinkingProgress(depth, score, pv);
            });
}

QString EngineSeat::description() const { return computer_->description(); }

QString EngineSeat::turnRefusal(bool paused) const {
    return paused ? tr("It is the computer's turn (paused: step lets it move).") : tr("It is the computer's turn.");
}

// Under a clock the engine plans its time (timeplan.h) and the minimum delay shrinks to a quarter of the plan, since
// the clock runs through it. Its last move's cost beyond its plan is learnt from its clock: the time it had then
// less the time it has now before the increment (Fischer; after an undo or a new game nothing is learnt).
bool EngineSeat::beginTurn(const TurnStart &turn) {
    endTurn();
    const int ply = turn.model ? turn.model->ply() : -1;
    if (ply < lastPly_ || turn.control != lastControl_)
        planner_.reset();
    else if (ply == lastPly_ + 2 && lastPlan_ > 0 && turn.control.kind == TimeControl::Kind::Fischer)
        planner_.observe(lastPlan_, lastLeftMs_ - (turn.leftMs - turn.control.incrementMs));
    const std::int64_t limit = turn.leftMs >= 0 && turn.model ? planner_.plan(turn.control, turn.leftMs, ply / 2) : 0;
    lastPly_ = ply;
    lastControl_ = turn.control;
    lastLeftMs_ = turn.leftMs;
    lastPlan_ = limit;
    if (!turn.model || !computer_->think(turn.model->position(), int(std::min<std::int64_t>(limit, INT_MAX))))
        return false;
    revision_ = turn.revision;
    minimumDelay_ = limit > 0 ? int(std::min<std::int64_t>(turn.minimumDelayMs, limit / 4)) : turn.minimumDelayMs;
    turnClock_.start();
    return true;
}

void EngineSeat::endTurn() {
    delay_.stop();
    pending_ = kNoMove;
    computer_->cancel(); // returns at once; the worker ends on its own
}

void EngineSeat::moveNow() {
    if (pending_ == kNoMove)
        computer_->moveNow();
    else
        playPending();
}

// As at the turn's start: under a clock at most a quarter of the plan. A move already chosen waits for what is left
// of the new delay (played from the event loop, not from inside the caller).
void EngineSeat::setMinimumDelay(int ms) {
    minimumDelay_ = lastPlan_ > 0 ? int(std::min<std::int64_t>(ms, lastPlan_ / 4)) : ms;
    if (pending_ != kNoMove)
        delay_.start(int(std::max<qint64>(0, qint64(minimumDelay_) - turnClock_.elapsed())));
}

void EngineSeat::onMoveChosen(Move move) {
    pending_ = move;
    if (const qint64 wait = qint64(minimumDelay_) - turnClock_.elapsed(); wait > 0)
        delay_.start(int(wait));
    else
        playPending();
}

void EngineSeat::playPending() {
    delay_.stop();
    const Move move = std::exchange(pending_, kNoMove);
    if (move != kNoMove)
        emit moveReady(move, revision_);
}

// The engine's worker, only just told to stop, ends within ~50 ms: the computer deletes itself then, and this seat
// at once (it no longer owns it).
void EngineSeat::retire() {
    endTurn();
    computer_->setParent(nullptr);
    computer_->deleteWhenIdle();
    deleteLater();
}

} // namespace gamut
