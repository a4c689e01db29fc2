#include "bench.h"

#include "../registry.h"
#include "player.h"

#include <chrono>

namespace gamut {

namespace {

// The start and two middle-game positions reached by fixed pseudo-random moves (the same on every run).
std::vector<std::unique_ptr<GameState>> searchPositions(const GameEntry &entry) {
    std::vector<std::unique_ptr<GameState>> positions;
    std::string error;
    auto state = entry.create({}, 1, error);
    if (!state)
        return positions;
    Random random(0xBE7C4);
    for (int ply = 0; ply <= 24 && !state->isOver(); ++ply) {
        if (ply == 0 || ply == 12 || ply == 24)
            positions.push_back(state->clone());
        MoveList moves;
        state->legalMoves(moves);
        state->play(moves[random.below(moves.size())]);
    }
    return positions;
}

SearchBenchResult benchGame(const GameEntry &entry) {
    SearchBenchResult result;
    result.game = std::string(entry.info->id);
    auto engine = entry.makeEngine();
    result.depth = engine->benchDepth();
    double seconds = 0;
    for (const auto &position : searchPositions(entry)) {
        engine->newGame();
        SearchParams params;
        params.limits.depth = result.depth;
        const auto begin = std::chrono::steady_clock::now();
        const SearchResult searched = engine->search(*position, params);
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        result.nodes += searched.nodes;
        ++result.positions;
    }
    result.seconds = seconds;
    result.nodesPerSecond = seconds > 0 ? std::uint64_t(double(result.nodes) / seconds) : 0;
    return result;
}

} // namespace

std::vector<SearchBenchResult> searchBenchmark(std::string_view game) {
    std::vector<SearchBenchResult> results;
    for (const GameEntry &entry : allGames())
        if (game.empty() || entry.info->id == game)
            results.push_back(benchGame(entry));
    return results;
}

} // namespace gamut
