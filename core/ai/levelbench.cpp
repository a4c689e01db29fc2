// The level benchmark (`gamut-cli bench --levels`): fixed reference positions, each searched by a fresh player
// whose table is mapped beforehand.
#include "bench.h"

#include "../registry.h"
#include "../text.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace gamut {

namespace {

// The calling thread's processor time in milliseconds (0 where the clock is missing).
double threadCpuMs() {
    timespec now{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0)
        return 0;
    return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6;
}

} // namespace

const char *phaseName(BenchPhase phase) {
    switch (phase) {
    case BenchPhase::Opening:
        return "opening";
    case BenchPhase::Middle:
        return "middle";
    case BenchPhase::Late:
        return "late";
    }
    return "?";
}

std::unique_ptr<GameState> benchPositionState(std::string_view game, const BenchPosition &position,
                                              std::string &error) {
    const std::string where =
        std::string(game) + ".jsonl line " + std::to_string(position.line) + " ply " + std::to_string(position.ply);
    auto state = newGame(game, position.variant, error);
    if (!state) {
        error = "bench position " + where + ": " + error;
        return nullptr;
    }
    int ply = 0;
    for (const std::string &token : splitWhitespace(position.moves)) {
        ++ply;
        const ParsedMove parsed = state->parseMove(token);
        if (!parsed.ok()) {
            error = "bench position " + where + ": ply " + std::to_string(ply) + ": illegal move '" + token +
                    "': " + parsed.error;
            return nullptr;
        }
        state->play(parsed.move);
    }
    if (ply != position.ply || state->isOver()) {
        error = "bench position " + where + ": " +
                (state->isOver() ? std::string("the game is over") : std::to_string(ply) + " moves given");
        return nullptr;
    }
    return state;
}

std::vector<BenchMeasure> measureEngine(std::string_view game, std::string_view spec, const PlayerOptions &options,
                                        std::string &error, const std::function<void(const BenchMeasure &)> &each,
                                        int runs) {
    std::vector<BenchMeasure> measures;
    for (const BenchPosition *position : benchPositionsOf(game)) {
        const auto state = benchPositionState(game, *position, error);
        if (!state)
            return {};
        BenchMeasure measure;
        measure.position = position;
        for (int run = 0; run < std::max(1, runs); ++run) {
            // A fresh player every time: nothing learnt before, so each search is the same. Its table is mapped
            // before the clock starts, as it is for every move of a game but the first.
            auto player = makePlayer(*state, spec, error, options);
            if (!player)
                return {};
            player->mapMemory();
            const double cpuBegin = threadCpuMs();
            const auto begin = std::chrono::steady_clock::now();
            const SearchResult result = player->choose(*state);
            const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - begin;
            const double cpu = threadCpuMs() - cpuBegin;
            if (run == 0 || elapsed.count() < measure.ms)
                measure.ms = elapsed.count();
            if (run == 0 || cpu < measure.cpuMs)
                measure.cpuMs = cpu;
            measure.move = result.move == kNoMove ? std::string("none") : state->moveText(result.move);
            measure.depth = result.depth;
            measure.nodes = result.nodes;
        }
        if (each)
            each(measure);
        measures.push_back(std::move(measure));
    }
    return measures;
}

Spread spreadOf(std::vector<double> values) {
    Spread spread;
    if (values.empty())
        return spread;
    std::sort(values.begin(), values.end());
    // The smallest value with at least `percent` % of the sample at or below it (integer arithmetic: exact).
    const auto rank = [&](std::size_t percent) { return values[(percent * values.size() + 99) / 100 - 1]; };
    spread.median = rank(50);
    spread.p90 = rank(90);
    spread.max = values.back();
    return spread;
}

} // namespace gamut
