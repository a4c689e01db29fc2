// THE list of games' rules, the one place a new game is registered: its rules header and its Rules type in
// RegisteredGames. Included only by registry.cpp (the rules layer: the games' entries) and by ai/enginefactory.cpp
// (the search layer: their engines, each found by its Rules type through gamesearch.h), so that both see the same
// games in the same order while neither layer's other files name a game. The list names no evaluation: each game's
// ai/eval_engine.cpp gives the search its own, and the registry compiles without them.
//
// A game missing from RegisteredGames is simply not offered.
#pragma once

#include "games/addtraction/addtraction.h"
#include "games/atom4/atom4.h"
#include "games/atoms/atoms.h"
#include "games/loa/loa.h"
#include "games/trails/trails.h"

namespace gamut {

template <class... Rules> struct GameList {};

// In the order `gamut-cli games` lists them; the first is the window's default game. One game a line, the comma
// first, so that adding a game adds its line and changes no other.
// clang-format off
using RegisteredGames = GameList<AddTractionRules
                                 , Atom4Rules
                                 , AtomsRules
                                 , LoaRules
                                 , TrailsRules
                                 >;
// clang-format on

} // namespace gamut
