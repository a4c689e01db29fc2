#include "commands.h"

#include "cli.h"
#include "core/record/record.h"
#include "core/registry.h"
#include "core/text.h"

#include <algorithm>

namespace gamut::cli {

namespace {

const std::set<std::string> kPositionOptions = {"variant", "moves", "record"};

void expectPositionals(const Arguments &args, std::size_t count, const std::string &usage) {
    if (args.positional().size() != count)
        throw Failure(kUsage, "usage: gamut-cli " + usage);
}

} // namespace

std::string requireGame(const Arguments &args) {
    if (args.positional().empty())
        throw Failure(kUsage, "which game? (games: " + gameIdList() + ")"); // run() names the command
    const std::string &game = args.positional().front();
    if (!findGame(game))
        throw Failure(kUsage, "unknown game '" + printableExcerpt(game) + "' (games: " + gameIdList() + ")");
    return game;
}

int commandGames(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, {}, {});
    expectPositionals(args, 0, "games");
    for (const GameEntry &entry : allGames()) {
        const GameInfo &info = *entry.info;
        std::string variants;
        for (std::string_view v : info.variants)
            variants += (variants.empty() ? "" : " ") + std::string(v);
        if (!info.variantPattern.empty())
            variants += (variants.empty() ? "" : " ") + std::string(info.variantPattern);
        out << info.id << "  default " << info.defaultVariant << "  variants " << variants << "  (" << info.title
            << ")\n";
    }
    return kOk;
}

int commandShow(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, kPositionOptions, {});
    const std::string game = requireGame(args);
    expectPositionals(args, 1, "show GAME [--variant V] [--moves \"m1 m2 ...\"] [--record FILE]");
    out << buildPosition(game, args)->positionText();
    return kOk;
}

int commandLegal(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, kPositionOptions, {});
    const std::string game = requireGame(args);
    expectPositionals(args, 1, "legal GAME [--variant V] [--moves \"m1 m2 ...\"] [--record FILE]");
    for (const std::string &move : buildPosition(game, args)->legalMoveTexts())
        out << move << '\n';
    return kOk;
}

int commandPerft(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, kPositionOptions, {"divide"});
    const std::string game = requireGame(args);
    expectPositionals(args, 2, "perft GAME DEPTH [--variant V] [--moves \"...\"] [--record FILE] [--divide]");
    const int depth = int(parseInteger(args.positional()[1], "DEPTH", 0, 1000));
    const auto state = buildPosition(game, args);
    if (!args.has("divide")) {
        out << state->perft(depth) << '\n';
        return kOk;
    }
    // One line per first move, sorted by the move's text, then the total.
    std::vector<std::pair<std::string, std::uint64_t>> lines;
    std::uint64_t total = 0;
    if (depth == 0) {
        total = 1;
    } else {
        MoveList moves;
        state->legalMoves(moves);
        for (Move m : moves) {
            auto child = state->clone();
            child->play(m);
            const std::uint64_t count = child->perft(depth - 1);
            lines.emplace_back(state->moveText(m), count);
            total += count;
        }
    }
    std::sort(lines.begin(), lines.end());
    for (const auto &[move, count] : lines)
        out << move << ' ' << count << '\n';
    out << "total " << total << '\n';
    return kOk;
}

int commandReplay(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, {}, {});
    expectPositionals(args, 1, "replay FILE");
    RecordError error;
    const auto games = loadRecordFile(args.positional()[0], error);
    if (!games)
        throw Failure(kBadRecord, error.text());
    const ReplayedGame &last = games->back();
    out << last.positionAt(int(last.moves.size()))->positionText();
    return kOk;
}

} // namespace gamut::cli
