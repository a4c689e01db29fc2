// Hints on their own small engine.
#include "hints.h"

#include "../ai/computerplayer.h"
#include "../model/gamemodel.h"

namespace gamut {

namespace {
constexpr std::size_t kHintHashMegabytes = 4; // a small fixed budget needs little
} // namespace

Hints::Hints(GameModel *model, QObject *parent) : QObject(parent), model_(model) {
    // A comment, a player or a tag changed: the position did not, so the hint asked for it still fits.
    connect(model_, &GameModel::historyChanged, this, [this] {
        if (revision_ >= 0)
            revision_ = model_->revision();
    });
}

Hints::~Hints() {
    if (computer_)
        computer_->cancel();
}

QString Hints::engine() { return QStringLiteral("level:2@1"); }

bool Hints::request() {
    if (model_->isOver())
        return false;
    if (!computer_ || game_ != model_->gameId()) {
        if (computer_)
            computer_->deleteWhenIdle();
        computer_ = new ComputerPlayer(this);
        PlayerOptions options;
        options.hashMegabytes = kHintHashMegabytes;
        if (!computer_->setEngine(model_->position(), engine(), nullptr, options)) {
            delete computer_;
            computer_ = nullptr;
            return false;
        }
        game_ = model_->gameId();
        connect(computer_, &ComputerPlayer::moveChosen, this, [this](quint32 move, const QString &token) {
            if (revision_ < 0 || revision_ != model_->revision())
                return;
            revision_ = -1;
            emit ready(Move(move), token);
        });
    }
    revision_ = model_->revision();
    computer_->think(model_->position());
    return true;
}

void Hints::cancel() {
    if (computer_)
        computer_->cancel();
    revision_ = -1;
}

} // namespace gamut
