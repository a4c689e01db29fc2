// GameEntry::makeEngine(), declared by the registry and defined here, in the AI layer: the registry and the record
// reader stay free of the search, and every registered game gets the engine instantiated on its own Position.
#include "../registry.h"
#include "engineof.h"
#include "evallist.h"
#include "winchance.h"

#include <cmath>
#include <cstdlib>

namespace gamut {
namespace {

template <GameRules... R> std::unique_ptr<Engine> engineOf(GameList<R...>, const GameInfo *info) {
    std::unique_ptr<Engine> engine;
    ((&R::info() == info ? (engine = std::make_unique<EngineOf<R>>(), true) : false) || ...);
    return engine;
}

template <GameRules... R> double scaleOf(GameList<R...>, std::string_view id) {
    double scale = 2.0 * 100; // no such game: twice the usual evaluation unit
    ((R::info().id == id ? (scale = winChanceScaleOf<typename R::Position>(), true) : false) || ...);
    return scale;
}

} // namespace

double winChanceAt(int score, double scale) {
    if (isDecisiveScore(score))
        return score > 0 ? 100.0 : 0.0;
    return 100.0 / (1.0 + std::exp(-double(score) / scale));
}

double winChanceScale(std::string_view gameId) { return scaleOf(RegisteredGames{}, gameId); }

double winChance(std::string_view gameId, int score) { return winChanceAt(score, winChanceScale(gameId)); }

std::unique_ptr<Engine> GameEntry::makeEngine() const {
    auto engine = engineOf(RegisteredGames{}, info);
    if (!engine) // allGames() is built from the same list: an entry made up elsewhere is a programming error
        std::abort();
    return engine;
}

} // namespace gamut
