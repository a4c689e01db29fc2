#include "computerplayer.h"

#include <QMetaObject>
#include <QThread>

namespace gamut {

namespace {

QString lineText(const GameState &state, const std::vector<Move> &line) {
    auto walk = state.clone();
    QString text;
    for (Move m : line) {
        if (walk->isOver())
            break;
        if (!text.isEmpty())
            text += QLatin1Char(' ');
        text += QString::fromStdString(walk->moveText(m));
        walk->play(m);
    }
    return text;
}

} // namespace

ComputerPlayer::ComputerPlayer(QObject *parent) : QObject(parent) {}

ComputerPlayer::~ComputerPlayer() { cancel(); }

bool ComputerPlayer::setEngine(const GameState &state, const QString &spec, QString *error,
                               const PlayerOptions &options) {
    std::string message;
    auto player = makePlayer(state, spec.toStdString(), message, options);
    if (!player) {
        if (error)
            *error = QString::fromStdString(message);
        return false;
    }
    cancel();
    player_ = std::move(player);
    return true;
}

QString ComputerPlayer::description() const {
    return player_ ? QString::fromStdString(player_->description()) : QString();
}

void ComputerPlayer::newGame(quint64 seed) {
    cancel();
    if (player_)
        player_->newGame(seed);
}

bool ComputerPlayer::think(const GameState &state) {
    cancel();
    if (!player_ || state.isOver())
        return false;
    stop_ = false;
    const quint64 generation = ++generation_;
    std::shared_ptr<const GameState> position = state.clone();
    Player *player = player_.get();
    thread_ = QThread::create([this, player, position, generation] {
        // Runs on the worker: results travel to the owner's thread as queued calls, checked there.
        const auto report = [this, position, generation](const SearchProgress &p) {
            const QString pv = lineText(*position, p.pv);
            QMetaObject::invokeMethod(
                this,
                [this, p, pv, generation] {
                    if (generation == generation_)
                        emit progress(p.depth, p.score, p.nodes, p.timeMs, p.bestMove, pv);
                },
                Qt::QueuedConnection);
        };
        const SearchResult result = player->choose(*position, &stop_, report);
        const QString text = QString::fromStdString(position->moveText(result.move));
        QMetaObject::invokeMethod(
            this,
            [this, result, text, generation] {
                if (generation != generation_)
                    return;
                finishThread();
                emit moveChosen(result.move, text, result.score, result.depth, result.nodes, result.timeMs);
            },
            Qt::QueuedConnection);
    });
    thread_->start();
    return true;
}

void ComputerPlayer::moveNow() { stop_ = true; }

void ComputerPlayer::cancel() {
    if (!thread_)
        return;
    ++generation_; // whatever the worker still sends is dropped
    stop_ = true;
    finishThread();
    emit cancelled();
}

void ComputerPlayer::finishThread() {
    if (!thread_)
        return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

} // namespace gamut
