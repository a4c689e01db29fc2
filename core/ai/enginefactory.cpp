// GameEntry::makeEngine(), declared by the registry and defined here, in the AI layer: the registry and the record
// reader stay free of the search, and every registered game gets the engine instantiated on its own Position (in its
// folder's eval_engine.cpp).
#include "../gamelist.h"
#include "../registry.h"
#include "engine.h"
#include "gamesearch.h"
#include "winchance.h"

#include <cmath>
#include <cstdlib>

namespace gamut {
namespace {

template <GameRules... R> const GameSearch *searchIn(GameList<R...>, std::string_view id) {
    const GameSearch *found = nullptr;
    ((R::info().id == id ? (found = &gameSearch<R>(), true) : false) || ...);
    return found;
}

} // namespace

const GameSearch *findGameSearch(std::string_view id) { return searchIn(RegisteredGames{}, id); }

double winChanceAt(int score, double scale) {
    if (isDecisiveScore(score))
        return score > 0 ? 100.0 : 0.0;
    return 100.0 / (1.0 + std::exp(-double(score) / scale));
}

double winChanceScale(std::string_view gameId) {
    const GameSearch *search = findGameSearch(gameId);
    return search ? search->winChanceScale : 2.0 * 100; // no such game: twice the usual evaluation unit
}

double winChanceScale(std::string_view gameId, const GameState &position) {
    const GameSearch *search = findGameSearch(gameId);
    return search ? search->winChanceScaleIn(position) : winChanceScale(gameId);
}

double winChance(std::string_view gameId, int score) { return winChanceAt(score, winChanceScale(gameId)); }

std::unique_ptr<Engine> GameEntry::makeEngine() const {
    const GameSearch *search = findGameSearch(info->id);
    if (!search) // allGames() is built from the same list: an entry made up elsewhere is a programming error
        std::abort();
    return search->makeEngine();
}

} // namespace gamut
