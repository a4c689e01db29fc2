#include "coach.h"

#include "reviewstyle.h"

#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMetaObject>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace gamut {

namespace {

// The tokens of `line` from `position`, up to the first move that is not legal there.
QStringList lineTokens(const GameState &position, const std::vector<Move> &line) {
    QStringList tokens;
    auto walk = position.clone();
    for (Move m : line) {
        MoveList legal;
        walk->legalMoves(legal);
        if (!legal.contains(m))
            break;
        tokens << QString::fromStdString(walk->moveText(m));
        walk->play(m);
    }
    return tokens;
}

} // namespace

CoachDialog::CoachDialog(const GameState &before, const PlyReview &verdict, QWidget *parent)
    : QDialog(parent), before_(before.clone()), verdict_(verdict), text_(new QLabel(this)),
      play_(new QPushButton(tr("Play It &Anyway"), this)), takeBack_(new QPushButton(tr("&Take It Back"), this)),
      why_(new QPushButton(tr("Show &Why"), this)) {
    setObjectName(QStringLiteral("coachDialog"));
    setWindowTitle(tr("The Coach"));
    text_->setObjectName(QStringLiteral("coachText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    const QString move = QString::fromStdString(before.moveText(verdict.played));
    text_->setText(tr("Do you really want to play %1? %2: %3.")
                       .arg(move, reviewstyle::className(verdict.moveClass), reviewstyle::reasonText(verdict)));
    play_->setObjectName(QStringLiteral("coachPlay"));
    takeBack_->setObjectName(QStringLiteral("coachTakeBack"));
    why_->setObjectName(QStringLiteral("coachWhy"));
    takeBack_->setDefault(true); // Enter takes it back: the safe answer
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(why_);
    buttons->addStretch(1);
    buttons->addWidget(play_);
    buttons->addWidget(takeBack_);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text_);
    layout->addLayout(buttons);
    connect(play_, &QPushButton::clicked, this, &QDialog::accept);
    connect(takeBack_, &QPushButton::clicked, this, &QDialog::reject);
    connect(why_, &QPushButton::clicked, this, &CoachDialog::explain);
    setMinimumWidth(420);
}

QString CoachDialog::text() const { return text_->text(); }

// Show Why: what the computer answers to the move, and what was better.
void CoachDialog::explain() {
    const QString move = QString::fromStdString(before_->moveText(verdict_.played));
    const QStringList reply = lineTokens(*before_, verdict_.playedLine).mid(1);
    const QStringList better = lineTokens(*before_, verdict_.pv);
    QString why;
    if (!reply.isEmpty())
        why = tr("After %1 the game may go on %2.").arg(move, reply.join(QLatin1Char(' ')));
    if (!better.isEmpty())
        why +=
            (why.isEmpty() ? QString() : QStringLiteral(" ")) +
            tr("Better is %1 (win chance %2 instead of %3).")
                .arg(better.front(), reviewstyle::percent(verdict_.winBefore), reviewstyle::percent(verdict_.winAfter));
    text_->setText(text_->text() + QStringLiteral("\n\n") + why);
    text_->setAccessibleName(text_->text());
    why_->setEnabled(false);
    takeBack_->setFocus();
    emit whyAsked();
}

struct Coach::Run {
    std::atomic<bool> cancel{false};
};

Coach::Coach(QWidget *window, std::function<void(const GameState &, const std::vector<Move> &)> showLine,
             std::function<void(const QString &)> announce, QObject *parent)
    : QObject(parent), window_(window), showLine_(std::move(showLine)), announce_(std::move(announce)) {
    setObjectName(QStringLiteral("coach"));
}

Coach::~Coach() {
    if (running_)
        running_->cancel = true;
    running_.reset();
    for (const QPointer<QThread> &worker : workers_)
        if (worker) {
            worker->wait();
            delete worker.data();
        }
}

void Coach::consider(const GameState &before, Move move, std::function<void(bool)> decide) {
    if (decide_)
        finish(false);
    decide_ = std::move(decide);
    before_ = before.clone();
    if (running_)
        running_->cancel = true;
    std::erase_if(workers_, [](const QPointer<QThread> &worker) { return worker.isNull(); });
    auto run = std::make_shared<Run>();
    running_ = run;
    std::shared_ptr<const GameState> position = before.clone();
    QThread *thread = QThread::create([this, run, position, move] {
        QElapsedTimer clock;
        clock.start();
        std::string error;
        auto verdict = judgeMove(*position, move, kEngine, &run->cancel, error, kCoachMaxProofFactor);
        const int ms = int(clock.elapsed());
        if (run->cancel)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, run, verdict, ms] {
                if (running_ != run)
                    return;
                running_.reset();
                last_ = verdict;
                lastMs_ = ms;
                const bool holdBack = verdict && !verdict->forced && verdict->loss >= kHoldBackFrom;
                if (!holdBack) {
                    emit judged(false);
                    finish(true);
                    return;
                }
                ask(*verdict);
                emit judged(true);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    workers_.emplace_back(thread);
    thread->start();
}

void Coach::ask(const PlyReview &verdict) {
    auto *dialog = new CoachDialog(*before_, verdict, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog_ = dialog;
    connect(dialog, &CoachDialog::whyAsked, this, [this, verdict] {
        if (showLine_ && before_)
            showLine_(*before_, verdict.playedLine);
        if (announce_ && dialog_)
            announce_(dialog_->text());
    });
    connect(dialog, &QDialog::finished, this, [this](int result) {
        if (showLine_ && before_)
            showLine_(*before_, {});
        finish(result == QDialog::Accepted);
    });
    dialog->open();
    if (announce_)
        announce_(dialog->text());
}

void Coach::dismiss() {
    if (running_)
        running_->cancel = true;
    running_.reset();
    decide_ = nullptr;
    if (dialog_) {
        auto *dialog = dialog_.data();
        dialog_ = nullptr;
        dialog->disconnect(this);
        dialog->close();
        if (showLine_ && before_)
            showLine_(*before_, {});
    }
}

void Coach::finish(bool play) {
    if (!decide_)
        return;
    auto decide = std::move(decide_);
    decide_ = nullptr;
    if (dialog_) {
        auto *dialog = dialog_.data();
        dialog_ = nullptr;
        dialog->disconnect(this);
        dialog->close();
    }
    emit decided(play);
    decide(play);
}

} // namespace gamut
