#include "match.h"

#include "../ai/player.h"
#include "../clock/gameclock.h"
#include "../clock/timeplan.h"
#include "../hashing.h"
#include "../record/record.h"
#include "../registry.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <mutex>
#include <thread>

#include <unistd.h>

namespace gamut {

namespace {

double eloOf(double share) { return -400.0 * std::log10(1.0 / share - 1.0); }

std::int64_t steadyMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// The game as a record: players, seed, and a note when it was adjudicated.
std::string recordOf(const GameState &start, const MatchGame &game, const std::string &first, const std::string &second,
                     std::uint64_t seed, int maxPlies, const TimeControl &control) {
    ReplayedGame replayed;
    replayed.start = start.clone();
    replayed.moves = game.moves;
    replayed.comments.assign(game.moves.size(), std::string());
    for (std::size_t i = 0; i < game.clocks.size() && i < game.moves.size(); ++i)
        replayed.comments[i] = "[%clk " + clockText(game.clocks[i]) + "]";
    replayed.ply = int(game.moves.size());
    replayed.record.setTag(playerTagName(start.info(), 0), first);
    replayed.record.setTag(playerTagName(start.info(), 1), second);
    replayed.record.setTag("Seed", std::to_string(seed));
    if (control.isTimed())
        replayed.record.setTag("TimeControl", control.text());
    if (game.adjudicated)
        replayed.record.setTag("Termination", "draw by adjudication after " + std::to_string(maxPlies) + " plies");
    else if (game.lostOnTime >= 0) // the side to move at the end ran out (as a resignation, Result stays the moves')
        replayed.record.setTag("Termination", "time");
    return writeRecord(canonicalRecord(replayed));
}

} // namespace

std::uint64_t availableMemoryBytes() {
    if (std::FILE *file = std::fopen("/proc/meminfo", "r")) {
        char line[256];
        unsigned long long kilobytes = 0;
        bool found = false;
        while (!found && std::fgets(line, sizeof line, file))
            found = std::sscanf(line, "MemAvailable: %llu kB", &kilobytes) == 1;
        std::fclose(file);
        if (found)
            return std::uint64_t(kilobytes) << 10;
    }
    const long pages = ::sysconf(_SC_AVPHYS_PAGES), pageSize = ::sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? std::uint64_t(pages) * std::uint64_t(pageSize) : 0;
}

EloEstimate estimateElo(int wins, int losses, int draws) {
    EloEstimate estimate;
    const int n = wins + losses + draws;
    if (n == 0)
        return estimate;
    const double share = (wins + 0.5 * draws) / n;
    // The standard deviation of one game's points, then of the mean.
    const double variance =
        (wins * std::pow(1.0 - share, 2) + losses * std::pow(share, 2) + draws * std::pow(0.5 - share, 2)) / n;
    const double deviation = std::sqrt(variance / n);
    // A share of 0 or 1 has no finite Elo: take half a game away (the estimate is then a bound).
    const double lowest = 0.5 / n, highest = 1.0 - 0.5 / n;
    estimate.bound = share <= 0.0 || share >= 1.0;
    const double clamped = std::clamp(share, lowest, highest);
    estimate.elo = eloOf(clamped);
    const double low = std::clamp(clamped - 1.96 * deviation, lowest, highest);
    const double high = std::clamp(clamped + 1.96 * deviation, lowest, highest);
    estimate.margin = (eloOf(high) - eloOf(low)) / 2.0;
    if (draws == n) // no variation: the margin from the share of decided games n draws allow (match.h)
        estimate.margin = eloOf(0.5 + (1.0 - std::pow(0.05, 1.0 / n)) / 2.0);
    if (estimate.bound) {
        const double lowestShare = std::pow(0.05, 1.0 / n); // of the side that won every game
        estimate.limitKnown = lowestShare > 0.5;
        estimate.limit = (wins == n ? 1.0 : -1.0) * eloOf(lowestShare);
    }
    return estimate;
}

namespace {

std::string signedElo(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.0f", std::abs(value) < 0.5 ? 0.0 : value); // never "-0"
    return text;
}

} // namespace

std::string eloLine(int wins, int losses, int draws) {
    const int n = wins + losses + draws;
    if (n == 0)
        return "elo a-b: no games";
    const EloEstimate estimate = estimateElo(wins, losses, draws);
    if (!estimate.bound)
        return "elo a-b " + signedElo(estimate.elo) + " +/- " + signedElo(estimate.margin).substr(1) + " (95%)";
    const char *winner = wins == n ? "a" : "b";
    if (!estimate.limitKnown)
        return std::string("elo a-b: not enough games for a bound (") + winner + " won " + std::to_string(n) + " of " +
               std::to_string(n) + "; it takes 5)";
    return std::string("elo a-b ") + (wins == n ? ">= " : "<= ") + signedElo(estimate.limit) +
           " (95%, one-sided: " + winner + " won all " + std::to_string(n) + " games)";
}

namespace {

// Both players of one worker: each worker has its own, so that games can run side by side.
struct PlayerPair {
    std::unique_ptr<Player> players[2];
};

bool makePlayers(const GameState &start, const MatchOptions &options, PlayerPair &pair, std::string &error) {
    PlayerOptions playerOptions;
    playerOptions.movetimeMs = options.movetimeMs;
    playerOptions.hashMegabytes = options.hashMegabytes;
    const std::string *specs[2] = {&options.engineA, &options.engineB};
    for (int i = 0; i < 2; ++i) {
        pair.players[i] = makePlayer(start, *specs[i], error, playerOptions);
        if (!pair.players[i])
            return false;
    }
    return true;
}

// Refuses jobs whose players' tables the memory cannot hold (the kernel would kill the match instead).
bool memoryFits(const MatchOptions &options, const PlayerPair &pair, int workers, std::string &error) {
    const std::uint64_t perJob = pair.players[0]->memoryBytes() + pair.players[1]->memoryBytes();
    const std::uint64_t available = options.memoryBytes ? options.memoryBytes : availableMemoryBytes();
    if (perJob == 0 || available == 0)
        return true;
    // Leave a quarter for everything else (the program, the records, the rest of the machine).
    const std::uint64_t usable = available / 4 * 3;
    if (perJob * std::uint64_t(workers) <= usable)
        return true;
    const auto mb = [](std::uint64_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MB"; };
    const std::uint64_t fit = usable / perJob;
    error = "--jobs " + std::to_string(workers) + " needs about " + mb(perJob * std::uint64_t(workers)) +
            " for the players' search tables (" + mb(perJob) + " a job) but only " + mb(usable) +
            " of memory can be spared (" + mb(available) +
            " available): " + (fit > 0 ? "use --jobs " + std::to_string(fit) + " or fewer" : "use lower levels");
    return false;
}

// A random move of an opening that leaves the game going (the engines must decide it, not the dice), or kNoMove
// when every move would end it. The first pick is the one a plain random opening makes.
Move openingMove(const GameState &state, Random &random) {
    MoveList moves;
    state.legalMoves(moves);
    if (moves.empty())
        return kNoMove;
    const int first = random.below(int(moves.size()));
    for (int i = 0; i < int(moves.size()); ++i) {
        const Move m = moves[(first + i) % int(moves.size())];
        auto next = state.clone();
        next->play(m);
        if (!next->isOver())
            return m;
    }
    return kNoMove;
}

// Game `index` of the match. It depends only on the options and the index (every player starts the game afresh),
// so the games can be played in any order and on any thread.
MatchGame playGame(const GameState &start, const MatchOptions &options, PlayerPair &pair, int index) {
    MatchGame game;
    game.index = index;
    game.aFirst = index % 2 == 0;
    const std::uint64_t gameSeed = splitMix64(options.seed ^ std::uint64_t(index + 1));
    pair.players[0]->newGame(gameSeed);
    pair.players[1]->newGame(gameSeed ^ 0xB0B0B0B0ull);
    Player *bySide[2] = {pair.players[game.aFirst ? 0 : 1].get(), pair.players[game.aFirst ? 1 : 0].get()};

    auto state = start.clone();
    for (const Move m : options.startMoves) {
        game.moveTexts.push_back(state->moveText(m));
        game.moves.push_back(m);
        state->play(m);
    }
    Random opening(splitMix64(options.seed ^ 0x0BE4 ^ std::uint64_t(index / 2 + 1)));
    for (int ply = 0; ply < options.openingPlies; ++ply) {
        const Move m = openingMove(*state, opening);
        if (m == kNoMove)
            break;
        game.moveTexts.push_back(state->moveText(m));
        game.moves.push_back(m);
        state->play(m);
    }
    game.openingPlies = int(game.moves.size());
    GameClock clock(options.timeControl);
    if (clock.isTimed())
        game.clocks.assign(game.moves.size(), options.timeControl.startMs()); // the opening cost nothing
    const auto now = options.clockMs ? options.clockMs : steadyMs;
    int timeLoser = -1;      // the side
    TimePlanner planners[2]; // each side learns what its moves cost beyond their plans
    std::int64_t plan = 0;
    while (!state->isOver()) {
        if (int(game.moves.size()) >= options.maxPlies) {
            game.adjudicated = true;
            break;
        }
        const int side = state->turn();
        Player *player = bySide[side];
        if (clock.isTimed()) {
            const std::int64_t at = now();
            plan = planners[side].plan(clock.control(), clock.left(side, at), int(game.moves.size() / 2));
            player->setTimeLimit(int(std::min<std::int64_t>(plan, std::numeric_limits<int>::max())));
            clock.start(side, at);
        }
        const SearchResult chosen = player->choose(*state);
        if (clock.isTimed()) {
            const GameClock::Charge charge = clock.move(side, now());
            planners[side].observe(plan, charge.usedMs);
            if (charge.flagged) {
                timeLoser = side;
                break;
            }
            game.clocks.push_back(charge.leftMs);
        }
        game.moveTexts.push_back(state->moveText(chosen.move));
        game.moves.push_back(chosen.move);
        state->play(chosen.move);
    }
    if (timeLoser >= 0) {
        game.result = state->playerName(1 - timeLoser);
        game.winner = (timeLoser == 1) == game.aFirst ? 0 : 1;
        game.lostOnTime = 1 - game.winner;
    } else {
        game.result = game.adjudicated ? "draw" : state->resultText();
        const Outcome outcome = game.adjudicated ? Outcome::Draw : state->outcome();
        if (outcome != Outcome::Draw)
            game.winner = (outcome == Outcome::FirstWins) == game.aFirst ? 0 : 1;
    }
    for (Player *p : bySide)
        p->setTimeLimit(0);
    game.record = recordOf(start, game, bySide[0]->description(), bySide[1]->description(), gameSeed, options.maxPlies,
                           options.timeControl);
    return game;
}

} // namespace

std::optional<MatchResult> playMatch(const MatchOptions &options, std::string &error,
                                     const std::function<void(const MatchGame &)> &onGame) {
    const auto start = newGame(options.game, options.variant, error);
    if (!start)
        return std::nullopt;
    {
        auto from = start->clone();
        for (const Move m : options.startMoves) {
            MoveList legal;
            from->legalMoves(legal);
            if (from->isOver() || !legal.contains(m)) {
                error = "the start moves are not a game going on from the start";
                return std::nullopt;
            }
            from->play(m);
        }
        if (from->isOver()) {
            error = "the start moves end the game: the engines have nothing to play";
            return std::nullopt;
        }
    }
    if (int(options.startMoves.size()) + options.openingPlies >= options.maxPlies) {
        error = "an opening of " + std::to_string(int(options.startMoves.size()) + options.openingPlies) +
                " plies leaves the engines nothing to play (" + "games are adjudicated a draw after " +
                std::to_string(options.maxPlies) + " plies)";
        return std::nullopt;
    }
    const int count = std::max(0, options.games);
    const int workers = std::clamp(options.jobs, 1, std::max(1, count));
    std::vector<PlayerPair> pairs(static_cast<std::size_t>(workers));
    if (!makePlayers(*start, options, pairs[0], error) || !memoryFits(options, pairs[0], workers, error))
        return std::nullopt;
    for (std::size_t i = 1; i < pairs.size(); ++i)
        if (!makePlayers(*start, options, pairs[i], error))
            return std::nullopt;

    // Workers take the next unplayed index; finished games are reported in index order, as soon as every
    // earlier one is done, so the output is the same whatever the number of workers.
    std::vector<std::optional<MatchGame>> finished(static_cast<std::size_t>(count));
    std::mutex mutex;
    int nextIndex = 0, nextReported = 0;
    const auto work = [&](PlayerPair &pair) {
        for (;;) {
            int index;
            {
                std::lock_guard lock(mutex);
                if (nextIndex >= count)
                    return;
                index = nextIndex++;
            }
            MatchGame game = playGame(*start, options, pair, index);
            std::lock_guard lock(mutex);
            finished[std::size_t(index)] = std::move(game);
            for (; nextReported < count && finished[std::size_t(nextReported)]; ++nextReported)
                if (onGame)
                    onGame(*finished[std::size_t(nextReported)]);
        }
    };
    std::vector<std::thread> threads;
    for (int i = 1; i < workers; ++i)
        threads.emplace_back(work, std::ref(pairs[std::size_t(i)]));
    work(pairs[0]);
    for (std::thread &thread : threads)
        thread.join();

    MatchResult result;
    for (std::optional<MatchGame> &game : finished) {
        result.timeLossesA += game->lostOnTime == 0 ? 1 : 0;
        result.timeLossesB += game->lostOnTime == 1 ? 1 : 0;
        if (game->winner < 0)
            ++result.draws;
        else
            ++(game->winner == 0 ? result.winsA : result.winsB);
        if (!result.records.empty())
            result.records += '\n';
        result.records += game->record;
        result.games.push_back(std::move(*game));
    }
    const int n = int(result.games.size());
    result.scoreA = n ? (result.winsA + 0.5 * result.draws) / n : 0.0;
    const EloEstimate elo = estimateElo(result.winsA, result.winsB, result.draws);
    result.elo = elo.elo;
    result.eloMargin = elo.margin;
    result.eloIsBound = elo.bound;
    return result;
}

} // namespace gamut
