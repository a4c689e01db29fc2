// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation (how sure the
// rating is) and a volatility (how erratic the player is). Pure arithmetic, no Qt: the server keeps one Rating per
// account and game, and after each rated game it rates both players with that one game as a rating period
// (protocol.md 1.2), each against the other's rating from before the game.
//
// Why the rating period is one game: a Gamut server has no calendar of tournaments, and lichess, which also rates
// online games with Glicko-2, rates after every game. A period without games (the deviation growing back while a
// player is away) is therefore never applied; a player's deviation shrinks as they play and stays while they rest.
#pragma once

#include <span>

namespace gamut::net {

struct Rating {
    double rating = 1500.0;
    double deviation = 350.0;
    double volatility = 0.06;
};

// One game of a rating period: the opponent's rating before it and the score (1 win, 0.5 draw, 0 loss).
struct RatedGame {
    Rating opponent;
    double score = 0.0;
};

inline constexpr double kGlickoTau = 0.5; // the system constant: how much the volatility may change

// The player's rating after a period of `games` (Glickman's steps 1-8). An empty period only widens the deviation
// by the volatility (step 6), as the paper says.
Rating rateGlicko2(const Rating &player, std::span<const RatedGame> games, double tau = kGlickoTau);

// Both sides of one game rated as a rating period each: `score` is the first player's (1, 0.5, 0).
struct RatedPair {
    Rating first, second;
};
RatedPair rateGame(const Rating &first, const Rating &second, double score, double tau = kGlickoTau);

} // namespace gamut::net
