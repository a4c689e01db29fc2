#include "reviewpanel.h"

#include "evalgraph.h"
#include "focuslabel.h"
#include "movetimestrip.h"
#include "reviewcontroller.h"
#include "reviewstyle.h"
#include "reviewwords.h"

#include "ui/text/gamephrases.h"
#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gamut {

ReviewPanel::ReviewPanel(ReviewController *review, GameModel *model, QWidget *parent)
    : QWidget(parent), review_(review), model_(model), progress_(new QProgressBar(this)),
      cancel_(new QPushButton(tr("Cancel"), this)), start_(new QPushButton(tr("Review Game"), this)),
      graph_(new EvalGraph(this)), summary_(new FocusLabel(this)), line_(new FocusLabel(this)),
      back_(new QToolButton(this)), forward_(new QToolButton(this)),
      learn_(new QPushButton(tr("Learn from Your Mistakes"), this)) {
    setObjectName(QStringLiteral("reviewPanel"));
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    progress_->setFormat(tr("Reviewing: %p%"));
    cancel_->setObjectName(QStringLiteral("reviewCancel"));
    start_->setObjectName(QStringLiteral("reviewStart"));
    start_->setToolTip(tr("Search every position of the game and judge each move"));
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->setTextFormat(Qt::RichText);
    summary_->setWordWrap(true);
    line_->setObjectName(QStringLiteral("reviewLine"));
    line_->setWordWrap(true);
    line_->setTextFormat(Qt::RichText);
    // The summary and the shown move's verdict are Tab stops that say their words (spoken(), not the table's cells).
    for (QLabel *label : {summary_, line_})
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    back_->setArrowType(Qt::LeftArrow);
    back_->setToolTip(tr("Show one move less of the best line"));
    back_->setAccessibleName(tr("Best line: one move back"));
    forward_->setArrowType(Qt::RightArrow);
    forward_->setToolTip(tr("Show one move more of the best line on the board"));
    forward_->setAccessibleName(tr("Best line: one move on"));
    learn_->setObjectName(QStringLiteral("reviewLearn"));
    learn_->setToolTip(tr("Go through your mistakes one by one and look for the better move"));

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(cancel_);
    progressRow->addWidget(start_);
    auto *lineRow = new QHBoxLayout;
    lineRow->addWidget(back_);
    lineRow->addWidget(line_, 1);
    lineRow->addWidget(forward_);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(progressRow);
    layout->addWidget(graph_);
    times_ = new MoveTimeStrip(this); // a timed game's thinking times, under the graph on its x scale
    layout->addWidget(times_);
    layout->addWidget(summary_);
    layout->addLayout(lineRow);
    layout->addWidget(learn_, 0, Qt::AlignLeft);
    layout->addStretch(1);

    connect(start_, &QPushButton::clicked, review_, &ReviewController::start);
    connect(learn_, &QPushButton::clicked, this, &ReviewPanel::learnRequested);
    connect(review_, &ReviewController::plyJudged, this, [this](int ply) {
        graph_->setPlies(review_->partial());
        if (ply == model_->ply()) {
            ply_ = -1; // the shown move was just judged
            showPly();
        }
    });
    connect(cancel_, &QPushButton::clicked, review_, &ReviewController::cancel);
    connect(review_, &ReviewController::started, this, &ReviewPanel::showReview);
    connect(review_, &ReviewController::cancelled, this, &ReviewPanel::showReview);
    connect(review_, &ReviewController::failed, this, &ReviewPanel::showReview);
    connect(review_, &ReviewController::reviewChanged, this, &ReviewPanel::showReview);
    connect(review_, &ReviewController::started, this, [this] {
        estimate_.reset();
        progress_->setFormat(tr("Reviewing: %p%"));
        progress_->setToolTip(QString());
    });
    connect(review_, &ReviewController::estimated, this, &ReviewPanel::showEstimate);
    connect(review_, &ReviewController::progress, this, [this](int done, int total) {
        progress_->setRange(0, total);
        progress_->setValue(done);
        showTimeLeft(done, total);
    });
    connect(graph_, &EvalGraph::plyClicked, this, [this](int ply) { // the graph is the main line's
        const std::vector<int> main = model_->tree().mainLine();
        if (ply >= 0 && ply < int(main.size()) && main[std::size_t(ply)] != model_->currentNode())
            model_->jumpToNode(main[std::size_t(ply)]);
    });
    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged})
        connect(model_, signal, this, &ReviewPanel::showPly);
    connect(model_, &GameModel::movePlayed, this, &ReviewPanel::showPly);
    const auto showTimes = [this] {
        times_->showGame(*model_, {palette().color(QPalette::WindowText), palette().color(QPalette::Highlight)});
    };
    for (auto signal : {&GameModel::gameChanged, &GameModel::linesChanged, &GameModel::historyChanged})
        connect(model_, signal, times_, showTimes);
    connect(model_, &GameModel::movePlayed, times_, showTimes);
    connect(back_, &QToolButton::clicked, this, [this] { setStep(step_ - 1); });
    connect(forward_, &QToolButton::clicked, this, [this] { setStep(step_ + 1); });
    showReview();
    showTimes();
}

namespace {

// "40 s", "3 min": a time a person reads at a glance.
QString duration(double seconds) {
    const long rounded = std::lround(seconds);
    if (rounded < 90)
        return ReviewPanel::tr("%1 s").arg(std::max(1L, rounded));
    return ReviewPanel::tr("%1 min").arg(std::lround(seconds / 60));
}

} // namespace

// Before the first position is searched: how long the whole review will take, and for a game whose review proves
// endgames deeper than its level, that such positions take longer (the tooltip and the screen reader say it all).
void ReviewPanel::showEstimate(const ReviewEstimate &estimate) {
    estimate_ = estimate;
    clock_.start();
    // Short words: the bar shares the dock's width with Cancel (the tooltip and the screen reader say it all).
    progress_->setFormat(tr("%p% (about %1)").arg(duration(estimate.seconds)));
    QString words =
        tr("The review searches %n positions: about %1.", nullptr, estimate.positions).arg(duration(estimate.seconds));
    if (estimate.proofFactor > 1)
        words += QLatin1Char(' ') + tr("A position where it must prove a win or a loss can take up to %1 times "
                                       "longer.")
                                        .arg(estimate.proofFactor);
    progress_->setToolTip(words);
    progress_->setAccessibleDescription(words);
}

// As the review goes: the time left, from the estimate until a few positions are done, then from their pace.
void ReviewPanel::showTimeLeft(int done, int total) {
    if (!estimate_ || total <= 0 || done >= total)
        return;
    const int searched = done - (total - estimate_->positions); // positions the cache answered count as done
    const double left = searched >= 3 ? clock_.elapsed() / 1000.0 / searched * (total - done)
                                      : estimate_->seconds * (total - done) / std::max(1, estimate_->positions);
    progress_->setFormat(tr("%p%, about %1 left").arg(duration(left)));
}

void ReviewPanel::showReview() {
    const bool running = review_->isRunning();
    progress_->setVisible(running);
    cancel_->setVisible(running);
    start_->setVisible(!running);
    const auto &review = review_->review();
    const QString game = model_->gameId();
    const auto colours = labels::sideColours(game, theme_ ? theme_() : QString());
    graph_->setSides(labels::sideName(game, 0), labels::sideName(game, 1), colours[0], colours[1]);
    if (running && !review)
        graph_->setPlies(review_->partial());
    else
        graph_->setReview(review ? &*review : nullptr);
    bool mistakes = false;
    if (review)
        for (const PlyReview &p : review->plies)
            mistakes = mistakes || p.moveClass >= MoveClass::Mistake;
    learn_->setVisible(review.has_value());
    learn_->setEnabled(mistakes);
    if (!review) {
        summary_->setText(running ? QString() : tr("No review of this game yet."));
    } else {
        QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
        html += QStringLiteral("<tr><th></th><th align=\"right\">%1</th>").arg(tr("Accuracy"));
        for (MoveClass c : {MoveClass::Inaccuracy, MoveClass::Mistake, MoveClass::Blunder})
            html += QStringLiteral("<th align=\"right\"><font color=\"%1\">%2</font></th>")
                        .arg(reviewstyle::classColour(c).name(), QString::fromUtf8(moveClassSymbol(c).data()));
        html += QStringLiteral("</tr>");
        for (int side = 0; side < 2; ++side) {
            const SideSummary &s = review->sides[std::size_t(side)];
            html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td>")
                        .arg(labels::sideName(game, side).toHtmlEscaped(), reviewstyle::accuracyText(s));
            for (MoveClass c : {MoveClass::Inaccuracy, MoveClass::Mistake, MoveClass::Blunder})
                html += QStringLiteral("<td align=\"right\">%1</td>").arg(s.counts[std::size_t(c)]);
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
        summary_->setText(html);
    }
    const QString words = review ? reviewwords::summary(*review_, model_->gameId()) : summary_->text();
    spoken(summary_, words.isEmpty() ? QString() : tr("Review summary: %1").arg(words));
    summary_->setToolTip(tr("Accuracy per side (100% = always the best move; a dash when none of its moves counts: "
                            "only legal moves, or moves in a game already decided) and its inaccuracies (?!), "
                            "mistakes (?) and blunders (?\?)"));
    ply_ = -1; // the line is shown again
    showPly();
}

QString ReviewPanel::summaryText() const { return summary_->text(); }
QString ReviewPanel::lineText() const { return line_->text(); }

void ReviewPanel::showPly() {
    graph_->setCurrentPly(model_->ply());
    times_->setCurrentPly(model_->ply());
    const int ply = model_->ply();
    if (ply == ply_)
        return;
    ply_ = ply;
    const PlyReview *p = review_->plyReview(ply);
    // The better move is on the board at once where the move played was not the best.
    step_ = p && p->played != p->best && !p->forced ? 1 : 0;
    setStep(step_);
}

void ReviewPanel::setStep(int step) {
    const PlyReview *p = review_->plyReview(ply_);
    const QStringList line = review_->lineTexts(ply_);
    step_ = std::clamp(step, 0, int(line.size()));
    back_->setEnabled(p && step_ > 0);
    forward_->setEnabled(p && step_ < line.size());
    back_->setVisible(p != nullptr);
    forward_->setVisible(p != nullptr);
    if (!p) {
        line_->clear();
        spoken(line_, QString());
        emit lineStepChanged(ply_, 0);
        return;
    }
    QString text;
    const QString played = model_->moveTexts().value(ply_ - 1).toHtmlEscaped();
    if (p->forced)
        text = tr("%1 was the only legal move.").arg(played);
    else if (p->played == p->best)
        text = tr("%1 was the best move.").arg(played);
    else if (p->moveClass < MoveClass::Inaccuracy) // within 5 points: the engine's first choice, not a correction
        text = tr("%1 %2: %3. Best: <b>%4</b>")
                   .arg(played, reviewstyle::className(p->moveClass).toHtmlEscaped(),
                        reviewstyle::reasonText(*p).toHtmlEscaped(), review_->bestText(ply_).toHtmlEscaped());
    else
        text = tr("%1 %2: %3. Better: <b>%4</b>")
                   .arg(played, reviewstyle::className(p->moveClass).toHtmlEscaped(),
                        reviewstyle::reasonText(*p).toHtmlEscaped(), review_->bestText(ply_).toHtmlEscaped());
    QStringList shown;
    for (int i = 0; i < line.size(); ++i)
        shown << (i < step_ ? QStringLiteral("<b>%1</b>").arg(line[i].toHtmlEscaped()) : line[i].toHtmlEscaped());
    if (!line.isEmpty())
        text += QStringLiteral("<br>") + tr("Line: %1").arg(shown.join(QLatin1Char(' ')));
    line_->setText(text);
    QString words = phrases::move(*model_, ply_) + QStringLiteral(": ") + reviewwords::verdict(*review_, ply_) + '.';
    if (!line.isEmpty())
        words += QLatin1Char(' ') + tr("Line: %1.").arg(line.join(QLatin1Char(' ')));
    spoken(line_, words);
    emit lineStepChanged(ply_, step_);
}

void ReviewPanel::spoken(QLabel *label, const QString &words) {
    label->setAccessibleName(words);
    label->setFocusPolicy(words.isEmpty() ? Qt::NoFocus : Qt::StrongFocus); // no silent stop
}

} // namespace gamut
