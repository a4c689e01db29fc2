// The board's keyboard: the cursor (arrows, Enter/Space to play a cell, Escape to put a piece back) and Trails'
// direction keys (arrows and W/A/S/D play at once, Shift+arrows move the cursor); the jump and readout keys and the
// move box are in boardviewreading.cpp. Part of BoardView (boardview.h).
#include "accessibleevents.h"
#include "boardview_p.h"

#include "ui/text/refusaltext.h"

#include <QAccessible>
#include <QKeyEvent>

namespace gamut {

void BoardView::Private::playDirection(const char *direction) {
    if (!checkTurn())
        return;
    const ParsedMove parsed = position().parseMove(direction);
    if (parsed.ok())
        play(parsed.move);
    else
        emit q->message(refusalText(parsed));
}

void BoardView::Private::moveCursor(int dx, int dy) {
    const int next = scene.layout().step(cursor, dx, dy);
    cursorShown = true;
    if (next >= 0)
        cursor = next;
    hover = -1;
    emit q->cellHovered(cursor);
    updateMarks();
    updatePreview();
    sayCursor();
}

void BoardView::Private::moveCursorTo(int cell) {
    if (cell < 0 || cell >= scene.cellCount())
        return;
    cursor = cell;
    cursorShown = true;
    hover = -1;
    emit q->cellHovered(cursor);
    updateMarks();
    updatePreview();
    sayCursor();
}

void BoardView::Private::sayCursor() {
    // The cursor's cell is the accessible focus: a screen reader says the cell on every step.
    if (q->hasFocus()) {
        QAccessibleEvent event(q, QAccessible::Focus);
        event.setChild(cursor);
        accessibleEvents::send(&event);
    }
}

void BoardView::keyPressEvent(QKeyEvent *event) {
    if (!d->alive())
        return QGraphicsView::keyPressEvent(event);
    finishAnimation();
    const bool flipped = d->options.flipped;
    if (d->input() == BoardTraits::Input::Direction && !(event->modifiers() & Qt::ShiftModifier)) {
        // Trails, as the original: arrows and W/A/S/D play the direction at once (as seen on the screen).
        const char *direction = nullptr;
        switch (event->key()) {
        case Qt::Key_Up:
        case Qt::Key_W:
            direction = flipped ? "D" : "U";
            break;
        case Qt::Key_Down:
        case Qt::Key_S:
            direction = flipped ? "U" : "D";
            break;
        case Qt::Key_Left:
        case Qt::Key_A:
            direction = flipped ? "R" : "L";
            break;
        case Qt::Key_Right:
        case Qt::Key_D:
            direction = flipped ? "L" : "R";
            break;
        default:
            break;
        }
        if (direction) {
            d->playDirection(direction);
            return;
        }
    }
    if (d->readKey(event))
        return;
    switch (event->key()) {
    case Qt::Key_Left:
        d->moveCursor(-1, 0);
        return;
    case Qt::Key_Right:
        d->moveCursor(1, 0);
        return;
    case Qt::Key_Up:
        d->moveCursor(0, 1);
        return;
    case Qt::Key_Down:
        d->moveCursor(0, -1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        d->cursorShown = true;
        d->activate(d->cursor);
        d->updateMarks();
        return;
    case Qt::Key_Escape:
        if (d->selected >= 0) {
            const int put = d->selected;
            d->select(-1);
            emit message(tr("%1 put back").arg(d->cellText(put)));
            return;
        }
        break;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

} // namespace gamut
