#include "librarykeeper.h"

#include "gamelibrary.h"

#include "../model/gamemodel.h"

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
    ply_ = model_->ply();
}

bool LibraryKeeper::isKept() const { return (!dirty_ && model_->ply() == ply_) || movesIn(*model_) == 0; }

// At once (the model is consistent when it signals): a game replaced in the same turn as its last move, as a
// program or a test may do, still has that move kept. The library coalesces keeps that come faster than it writes.
void LibraryKeeper::changed() {
    dirty_ = true;
    keepNow();
}

void LibraryKeeper::keepNow() {
    if (isKept() || model_->gameIdentity().isEmpty())
        return;
    dirty_ = false;
    identity_ = model_->gameIdentity();
    gameId_ = model_->gameId();
    text_ = model_->copyText();
    plies_ = movesIn(*model_);
    ply_ = model_->ply();
    library_->keep(identity_, text_);
}

void LibraryKeeper::gameChanged() {
    if (model_->gameIdentity() == identity_) { // the next round of a match, or the same game read again
        if (model_->finishedRounds() > 0)
            changed();
        return;
    }
    // Another game. The one before was kept at its last change (and at the move shown, when the window replaced
    // it: FileActions asks keepNow() first).
    dirty_ = false;
    if (!text_.isEmpty())
        emit replaced(gameId_, plies_, text_);
    identity_ = model_->gameIdentity();
    gameId_ = model_->gameId();
    text_.clear();
    plies_ = 0;
    ply_ = model_->ply(); // where it was opened is no change
}

} // namespace gamut
