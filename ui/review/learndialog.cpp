#include "learndialog.h"

#include "backgroundthread.h"
#include "boardoverlay.h"
#include "reviewcontroller.h"
#include "reviewstyle.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/enterkey.h"
#include "ui/text/labels.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMetaObject>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace gamut {

struct LearnDialog::Run {
    std::atomic<bool> cancel{false};
};

LearnDialog::LearnDialog(const ReviewController &review, const GameModel &game, const std::vector<int> &sides,
                         const QString &theme, std::function<void(const QString &)> announce, QWidget *parent)
    : QDialog(parent), preview_(std::make_unique<GameModel>()), announce_(std::move(announce)) {
    setObjectName(QStringLiteral("learnDialog"));
    setWindowTitle(tr("Learn from Your Mistakes"));
    gameId_ = game.gameId().toStdString();
    if (review.review()) {
        engine_ = review.review()->engine;
        for (const PlyReview &p : review.review()->plies)
            if (p.moveClass >= MoveClass::Mistake && std::find(sides.begin(), sides.end(), p.side) != sides.end()) {
                plies_.push_back(p.ply);
                reviews_.push_back(p);
                bestTexts_.push_back(review.bestText(p.ply));
            }
    }
    solved_.assign(plies_.size(), 0);
    // The game as the review judged it, on a board of its own: a try is played there, judged, and taken back.
    preview_->pasteText(game.copyText());
    seats_ = std::make_unique<TurnController>(preview_.get());
    seats_->setSeat(0, QStringLiteral("human"));
    seats_->setSeat(1, QStringLiteral("human"));
    gameText_ = preview_->copyText(); // with people in both seats: read back, it starts no computer
    gameMoves_ = preview_->moveTexts();
    board_ = new BoardView(preview_.get(), seats_.get(), this);
    board_->setObjectName(QStringLiteral("learnBoard"));
    BoardOptions options = board_->options();
    if (!theme.isEmpty())
        options.theme = theme;
    board_->setOptions(options);
    board_->setMinimumSize(320, 320);
    overlay_ = BoardOverlay::attach(board_);

    prompt_ = new QLabel(this);
    prompt_->setObjectName(QStringLiteral("learnPrompt"));
    prompt_->setWordWrap(true);
    prompt_->setTextFormat(Qt::PlainText);
    feedback_ = new QLabel(this);
    feedback_->setObjectName(QStringLiteral("learnFeedback"));
    feedback_->setWordWrap(true);
    feedback_->setTextFormat(Qt::PlainText);
    feedback_->setMinimumHeight(feedback_->fontMetrics().height() * 3);
    auto *moveLabel = new QLabel(tr("Your &move:"), this);
    moveField_ = new QLineEdit(this);
    moveField_->setObjectName(QStringLiteral("learnMove"));
    moveField_->setAccessibleName(tr("Your move"));
    moveField_->setToolTip(tr("Type a move as the history writes it and press Enter, or play it on the board"));
    moveLabel->setBuddy(moveField_);
    answer_ = new QPushButton(tr("Show the &Answer"), this);
    answer_->setObjectName(QStringLiteral("learnAnswer"));
    previous_ = new QPushButton(tr("&Previous"), this);
    previous_->setObjectName(QStringLiteral("learnPrevious"));
    next_ = new QPushButton(tr("&Next"), this);
    next_->setObjectName(QStringLiteral("learnNext"));
    close_ = new QPushButton(tr("Close"), this);
    close_->setObjectName(QStringLiteral("learnClose"));

    dialogs::leaveEnterToTheFields(this); // Enter belongs to the move field
    auto *moveRow = new QHBoxLayout;
    moveRow->addWidget(moveLabel);
    moveRow->addWidget(moveField_, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(answer_);
    buttons->addStretch(1);
    buttons->addWidget(previous_);
    buttons->addWidget(next_);
    buttons->addWidget(close_);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(prompt_);
    layout->addWidget(board_, 1);
    layout->addLayout(moveRow);
    layout->addWidget(feedback_);
    layout->addLayout(buttons);

    connect(preview_.get(), &GameModel::movePlayed, this, [this](int ply, Move move) { onMovePlayed(ply, move); });
    connect(moveField_, &QLineEdit::returnPressed, this, &LearnDialog::tryTyped);
    connect(answer_, &QPushButton::clicked, this, &LearnDialog::showAnswer);
    connect(previous_, &QPushButton::clicked, this, [this] { showMistake(index_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { showMistake(index_ + 1); });
    connect(close_, &QPushButton::clicked, this, &QDialog::close);
    resize(560, 700);
    showMistake(0);
}

LearnDialog::~LearnDialog() {
    if (running_)
        running_->cancel = true;
    running_.reset();
    for (const QPointer<QThread> &worker : workers_)
        if (worker) {
            worker->wait();
            delete worker.data();
        }
    delete board_; // before the seats and the preview it shows
    board_ = nullptr;
}

int LearnDialog::found() const { return int(std::count(solved_.begin(), solved_.end(), 1)); }

QString LearnDialog::promptText() const { return prompt_->text(); }
QString LearnDialog::feedbackText() const { return feedback_->text(); }

void LearnDialog::setFeedback(const QString &text) {
    feedback_->setText(text);
    feedback_->setAccessibleName(text);
    if (announce_ && !text.isEmpty())
        announce_(text);
}

void LearnDialog::showMistake(int index) {
    if (running_) {
        running_->cancel = true;
        running_.reset();
    }
    if (plies_.empty()) {
        prompt_->setText(tr("There is no mistake or blunder of yours in this game to learn from."));
        for (QWidget *w : std::initializer_list<QWidget *>{answer_, previous_, next_, moveField_, board_})
            w->setEnabled(false);
        if (announce_)
            announce_(prompt_->text());
        return;
    }
    index_ = std::clamp(index, 0, count() - 1);
    const PlyReview &p = reviews_[std::size_t(index_)];
    backToQuestion();
    if (overlay_)
        overlay_->clearMarks();
    const QString side = labels::sideName(QString::fromStdString(gameId_), p.side);
    const QString played = preview_->moveTexts().value(p.ply - 1);
    prompt_->setText(tr("Mistake %1 of %2, move %3: %4 played %5. %6. Find a better move for %4.")
                         .arg(index_ + 1)
                         .arg(count())
                         .arg(p.ply)
                         .arg(side, played, reviewstyle::verdictText(p)));
    prompt_->setAccessibleName(prompt_->text());
    previous_->setEnabled(index_ > 0);
    next_->setEnabled(index_ + 1 < count());
    answer_->setEnabled(true);
    moveField_->setEnabled(true);
    moveField_->clear();
    feedback_->clear();
    if (announce_)
        announce_(prompt_->text());
    board_->setFocus();
}

void LearnDialog::onMovePlayed(int ply, Move move) {
    if (resetting_ || plies_.empty() || ply != this->ply())
        return;
    // A try on the board: it is judged, and the board goes back to the question (once the model has told everyone
    // of the move: it is still sending that news now).
    QMetaObject::invokeMethod(
        this,
        [this, ply, move] {
            if (plies_.empty() || ply != this->ply())
                return;
            backToQuestion();
            tryMove(move);
        },
        Qt::QueuedConnection);
}

// The preview back at the position before the shown mistake, with the whole game after it (a try played on the
// board replaced the rest of the moves there).
void LearnDialog::backToQuestion() {
    resetting_ = true;
    if (preview_->plyCount() < ply() || preview_->moveTexts().mid(0, ply()) != gameMoves_.mid(0, ply())) {
        preview_->pasteText(gameText_);
    }
    preview_->jumpToPly(ply() - 1);
    resetting_ = false;
}

void LearnDialog::tryTyped() {
    if (plies_.empty())
        return;
    const ParsedMove parsed = preview_->position().parseMove(moveField_->text().trimmed().toStdString());
    if (!parsed.ok()) {
        setFeedback(tr("%1 is not a legal move here.").arg(moveField_->text().trimmed()));
        return;
    }
    tryMove(parsed.move);
}

void LearnDialog::tryMove(Move move) {
    if (plies_.empty())
        return;
    const PlyReview p = reviews_[std::size_t(index_)];
    const GameState &before = preview_->position();
    MoveList legal;
    before.legalMoves(legal);
    if (!legal.contains(move))
        return;
    const QString text = QString::fromStdString(before.moveText(move));
    if (move == p.played) {
        setFeedback(tr("%1 is the move of the game: %2. Try another one.").arg(text, reviewstyle::reasonText(p)));
        return;
    }
    if (move == p.best) {
        finishTry(move, std::nullopt, QString());
        return;
    }
    if (running_)
        running_->cancel = true;
    setFeedback(tr("Thinking about %1...").arg(text));
    std::erase_if(workers_, [](const QPointer<QThread> &worker) { return worker.isNull(); });
    auto run = std::make_shared<Run>();
    running_ = run;
    std::shared_ptr<const GameState> position = before.clone();
    const std::string engine = engine_.empty() ? std::string("level:3") : engine_;
    QThread *thread = QThread::create([this, run, position, move, engine] {
        lowerThreadPriority();
        std::string error;
        auto result = judgeMove(*position, move, engine, &run->cancel, error);
        if (run->cancel)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, run, move, result, error] {
                if (running_ != run)
                    return;
                running_.reset();
                finishTry(move, result, QString::fromStdString(error));
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    workers_.emplace_back(thread);
    thread->start();
}

void LearnDialog::finishTry(Move move, const std::optional<PlyReview> &result, const QString &error) {
    const PlyReview &p = reviews_[std::size_t(index_)];
    const GameState &before = preview_->position();
    const QString text = QString::fromStdString(before.moveText(move));
    if (!error.isEmpty()) {
        setFeedback(tr("%1 could not be judged: %2").arg(text, error));
        return;
    }
    const double loss = result ? result->loss : 0.0;
    const bool found = loss <= kFoundWithin;
    if (found) {
        solved_[std::size_t(index_)] = 1;
        showLine(result ? result->playedLine : p.pv);
        setFeedback(move == p.best ? tr("Found: %1 is the best move.").arg(text)
                                   : tr("Found: %1 is as good as the best move (%2 points from it).")
                                         .arg(text, QLocale().toString(loss, 'f', 1)));
    } else {
        showLine(result->pv);
        QStringList line;
        auto walk = before.clone();
        for (Move m : result->pv) {
            line << QString::fromStdString(walk->moveText(m));
            walk->play(m);
        }
        setFeedback(tr("%1 loses %2 points of win chance. Better: %3, with the line %4.")
                        .arg(text, QLocale().toString(loss, 'f', 1),
                             QString::fromStdString(before.moveText(result->best)), line.join(QLatin1Char(' '))));
    }
    if (index_ + 1 == count() && found)
        setFeedback(feedback_->text() + QLatin1Char(' ') +
                    tr("You found a better move for %1 of %2 mistakes.").arg(this->found()).arg(count()));
    emit judged(found);
}

void LearnDialog::showAnswer() {
    if (plies_.empty())
        return;
    const PlyReview &p = reviews_[std::size_t(index_)];
    showLine(p.pv);
    QStringList line;
    auto walk = preview_->position().clone();
    for (Move m : p.pv) {
        MoveList legal;
        walk->legalMoves(legal);
        if (!legal.contains(m))
            break;
        line << QString::fromStdString(walk->moveText(m));
        walk->play(m);
    }
    setFeedback(
        tr("The better move: %1, with the line %2.").arg(bestTexts_[std::size_t(index_)], line.join(QLatin1Char(' '))));
}

void LearnDialog::showLine(const std::vector<Move> &line) {
    if (!overlay_)
        return;
    const GameState &before = preview_->position();
    const QColor mover = reviewstyle::classColour(MoveClass::Best);
    const QColor other(0x80, 0x50, 0xc0);
    const std::vector<Move> shown(line.begin(), line.begin() + std::min<std::ptrdiff_t>(4, std::ssize(line)));
    overlay_->showLine(before, shown, before.turn() == 0 ? mover : other, before.turn() == 0 ? other : mover, true);
}

} // namespace gamut
