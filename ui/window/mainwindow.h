// The main window: it assembles the board (centre), the docks (players and graphics left, history and the game
// panel right), the menus and toolbar (Actions), the status line and the file handling, and starts the first game
// (resume, new or loaded). Each part does its own job; this class only connects them.
#pragma once

#include "commandline.h"

#include "ui/settings/boardoptions.h"
#include "ui/settings/gamesetup.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;

namespace gamut {

class Actions;
class BoardView;
class FileActions;
class GameOverDialog;
class GameModel;
class HistoryDock;
class LibraryUi;
class NetworkUi;
class PlayersPanel;
class ReviewUi;
class StatusLine;
class TurnController;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The first game: --load FILE, a new game (--new, --game, ...), or the autosaved game resumed.
    void start(const StartOptions &options = {});
    // A command line handed in by a `gamut` started while this window runs (SingleInstance): the window comes to
    // the front and starts its game or opens its file as New Game and Open do, asking about unsaved moves first.
    void startFromCommandLine(const QStringList &arguments);
    // Starts `setup` (after asking about unsaved moves when `ask`); false when refused or cancelled.
    bool newGame(const GameSetup &setup, bool ask = false);
    GameSetup currentSetup() const { return setup_; } // what Restart (F5) replays

    GameModel *model() const { return model_.get(); }
    TurnController *turns() const { return turns_.get(); }
    BoardView *board() const { return board_; }
    Actions *actions() const { return actions_; }
    StatusLine *statusLine() const { return status_; }
    FileActions *files() const { return files_; }
    PlayersPanel *playersPanel() const { return players_; }
    QDockWidget *playersDock() const { return playersDock_; }
    HistoryDock *historyDock() const { return history_; }
    NetworkUi *network() const { return network_; }
    GameOverDialog *gameOverDialog() const { return gameOver_; }
    ReviewUi *review() const { return review_; } // its reviewGame() slot is what the game-over message offers
    LibraryUi *library() const { return library_; }

    // Game > Resign: the side a person at this window plays (the side to move when two people share it; the seat
    // at the table in a network game), or -1 when nobody here can resign now.
    int resigningSide() const;
    // Asks first when `confirm`; in a network game sends `resign`, and the server's `resigned` then ends the game
    // here as it does in the other window (NetworkSession).
    void resign(bool confirm = true);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void resizeToScreen();
    void buildDocks();
    void connectActions();
    void connectGame();
    void applyOptions(const BoardOptions &options);
    void setSeat(int side, const QString &spec);
    void followModel(); // after a load, paste or resume: the seats and the set-up come from the game
    void refresh();     // title, actions, panels after any change

    void showNewGameDialog();
    void startNextRound();     // the game panel's Next Round: the model's, or the server's `next`
    void playAgain();          // its Play Again: the same set-up again, or the next round
    bool lobbyRematch() const; // a game found through Play Online: its end offers a rematch, not the next game
    void continueFromHere();   // Game > Continue from Here: the seat to move at the shown ply plays
    void offerContinue();      // a click at a computer's turn while browsing or paused

    std::unique_ptr<GameModel> model_;
    std::unique_ptr<TurnController> turns_;
    BoardView *board_ = nullptr;
    Actions *actions_ = nullptr;
    FileActions *files_ = nullptr;
    StatusLine *status_ = nullptr;
    PlayersPanel *players_ = nullptr;
    QDockWidget *playersDock_ = nullptr;
    HistoryDock *history_ = nullptr;
    NetworkUi *network_ = nullptr;
    GameOverDialog *gameOver_ = nullptr;
    ReviewUi *review_ = nullptr;
    LibraryUi *library_ = nullptr;
    BoardOptions options_;
    GameSetup setup_;
};

} // namespace gamut
