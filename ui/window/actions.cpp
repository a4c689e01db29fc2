#include "actions.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QStyle>
#include <QToolBar>

namespace gamut {

Actions::Actions(QMainWindow *window) : QObject(window), window_(window) {
    newGame = make(tr("&New Game…"), QKeySequence(Qt::CTRL | Qt::Key_N), "document-new", QStyle::SP_FileIcon);
    restart = make(tr("&Restart Game"), QKeySequence(Qt::Key_F5), "view-refresh", QStyle::SP_BrowserReload);
    open = make(tr("&Open…"), QKeySequence(Qt::CTRL | Qt::Key_O), "document-open", QStyle::SP_DialogOpenButton);
    save = make(tr("&Save"), QKeySequence(Qt::CTRL | Qt::Key_S), "document-save", QStyle::SP_DialogSaveButton);
    saveAs = make(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), "document-save-as");
    resign = make(tr("Resi&gn…"), {}, "flag-red");
    resign->setToolTip(tr("Give the game up: the other side wins"));
    networkGame = make(tr("Ne&twork Game…"), {}, "network-connect");
    playOnline = make(tr("Pla&y Online…"), {}, "network-workgroup");
    playOnline->setToolTip(tr("Find an opponent on a server: seeks, challenges, ratings, correspondence games"));
    continueHere = make(tr("&Continue from Here"), QKeySequence(Qt::CTRL | Qt::Key_Return), "media-playback-start",
                        QStyle::SP_MediaPlay);
    continueHere->setToolTip(tr("Play on from the move shown: the seat to move plays (the computer thinks)"));
    library = make(tr("&Library…"), QKeySequence(Qt::CTRL | Qt::Key_L), "folder-documents");
    library->setToolTip(tr("Every game played here, finished or not: open, resume, review, export"));
    showResult = make(tr("Res&ult"), {}, "games-endturn");
    showResult->setToolTip(tr("Show the result of the game again: who won and why"));
    showResult->setEnabled(false);
    quit = make(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), "application-exit");
    quit->setMenuRole(QAction::QuitRole);

    undo = make(tr("&Undo"), QKeySequence(Qt::CTRL | Qt::Key_Z), "edit-undo", QStyle::SP_ArrowBack);
    redo = make(tr("Re&do"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), "edit-redo", QStyle::SP_ArrowForward);
    toEnd = make(tr("Go to the &Last Move"), QKeySequence(Qt::Key_End), "go-last");
    hint = make(tr("&Hint"), QKeySequence(Qt::Key_H), "games-hint", QStyle::SP_MessageBoxInformation);
    pause = make(tr("P&ause"), QKeySequence(Qt::Key_P), "media-playback-pause", QStyle::SP_MediaPause);
    pause->setCheckable(true);
    copyGame = make(tr("&Copy Game"), QKeySequence(Qt::CTRL | Qt::Key_C), "edit-copy");
    pasteGame = make(tr("&Paste Game"), QKeySequence(Qt::CTRL | Qt::Key_V), "edit-paste");

    fullScreen = make(tr("F&ull Screen"), QKeySequence(Qt::Key_F11), "view-fullscreen");
    fullScreen->setCheckable(true);
    flipBoard = make(tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F), "object-flip-vertical");
    flipBoard->setCheckable(true);
    coordinates = make(tr("Show &Coordinates"), {});
    legalMoves = make(tr("Show &Legal Moves"), {});
    lastMove = make(tr("Show La&st Move"), {});
    preview = make(tr("&Preview Moves on Hover"), {});
    for (QAction *toggle : {coordinates, legalMoves, lastMove, preview})
        toggle->setCheckable(true);

    configure = make(tr("&Configure Gamut…"), QKeySequence(Qt::CTRL | Qt::Key_Comma), "configure");
    configure->setMenuRole(QAction::PreferencesRole);
    autosave = make(tr("&Keep the Game Between Sessions"), {});
    autosave->setCheckable(true);
    autosave->setToolTip(tr("Save the game automatically and resume it at the next start"));

    rules = make(tr("&Rules"), QKeySequence(Qt::Key_F1), "help-contents", QStyle::SP_DialogHelpButton);
    about = make(tr("&About Gamut"), {}, "help-about");
    about->setMenuRole(QAction::AboutRole);

    QMenuBar *bar = window->menuBar();
    QMenu *game = bar->addMenu(tr("&Game"));
    game->addActions({newGame, restart, continueHere, resign, showResult, playOnline, networkGame});
    game->addSeparator();
    game->addActions({library, open});
    recentMenu = game->addMenu(tr("Open Rec&ent"));
    recentMenu->setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    game->addActions({save, saveAs});
    game->addSeparator();
    game->addAction(quit);

    QMenu *edit = bar->addMenu(tr("&Edit"));
    edit->addActions({undo, redo, toEnd});
    edit->addSeparator();
    edit->addActions({hint, pause});
    edit->addSeparator();
    edit->addActions({copyGame, pasteGame});

    QMenu *view = bar->addMenu(tr("&View"));
    view->addActions({fullScreen, flipBoard});
    view->addSeparator();
    view->addActions({coordinates, legalMoves, lastMove, preview});

    toolBar = new QToolBar(tr("Main Toolbar"), window);
    toolBar->setObjectName(QStringLiteral("mainToolBar")); // saveState() needs names
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addActions({newGame, open, save});
    toolBar->addSeparator();
    toolBar->addActions({undo, redo});
    toolBar->addSeparator();
    toolBar->addActions({hint, pause, continueHere});
    window->addToolBar(Qt::TopToolBarArea, toolBar);

    settingsMenu_ = bar->addMenu(tr("&Settings"));
    showToolbar = toolBar->toggleViewAction();
    showToolbar->setText(tr("Show &Toolbar"));
    settingsMenu_->addAction(showToolbar);
    settingsMenu_->addSeparator();
    settingsMenu_->addAction(autosave);
    settingsMenu_->addAction(configure);

    QMenu *help = bar->addMenu(tr("&Help"));
    help->addActions({rules, about});
    window_->installEventFilter(this);
    recolourInk(); // a palette already dark (a second window)
}

QAction *Actions::make(const QString &text, const QKeySequence &shortcut, const char *iconName, int fallbackIcon) {
    auto *action = new QAction(text, window_);
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WindowShortcut);
    }
    if (iconName) {
        const QIcon fallback =
            fallbackIcon >= 0 ? QApplication::style()->standardIcon(QStyle::StandardPixmap(fallbackIcon)) : QIcon();
        action->setIcon(QIcon::fromTheme(QLatin1String(iconName), fallback));
        const bool media = fallbackIcon == QStyle::SP_MediaPause || fallbackIcon == QStyle::SP_MediaPlay;
        if (media && !QIcon::hasThemeIcon(QLatin1String(iconName)))
            inked_.append({action, fallback});
    }
    window_->addAction(action); // shortcuts work while the menu bar is hidden (full screen)
    return action;
}

bool Actions::eventFilter(QObject *watched, QEvent *event) {
    if (watched == window_ && event->type() == QEvent::PaletteChange)
        recolourInk();
    return QObject::eventFilter(watched, event);
}

void Actions::recolourInk() {
    const QPalette &palette = window_->palette();
    const bool dark = palette.color(QPalette::Button).lightnessF() < 0.5;
    const QColor ink = palette.color(QPalette::ButtonText);
    for (const auto &[action, icon] : std::as_const(inked_)) {
        if (!dark) {
            action->setIcon(icon);
            continue;
        }
        // The icon's shape in the ink: its alpha kept, its colour replaced (disabled, Qt greys it from this one).
        QIcon redrawn;
        for (const int side : {16, 22, 24, 32, 48}) {
            QImage image = icon.pixmap(side).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
            QPainter painter(&image);
            painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
            painter.fillRect(image.rect(), ink);
            painter.end();
            redrawn.addPixmap(QPixmap::fromImage(image));
        }
        action->setIcon(redrawn);
    }
}

void Actions::setAvailable(bool canUndo, bool canRedo, bool humanToMove, bool gameOver) {
    undo->setEnabled(canUndo);
    redo->setEnabled(canRedo);
    toEnd->setEnabled(canRedo);
    hint->setEnabled(humanToMove && !gameOver);
}

void Actions::addPanelToggles(const QList<QAction *> &toggles) {
    const QList<QAction *> items = settingsMenu_->actions();
    QAction *after = items.value(items.indexOf(showToolbar) + 1);
    settingsMenu_->insertActions(after, toggles);
}

void Actions::setGameTitle(const QString &title) { rules->setText(tr("&Rules of %1").arg(title)); }

} // namespace gamut
