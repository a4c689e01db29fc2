#include "computerplayer.h"

#include "threadpriority.h"

#include <QMetaObject>
#include <QThread>
#include <QTimer>

#include <mutex>

namespace gamut {

struct ComputerPlayer::SharedEngine {
    std::mutex lock; // held by the search that uses the player
    std::unique_ptr<Player> player;
};

struct ComputerPlayer::Search {
    std::atomic<bool> stop{false};      // ends the search (cancel or move now)
    std::atomic<bool> cancelled{false}; // nothing is wanted from it any more
};

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

ComputerPlayer::~ComputerPlayer() {
    cancel();
    // The workers post to this object: it must outlive them. Every one has been told to stop.
    for (const QPointer<QThread> &worker : workers_) {
        if (worker) {
            worker->wait();
            delete worker.data();
        }
    }
}

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
    description_ = QString::fromStdString(player->description());
    engine_ = std::make_shared<SharedEngine>();
    engine_->player = std::move(player);
    newGameSeed_.reset();
    return true;
}

void ComputerPlayer::newGame(quint64 seed) {
    cancel();
    newGameSeed_ = seed;
}

int ComputerPlayer::runningWorkers() const {
    int running = 0;
    for (const QPointer<QThread> &worker : workers_)
        running += worker && !worker->isFinished() ? 1 : 0;
    return running;
}

void ComputerPlayer::deleteWhenIdle() {
    cancel();
    if (runningWorkers() == 0) {
        deleteLater();
        return;
    }
    // Told to stop, the workers end within milliseconds: look again soon.
    QTimer::singleShot(10, this, &ComputerPlayer::deleteWhenIdle);
}

bool ComputerPlayer::think(const GameState &state, int timeLimitMs) {
    cancel();
    if (!engine_ || state.isOver())
        return false;
    std::erase_if(workers_, [](const QPointer<QThread> &worker) { return worker.isNull(); });
    const quint64 generation = ++generation_;
    search_ = std::make_shared<Search>();
    thinking_ = true;
    std::shared_ptr<const GameState> position = state.clone();
    QThread *thread = QThread::create([this, engine = engine_, search = search_, position, generation, timeLimitMs,
                                       seed = std::exchange(newGameSeed_, std::nullopt)] {
        // Runs on the worker, below the window's thread (threadpriority.h). A cancelled search still on this engine
        // ends within 50 ms; this one waits for it.
        lowerThreadPriority(kSearchNiceness);
        const std::lock_guard lock(engine->lock);
        if (seed)
            engine->player->newGame(*seed);
        if (search->cancelled)
            return;
        engine->player->setTimeLimit(timeLimitMs);
        // Results travel to the owner's thread as queued calls, checked there against the generation.
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
        const SearchResult result = engine->player->choose(*position, &search->stop, report);
        if (search->cancelled)
            return;
        const QString text = QString::fromStdString(position->moveText(result.move));
        QMetaObject::invokeMethod(
            this,
            [this, result, text, generation] {
                if (generation != generation_)
                    return;
                thinking_ = false;
                search_.reset();
                emit moveChosen(result.move, text, result.score, result.depth, result.nodes, result.timeMs);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    workers_.emplace_back(thread);
    thread->start();
    return true;
}

void ComputerPlayer::moveNow() {
    if (search_)
        search_->stop = true;
}

void ComputerPlayer::cancel() {
    if (!thinking_)
        return;
    ++generation_; // whatever the worker still sends is dropped
    if (search_) {
        search_->cancelled = true;
        search_->stop = true;
    }
    search_.reset();
    thinking_ = false;
    emit cancelled();
}

} // namespace gamut
