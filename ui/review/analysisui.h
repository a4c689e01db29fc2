// View ▸ Analysis: a dock with the engine's live analysis of the shown position (AnalysisEngine, AnalysisPanel)
// and its moves on the board. It analyses while the dock is shown and the position shown is not one a computer seat
// is about to think about or thinking about: a computer seat's search never shares the machine with it. Every move
// or jump restarts it at once.
#pragma once

#include "boardoverlay.h"
#include "windowparts.h"

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;

namespace gamut {

class AnalysisEngine;
class AnalysisPanel;
class GameModel;
class TurnController;

class AnalysisUi : public QObject {
    Q_OBJECT
public:
    explicit AnalysisUi(const WindowParts &parts);

    AnalysisEngine *engine() const { return engine_; }
    AnalysisPanel *panel() const { return panel_; }
    QDockWidget *dock() const { return dock_; }
    QAction *toggleAction() const; // View ▸ Analysis (A)
    BoardOverlay *overlay() const { return overlay_; }
    // Whether the shown position is analysed now (the dock shown, no computer seat's turn, the game not over).
    bool wanted() const;

private:
    void follow(); // starts, restarts or stops the analysis for what is shown now
    void showOnBoard(int hovered = -1);

    // The window's model and seats, watched: the dock's visibility changes while the window is being destroyed (it
    // hides its children after its own destructor), and the model and seats are gone by then.
    QPointer<GameModel> model_;
    QPointer<TurnController> turns_;
    AnalysisEngine *engine_;
    AnalysisPanel *panel_;
    QDockWidget *dock_;
    QPointer<BoardOverlay> overlay_;
    int hovered_ = -1;
};

} // namespace gamut
