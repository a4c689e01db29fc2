// The coach (gui.md "Additions (2)"; off by default, never in a network game): before a person's move against the
// computer is played, it is judged as the review judges a move, at the hint's budget (level 2: well under 300 ms on
// two cores); a move that loses 15 or more points of win chance is held back with a question, Play It Anyway, Take
// It Back or Show Why (the computer's answer to it and the better move, drawn on the board and said in words).
// The judging runs on a worker thread: the window never waits for it.
//
// A person's seat holds the move back (PersonSeat::setHolding, core/play/personseat.h) and ReviewUi hands it to
// consider(); the coach answers through `decide` (true: play it; false: the person takes it back). When the seat
// drops the move itself (the position changed), dismiss() closes the question without an answer.
#pragma once

#include "core/review/review.h"

#include <QDialog>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QThread;

namespace gamut {

// The question: a held-back move, its verdict in words, and the three answers.
class CoachDialog : public QDialog {
    Q_OBJECT
public:
    CoachDialog(const GameState &before, const PlyReview &verdict, QWidget *parent = nullptr);

    QString text() const;
    QPushButton *playButton() const { return play_; }
    QPushButton *takeBackButton() const { return takeBack_; }
    QPushButton *whyButton() const { return why_; }

signals:
    void whyAsked(); // Show Why: the line is to be drawn on the board

private:
    void explain();

    std::unique_ptr<GameState> before_;
    PlyReview verdict_;
    QLabel *text_;
    QPushButton *play_, *takeBack_, *why_;
};

class Coach : public QObject {
    Q_OBJECT
public:
    // A move that loses this many points of win chance or more is held back.
    static constexpr double kHoldBackFrom = 15.0;
    // The hint's budget.
    static constexpr const char *kEngine = "level:2";

    // `window` parents the question; `showLine` draws a line of moves from a position on the board (empty: clears
    // it); `announce` says a sentence to a screen reader.
    Coach(QWidget *window, std::function<void(const GameState &, const std::vector<Move> &)> showLine,
          std::function<void(const QString &)> announce, QObject *parent = nullptr);
    ~Coach() override; // stops a running judgement and waits for it (it stops at once)

    // Judges `move` in `before` and calls `decide` once: at once with true for a move that loses less than
    // kHoldBackFrom (or that cannot be judged), else after the person's answer to the question. A second call
    // while one is pending answers the first with false (taken back).
    void consider(const GameState &before, Move move, std::function<void(bool play)> decide);
    bool pending() const { return static_cast<bool>(decide_); }
    // Drops a pending judgement or question without answering it (its move is gone already).
    void dismiss();
    CoachDialog *question() const { return dialog_; }
    // The last judgement (tests and the note's timing): its verdict and how long it took.
    const std::optional<PlyReview> &lastVerdict() const { return last_; }
    int lastMs() const { return lastMs_; }

signals:
    void judged(bool holdBack); // a move was judged (and, when holdBack, the question is up)
    void decided(bool play);    // the answer was given

private:
    struct Run;
    void finish(bool play);
    void ask(const PlyReview &verdict);

    QPointer<QWidget> window_;
    std::function<void(const GameState &, const std::vector<Move> &)> showLine_;
    std::function<void(const QString &)> announce_;
    std::unique_ptr<GameState> before_;
    std::function<void(bool)> decide_;
    std::shared_ptr<Run> running_;
    std::vector<QPointer<QThread>> workers_;
    QPointer<CoachDialog> dialog_;
    std::optional<PlyReview> last_;
    int lastMs_ = 0;
};

} // namespace gamut
