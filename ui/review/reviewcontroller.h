// The review of the model's game for the window: runs the core's Reviewer on a worker thread (the GUI thread never
// waits for it), reports its progress, and keeps the finished review. The review belongs to one game: leaving the
// game (a new one, a load, a paste, a next round) cancels a running review and drops the finished one; a game
// opened with a review in its move comments gets it back without searching. A finished review is written into the
// game's move comments (core/review/reviewrecord.h), so that saving the game keeps it.
#pragma once

#include "core/review/review.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace gamut {

class GameModel;

class ReviewController : public QObject {
    Q_OBJECT
public:
    explicit ReviewController(GameModel *model, QObject *parent = nullptr);
    ~ReviewController() override; // cancels a running review and waits for its worker (it stops at once)

    // The budget of the next review ("level:3" by default): an engine spec as ReviewOptions takes it.
    void setEngine(const QString &spec) { engine_ = spec; }
    QString engine() const { return engine_; }

    bool isRunning() const { return running_ != nullptr; }
    // The review of the current game (nullopt before one finished or was read from the game).
    const std::optional<GameReview> &review() const { return review_; }
    // The judged ply `ply` (1-based), or null when the review does not cover it. While a review runs, the plies it
    // has judged so far (plyJudged() tells of each).
    const PlyReview *plyReview(int ply) const;
    // While a review runs: every ply of the game being reviewed, judged or not yet (nullopt); empty otherwise.
    const std::vector<std::optional<PlyReview>> &partial() const { return partial_; }
    // The tokens of ply `ply`'s best move and best line (empty when not reviewed), and the position before it.
    QString bestText(int ply) const;
    QStringList lineTexts(int ply) const;
    std::unique_ptr<GameState> positionBefore(int ply) const;

public slots:
    // Reviews the model's game (the whole move list, whatever ply is shown). False, and failed(), when there is
    // nothing to review or the budget is unusable. A running review is cancelled first.
    bool start();
    void cancel();

signals:
    void started();
    void estimated(const gamut::ReviewEstimate &estimate); // how long it will take, before the first position
    void progress(int done, int total);
    void plyJudged(int ply);            // a running review judged ply `ply` (partial() and plyReview() have it)
    void finished();                    // review() holds the new review
    void failed(const QString &reason); // translated, for the status line
    void cancelled();
    void reviewChanged(); // review() changed: a new one, one read from a file, or none any more

private:
    struct Run; // one review's cancel flag

    void onGameChanged();
    void onMovePlayed(int ply);
    void accept(GameReview review, const std::vector<Move> &moves);
    bool stillPlayed(const std::vector<Move> &moves) const; // the model's list still starts with `moves`
    void saveIntoGame();
    void readFromGame();
    void describe(); // the tokens of the best moves and lines, once per review
    void changed();  // describe() and reviewChanged()

    GameModel *model_;
    QString engine_ = QStringLiteral("level:3");
    std::shared_ptr<Run> running_;
    quint64 generation_ = 0;
    std::vector<QPointer<QThread>> workers_;
    std::optional<GameReview> review_;
    std::vector<Move> reviewedMoves_;               // the moves review_ judged
    std::vector<Move> runningMoves_;                // the moves the running review judges
    std::vector<std::optional<PlyReview>> partial_; // what the running review has judged so far
    const std::vector<Move> &judgedMoves() const { return running_ && !review_ ? runningMoves_ : reviewedMoves_; }
    void describePly(int ply); // the tokens of ply `ply`'s best move and line
    std::unique_ptr<GameState> reviewedStart_;
    std::vector<QString> bestTexts_;
    std::vector<QStringList> lineTexts_;
    bool writing_ = false; // saveIntoGame's own comment changes are not a new game
};

} // namespace gamut
