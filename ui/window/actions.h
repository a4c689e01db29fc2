// Every QAction of the window with gui.md's shortcuts, the menus (Game, Edit, View, Settings, Help) and the
// toolbar. It only builds and enables: MainWindow connects the actions to what they do.
#pragma once

#include <QIcon>
#include <QList>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace gamut {

class Actions : public QObject {
    Q_OBJECT
public:
    explicit Actions(QMainWindow *window);

    // Game
    QAction *newGame, *restart, *resign, *open, *save, *saveAs, *quit;
    QAction *networkGame; // opens ui/network's dialog
    QAction *playOnline;  // opens ui/network's lobby (Play Online)
    QAction *library;     // Game ▸ Library (libraryui.h)
    QAction *showResult;  // Game ▸ Result: the game-over message again (resultui.h)
    // Makes the shown ply of the history the game's end and lets the seat to move play (a paused computer: one move)
    QAction *continueHere;
    QMenu *recentMenu;
    // Edit
    QAction *undo, *redo, *hint, *pause, *copyGame, *pasteGame;
    QAction *toEnd; // back to the game's last move from the history (End)
    // View
    QAction *fullScreen, *flipBoard, *coordinates, *legalMoves, *lastMove, *preview;
    // Settings
    QAction *configure, *autosave, *showToolbar;
    // Help
    QAction *rules, *about;

    QToolBar *toolBar;

    // Enables what applies now: undo/redo where there are moves, hint when a person is to move, ...
    void setAvailable(bool canUndo, bool canRedo, bool humanToMove, bool gameOver);
    void setGameTitle(const QString &title);               // "Rules of Lines of Action"
    void addPanelToggles(const QList<QAction *> &toggles); // the docks' show/hide actions, in Settings

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // the window's palette changed: recolourInk()

private:
    QAction *make(const QString &text, const QKeySequence &shortcut, const char *iconName = nullptr,
                  int fallbackIcon = -1);
    // The style's media icons (Pause, Continue from Here) are drawn in a fixed dark ink, nearly invisible on a dark
    // toolbar: in a dark palette they are redrawn in the palette's button text.
    void recolourInk();
    QMainWindow *window_;
    QMenu *settingsMenu_;
    QList<std::pair<QAction *, QIcon>> inked_; // each with the style's own icon
};

} // namespace gamut
