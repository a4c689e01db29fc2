// A game's clocks beside the model: the control from its tag, the times from its moves, the running side's flag.
#include "clockkeeper.h"

#include "../model/gamemodel.h"
#include "../record/clockcomment.h"

#include <algorithm>
#include <climits>

namespace gamut {

namespace {

TimeControl controlOf(const GameModel &model) {
    std::string error;
    const auto control = parseTimeControl(model.tag(QString::fromLatin1(kTimeControlTag)).toStdString(), error);
    return control ? *control : TimeControl::none(); // a file's bad tag was refused when it was read
}

} // namespace

ClockKeeper::ClockKeeper(GameModel *model, QObject *parent) : QObject(parent), model_(model) {
    elapsed_.start();
    now_ = [this] { return elapsed_.elapsed(); };
    flag_.setSingleShot(true);
    flag_.setTimerType(Qt::PreciseTimer);
    connect(&flag_, &QTimer::timeout, this, &ClockKeeper::checkFlag);
    model_->setMoveClock([this](int side, std::int64_t &leftMs) { return stamp(side, leftMs); });
    connect(model_, &GameModel::gameChanged, this, [this] {
        clock_.reset(controlOf(*model_));
        sync();
    });
    connect(model_, &GameModel::positionChanged, this, &ClockKeeper::sync);
    connect(model_, &GameModel::movePlayed, this, &ClockKeeper::sync);
    connect(model_, &GameModel::historyChanged, this, &ClockKeeper::readControl);
    clock_.reset(controlOf(*model_));
    sync();
}

ClockKeeper::~ClockKeeper() {
    if (model_) // it must not call a keeper that is gone
        model_->setMoveClock({});
}

void ClockKeeper::setControl(const TimeControl &control) {
    model_->setTag(QString::fromLatin1(kTimeControlTag),
                   control.isTimed() ? QString::fromStdString(control.text()) : QString());
    readControl(); // historyChanged did, unless the tag was already this
}

void ClockKeeper::readControl() {
    const TimeControl control = controlOf(*model_);
    if (control == clock_.control())
        return;
    clock_.reset(control);
    emit controlChanged();
    sync();
}

std::int64_t ClockKeeper::left(int side) const {
    if (side != 0 && side != 1)
        return -1;
    if (following_)
        return followed_.left(side, now());
    return clock_.isTimed() ? clock_.left(side, now()) : -1;
}

void ClockKeeper::follow(std::array<std::int64_t, 2> leftMs, int running) {
    following_ = true;
    flag_.stop(); // the referee decides
    clock_.stop(now());
    followed_.reset(TimeControl::fischer(std::max<std::int64_t>({1, leftMs[0], leftMs[1]}), 0));
    followed_.restore({std::max<std::int64_t>(0, leftMs[0]), std::max<std::int64_t>(0, leftMs[1])});
    // The referee's figures are the truth, whatever game the window shows: a table's `clock` line can come while
    // the window still shows the last game (over on time, its loser at zero). Its clock runs once a game that is
    // not over is there (syncFollowed).
    followRunning_ = running == 0 || running == 1 ? running : -1;
    if (followRunning_ >= 0 && !model_->isOver())
        followed_.start(followRunning_, now());
    emit changed();
}

void ClockKeeper::stopFollowing() {
    if (!following_)
        return;
    following_ = false;
    sync();
}

void ClockKeeper::syncFollowed() {
    if (model_->isOver()) { // the game's end stops the referee's clock until its next word
        if (followed_.running() >= 0)
            followed_.stop(now());
        followRunning_ = -1;
    } else if (followRunning_ >= 0 && followed_.running() < 0) {
        followed_.start(followRunning_, now()); // the table's game arrived after its clocks
    }
    if (model_->isOver() && model_->lostOnTime()) {
        std::array<std::int64_t, 2> left = {followed_.left(0, now()), followed_.left(1, now())};
        left[std::size_t(model_->resignedSide())] = 0;
        followed_.restore(left);
    }
    emit changed();
}

// Each side's time at the cursor: the clock of its latest move up to there that has one, or the control's start.
void ClockKeeper::sync() {
    if (following_) {
        syncFollowed();
        return;
    }
    std::array<std::int64_t, 2> left = {clock_.control().startMs(), clock_.control().startMs()};
    std::array<bool, 2> found = {false, false};
    const std::vector<int> &line = model_->currentLine();
    for (int ply = model_->ply(); ply >= 1 && !(found[0] && found[1]); --ply) {
        const GameTree::Node &node = model_->tree().node(line[std::size_t(ply)]);
        if (node.side < 0 || node.side > 1 || found[std::size_t(node.side)] || node.clockMs < 0)
            continue;
        left[std::size_t(node.side)] = clock_.nextTurnFrom(node.clockMs);
        found[std::size_t(node.side)] = true;
    }
    if (model_->lostOnTime() && !model_->canRedo()) // the end of a game lost on time: that clock shows nothing left
        left[std::size_t(model_->resignedSide())] = 0;
    clock_.restore(left);
    runIfLive();
    emit changed();
}

void ClockKeeper::runIfLive() {
    if (following_)
        return;
    const std::int64_t at = now();
    if (clock_.isTimed() && !paused_ && !model_->isOver() && !model_->canRedo())
        clock_.start(model_->position().turn(), at);
    else
        clock_.stop(at);
    armFlag();
}

void ClockKeeper::setPaused(bool paused) {
    if (paused == paused_)
        return;
    paused_ = paused;
    runIfLive(); // a paused turn keeps what it used; it goes on from there
    emit changed();
}

void ClockKeeper::armFlag() {
    const std::int64_t until = clock_.untilFlag(now());
    if (until < 0)
        flag_.stop();
    else
        flag_.start(int(std::min<std::int64_t>(until + 1, INT_MAX)));
}

void ClockKeeper::checkFlag() {
    const int side = clock_.flagged(now());
    if (side < 0) {
        armFlag(); // woken a little early
        return;
    }
    clock_.stop(now());
    flag_.stop();
    if (model_->loseOnTime(side))
        emit flagFell(side);
}

// The model asks before it plays a move of `side`: the move's cost, or (its time ran out first) a refusal and the
// game ended on time once the model's request is over.
bool ClockKeeper::stamp(int side, std::int64_t &leftMs) {
    leftMs = -1;
    if (!clock_.isTimed() || following_)
        return true;
    const std::int64_t at = now();
    if (clock_.flagged(at) == side) {
        QMetaObject::invokeMethod(this, &ClockKeeper::checkFlag, Qt::QueuedConnection);
        return false;
    }
    leftMs = clock_.move(side, at).leftMs;
    return true;
}

} // namespace gamut
