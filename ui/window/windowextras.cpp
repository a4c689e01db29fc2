#include "windowextras.h"

#include "accessibility.h"
#include "actions.h"
#include "libraryui.h"
#include "mainwindow.h"
#include "shortcutgate.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/dialogs/statisticsdialog.h"
#include "ui/panels/playerspanel.h"
#include "ui/panels/statusline.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/settingsstore.h"
#include "ui/settings/statistics.h"
#include "ui/text/labels.h"

#include "core/library/gamelibrary.h"
#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QTimer>

namespace gamut {

namespace {

const QString kRulesOffered = QStringLiteral("help/rulesOffered/%1");

} // namespace

WindowExtras::WindowExtras(MainWindow *window) : QObject(window), window_(window) {
    setObjectName(QStringLiteral("windowExtras"));
    counter_ = new StatisticsCounter(window->model(), window->turns(), this);
    takeOverActions();
    followSettings();
    applyPlaySettings();
    applyNames(false);
    connect(window->model(), &GameModel::gameChanged, this, &WindowExtras::offerRules);
    // A new game's seats get its game's names (MainWindow::newGame sets the seats after this); a loaded game keeps
    // the names its file gives until a seat changes.
    connect(window->model(), &GameModel::gameChanged, this, [this] { applyNames(false); });

    // The docks' controls get names a screen reader can say (the board names its cells itself: boardaccessible.h).
    window->board()->setAccessibleName(tr("Board"));
    accessibility::nameControls(window->playersPanel());
    new ShortcutGate(window); // a screen reader's own keys (Orca+H, Orca+F11) are not taken by the window's shortcuts
    qApp->installEventFilter(this);
    if (AppSettings::startFullScreen())
        QTimer::singleShot(0, window, [this] { window_->actions()->fullScreen->setChecked(true); });
}

void WindowExtras::takeOverActions() {
    Actions *a = window_->actions();
    connect(a->configure, &QAction::triggered, this, &WindowExtras::showSettings);
    connect(a->rules, &QAction::triggered, this, &WindowExtras::showRules);
    connect(a->about, &QAction::triggered, this, [this] { RulesDialog::showAbout(window_); });

    statistics_ = new QAction(QIcon::fromTheme(QStringLiteral("view-statistics")), tr("Stat&istics…"), this);
    statistics_->setObjectName(QStringLiteral("statistics"));
    connect(statistics_, &QAction::triggered, this, &WindowExtras::showStatistics);
    // In the Game menu, before Quit (the menu that holds Quit is the Game menu).
    for (QObject *object : a->quit->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object)) {
            menu->insertAction(a->quit, statistics_);
            menu->insertSeparator(a->quit);
        }
}

void WindowExtras::followSettings() {
    SettingsNotifier *notifier = AppSettings::notifier();
    connect(notifier, &SettingsNotifier::boardOptionsChanged, this, &WindowExtras::applyBoardOptions);
    connect(notifier, &SettingsNotifier::seatChanged, this, &WindowExtras::applySeat);
    // Only the play/* keys: a test or a caller that set the delay itself keeps it while other settings change.
    connect(notifier, &SettingsNotifier::changed, this, [this](const QString &key) {
        if (key.startsWith(QLatin1String("play/")))
            applyPlaySettings();
    });
    connect(notifier, &SettingsNotifier::changed, this, [this](const QString &key) {
        if (key.startsWith(QStringLiteral("names/%1/").arg(window_->model()->gameId())))
            applyNames(true);
    });
    connect(notifier, &SettingsNotifier::changed, this, [this](const QString &key) {
        // Through the action, so that turning it off in the dialog also stops the running autosave.
        if (key == QLatin1String("game/autosave"))
            window_->actions()->autosave->setChecked(AppSettings::autosave());
    });
    // Hints and undo against the computer: whatever enables them, a setting that forbids them wins.
    Actions *a = window_->actions();
    for (QAction *action : {a->hint, a->undo})
        connect(action, &QAction::enabledChanged, this, [this](bool on) {
            if (on)
                enforcePermissions();
        });
    connect(window_->turns(), &TurnController::seatsChanged, this, &WindowExtras::enforcePermissions);
}

void WindowExtras::enforcePermissions() {
    TurnController *turns = window_->turns();
    Actions *a = window_->actions();
    // A game over the network: the server's game cannot be taken back or paused (its clocks run on), and while a
    // person here plays it the computer gives no hints (TurnController::engineHelpBarred).
    const bool network = turns->isNetworkGame();
    if (network && turns->isPaused())
        a->pause->setChecked(false); // a local game paused before: the network game's turns begin
    a->pause->setEnabled(!network);
    a->restart->setEnabled(!network); // the server's game cannot be restarted (New Game leaves the table, asking)
    if (network)
        a->undo->setEnabled(false);
    if (turns->engineHelpBarred())
        a->hint->setEnabled(false);
    const bool againstComputer = turns->isHuman(0) != turns->isHuman(1) && !network;
    if (!againstComputer)
        return;
    if (!AppSettings::hintsAgainstComputer())
        a->hint->setEnabled(false);
    if (!AppSettings::undoAgainstComputer())
        a->undo->setEnabled(false);
}

bool WindowExtras::eventFilter(QObject *watched, QEvent *event) {
    // Every dialog of the program, whoever opens it, gets accessible names on its controls when it is shown.
    if (event->type() == QEvent::Show)
        if (auto *dialog = qobject_cast<QDialog *>(watched)) {
            accessibility::nameControls(dialog);
            accessibility::optionsBeforeButtons(dialog);
        }
    return QObject::eventFilter(watched, event);
}

// The dialog changed view/*: the window applies it as if the dock had (the dock's own path), keeping the
// per-session flip.
void WindowExtras::applyBoardOptions() {
    PlayersPanel *panel = window_->playersPanel();
    BoardOptions options = AppSettings::boardOptions();
    options.flipped = panel->options().flipped;
    if (options != panel->options())
        emit panel->optionsChanged(options);
}

void WindowExtras::applySeat(const QString &game, int side) {
    if (game != window_->model()->gameId())
        return;
    const QString spec = AppSettings::seat(game, side);
    if (spec != window_->turns()->seatSpec(side))
        emit window_->playersPanel()->seatChanged(side, spec);
}

void WindowExtras::applyPlaySettings() {
    TurnController *turns = window_->turns();
    turns->setMinimumDelay(int(AppSettings::computerDelay() * 1000 + 0.5));
    GameModel *model = window_->model();
    window_->actions()->setAvailable(model->canUndo(), model->canRedo(), turns->humanToMove(), model->isOver());
    enforcePermissions(); // setAvailable leaves an already enabled action as it is
}

void WindowExtras::applyNames(bool now) {
    const QString game = window_->model()->gameId();
    for (int side = 0; side < 2; ++side)
        window_->turns()->setPersonName(side, AppSettings::playerName(game, side), now);
}

SettingsDialog *WindowExtras::showSettings() {
    if (!settings_) {
        settings_ = new SettingsDialog(window_->model()->gameId(), window_);
        settings_->setAttribute(Qt::WA_DeleteOnClose);
        accessibility::nameControls(settings_);
    }
    settings_->show();
    settings_->raise();
    settings_->activateWindow();
    return settings_;
}

StatisticsDialog *WindowExtras::showStatistics() {
    if (!statisticsDialog_) {
        statisticsDialog_ = new StatisticsDialog(window_);
        statisticsDialog_->setAttribute(Qt::WA_DeleteOnClose);
        connect(counter_, &StatisticsCounter::counted, statisticsDialog_, &StatisticsDialog::fill);
        // Read from the library, on its thread: the table is the settings' counts until its list arrives, and is
        // listed again whenever the library changes (a game kept, deleted or imported) while the dialog is open.
        if (GameLibrary *library = window_->library() ? window_->library()->library() : nullptr) {
            connect(library, &GameLibrary::listed, statisticsDialog_, &StatisticsDialog::showLibrary);
            connect(library, &GameLibrary::changed, statisticsDialog_, [library] { library->list(); });
            library->list();
        }
    }
    statisticsDialog_->show();
    statisticsDialog_->raise();
    return statisticsDialog_;
}

RulesDialog *WindowExtras::showRules() {
    if (!rules_) {
        rules_ = new RulesDialog(window_->model()->gameId(), window_);
        rules_->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        rules_->showGame(window_->model()->gameId());
    }
    rules_->show();
    rules_->raise();
    return rules_;
}

// The first game of each kind: the status bar offers the rules (once; remembered under help/rulesOffered/<game>).
void WindowExtras::offerRules() {
    const QString game = window_->model()->gameId();
    QSettings &settings = settingsstore::settings();
    if (game.isEmpty() || settings.value(kRulesOffered.arg(game)).toBool())
        return;
    settings.setValue(kRulesOffered.arg(game), true);
    settingsstore::changed();
    window_->statusLine()->showMessage(tr("New to %1? Press F1 for its rules.").arg(labels::gameTitle(game)), 15000);
}

} // namespace gamut
