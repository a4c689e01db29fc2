// GameEntry::makeEngine(), declared by the registry and defined here, in the AI layer: the registry and the record
// reader stay free of the search, and every registered game gets the engine instantiated on its own Position.
#include "../registry.h"
#include "engineof.h"
#include "evallist.h"

#include <cstdlib>

namespace gamut {
namespace {

template <GameRules... R> std::unique_ptr<Engine> engineOf(GameList<R...>, const GameInfo *info) {
    std::unique_ptr<Engine> engine;
    ((&R::info() == info ? (engine = std::make_unique<EngineOf<R>>(), true) : false) || ...);
    return engine;
}

} // namespace

std::unique_ptr<Engine> GameEntry::makeEngine() const {
    auto engine = engineOf(RegisteredGames{}, info);
    if (!engine) // allGames() is built from the same list: an entry made up elsewhere is a programming error
        std::abort();
    return engine;
}

} // namespace gamut
