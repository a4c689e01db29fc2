#include "registry.h"

#include "gamelist.h"
#include "text.h"

namespace gamut {
namespace {

template <GameRules R> std::unique_ptr<GameState> createGame(std::string_view variant, int round, std::string &error) {
    const std::string_view chosen = variant.empty() ? R::info().defaultVariant : variant;
    auto start = R::start(chosen, round, error);
    if (!start)
        return nullptr;
    return std::make_unique<GameStateOf<R>>(*start);
}

template <GameRules... R> std::vector<GameEntry> entriesOf(GameList<R...>) {
    return {GameEntry{&R::info(), &createGame<R>}...};
}

} // namespace

const std::vector<GameEntry> &allGames() {
    static const std::vector<GameEntry> games = entriesOf(RegisteredGames{});
    return games;
}

const GameEntry *findGame(std::string_view id) {
    for (const GameEntry &entry : allGames())
        if (entry.info->id == id)
            return &entry;
    return nullptr;
}

std::string gameIdList() {
    std::string list;
    for (const GameEntry &entry : allGames()) {
        if (!list.empty())
            list += ", ";
        list += entry.info->id;
    }
    return list;
}

std::unique_ptr<GameState> newGame(std::string_view id, std::string_view variant, std::string &error, int round) {
    const GameEntry *entry = findGame(id);
    if (!entry) {
        error = "unknown game '" + printableExcerpt(id) + "' (games: " + gameIdList() + ")";
        return nullptr;
    }
    return entry->create(variant, round, error);
}

} // namespace gamut
