#include "analysisengine.h"

#include "backgroundthread.h"

#include "core/ai/engine.h"
#include "core/registry.h"

#include <QMetaObject>
#include <QThread>

#include <atomic>
#include <mutex>

namespace gamut {

struct AnalysisEngine::Shared {
    std::mutex lock; // held by the search that uses the engine
    std::unique_ptr<Engine> engine;
};

struct AnalysisEngine::Run {
    std::atomic<bool> stop{false};
};

AnalysisEngine::AnalysisEngine(QObject *parent) : QObject(parent) {}

AnalysisEngine::~AnalysisEngine() {
    stop();
    for (const QPointer<QThread> &worker : workers_) {
        if (worker) {
            worker->wait();
            delete worker.data();
        }
    }
}

int AnalysisEngine::runningWorkers() const {
    int running = 0;
    for (const QPointer<QThread> &worker : workers_)
        running += worker && !worker->isFinished() ? 1 : 0;
    return running;
}

bool AnalysisEngine::analyse(const GameState &position) {
    stop();
    if (position.isOver())
        return false;
    const std::string gameId(position.info().id);
    if (!engine_ || gameId != gameId_) {
        const GameEntry *entry = findGame(gameId);
        if (!entry)
            return false;
        engine_ = std::make_shared<Shared>();
        engine_->engine = entry->makeEngine();
        gameId_ = gameId;
    }
    std::erase_if(workers_, [](const QPointer<QThread> &worker) { return worker.isNull(); });
    const quint64 generation = ++generation_;
    running_ = std::make_shared<Run>();
    std::shared_ptr<const GameState> state = position.clone();
    QThread *thread = QThread::create([this, shared = engine_, run = running_, state, generation] {
        lowerThreadPriority(); // the GUI thread comes first
        // A stopped analysis still on this engine ends within milliseconds; this one waits for it.
        const std::lock_guard lock(shared->lock);
        if (run->stop)
            return;
        Engine &engine = *shared->engine;
        const auto report = [this, &engine, state, generation](const MultiPvResult &result) {
            std::vector<AnalysisLine> lines;
            for (const PvLine &pv : result.lines) {
                AnalysisLine line;
                line.move = pv.move;
                line.token = QString::fromStdString(state->moveText(pv.move));
                line.win = engine.winChance(*state, pv.score);
                line.proven = pv.proven;
                auto walk = state->clone();
                for (Move m : pv.pv) {
                    MoveList legal;
                    walk->legalMoves(legal);
                    if (walk->isOver() || !legal.contains(m))
                        break;
                    line.pv.push_back(m);
                    line.pvTokens << QString::fromStdString(walk->moveText(m));
                    walk->play(m);
                }
                lines.push_back(std::move(line));
            }
            QMetaObject::invokeMethod(
                this,
                [this, generation, depth = result.depth, nodes = result.nodes, lines = std::move(lines)] {
                    if (generation == generation_)
                        emit linesFound(depth, nodes, lines);
                },
                Qt::QueuedConnection);
        };
        SearchParams params; // no limit: deepening until stopped or proven
        engine.searchLines(*state, params, kLines, &run->stop, report);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    workers_.emplace_back(thread);
    thread->start();
    return true;
}

void AnalysisEngine::stop() {
    if (!running_)
        return;
    ++generation_; // whatever the worker still sends is dropped
    running_->stop = true;
    running_.reset();
    emit stopped();
}

} // namespace gamut
