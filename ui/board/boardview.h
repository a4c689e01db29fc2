// The board widget: a QGraphicsView showing the BoardScene of the model's game. It fits the board to the view at
// any size, keeps a keyboard cursor, turns clicks, drags, keys and hovering into requests and shows the model's
// answers: it never holds a rule. A click goes down once: the TurnController's turn check, the position's move for
// the cell (its legality), then the move handed to the TurnController, which the model plays unchecked; the answer
// comes back once, by the model's signals. `turns` is required (it decides who may click).
// CONTRACT for the window (ui/window) and the tests; the board helper implements it and may add members.
#pragma once

#include "ui/settings/boardoptions.h"

#include "core/move.h"

#include <QGraphicsView>
#include <QPoint>

namespace gamut {

class GameModel;
class GameState;
class MoveBox;
class TurnController;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    BoardView(GameModel *model, TurnController *turns, QWidget *parent = nullptr);
    ~BoardView() override;

    void setOptions(const BoardOptions &options); // applies at once (theme, highlights, coordinates, ...)
    const BoardOptions &options() const;

    // For the window and the tests: where a cell is drawn, in viewport coordinates (its centre), and the cell under
    // a viewport point (-1 when none).
    QPoint cellPosition(int cell) const;
    int cellAt(const QPoint &viewportPoint) const;
    int cursorCell() const;

    // For the accessible board (boardaccessible.h): the board's size and flip, a cell's name ("d3"), its rectangle
    // in viewport coordinates, the position shown (null once the model is gone), the game, and whether the arrow
    // keys play directions (Trails).
    int cellCount() const;
    int boardRows() const;
    int boardColumns() const;
    bool isFlipped() const;
    QString cellName(int cell) const;
    QRect cellRect(int cell) const;
    const GameState *shownPosition() const;
    QString gameId() const;
    bool playsDirections() const;

    void showHint(gamut::Move move); // highlights the suggested move until the position changes

    // The move box (M, /; movebox.h): a move typed in the game's notation, played the way a click plays it. A
    // refused token is said (message()) with its reason; false then.
    void openMoveBox();
    MoveBox *moveBox() const; // null until first opened
    bool playTyped(const QString &token);
    bool isAnimating() const;
    void finishAnimation(); // jumps to the end of a running animation

    // For the tests: the hover preview's items now shown, the picked piece (LOA; -1 for none), and the highlights
    // of a cell (CellItem::Mark bits: last move, legal target, cursor, hint, winning, picked).
    int previewItemCount() const;
    int selectedCell() const;
    unsigned cellMarks(int cell) const;

signals:
    // For the status bar: why a click or key did nothing ("that field is already set"), already translated.
    void message(const QString &text);
    // The cell under the mouse or the keyboard cursor changed (-1 when none): the status bar may describe it.
    void cellHovered(int cell);
    // A click or key asked to play while a computer seat is to move: the window may offer to let it play from here.
    void computerTurnAsked();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    class Private;
    Private *d;
};

} // namespace gamut
