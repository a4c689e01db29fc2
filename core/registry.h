// The list of games. Adding a game: a folder under core/games/<id>/ and one line in registry.cpp.
#pragma once

#include "ai/engineof.h"
#include "gamestate.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

struct GameEntry {
    const GameInfo *info;
    // A new game of `variant` (empty = the default) at `round` (1 for games without rounds);
    // nullptr and a message in `error` when the variant is not one of this game's.
    std::unique_ptr<GameState> (*create)(std::string_view variant, int round, std::string &error);
    // A new search engine for this game's positions (core/ai), with its own transposition table.
    std::unique_ptr<Engine> (*makeEngine)();
};

const std::vector<GameEntry> &allGames();
const GameEntry *findGame(std::string_view id); // case-sensitive id; nullptr if unknown
std::string gameIdList();                       // "addtraction, atom4, ..." for error messages

// Convenience: the game `id` in `variant`; nullptr with a message naming what is wrong.
std::unique_ptr<GameState> newGame(std::string_view id, std::string_view variant, std::string &error,
                                   int round = 1);

template <GameRules R>
GameEntry makeEntry() {
    return GameEntry{&R::info(), [](std::string_view variant, int round, std::string &error)
                                     -> std::unique_ptr<GameState> {
                         const std::string_view chosen = variant.empty() ? R::info().defaultVariant : variant;
                         auto start = R::start(chosen, round, error);
                         if (!start)
                             return nullptr;
                         return std::make_unique<GameStateOf<R>>(*start);
                     },
                     &makeEngineFor<R>};
}

} // namespace gamut
