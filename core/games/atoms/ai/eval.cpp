#include "eval.h"

#include <array>
#include <bit>
#include <utility>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace gamut::atoms_eval {

namespace {

constexpr std::uint64_t kNotFileA = 0xFEFEFEFEFEFEFEFEull;
constexpr std::uint64_t kNotFileH = 0x7F7F7F7F7F7F7F7Full;
// Cells by their number of neighbours: 2 (corners), 3 (the rest of the edge), 4 (inside).
constexpr std::uint64_t kCorners = 0x8100000000000081ull;
constexpr std::uint64_t kEdges = 0xFF818181818181FFull & ~kCorners;
constexpr std::uint64_t kInside = ~(kCorners | kEdges);

// The orthogonal neighbours of every cell of `set`.
inline std::uint64_t around(std::uint64_t set) {
    return ((set << 1) & kNotFileA) | ((set >> 1) & kNotFileH) | (set << 8) | (set >> 8);
}

// The cells' atom counts as bit planes: plane b holds the cells whose count has bit b set (counts stay below 16,
// see AtomsPosition::explode()), so that sums and comparisons over a set of cells are a few popcounts.
struct Planes {
    std::array<std::uint64_t, 4> bits{};

    explicit Planes(const std::array<std::uint8_t, AtomsPosition::kCells> &counts) {
#ifdef __SSE2__
        for (int block = 0; block < 4; ++block) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(counts.data() + 16 * block));
            // Shifting 16-bit lanes left by 7 - b puts bit b of each byte on the byte's top, where movemask reads.
            bits[0] |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(_mm_slli_epi16(bytes, 7)))) << (16 * block);
            bits[1] |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(_mm_slli_epi16(bytes, 6)))) << (16 * block);
            bits[2] |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(_mm_slli_epi16(bytes, 5)))) << (16 * block);
            bits[3] |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(_mm_slli_epi16(bytes, 4)))) << (16 * block);
        }
#else
        for (int c = 0; c < AtomsPosition::kCells; ++c)
            for (int b = 0; b < 4; ++b)
                bits[std::size_t(b)] |= std::uint64_t(counts[std::size_t(c)] >> b & 1) << c;
#endif
    }
    // The cells holding exactly `count` atoms.
    std::uint64_t holding(int count) const {
        std::uint64_t cells = ~std::uint64_t(0);
        for (int b = 0; b < 4; ++b)
            cells &= count >> b & 1 ? bits[std::size_t(b)] : ~bits[std::size_t(b)];
        return cells;
    }
    // The atoms on the cells of `set`.
    int atomsOn(std::uint64_t set) const {
        return std::popcount(set & bits[0]) + 2 * std::popcount(set & bits[1]) + 4 * std::popcount(set & bits[2]) +
               8 * std::popcount(set & bits[3]);
    }
};

struct Side {
    std::uint64_t cells = 0, loaded = 0; // owned cells; those one atom short of exploding
    int atoms = 0;
};

// Sizes of the groups of adjacent loaded cells, each counted by its size (a lone loaded cell counts 0).
int chainPotential(std::uint64_t loaded) {
    int total = 0;
    while (loaded) {
        std::uint64_t group = loaded & (~loaded + 1);
        for (;;) {
            const std::uint64_t next = (group | around(group)) & loaded;
            if (next == group)
                break;
            group = next;
        }
        loaded &= ~group;
        const int size = std::popcount(group);
        if (size > 1)
            total += size;
    }
    return total;
}

// Per own cell: under an enemy gun (next to a loaded enemy cell) it loses 5 - mass + atoms; otherwise a corner
// gains 3, another edge cell 2, and a loaded cell 2 more. Plus the atoms and the chain potential.
int sideValue(bool classic, const Planes &planes, const Side &own, const Side &enemy) {
    const std::uint64_t underGun = own.cells & around(enemy.loaded), safe = own.cells & ~underGun;
    const int masses = classic ? 2 * std::popcount(underGun & kCorners) + 3 * std::popcount(underGun & kEdges) +
                                     4 * std::popcount(underGun & kInside)
                               : 4 * std::popcount(underGun);
    int value = own.atoms;
    value -= 5 * std::popcount(underGun) - masses + planes.atomsOn(underGun);
    value +=
        3 * std::popcount(safe & kCorners) + 2 * std::popcount(safe & kEdges) + 2 * std::popcount(safe & own.loaded);
    return value + 2 * chainPotential(own.loaded);
}

} // namespace

double winChanceScale(const AtomsPosition &pos) {
    // Knots (plies played, scale) joined by straight lines, the last held beyond: fitted per band of plies by
    // tools/calibrate-winchance.py --by-ply at level 3 (see the README's calibration table).
    constexpr std::array<std::pair<int, double>, 3> kKnots = {{{0, 300.0}, {30, 300.0}, {60, 54.0}}};
    const int played = pos.ply();
    if (played <= kKnots.front().first)
        return kKnots.front().second;
    for (std::size_t i = 1; i < kKnots.size(); ++i)
        if (played <= kKnots[i].first) {
            const auto [p0, s0] = kKnots[i - 1];
            const auto [p1, s1] = kKnots[i];
            return s0 + (s1 - s0) * double(played - p0) / double(p1 - p0);
        }
    return kKnots.back().second;
}

int evaluate(const AtomsPosition &pos) {
    const Planes planes(pos.counts());
    const bool classic = pos.variant() == AtomsPosition::Variant::Classic;
    // One atom short of the critical mass: 3 everywhere in the tutorial; the neighbours less one in the classic.
    const std::uint64_t loaded =
        classic ? (kCorners & planes.holding(1)) | (kEdges & planes.holding(2)) | (kInside & planes.holding(3))
                : planes.holding(3);
    const int us = pos.turn();
    Side mine, theirs;
    mine.cells = pos.ownedBy(us), theirs.cells = pos.ownedBy(us ^ 1);
    mine.loaded = loaded & mine.cells, theirs.loaded = loaded & theirs.cells;
    mine.atoms = planes.atomsOn(mine.cells), theirs.atoms = planes.atomsOn(theirs.cells);
    int value = 25 * (sideValue(classic, planes, mine, theirs) - sideValue(classic, planes, theirs, mine));
    // Moving first: a loaded cell of ours touching theirs fires before theirs can.
    if (around(mine.loaded) & theirs.cells)
        value += 60;
    return value;
}
int orderMove(const AtomsPosition &pos, Move m) {
    const int cell = int(m);
    const int us = pos.turn();
    const std::uint64_t enemy = pos.ownedBy(us ^ 1);
    const std::uint64_t here = std::uint64_t(1) << cell;
    const bool explodes = pos.atoms(cell) + 1 >= pos.criticalMass(cell);
    const int enemyNeighbours = std::popcount(around(here) & enemy);
    if (explodes)
        return enemyNeighbours ? 50 + 10 * enemyNeighbours : -1; // firing into the enemy first
    // A quiet move next to the enemy is only a guess; keep it below zero (ordered by history).
    return -1 - enemyNeighbours;
}

} // namespace gamut::atoms_eval
