// The side colours of a game in a theme: the theme's choice for that game where it names one, else the game's own.
#include "gameui.h"

#include "ui/theme/theme.h"

namespace gamut {

std::array<QColor, 2> sideColours(const Theme &theme, const QString &gameId) {
    const GameUi *game = findGameUi(gameId);
    const std::array<QColor, 2> fallback =
        game ? std::array<QColor, 2>{QColor::fromRgb(game->sideColours[0]), QColor::fromRgb(game->sideColours[1])}
             : theme.player;
    return theme.sideColours(gameId, fallback);
}

} // namespace gamut
