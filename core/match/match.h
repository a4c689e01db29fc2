// Computer against computer: a match of several games with colours alternating, its totals and the Elo
// difference with its error margin, and the games as .gamut records. What `gamut-cli match` prints.
#pragma once

#include "../clock/timecontrol.h"
#include "../move.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gamut {

struct MatchOptions {
    std::string game;             // a game id
    std::string variant;          // empty = the default
    std::string engineA, engineB; // engine specs (player.h): "level:3", "random", "level:5@7"
    int games = 100;
    int movetimeMs = 0; // > 0: each move thinks this long instead of the level's node budget
    std::uint64_t seed = 1;
    std::size_t hashMegabytes = 0; // 0 = the default
    int maxPlies = 1000;           // a game still going after this many plies is adjudicated a draw
    // Each pair of games (colours swapped) starts with this many uniformly random moves, the same for both
    // games of the pair: in games where the first player wins with good play (Trails classic, AddTraction),
    // this is what lets a match between two good players measure anything. 0 = from the start.
    int openingPlies = 0;
    // Every game starts with these moves (legal from the variant's start, before the random opening; the records
    // hold them): a match from a position, e.g. to play out a disputed move many times (issue 36's playouts).
    std::vector<Move> startMoves;
    int jobs = 1; // games played side by side on this many threads; the results do not depend on it
    // The memory the players' tables may take, in bytes; 0 = what the machine has available now
    // (availableMemoryBytes). A match whose jobs need more is refused with a message instead of being killed.
    std::uint64_t memoryBytes = 0;
    // A clock (`gamut-cli match --tc`): each engine plans its time from its clock (core/clock/timeplan.h), a side
    // whose time runs out loses on time, and the records carry the control and every move's clock. The random
    // opening plies cost nothing. `clockMs` is the monotonic time in milliseconds the clocks read (default: the
    // steady clock; a test may run them on its own time).
    TimeControl timeControl;
    std::function<std::int64_t()> clockMs;
};

// The memory this machine has available now (MemAvailable, else free physical pages); 0 if unknown.
std::uint64_t availableMemoryBytes();

struct MatchGame {
    int index = 0;                    // 0-based
    bool aFirst = true;               // engine A had the first move (games alternate, A first in game 0)
    int winner = -1;                  // 0 = A, 1 = B, -1 = draw
    bool adjudicated = false;         // stopped at maxPlies
    int openingPlies = 0;             // random plies played before the engines (never to the end of the game)
    int lostOnTime = -1;              // 0 = A, 1 = B ran out of time (the other won), -1 = nobody
    std::vector<std::int64_t> clocks; // under a clock: the mover's time left after each move (record.md's %clk)
    std::string result;               // "red", "draw", ... as the record's Result tag says
    std::vector<Move> moves;
    std::vector<std::string> moveTexts;
    std::string record; // this game as .gamut text
};

struct MatchResult {
    std::vector<MatchGame> games;
    int winsA = 0, winsB = 0, draws = 0;
    int timeLossesA = 0, timeLossesB = 0; // games lost on time by A, by B
    double scoreA = 0;                    // A's share of the points, 0..1 (a draw is half a point)
    double elo = 0;                       // A's Elo advantage over B
    double eloMargin = 0;                 // 95% error margin of elo
    bool eloIsBound = false;              // one side won every game: elo is a point guess only (EloEstimate::limit)
    std::string records;                  // every game as .gamut text, separated by blank lines
};

// Plays the match; nullopt and `error` on a bad game, variant or engine spec, an opening as long as the
// adjudication limit, or jobs whose tables the memory cannot hold. `onGame` is called after every game.
std::optional<MatchResult> playMatch(const MatchOptions &options, std::string &error,
                                     const std::function<void(const MatchGame &)> &onGame = {});

// Elo difference for a score share and its 95% margin from the per-game results (1, 0.5, 0).
// When every game was drawn the results do not vary, so the margin comes from how often a game could be decided
// and still give n draws 5% of the time: n draws in a row leave a share of decided games up to 1 - 0.05^(1/n),
// hence a score within half that of 50%.
struct EloEstimate {
    double elo = 0, margin = 0;
    // One side won every game: no finite estimate (elo is then the share with half a game taken away, a point
    // guess only), but a one-sided 95% bound: n wins in a row happen 5% of the time at a score of 0.05^(1/n),
    // so the winner's score is at least that. It says something (lies on the winner's side of 0) from 5 games on.
    bool bound = false;
    double limit = 0;        // A's Elo advantage is at least this (A won every game) or at most this (B did)
    bool limitKnown = false; // the bound lies on the winner's side of 0
};
EloEstimate estimateElo(int wins, int losses, int draws);

// What `match` prints for A's `wins`, `losses` and `draws`: "elo a-b +35 +/- 60 (95%)", or when one side won every
// game "elo a-b >= +182 (95%, one-sided: a won all 10 games)", or with too few such games "elo a-b: not enough
// games for a bound (b won 2 of 2; it takes 5)".
std::string eloLine(int wins, int losses, int draws);

} // namespace gamut
