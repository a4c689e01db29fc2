// The computer player of the original Atom-4 4.1, emulated move for move: a fixed-depth minimax over every legal
// cell with a one-sided cut, a heuristic that counts colour changes and propagators, and a random choice among
// the equal best moves drawn from glibc's rand() after srand(seed). Written from observed behaviour; used as
// the engine "atom4-classic:N[@seed]" (N = the original's difficulty, its -d option; it searches N + 1 plies).
// An alternative AI of the search layer (offered by Atom-4's evaluator, eval.h), not part of the game's rules.
#pragma once

#include "core/games/atom4/atom4.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>

namespace gamut {

// glibc's rand() (the TYPE_3 additive feedback generator, x[i] = x[i-3] + x[i-31] mod 2^32, output x >> 1)
// with srand()'s initialisation: a Lehmer sequence (16807 mod 2^31-1) fills the table, 310 outputs are dropped.
class GlibcRandom {
public:
    explicit GlibcRandom(unsigned seed);
    int next(); // 0 .. RAND_MAX (2^31 - 1), the same sequence as ::srand(seed); ::rand() ...

private:
    std::array<std::uint32_t, 31> table_{};
    int front_ = 3; // the newer of the two taps (glibc's fptr)
    int rear_ = 0;  // the older tap (glibc's rptr)
};

struct Atom4ClassicResult {
    Move move = kNoMove;     // kNoMove only when there is no legal move
    float score = 0;         // the original's score of that move, for the player to move
    int ties = 0;            // how many moves shared that score (rand() picked one of them)
    std::uint64_t nodes = 0; // placements tried in the search
};

// The original's decision in `position` at `difficulty` (its search depth, >= 0), with rand() seeded by
// srand(seed) just before it, as every decision of the original effectively was.
Atom4ClassicResult atom4ClassicSearch(const Atom4Position &position, int difficulty, unsigned seed);
inline Move atom4ClassicChoose(const Atom4Position &position, int difficulty, unsigned seed) {
    return atom4ClassicSearch(position, difficulty, seed).move;
}

// The player "atom4-classic:N[@seed]" (N = difficulty, 0..kAtom4ClassicMaxDifficulty, default 2 as the original's
// -d). With @seed every decision uses srand(seed), exactly as the reference games; without one, each new game
// takes a seed derived from the match's game seed (the original seeded from the clock once per run).
class Player;
class GameState;
struct EngineSpec;
struct PlayerOptions;
inline constexpr int kAtom4ClassicDefaultDifficulty = 2;
inline constexpr int kAtom4ClassicMaxDifficulty = 8; // 6 takes seconds a move, 8 minutes
std::unique_ptr<Player> makeAtom4ClassicPlayer(const GameState &state, const EngineSpec &spec,
                                               const PlayerOptions &options, std::string &error);

} // namespace gamut
