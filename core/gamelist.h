// THE list of games, the one place a new game is registered: its rules header and its evaluation header side by side,
// and its Rules type in RegisteredGames. Included only by registry.cpp (the rules layer: the games' entries) and by
// ai/enginefactory.cpp (the search layer: their engines), so that both see the same games in the same order while
// neither layer's headers name a game.
//
// A game whose eval.h is missing here does not compile (Evaluator<P> has no definition for its Position); a game
// missing from RegisteredGames is simply not offered.
#pragma once

#include "games/addtraction/addtraction.h"
#include "games/addtraction/eval.h"
#include "games/atom4/atom4.h"
#include "games/atom4/eval.h"
#include "games/atoms/atoms.h"
#include "games/atoms/eval.h"
#include "games/loa/eval.h"
#include "games/loa/loa.h"
#include "games/trails/eval.h"
#include "games/trails/trails.h"

namespace gamut {

template <class... Rules> struct GameList {};

// In the order `gamut-cli games` lists them; the first is the window's default game.
using RegisteredGames = GameList<AddTractionRules, Atom4Rules, AtomsRules, LoaRules, TrailsRules>;

} // namespace gamut
