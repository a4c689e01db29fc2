// The computer player of the original Atom-4 4.1, emulated move for move: a fixed-depth minimax over every legal
// cell with a one-sided cut, a heuristic that counts colour changes and propagators, and a random choice among
// the equal best moves drawn from glibc's rand() after srand(seed). Written from observed behaviour; used as
// the engine "atom4-classic:N[@seed]" (N = the original's difficulty, its -d option; it searches N + 1 plies).
#pragma once

#include "atom4.h"

#include <array>
#include <cstdint>

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

} // namespace gamut
