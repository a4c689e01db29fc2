// Live analysis for the window: the engine searches the given position on a worker thread, deepening until told
// to stop, and reports its best three moves (each with the mover's win chance and its line) after every finished
// iteration. analyse() restarts at once on another position; stop() returns at once (the worker ends on its own,
// within the search's ~50 ms stop check). Results of a search that was replaced or stopped are dropped.
#pragma once

#include "core/gamestate.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QThread;

namespace gamut {

struct AnalysisLine {
    Move move = kNoMove;
    QString token;
    double win = 50; // the chance that the player to move wins with this move, 0..100
    bool proven = false;
    std::vector<Move> pv; // the line, the move first
    QStringList pvTokens;
};

class AnalysisEngine : public QObject {
    Q_OBJECT
public:
    explicit AnalysisEngine(QObject *parent = nullptr);
    ~AnalysisEngine() override; // stops and waits for the workers (they stop at once)

    static constexpr int kLines = 3;

    // Starts analysing `position` (copied), replacing any running analysis. False when the game is over.
    bool analyse(const GameState &position);
    void stop();
    bool isRunning() const { return running_ != nullptr; }
    int runningWorkers() const; // threads not yet ended, the stopped ones included (tests)

signals:
    // After every finished iteration of the running analysis: its depth and best lines, best first.
    void linesFound(int depth, quint64 nodes, const std::vector<gamut::AnalysisLine> &lines);
    void stopped();

private:
    struct Shared; // the engine of one game and the lock its searches take turns on
    struct Run;    // one analysis's stop flag

    std::shared_ptr<Shared> engine_;
    std::string gameId_;
    std::shared_ptr<Run> running_;
    quint64 generation_ = 0;
    std::vector<QPointer<QThread>> workers_;
};

} // namespace gamut
