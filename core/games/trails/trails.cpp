// The hot path of Trails and Towers: move generation, play and the end checks. Text lives in trails_text.cpp.
#include "trails.h"

#include "../../hashing.h"

#include <algorithm>

namespace gamut {

namespace {

constexpr int kCells = TrailsPosition::kMaxSize * TrailsPosition::kMaxSize;
constexpr std::array<int, 4> kColumnStep = {0, -1, 1, 0}; // D L R U
constexpr std::array<int, 4> kRowStep = {-1, 0, 0, 1};

// Zobrist keys of "cell owned by player", computed at compile time so play() only looks them up.
struct CellKeys {
    std::array<std::array<std::uint64_t, kCells>, 2> key{};
    constexpr CellKeys() {
        for (int p = 0; p < 2; ++p)
            for (int c = 0; c < kCells; ++c)
                key[std::size_t(p)][std::size_t(c)] = zobristKey(std::uint64_t(p) + 1, std::uint64_t(c));
    }
};
constexpr CellKeys kCellKeys;

} // namespace

TrailsPosition TrailsPosition::initial(const TrailsSetup &setup) {
    TrailsPosition p;
    const int n = setup.size;
    p.size_ = std::uint8_t(n);
    p.towersAsked_ = std::uint8_t(setup.towers);
    p.distance_ = std::uint8_t(setup.distance);
    p.nEff_ = std::uint8_t(setup.effectiveTowers());
    p.redFirst_ = setup.redFirst;
    for (int k : setup.towerIndices())
        p.towers_ |= std::uint32_t(1) << k;
    p.headCol_ = {0, std::uint8_t(n - 1)}; // blue's base a<N>, red's base <last column>1
    p.headRow_ = {std::uint8_t(n - 1), 0};
    p.claim(p.head(0), 0);
    p.claim(p.head(1), 1);
    p.turn_ = setup.redFirst ? 1 : 0;
    p.legal_ = std::uint8_t(p.legalMask(p.turn_));
    return p;
}

TrailsSetup TrailsPosition::setup() const { return TrailsSetup{size_, towersAsked_, distance_, redFirst_}; }

void TrailsPosition::claim(int cell, int player) {
    const std::uint64_t bit = std::uint64_t(1) << (cell & 63);
    occupied_[unsigned(cell) >> 6] |= bit;
    if (player == 0)
        blue_[unsigned(cell) >> 6] |= bit;
    cellHash_ ^= kCellKeys.key[std::size_t(player)][std::size_t(cell)];
}

int TrailsPosition::room(int player, int direction) const {
    switch (direction) {
    case Down:
        return headRow_[player];
    case Left:
        return headCol_[player];
    case Right:
        return size_ - 1 - headCol_[player];
    default:
        return size_ - 1 - headRow_[player];
    }
}

int TrailsPosition::steps(int player, int direction) const {
    const int distance = direction == dir_[player] ? boost_[player] + 2 : 1;
    return std::min(distance, room(player, direction));
}

int TrailsPosition::legalMask(int player) const {
    int mask = 0;
    for (int d = 0; d < 4; ++d) {
        const bool continuing = d == dir_[player];
        const int distance = continuing ? boost_[player] + 2 : 1;
        const int space = room(player, d);
        const int n = std::min(distance, space);
        if (n == 0)
            continue;
        const int col = headCol_[player] + n * kColumnStep[std::size_t(d)];
        const int row = headRow_[player] + n * kRowStep[std::size_t(d)];
        if (occupiedAt(row * size_ + col))
            continue;
        // A tower may be taken only by a continuing move that lands exactly on it, not by the edge rule.
        if (towerAt(col, row) && !(continuing && distance <= space))
            continue;
        mask |= 1 << d;
    }
    return mask;
}

bool TrailsPosition::hasMove(int player) const { return legalMask(player) != 0; }

void TrailsPosition::legalMoves(MoveList &moves) const {
    for (int d = 0; d < 4; ++d)
        if ((legal_ >> d) & 1)
            moves.push(Move(d));
}

void TrailsPosition::play(Move direction) {
    const int p = turn_;
    const int d = int(direction & 3);
    const bool continuing = d == dir_[p];
    const int n = steps(p, d);
    const int delta = kRowStep[std::size_t(d)] * size_ + kColumnStep[std::size_t(d)];
    int cell = head(p);
    int col = headCol_[p], row = headRow_[p];
    for (int s = 1; s < n; ++s) { // jumped cells: only free ones change hands, towers stay towers
        cell += delta;
        col += kColumnStep[std::size_t(d)];
        row += kRowStep[std::size_t(d)];
        if (!occupiedAt(cell) && !towerAt(col, row))
            claim(cell, p);
    }
    cell += delta;
    col += kColumnStep[std::size_t(d)];
    row += kRowStep[std::size_t(d)];
    if (towerAt(col, row)) {
        towers_ &= ~(std::uint32_t(1) << col);
        ++taken_[p];
    }
    claim(cell, p);
    headCol_[p] = std::uint8_t(col);
    headRow_[p] = std::uint8_t(row);
    boost_[p] = continuing ? std::uint16_t(boost_[p] + 1) : std::uint16_t(0);
    dir_[p] = std::uint8_t(d);
    finishMove(p);
}

// The end checks of the spec, in their order.
void TrailsPosition::finishMove(int mover) {
    const int other = mover ^ 1;
    legal_ = 0;
    if (taken_[mover] > nEff_ / 2) {
        outcome_ = std::uint8_t(winFor(mover));
        return;
    }
    const int otherMoves = legalMask(other);
    if (otherMoves == 0) {
        outcome_ = std::uint8_t(winFor(mover));
        return;
    }
    if (!hasMove(mover)) {
        outcome_ = std::uint8_t(winFor(other));
        return;
    }
    turn_ = std::uint8_t(other);
    legal_ = std::uint8_t(otherMoves);
}

std::uint64_t TrailsPosition::hash() const {
    std::uint64_t h = cellHash_;
    for (int p = 0; p < 2; ++p) {
        const std::uint64_t base = 0x100 + std::uint64_t(p) * 0x10;
        h ^= zobristKey(base + 1, std::uint64_t(head(p)));
        h ^= zobristKey(base + 2, dir_[p]);
        h ^= zobristKey(base + 3, boost_[p]);
    }
    return h ^ (turn_ ? kSideToMoveKey : 0);
}

bool TrailsPosition::isTower(int cell) const {
    return cell >= 0 && cell < size_ * size_ && towerAt(cell % size_, cell / size_);
}

int TrailsPosition::owner(int cell) const {
    if (cell < 0 || cell >= size_ * size_ || !occupiedAt(cell))
        return -1;
    return ((blue_[unsigned(cell) >> 6] >> (cell & 63)) & 1) ? 0 : 1;
}

const GameInfo &TrailsRules::info() {
    static const GameInfo info{"trails",  "Trails and Towers", {"blue", "red"},
                               "classic", {"classic"},         "size=N,towers=n,distance=d[,first=red]",
                               false};
    return info;
}

std::optional<TrailsPosition> TrailsRules::start(std::string_view variant, int, std::string &error) {
    const auto setup = TrailsSetup::parse(variant, error);
    if (!setup)
        return std::nullopt;
    return TrailsPosition::initial(*setup);
}

} // namespace gamut
