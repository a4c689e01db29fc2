#include "analysisui.h"

#include "analysisengine.h"
#include "analysispanel.h"
#include "reviewstyle.h"

#include "ui/board/boardview.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace gamut {

namespace {

// The three moves' colours: the best the strongest.
const std::vector<QColor> &lineColours() {
    static const std::vector<QColor> colours = {QColor(0x1f, 0x5f, 0xc0), QColor(0x40, 0x90, 0xd8),
                                                QColor(0x80, 0xb8, 0xe8)};
    return colours;
}

} // namespace

AnalysisUi::AnalysisUi(const WindowParts &parts)
    : QObject(parts.window), model_(parts.model), turns_(parts.turns), engine_(new AnalysisEngine(this)),
      panel_(new AnalysisPanel) {
    QMainWindow *window = parts.window;
    setObjectName(QStringLiteral("analysisUi"));
    dock_ = new QDockWidget(tr("Analysis"), window);
    dock_->setObjectName(QStringLiteral("analysisDock")); // saveState() needs names
    dock_->setWidget(panel_);
    window->addDockWidget(Qt::LeftDockWidgetArea, dock_);
    window->restoreDockWidget(dock_); // where the last session left it, but off: the analysis takes a core
    dock_->hide();

    QAction *toggle = dock_->toggleViewAction();
    toggle->setText(tr("&Analysis"));
    toggle->setObjectName(QStringLiteral("analysisAction"));
    toggle->setShortcut(QKeySequence(Qt::Key_A));
    toggle->setShortcutContext(Qt::WindowShortcut);
    toggle->setToolTip(tr("Let the engine analyse the position shown: its best three moves"));
    window->addAction(toggle); // the shortcut works with the menu bar hidden (full screen)
    if (QMenu *view = reviewstyle::menuOf(parts.analysisMenu)) {
        view->addSeparator();
        view->addAction(toggle);
    }

    overlay_ = BoardOverlay::attach(parts.board);

    // Every change decides at once: a move or jump restarts the analysis, a computer seat's search stops it.
    GameModel *model = parts.model;
    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged})
        connect(model, signal, this, &AnalysisUi::follow);
    connect(model, &GameModel::movePlayed, this, &AnalysisUi::follow);
    connect(model, &GameModel::gameOver, this, &AnalysisUi::follow); // a network game's help comes back
    TurnController *turns = parts.turns;
    for (auto signal : {&TurnController::thinkingStarted, &TurnController::thinkingStopped})
        connect(turns, signal, this, &AnalysisUi::follow);
    connect(turns, &TurnController::seatsChanged, this, &AnalysisUi::follow);
    connect(turns, &TurnController::pausedChanged, this, &AnalysisUi::follow);
    connect(dock_, &QDockWidget::visibilityChanged, this, &AnalysisUi::follow);

    connect(engine_, &AnalysisEngine::linesFound, this,
            [this](int depth, quint64, const std::vector<AnalysisLine> &lines) {
                panel_->showLines(depth, lines);
                showOnBoard(hovered_);
            });
    connect(panel_, &AnalysisPanel::lineHovered, this, &AnalysisUi::showOnBoard);
    connect(panel_, &AnalysisPanel::arrowsToggled, this, [this] { showOnBoard(hovered_); });
}

QAction *AnalysisUi::toggleAction() const { return dock_->toggleViewAction(); }

bool AnalysisUi::wanted() const {
    const GameModel *model = model_;
    const TurnController *turns = turns_;
    if (!model || !turns) // the window is being taken down
        return false;
    if (!dock_->isVisible() || model->isOver() || turns->isThinking() || turns->engineHelpBarred())
        return false;
    const int side = model->position().turn();
    const bool computerSeat = !turns->isHuman(side) && !turns->isNetwork(side);
    // A computer seat thinks at the end of the list unless paused; a position browsed back to is anyone's.
    return !(computerSeat && model->ply() == model->plyCount() && !turns->isPaused());
}

void AnalysisUi::follow() {
    hovered_ = -1;
    if (wanted() && engine_->analyse(model_->position())) {
        panel_->showState(tr("Thinking…"));
    } else {
        engine_->stop();
        const GameModel *model = model_;
        if (!model || !turns_)
            return;
        panel_->showState(!dock_->isVisible()          ? QString()
                          : model->isOver()            ? tr("The game is over.")
                          : turns_->engineHelpBarred() ? tr("Off during your game over the network: the analysis "
                                                            "comes back when the game ends.")
                                                       : tr("Waiting while the computer plays."));
    }
    showOnBoard();
}

void AnalysisUi::showOnBoard(int hovered) {
    hovered_ = hovered;
    if (!overlay_)
        return;
    const auto &lines = panel_->lines();
    if (!model_)
        return;
    const GameState &position = model_->position();
    if (hovered >= 0 && hovered < int(lines.size())) {
        overlay_->showLine(position, lines[std::size_t(hovered)].pv, lineColours()[0], QColor(0xc0, 0x40, 0x80), true);
        return;
    }
    if (!panel_->arrowsBox()->isChecked() || lines.empty() || !dock_->isVisible()) {
        overlay_->clearMarks();
        return;
    }
    std::vector<Move> moves;
    for (const AnalysisLine &line : lines)
        moves.push_back(line.move);
    overlay_->showMoves(position, moves, lineColours());
}

} // namespace gamut
