// The benchmarks' per-game data, read from every registered game's Evaluator (its kBenchPerft and benchPositions(),
// kept in the game's own folder): the benchmarks and the command line ask here by id and name no game.
#include "bench.h"
#include "evallist.h"

namespace gamut {
namespace {

template <GameRules R> void perftOf(std::vector<PerftWorkload> &list) {
    using Position = typename R::Position;
    if constexpr (HasBenchPerft<Position>)
        list.assign(std::begin(Evaluator<Position>::kBenchPerft), std::end(Evaluator<Position>::kBenchPerft));
}

template <GameRules R> void positionsOf(std::vector<const BenchPosition *> &list) {
    using Position = typename R::Position;
    if constexpr (HasBenchPositions<Position>)
        for (const BenchPosition &position : Evaluator<Position>::benchPositions())
            list.push_back(&position);
}

template <GameRules... R> std::vector<PerftWorkload> perftIn(GameList<R...>, std::string_view id) {
    std::vector<PerftWorkload> list;
    ((R::info().id == id ? (perftOf<R>(list), true) : false) || ...);
    return list;
}

template <GameRules... R> std::vector<const BenchPosition *> positionsIn(GameList<R...>, std::string_view id) {
    std::vector<const BenchPosition *> list;
    ((R::info().id == id ? (positionsOf<R>(list), true) : false) || ...);
    return list;
}

} // namespace

std::vector<PerftWorkload> perftWorkloadsOf(std::string_view game) { return perftIn(RegisteredGames{}, game); }

std::vector<const BenchPosition *> benchPositionsOf(std::string_view game) {
    return positionsIn(RegisteredGames{}, game);
}

} // namespace gamut
