#include "match.h"

#include "../hashing.h"
#include "../record/record.h"
#include "../registry.h"
#include "player.h"

#include <algorithm>
#include <cmath>

namespace gamut {

namespace {

double eloOf(double share) { return -400.0 * std::log10(1.0 / share - 1.0); }

// The game as a record: players, seed, and a note when it was adjudicated.
std::string recordOf(const GameState &start, const MatchGame &game, const std::string &first, const std::string &second,
                     std::uint64_t seed, int maxPlies) {
    ReplayedGame replayed;
    replayed.start = start.clone();
    replayed.moves = game.moves;
    replayed.comments.assign(game.moves.size(), std::string());
    replayed.ply = int(game.moves.size());
    replayed.record.setTag(playerTagName(start.info(), 0), first);
    replayed.record.setTag(playerTagName(start.info(), 1), second);
    replayed.record.setTag("Seed", std::to_string(seed));
    if (game.adjudicated)
        replayed.record.setTag("Termination", "draw by adjudication after " + std::to_string(maxPlies) + " plies");
    return writeRecord(canonicalRecord(replayed));
}

} // namespace

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
    return estimate;
}

std::optional<MatchResult> playMatch(const MatchOptions &options, std::string &error,
                                     const std::function<void(const MatchGame &)> &onGame) {
    const auto start = newGame(options.game, options.variant, error);
    if (!start)
        return std::nullopt;
    PlayerOptions playerOptions;
    playerOptions.movetimeMs = options.movetimeMs;
    playerOptions.hashMegabytes = options.hashMegabytes;
    std::unique_ptr<Player> players[2];
    const std::string *specs[2] = {&options.engineA, &options.engineB};
    for (int i = 0; i < 2; ++i) {
        players[i] = makePlayer(*start, *specs[i], error, playerOptions);
        if (!players[i])
            return std::nullopt;
    }

    MatchResult result;
    for (int index = 0; index < std::max(0, options.games); ++index) {
        MatchGame game;
        game.index = index;
        game.aFirst = index % 2 == 0;
        const std::uint64_t gameSeed = splitMix64(options.seed ^ std::uint64_t(index + 1));
        players[0]->newGame(gameSeed);
        players[1]->newGame(gameSeed ^ 0xB0B0B0B0ull);
        Player *bySide[2] = {players[game.aFirst ? 0 : 1].get(), players[game.aFirst ? 1 : 0].get()};

        auto state = start->clone();
        Random opening(splitMix64(options.seed ^ 0x0BE4 ^ std::uint64_t(index / 2 + 1)));
        for (int ply = 0; ply < options.openingPlies && !state->isOver(); ++ply) {
            MoveList moves;
            state->legalMoves(moves);
            const Move m = moves[opening.below(moves.size())];
            game.moveTexts.push_back(state->moveText(m));
            game.moves.push_back(m);
            state->play(m);
        }
        while (!state->isOver()) {
            if (int(game.moves.size()) >= options.maxPlies) {
                game.adjudicated = true;
                break;
            }
            const SearchResult chosen = bySide[state->turn()]->choose(*state);
            game.moveTexts.push_back(state->moveText(chosen.move));
            game.moves.push_back(chosen.move);
            state->play(chosen.move);
        }
        game.result = game.adjudicated ? "draw" : state->resultText();
        const Outcome outcome = game.adjudicated ? Outcome::Draw : state->outcome();
        if (outcome == Outcome::Draw) {
            game.winner = -1;
            ++result.draws;
        } else {
            const bool firstWon = outcome == Outcome::FirstWins;
            game.winner = firstWon == game.aFirst ? 0 : 1;
            ++(game.winner == 0 ? result.winsA : result.winsB);
        }
        game.record =
            recordOf(*start, game, bySide[0]->description(), bySide[1]->description(), gameSeed, options.maxPlies);
        if (!result.records.empty())
            result.records += '\n';
        result.records += game.record;
        if (onGame)
            onGame(game);
        result.games.push_back(std::move(game));
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
