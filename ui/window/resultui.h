// The end of a game in the window (issue 29, "the end explains itself"): the game-over message, shown once the last
// move's animation has ended (Atoms' last explosion), placed beside the board where it hides no deciding cell
// (ui/dialogs/resultplacement.h), hidden when the game shown is no longer over, and brought back after it was
// closed by Game > Result or a click on the status line's result.
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace gamut {

class BoardView;
class GameModel;
class GameOverDialog;
class StatusLine;
class TurnController;

class ResultUi : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget *window;
        GameModel *model;
        TurnController *turns;
        BoardView *board;
        StatusLine *status;
        QAction *showResult;               // Game > Result
        std::function<bool()> rematchHere; // a lobby game: its end offers a rematch
    };
    explicit ResultUi(const Parts &parts);

    GameOverDialog *dialog() const { return dialog_; }
    // Shows the message now, beside the board, with the keyboard on Play Again; nothing when the game shown is
    // not over.
    void show();

private:
    void gameEnded(); // at once, or when the board's animation of the last move has ended
    void followModel();

    Parts parts_;
    GameOverDialog *dialog_;
    bool waitingForAnimation_ = false;
};

} // namespace gamut
