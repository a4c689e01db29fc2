// gamut-cli bench: fixed workloads, the same on every run, so that figures can be compared over time.
#include "core/ai/bench.h"
#include "cli.h"
#include "commands.h"
#include "core/registry.h"

#include <chrono>
#include <cstdio>

namespace gamut::cli {

namespace {

std::string formatLine(const char *kind, const std::string &what, std::uint64_t nodes, double seconds) {
    char line[200];
    std::snprintf(line, sizeof line, "%-6s %-28s nodes %12llu  time-ms %8.0f  nodes/s %12.0f", kind, what.c_str(),
                  static_cast<unsigned long long>(nodes), seconds * 1000.0,
                  seconds > 0 ? double(nodes) / seconds : 0.0);
    return line;
}

} // namespace

int commandBench(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, {"level", "runs"}, {"levels", "each", "cpu"});
    if (args.has("levels"))
        return benchLevels(args, out);
    for (const char *option : {"level", "runs", "each", "cpu"})
        if (args.has(option))
            throw Failure(kUsage, std::string("--") + option + " needs --levels");
    if (args.positional().size() > 1)
        throw Failure(kUsage, "usage: gamut-cli bench [GAME]");
    const std::string only = args.positional().empty() ? std::string() : requireGame(args);
    // Each game's perft runs, as its own folder gives them (Evaluator::kBenchPerft), in the games' order.
    for (const GameEntry &entry : allGames()) {
        const std::string game(entry.info->id);
        if (!only.empty() && only != game)
            continue;
        for (const PerftWorkload &work : perftWorkloadsOf(game)) {
            std::string error;
            const auto state = newGame(game, work.variant, error);
            if (!state)
                throw Failure(kFailure, error);
            const auto begin = std::chrono::steady_clock::now();
            const std::uint64_t nodes = state->perft(work.depth);
            const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - begin;
            out << formatLine("perft", game + " " + work.variant + " " + std::to_string(work.depth), nodes,
                              elapsed.count())
                << std::endl;
        }
    }
    for (const SearchBenchResult &work : searchBenchmark(only))
        out << formatLine("search",
                          work.game + " " + std::to_string(work.positions) + "x depth " + std::to_string(work.depth),
                          work.nodes, work.seconds)
            << std::endl;
    return kOk;
}

} // namespace gamut::cli
