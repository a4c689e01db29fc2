#include "registry.h"

#include "games/addtraction/addtraction.h"
#include "games/atom4/atom4.h"
#include "games/atoms/atoms.h"
#include "games/loa/loa.h"
#include "games/trails/trails.h"

namespace gamut {

const std::vector<GameEntry> &allGames() {
    static const std::vector<GameEntry> games = {
        makeEntry<AddTractionRules>(),
        makeEntry<Atom4Rules>(),
        makeEntry<AtomsRules>(),
        makeEntry<LoaRules>(),
        makeEntry<TrailsRules>(),
    };
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
        error = "unknown game '" + std::string(id) + "' (games: " + gameIdList() + ")";
        return nullptr;
    }
    return entry->create(variant, round, error);
}

} // namespace gamut
