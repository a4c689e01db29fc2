// BoardView's private half, shared by the files that implement the board widget: boardview.cpp (the mouse, the
// marks, the hover preview, playing a cell) and boardviewkeys.cpp (the keyboard cursor and Trails' direction keys).
#pragma once

#include "boardscene.h"
#include "boardview.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QPointer>

class QKeyEvent;

namespace gamut {

class BoardView::Private {
public:
    Private(BoardView *view, GameModel *model, TurnController *turns) : q(view), model(model), turns(turns) {}

    const GameState &position() const { return model->position(); }
    BoardTraits::Input input() const { return scene.traits().input; }
    // The model and the turn controller may go before the board (a window's members before its child widgets):
    // then the board only ignores what still comes in.
    bool alive() const { return model && turns; }
    bool humanToMove() const { return alive() && turns->humanToMove(); }
    QString cellText(int cell) const;

    void syncGame(bool force);
    void positionShown(); // after any change of position: selection, hint, marks and preview
    void updateMarks();
    void updatePreview();
    std::pair<int, int> lastMoveCells() const;

    bool checkTurn();                           // THE turn check of a person's move; the controller says why not
    void activate(int cell);                    // a click or Enter on a cell
    Move moveAt(int cell, int from = -1) const; // THE legality check of a click: the position's move there
    void play(Move move);                       // a move taken from the position now: handed down once
    void select(int cell);
    void refuseCell(int cell);
    void refuseTarget(int from, int to);
    void playDirection(const char *direction);
    void moveCursor(int dx, int dy);
    void moveCursorTo(int cell);    // a jump: the cursor's cell is said
    void sayCursor();               // the cursor's cell is the accessible focus (a screen reader says it)
    bool readKey(QKeyEvent *event); // the jump and readout keys (boardviewreading.cpp); true when handled
    int yourSide() const;           // the side a person plays here (the one to move when both do)

    BoardView *q;
    QPointer<GameModel> model;
    QPointer<TurnController> turns;
    BoardOptions options;
    BoardScene scene;
    QString gameId;
    BoardGeometry geometry;
    int cursor = 0;
    bool cursorShown = false; // once the keyboard is used, until the mouse is
    int selected = -1;
    int hover = -1;
    Move hint = kNoMove;
    qint64 animatedRevision = -1;
    // Dragging a piece (LOA): the cell pressed, where, and whether the drag has begun.
    int pressCell = -1;
    QPoint pressPos;
    bool dragging = false;
    bool dropped = false; // the move now played was dropped by hand: it is where it goes, no slide
    MoveBox *moveBox = nullptr;
};

} // namespace gamut
