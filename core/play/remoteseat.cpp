// A player elsewhere: the window's own moves go to the referee; browsing, nobody moves.
#include "remoteseat.h"

#include "../model/gamemodel.h"

namespace gamut {

QString RemoteSeat::relayRefusal(const GameModel &model) const {
    return model.canRedo() ? tr("Go to the last move to play on.") : QString();
}

} // namespace gamut
