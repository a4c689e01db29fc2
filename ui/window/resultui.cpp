#include "resultui.h"

#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/gameoverdialog.h"
#include "ui/dialogs/resultplacement.h"
#include "ui/panels/statusline.h"
#include "ui/text/gameovertext.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QPushButton>

namespace gamut {

ResultUi::ResultUi(const Parts &parts)
    : QObject(parts.window), parts_(parts), dialog_(new GameOverDialog(parts.window)) {
    GameModel *model = parts_.model;
    connect(model, &GameModel::gameOver, this, &ResultUi::gameEnded);
    // The board's scene draws the moves; it says when the last frame of one is shown.
    auto *scene = qobject_cast<BoardScene *>(parts_.board->scene());
    Q_ASSERT(scene);
    connect(scene, &BoardScene::animationFinished, this, [this] {
        if (!waitingForAnimation_)
            return;
        waitingForAnimation_ = false;
        show();
    });
    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged, &GameModel::historyChanged})
        connect(model, signal, this, &ResultUi::followModel);
    connect(model, &GameModel::movePlayed, this, &ResultUi::followModel);
    connect(parts_.showResult, &QAction::triggered, this, &ResultUi::show);
    connect(parts_.status, &StatusLine::resultRequested, this, &ResultUi::show);
    connect(dialog_, &QDialog::finished, parts_.board, [this] { // Close: the keyboard goes back to the board
        parts_.window->activateWindow();
        parts_.board->setFocus();
    });
    followModel();
}

void ResultUi::show() {
    GameModel *model = parts_.model;
    if (!model->isOver())
        return;
    const gameover::Text text = gameover::describe(*model, *parts_.turns);
    using Next = GameOverDialog::Next;
    dialog_->setResult(text.headline, text.reason, text.detail,
                       model->info().playedInRounds    ? Next::NextRound
                       : parts_.rematchHere()          ? Next::Rematch
                       : parts_.turns->isNetworkGame() ? Next::NextGame
                                                       : Next::PlayAgain);
    placement::placeBesideBoard(dialog_, *parts_.board, model->decidingCells());
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    dialog_->playAgainButton()->setFocus();
}

void ResultUi::gameEnded() {
    // The move that ended the game is still being drawn (Atoms' waves): the message waits for its last frame, so
    // that it neither covers nor comes before what decided the game.
    waitingForAnimation_ = parts_.board->isAnimating();
    if (!waitingForAnimation_)
        show();
}

void ResultUi::followModel() {
    const bool over = parts_.model->isOver();
    parts_.showResult->setEnabled(over);
    if (over)
        return;
    // A new game, an undo, a jump back: the message is about a game that is not over here.
    waitingForAnimation_ = false;
    dialog_->hide();
}

} // namespace gamut
