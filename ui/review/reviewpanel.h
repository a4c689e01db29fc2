// The Review dock's contents, under the history: the progress of a running review (with Cancel, and how long it will
// take, said before it starts), the evaluation graph (filling in ply by ply while the review runs), the summary per
// side (accuracy and the count of each class), the shown move's class with its reason in words and its better move
// with its line, which the arrows step through on the board (the game itself does not move), and Learn from Your
// Mistakes.
#pragma once

#include "core/review/review.h"

#include <QElapsedTimer>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace gamut {

class EvalGraph;
class MoveTimeStrip;
class GameModel;
class ReviewController;

class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    ReviewPanel(ReviewController *review, GameModel *model, QWidget *parent = nullptr);

    EvalGraph *graph() const { return graph_; }
    MoveTimeStrip *moveTimes() const { return times_; }
    QProgressBar *progressBar() const { return progress_; }
    QPushButton *cancelButton() const { return cancel_; }
    QPushButton *startButton() const { return start_; }
    QToolButton *stepBackButton() const { return back_; }
    QToolButton *stepForwardButton() const { return forward_; }
    QString summaryText() const;
    QString lineText() const;
    // How many moves of the shown ply's best line the board shows (0: none).
    int lineStep() const { return step_; }
    QPushButton *learnButton() const { return learn_; }
    // Where the graph gets the sides' colours: the board's theme now (its name), asked whenever the review is shown.
    void setThemeSource(std::function<QString()> theme) { theme_ = std::move(theme); }

signals:
    void lineStepChanged(int ply, int step); // the board shows the first `step` moves of ply `ply`'s best line
    void learnRequested();                   // Learn from Your Mistakes was pressed

private:
    void showReview();
    void showPly(); // the shown ply's better move and line
    void setStep(int step);
    void showEstimate(const ReviewEstimate &estimate); // how long the review will take, before it starts
    void showTimeLeft(int done, int total);
    static void spoken(QLabel *label, const QString &words); // what a screen reader says for it ("": no Tab stop)

    ReviewController *review_;
    GameModel *model_;
    QProgressBar *progress_;
    QPushButton *cancel_;
    QPushButton *start_;
    EvalGraph *graph_;
    MoveTimeStrip *times_ = nullptr;
    QLabel *summary_;
    QLabel *line_;
    QToolButton *back_;
    QToolButton *forward_;
    QPushButton *learn_;
    std::function<QString()> theme_;
    std::optional<ReviewEstimate> estimate_; // of the running review, once its probe is done
    QElapsedTimer clock_;                    // since the estimate
    int ply_ = -1;
    int step_ = 0;
};

} // namespace gamut
