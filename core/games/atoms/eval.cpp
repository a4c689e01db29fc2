#include "eval.h"

#include <bit>

namespace gamut::atoms_eval {

namespace {

constexpr std::uint64_t kNotFileA = 0xFEFEFEFEFEFEFEFEull;
constexpr std::uint64_t kNotFileH = 0x7F7F7F7F7F7F7F7Full;

// The orthogonal neighbours of every cell of `set`.
inline std::uint64_t around(std::uint64_t set) {
    return ((set << 1) & kNotFileA) | ((set >> 1) & kNotFileH) | (set << 8) | (set >> 8);
}

inline int neighbourCount(int cell) {
    const int x = cell % 8, y = cell / 8;
    return 4 - (x == 0) - (x == 7) - (y == 0) - (y == 7);
}

struct Side {
    std::uint64_t cells = 0, loaded = 0; // owned cells; those one atom short of exploding
    int atoms = 0;
};

Side sideOf(const AtomsPosition &pos, int player) {
    Side side;
    side.cells = pos.ownedBy(player);
    for (std::uint64_t rest = side.cells; rest; rest &= rest - 1) {
        const int cell = std::countr_zero(rest);
        const int atoms = pos.atoms(cell);
        side.atoms += atoms;
        if (atoms == pos.criticalMass(cell) - 1)
            side.loaded |= std::uint64_t(1) << cell;
    }
    return side;
}

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

int sideValue(const AtomsPosition &pos, const Side &own, const Side &enemy) {
    const std::uint64_t underGun = own.cells & around(enemy.loaded);
    int value = own.atoms;
    for (std::uint64_t rest = own.cells; rest; rest &= rest - 1) {
        const int cell = std::countr_zero(rest);
        if (underGun >> cell & 1) {
            value -= 5 - pos.criticalMass(cell) + pos.atoms(cell);
        } else {
            const int n = neighbourCount(cell);
            value += n == 2 ? 3 : n == 3 ? 2 : 0;
            if (own.loaded >> cell & 1)
                value += 2;
        }
    }
    return value + 2 * chainPotential(own.loaded);
}

} // namespace

int evaluate(const AtomsPosition &pos) {
    const int us = pos.turn();
    const Side mine = sideOf(pos, us), theirs = sideOf(pos, us ^ 1);
    int value = 25 * (sideValue(pos, mine, theirs) - sideValue(pos, theirs, mine));
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
