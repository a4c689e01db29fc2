#include "reviewcontroller.h"

#include "backgroundthread.h"

#include "core/model/gamemodel.h"
#include "core/record/record.h"
#include "core/review/reviewrecord.h"

#include <QMetaObject>
#include <QThread>

#include <algorithm>

namespace gamut {

struct ReviewController::Run {
    std::atomic<bool> cancel{false};
};

namespace {

// The model's current game as the record reader sees it (the last game of its text: Atom-4's current round).
std::optional<ReplayedGame> currentGame(const GameModel &model) {
    RecordError error;
    auto games = loadRecordText(model.copyText().toStdString(), "game", error);
    if (!games || games->empty())
        return std::nullopt;
    return std::move(games->back());
}

} // namespace

ReviewController::ReviewController(GameModel *model, QObject *parent) : QObject(parent), model_(model) {
    connect(model_, &GameModel::gameChanged, this, &ReviewController::onGameChanged);
    connect(model_, &GameModel::movePlayed, this, [this](int ply) { onMovePlayed(ply); });
    readFromGame();
}

ReviewController::~ReviewController() {
    // Stopped without a signal: the window takes its parts down in its own order, and the panel listening may
    // already be reading a model that is gone.
    if (running_)
        running_->cancel = true;
    running_.reset();
    ++generation_;
    // The workers post to this object: it must outlive them. Each has been told to stop, which is at once.
    for (const QPointer<QThread> &worker : workers_) {
        if (worker) {
            worker->wait();
            delete worker.data();
        }
    }
}

const PlyReview *ReviewController::plyReview(int ply) const {
    if (review_)
        return ply >= 1 && ply <= int(review_->plies.size()) ? &review_->plies[std::size_t(ply - 1)] : nullptr;
    if (ply < 1 || ply > int(partial_.size()) || !partial_[std::size_t(ply - 1)])
        return nullptr;
    return &*partial_[std::size_t(ply - 1)];
}

QString ReviewController::bestText(int ply) const {
    return ply >= 1 && ply <= int(bestTexts_.size()) ? bestTexts_[std::size_t(ply - 1)] : QString();
}

QStringList ReviewController::lineTexts(int ply) const {
    return ply >= 1 && ply <= int(lineTexts_.size()) ? lineTexts_[std::size_t(ply - 1)] : QStringList();
}

std::unique_ptr<GameState> ReviewController::positionBefore(int ply) const {
    const std::vector<Move> &moves = judgedMoves();
    if (!reviewedStart_ || ply < 1 || ply > int(moves.size()))
        return nullptr;
    auto state = reviewedStart_->clone();
    for (int i = 0; i + 1 < ply; ++i)
        state->play(moves[std::size_t(i)]);
    return state;
}

void ReviewController::describePly(int ply) {
    const PlyReview *p = plyReview(ply);
    auto state = positionBefore(ply);
    if (!p || !state)
        return;
    if (int(bestTexts_.size()) < ply) {
        bestTexts_.resize(std::size_t(ply));
        lineTexts_.resize(std::size_t(ply));
    }
    bestTexts_[std::size_t(ply - 1)] = QString::fromStdString(state->moveText(p->best));
    QStringList line;
    for (Move m : p->pv) {
        MoveList legal;
        state->legalMoves(legal);
        if (state->isOver() || !legal.contains(m))
            break;
        line << QString::fromStdString(state->moveText(m));
        state->play(m);
    }
    lineTexts_[std::size_t(ply - 1)] = line;
}

void ReviewController::describe() {
    bestTexts_.clear();
    lineTexts_.clear();
    reviewedStart_ = review_ || running_ ? model_->startPosition().clone() : nullptr;
    if (!review_)
        return;
    for (int ply = 1; ply <= int(review_->plies.size()) && ply <= int(reviewedMoves_.size()); ++ply)
        describePly(ply);
}

void ReviewController::changed() {
    describe();
    emit reviewChanged();
}

bool ReviewController::start() {
    cancel();
    // The review judges the game: its main line (a side line being looked at is not what was played).
    std::vector<Move> moves = model_->mainLineMoves();
    if (moves.empty()) {
        emit failed(tr("There is no move to review yet."));
        return false;
    }
    std::shared_ptr<const GameState> start = model_->startPosition().clone();
    ReviewOptions options;
    options.engine = engine_.toStdString();
    auto reviewer = std::make_shared<Reviewer>(options);
    if (const std::string problem = reviewer->check(*start); !problem.empty()) {
        emit failed(tr("The review cannot start: %1").arg(QString::fromStdString(problem)));
        return false;
    }
    std::erase_if(workers_, [](const QPointer<QThread> &worker) { return worker.isNull(); });
    const quint64 generation = ++generation_;
    running_ = std::make_shared<Run>();
    runningMoves_ = moves;
    partial_.assign(moves.size(), std::nullopt);
    if (review_) { // a review of the game's start is replaced by the new one as it comes
        review_.reset();
        reviewedMoves_.clear();
        changed();
    }
    reviewedStart_ = model_->startPosition().clone();
    bestTexts_.clear();
    lineTexts_.clear();
    QThread *thread = QThread::create([this, run = running_, reviewer, start, moves, generation] {
        lowerThreadPriority(); // the GUI thread and a computer seat come first
        // Progress arrives from the reviewer's threads; it travels to this object's thread as queued calls.
        const auto report = [this, generation](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total] {
                    if (generation == generation_)
                        emit progress(done, total);
                },
                Qt::QueuedConnection);
        };
        // Each ply as soon as it is judged: the graph and the marks fill in while the review runs.
        const auto judged = [this, generation](const PlyReview &ply) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, ply] {
                    if (generation != generation_ || ply.ply < 1 || ply.ply > int(partial_.size()))
                        return;
                    partial_[std::size_t(ply.ply - 1)] = ply;
                    describePly(ply.ply);
                    emit plyJudged(ply.ply);
                },
                Qt::QueuedConnection);
        };
        std::string error;
        // How long it will take, said before the review starts (a short probe search; the GUI thread never waits).
        if (const auto estimate = reviewer->estimate(*start, moves, error); estimate && !run->cancel)
            QMetaObject::invokeMethod(
                this,
                [this, generation, estimate = *estimate] {
                    if (generation == generation_)
                        emit estimated(estimate);
                },
                Qt::QueuedConnection);
        auto review = reviewer->review(*start, moves, &run->cancel, report, error, judged);
        if (run->cancel)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, generation, review = std::move(review), error, moves]() mutable {
                if (generation != generation_)
                    return;
                running_.reset();
                if (!review) {
                    partial_.clear();
                    describe();
                    emit failed(tr("The review failed: %1").arg(QString::fromStdString(error)));
                    return;
                }
                accept(std::move(*review), moves);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    workers_.emplace_back(thread);
    thread->start();
    emit started();
    emit progress(0, int(moves.size()) + 1);
    return true;
}

void ReviewController::cancel() {
    if (!running_)
        return;
    ++generation_; // whatever the worker still sends is dropped
    running_->cancel = true;
    running_.reset();
    partial_.clear();
    describe();
    emit cancelled();
}

bool ReviewController::stillPlayed(const std::vector<Move> &moves) const {
    const std::vector<Move> main = model_->mainLineMoves();
    return main.size() >= moves.size() && std::equal(moves.begin(), moves.end(), main.begin());
}

void ReviewController::accept(GameReview review, const std::vector<Move> &moves) {
    if (!stillPlayed(moves)) // a safety net: onMovePlayed cancels a review whose moves were replaced
        return;
    review_ = std::move(review);
    reviewedMoves_ = moves;
    partial_.clear();
    saveIntoGame();
    changed();
    emit finished();
}

void ReviewController::onGameChanged() {
    if (writing_)
        return;
    cancel();
    readFromGame();
}

// A move played over the reviewed ones (a new line from an earlier ply) makes the review another game's; a move
// after them (the game went on) keeps it for the moves it judged.
void ReviewController::onMovePlayed(int ply) {
    if (running_ &&
        !stillPlayed(std::vector<Move>(
            runningMoves_.begin(), runningMoves_.begin() + std::min<std::ptrdiff_t>(ply, std::ssize(runningMoves_)))))
        cancel();
    const bool reviewedHere = review_ && ply <= int(reviewedMoves_.size());
    if (!reviewedHere || stillPlayed(reviewedMoves_)) // a played move's line is the main line
        return;
    cancel();
    review_.reset();
    reviewedMoves_.clear();
    changed();
}

// The review goes into the move comments and the Review tag, where saving the game keeps it.
void ReviewController::saveIntoGame() {
    auto game = currentGame(*model_);
    if (!game || game->moves.size() < review_->plies.size())
        return;
    writeReviewComments(game->record, *game->start, *review_);
    writing_ = true;
    const std::vector<int> main = model_->tree().mainLine(); // the root, then the main line's moves
    for (std::size_t i = 0; i < review_->plies.size() && i + 1 < main.size(); ++i) {
        const QString comment = QString::fromStdString(game->record.moves[i].comment);
        if (comment != model_->commentAt(main[i + 1]))
            model_->setCommentAt(main[i + 1], comment);
    }
    model_->setTag(QString::fromUtf8(kReviewTag.data(), qsizetype(kReviewTag.size())),
                   QString::fromStdString(game->record.tag(kReviewTag)));
    writing_ = false;
}

void ReviewController::readFromGame() {
    const bool had = review_.has_value();
    review_.reset();
    reviewedMoves_.clear();
    if (auto game = currentGame(*model_)) {
        RecordError error; // a review that cannot be read is no review: the game itself is fine
        if (auto saved = readReviewComments(*game, "game", error)) {
            review_ = std::move(saved);
            reviewedMoves_ = game->moves;
        }
    }
    if (had || review_)
        changed();
}

} // namespace gamut
