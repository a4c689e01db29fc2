// The board by ear, beside the cursor (boardviewkeys.cpp): jumps to the next piece of a side or legal target, the
// narrow readouts (a row, a column, a side's pieces, the legal moves) and the move box, each a single key while the
// board has the keyboard, as in lichess's blind mode. Part of BoardView (boardview.h).
#include "boardview_p.h"
#include "movebox.h"

#include "ui/text/boardreading.h"
#include "ui/text/refusaltext.h"

#include <QKeyEvent>

namespace gamut {

int BoardView::Private::yourSide() const {
    // The one person's side against a computer or the network; the side to move when both sides are people's.
    if (turns) {
        const bool first = turns->isHuman(0), second = turns->isHuman(1);
        if (first != second)
            return first ? 0 : 1;
    }
    const int turn = position().turn();
    return turn >= 0 ? turn : 0;
}

bool BoardView::Private::readKey(QKeyEvent *event) {
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (modifiers != Qt::NoModifier && modifiers != Qt::ShiftModifier)
        return false;
    const bool back = modifiers == Qt::ShiftModifier;
    const GameState &now = position();
    const int you = yourSide();
    const std::vector<int> order = reading::drawnOrder(geometry, options.flipped);
    auto jump = [&](const std::function<bool(int)> &wanted, const QString &none) {
        const int cell = reading::nextCell(order, cursor, back, wanted);
        if (cell >= 0)
            moveCursorTo(cell);
        else if (wanted(cursor))
            emit q->message(BoardView::tr("No other"));
        else
            emit q->message(none);
    };
    switch (event->key()) {
    case Qt::Key_O:
        jump([&](int cell) { return now.cellFace(cell).owner == you; }, BoardView::tr("Nothing of yours on the board"));
        return true;
    case Qt::Key_E:
        jump([&](int cell) { return now.cellFace(cell).owner == 1 - you; },
             BoardView::tr("Nothing of the opponent's on the board"));
        return true;
    case Qt::Key_T: {
        // The picked piece's targets (LOA), else every cell a move is picked by: a playable point, a landing
        // cell, a piece that can move.
        std::vector<bool> wanted(std::size_t(geometry.cellCount()), false);
        if (input() == BoardTraits::Input::PickPiece && selected >= 0) {
            for (Move m : now.legalMovesFrom(selected))
                wanted[std::size_t(now.moveCells(m).to)] = true;
        } else {
            MoveList moves;
            now.legalMoves(moves);
            for (Move m : moves) {
                const MoveCells cells = now.moveCells(m);
                const int cell = input() == BoardTraits::Input::PickPiece ? cells.from : cells.to;
                if (cell >= 0 && cell < int(wanted.size()))
                    wanted[std::size_t(cell)] = true;
            }
        }
        jump([&](int cell) { return wanted[std::size_t(cell)]; }, BoardView::tr("No legal move"));
        return true;
    }
    case Qt::Key_R:
        if (back)
            return false;
        emit q->message(reading::row(gameId, now, cursor));
        return true;
    case Qt::Key_C:
        if (back)
            return false;
        emit q->message(reading::column(gameId, now, cursor));
        return true;
    case Qt::Key_Y:
        if (back)
            return false;
        emit q->message(reading::pieces(gameId, now, you, true));
        return true;
    case Qt::Key_X:
        if (back)
            return false;
        emit q->message(reading::pieces(gameId, now, 1 - you, false));
        return true;
    case Qt::Key_M:
        if (back) {
            // The picked piece's moves, or the cursor's movable piece's (LOA); else every legal move.
            int from = -1;
            if (input() == BoardTraits::Input::PickPiece)
                from = selected >= 0 ? selected : !now.legalMovesFrom(cursor).empty() ? cursor : -1;
            emit q->message(reading::legalMoves(gameId, now, from));
            return true;
        }
        q->openMoveBox();
        return true;
    case Qt::Key_Slash:
        q->openMoveBox();
        return true;
    default:
        return false;
    }
}

void BoardView::openMoveBox() {
    if (!d->moveBox)
        d->moveBox = new MoveBox(this);
    d->moveBox->open();
}

MoveBox *BoardView::moveBox() const { return d->moveBox; }

bool BoardView::playTyped(const QString &token) {
    if (!d->alive() || !d->checkTurn())
        return false;
    const ParsedMove parsed = d->position().parseMove(token.toStdString());
    if (!parsed.ok()) {
        // A reason that names the token itself ("c9 is not a cell of the board") is not prefixed with it again.
        const QString why = refusalText(parsed);
        emit message(why.startsWith(token + QLatin1Char(' ')) ? why : tr("%1: %2").arg(token, why));
        return false;
    }
    // As a click plays it: the cursor goes to the move's cell, then the board's own route.
    if (const int to = d->position().moveCells(parsed.move).to; to >= 0)
        d->cursor = to;
    d->play(parsed.move);
    return true;
}

} // namespace gamut
