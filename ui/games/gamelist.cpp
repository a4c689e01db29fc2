#include "ui/gameui/gameui.h"

#include "addtraction/addtractionui.h"
#include "atom4/atom4ui.h"
#include "atoms/atomsui.h"
#include "loa/loaui.h"
#include "trails/trailsui.h"

#include <string>

namespace gamut {

std::span<const GameUi *const> allGameUis() {
    // One game a line, in any order (the core's registry decides which games are offered and in what order), so that
    // adding a game adds its line and changes no other.
    // clang-format off
    static const GameUi *const games[] = {
        &addTractionUi(),
        &atom4Ui(),
        &atomsUi(),
        &loaUi(),
        &trailsUi(),
    };
    // clang-format on
    return games;
}

const GameUi *findGameUi(std::string_view id) {
    for (const GameUi *game : allGameUis())
        if (game->id == id)
            return game;
    return nullptr;
}

const GameUi *findGameUi(const QString &id) {
    const std::string utf8 = id.toStdString();
    return findGameUi(std::string_view(utf8));
}

} // namespace gamut
