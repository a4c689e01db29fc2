// The list of games at run time. Adding a game: a folder under core/games/<id>/ and its line in core/gamelist.h.
// This header names no game and no search: the record reader and the model use it without the AI layer.
#pragma once

#include "gamestate.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

class Engine;

struct GameEntry {
    const GameInfo *info;
    // A new game of `variant` (empty = the default) at `round` (1 for games without rounds);
    // nullptr and a message in `error` when the variant is not one of this game's.
    std::unique_ptr<GameState> (*create)(std::string_view variant, int round, std::string &error);

    // A new search engine for this game's positions, with its own transposition table. Defined by the AI layer
    // (core/ai/enginefactory.cpp, library gamut_ai), so only programs that search link the search; include
    // core/ai/engine.h to use the result.
    std::unique_ptr<Engine> makeEngine() const;
};

const std::vector<GameEntry> &allGames();
const GameEntry *findGame(std::string_view id); // case-sensitive id; nullptr if unknown
std::string gameIdList();                       // the ids, comma-separated, for error messages

// Convenience: the game `id` in `variant`; nullptr with a message naming what is wrong.
std::unique_ptr<GameState> newGame(std::string_view id, std::string_view variant, std::string &error, int round = 1);

} // namespace gamut
