// The benchmarks' per-game data, read from every registered game's search entry (gamesearch.h: its Evaluator's
// kBenchPerft and benchPositions(), kept in the game's own folder): the benchmarks and the command line ask here
// by id and name no game.
#include "bench.h"
#include "gamesearch.h"

namespace gamut {

std::vector<PerftWorkload> perftWorkloadsOf(std::string_view game) {
    const GameSearch *search = findGameSearch(game);
    if (!search)
        return {};
    return {search->perft.begin(), search->perft.end()};
}

std::vector<const BenchPosition *> benchPositionsOf(std::string_view game) {
    std::vector<const BenchPosition *> list;
    if (const GameSearch *search = findGameSearch(game))
        for (const BenchPosition &position : search->positions)
            list.push_back(&position);
    return list;
}

} // namespace gamut
