// The evaluations that read the board bit-parallel (planes, shifted sets) against the same rules written the
// plain way, cell by cell, on every position of seeded random games: any difference would change the computer's
// play, so they must agree exactly.
#include "core/ai/player.h"
#include "core/games/atoms/atoms.h"
#include "core/games/atoms/ai/eval.h"
#include "core/games/loa/ai/eval.h"
#include "core/games/loa/loa.h"

#include <QtTest>

#include <bit>

using namespace gamut;

namespace {

// The Atoms evaluation cell by cell (eval.cpp reads counts as bit planes): per side its atoms; per own cell, when
// it touches a loaded enemy cell it loses 5 - mass + atoms, else a corner gains 3, another edge cell 2 and a
// loaded cell 2 more; two per cell in groups of two or more adjacent loaded cells; 60 to the side to move when one
// of its loaded cells touches an enemy cell; all times 25.
int atomsEvalByCells(const AtomsPosition &pos) {
    constexpr int kSize = AtomsPosition::kSize;
    const auto neighbours = [](int cell, int *out) {
        const int x = cell % kSize, y = cell / kSize;
        int n = 0;
        if (x > 0)
            out[n++] = cell - 1;
        if (x < kSize - 1)
            out[n++] = cell + 1;
        if (y > 0)
            out[n++] = cell - kSize;
        if (y < kSize - 1)
            out[n++] = cell + kSize;
        return n;
    };
    const auto loaded = [&](int cell) { return pos.atoms(cell) == pos.criticalMass(cell) - 1; };
    const int us = pos.turn();
    int sides[2] = {0, 0};
    bool firesFirst = false;
    for (int p = 0; p < 2; ++p) {
        const int side = p == 0 ? us : us ^ 1;
        int value = 0;
        bool inGroup[AtomsPosition::kCells] = {};
        for (int cell = 0; cell < AtomsPosition::kCells; ++cell) {
            if (pos.owner(cell) != side)
                continue;
            value += pos.atoms(cell);
            int around[4];
            const int count = neighbours(cell, around);
            bool underGun = false;
            for (int i = 0; i < count; ++i) {
                const int n = around[i];
                underGun = underGun || (pos.owner(n) == (side ^ 1) && loaded(n));
                if (loaded(cell) && pos.owner(n) == side && loaded(n))
                    inGroup[cell] = true;
                if (side == us && loaded(cell) && pos.owner(n) == (us ^ 1))
                    firesFirst = true;
            }
            if (underGun)
                value -= 5 - pos.criticalMass(cell) + pos.atoms(cell);
            else
                value += (count == 2 ? 3 : count == 3 ? 2 : 0) + (loaded(cell) ? 2 : 0);
        }
        for (int cell = 0; cell < AtomsPosition::kCells; ++cell)
            value += inGroup[cell] ? 2 : 0;
        sides[p] = value;
    }
    return 25 * (sides[0] - sides[1]) + (firesFirst ? 60 : 0);
}

// The LOA evaluation piece by piece (eval.cpp counts with masks and gathers moves per direction): for one side,
// its concentration, groups, centralisation, centre of mass, solid 2x2 blocks and mobility.
int loaSideByPieces(std::uint64_t own, std::uint64_t enemy) {
    const auto has = [](std::uint64_t set, int x, int y) {
        return x >= 0 && x < 8 && y >= 0 && y < 8 && (set >> (8 * y + x) & 1);
    };
    const int n = std::popcount(own);
    if (n <= 1)
        return 0;
    int sx = 0, sy = 0, centrality = 0;
    for (int cell = 0; cell < 64; ++cell)
        if (own >> cell & 1) {
            const int x = cell % 8, y = cell / 8;
            sx += x, sy += y;
            centrality += std::min(x, 7 - x) + std::min(y, 7 - y);
        }
    int spread = 0;
    for (int cell = 0; cell < 64; ++cell)
        if (own >> cell & 1)
            spread += std::max(std::abs(n * (cell % 8) - sx), std::abs(n * (cell / 8) - sy));
    int least = 0; // rings of 8 then 16 cells around a centre: 1, then 2 cells away
    for (int i = 1; i < n; ++i)
        least += i <= 8 ? 1 : 2;
    const int excess = std::max(0, spread - n * least);
    const int comOff = std::max(std::abs(2 * sx - 7 * n), std::abs(2 * sy - 7 * n)) / 2;
    int groups = 0;
    std::uint64_t seen = 0;
    for (int start = 0; start < 64; ++start) {
        if (!(own >> start & 1) || (seen >> start & 1))
            continue;
        ++groups;
        int stack[64], top = 0;
        stack[top++] = start;
        seen |= std::uint64_t(1) << start;
        while (top) {
            const int cell = stack[--top];
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy) {
                    const int x = cell % 8 + dx, y = cell / 8 + dy;
                    if (has(own, x, y) && !(seen >> (8 * y + x) & 1)) {
                        seen |= std::uint64_t(1) << (8 * y + x);
                        stack[top++] = 8 * y + x;
                    }
                }
        }
    }
    int quads = 0;
    for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y)
            quads += has(own, x, y) + has(own, x + 1, y) + has(own, x, y + 1) + has(own, x + 1, y + 1) >= 3;
    int moves = 0, captures = 0, toEdge = 0;
    const int dirs[8][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};
    for (int cell = 0; cell < 64; ++cell) {
        if (!(own >> cell & 1))
            continue;
        const int x = cell % 8, y = cell / 8;
        for (const auto &d : dirs) {
            int distance = 1; // the piece itself, then every piece on its line both ways
            for (int s = 1; s < 8; ++s)
                distance += has(own | enemy, x + s * d[0], y + s * d[1]) + has(own | enemy, x - s * d[0], y - s * d[1]);
            const int tx = x + distance * d[0], ty = y + distance * d[1];
            if (tx < 0 || tx > 7 || ty < 0 || ty > 7 || has(own, tx, ty))
                continue;
            bool blocked = false;
            for (int s = 1; s < distance; ++s)
                blocked = blocked || has(enemy, x + s * d[0], y + s * d[1]);
            if (blocked)
                continue;
            ++moves;
            captures += has(enemy, tx, ty);
            toEdge += tx == 0 || tx == 7 || ty == 0 || ty == 7;
        }
    }
    return -28 * excess / n - 70 * (groups - 1) + 10 * centrality / n - 6 * comOff / n + 18 * quads + 3 * moves +
           3 * captures - 2 * toEdge;
}

int loaEvalByPieces(const LoaPosition &pos) {
    const std::uint64_t mine = pos.pieces(pos.turn()), theirs = pos.pieces(pos.turn() ^ 1);
    return loaSideByPieces(mine, theirs) - loaSideByPieces(theirs, mine) + 15;
}

} // namespace

class TestEvaluations : public QObject {
    Q_OBJECT
private slots:
    void atomsAgreesWithThePlainOne();
    void loaAgreesWithThePlainOne();
};

void TestEvaluations::atomsAgreesWithThePlainOne() {
    // The critical mass the plain evaluation reads: 4, or in the classic game the number of neighbours.
    for (const auto variant : {AtomsPosition::Variant::Tutorial, AtomsPosition::Variant::Classic})
        for (int cell = 0; cell < AtomsPosition::kCells; ++cell) {
            const int x = cell % 8, y = cell / 8;
            const int neighbours = (x > 0) + (x < 7) + (y > 0) + (y < 7);
            QCOMPARE(AtomsPosition::initial(variant).criticalMass(cell),
                     variant == AtomsPosition::Variant::Classic ? neighbours : 4);
        }
    int positions = 0, loadedSeen = 0;
    for (const auto variant : {AtomsPosition::Variant::Tutorial, AtomsPosition::Variant::Classic})
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            AtomsPosition pos = AtomsPosition::initial(variant);
            Random random(seed);
            for (int ply = 0; ply < 400 && pos.outcome() == Outcome::Ongoing; ++ply) {
                QCOMPARE(atoms_eval::evaluate(pos), atomsEvalByCells(pos));
                ++positions;
                for (int cell = 0; cell < AtomsPosition::kCells; ++cell)
                    loadedSeen += pos.owner(cell) >= 0 && pos.atoms(cell) == pos.criticalMass(cell) - 1;
                MoveList moves;
                pos.legalMoves(moves);
                pos.play(moves[random.below(moves.size())]);
            }
        }
    qInfo("atoms: the evaluation agrees with the plain one on %d positions (%d loaded cells seen)", positions,
          loadedSeen);
    QVERIFY(positions >= 5000);
    QVERIFY(loadedSeen >= 10000);
}

void TestEvaluations::loaAgreesWithThePlainOne() {
    int positions = 0, captures = 0;
    for (const auto variant : {LoaPosition::Variant::Standard, LoaPosition::Variant::Scrambled})
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            LoaPosition pos = LoaPosition::initial(variant);
            Random random(seed);
            for (int ply = 0; ply < 200 && pos.outcome() == Outcome::Ongoing; ++ply) {
                QCOMPARE(loa_eval::evaluate(pos), loaEvalByPieces(pos));
                ++positions;
                MoveList moves;
                pos.legalMoves(moves);
                const Move m = moves[random.below(moves.size())];
                captures += m != LoaPosition::kPass && (pos.pieces(pos.turn() ^ 1) >> LoaPosition::moveTo(m) & 1);
                pos.play(m);
            }
        }
    qInfo("loa: the evaluation agrees with the plain one on %d positions (%d captures played)", positions, captures);
    QVERIFY(positions >= 5000);
    QVERIFY(captures >= 500);
}

QTEST_GUILESS_MAIN(TestEvaluations)
#include "test_evaluations.moc"
