// What the review and the live analysis add to the main window, kept out of MainWindow: Game ▸ Review Game, the
// Review dock under the history (progress, evaluation graph, summary, the better move's line), the history's class
// marks, the arrows on the board, Learn from Your Mistakes, the coach (Game ▸ Coach), and Help ▸ Review and Analysis.
// The game-over message may offer the review through reviewGame().
#pragma once

#include "boardoverlay.h"
#include "windowparts.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QDockWidget;

namespace gamut {

class AnalysisUi;
class Coach;
class HistoryMarks;
class LearnDialog;
class ReviewController;
class ReviewPanel;

class ReviewUi : public QObject {
    Q_OBJECT
public:
    explicit ReviewUi(const WindowParts &parts);

    ReviewController *controller() const { return controller_; }
    ReviewPanel *panel() const { return panel_; }
    QDockWidget *dock() const { return dock_; }
    HistoryMarks *marks() const { return marks_; }
    BoardOverlay *overlay() const { return overlay_; }
    QAction *reviewAction() const { return review_; }
    QAction *helpAction() const { return help_; }
    AnalysisUi *analysis() const { return analysis_; }

public slots:
    // Game ▸ Review Game: shows the Review dock and reviews the game in the background.
    void reviewGame();
    void showHelp();
    // Learn from Your Mistakes (the review panel's button): a dialog over the window; null without a review.
    LearnDialog *learn();

    // The coach (coach.h) and Game ▸ Coach, its switch (the setting play/coach, off by default).
    Coach *coach() const { return coach_; }
    QAction *coachAction() const { return coachAction_; }
    // Whether the coach looks at the person's move now: switched on, a person against the computer at this window,
    // not a network game, the person to move.
    bool coachApplies() const;
    // What the seats call before playing a person's move: `decide(true)` plays it, `decide(false)` takes it back;
    // at once with true where the coach does not apply.
    void considerMove(Move move, std::function<void(bool play)> decide);
    // Whether the person's seats hold their moves for the coach (Game ▸ Coach on, not a network game).
    bool holdsPersonMoves() const;

private:
    void addActions();
    void followSeats();
    void followBar(); // Review Game off during one's own network game
    void showLine(int ply, int step);

    WindowParts parts_;
    ReviewController *controller_;
    ReviewPanel *panel_;
    QDockWidget *dock_;
    HistoryMarks *marks_;
    QPointer<BoardOverlay> overlay_;
    QAction *review_ = nullptr;
    QAction *help_ = nullptr;
    AnalysisUi *analysis_ = nullptr;
    QPointer<LearnDialog> learn_;
    Coach *coach_ = nullptr;
    QAction *coachAction_ = nullptr;
    quint64 heldToken_ = 0; // the move a seat holds now: an answer about an older one is dropped
};

} // namespace gamut
