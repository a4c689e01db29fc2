#include "reviewui.h"

#include "analysisui.h"
#include "boardoverlay.h"
#include "coach.h"
#include "historymarks.h"
#include "learndialog.h"
#include "reviewcontroller.h"
#include "reviewpanel.h"
#include "reviewstyle.h"
#include "reviewwords.h"

#include "ui/board/boardview.h"
#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/panels/statusline.h"
#include "ui/settings/appsettings.h"

#include "core/model/gamemodel.h"
#include "core/play/personseat.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamut {

ReviewUi::ReviewUi(const WindowParts &parts)
    : QObject(parts.window), parts_(parts), controller_(new ReviewController(parts.model, this)) {
    QMainWindow *window = parts.window;
    setObjectName(QStringLiteral("reviewUi"));
    panel_ = new ReviewPanel(controller_, parts.model);
    panel_->setThemeSource(
        [board = QPointer<BoardView>(parts.board)] { return board ? board->options().theme : QString(); });
    dock_ = new QDockWidget(tr("Review"), window);
    dock_->setObjectName(QStringLiteral("reviewDock")); // saveState() needs names
    dock_->setWidget(panel_);
    window->addDockWidget(Qt::RightDockWidgetArea, dock_);
    window->splitDockWidget(parts.history, dock_, Qt::Vertical);
    // Shown once there is a review to show (Review Game, or a game opened with one): until then the History keeps
    // the room (at 1024x700, beside Atom-4's tall panel, an empty Review dock left the History a single row).
    dock_->hide();

    marks_ = new HistoryMarks(controller_, parts.history->historyModel(), this);
    parts.history->view()->setItemDelegate(marks_);
    // What the marks show, said: a screen reader reads each judged move's cell with its verdict.
    parts.history->historyModel()->setSpokenNote([this](int ply) { return reviewwords::verdict(*controller_, ply); });
    connect(controller_, &ReviewController::reviewChanged, this, [this] {
        parts_.history->view()->viewport()->update();
        parts_.history->historyModel()->notesChanged();
        if (controller_->review())
            dock_->show();
    });

    connect(panel_, &ReviewPanel::learnRequested, this, &ReviewUi::learn);
    overlay_ = BoardOverlay::attach(parts.board);
    connect(panel_, &ReviewPanel::lineStepChanged, this, &ReviewUi::showLine);

    StatusLine *status = parts.status;
    connect(controller_, &ReviewController::failed, status,
            [status](const QString &reason) { status->showMessage(reason); });
    connect(controller_, &ReviewController::finished, this, [this, status] {
        const auto &review = controller_->review();
        int marked = 0;
        for (const PlyReview &p : review->plies)
            marked += p.moveClass >= MoveClass::Inaccuracy ? 1 : 0;
        status->showMessage(tr("Review done: %n move(s) marked.", nullptr, marked));
    });
    // The end of a game offers its review (a round of Atom-4 says how to go on instead).
    connect(parts.model, &GameModel::gameOver, this, [this, status] {
        if (!parts_.model->info().playedInRounds)
            status->showMessage(tr("Game ▸ Review Game shows where the game was won and lost."), 10000);
    });
    coach_ = new Coach(
        parts.window,
        [this](const GameState &position, const std::vector<Move> &line) {
            if (!overlay_)
                return;
            if (line.empty()) {
                overlay_->clearMarks();
                return;
            }
            const QColor mover = reviewstyle::classColour(MoveClass::Blunder), other(0x80, 0x50, 0xc0);
            overlay_->showLine(position, line, position.turn() == 0 ? mover : other,
                               position.turn() == 0 ? other : mover, true);
        },
        parts.announce, this);
    addActions();
    analysis_ = new AnalysisUi(parts); // View ▸ Analysis
}

void ReviewUi::addActions() {
    QMainWindow *window = parts_.window;
    review_ = new QAction(QIcon::fromTheme(QStringLiteral("games-solve")), tr("Re&view Game"), window);
    review_->setObjectName(QStringLiteral("reviewGameAction"));
    window->addAction(review_);
    connect(review_, &QAction::triggered, this, &ReviewUi::reviewGame);
    if (QMenu *game = reviewstyle::menuOf(parts_.reviewAfter)) {
        const QList<QAction *> items = game->actions();
        game->insertAction(items.value(items.indexOf(parts_.reviewAfter) + 1), review_);
    }

    coachAction_ = new QAction(tr("Coac&h"), window);
    coachAction_->setObjectName(QStringLiteral("coachAction"));
    coachAction_->setCheckable(true);
    coachAction_->setChecked(AppSettings::coach());
    coachAction_->setToolTip(tr("Against the computer, hold back a move of yours that loses 15 points of win chance "
                                "or more and ask whether to play it"));
    connect(coachAction_, &QAction::toggled, this, [this](bool on) {
        AppSettings::setCoach(on);
        followSeats();
    });
    if (parts_.turns)
        connect(parts_.turns, &TurnController::seatsChanged, this, &ReviewUi::followSeats);
    // No review of one's own network game while it runs (TurnController::engineHelpBarred).
    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged})
        connect(parts_.model, signal, this, &ReviewUi::followBar);
    connect(parts_.model, &GameModel::gameOver, this, &ReviewUi::followBar);
    followSeats();
    window->addAction(coachAction_);
    if (QMenu *game = reviewstyle::menuOf(parts_.reviewAfter)) {
        const QList<QAction *> items = game->actions();
        game->insertAction(items.value(items.indexOf(review_) + 1), coachAction_);
    }

    help_ = new QAction(tr("Re&view and Analysis"), window);
    help_->setObjectName(QStringLiteral("reviewHelpAction"));
    connect(help_, &QAction::triggered, this, &ReviewUi::showHelp);
    if (QMenu *help = reviewstyle::menuOf(parts_.helpAfter)) {
        const QList<QAction *> items = help->actions();
        help->insertAction(items.value(items.indexOf(parts_.helpAfter) + 1), help_);
    }
}

// Learn from Your Mistakes: the mistakes of the people at this window (of both sides when nobody here played).
LearnDialog *ReviewUi::learn() {
    if (!controller_->review())
        return nullptr;
    std::vector<int> sides;
    for (int side = 0; side < 2; ++side)
        if (parts_.turns && parts_.turns->isHuman(side))
            sides.push_back(side);
    if (sides.empty())
        sides = {0, 1};
    if (learn_)
        learn_->close();
    learn_ = new LearnDialog(*controller_, *parts_.model, sides,
                             parts_.board ? parts_.board->options().theme : QString(), parts_.announce, parts_.window);
    learn_->setAttribute(Qt::WA_DeleteOnClose);
    learn_->show();
    return learn_;
}

bool ReviewUi::coachApplies() const {
    const TurnController *turns = parts_.turns;
    if (!coachAction_->isChecked() || !turns || turns->isNetworkGame() || parts_.model->isOver())
        return false;
    const int side = turns->sideToMove();
    return side >= 0 && turns->isHuman(side) && !turns->isHuman(side ^ 1);
}

bool ReviewUi::holdsPersonMoves() const {
    return coachAction_->isChecked() && parts_.turns && !parts_.turns->isNetworkGame();
}

// The coach's way in (core/play/personseat.h): while the coach is on, every person's seat holds its move back and
// hands it to considerMove, which lets it through at once where the coach does not apply (two people at the
// window); the answer plays it or drops it, unless the seat has dropped it already (the position changed: then
// the question closes unanswered); switching the coach off lets a held move through. A new seat starts without
// holding, so this follows every change of seats.
void ReviewUi::followSeats() {
    TurnController *turns = parts_.turns;
    if (!turns)
        return;
    followBar();
    const bool hold = holdsPersonMoves();
    if (!hold) {
        ++heldToken_;
        coach_->dismiss();
    }
    for (int side = 0; side < 2; ++side) {
        auto *person = qobject_cast<PersonSeat *>(turns->seat(side));
        if (!person)
            continue;
        if (!person->property("gamutCoachHook").toBool()) {
            person->setProperty("gamutCoachHook", true);
            connect(person, &PersonSeat::moveHeld, this, [this, seat = QPointer<PersonSeat>(person)](Move move) {
                const quint64 token = ++heldToken_;
                considerMove(move, [this, seat, token](bool play) {
                    if (!seat || token != heldToken_ || !seat->hasHeldMove())
                        return;
                    if (play)
                        seat->play();
                    else
                        seat->withdraw();
                });
            });
            connect(person, &PersonSeat::moveWithdrawn, this, [this] {
                ++heldToken_;
                coach_->dismiss();
            });
        }
        // Switched off with a move held (the coach still judging it, or its question open): the person made that
        // move and has just said not to be asked, so it goes on as it would without the coach (the turn controller
        // still refuses it if the position has changed since).
        if (!hold && person->hasHeldMove())
            person->play();
        if (person->isHolding() != hold)
            person->setHolding(hold);
    }
}

void ReviewUi::followBar() {
    const bool barred = parts_.turns && parts_.turns->engineHelpBarred();
    review_->setEnabled(!barred);
    review_->setToolTip(barred ? tr("Not during your game over the network: the review opens when the game ends")
                               : tr("Search every position of the game and mark its inaccuracies, mistakes and "
                                    "blunders"));
}

void ReviewUi::considerMove(Move move, std::function<void(bool)> decide) {
    if (!coachApplies()) {
        decide(true);
        return;
    }
    coach_->consider(parts_.model->position(), move, std::move(decide));
}

void ReviewUi::reviewGame() {
    if (parts_.turns && parts_.turns->engineHelpBarred()) {
        parts_.status->showMessage(review_->toolTip());
        return;
    }
    dock_->show();
    dock_->raise();
    controller_->start();
}

// The shown ply's best line, its first `step` moves, from the position before the ply.
void ReviewUi::showLine(int ply, int step) {
    if (!overlay_)
        return;
    const PlyReview *p = controller_->plyReview(ply);
    auto before = controller_->positionBefore(ply);
    if (!p || !before || step <= 0) {
        overlay_->clearMarks();
        return;
    }
    const std::vector<Move> line(p->pv.begin(), p->pv.begin() + std::min<std::ptrdiff_t>(step, std::ssize(p->pv)));
    const QColor mover = reviewstyle::classColour(MoveClass::Best);
    const QColor other(0x80, 0x50, 0xc0);
    overlay_->showLine(*before, line, before->turn() == 0 ? mover : other, before->turn() == 0 ? other : mover,
                       step > 1);
}

void ReviewUi::showHelp() {
    auto *dialog = new QDialog(parts_.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("reviewHelp"));
    dialog->setWindowTitle(tr("Review and Analysis"));
    auto *text = new QTextBrowser(dialog);
    text->setObjectName(QStringLiteral("reviewHelpText"));
    text->setOpenLinks(false);
    text->setHtml(
        tr("<h3>The win chance</h3>"
           "<p>The engine searches a position and turns its score into the chance that the player to move wins, from "
           "0% to 100%, a draw counting half. The curve was measured on thousands of the engine's own games for each "
           "game. A proven win is 100%, a proven loss 0%, a proven draw 50%.</p>"
           "<h3>The classes of a move</h3>"
           "<p>A move is judged by the win chance it gives away: the chance with the engine's best move minus the "
           "chance with the move played, both found by one search at the same depth. A position and its mirror image "
           "are judged alike.</p>"
           "<ul><li><b>Best</b>: the engine's own choice.</li>"
           "<li><b>Excellent</b>: less than 2 points lost.</li>"
           "<li><b>Good</b>: less than 5 points lost.</li>"
           "<li><b>Inaccuracy ?!</b>: 5 to 10 points lost.</li>"
           "<li><b>Mistake ?</b>: 10 to 15 points lost.</li>"
           "<li><b>Blunder ?\?</b>: 15 points or more.</li></ul>"
           "<p>Every mark says why: the points lost, or that the move walks into a forced loss, or misses a forced "
           "win, in so many moves. A move in a game that was already lost loses nothing more. A move that is the "
           "only legal one is never a mistake. The accuracy of a side is 100% when it always played the best move, "
           "and falls with every point of win chance lost, the more where the game was in the balance.</p>"
           "<h3>Review Game</h3>"
           "<p>Game ▸ Review Game searches every position of the game in the background; you can go on browsing "
           "meanwhile, and the graph and the marks appear move by move. The graph under the history shows the first "
           "player's win chance after each move: that player's name is at its top, the other's at its bottom, each "
           "side's part in its colour, and the dots are mistakes and blunders; click it to go to a move. The history "
           "marks the moves, and their tooltips say why and name the better move. On the board an arrow or a ring "
           "shows the better move; the arrow buttons step through its line without changing the game. Saving the "
           "game keeps the review.</p>"
           "<h3>Learn from Your Mistakes</h3>"
           "<p>After a review, this button shows your mistakes and blunders one by one on a board of their own. Play "
           "a better move there, by mouse, by keyboard or typed into the move field: one within 1.75 points of the "
           "best counts as found. Otherwise, or with Show the Answer, the better move and its line are shown.</p>"
           "<h3>The coach</h3>"
           "<p>With Game ▸ Coach switched on, a move of yours against the computer that loses 15 points of win "
           "chance or more is held back before it is played: play it anyway, take it back, or see why. The coach "
           "never looks at network games.</p>"
           "<h3>Analysis</h3>"
           "<p>View ▸ Analysis lets the engine think about the position shown whenever no computer player is "
           "thinking: its three best moves with their win chances, lines and the depth reached. Point at a move to "
           "see its line on the board.</p>"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog->resize(520, 560);
    dialog->show();
}

} // namespace gamut
