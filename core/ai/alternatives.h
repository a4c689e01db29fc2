// Players that are whole other AIs rather than the search at a level, such as the original program's own player of
// a game: each lives in its game's folder (core/games/<id>/ai/) and is offered by that game's evaluator
// (Evaluator<Position>::alternativePlayers(), evaluator.h), so that neither player.cpp nor any other file of
// core/ai/ names one, and none of them is part of a game's rules.
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

// Every registered game's alternative players, in the registry's order.
const std::vector<AlternativePlayer> &alternativePlayers();

} // namespace gamut
