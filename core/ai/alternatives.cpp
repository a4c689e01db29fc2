#include "alternatives.h"

#include "../registry.h"
#include "gamesearch.h"

namespace gamut {

const std::vector<AlternativePlayer> &alternativePlayers() {
    static const std::vector<AlternativePlayer> players = [] {
        std::vector<AlternativePlayer> list;
        for (const GameEntry &entry : allGames())
            if (const GameSearch *search = findGameSearch(entry.info->id))
                list.insert(list.end(), search->alternatives.begin(), search->alternatives.end());
        return list;
    }();
    return players;
}

} // namespace gamut
