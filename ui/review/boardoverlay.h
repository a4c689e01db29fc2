// Moves drawn over the board without playing them: an arrow from where a piece leaves to where it lands (Lines of
// Action), a ring on the cell a piece is placed on (the other games), each with a small number when a line is shown
// move by move. The review shows the better move and steps through its line with it; the analysis its three moves
// and, on hover, one move's line. The cells come from the move's effects (GameState::describeMove), so it knows no
// game's rules.
#pragma once

#include "core/gamestate.h"

#include <QColor>
#include <QGraphicsObject>
#include <QPointer>
#include <QString>

#include <vector>

namespace gamut {

class BoardView;

class BoardOverlay : public QGraphicsObject {
    Q_OBJECT
public:
    struct Mark {
        int from = -1; // -1: a ring on `to` only
        int to = -1;
        QColor colour;
        QString label; // "1", "2", ... along a line; "" for none
    };

    // The overlay lives in the board's scene (which deletes it with itself).
    static BoardOverlay *attach(BoardView *board);

    // The marks of `moves` played one after another from `position` (a line), numbered when `numbered`; the
    // moves alternate between the two colours by the side that plays them.
    void showLine(const GameState &position, const std::vector<Move> &moves, const QColor &first, const QColor &second,
                  bool numbered);
    // The marks of several moves from the same position, each in its colour (the analysis's best moves).
    void showMoves(const GameState &position, const std::vector<Move> &moves, const std::vector<QColor> &colours);
    void clearMarks();
    const std::vector<Mark> &marks() const { return marks_; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Where a move leaves from and lands on (from -1 for a placement); {-1, -1} when it changes nothing.
    static Mark cellsOf(const GameState &position, Move move);

private:
    explicit BoardOverlay(BoardView *board);
    void setMarks(std::vector<Mark> marks);

    QPointer<BoardView> board_;
    std::vector<Mark> marks_;
    QRectF rect_;
};

} // namespace gamut
