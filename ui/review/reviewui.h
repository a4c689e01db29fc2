// What the review and the live analysis add to the main window, kept out of MainWindow: Game ▸ Review Game, the
// Review dock under the history (progress, evaluation graph, summary, the better move's line), the history's class
// marks, the arrows on the board, Learn from Your Mistakes, and Help ▸ Review and Analysis. The game-over message may offer the review
// through reviewGame().
#pragma once

#include "boardoverlay.h"
#include "windowparts.h"

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;

namespace gamut {

class AnalysisUi;
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

private:
    void addActions();
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
};

} // namespace gamut
