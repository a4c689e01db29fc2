// The evaluations that read the board bit-parallel (planes, shifted sets) against the same rules written the
// plain way, cell by cell, on every position of seeded random games: any difference would change the computer's
// play, so they must agree exactly.
#include "core/ai/player.h"
#include "core/games/atoms/atoms.h"
#include "core/games/atoms/eval.h"

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

} // namespace

class TestEvaluations : public QObject {
    Q_OBJECT
private slots:
    void atomsAgreesWithThePlainOne();
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

QTEST_GUILESS_MAIN(TestEvaluations)
#include "test_evaluations.moc"
