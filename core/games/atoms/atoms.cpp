#include "atoms.h"

#include "../../text.h"

#include <algorithm>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace gamut {

namespace {

constexpr int kSize = AtomsPosition::kSize;
constexpr int kCells = AtomsPosition::kCells;
constexpr int kMaxCount = 16; // keys per (cell, owner); real counts never exceed 7 (see explode())

constexpr std::uint64_t bit(int cell) { return std::uint64_t(1) << cell; }

constexpr std::uint64_t kNotFileA = 0xFEFEFEFEFEFEFEFEull, kNotFileH = 0x7F7F7F7F7F7F7F7Full;
// Cells by their number of neighbours: 2 (corners), 3 (the rest of the edge), 4 (inside).
constexpr std::uint64_t kCornerCells = 0x8100000000000081ull;
constexpr std::uint64_t kEdgeCells = 0xFF818181818181FFull & ~kCornerCells;
constexpr std::uint64_t kInsideCells = ~(kCornerCells | kEdgeCells);

// Orthogonal neighbours, critical masses and Zobrist keys of every cell, computed at compile time.
struct Tables {
    std::array<std::array<std::int8_t, 4>, kCells> neighbours{};
    std::array<std::int8_t, kCells> degree{};
    std::array<std::array<std::int8_t, kCells>, 2> mass{}; // [variant][cell]
    std::array<std::array<std::uint64_t, 2 * kMaxCount>, kCells> keys{};
    constexpr Tables() {
        constexpr int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
        for (int c = 0; c < kCells; ++c) {
            const int x = c % kSize, y = c / kSize;
            auto &n = degree[std::size_t(c)];
            for (int d = 0; d < 4; ++d) {
                const int nx = x + dx[d], ny = y + dy[d];
                if (nx >= 0 && nx < kSize && ny >= 0 && ny < kSize)
                    neighbours[std::size_t(c)][std::size_t(n++)] = std::int8_t(ny * kSize + nx);
            }
            mass[0][std::size_t(c)] = 4;
            mass[1][std::size_t(c)] = n;
            for (int k = 0; k < 2 * kMaxCount; ++k)
                keys[std::size_t(c)][std::size_t(k)] = zobristKey(std::uint64_t(c) + 1, std::uint64_t(k));
        }
    }
};
constexpr Tables kTables;

// The key of `count` atoms of `owner` on `cell`; an empty cell adds nothing to the hash.
std::uint64_t cellKey(int cell, int owner, int count) {
    if (owner < 0)
        return 0;
    return kTables.keys[std::size_t(cell)][std::size_t(owner * kMaxCount + (count & (kMaxCount - 1)))];
}

const auto &massTable(AtomsPosition::Variant variant) { return kTables.mass[std::size_t(variant)]; }

} // namespace

AtomsPosition AtomsPosition::initial(Variant variant) {
    AtomsPosition p;
    p.variant_ = variant;
    return p;
}

int AtomsPosition::owner(int cell) const {
    if ((owned_[0] >> cell) & 1)
        return 0;
    if ((owned_[1] >> cell) & 1)
        return 1;
    return -1;
}

void AtomsPosition::setCell(int cell, int count, int owner) {
    hash_ ^= cellKey(cell, this->owner(cell), counts_[std::size_t(cell)]) ^ cellKey(cell, owner, count);
    counts_[std::size_t(cell)] = std::uint8_t(count);
    owned_[0] &= ~bit(cell);
    owned_[1] &= ~bit(cell);
    if (owner >= 0)
        owned_[std::size_t(owner)] |= bit(cell);
}

Outcome AtomsPosition::outcome() const {
    if (ply_ < 2)
        return Outcome::Ongoing; // before red's first move, red having no atom is no defeat
    if (!owned_[1])
        return Outcome::FirstWins;
    if (!owned_[0])
        return Outcome::SecondWins;
    return Outcome::Ongoing;
}

void AtomsPosition::legalMoves(MoveList &moves) const {
    if (outcome() != Outcome::Ongoing)
        return;
    for (std::uint64_t free = ~owned_[std::size_t(turn() ^ 1)]; free; free &= free - 1)
        moves.push(Move(std::countr_zero(free)));
}

void AtomsPosition::play(Move move) {
    const int cell = int(move), mover = turn();
    ++ply_;
    const int count = counts_[std::size_t(cell)] + 1;
    setCell(cell, count, mover);
    if (count >= criticalMass(cell))
        explodeInPlanes(cell, mover);
}

void AtomsPosition::playCellByCell(Move move) {
    const int cell = int(move), mover = turn();
    ++ply_;
    const int count = counts_[std::size_t(cell)] + 1;
    setCell(cell, count, mover);
    if (count >= criticalMass(cell))
        explode(cell, mover, [](std::uint64_t) {});
}

// explode() for play(), a whole wave at a time on bit planes of the counts (plane b: the cells whose count has bit
// b set; counts stay below 16, see explode()). Late in a game a chain can sweep the board in tens of waves; cell by
// cell that cost most of a search's time. Each wave: every cell receives as many atoms as it has firing
// neighbours (a sum of four shifted sets, added bit by bit), a firing cell loses its critical mass, receivers
// become the mover's, emptied cells nobody's. The hash is brought up to date once, at the end.
void AtomsPosition::explodeInPlanes(int first, int mover) {
    std::array<std::uint64_t, 4> p{};
#ifdef __SSE2__
    for (int block = 0; block < 4; ++block) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(counts_.data() + 16 * block));
        for (int b = 0; b < 4; ++b) // shifting 16-bit lanes left by 7 - b puts each byte's bit b on its top
            p[std::size_t(b)] |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(_mm_slli_epi16(bytes, 7 - b))))
                                 << (16 * block);
    }
#else
    for (int c = 0; c < kCells; ++c)
        for (int b = 0; b < 4; ++b)
            p[std::size_t(b)] |= std::uint64_t(counts_[std::size_t(c)] >> b & 1) << c;
#endif
    // The critical masses as bit planes: 4 everywhere, or in the classic game 2 in corners and 3 on edges.
    const bool classic = variant_ == Variant::Classic;
    const std::uint64_t m0 = classic ? kEdgeCells : 0, m1 = classic ? kCornerCells | kEdgeCells : 0,
                        m2 = classic ? kInsideCells : ~std::uint64_t(0);
    const auto majority = [](std::uint64_t a, std::uint64_t b, std::uint64_t c) { return (a & b) | (c & (a ^ b)); };
    std::array<std::uint64_t, 2> owned = owned_;
    std::uint64_t critical = bit(first), touched = 0;
    while (critical) {
        const std::uint64_t east = (critical << 1) & kNotFileA, west = (critical >> 1) & kNotFileH;
        const std::uint64_t north = critical << 8, south = critical >> 8;
        // r = east + west + north + south (0 to 4), as planes r0..r2.
        const std::uint64_t a0 = east ^ west, a1 = east & west, b0 = north ^ south, b1 = north & south;
        const std::uint64_t r0 = a0 ^ b0, carry = a0 & b0;
        const std::uint64_t r1 = a1 ^ b1 ^ carry, r2 = majority(a1, b1, carry);
        // s = p + r (at most 7 + 4).
        const std::uint64_t s0 = p[0] ^ r0, c0 = p[0] & r0;
        const std::uint64_t s1 = p[1] ^ r1 ^ c0, c1 = majority(p[1], r1, c0);
        const std::uint64_t s2 = p[2] ^ r2 ^ c1, c2 = majority(p[2], r2, c1);
        const std::uint64_t s3 = p[3] ^ c2;
        // p = s - the mass of each firing cell (a firing cell holds at least its mass: no borrow out of bit 3).
        const std::uint64_t l0 = critical & m0, l1 = critical & m1, l2 = critical & m2;
        const auto borrow = [](std::uint64_t x, std::uint64_t y, std::uint64_t in) {
            return (~x & (y | in)) | (y & in & x);
        };
        p[0] = s0 ^ l0;
        const std::uint64_t d0 = ~s0 & l0;
        p[1] = s1 ^ l1 ^ d0;
        const std::uint64_t d1 = borrow(s1, l1, d0);
        p[2] = s2 ^ l2 ^ d1;
        const std::uint64_t d2 = borrow(s2, l2, d1);
        p[3] = s3 ^ d2;
        const std::uint64_t gained = east | west | north | south;
        const std::uint64_t empty = ~(p[0] | p[1] | p[2] | p[3]);
        owned[std::size_t(mover)] = (owned[std::size_t(mover)] | gained) & ~empty;
        owned[std::size_t(mover ^ 1)] &= ~(gained | empty);
        touched |= critical | gained;
        if (ply_ >= 2 && !owned[std::size_t(mover ^ 1)])
            break; // the mover has won: the board stays as it is, critical cells included
        const std::uint64_t atLeast4 = p[2] | p[3];
        critical = classic ? (kCornerCells & (p[1] | atLeast4)) | (kEdgeCells & ((p[0] & p[1]) | atLeast4)) |
                                 (kInsideCells & atLeast4)
                           : atLeast4;
    }
    for (; touched; touched &= touched - 1) {
        const int c = std::countr_zero(touched);
        const int count =
            int(p[0] >> c & 1) | int(p[1] >> c & 1) << 1 | int(p[2] >> c & 1) << 2 | int(p[3] >> c & 1) << 3;
        const int now = owned[0] >> c & 1 ? 0 : owned[1] >> c & 1 ? 1 : -1;
        hash_ ^= cellKey(c, owner(c), counts_[std::size_t(c)]) ^ cellKey(c, now, count);
        counts_[std::size_t(c)] = std::uint8_t(count);
    }
    owned_ = owned;
}

// Resolves the explosions started by `first`, one synchronous wave at a time; onWave(changed) is told, after each
// wave, which cells' tokens that wave changed.
//
// Why this always ends. A wave can be replayed as its cells firing one after another (each stays critical, since
// firing only adds to others), so a chain is a chip-firing game on the 8x8 grid. If it never ended, some cell would
// fire infinitely often, and then so would each of its neighbours (else the atoms it keeps receiving would pile up
// without bound, but the number of atoms never grows within a chain); by connectivity every cell would.
// - tutorial: an edge cell firing loses atoms off the board, and only a finite number can be lost: no endless chain.
// - classic: every cell fires, so every opponent cell soon receives an atom and becomes the mover's (nothing ever
//   becomes the opponent's during a chain). From ply 2 on, the stop rule then ends the chain. Before ply 2 a real
//   board holds one atom, so no chain starts (fromRows() refuses other boards).
// Counts stay small: a cell below its mass m receives at most deg <= m atoms in a wave, and a firing cell loses m
// and receives at most deg <= m; so from a board without critical cells no count ever exceeds 2m - 1 = 7.
template <class OnWave> void AtomsPosition::explode(int first, int mover, OnWave &&onWave) {
    const auto &mass = massTable(variant_);
    std::array<std::int8_t, kCells> delta{}; // atoms each cell wins or loses in the current wave
    std::uint64_t critical = bit(first);
    while (critical) {
        std::uint64_t gained = 0;
        for (std::uint64_t f = critical; f; f &= f - 1) {
            const int c = std::countr_zero(f);
            delta[std::size_t(c)] = std::int8_t(delta[std::size_t(c)] - mass[std::size_t(c)]);
            const auto &around = kTables.neighbours[std::size_t(c)];
            for (int i = 0; i < kTables.degree[std::size_t(c)]; ++i) {
                const int n = around[std::size_t(i)];
                ++delta[std::size_t(n)];
                gained |= bit(n);
            }
        }
        std::uint64_t changed = 0, next = 0;
        for (std::uint64_t t = critical | gained; t; t &= t - 1) {
            const int c = std::countr_zero(t);
            const int before = counts_[std::size_t(c)], was = owner(c);
            const int count = before + delta[std::size_t(c)];
            delta[std::size_t(c)] = 0;
            const int now = count == 0 ? -1 : ((gained >> c) & 1) ? mover : was;
            if (count != before || now != was) {
                setCell(c, count, now);
                changed |= bit(c);
            }
            if (count >= mass[std::size_t(c)])
                next |= bit(c);
        }
        onWave(changed);
        if (ply_ >= 2 && !owned_[std::size_t(mover ^ 1)])
            return; // the mover has won: the board stays as it is, critical cells included
        critical = next;
    }
}

std::string AtomsPosition::moveText(Move cell) const { return cellName(int(cell) % kSize, int(cell) / kSize); }

ParsedMove AtomsPosition::parseMove(std::string_view token) const {
    if (outcome() != Outcome::Ongoing)
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    const auto cell = parseCell(token, geometry());
    if (!cell)
        return ParsedMove::illegal("not a cell of the 8x8 board (a1..h8)", Refusal::NotOnBoard,
                                   {std::string(token), "a1..h8"});
    return refusalAt(*cell, -1);
}

ParsedMove AtomsPosition::refusalAt(int cell, int) const {
    if (outcome() != Outcome::Ongoing)
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    if (owner(cell) == (turn() ^ 1)) {
        const std::string owner(AtomsRules::info().players[std::size_t(turn() ^ 1)]);
        return ParsedMove::illegal("cell is owned by " + owner, Refusal::OwnedByOpponent,
                                   {moveText(Move(cell)), owner});
    }
    return ParsedMove::legal(Move(cell));
}

std::string AtomsPosition::token(int cell) const {
    const int who = owner(cell);
    if (who < 0)
        return ".";
    return std::to_string(counts_[std::size_t(cell)]) + (who == 0 ? "b" : "r");
}

void AtomsPosition::boardRows(std::vector<std::string> &rows) const {
    appendGridRows(
        kSize, kSize, [this](int cell) { return token(cell); }, rows);
}

CellFace AtomsPosition::cellFace(int cell) const {
    CellFace face;
    face.owner = std::int8_t(owner(cell));
    if (face.owner < 0)
        return face;
    face.value = counts_[std::size_t(cell)];
    face.flags = CellFace::Occupied;
    if (face.value == criticalMass(cell) - 1)
        face.flags |= CellFace::NearCritical;
    return face;
}

void AtomsPosition::figures(std::vector<Figure> &list) const {
    std::array<std::int64_t, 2> atomCount{};
    for (int cell = 0; cell < kCells; ++cell)
        if (const int who = owner(cell); who >= 0)
            atomCount[std::size_t(who)] += counts_[std::size_t(cell)];
    list.push_back({"atoms", atomCount[0], atomCount[1], true});
    list.push_back({"cells", std::popcount(owned_[0]), std::popcount(owned_[1]), true, FigureRole::Decides});
    list.push_back({"criticalMass", variant_ == Variant::Classic ? 0 : 4, 0, false, FigureRole::PanelOnly});
}

void AtomsPosition::winningCells(std::vector<int> &cells) const {
    const Outcome result = outcome();
    if (result != Outcome::FirstWins && result != Outcome::SecondWins)
        return;
    for (std::uint64_t own = owned_[result == Outcome::FirstWins ? 0 : 1]; own; own &= own - 1)
        cells.push_back(std::countr_zero(own));
}

void AtomsPosition::decidingCells(const MoveEffects &lastMove, std::vector<int> &cells) const {
    const Outcome result = outcome();
    if (result != Outcome::FirstWins && result != Outcome::SecondWins)
        return;
    const auto wave = std::find_if(lastMove.rbegin(), lastMove.rend(),
                                   [](const EffectStep &step) { return step.kind == EffectKind::Wave; });
    if (wave == lastMove.rend()) { // no explosion described (no effects given): the winner's cells say it
        winningCells(cells);
        return;
    }
    for (const CellChange &change : wave->changes)
        cells.push_back(change.cell);
}

void AtomsPosition::describeMove(Move move, MoveEffects &effects) const {
    const int cell = int(move), mover = turn();
    AtomsPosition after = *this;
    ++after.ply_;
    const int count = counts_[std::size_t(cell)] + 1;
    after.setCell(cell, count, mover);
    effects.push_back({EffectKind::Place, {}, {{cell, after.cellFace(cell)}}});
    if (count < criticalMass(cell))
        return;
    after.explode(cell, mover, [&](std::uint64_t changed) {
        EffectStep wave{EffectKind::Wave, {}, {}};
        for (; changed; changed &= changed - 1) {
            const int c = std::countr_zero(changed);
            wave.changes.push_back({c, after.cellFace(c)});
        }
        effects.push_back(std::move(wave));
    });
}

namespace {

// "." -> {0, -1}; "3b" -> {3, 0}; "2R" -> {2, 1}; nullopt when malformed.
std::optional<std::pair<int, int>> parseToken(std::string_view text) {
    if (text == ".")
        return std::pair{0, -1};
    if (text.size() != 2 || text[0] < '1' || text[0] > '9')
        return std::nullopt;
    const char who = char(text[1] | 0x20);
    if (who != 'b' && who != 'r')
        return std::nullopt;
    return std::pair{text[0] - '0', who == 'b' ? 0 : 1};
}

} // namespace

std::optional<AtomsPosition> AtomsPosition::fromRows(Variant variant, const std::vector<std::string> &rows, int ply,
                                                     std::string &error) {
    AtomsPosition p = initial(variant);
    if (ply < 0 || ply > 1000000 || rows.size() != std::size_t(kSize)) {
        error = "need 8 rows and a ply from 0 to 1000000";
        return std::nullopt;
    }
    p.ply_ = ply;
    int total = 0;
    for (int r = 0; r < kSize; ++r) {
        const std::vector<std::string> tokens = splitWhitespace(rows[std::size_t(r)]);
        if (tokens.size() != std::size_t(kSize)) {
            error = "row " + std::to_string(r + 1) + " does not hold 8 cells";
            return std::nullopt;
        }
        for (int x = 0; x < kSize; ++x) {
            const int cell = (kSize - 1 - r) * kSize + x;
            const auto parsed = parseToken(tokens[std::size_t(x)]);
            if (!parsed || parsed->first >= p.criticalMass(cell)) {
                error = "bad or critical cell '" + tokens[std::size_t(x)] + "'";
                return std::nullopt;
            }
            if (parsed->second >= 0)
                p.setCell(cell, parsed->first, parsed->second);
            total += parsed->first;
        }
    }
    if (ply < 2 && (total > ply || p.owned_[1])) {
        error = "before ply 2 the board holds at most one blue atom";
        return std::nullopt;
    }
    return p;
}

const GameInfo &AtomsRules::info() {
    static const GameInfo info{"atoms", "Atoms", {"blue", "red"}, "tutorial", {"tutorial", "classic"}, {}, false};
    return info;
}

std::optional<AtomsPosition> AtomsRules::start(std::string_view variant, int, std::string &error) {
    const std::string name = toLower(variant);
    if (name == "tutorial")
        return AtomsPosition::initial(AtomsPosition::Variant::Tutorial);
    if (name == "classic")
        return AtomsPosition::initial(AtomsPosition::Variant::Classic);
    error = unknownVariantMessage(info(), variant);
    return std::nullopt;
}

} // namespace gamut
