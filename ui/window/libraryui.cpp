#include "libraryui.h"

#include "actions.h"
#include "fileactions.h"
#include "mainwindow.h"

#include "ui/panels/statusline.h"
#include "ui/review/reviewui.h"
#include "ui/text/labels.h"

#include "core/library/gamelibrary.h"
#include "core/library/librarykeeper.h"
#include "core/model/gamemodel.h"

#include <QAction>

namespace gamut {

QString LibraryUi::libraryPath() {
    const QString chosen = qEnvironmentVariable("GAMUT_LIBRARY");
    return chosen.isEmpty() ? GameLibrary::defaultPath() : chosen;
}

LibraryUi::LibraryUi(MainWindow *window)
    : QObject(window), window_(window), library_(new GameLibrary(libraryPath(), this)),
      keeper_(new LibraryKeeper(window->model(), library_, this)) {
    setObjectName(QStringLiteral("libraryUi"));
    // Replacing a game asks nothing while the library keeps it: what was played is kept first.
    window->files()->keepsGame = [this] {
        library_->waitUntilOpen(); // (only in the first moments after the start)
        if (!library_->isKeeping())
            return false;
        keeper_->keepNow();
        return true;
    };
    connect(keeper_, &LibraryKeeper::replaced, this, &LibraryUi::gameReplaced);
    connect(library_, &GameLibrary::opened, this, [this](LibraryStore::Opened how, const QString &message) {
        if (how == LibraryStore::Opened::SetAside)
            window_->statusLine()->showMessage(message, 20000);
    });
    connect(library_, &GameLibrary::problem, this, [this](const QString &message) {
        window_->statusLine()->showMessage(tr("The game library: %1").arg(message), 20000);
    });
    connect(window->actions()->library, &QAction::triggered, this, &LibraryUi::showDialog);
}

LibraryUi::~LibraryUi() { keeper_->keepNow(); } // the last change (the library writes it before it closes)

LibraryDialog *LibraryUi::showDialog() {
    if (!dialog_) {
        dialog_ = new LibraryDialog(library_, window_);
        connect(dialog_, &LibraryDialog::gameChosen, this, &LibraryUi::openGame);
    }
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    return dialog_;
}

bool LibraryUi::openGame(const QString &text, LibraryDialog::Use use) {
    // The library keeps the game it replaces, so this asks only whether to leave a table where a person here plays.
    if (!window_->files()->confirmDiscard() || !window_->files()->openText(text))
        return false;
    GameModel *model = window_->model();
    if (use == LibraryDialog::Use::Resume) { // the end of the game, where its seats play on
        const std::vector<int> main = model->tree().mainLine();
        model->jumpToNode(main.back());
    }
    if (use == LibraryDialog::Use::Review)
        window_->review()->reviewGame();
    window_->activateWindow();
    return true;
}

// Where the game went when another replaced it, and the way back to it (Alt+B).
void LibraryUi::gameReplaced(const QString &gameId, int plies, const QString &text) {
    if (!library_->isKeeping())
        return;
    const QString title = labels::gameTitle(gameId);
    window_->statusLine()->showOffer(
        plies == 1 ? tr("The game before (%1, 1 move) is in the library (Ctrl+L).").arg(title)
                   : tr("The game before (%1, %2 moves) is in the library (Ctrl+L).").arg(title).arg(plies),
        tr("&Back to It"), [this, text] { openGame(text, LibraryDialog::Use::Open); }, 30000);
}

} // namespace gamut
