#include "narration.h"

#include "actions.h"
#include "announcer.h"
#include "mainwindow.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/keysdialog.h"
#include "ui/network/networksession.h"
#include "ui/network/networkui.h"
#include "ui/panels/statusline.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewui.h"
#include "ui/review/reviewwords.h"
#include "ui/text/boardreading.h"
#include "ui/text/gamephrases.h"
#include "ui/text/labels.h"

#include "core/model/gamemodel.h"
#include "core/net/networkclient.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

namespace gamut {

Narration::Narration(MainWindow *window) : QObject(window), window_(window), announcer_(new Announcer(window)) {
    setObjectName(QStringLiteral("narration"));
    window->statusBar()->addPermanentWidget(announcer_);
    announcer_->hide();
    shownPly_ = window->model()->ply();
    addActions();
    followGame();
    followPlayers();
}

void Narration::addActions() {
    describePosition_ = new QAction(tr("&Describe Position"), window_);
    describePosition_->setObjectName(QStringLiteral("describePosition"));
    describePosition_->setShortcut(QKeySequence(Qt::Key_I));
    describePosition_->setToolTip(tr("Say whose turn it is, the figures and where every piece stands"));
    describeLastMove_ = new QAction(tr("Describe Last &Move"), window_);
    describeLastMove_->setObjectName(QStringLiteral("describeLastMove"));
    describeLastMove_->setShortcut(QKeySequence(Qt::Key_L));
    describeLastMove_->setToolTip(tr("Say the last move and what it did; again, the move before"));
    for (QAction *action : {describePosition_, describeLastMove_}) {
        action->setShortcutContext(Qt::WindowShortcut);
        window_->addAction(action); // works while the menu bar is hidden (full screen)
    }
    connect(describePosition_, &QAction::triggered, this, [this] {
        lastMoveBack_ = -1;
        announcer_->announce(phrases::position(*window_->model()));
    });
    // L says the last move; L again the one before, and so on back to the first, until the position changes.
    connect(describeLastMove_, &QAction::triggered, this, [this] {
        lastMoveBack_ = std::min(lastMoveBack_ + 1, window_->model()->ply());
        announcer_->announce(
            withVerdict(phrases::lastMove(*window_->model(), lastMoveBack_), window_->model()->ply() - lastMoveBack_));
    });
    // In the View menu (the menu that holds Flip Board), after a separator.
    for (QObject *object : window_->actions()->flipBoard->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object)) {
            menu->addSeparator();
            menu->addActions({describePosition_, describeLastMove_});
        }
    // Help ▸ Keyboard (?): every key, readable line by line.
    keys_ = new QAction(tr("&Keyboard"), window_);
    keys_->setObjectName(QStringLiteral("showKeys"));
    keys_->setShortcut(QKeySequence(Qt::Key_Question));
    keys_->setShortcutContext(Qt::WindowShortcut);
    keys_->setToolTip(tr("Every key for playing from the keyboard and by ear"));
    window_->addAction(keys_);
    connect(keys_, &QAction::triggered, this, [this] {
        auto *dialog = new KeysDialog(window_);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    for (QObject *object : window_->actions()->rules->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object))
            menu->insertAction(window_->actions()->about, keys_);
}

void Narration::followGame() {
    GameModel *model = window_->model();
    connect(model, &GameModel::movePlayed, this, [this](int ply) {
        const GameModel &model = *window_->model();
        shownPly_ = ply;
        lastMoveBack_ = -1;
        shownLine_ = 0; // a move played is on the main line
        // A fast reply in the same turn as its "thinking": the move says it all.
        announcer_->withdraw(QStringLiteral("thinking:%1").arg(phrases::mover(model, ply)));
        const int node = model.currentNode();
        const std::vector<int> &siblings = model.tree().node(model.tree().node(node).parent).children;
        const bool began = node == model.tree().size() - 1 && siblings.size() > 1;
        QString said =
            began ? tr("%1; the moves that followed stay as a side line").arg(phrases::moveWithOutcome(model, ply))
                  : phrases::moveWithOutcome(model, ply);
        // A person here to move with only a few moves (Trails' directions, a board's last cells) hears them with
        // what each would do, as Shift+M says them, without a key after every reply.
        // The moves are generated only for a person here: a computer's or remote player's turn costs nothing.
        const GameState &now = model.position();
        if (!model.isOver() && window_->turns()->isHuman(now.turn())) {
            MoveList moves;
            now.legalMoves(moves);
            if (!moves.empty() && moves.size() <= reading::kPreviewed)
                said += (said.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ")) +
                        reading::legalMoves(model.gameId(), now, -1);
        }
        announcer_->announce(said);
    });
    connect(model, &GameModel::linesChanged, this, [this] {
        shownLine_ = -1;
        onPositionChanged();
    });
    connect(window_->statusLine(), &StatusLine::offered, announcer_, qOverload<const QString &>(&Announcer::announce));
    connect(model, &GameModel::gameOver, this, [this] { announcer_->announce(labels::resultText(*window_->model())); });
    connect(model, &GameModel::gameChanged, this, [this] {
        shownPly_ = window_->model()->ply();
        shownLine_ = 0;
        lastMoveBack_ = -1;
        announcer_->announce(tr("New game: %1").arg(labels::gameTitle(window_->model()->gameId())),
                             QStringLiteral("game"));
    });
    connect(model, &GameModel::positionChanged, this, &Narration::onPositionChanged);
    connect(window_->board(), &BoardView::message, announcer_, qOverload<const QString &>(&Announcer::announce));
}

void Narration::onPositionChanged() {
    GameModel *model = window_->model();
    const int ply = model->ply();
    lastMoveBack_ = -1;
    const int line = model->tree().lineStart(model->currentLine().back());
    if (line != shownLine_) { // another line: which one, and the move shown on it
        const QString move = ply > 0 ? labels::moveNumberText(*model, model->currentNode()) : tr("the start");
        announcer_->announce(tr("On %1, at %2").arg(labels::lineName(*model, model->currentLine().back()), move));
    } else if (ply != shownPly_) {
        // With a review, the move now shown and its verdict follow: stepping through the game hears each judged.
        const QString verdict = line == 0 ? withVerdict(QString(), ply) : QString();
        announcer_->announce(verdict.isEmpty() ? phrases::cursorMoved(*model, shownPly_, ply)
                                               : tr("%1. %2: %3")
                                                     .arg(phrases::cursorMoved(*model, shownPly_, ply),
                                                          phrases::move(*model, ply), verdict));
    }
    shownPly_ = ply;
    shownLine_ = line;
}

// The review's start, failure and end (each side's accuracy and counts), which the status line shows.
void Narration::followReview(ReviewUi *review) {
    ReviewController *controller = review->controller();
    connect(controller, &ReviewController::started, this, [this] { announcer_->announce(tr("Reviewing the game")); });
    connect(controller, &ReviewController::failed, announcer_, qOverload<const QString &>(&Announcer::announce));
    connect(controller, &ReviewController::cancelled, this, [this] { announcer_->announce(tr("Review cancelled")); });
    connect(controller, &ReviewController::finished, this, [this, controller] {
        announcer_->announce(tr("Review done. %1").arg(reviewwords::summary(*controller, window_->model()->gameId())));
    });
}

// `text` and the review's verdict on the move of `ply` of the main line ("Review: Mistake, better c4."); `text`
// alone without one, the verdict alone for an empty `text`.
QString Narration::withVerdict(const QString &text, int ply) const {
    ReviewUi *review = window_->review();
    const GameModel &model = *window_->model();
    if (!review || ply <= 0 || model.tree().lineStart(model.currentLine().back()) != 0)
        return text;
    QString verdict = reviewwords::verdict(*review->controller(), ply);
    if (!verdict.isEmpty()) // and what the graph shows there
        verdict = tr("%1; %2").arg(verdict, reviewwords::chanceAfter(*review->controller(), ply, model.gameId()));
    if (verdict.isEmpty() || text.isEmpty())
        return text.isEmpty() ? verdict : text;
    return tr("%1 Review: %2.").arg(text, verdict);
}

void Narration::followPlayers() {
    TurnController *turns = window_->turns();
    connect(turns, &TurnController::refused, announcer_, qOverload<const QString &>(&Announcer::announce));
    connect(turns, &TurnController::pausedChanged, this,
            [this](bool paused) { announcer_->announce(paused ? tr("Paused") : tr("Going on")); });
    connect(window_->actions()->fullScreen, &QAction::toggled, this,
            [this](bool on) { announcer_->announce(on ? tr("Full screen") : tr("Full screen off")); });
    connect(turns, &TurnController::hintReady, this,
            [this](Move, const QString &token) { announcer_->announce(tr("Hint: %1").arg(token)); });
    connect(turns, &TurnController::thinkingStarted, this, [this](int side) {
        thinkingRevision_ = window_->model()->revision();
        announcer_->announceLast(tr("%1 is thinking").arg(labels::sideName(window_->model()->gameId(), side)),
                                 QStringLiteral("thinking:%1").arg(side));
    });
    // A search that ends with its move is told by the move (played right after this signal); one that ends
    // without (paused, cancelled) is told here.
    connect(turns, &TurnController::thinkingStopped, this, [this](int side) {
        QTimer::singleShot(0, this, [this, side, revision = thinkingRevision_] {
            if (window_->model()->revision() == revision && !window_->turns()->isThinking())
                announcer_->announce(tr("%1 stopped thinking").arg(labels::sideName(window_->model()->gameId(), side)));
        });
    });
    // The network: seats, players leaving, the server's refusals and chat.
    if (NetworkUi *network = window_->network()) {
        NetworkSession *session = network->session();
        connect(session, &NetworkSession::message, announcer_, qOverload<const QString &>(&Announcer::announce));
        connect(session, &NetworkSession::chatLine, this, [this](const QString &name, const QString &text) {
            announcer_->announce(tr("%1 says: %2").arg(name, text));
        });
        connect(session->client(), &net::NetworkClient::seated, this,
                [this, session](const QString &table, const QString &, const QString &name) {
                    if (!table.isEmpty() && table == session->table())
                        announcer_->announce(tr("%1 sat down at the table").arg(name));
                });
        connect(session, &NetworkSession::tableJoined, this,
                [this](const QString &table) { announcer_->announce(tr("Joined table %1").arg(table)); });
    }
}

} // namespace gamut
