#include "librarykeeper.h"

#include "gamelibrary.h"

#include "../model/gamemodel.h"

#include <QTimer>

namespace gamut {

namespace {

// The moves of every line of the current game and the rounds before it: a game with none is not worth keeping.
int movesIn(const GameModel &model) { return model.tree().size() - 1 + model.finishedRounds(); }

} // namespace

LibraryKeeper::LibraryKeeper(GameModel *model, GameLibrary *library, QObject *parent)
    : QObject(parent), model_(model), library_(library) {
    connect(model_, &GameModel::movePlayed, this, &LibraryKeeper::changed);
    connect(model_, &GameModel::linesChanged, this, &LibraryKeeper::changed);
    connect(model_, &GameModel::historyChanged, this, [this] {
        if (movesIn(*model_) > 0) // a comment, a player's name, the review: worth keeping once there are moves
            changed();
    });
    connect(model_, &GameModel::gameChanged, this, &LibraryKeeper::gameChanged);
    identity_ = model_->gameIdentity();
    gameId_ = model_->gameId();
}

bool LibraryKeeper::isKept() const { return !dirty_ || movesIn(*model_) == 0; }

void LibraryKeeper::changed() {
    dirty_ = true;
    if (keepPosted_)
        return;
    keepPosted_ = true; // once the model's signals of this change are out (several in one turn are one keep)
    QTimer::singleShot(0, this, [this] {
        keepPosted_ = false;
        keepNow();
    });
}

void LibraryKeeper::keepNow() {
    if (!dirty_ || movesIn(*model_) == 0 || model_->gameIdentity().isEmpty())
        return;
    dirty_ = false;
    identity_ = model_->gameIdentity();
    gameId_ = model_->gameId();
    text_ = model_->copyText();
    plies_ = movesIn(*model_);
    library_->keep(identity_, text_);
}

void LibraryKeeper::gameChanged() {
    if (model_->gameIdentity() == identity_) { // the next round of a match, or the same game read again
        if (model_->finishedRounds() > 0)
            changed();
        return;
    }
    // Another game. The one before was kept as it was at its last change (a keep still waiting was for it: the
    // model holds the new one now, so it is dropped, and the text kept last is the game's).
    dirty_ = false;
    if (!text_.isEmpty())
        emit replaced(gameId_, plies_, text_);
    identity_ = model_->gameIdentity();
    gameId_ = model_->gameId();
    text_.clear();
    plies_ = 0;
}

} // namespace gamut
