// Computer players: "level:N" (the search at level N, 1 Beginner .. 6 Master), "random" (a uniformly random legal
// move), each with an optional "@seed" ("level:4@7"). The same spec always plays the same moves from the same
// position (a level is a node budget, never a time budget), unless a time budget is asked for explicitly: with
// PlayerOptions::movetimeMs, or in the spec itself as "/<N>ms" or "/<N>s" at its end ("level:4/2000ms": level 4's
// depth cap and noise, but a fixed 2 s a move instead of its node budget; what the window's "time per move" of a
// computer seat writes, so that the seat's setting, its record's engine tag and --first/--second carry it).
#pragma once

#include "../gamestate.h"
#include "engine.h"
#include "searchtypes.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace gamut {

inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 6;
inline constexpr int kDefaultLevel = 3;

// What a level means for one game: a node budget (scaled by the game's Engine::levelNodes()), a depth cap and
// the evaluation noise that makes lower levels err.
struct LevelSettings {
    int level = kDefaultLevel;
    std::uint64_t nodes = 0;
    int depth = 0;         // 0 = no cap
    int noise = 0;         // evaluation points
    int solvePlies = 0;    // endgames this short are solved whatever the node budget (SearchParams::solvePlies)
    int proofFactor = 0;   // the review's only: SearchParams::proofFactor
    int settlePercent = 0; // the review's only: SearchParams::settlePercent
    int settlePlies = 1;   // the review's only: SearchParams::settlePlies
};
LevelSettings levelSettings(const Engine &engine, int level);
// What a level means for the review (and the analysis that judges like it): the level's node budget without the
// game's node cap, depth cap and noise, and the review's endgame solving. A node cap only bounds the slowest moves of
// a level that a depth cap makes fallible; the review drops the depth cap, so the cap would only make a higher
// level's review weaker than a lower one's (Trails' level 6 was capped at 250,000 nodes, an eighth of level 3's).
LevelSettings reviewLevelSettings(const Engine &engine, int level);
// What a search at these settings is asked for (its node budget scaled by the position where the game wants it).
SearchParams levelParams(const LevelSettings &settings, std::uint64_t seed);
std::string levelName(int level); // "Beginner", ..., "Master"

// A parsed engine spec: "<kind>[:<number>][@<seed>][/<time>]", the time "<N>ms" or "<N>s" (kMaxSpecMovetimeMs at most).
struct EngineSpec {
    std::string kind; // "level", "random", or a kind registered in player.cpp (e.g. "atom4-classic")
    int number = 0;   // the level (or the kind's own parameter); 0 when absent
    bool hasNumber = false;
    std::uint64_t seed = 0;
    bool hasSeed = false;
    std::string text;   // the spec as given
    int movetimeMs = 0; // "/2000ms": a fixed time a move; 0 when absent (only the searching kinds take one)
};
inline constexpr int kMaxSpecMovetimeMs = 3600 * 1000;
std::optional<EngineSpec> parseEngineSpec(std::string_view spec, std::string &error);
// The spec with its time a move replaced: `movetimeMs` 0 removes it ("level:3", 2000 -> "level:3/2000ms").
std::string withMovetime(std::string_view spec, int movetimeMs);

struct PlayerOptions {
    int movetimeMs = 0; // > 0: think this long per move instead of the level's node budget
    // The transposition table (and the Monte Carlo tree): 0 = what the level needs (levelHashMegabytes), or the
    // engine's default with a movetime.
    std::size_t hashMegabytes = 0;
};

// The table a level needs: room for about four entries per node of its budget, in a power of two of megabytes
// from 1 to the engine's default (64). A level's size depends only on the game and the level, so it plays the
// same everywhere; a level-1 player holds 1 MB instead of 64.
std::size_t levelHashMegabytes(const Engine &engine, int level);
std::size_t reviewHashMegabytes(const Engine &engine, int level); // the same for reviewLevelSettings' budget

class Player {
public:
    virtual ~Player() = default;
    // "Computer level 3", "Random": what a record's player tag says.
    virtual std::string description() const = 0;
    // A new game: forgets what it learnt; `gameSeed` varies the noise from game to game (mixed with the spec's
    // own seed), so that a match between two fixed players does not repeat one game.
    virtual void newGame(std::uint64_t gameSeed) = 0;
    // The chosen move for the player to move (kNoMove only when the game is over). `stop` ends the search early
    // with the best move so far; progress is reported on the calling thread.
    virtual SearchResult choose(const GameState &state, const std::atomic<bool> *stop = nullptr,
                                const ProgressCallback &progress = {}) = 0;
    // The memory the player holds for its search (its tables), in bytes: what a match multiplies by its jobs.
    virtual std::size_t memoryBytes() const { return 0; }
    // The most time the next searches may take (a clock's plan, core/clock/timeplan.h; 0: no limit): a search
    // stops by then with its best move so far, or sooner where its level's budget is spent first. Players that
    // do not search (random, the alternatives) are quick anyway and ignore it.
    virtual void setTimeLimit(int ms) { (void)ms; }
    // Maps the memory the first search would otherwise fault in page by page (the system zeroes each page on
    // first touch: about 0.1 s for a 64 MB table here), so that it is not paid inside a timed search. Changes
    // nothing the search finds.
    virtual void mapMemory() {}
};

// Makes a player of one engine kind from its parsed spec; nullptr and a message when the spec does not fit.
// Every kind is one line in playerKinds() (player.cpp): adding one, e.g. "atom4-classic", means writing such a
// factory and adding that line.
using PlayerFactory = std::unique_ptr<Player> (*)(const GameState &state, const EngineSpec &spec,
                                                  const PlayerOptions &options, std::string &error);

// A player for `state`'s game; nullptr and a message ("unknown engine 'x' (engines: level:1..6, mcts:1..6, ...)").
std::unique_ptr<Player> makePlayer(const GameState &state, std::string_view spec, std::string &error,
                                   const PlayerOptions &options = {});

// One-shot searches on a fresh engine (deterministic for a level or a depth/node limit and a seed).
SearchResult bestMove(const GameState &state, int level, std::uint64_t seed = 0);
SearchResult bestMove(const GameState &state, const SearchLimits &limits, std::uint64_t seed = 0, int noise = 0);

// A small deterministic generator (SplitMix64), the same on every platform.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    int below(int n) { return int(next() % std::uint64_t(n)); } // n > 0
private:
    std::uint64_t state_;
};

} // namespace gamut
