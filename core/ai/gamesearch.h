// What the search layer holds for one game (its engine, its win-chance scale, its benchmark data, its alternative
// AIs), reached from the
// rules list (core/gamelist.h) by the game's Rules type, so that no file of core/ai/ names a game.
//
// Declared here, defined in the game's own folder: its eval_engine.cpp includes gamesearchof.h and instantiates
// gameSearch<ItsRules>() in one line. There is no list of evaluations to keep beside the rules list: a registered
// game whose folder lacks that line does not link ("undefined reference to gamut::gameSearch<...>()"), instead of
// searching with a silent zero evaluation.
#pragma once

#include "../gamerules.h"
#include "alternatives.h"
#include "benchdata.h"

#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace gamut {

class Engine;

struct GameSearch {
    std::unique_ptr<Engine> (*makeEngine)();         // the Search template instantiated on the game's Position
    double winChanceScale;                           // its Evaluator's kWinChanceScale (winchance.h)
    double (*winChanceScaleIn)(const GameState &);   // the scale at a position's phase (Evaluator::winChanceScale)
    std::span<const PerftWorkload> perft;            // `gamut-cli bench`'s perft runs (empty: none)
    std::span<const BenchPosition> positions;        // `bench --levels`' fixed positions (empty: none)
    std::span<const AlternativePlayer> alternatives; // whole other AIs of this game (alternatives.h; empty: none)
};

template <GameRules R> const GameSearch &gameSearch();

// The registered game `id`'s, or null for an id no game has (enginefactory.cpp walks RegisteredGames).
const GameSearch *findGameSearch(std::string_view id);

} // namespace gamut
