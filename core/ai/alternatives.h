// Players that are whole other AIs rather than the search at a level: each lives in a folder of its own under
// core/ai/<name>/ and is one line in alternativePlayers() (as KDE Bovo keeps src/ai/<name>/ behind a factory), so
// that player.cpp names none of them and none of them is part of a game's rules.
#pragma once

#include "player.h"

#include <string_view>
#include <vector>

namespace gamut {

struct AlternativePlayer {
    std::string_view name;  // the engine spec's kind: "atom4-classic"
    std::string_view usage; // for error messages: "atom4-classic:0..8 (the original Atom-4 player)"
    PlayerFactory make;
};

const std::vector<AlternativePlayer> &alternativePlayers();

} // namespace gamut
