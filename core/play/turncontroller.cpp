// Seats and turns: the computer on its turn after a minimum delay, cancelled without blocking on any change of
// position, undo/redo to a person's move, pause and step, hints on their own engine, seats kept in the model's tags.
#include "turncontroller.h"

#include "../ai/computerplayer.h"

#include <QRandomGenerator>

namespace gamut {

namespace {

const QString kHuman = QStringLiteral("human");
const QString kNetwork = QStringLiteral("network");
// What the record's player tag says of a person (never translated: files are read everywhere).
const QString kHumanTag = QStringLiteral("Human");

// A seat's engine sizes its transposition table by its level (0 = by level, as gamut-cli does: 1-2 MB at level 1,
// 64 MB from level 3 or 4), so that a level in the window plays the same moves as `gamut-cli best` and a seat
// holds no more than its level needs. Hints run on a small fixed budget and need little.
constexpr std::size_t kSeatHashMegabytes = 0;
constexpr std::size_t kHintHashMegabytes = 4;

} // namespace

TurnController::TurnController(GameModel *model, QObject *parent) : QObject(parent), model_(model) {
    seats_[0].spec = seats_[1].spec = kHuman;
    delayTimer_.setSingleShot(true);
    connect(&delayTimer_, &QTimer::timeout, this, &TurnController::playPendingMove);
    connect(model_, &GameModel::gameChanged, this, &TurnController::onGameChanged);
    connect(model_, &GameModel::positionChanged, this, [this] { onPositionChanged(false); });
    connect(model_, &GameModel::movePlayed, this, [this] { onPositionChanged(true); });
    // A comment, player or tag changed: the position did not, so a running search's move is still good for it.
    connect(model_, &GameModel::historyChanged, this, [this] {
        if (thinkingSide_ >= 0)
            thinkingRevision_ = model_->revision();
        if (hintRevision_ >= 0)
            hintRevision_ = model_->revision();
    });
    readSeats();
    turnClock_.start();
    // A resumed game may have a computer to move: it starts once the caller has connected to our signals.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!isThinking())
                startTurn(Start::Due);
        },
        Qt::QueuedConnection);
}

// Stops every search at once; the computer players (children) then wait for their workers, which end within
// 50 ms of being told to stop. The model may already be gone: it is not touched.
TurnController::~TurnController() {
    delayTimer_.stop();
    for (const Seat &seat : seats_)
        if (seat.computer)
            seat.computer->cancel();
    if (hint_)
        hint_->cancel();
}

// --- Seats ------------------------------------------------------------------------------------------------------

ComputerPlayer *TurnController::makeComputer(int side, const QString &spec, QString *error) {
    auto *computer = new ComputerPlayer(this);
    PlayerOptions options;
    options.hashMegabytes = kSeatHashMegabytes;
    if (!computer->setEngine(model_->position(), spec, error, options)) {
        delete computer; // never started: nothing to wait for
        return nullptr;
    }
    computer->newGame(QRandomGenerator::global()->generate64());
    connect(computer, &ComputerPlayer::moveChosen, this,
            [this, computer](quint32 move) { onMoveChosen(computer, Move(move)); });
    connect(computer, &ComputerPlayer::progress, this,
            [this, side, computer](int depth, int score, quint64, int, quint32, const QString &pv) {
                if (thinkingSide_ == side && seats_[std::size_t(side)].computer == computer)
                    emit thinkingProgress(side, depth, score, pv);
            });
    return computer;
}

// The old computer goes once its worker, only just told to stop, has ended: the caller never waits for it.
void TurnController::replaceSeat(int side, const QString &spec, ComputerPlayer *computer) {
    Seat &seat = seats_[std::size_t(side)];
    if (seat.computer)
        seat.computer->deleteWhenIdle();
    seat = {spec, computer};
}

bool TurnController::setSeat(int side, const QString &spec, QString *error) {
    if (side < 0 || side > 1) {
        if (error)
            *error = tr("no side %1 (0 or 1)").arg(side);
        return false;
    }
    QString clean = spec.trimmed();
    if (clean.compare(kHuman, Qt::CaseInsensitive) == 0)
        clean = kHuman;
    if (clean.compare(kNetwork, Qt::CaseInsensitive) == 0)
        clean = kNetwork;
    const Seat &seat = seats_[std::size_t(side)];
    // The server's record names the players of a network game: its tags are not the window's to change.
    if (clean == kNetwork || isNetwork(1 - side)) {
        if (clean == seat.spec)
            return true;
        ComputerPlayer *computer = nullptr;
        if (clean != kHuman && clean != kNetwork && !(computer = makeComputer(side, clean, error)))
            return false;
        if (thinkingSide_ == side)
            stopThinking();
        replaceSeat(side, clean, computer);
        emit seatsChanged();
        if (side == sideToMove() && !isThinking()) {
            turnClock_.restart();
            startTurn(Start::Due);
        }
        return true;
    }
    if (clean == seat.spec &&
        model_->player(side) == (seat.computer ? seat.computer->description() : personTag(side)) &&
        model_->engineSpec(side) == (seat.computer ? clean : QString()))
        return true; // nothing changes (a panel echoing seatsChanged back does not restart a search)
    ComputerPlayer *computer = nullptr;
    if (clean != kHuman && !(computer = makeComputer(side, clean, error)))
        return false;
    if (thinkingSide_ == side)
        stopThinking();
    replaceSeat(side, clean, computer);
    const QString description = computer ? computer->description() : personTag(side);
    const QString engine = computer ? clean : QString();
    if (model_->player(side) != description || model_->engineSpec(side) != engine)
        model_->setPlayer(side, description, engine);
    emit seatsChanged();
    if (side == sideToMove() && !isThinking()) {
        turnClock_.restart();
        startTurn(Start::Due);
    }
    return true;
}

QString TurnController::personTag(int side) const {
    const QString &name = names_[std::size_t(side)];
    return name.isEmpty() ? kHumanTag : name;
}

void TurnController::setPersonName(int side, const QString &name, bool now) {
    if (side < 0 || side > 1)
        return;
    names_[std::size_t(side)] = name.simplified();
    if (now && isHuman(side) && !isNetworkGame() && model_->player(side) != personTag(side))
        model_->setPlayer(side, personTag(side));
}

QString TurnController::personName(int side) const {
    return side == 0 || side == 1 ? names_[std::size_t(side)] : QString();
}

QString TurnController::personNameIn(const GameModel &model, int side) {
    const QString tag = model.player(side);
    if (tag.isEmpty() || tag == kHumanTag || !model.engineSpec(side).isEmpty())
        return {};
    for (const QLatin1String machine : {QLatin1String("Computer"), QLatin1String("Network ")})
        if (tag.startsWith(machine))
            return {};
    return tag == QLatin1String("Random") ? QString() : tag;
}

QString TurnController::seatSpec(int side) const {
    return side == 0 || side == 1 ? seats_[std::size_t(side)].spec : QString();
}

bool TurnController::isHuman(int side) const {
    return (side == 0 || side == 1) && !seats_[std::size_t(side)].computer && !isNetwork(side);
}

bool TurnController::isNetwork(int side) const {
    return (side == 0 || side == 1) && seats_[std::size_t(side)].spec == kNetwork;
}

void TurnController::readSeats() {
    for (int side = 0; side < 2; ++side) {
        if (isNetwork(side))
            continue; // a new round or the server's record pasted: still the same network game
        const QString spec = model_->engineSpec(side);
        ComputerPlayer *computer = spec.isEmpty() ? nullptr : makeComputer(side, spec, nullptr);
        replaceSeat(side, computer ? spec : kHuman, computer); // an engine this program does not know: a person
    }
}

void TurnController::seatsFromModel() {
    stopThinking();
    readSeats();
    emit seatsChanged();
    turnClock_.restart();
    startTurn(Start::Due);
}

// A new, loaded, pasted or resumed game, or the next round: new engines for it (the game may differ) with the
// seats its tags name. positionChanged follows and starts the computer if it is to move.
void TurnController::onGameChanged() {
    stopThinking();
    if (hint_)
        hint_->cancel();
    hintRevision_ = -1;
    readSeats();
    emit seatsChanged();
}

// --- Turns ------------------------------------------------------------------------------------------------------

int TurnController::sideToMove() const { return model_->isOver() ? -1 : model_->position().turn(); }

bool TurnController::humanToMove() const {
    const int side = sideToMove();
    return side >= 0 && isHuman(side) && !isThinking();
}

void TurnController::onPositionChanged(bool played) {
    stopThinking();
    if (hint_)
        hint_->cancel();
    hintRevision_ = -1;
    turnClock_.restart();
    // After a played move the cursor may be inside the list (the same move as the next one keeps the later moves):
    // the computer to move answers it all the same.
    startTurn(played ? Start::AfterMove : Start::Due);
}

void TurnController::startTurn(Start how) {
    const int side = sideToMove();
    if (side < 0 || isThinking())
        return;
    ComputerPlayer *computer = seats_[std::size_t(side)].computer;
    if (!computer)
        return;
    if (how == Start::Due && model_->canRedo())
        return; // browsing the history: see the class comment
    if (paused_ && how != Start::Forced)
        return;
    if (!computer->think(model_->position()))
        return;
    thinkingSide_ = side;
    thinkingRevision_ = model_->revision();
    emit thinkingStarted(side);
}

void TurnController::stopThinking() {
    delayTimer_.stop();
    pendingMove_ = kNoMove;
    const int side = thinkingSide_;
    if (side < 0)
        return;
    thinkingSide_ = -1;
    if (ComputerPlayer *computer = seats_[std::size_t(side)].computer)
        computer->cancel(); // returns at once; the worker ends on its own
    emit thinkingStopped(side);
}

void TurnController::onMoveChosen(ComputerPlayer *computer, Move move) {
    if (thinkingSide_ < 0 || seats_[std::size_t(thinkingSide_)].computer != computer)
        return; // a seat that changed since
    pendingMove_ = move;
    const qint64 wait = qint64(minimumDelay_) - turnClock_.elapsed();
    if (wait > 0)
        delayTimer_.start(int(wait));
    else
        playPendingMove();
}

void TurnController::playPendingMove() {
    const int side = thinkingSide_;
    const Move move = pendingMove_;
    if (side < 0 || move == kNoMove)
        return;
    thinkingSide_ = -1;
    pendingMove_ = kNoMove;
    emit thinkingStopped(side);
    if (isNetworkGame()) { // a computer at the window's seat of a network game: the server referees it too
        emit networkMove(side, move);
        return;
    }
    if (!model_->playMove(move, thinkingRevision_, side)) // cannot happen: every change cancels the search
        qWarning("gamut: the computer's move was refused: %s", qPrintable(model_->lastError()));
}

// --- Moves ------------------------------------------------------------------------------------------------------

QString TurnController::humanTurnRefusal() const {
    const int side = sideToMove();
    if (side < 0)
        return tr("The game is over.");
    if (isNetwork(side))
        return tr("It is the opponent's turn (over the network).");
    if (!isHuman(side))
        return paused_ ? tr("It is the computer's turn (paused: step lets it move).")
                       : tr("It is the computer's turn.");
    return {};
}

bool TurnController::checkHumanTurn() {
    const QString why = humanTurnRefusal();
    if (why.isEmpty())
        return true;
    emit refused(why);
    return false;
}

bool TurnController::playHumanMove(Move move) {
    if (!checkHumanTurn())
        return false;
    const int side = sideToMove();
    if (isNetworkGame()) { // the server is the referee: its `moved` will play the move here
        MoveList legal;
        model_->position().legalMoves(legal);
        if (model_->canRedo() || !legal.contains(move)) {
            emit refused(model_->canRedo() ? tr("Go to the last move to play on.") : tr("That move is not legal."));
            return false;
        }
        emit networkMove(side, move);
        return true;
    }
    if (!model_->playMove(move, model_->revision(), side)) {
        emit refused(model_->lastError());
        return false;
    }
    return true;
}

bool TurnController::personToMoveAt(const GameState &state) const { return !state.isOver() && isHuman(state.turn()); }

// Undo goes back to the latest earlier position where a person is to move (the start when there is none); redo
// forward to the next one (the end when there is none). Without any person at the board: one ply.
int TurnController::personPly(int direction) const {
    const int from = model_->ply();
    const int to = direction < 0 ? from - 1 : from + 1;
    if (to < 0 || to > model_->plyCount())
        return -1;
    if (!isHuman(0) && !isHuman(1))
        return to;
    std::vector<bool> personAt;
    auto state = model_->startPosition().clone();
    personAt.push_back(personToMoveAt(*state));
    for (int ply = 1; ply <= model_->plyCount(); ++ply) {
        state->play(model_->moveAt(ply - 1));
        personAt.push_back(personToMoveAt(*state));
    }
    for (int ply = to; ply >= 0 && ply <= model_->plyCount(); ply += direction)
        if (personAt[std::size_t(ply)])
            return ply;
    return direction < 0 ? 0 : model_->plyCount();
}

bool TurnController::undo() {
    if (isNetworkGame()) {
        emit refused(tr("Moves cannot be taken back in a network game."));
        return false;
    }
    const int target = personPly(-1);
    if (target < 0) {
        emit refused(tr("Nothing to undo."));
        return false;
    }
    stopThinking(); // before the model changes, so no listener sees a search of the old position
    return model_->jumpToPly(target);
}

bool TurnController::redo() {
    if (isNetworkGame()) {
        emit refused(tr("Moves cannot be taken back in a network game."));
        return false;
    }
    const int target = personPly(+1);
    if (target < 0) {
        emit refused(tr("Nothing to redo."));
        return false;
    }
    stopThinking();
    return model_->jumpToPly(target);
}

// --- Computer play ----------------------------------------------------------------------------------------------

void TurnController::setMinimumDelay(int ms) { minimumDelay_ = qMax(0, ms); }

void TurnController::setPaused(bool paused) {
    if (paused_ == paused)
        return;
    paused_ = paused;
    if (paused)
        stopThinking();
    emit pausedChanged(paused);
    if (!paused) {
        turnClock_.restart();
        startTurn(Start::Due);
    }
}

void TurnController::step() {
    if (isThinking()) {
        if (pendingMove_ != kNoMove) {
            delayTimer_.stop();
            playPendingMove();
        } else if (ComputerPlayer *computer = seats_[std::size_t(thinkingSide_)].computer) {
            computer->moveNow();
        }
        return;
    }
    turnClock_.restart();
    startTurn(Start::Forced);
}

QString TurnController::hintEngine() { return QStringLiteral("level:2@1"); }

void TurnController::requestHint() {
    if (model_->isOver()) {
        emit refused(tr("The game is over."));
        return;
    }
    if (!hint_ || hintGame_ != model_->gameId()) {
        if (hint_)
            hint_->deleteWhenIdle();
        hint_ = new ComputerPlayer(this);
        PlayerOptions options;
        options.hashMegabytes = kHintHashMegabytes;
        if (!hint_->setEngine(model_->position(), hintEngine(), nullptr, options)) {
            delete hint_;
            hint_ = nullptr;
            return;
        }
        hintGame_ = model_->gameId();
        connect(hint_, &ComputerPlayer::moveChosen, this,
                [this](quint32 move, const QString &token) { onHintChosen(Move(move), token); });
    }
    hintRevision_ = model_->revision();
    hint_->think(model_->position());
}

void TurnController::onHintChosen(Move move, const QString &token) {
    if (hintRevision_ < 0 || hintRevision_ != model_->revision())
        return;
    hintRevision_ = -1;
    emit hintReady(move, token);
}

} // namespace gamut
