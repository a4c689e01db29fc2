// Trails and Towers: the start position, hashing and the small queries (the hot path is in trails_hot.h).
#include "trails.h"

#include "../../hashing.h"

#include <algorithm>

namespace gamut {

// perft and the search copy a Position at every node: keep it small.
static_assert(sizeof(TrailsPosition) <= 248);

TrailsPosition TrailsPosition::initial(const TrailsSetup &setup) {
    TrailsPosition p;
    const int n = setup.size;
    p.size_ = std::uint8_t(n);
    p.towersAsked_ = std::uint8_t(setup.towers);
    p.distance_ = std::uint8_t(setup.distance);
    p.nEff_ = std::uint8_t(setup.effectiveTowers());
    p.redFirst_ = setup.redFirst;
    p.blocked_.front() = p.blocked_[std::size_t(n + 1)] = ~std::uint32_t(0); // the frame: rows -1 and N
    for (int row = 0; row < n; ++row)
        p.blocked_[std::size_t(row + 1)] = ~std::uint32_t(0) << (n + 1) | 1; // columns -1 and N..30
    for (int k : setup.towerIndices()) {
        p.towers_ |= std::uint32_t(1) << k;
        p.block(k, k);
    }
    p.headCol_ = {0, std::uint8_t(n - 1)}; // blue's base a<N>, red's base <last column>1
    p.headRow_ = {std::uint8_t(n - 1), 0};
    p.claim(0, n - 1, 0);
    p.claim(n - 1, 0, 1);
    p.turn_ = setup.redFirst ? 1 : 0;
    p.updateLegal(p.turn_);
    return p;
}

TrailsSetup TrailsPosition::setup() const { return TrailsSetup{size_, towersAsked_, distance_, redFirst_}; }

int TrailsPosition::room(int player, int direction) const {
    return ray(headCol_[player], headRow_[player], size_, direction).room;
}

int TrailsPosition::steps(int player, int direction) const {
    const int distance = direction == dir_[player] ? boost_[player] + 2 : 1;
    return std::min(distance, room(player, direction));
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
    if (cell < 0 || cell >= size_ * size_ || !blockedAt(cell) || isTower(cell))
        return -1;
    return ((blue_[std::size_t(cell / size_)] >> (cell % size_)) & 1) ? 0 : 1;
}

CellFace TrailsPosition::cellFace(int cell) const {
    CellFace face;
    if (isTower(cell)) {
        face.flags = CellFace::Occupied | CellFace::Tower;
        return face;
    }
    face.owner = std::int8_t(owner(cell));
    if (face.owner < 0)
        return face;
    face.flags = CellFace::Occupied;
    const int player = face.owner;
    if (cell == head(player)) {
        face.flags |= CellFace::Head;
        face.direction = std::int8_t(lastDirection(player));
    }
    const int base = player == 0 ? (size_ - 1) * size_ : size_ - 1; // blue top-left, red bottom-right
    if (cell == base)
        face.flags |= CellFace::Base;
    if (wasTower(cell))
        face.flags |= CellFace::TakenTower;
    return face;
}

bool TrailsPosition::wasTower(int cell) const {
    if (cell < 0 || cell >= size_ * size_ || cell % size_ != cell / size_)
        return false;
    const std::vector<int> towers = setup().towerIndices();
    return std::find(towers.begin(), towers.end(), cell % size_) != towers.end();
}

void TrailsPosition::winningCells(std::vector<int> &cells) const {
    const Outcome result = outcome();
    const int winner = result == Outcome::FirstWins ? 0 : result == Outcome::SecondWins ? 1 : -1;
    for (int k = 0; winner >= 0 && k < size_; ++k)
        if (const int cell = k * size_ + k; owner(cell) == winner && wasTower(cell))
            cells.push_back(cell);
}

MoveCells TrailsPosition::moveCells(Move direction) const {
    const std::vector<int> claimed = claimPreview(Direction(direction));
    return {head(turn_), claimed.empty() ? -1 : claimed.back()};
}

int TrailsPosition::directionTo(int cell) const {
    if (cell < 0 || cell >= size_ * size_)
        return -1;
    const int from = head(turn_);
    const int row = cell / size_, column = cell % size_;
    const int headRow = from / size_, headColumn = from % size_;
    if (row == headRow && column != headColumn)
        return column > headColumn ? Right : Left;
    if (column == headColumn && row != headRow)
        return row > headRow ? Up : Down;
    return -1;
}

Move TrailsPosition::moveForClick(int cell) const {
    const int direction = directionTo(cell);
    if (direction < 0 || outcome() != Outcome::Ongoing)
        return kNoMove;
    return ((legal_ >> direction) & 1) ? Move(direction) : kNoMove;
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
