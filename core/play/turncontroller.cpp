// A first TurnController: seats, the computer on its turn with a minimum delay, undo to a person's move, pause,
// step and hints. (The play work extends it: non-blocking cancel, seats from record tags.)
#include "turncontroller.h"

#include "../ai/computerplayer.h"

#include <QElapsedTimer>
#include <QTimer>

#include <array>
#include <memory>

namespace gamut {

namespace {
const QString kHuman = QStringLiteral("human");
} // namespace

struct TurnController::Seats {
    std::array<QString, 2> spec = {kHuman, kHuman};
    std::array<ComputerPlayer *, 2> computer = {nullptr, nullptr};
    ComputerPlayer *hint = nullptr;
    QElapsedTimer turnClock;
    int thinkingSide = -1;
    qint64 thinkingRevision = -1;
};

TurnController::TurnController(GameModel *model, QObject *parent) : QObject(parent), model_(model) {
    seats_ = std::make_unique<Seats>();
    seats_->turnClock.start();
    const auto onChange = [this] {
        auto &s = (*seats_);
        for (ComputerPlayer *c : s.computer)
            if (c)
                c->cancel();
        s.thinkingSide = -1;
        s.turnClock.restart();
        QTimer::singleShot(0, this, [this] { step(); });
    };
    connect(model_, &GameModel::positionChanged, this, onChange);
    connect(model_, &GameModel::gameChanged, this, onChange);
    connect(model_, &GameModel::movePlayed, this, onChange);
}

TurnController::~TurnController() {
    for (ComputerPlayer *c : seats_->computer)
        delete c;
    delete seats_->hint;
}

bool TurnController::setSeat(int side, const QString &spec, QString *error) {
    if (side < 0 || side > 1)
        return false;
    auto &s = (*seats_);
    if (spec == kHuman) {
        delete s.computer[std::size_t(side)];
        s.computer[std::size_t(side)] = nullptr;
        s.spec[std::size_t(side)] = kHuman;
        model_->setPlayer(side, QStringLiteral("Human"));
    } else {
        auto *player = new ComputerPlayer(this);
        if (!player->setEngine(model_->position(), spec, error)) {
            delete player;
            return false;
        }
        delete s.computer[std::size_t(side)];
        s.computer[std::size_t(side)] = player;
        s.spec[std::size_t(side)] = spec;
        model_->setPlayer(side, player->description());
        connect(player, &ComputerPlayer::moveChosen, this, [this, side](quint32 move) {
            auto &seats = (*seats_);
            const qint64 revision = seats.thinkingRevision;
            seats.thinkingSide = -1;
            const qint64 wait = qMax<qint64>(0, minimumDelay_ - seats.turnClock.elapsed());
            QTimer::singleShot(int(wait), this, [this, move, revision, side] {
                emit thinkingStopped(side);
                model_->playMove(move, revision, side);
            });
        });
        connect(player, &ComputerPlayer::progress, this,
                [this, side](int depth, int score, quint64, int, quint32, const QString &pv) {
                    emit thinkingProgress(side, depth, score, pv);
                });
    }
    emit seatsChanged();
    QTimer::singleShot(0, this, [this] { step(); });
    return true;
}

QString TurnController::seatSpec(int side) const { return (*seats_).spec[std::size_t(side & 1)]; }

bool TurnController::isHuman(int side) const { return seatSpec(side) == kHuman; }

void TurnController::seatsFromModel() {}

int TurnController::sideToMove() const { return model_->position().turn(); }

bool TurnController::humanToMove() const {
    const int side = sideToMove();
    return side >= 0 && isHuman(side);
}

bool TurnController::playHumanMove(Move move) {
    if (!humanToMove()) {
        emit refused(model_->isOver() ? tr("The game is over.") : tr("It is the computer's turn."));
        return false;
    }
    return model_->playMove(move, -1, sideToMove());
}

bool TurnController::undo() {
    bool any = false;
    while (model_->canUndo()) {
        model_->undo();
        any = true;
        if (humanToMove() || (isHuman(0) == false && isHuman(1) == false))
            break;
    }
    return any;
}

bool TurnController::redo() {
    bool any = false;
    while (model_->canRedo()) {
        model_->redo();
        any = true;
        if (humanToMove() || (!isHuman(0) && !isHuman(1)))
            break;
    }
    return any;
}

void TurnController::setMinimumDelay(int ms) { minimumDelay_ = qMax(0, ms); }

void TurnController::setPaused(bool paused) {
    if (paused_ == paused)
        return;
    paused_ = paused;
    auto &s = (*seats_);
    if (paused)
        for (ComputerPlayer *c : s.computer)
            if (c)
                c->cancel();
    emit pausedChanged(paused);
    if (!paused)
        step();
}

void TurnController::step() {
    auto &s = (*seats_);
    const int side = sideToMove();
    if (side < 0 || isHuman(side) || s.thinkingSide >= 0 || model_->canRedo())
        return;
    ComputerPlayer *player = s.computer[std::size_t(side)];
    if (!player || (paused_ && sender() != nullptr))
        return;
    s.thinkingSide = side;
    s.thinkingRevision = model_->revision();
    if (player->think(model_->position()))
        emit thinkingStarted(side);
}

bool TurnController::isThinking() const { return (*seats_).thinkingSide >= 0; }

void TurnController::requestHint() {
    auto &s = (*seats_);
    if (model_->isOver())
        return;
    delete s.hint;
    s.hint = new ComputerPlayer(this);
    if (!s.hint->setEngine(model_->position(), QStringLiteral("level:1")))
        return;
    connect(s.hint, &ComputerPlayer::moveChosen, this,
            [this](quint32 move, const QString &text) { emit hintReady(move, text); });
    s.hint->think(model_->position());
}

} // namespace gamut
