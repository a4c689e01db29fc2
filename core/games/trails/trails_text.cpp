// Trails and Towers as text: move tokens, illegal-move reasons, the printed position, move effects and the
// test-only position factory. None of this is on the hot path.
#include "trails.h"

#include "../../text.h"

#include <algorithm>

namespace gamut {

namespace {

constexpr std::array<const char *, 4> kDirectionNames = {"D", "L", "R", "U"};
constexpr std::array<const char *, 2> kPlayerNames = {"blue", "red"};
constexpr std::array<int, 4> kColumnStep = {0, -1, 1, 0};
constexpr std::array<int, 4> kRowStep = {-1, 0, 0, 1};

int directionOf(char c) {
    switch (c) {
    case 'd':
    case 'D':
        return TrailsPosition::Down;
    case 'l':
    case 'L':
        return TrailsPosition::Left;
    case 'r':
    case 'R':
        return TrailsPosition::Right;
    case 'u':
    case 'U':
        return TrailsPosition::Up;
    default:
        return -1;
    }
}

} // namespace

std::string TrailsPosition::moveText(Move direction) const { return kDirectionNames[direction & 3]; }

ParsedMove TrailsPosition::parseMove(std::string_view token) const {
    const int d = token.size() == 1 ? directionOf(token[0]) : -1;
    if (d < 0)
        return ParsedMove::illegal("not a direction: expected U, D, L or R", Refusal::Unreadable, {"U, D, L, R"});
    if (outcome() != Outcome::Ongoing)
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    if ((legal_ >> d) & 1)
        return ParsedMove::legal(Move(d));
    return illegalReason(d);
}

ParsedMove TrailsPosition::refusalAt(int cell, int) const {
    if (outcome() != Outcome::Ongoing)
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    if (cell < 0 || cell >= size_ * size_)
        return ParsedMove::illegal("not a cell of the board", Refusal::NotOnBoard, {std::to_string(cell), ""});
    const int d = directionTo(cell);
    if (d < 0) {
        const std::string name = cellName(cell % size_, cell / size_);
        return ParsedMove::illegal(name + " is not in a row or column of the head", Refusal::NotLegal, {name});
    }
    return ((legal_ >> d) & 1) ? ParsedMove::legal(Move(d)) : illegalReason(d);
}

// Why direction `d` is not legal for the player to move, from the same facts legalMask() checks.
ParsedMove TrailsPosition::illegalReason(int d) const {
    const int p = turn_;
    const std::string name = kDirectionNames[std::size_t(d)];
    const bool continuing = d == dir_[p];
    const int distance = continuing ? boost_[p] + 2 : 1;
    const int space = room(p, d);
    const int n = std::min(distance, space);
    const int col = headCol_[p] + n * kColumnStep[std::size_t(d)];
    const int row = headRow_[p] + n * kRowStep[std::size_t(d)];
    const int cell = row * size_ + col;
    const std::string ownedBy = owner(cell) >= 0 ? kPlayerNames[std::size_t(owner(cell))] : "";
    using R = Refusal;
    if (!continuing) {
        if (space == 0)
            return ParsedMove::illegal(name + " runs off the field", R::OffField, {name});
        if (!ownedBy.empty())
            return ParsedMove::illegal(name + " runs into a cell owned by " + ownedBy, R::IntoOwnedCell,
                                       {name, ownedBy});
        return ParsedMove::illegal(name + " runs into a tower", R::IntoTower, {name});
    }
    const std::string cells = std::to_string(distance);
    const std::string jump = name + " goes " + cells + " cells and";
    if (distance <= space)
        return ParsedMove::illegal(jump + " would end on a cell owned by " + ownedBy, R::LandsOnOwnedCell,
                                   {name, cells, ownedBy});
    if (space == 0)
        return ParsedMove::illegal(jump + " would stay on the head at the edge", R::StaysOnHead, {name, cells});
    if (!ownedBy.empty())
        return ParsedMove::illegal(jump + " would end on a cell owned by " + ownedBy + " at the edge",
                                   R::LandsOnOwnedEdge, {name, cells, ownedBy});
    return ParsedMove::illegal(name + " would end on a tower at the edge", R::LandsOnTowerEdge, {name});
}

std::string TrailsPosition::token(int cell) const {
    for (int p = 0; p < 2; ++p)
        if (cell == head(p))
            return p == 0 ? "B" : "R";
    switch (owner(cell)) {
    case 0:
        return "b";
    case 1:
        return "r";
    default:
        return isTower(cell) ? "T" : ".";
    }
}

void TrailsPosition::boardRows(std::vector<std::string> &rows) const {
    appendGridRows(
        size_, size_, [this](int cell) { return token(cell); }, rows);
}

void TrailsPosition::extraLines(std::vector<std::string> &lines) const {
    lines.push_back("towers_total " + std::to_string(nEff_));
    lines.push_back("blue_towers " + std::to_string(taken_[0]));
    lines.push_back("red_towers " + std::to_string(taken_[1]));
    lines.push_back(std::string("blue_dir ") + kDirectionNames[dir_[0]]);
    lines.push_back("blue_boost " + std::to_string(boost_[0]));
    lines.push_back(std::string("red_dir ") + kDirectionNames[dir_[1]]);
    lines.push_back("red_boost " + std::to_string(boost_[1]));
}

std::vector<int> TrailsPosition::claimPreview(Direction direction) const {
    std::vector<int> cells;
    if (!((legal_ >> direction) & 1))
        return cells;
    const int n = steps(turn_, direction);
    const int delta = kRowStep[direction] * size_ + kColumnStep[direction];
    for (int s = 1, cell = head(turn_) + delta; s <= n; ++s, cell += delta)
        if (s == n || !blockedAt(cell))
            cells.push_back(cell);
    return cells;
}

void TrailsPosition::describeMove(Move direction, MoveEffects &effects) const {
    const int d = int(direction & 3);
    if (!((legal_ >> d) & 1))
        return;
    // Every cell changes once, so each change shows the cell as it is after the move (a base keeps its mark, the
    // new head its direction).
    TrailsPosition after = *this;
    after.play(direction);
    const int p = turn_;
    const int n = steps(p, d);
    const int delta = kRowStep[std::size_t(d)] * size_ + kColumnStep[std::size_t(d)];
    EffectStep claimStep{EffectKind::Claim, {}, {{head(p), after.cellFace(head(p))}}};
    int cell = head(p);
    for (int s = 1; s <= n; ++s) {
        cell += delta;
        claimStep.path.push_back(cell);
        if (s < n && !blockedAt(cell))
            claimStep.changes.push_back({cell, after.cellFace(cell)});
    }
    const bool tower = isTower(cell);
    if (!tower)
        claimStep.changes.push_back({cell, after.cellFace(cell)});
    effects.push_back(std::move(claimStep));
    if (tower)
        effects.push_back({EffectKind::Tower, {cell}, {{cell, after.cellFace(cell)}}});
}

std::optional<TrailsPosition> TrailsPosition::custom(const TrailsSetup &setup, const Custom &spec, std::string &error) {
    TrailsPosition p = initial(setup);
    const int n = setup.size;
    if (int(spec.rows.size()) != n) {
        error = "expected " + std::to_string(n) + " rows";
        return std::nullopt;
    }
    for (int row = 0; row < n; ++row) // keep the frame, clear the field
        p.blocked_[std::size_t(row + 1)] &= ~(((std::uint32_t(1) << n) - 1) << 1);
    p.blue_ = {};
    p.cellHash_ = 0;
    p.towers_ = 0;
    std::array<int, 2> heads{-1, -1};
    for (int r = 0; r < n; ++r) {
        const std::string &line = spec.rows[std::size_t(r)];
        if (int(line.size()) != 2 * n - 1) {
            error = "row " + std::to_string(r + 1) + " is not " + std::to_string(n) + " tokens";
            return std::nullopt;
        }
        const int row = n - 1 - r;
        for (int col = 0; col < n; ++col) {
            const char c = line[std::size_t(2 * col)];
            const int cell = row * n + col;
            const std::string_view owned = "bBrR";
            if (c == 'T' && col == row) {
                p.towers_ |= std::uint32_t(1) << col;
                p.block(col, row);
            } else if (owned.find(c) != std::string_view::npos)
                p.claim(col, row, c == 'b' || c == 'B' ? 0 : 1);
            else if (c != '.') {
                error = std::string("bad token '") + c + "' at " + cellName(col, row);
                return std::nullopt;
            }
            if (c == 'B' || c == 'R') {
                if (heads[c == 'B' ? 0 : 1] >= 0) {
                    error = std::string("more than one head ") + c;
                    return std::nullopt;
                }
                heads[c == 'B' ? 0 : 1] = cell;
            }
        }
    }
    if (heads[0] < 0 || heads[1] < 0) {
        error = "both heads (B and R) are needed";
        return std::nullopt;
    }
    for (int q = 0; q < 2; ++q) {
        p.headCol_[std::size_t(q)] = std::uint8_t(heads[std::size_t(q)] % n);
        p.headRow_[std::size_t(q)] = std::uint8_t(heads[std::size_t(q)] / n);
        p.dir_[std::size_t(q)] = spec.dirs[std::size_t(q)];
        p.boost_[std::size_t(q)] = std::uint8_t(spec.boosts[std::size_t(q)]);
        p.taken_[std::size_t(q)] = std::uint8_t(spec.taken[std::size_t(q)]);
    }
    p.turn_ = std::uint8_t(spec.toMove ^ 1);
    p.outcome_ = std::uint8_t(Outcome::Ongoing);
    p.finishMove(spec.toMove ^ 1);
    return p;
}

} // namespace gamut
