// gamut-cli bench --levels: each level (and the window's hint) from the fixed reference positions of each game,
// with the median, 90th percentile and maximum time and nodes a move, over all positions and per phase.
#include "cli.h"
#include "commands.h"
#include "core/ai/bench.h"
#include "core/ai/hint.h"
#include "core/registry.h"
#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>

namespace gamut::cli {

namespace {

constexpr int kHintRow = 0; // stands for the hint among the levels to measure

// "--level 3", "--level 1-3", "--level 2,4,hint": the levels to measure, in order, 0 for the hint.
std::vector<int> levelsToMeasure(const Arguments &args) {
    if (!args.has("level")) {
        std::vector<int> all;
        for (int level = kMinLevel; level <= kMaxLevel; ++level)
            all.push_back(level);
        all.push_back(kHintRow);
        return all;
    }
    const std::string text = args.value("level");
    std::vector<int> levels;
    const auto add = [&levels](int level) {
        if (std::find(levels.begin(), levels.end(), level) == levels.end())
            levels.push_back(level);
    };
    for (const std::string &item : commaItems(text)) {
        if (item == "hint") {
            add(kHintRow);
            continue;
        }
        const auto bad = [&item](const char *why) {
            return Failure(kUsage, std::string(why) + " '" + printableExcerpt(item) + "' in --level (give levels " +
                                       std::to_string(kMinLevel) + " to " + std::to_string(kMaxLevel) +
                                       ", ranges such as 1-3, or 'hint', separated by commas)");
        };
        const auto level = [&](std::string_view digits) {
            int number = 0;
            const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
            if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || number < kMinLevel ||
                number > kMaxLevel)
                throw bad("bad level");
            return number;
        };
        const std::size_t dash = item.find('-');
        const int low = level(std::string_view(item).substr(0, dash));
        const int high = dash == std::string::npos ? low : level(std::string_view(item).substr(dash + 1));
        if (high < low)
            throw bad("empty range");
        for (int n = low; n <= high; ++n)
            add(n);
    }
    return levels;
}

std::string row(const std::string &game, const std::string &level, const char *phase,
                const std::vector<BenchMeasure> &measures, bool cpu) {
    std::vector<double> ms, nodes;
    for (const BenchMeasure &m : measures) {
        ms.push_back(cpu ? m.cpuMs : m.ms);
        nodes.push_back(double(m.nodes));
    }
    const Spread time = spreadOf(ms), count = spreadOf(nodes);
    char line[256];
    std::snprintf(line, sizeof line, "%-12s %-5s %-8s %3zu %9.1f %9.1f %9.1f %11.0f %11.0f %11.0f", game.c_str(),
                  level.c_str(), phase, measures.size(), time.median, time.p90, time.max, count.median, count.p90,
                  count.max);
    return line;
}

} // namespace

int benchLevels(const Arguments &args, std::ostream &out) {
    if (args.positional().size() > 1)
        throw Failure(kUsage,
                      "usage: gamut-cli bench --levels [GAME] [--level N|A-B|hint[,...]] [--runs N] [--cpu] [--each]");
    if (!args.positional().empty() && !args.positional()[0].empty() &&
        std::isdigit(static_cast<unsigned char>(args.positional()[0][0])))
        throw Failure(kUsage, "--levels takes no value: choose levels with --level, e.g. --level " +
                                  printableExcerpt(args.positional()[0]));
    const std::string only = args.positional().empty() ? std::string() : requireGame(args);
    const std::vector<int> levels = levelsToMeasure(args);
    const int runs = int(args.integer("runs", 1, 1, 100));
    const bool cpu = args.has("cpu");
    out << "# level:N@1 (as best --level N --seed 1) and the window's hint (" << kHintEngine << ", "
        << kHintHashMegabytes
        << " MB table), a fresh player for each position, its table mapped before the clock starts (a game's first "
           "move also maps it); "
        << (cpu ? "the search thread's processor time" : "wall time") << " in ms"
        << (runs > 1 ? " (the shortest of " + std::to_string(runs) + " runs)" : std::string()) << ", nodes a move\n";
    char header[256];
    std::snprintf(header, sizeof header, "%-12s %-5s %-8s %3s %9s %9s %9s %11s %11s %11s", "game", "level", "phase",
                  "n", "ms-med", "ms-p90", "ms-max", "nodes-med", "nodes-p90", "nodes-max");
    out << header << std::endl;
    for (const GameEntry &entry : allGames()) {
        const std::string game(entry.info->id);
        if (!only.empty() && game != only)
            continue;
        for (const int level : levels) {
            const std::string name = level == kHintRow ? "hint" : std::to_string(level);
            const std::string spec = level == kHintRow ? kHintEngine : "level:" + name + "@1";
            PlayerOptions options;
            if (level == kHintRow)
                options.hashMegabytes = kHintHashMegabytes;
            std::string error;
            const auto measures = measureEngine(
                game, spec, options, error,
                [&](const BenchMeasure &m) {
                    if (!args.has("each"))
                        return;
                    char line[256];
                    std::snprintf(line, sizeof line,
                                  "pos %s %s %s line %d ply %d move %s depth %d nodes %llu ms %.1f cpu-ms %.1f",
                                  game.c_str(), name.c_str(), phaseName(m.position->phase), m.position->line,
                                  m.position->ply, m.move.c_str(), m.depth, static_cast<unsigned long long>(m.nodes),
                                  m.ms, m.cpuMs);
                    out << line << std::endl;
                },
                runs);
            if (measures.empty())
                throw Failure(kFailure, error.empty() ? "no bench positions for " + game : error);
            out << row(game, name, "all", measures, cpu) << '\n';
            for (const BenchPhase phase : kBenchPhases) {
                std::vector<BenchMeasure> part;
                for (const BenchMeasure &m : measures)
                    if (m.position->phase == phase)
                        part.push_back(m);
                out << row(game, name, phaseName(phase), part, cpu) << '\n';
            }
            out.flush();
        }
    }
    return kOk;
}

} // namespace gamut::cli
