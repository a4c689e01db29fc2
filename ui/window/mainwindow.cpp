#include "mainwindow.h"

#include "actions.h"
#include "announcer.h"
#include "fileactions.h"
#include "focusreturn.h"
#include "libraryui.h"
#include "narration.h"
#include "panefocus.h"
#include "resultui.h"
#include "windowextras.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/gameoverdialog.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/network/networksession.h"
#include "ui/network/networkui.h"
#include "ui/panels/clockface.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/playerspanel.h"
#include "ui/panels/statusline.h"
#include "ui/review/reviewui.h"
#include "ui/settings/appsettings.h"
#include "ui/text/labels.h"
#include "ui/theme/theme.h"
#include "ui/theme/windowpalette.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>

namespace gamut {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), model_(std::make_unique<GameModel>()),
      turns_(std::make_unique<TurnController>(model_.get())) {
    setObjectName(QStringLiteral("mainWindow"));
    board_ = new BoardView(model_.get(), turns_.get(), this);
    board_->setMinimumSize(320, 320);
    setCentralWidget(board_);
    actions_ = new Actions(this);
    files_ = new FileActions(model_.get(), this);
    status_ = new StatusLine(model_.get(), turns_.get(), this);
    statusBar()->addWidget(status_, 1);
    statusBar()->setSizeGripEnabled(true);
    buildDocks();
    connectActions();
    connectGame();
    network_ = new NetworkUi(this, model_.get(), turns_.get(), status_, nullptr);
    files_->mayLeaveTable = [this] { return network_->mayLeaveTable(); };
    connect(actions_->networkGame, &QAction::triggered, this, [this] { // a table's game replaces this one
        if (files_->confirmDiscard(FileActions::Why::Online))
            network_->showDialog();
    });
    connect(actions_->playOnline, &QAction::triggered, this, [this] { // a game found there replaces this one
        if (files_->confirmDiscard(FileActions::Why::Online))
            network_->showLobby();
    });
    if (!restoreGeometry(AppSettings::windowGeometry()))
        resizeToScreen();
    restoreState(AppSettings::windowState());
    // The status line shows the game's figures only while the game panel (in the history dock) is hidden.
    connect(history_->toggleViewAction(), &QAction::toggled, status_,
            [this](bool on) { status_->setFiguresShown(!on); });
    status_->setFiguresShown(history_->isHidden());
    applyOptions(AppSettings::boardOptions());
    {
        const QSignalBlocker block(actions_->autosave); // the setting as it is, not a change of it
        actions_->autosave->setChecked(AppSettings::autosave());
    }
    setup_ = AppSettings::setup(AppSettings::lastGame());
    new WindowExtras(this); // settings dialog, statistics, rules and About, accessibility (windowextras.h)
    auto *narration = new Narration(this); // what a screen reader hears: announcements, Describe Position (narration.h)
    // The players panel's clocks show the game's; what they say at 60, 30 and 10 s left is announced.
    players_->clockFace()->setKeeper(turns_->clock());
    // Each clock under its player's name where the game names people (a table's players, named persons here).
    const auto nameClocks = [this] {
        players_->clockFace()->setPlayerNames(
            {TurnController::personNameIn(*model_, 0), TurnController::personNameIn(*model_, 1)});
    };
    for (auto signal : {&GameModel::gameChanged, &GameModel::historyChanged})
        connect(model_.get(), signal, this, nameClocks);
    nameClocks();
    connect(network_, &NetworkUi::announce, narration->announcer(),
            [announcer = narration->announcer()](const QString &text) { announcer->announce(text); });
    connect(players_->clockFace(), &ClockFace::announcement, narration->announcer(),
            [announcer = narration->announcer()](const QString &text) { announcer->announce(text); });
    new PaneFocus(this);            // F6 cycles the panes, Escape in a dock goes back to the board (panefocus.h)
    library_ = new LibraryUi(this); // every game kept, Game ▸ Library (libraryui.h)
    // Game ▸ Review Game, the Review dock, View ▸ Analysis (ui/review)
    review_ = new ReviewUi({this, model_.get(), turns_.get(), board_, history_, status_, actions_->networkGame,
                            actions_->rules, actions_->flipBoard,
                            [narration](const QString &text) { narration->announcer()->announce(text); }});
    connect(gameOver_, &GameOverDialog::reviewRequested, review_, &ReviewUi::reviewGame);
    narration->followReview(review_);
    auto *focus = new FocusReturn(this, board_);
    connect(players_, &PlayersPanel::choiceMade, focus, &FocusReturn::toBoard, Qt::QueuedConnection);
    refresh();
}

MainWindow::~MainWindow() {
    // The library keeps the last change and closes while the model is still there.
    delete library_;
    // The widgets read the model and the seats: they go first, then the seats (which stop a search without
    // waiting for it), then the model.
    delete takeCentralWidget();
    delete playersDock_;
    delete history_;
    setStatusBar(nullptr);
    turns_.reset();
    model_.reset();
}

// The first start: three quarters of the screen, at least 1024 x 720 where the screen has it, in the middle.
void MainWindow::resizeToScreen() {
    const QRect available = screen()->availableGeometry();
    const QSize size(qMin(available.width(), qMax(1024, available.width() * 3 / 4)),
                     qMin(available.height(), qMax(720, available.height() * 3 / 4)));
    setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
}

void MainWindow::buildDocks() {
    players_ = new PlayersPanel(this);
    auto *scroll = new QScrollArea(this); // a short screen scrolls the panel instead of squeezing it
    scroll->setWidget(players_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // no silent Tab stop: the panel's controls take the keyboard
    playersDock_ = new QDockWidget(tr("Players & Graphics"), this);
    playersDock_->setObjectName(QStringLiteral("playersDock"));
    playersDock_->setWidget(scroll);
    playersDock_->setMinimumWidth(240);
    addDockWidget(Qt::LeftDockWidgetArea, playersDock_);

    history_ = new HistoryDock(model_.get(), this);
    history_->setMinimumWidth(230);
    addDockWidget(Qt::RightDockWidgetArea, history_);
    resizeDocks({playersDock_, history_}, {260, 260}, Qt::Horizontal);
    actions_->addPanelToggles({playersDock_->toggleViewAction(), history_->toggleViewAction()});

    connect(players_, &PlayersPanel::seatChanged, this, &MainWindow::setSeat);
    connect(players_, &PlayersPanel::optionsChanged, this, &MainWindow::applyOptions);
    // The dock's toggle names it in the Settings menu: "&&" is a plain "&" there, not a mnemonic before a space.
    playersDock_->toggleViewAction()->setText(tr("&Players && Graphics"));
}

void MainWindow::connectActions() {
    Actions *a = actions_;
    connect(a->newGame, &QAction::triggered, this, &MainWindow::showNewGameDialog);
    connect(a->restart, &QAction::triggered, this, [this] { newGame(setup_, true); });
    connect(a->resign, &QAction::triggered, this, [this] { resign(); });
    connect(a->continueHere, &QAction::triggered, this, &MainWindow::continueFromHere);
    connect(a->open, &QAction::triggered, files_, &FileActions::openWithDialog);
    connect(a->recentMenu, &QMenu::aboutToShow, this, [this] { files_->fillRecentMenu(actions_->recentMenu); });
    files_->fillRecentMenu(a->recentMenu); // not empty before its first showing (keyboard navigation)
    connect(a->save, &QAction::triggered, files_, &FileActions::save);
    connect(a->saveAs, &QAction::triggered, files_, &FileActions::saveAs);
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->undo, &QAction::triggered, turns_.get(), &TurnController::undo);
    connect(a->redo, &QAction::triggered, turns_.get(), &TurnController::redo);
    connect(a->toEnd, &QAction::triggered, this, [this] { model_->jumpToPly(model_->plyCount()); });
    connect(a->hint, &QAction::triggered, turns_.get(), &TurnController::requestHint);
    connect(a->pause, &QAction::toggled, turns_.get(), &TurnController::setPaused);
    connect(a->copyGame, &QAction::triggered, this, [this] {
        files_->copyGame();
        status_->showMessage(tr("The game is on the clipboard."));
    });
    connect(a->pasteGame, &QAction::triggered, files_, &FileActions::pasteGame);
    connect(a->fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
    connect(a->flipBoard, &QAction::toggled, this, [this](bool on) {
        BoardOptions options = options_;
        options.flipped = on;
        applyOptions(options);
    });
    const auto toggle = [this](QAction *action, bool BoardOptions::*field) {
        connect(action, &QAction::toggled, this, [this, field](bool on) {
            BoardOptions options = options_;
            options.*field = on;
            applyOptions(options);
        });
    };
    toggle(a->coordinates, &BoardOptions::coordinates);
    toggle(a->legalMoves, &BoardOptions::legalMoves);
    toggle(a->lastMove, &BoardOptions::lastMove);
    toggle(a->preview, &BoardOptions::preview);
    connect(a->autosave, &QAction::toggled, this, [this](bool on) {
        AppSettings::setAutosave(on);
        if (!on)
            model_->stopAutosave();
        else
            status_->showMessage(tr("The game will be kept from the next start on."));
    });
    // Configure, Rules and About belong to WindowExtras (the settings, rules and about dialogs).
}

void MainWindow::connectGame() {
    GameModel *model = model_.get();
    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged, &GameModel::historyChanged})
        connect(model, signal, this, &MainWindow::refresh);
    connect(model, &GameModel::movePlayed, this, &MainWindow::refresh);
    // The status line's turn part shows the result; a round's end also says how to go on.
    connect(model, &GameModel::gameOver, this, [this] {
        if (model_->info().playedInRounds)
            status_->showMessage(tr("Start the next round with \"Next Round\" in the game panel."), 10000);
    });
    // The game-over message: after the last animation, beside the board, back through Game > Result (resultui.h).
    auto *result = new ResultUi(
        {this, model, turns_.get(), board_, status_, actions_->showResult, [this] { return lobbyRematch(); }});
    gameOver_ = result->dialog();
    connect(gameOver_, &GameOverDialog::playAgainRequested, this, &MainWindow::playAgain);
    connect(gameOver_, &GameOverDialog::newGameRequested, this, &MainWindow::showNewGameDialog);
    connect(turns_.get(), &TurnController::seatsChanged, this, &MainWindow::refresh);
    connect(turns_.get(), &TurnController::pausedChanged, actions_->pause, &QAction::setChecked);
    connect(turns_.get(), &TurnController::refused, status_,
            [this](const QString &reason) { status_->showMessage(reason); });
    connect(turns_.get(), &TurnController::hintReady, this, [this](Move move, const QString &token) {
        board_->showHint(move);
        status_->showMessage(tr("Hint: %1").arg(token));
    });
    connect(history_->figures(), &FiguresPanel::nextRoundRequested, this, &MainWindow::startNextRound);
    connect(history_, &HistoryDock::lineDeleted, this, [this](const QString &name) {
        status_->showOffer(tr("Deleted %1.").arg(name), tr("&Undo"), [this] { model_->restoreLine(); });
    });
    connect(model, &GameModel::linesChanged, this, &MainWindow::refresh);
    connect(board_, &BoardView::message, status_, [this](const QString &text) { status_->showMessage(text); });
    connect(board_, &BoardView::computerTurnAsked, this, &MainWindow::offerContinue, Qt::QueuedConnection);
    connect(turns_.get(), &TurnController::pausedChanged, this, &MainWindow::refresh);
    connect(files_, &FileActions::gameLoaded, this, &MainWindow::followModel);
    connect(files_, &FileActions::fileSaved, this, &MainWindow::refresh);
}

namespace {

// The game a command line asks for: the settings' setup of its game (else `game`), with the variant and the seats it
// names.
GameSetup setupFor(const StartOptions &options, const QString &game) {
    GameSetup setup = AppSettings::setup(options.game.value_or(game));
    if (options.variant)
        setup.variant = *options.variant;
    for (std::size_t side = 0; side < 2; ++side)
        if (options.seats[side])
            setup.seats[side] = *options.seats[side];
    if (options.clock)
        setup.timeControl = *options.clock;
    return setup;
}

} // namespace

void MainWindow::start(const StartOptions &options) {
    board_->setFocus(); // the keyboard plays at once
    bool resumed = false;
    if (AppSettings::autosave())
        resumed = model_->startAutosave() == GameModel::Resume::Resumed;

    const GameSetup setup = setupFor(options, resumed ? model_->gameId() : AppSettings::lastGame());

    if (!options.loadFile.isEmpty()) {
        if (files_->openFile(options.loadFile))
            return;
        newGame(setup); // the error was shown; the program goes on with a new game
    } else if (options.newGame || !resumed) {
        const bool firstStart = !AppSettings::hasLastGame();
        newGame(setup);
        // A newcomer sees the games: the first start without a saved game opens the New Game dialog.
        if (firstStart && !options.newGame && isVisible())
            QTimer::singleShot(0, this, &MainWindow::showNewGameDialog);
    } else {
        followModel();
    }
}

void MainWindow::startFromCommandLine(const QStringList &arguments) {
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
    const CommandLine command = parseCommandLine(QStringList{QStringLiteral("gamut")} + arguments, setup_.game);
    if (command.exit) { // the sender checked it; only another program's message gets here
        status_->showMessage(command.error.trimmed());
        return;
    }
    const StartOptions &options = command.options;
    if (!options.loadFile.isEmpty()) {
        if (files_->confirmDiscard())
            files_->openFile(options.loadFile);
    } else if (options.newGame) {
        newGame(setupFor(options, setup_.game), true);
    }
    board_->setFocus();
}

bool MainWindow::newGame(const GameSetup &setup, bool ask) {
    if (const QString problem = setup.check(); !problem.isEmpty()) {
        status_->showMessage(problem);
        return false;
    }
    if (ask && !files_->confirmDiscard())
        return false;
    if (!model_->newGame(setup.game, setup.variant)) {
        status_->showMessage(model_->lastError());
        return false;
    }
    setup_ = setup;
    for (int side = 0; side < 2; ++side)
        turns_->setSeat(side, setup.seats[std::size_t(side)]);
    std::string error; // checked above
    turns_->clock()->setControl(parseTimeControl(setup.timeControl.toStdString(), error).value_or(TimeControl{}));
    AppSettings::rememberSetup(setup);
    refresh();
    return true;
}

void MainWindow::followModel() {
    turns_->seatsFromModel();
    setup_.game = model_->gameId();
    setup_.variant = model_->variant();
    for (int side = 0; side < 2; ++side)
        setup_.seats[std::size_t(side)] = turns_->seatSpec(side);
    setup_.timeControl = QString::fromStdString(turns_->clock()->control().text()); // a file's, or none
    AppSettings::setLastGame(setup_.game);
    refresh();
}

void MainWindow::setSeat(int side, const QString &spec) {
    QString error;
    if (!turns_->setSeat(side, spec, &error)) {
        status_->showMessage(error);
        refresh(); // the panel shows the seat as it still is
        return;
    }
    setup_.seats[std::size_t(side)] = spec;
    AppSettings::setSeat(model_->gameId(), side, spec);
}

void MainWindow::applyOptions(const BoardOptions &options) {
    options_ = options;
    windowpalette::apply(Theme::named(options.theme)); // a dark theme darkens the whole window
    board_->setOptions(options);
    players_->setOptions(options);
    history_->figures()->setTheme(options.theme);
    const QList<std::pair<QAction *, bool>> toggles = {{actions_->coordinates, options.coordinates},
                                                       {actions_->legalMoves, options.legalMoves},
                                                       {actions_->lastMove, options.lastMove},
                                                       {actions_->preview, options.preview},
                                                       {actions_->flipBoard, options.flipped}};
    for (const auto &[action, on] : toggles) {
        const QSignalBlocker block(action);
        action->setChecked(on);
    }
    AppSettings::setBoardOptions(options);
    refresh();
}

void MainWindow::refresh() {
    const QString game = model_->gameId();
    const QString file = model_->filePath().isEmpty() ? tr("unsaved") : QFileInfo(model_->filePath()).fileName();
    setWindowTitle(tr("%1 - %2[*] - Gamut").arg(labels::gameTitle(game), file));
    // A game without moves holds nothing worth keeping, whatever its revision says.
    setWindowModified(model_->isModified() && model_->plyCount() > 0);
    actions_->setAvailable(model_->canUndo(), model_->canRedo(), turns_->humanToMove(), model_->isOver());
    actions_->resign->setEnabled(resigningSide() >= 0);
    // Continue from Here: while the history shows an earlier move, or a paused computer is to move.
    const int toMove = turns_->sideToMove();
    actions_->continueHere->setEnabled(
        toMove >= 0 && !turns_->isNetworkGame() &&
        (model_->canRedo() || (turns_->isPaused() && !turns_->isHuman(toMove) && !turns_->isThinking())));
    history_->figures()->setNextGameOffered(turns_->isNetworkGame() && network_ &&
                                            network_->session()->localSide() >= 0 && !lobbyRematch());
    actions_->setGameTitle(labels::gameTitle(game));
    actions_->save->setEnabled(true);
    players_->setSeats(game, {turns_->seatSpec(0), turns_->seatSpec(1)});
}

void MainWindow::showNewGameDialog() {
    NewGameDialog dialog(setup_, this);
    if (dialog.exec() == QDialog::Accepted)
        newGame(dialog.setup(), true);
}

int MainWindow::resigningSide() const {
    if (model_->isOver())
        return -1;
    if (turns_->isNetworkGame())
        return network_ ? network_->session()->localSide() : -1;
    const bool first = turns_->isHuman(0), second = turns_->isHuman(1);
    if (first && second)
        return model_->position().turn();
    return first ? 0 : second ? 1 : -1;
}

void MainWindow::resign(bool confirm) {
    const int side = resigningSide();
    if (side < 0) {
        status_->showMessage(model_->isOver() ? tr("The game is over.") : tr("Nobody at this window can resign."));
        return;
    }
    NetworkSession *session = network_->session();
    const bool network = turns_->isNetworkGame();
    if (network && session->state() != NetworkSession::State::Connected) {
        status_->showMessage(tr("Not connected: reconnect first to resign."));
        return;
    }
    const QString game = model_->gameId();
    if (confirm && QMessageBox::question(this, tr("Resign"),
                                         tr("Resign this game? %1 wins.").arg(labels::sideName(game, 1 - side)),
                                         QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    if (network) { // the server's `resigned` ends the game here
        session->resign();
        status_->showMessage(tr("Resigning…"));
        return;
    }
    if (!model_->resign(side))
        status_->showMessage(model_->lastError());
}

void MainWindow::startNextRound() {
    if (turns_->isNetworkGame()) { // both players ask the server; its `next` starts the round in both windows
        network_->session()->nextGame();
        return;
    }
    if (!model_->nextRound())
        status_->showMessage(model_->lastError());
}

bool MainWindow::lobbyRematch() const {
    return turns_->isNetworkGame() && network_ && network_->session()->isLobbySeat();
}

void MainWindow::playAgain() {
    if (!model_->info().playedInRounds && lobbyRematch())
        network_->session()->rematch();
    else if (model_->info().playedInRounds || turns_->isNetworkGame())
        startNextRound();
    else
        newGame(setup_, true);
    board_->setFocus();
}

void MainWindow::continueFromHere() {
    const int side = turns_->sideToMove();
    if (side < 0 || turns_->isNetworkGame()) {
        status_->showMessage(side < 0 ? tr("The game is over at this move.")
                                      : tr("In a network game the server's game goes on."));
        return;
    }
    board_->setFocus();
    if (turns_->isHuman(side)) { // another move played here begins a new line; the later moves stay a side line
        status_->showMessage(tr("%1 plays on from here; the later moves stay in the History as a side line.")
                                 .arg(labels::personSide(*model_, side)));
        return;
    }
    turns_->step(); // the computer thinks here, paused or not; another move than the next one begins a new line
}

void MainWindow::offerContinue() {
    const int side = turns_->sideToMove();
    if (side < 0 || turns_->isNetworkGame() || turns_->isHuman(side) || turns_->isThinking())
        return;
    if (!model_->canRedo() && !turns_->isPaused())
        return; // the computer is on its way
    QMessageBox box(
        QMessageBox::Question, tr("Continue from Here"),
        tr("It is %1's turn. Let the computer play from this move?").arg(labels::sideName(model_->gameId(), side)),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box.button(QMessageBox::Yes)->setText(tr("&Continue from Here"));
    box.setInformativeText(model_->canRedo()
                               ? tr("The later moves stay: if it plays another move, they become a side line in the "
                                    "History.")
                               : QString());
    if (box.exec() == QMessageBox::Yes)
        continueFromHere();
    board_->setFocus();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    if (!files_->confirmDiscard(FileActions::Why::Quitting)) {
        event->ignore();
        return;
    }
    AppSettings::setWindow(saveGeometry(), saveState());
    model_->flushAutosave();
    event->accept();
}

} // namespace gamut
