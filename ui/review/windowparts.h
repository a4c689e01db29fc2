// The parts of the main window that the review and the analysis attach to, handed down by the window (ui/window/)
// so that ui/review/ never includes it: the window the docks and shortcuts go to, the game and its seats, the
// board, the history, the status line, and the menu entries after which their own actions go.
#pragma once

#include <QString>

#include <functional>

class QAction;
class QMainWindow;

namespace gamut {

class BoardView;
class GameModel;
class HistoryDock;
class StatusLine;
class TurnController;

struct WindowParts {
    QMainWindow *window = nullptr; // parent of the docks and the help; its actions' shortcuts work in full screen
    GameModel *model = nullptr;
    TurnController *turns = nullptr;
    BoardView *board = nullptr;
    HistoryDock *history = nullptr;
    StatusLine *status = nullptr;
    QAction *reviewAfter = nullptr;  // Game ▸ Review Game goes after it in its menu (Network Game)
    QAction *helpAfter = nullptr;    // Help ▸ Review and Analysis goes after it (Rules)
    QAction *analysisMenu = nullptr; // View ▸ Analysis goes at the end of this action's menu (Flip Board's)
    // Says a sentence to a screen reader without moving the focus (the window's announcer); may be empty.
    std::function<void(const QString &)> announce;
};

} // namespace gamut
