// The definition of gameSearch<R>() (gamesearch.h), for the one file of a game's folder that instantiates it
// (core/games/<id>/ai/eval_engine.cpp) with the game's Evaluator specialisation in scope. Each game's search is thus
// compiled in a file of its own, next to its evaluation.
#pragma once

#include "engineof.h"
#include "gamesearch.h"

namespace gamut {

template <GameRules R> const GameSearch &gameSearch() {
    using Position = typename R::Position;
    static_assert(CompleteEvaluator<Position>,
                  "no Evaluator<Position> for this game: include its eval.h before gamesearchof.h");
    static const GameSearch search = [] {
        GameSearch made{[]() -> std::unique_ptr<Engine> { return std::make_unique<EngineOf<R>>(); },
                        winChanceScaleOf<Position>(),
                        &EngineOf<R>::scaleIn,
                        {},
                        {},
                        {}};
        if constexpr (HasBenchPerft<Position>)
            made.perft = Evaluator<Position>::kBenchPerft;
        if constexpr (HasBenchPositions<Position>)
            made.positions = Evaluator<Position>::benchPositions();
        if constexpr (HasAlternativePlayers<Position>)
            made.alternatives = Evaluator<Position>::alternativePlayers();
        return made;
    }();
    return search;
}

} // namespace gamut
