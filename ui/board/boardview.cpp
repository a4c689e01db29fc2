// The board widget: the mouse and the drag, highlights and the hover preview on top of the BoardScene (the keyboard
// is in boardviewkeys.cpp). Every question about the rules goes to the model's position.
#include "boardview.h"

#include "accessibleevents.h"
#include "boardaccessible.h"
#include "boardview_p.h"

#include "core/model/gamemodel.h"
#include "core/movechecks.h"
#include "core/play/turncontroller.h"
#include "ui/text/gamephrases.h"
#include "ui/text/refusaltext.h"
#include "ui/theme/theme.h"

#include <QAccessible>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPointer>
#include <QResizeEvent>
#include <QTimer>
#include <QWheelEvent>

namespace gamut {

QString BoardView::Private::cellText(int cell) const {
    return QString::fromStdString(gamut::cellName(cell % geometry.columns, cell / geometry.columns));
}

void BoardView::Private::syncGame(bool force) {
    const BoardGeometry now = position().geometry();
    const QString id = model->gameId();
    if (force || id != gameId || now.kind != geometry.kind || now.columns != geometry.columns ||
        now.rows != geometry.rows) {
        gameId = id;
        geometry = now;
        scene.setGame(gameId, position());
        // A new board starts the cursor in its middle (a player who cannot see it knows where it is).
        cursor = std::clamp((geometry.rows / 2) * geometry.columns + geometry.columns / 2, 0, geometry.cellCount() - 1);
        selected = -1;
        q->fitInView(scene.sceneRect(), Qt::KeepAspectRatio);
        // A screen reader reads the cells again (another game or board size).
        QAccessibleTableModelChangeEvent event(q, QAccessibleTableModelChangeEvent::ModelReset);
        accessibleEvents::send(&event);
    }
}

void BoardView::Private::positionShown() {
    scene.dropLifted();
    dragging = false;
    pressCell = -1;
    selected = -1;
    hint = kNoMove;
    updateMarks();
    updatePreview();
}

std::pair<int, int> BoardView::Private::lastMoveCells() const {
    // The cells of a move belong to the position it was played from (a Trails move is a direction from the head
    // of that time): the model kept them when the move was played.
    const int ply = model->ply();
    if (ply <= 0 || ply > model->plyCount())
        return {-1, -1};
    const MoveCells cells = model->moveCellsAt(ply - 1);
    return {cells.from, cells.to};
}

void BoardView::Private::updateMarks() {
    if (!alive())
        return;
    const int count = scene.cellCount();
    std::vector<unsigned> marks(std::size_t(count), 0u);
    auto mark = [&](int cell, unsigned bits) {
        if (cell >= 0 && cell < count)
            marks[std::size_t(cell)] |= bits;
    };
    const GameState &now = position();
    if (options.lastMove) {
        const auto [from, to] = lastMoveCells();
        mark(from, CellItem::LastMove);
        mark(to, CellItem::LastMove);
    }
    if (options.legalMoves && humanToMove()) {
        if (input() == BoardTraits::Input::PickPiece) {
            // With nothing picked, the piece under the mouse shows where it could go (as its hover preview would).
            int from = dragging ? pressCell : selected;
            if (from < 0 && options.preview && pressCell < 0)
                from = hover;
            if (from >= 0)
                for (Move m : now.legalMovesFrom(from))
                    mark(now.moveCells(m).to, CellItem::Legal);
        } else {
            MoveList moves;
            now.legalMoves(moves);
            for (Move m : moves)
                mark(now.moveCells(m).to, CellItem::Legal);
        }
    }
    mark(selected, CellItem::Selected);
    if (hint != kNoMove) {
        const MoveCells cells = now.moveCells(hint);
        mark(cells.from, CellItem::Hint);
        mark(cells.to, CellItem::Hint);
    }
    for (int cell : model->decidingCells())
        mark(cell, CellItem::Winning);
    if (cursorShown && q->hasFocus())
        mark(cursor, CellItem::Cursor); // Trails too: Shift+arrows move a cursor there to read the board

    scene.setMarks(marks);
}

void BoardView::Private::updatePreview() {
    if (!alive()) {
        scene.clearPreview();
        return;
    }
    const int cell = hover >= 0 ? hover : (cursorShown ? cursor : -1);
    Move move = kNoMove;
    if (options.preview && cell >= 0 && !scene.isAnimating() && humanToMove()) {
        if (input() != BoardTraits::Input::PickPiece)
            move = position().moveForClick(cell);
        else if (const int from = dragging ? pressCell : selected; from >= 0)
            move = position().moveForClick(cell, from);
    }
    if (move == kNoMove)
        scene.clearPreview();
    else
        scene.showPreview(position(), move);
}

bool BoardView::Private::checkTurn() {
    if (!alive())
        return false;
    if (turns->checkHumanTurn()) // else the controller says why (the status line hears it from there)
        return true;
    if (!model->isOver() && !humanToMove())
        emit q->computerTurnAsked(); // the window may offer Continue from Here
    return false;
}

Move BoardView::Private::moveAt(int cell, int from) const {
    movechecks::countLegality();
    return from < 0 ? position().moveForClick(cell) : position().moveForClick(cell, from);
}

void BoardView::Private::play(Move move) {
    selected = -1;
    scene.clearPreview();
    // Checked once (the turn by checkTurn, legality by moveAt): the controller hands it to the seat to move and the
    // model plays it without checking it again; the model's signals redraw. A refusal is said by whoever refused:
    // the board adds nothing, so that a reason is never overwritten by an older one.
    turns->playPersonMove(move, model->revision());
}

void BoardView::Private::select(int cell) {
    selected = cell;
    updateMarks();
    updatePreview();
}

void BoardView::Private::refuseCell(int cell) {
    // The position's reason for this cell, typed (the same the command line gives for its token).
    const ParsedMove refusal = position().refusalAt(cell);
    QString why = refusal.reason == Refusal::None ? QString() : refusalText(refusal);
    if (why.isEmpty())
        why = BoardView::tr("no legal move there");
    // A reason that names the cell itself ("a1 belongs to Red") is not prefixed with it again.
    emit q->message(
        why.startsWith(cellText(cell) + QLatin1Char(' ')) ? why : BoardView::tr("%1: %2").arg(cellText(cell), why));
}

void BoardView::Private::refuseTarget(int from, int to) {
    const ParsedMove refusal = position().refusalAt(to, from);
    QString why = refusal.reason == Refusal::None ? QString() : refusalText(refusal);
    if (why.isEmpty())
        why = BoardView::tr("not a legal move");
    emit q->message(BoardView::tr("%1-%2: %3").arg(cellText(from), cellText(to), why));
}

void BoardView::Private::activate(int cell) {
    if (cell < 0 || cell >= scene.cellCount() || !checkTurn())
        return;
    const GameState &now = position();
    switch (input()) {
    case BoardTraits::Input::Place:
        if (const Move m = moveAt(cell); m != kNoMove)
            play(m);
        else
            refuseCell(cell);
        return;
    case BoardTraits::Input::Direction:
        if (const Move m = moveAt(cell); m != kNoMove)
            play(m);
        else if (now.cellFace(cell).has(CellFace::Head))
            emit q->message(BoardView::tr("Click a cell in a free direction from your head, or use the arrow keys."));
        else if (const ParsedMove refusal = now.refusalAt(cell); refusal.reason != Refusal::NotLegal)
            emit q->message(refusalText(refusal)); // the position's reason: the one the arrow key gets
        else
            emit q->message(
                BoardView::tr("%1: not a legal direction from your head (click a cell in its row or column, or "
                              "use the arrow keys)")
                    .arg(cellText(cell)));
        return;
    case BoardTraits::Input::PickPiece:
        if (selected >= 0) {
            if (const Move m = moveAt(cell, selected); m != kNoMove) {
                play(m);
                return;
            }
            if (cell == selected) {
                select(-1);
                emit q->message(BoardView::tr("%1 put back").arg(cellText(cell)));
                return;
            }
        }
        if (const std::vector<Move> moves = now.legalMovesFrom(cell); !moves.empty()) {
            select(cell);
            // Said, so that a player who cannot see the marks knows where the piece may go.
            QStringList targets;
            for (Move m : moves)
                targets << cellText(now.moveCells(m).to);
            emit q->message(BoardView::tr("%1 picked: it can go to %2").arg(cellText(cell), phrases::list(targets)));
            return;
        }
        if (selected >= 0) {
            refuseTarget(selected, cell);
            select(-1);
        } else if (now.cellFace(cell).owner == now.turn()) {
            emit q->message(BoardView::tr("%1: this piece has no legal move").arg(cellText(cell)));
        } else {
            emit q->message(BoardView::tr("%1: pick one of your own pieces first").arg(cellText(cell)));
        }
        return;
    }
}

// --- BoardView ---------------------------------------------------------------------------------------------------

BoardView::BoardView(GameModel *model, TurnController *turns, QWidget *parent)
    : QGraphicsView(parent), d(new Private(this, model, turns)) {
    BoardAccessible::install();
    setScene(&d->scene);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setAlignment(Qt::AlignCenter);
    setAccessibleName(tr("Board"));

    d->scene.setAppearance(Theme::named(d->options.theme), d->options.flipped, d->options.coordinates,
                           d->options.colourLetters);
    d->syncGame(true);
    d->positionShown();

    // A move is animated; everything else (undo, redo, jump, new, load) is shown at once. The model may also send
    // positionChanged after movePlayed (older models did): the running animation of that revision is kept then.
    connect(model, &GameModel::gameChanged, this, [this] {
        d->syncGame(false);
        d->scene.showPosition(d->position());
        d->positionShown();
    });
    connect(model, &GameModel::positionChanged, this, [this] {
        if (d->scene.isAnimating() && d->model->revision() == d->animatedRevision) {
            d->updateMarks();
            return;
        }
        d->syncGame(false);
        d->scene.showPosition(d->position());
        d->positionShown();
    });
    connect(model, &GameModel::movePlayed, this, [this](int, Move, const QString &, const MoveEffects &effects) {
        d->syncGame(false);
        const qreal scale = d->options.animation == AnimationSpeed::Off    ? 0.0
                            : d->options.animation == AnimationSpeed::Fast ? 0.45
                                                                           : 1.0;
        d->animatedRevision = d->model->revision();
        d->scene.animate(effects, d->position(), d->dropped ? 0.0 : scale);
        d->dropped = false;
        d->positionShown();
    });
    connect(&d->scene, &BoardScene::animationFinished, this, [this] { d->updatePreview(); });
    // Whether a person is to move decides the legal-move marks and the preview.
    auto refresh = [this] {
        d->updateMarks();
        d->updatePreview();
    };
    connect(turns, &TurnController::seatsChanged, this, refresh);
    connect(turns, &TurnController::thinkingStarted, this, refresh);
    connect(turns, &TurnController::thinkingStopped, this, refresh);
    connect(turns, &TurnController::pausedChanged, this, refresh);
}

BoardView::~BoardView() {
    setScene(nullptr);
    delete d;
}

void BoardView::setOptions(const BoardOptions &options) {
    d->options = options;
    d->scene.setAppearance(Theme::named(options.theme), options.flipped, options.coordinates, options.colourLetters);
    fitInView(d->scene.sceneRect(), Qt::KeepAspectRatio);
    d->updateMarks();
    d->updatePreview();
}

const BoardOptions &BoardView::options() const { return d->options; }

QPoint BoardView::cellPosition(int cell) const {
    if (cell < 0 || cell >= d->scene.cellCount())
        return {-1, -1};
    return mapFromScene(d->scene.layout().cellCentre(cell));
}

int BoardView::cellAt(const QPoint &viewportPoint) const { return d->scene.layout().cellAt(mapToScene(viewportPoint)); }

int BoardView::cursorCell() const { return d->cursor; }

int BoardView::cellCount() const { return d->scene.cellCount(); }
int BoardView::boardRows() const { return d->geometry.rows; }
int BoardView::boardColumns() const { return d->geometry.columns; }
bool BoardView::isFlipped() const { return d->options.flipped; }

QString BoardView::cellName(int cell) const { return cell >= 0 && cell < cellCount() ? d->cellText(cell) : QString(); }

QRect BoardView::cellRect(int cell) const {
    if (cell < 0 || cell >= cellCount())
        return {};
    return mapFromScene(d->scene.cellItem(cell)->sceneBoundingRect()).boundingRect();
}

const GameState *BoardView::shownPosition() const { return d->alive() ? &d->position() : nullptr; }
QString BoardView::gameId() const { return d->gameId; }
bool BoardView::playsDirections() const { return d->input() == BoardTraits::Input::Direction; }

void BoardView::showHint(Move move) {
    d->hint = move;
    d->updateMarks();
}

bool BoardView::isAnimating() const { return d->scene.isAnimating(); }

void BoardView::finishAnimation() { d->scene.finishAnimation(); }

int BoardView::previewItemCount() const { return d->scene.previewItemCount(); }

int BoardView::selectedCell() const { return d->selected; }

unsigned BoardView::cellMarks(int cell) const {
    return cell >= 0 && cell < d->scene.cellCount() ? d->scene.cellItem(cell)->marks() : 0u;
}

void BoardView::resizeEvent(QResizeEvent *event) {
    QGraphicsView::resizeEvent(event);
    fitInView(d->scene.sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::showEvent(QShowEvent *event) {
    QGraphicsView::showEvent(event);
    fitInView(d->scene.sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::mousePressEvent(QMouseEvent *event) {
    if (!d->alive())
        return;
    finishAnimation(); // input during an animation shows its end at once
    if (event->button() != Qt::LeftButton)
        return;
    const int cell = cellAt(event->position().toPoint());
    d->cursorShown = false;
    if (cell >= 0)
        d->cursor = cell;
    if (d->input() == BoardTraits::Input::PickPiece && cell >= 0 && cell != d->selected && d->humanToMove() &&
        !d->position().legalMovesFrom(cell).empty()) {
        // A press on a movable piece picks it and may start a drag.
        d->pressCell = cell;
        d->pressPos = event->position().toPoint();
        d->select(cell);
        return;
    }
    d->pressCell = -1;
    if (cell < 0) {
        if (const int put = d->selected; put >= 0) {
            d->select(-1); // a click beside the board drops the selection
            emit message(tr("%1 put back").arg(d->cellText(put)));
        }
        return;
    }
    d->activate(cell);
}

void BoardView::mouseMoveEvent(QMouseEvent *event) {
    const QPoint at = event->position().toPoint();
    if (d->pressCell >= 0 && (event->buttons() & Qt::LeftButton)) {
        if (!d->dragging && (at - d->pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            d->dragging = true;
            d->scene.liftPiece(d->pressCell, mapToScene(at));
        }
        if (d->dragging)
            d->scene.moveLifted(mapToScene(at));
    }
    const int cell = cellAt(at);
    if (cell != d->hover) {
        d->hover = cell;
        emit cellHovered(cell);
        d->updatePreview();
        if (d->input() == BoardTraits::Input::PickPiece && d->selected < 0)
            d->updateMarks(); // the hovered piece's targets
        // LOA: a piece that can move shows so under the mouse (an open hand: it can be picked up).
        const bool movable = cell >= 0 && d->pressCell < 0 && d->input() == BoardTraits::Input::PickPiece &&
                             d->humanToMove() && !d->position().legalMovesFrom(cell).empty();
        if (movable)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent *event) {
    if (!d->alive())
        return;
    if (event->button() != Qt::LeftButton || d->pressCell < 0)
        return;
    const int from = d->pressCell;
    const bool dragged = d->dragging;
    d->pressCell = -1;
    d->dragging = false;
    d->scene.dropLifted();
    if (!dragged)
        return; // a plain click picked the piece; the next click chooses the target
    const int to = cellAt(event->position().toPoint());
    if (to < 0 || to == from) {
        d->updateMarks(); // dropped where it came from (or off the board): still picked
        return;
    }
    if (const Move m = d->moveAt(to, from); m != kNoMove) {
        d->dropped = true;
        d->play(m);
        d->dropped = false;
    } else {
        d->refuseTarget(from, to);
        d->select(-1);
    }
}

void BoardView::mouseDoubleClickEvent(QMouseEvent *event) { mousePressEvent(event); }

void BoardView::leaveEvent(QEvent *event) {
    QGraphicsView::leaveEvent(event);
    if (d->hover >= 0) {
        d->hover = -1;
        emit cellHovered(-1);
        d->updatePreview();
        d->updateMarks();
    }
}

void BoardView::wheelEvent(QWheelEvent *event) {
    event->ignore(); // the board always fits: nothing to scroll (the parent may use the wheel)
}

void BoardView::focusInEvent(QFocusEvent *event) {
    QGraphicsView::focusInEvent(event);
    d->updateMarks();
    // Back on the board, a screen reader says the cursor's cell (after the board's own focus event).
    QTimer::singleShot(0, this, [this] { d->sayCursor(); });
}

void BoardView::focusOutEvent(QFocusEvent *event) {
    QGraphicsView::focusOutEvent(event);
    d->updateMarks();
}

} // namespace gamut
