// gamut-cli best and match: the computer players of core/ai on the command line.
#include "cli.h"
#include "commands.h"
#include "core/ai/player.h"
#include "core/clock/timecontrol.h"
#include "core/match/match.h"
#include "core/record/atomicfile.h"
#include "core/registry.h"
#include "core/review/review.h"
#include "core/text.h"

#include <algorithm>

namespace gamut::cli {

namespace {

std::uint64_t seedOption(const Arguments &args) {
    return std::uint64_t(args.integer("seed", 1, 0, 0x7FFFFFFFFFFFFFFFLL));
}

// The player of `best --engine SPEC`. A spec without "@SEED" takes --seed (default 1), so that
// `--engine level:N` answers exactly what `--level N` does; the messages name the spec as given.
std::unique_ptr<Player> enginePlayer(const GameState &state, const Arguments &args) {
    const std::string text = args.value("engine");
    std::string error;
    const auto spec = parseEngineSpec(text, error);
    if (!spec)
        throw Failure(kUsage, "--engine: " + error);
    if (spec->hasSeed && args.has("seed"))
        throw Failure(kUsage, "--engine '" + printableExcerpt(text) + "' has its own @seed: give that or --seed");
    std::string seeded = text; // "@seed" goes before a time a move ("level:3@1/2s"), if the spec has one
    if (!spec->hasSeed)
        seeded.insert(std::min(seeded.find('/'), seeded.size()), "@" + std::to_string(seedOption(args)));
    auto player = makePlayer(state, seeded, error);
    if (!player) {
        makePlayer(state, text, error); // again as given, for a message that names the spec the user wrote
        throw Failure(kUsage, "--engine: " + error);
    }
    return player;
}

// `best --review`: the position searched as the review searches it (the level's budget without its noise), with
// whether the score is proven; what tools/check-review.py asks for every position of a game.
int bestAsReview(const GameState &state, const Arguments &args, std::ostream &out) {
    if (args.has("movetime") || args.has("seed"))
        throw Failure(kUsage, "--review takes --level or --engine, not --movetime or --seed");
    const std::string engine =
        args.has("engine") ? args.value("engine")
                           : "level:" + std::to_string(args.integer("level", kDefaultLevel, kMinLevel, kMaxLevel));
    if (state.isOver())
        throw Failure(kUsage, "the game is over (result " + state.resultText() + "): there is no move to choose");
    std::string error;
    const auto verdict = searchLikeReview(state, engine, error);
    if (!verdict)
        throw Failure(kUsage, "--engine: " + error);
    out << state.moveText(verdict->best) << '\n'
        << "score " << verdict->score << '\n'
        << "depth " << verdict->depth << '\n'
        << "nodes " << verdict->nodes << '\n'
        << "proven " << (verdict->proven ? "yes" : "no") << '\n'
        << "turn " << (state.turn() == 0 ? "first" : "second") << '\n';
    return kOk;
}

} // namespace

int commandBest(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, {"variant", "moves", "record", "level", "engine", "movetime", "seed"}, {"review"});
    const std::string game = requireGame(args);
    if (args.positional().size() != 1)
        throw Failure(kUsage, "usage: gamut-cli best GAME [--variant V] [--moves \"...\"] [--record FILE] "
                              "[--level N | --engine ENGINE | --movetime MS] [--seed S] [--review]");
    if (args.has("level") && args.has("movetime"))
        throw Failure(kUsage, "give either --level or --movetime, not both");
    if (args.has("engine") && (args.has("level") || args.has("movetime")))
        throw Failure(kUsage, std::string("give either --engine or --") + (args.has("level") ? "level" : "movetime") +
                                  ", not both");
    const int level = int(args.integer("level", kDefaultLevel, kMinLevel, kMaxLevel));
    const int movetime = int(args.integer("movetime", 0, 1, 3'600'000));
    const std::uint64_t seed = seedOption(args);
    const auto state = buildPosition(game, args);
    if (args.has("review"))
        return bestAsReview(*state, args, out);
    std::unique_ptr<Player> player;
    if (args.has("engine")) // the spec is checked before the position's end: a bad spec is said first
        player = enginePlayer(*state, args);
    if (state->isOver())
        throw Failure(kUsage, "the game is over (result " + state->resultText() + "): there is no move to choose");
    SearchResult result;
    if (player) {
        result = player->choose(*state);
    } else if (movetime > 0) {
        std::string error;
        player = makePlayer(*state, "level:" + std::to_string(kMaxLevel) + "@" + std::to_string(seed), error,
                            PlayerOptions{movetime, 0});
        if (!player)
            throw Failure(kUsage, error);
        player->newGame(seed);
        result = player->choose(*state);
    } else {
        result = bestMove(*state, level, seed);
    }
    out << state->moveText(result.move) << '\n'
        << "score " << result.score << '\n'
        << "depth " << result.depth << '\n'
        << "nodes " << result.nodes << '\n'
        << "time-ms " << result.timeMs << '\n';
    return kOk;
}

int commandMatch(const std::vector<std::string> &words, std::ostream &out) {
    Arguments args(words, {"variant", "moves", "a", "b", "games", "movetime", "seed", "pgn", "openings", "jobs", "tc"},
                   {});
    const std::string game = requireGame(args);
    if (args.positional().size() != 1 || !args.has("a") || !args.has("b"))
        throw Failure(kUsage,
                      "usage: gamut-cli match GAME --a ENGINE --b ENGINE [--games N] [--movetime MS] "
                      "[--tc CONTROL] [--seed S] [--pgn FILE] [--variant V] [--moves M] [--openings PLIES] [--jobs N]");
    MatchOptions options;
    options.game = game;
    options.variant = args.value("variant");
    if (args.has("moves")) { // every game from this position (the moves are checked here: exit 3 names a bad one)
        std::string error;
        auto state = newGame(game, options.variant, error);
        if (!state)
            throw Failure(kUsage, error);
        options.startMoves = applyMoves(*state, args.value("moves"), 0);
    }
    options.engineA = args.value("a");
    options.engineB = args.value("b");
    options.games = int(args.integer("games", 2, 1, 100000));
    options.movetimeMs = int(args.integer("movetime", 0, 1, 3'600'000));
    options.seed = seedOption(args);
    options.openingPlies = int(args.integer("openings", 0, 0, options.maxPlies - 1));
    options.jobs = int(args.integer("jobs", 1, 1, 256));
    if (args.has("tc")) {
        std::string error;
        const auto control = parseTimeControl(args.value("tc"), error);
        if (!control)
            throw Failure(kUsage, "--tc: " + error);
        if (control->kind == TimeControl::Kind::Days)
            throw Failure(kUsage, "--tc: days a move are for correspondence at a network table, not for a match "
                                  "(use <minutes>+<seconds> or move:<seconds>)");
        if (control->isTimed() && options.movetimeMs > 0)
            throw Failure(kUsage, "--tc and --movetime both say how long a move takes: give one of them");
        options.timeControl = *control;
    }
    // The records' file is claimed before the first game, so that a path that cannot be written is said at once
    // (exit 2), not after the whole match.
    PendingFile pgn;
    std::string error;
    if (args.has("pgn") && !pgn.open(args.value("pgn"), error))
        throw Failure(kUsage, "cannot write --pgn " + printableExcerpt(args.value("pgn"), 1024) + ": " + error);
    const auto result = playMatch(options, error, [&out](const MatchGame &g) {
        out << "game " << g.index + 1 << ": " << (g.aFirst ? "a" : "b") << " first, result " << g.result
            << (g.winner == 0   ? " (a wins)"
                : g.winner == 1 ? " (b wins)"
                                : " (draw)")
            << ", " << g.moves.size() << " plies" << (g.adjudicated ? ", adjudicated" : "")
            << (g.lostOnTime == 0   ? ", a lost on time"
                : g.lostOnTime == 1 ? ", b lost on time"
                                    : "")
            << std::endl;
    });
    if (!result)
        throw Failure(kUsage, error);
    out << "a " << result->winsA << ", b " << result->winsB << ", draws " << result->draws;
    if (options.timeControl.isTimed())
        out << ", lost on time: a " << result->timeLossesA << ", b " << result->timeLossesB;
    out << '\n';
    out << eloLine(result->winsA, result->winsB, result->draws) << '\n';
    if (args.has("pgn") && !pgn.commit(result->records, error))
        throw Failure(kFailure, "cannot write " + printableExcerpt(args.value("pgn"), 1024) + ": " + error);
    return kOk;
}

} // namespace gamut::cli
