// The original Atom-4 computer player, reproduced exactly: the same move order, the same float/double
// arithmetic, the same (asymmetric) heuristic bookkeeping and the same cut, so that scores tie exactly where
// the original's tied and rand() then picks the same move.
#include "classic.h"

#include "eval.h"

#include "core/ai/player.h"
#include "core/gamestate.h"
#include "core/hashing.h"

#include <bit>
#include <cmath>

namespace gamut {

using namespace atom4;

GlibcRandom::GlibcRandom(unsigned seed) {
    if (seed == 0)
        seed = 1;
    // glibc keeps the seed in a signed 32-bit word and steps it with Schrage's method (no 64-bit product).
    std::int32_t word = std::int32_t(seed);
    table_[0] = std::uint32_t(word);
    for (std::size_t i = 1; i < table_.size(); ++i) {
        const long high = word / 127773, low = word % 127773;
        word = std::int32_t(16807 * low - 2836 * high);
        if (word < 0)
            word += 2147483647;
        table_[i] = std::uint32_t(word);
    }
    for (int i = 0; i < 310; ++i)
        next();
}

int GlibcRandom::next() {
    const int n = int(table_.size());
    table_[std::size_t(front_)] += table_[std::size_t(rear_)];
    const int result = int(table_[std::size_t(front_)] >> 1);
    front_ = front_ + 1 == n ? 0 : front_ + 1;
    rear_ = rear_ + 1 == n ? 0 : rear_ + 1;
    return result;
}

namespace {

constexpr float kMinusInfinity = -1e9f; // the original's starting "best so far"
constexpr float kCutOff = 1e9f;         // what a cut-off reply set reports (anything above the bound)

// The original's heuristic accumulator, kept from the mover's point of view: cells changed (the placed piece
// included), own propagators created, opponent propagators destroyed.
struct Tally {
    int changes = 0, created = 0, destroyed = 0;
};

// The original hands the opponent the negated tally with `created` and `destroyed` swapped, so the weights 1.7
// and 1.5 apply to opposite counts on alternate plies. Reproduced as is: the chosen moves depend on it.
Tally opponentView(const Tally &t) { return {-t.changes, -t.destroyed, -t.created}; }

// Computed in double from the int counts, in this order, then rounded to float (as the original returns it).
float heuristic(const Tally &t) { return float(1.0 * t.changes + 1.7 * t.created + 1.5 * t.destroyed); }
float winScore(const Tally &t) { return float(1000.0 + double(heuristic(t))); }

constexpr bool additive(int sequence) { return (sequence & 1) == 0; }
constexpr int nextSequence(int sequence) { return sequence == 5 ? 0 : sequence + 1; }

// The legal cells in the original's scan order: its row 0 is our top row (index 15), each row from column a.
struct OrderedCells {
    std::array<std::uint16_t, kCells> cells;
    int count = 0;
    explicit OrderedCells(const CellSet &legal) {
        for (int row = kRows - 1; row >= 0; --row) {
            const int first = row * kColumns;
            std::uint64_t bits = (legal.words[std::size_t(first >> 6)] >> (first & 63)) & 0xFFFF;
            while (bits) {
                cells[std::size_t(count++)] = std::uint16_t(first + std::countr_zero(bits));
                bits &= bits - 1;
            }
        }
    }
};

class ClassicSearch {
public:
    explicit ClassicSearch(const Atom4Position &position) {
        for (int cell = 0; cell < kCells; ++cell) {
            colour_[std::size_t(cell)] = std::uint8_t(position.colourAt(cell));
            if (position.isLegal(cell))
                legal_.set(cell);
        }
        colour_[kOffBoard] = kEmpty;
    }

    const CellSet &legal() const { return legal_; }
    std::uint64_t nodes() const { return nodes_; }

    // The score of placing colour kSequence[sequence] on `cell`; `best` is the mover's best score so far
    // among its alternatives, which bounds the opponent's replies.
    float scoreMove(int sequence, int cell, float best, Tally tally, int depth);

private:
    Board colour_{};
    CellSet legal_;
    std::uint64_t nodes_ = 0;

    // The best reply score for the side to move; above `bound` it stops and reports kCutOff (the one-sided
    // cut: the replies' own lower bound always starts at minus infinity).
    float scoreReplies(int sequence, float bound, const Tally &tally, int depth);
    void markNewLegalCells(int placed);
};

float ClassicSearch::scoreReplies(int sequence, float bound, const Tally &tally, int depth) {
    const OrderedCells moves(legal_);
    float best = kMinusInfinity;
    for (int i = 0; i < moves.count; ++i) {
        const float score = scoreMove(sequence, moves.cells[std::size_t(i)], best, tally, depth);
        if (score > best)
            best = score;
        if (score > bound)
            return kCutOff;
    }
    return best; // minus infinity when the board is full
}

float ClassicSearch::scoreMove(int sequence, int cell, float best, Tally tally, int depth) {
    ++nodes_;
    const int tile = kSequence[std::size_t(sequence)];
    const int propagator = additive(sequence) ? White : Black;
    const int enemyPropagator = propagator ^ 7;

    // Targets are found on the board before the move (the six lines from one cell never meet again).
    struct Target {
        std::uint16_t cell;
        std::uint8_t before, after;
    };
    std::array<Target, kDirections> targets;
    int count = 0;
    for (int d = 0; d < kDirections; ++d) {
        int target = neighbour(cell, d);
        while (colour_[std::size_t(target)] == propagator)
            target = neighbour(target, d);
        const int before = colour_[std::size_t(target)];
        if (before == kEmpty)
            continue;
        const int after = additive(sequence) ? (before | tile) : (before & tile);
        if (after != before)
            targets[std::size_t(count++)] = {std::uint16_t(target), std::uint8_t(before), std::uint8_t(after)};
    }

    const CellSet savedLegal = legal_;
    colour_[std::size_t(cell)] = std::uint8_t(tile);
    ++tally.changes; // the placed piece is never a propagator and replaces an empty cell
    for (int i = 0; i < count; ++i) {
        const Target &t = targets[std::size_t(i)];
        colour_[t.cell] = t.after;
        ++tally.changes;
        tally.created += t.after == propagator;
        tally.destroyed += t.before == enemyPropagator;
    }
    markNewLegalCells(cell);

    bool won = false;
    for (int i = 0; i < count && !won; ++i)
        won = targets[std::size_t(i)].after == propagator &&
              onRunOfFour(colour_, targets[std::size_t(i)].cell, propagator);

    float score;
    if (won)
        score = winScore(tally);
    else if (depth > 0)
        score = -scoreReplies(nextSequence(sequence), -best, opponentView(tally), depth - 1);
    else
        score = heuristic(tally);

    for (int i = count - 1; i >= 0; --i)
        colour_[targets[std::size_t(i)].cell] = targets[std::size_t(i)].before;
    colour_[std::size_t(cell)] = kEmpty;
    legal_ = savedLegal;
    return score;
}

void ClassicSearch::markNewLegalCells(int placed) { markLegalAround(placed, colour_, legal_); }

int sequenceIndexOf(int colour) {
    for (std::size_t i = 0; i < kSequence.size(); ++i)
        if (kSequence[i] == colour)
            return int(i);
    return 0;
}

} // namespace

Atom4ClassicResult atom4ClassicSearch(const Atom4Position &position, int difficulty, unsigned seed) {
    Atom4ClassicResult result;
    if (position.outcome() != Outcome::Ongoing)
        return result;
    ClassicSearch search(position);
    const int sequence = sequenceIndexOf(position.nextColour());
    const OrderedCells moves(search.legal());

    // Every root move is scored against the best so far; the equal best are kept in scan order.
    std::array<std::uint16_t, kCells> equal;
    int equalCount = 0;
    float best = kMinusInfinity;
    for (int i = 0; i < moves.count; ++i) {
        const int cell = moves.cells[std::size_t(i)];
        const float score = search.scoreMove(sequence, cell, best, Tally{}, difficulty < 0 ? 0 : difficulty);
        if (score > best) {
            best = score;
            equalCount = 0;
            equal[std::size_t(equalCount++)] = std::uint16_t(cell);
        } else if (score == best) {
            equal[std::size_t(equalCount++)] = std::uint16_t(cell);
        }
    }
    if (equalCount == 0)
        return result;

    // Reservoir choice: the k-th equal move replaces the pick when rand() % k == 0 (rand() is drawn every time).
    GlibcRandom random(seed);
    int pick = 0;
    for (int k = 1; k <= equalCount; ++k)
        if (random.next() % k == 0)
            pick = k - 1;
    result.move = Move(equal[std::size_t(pick)]);
    result.score = best;
    result.ties = equalCount;
    result.nodes = search.nodes();
    return result;
}

namespace {

class Atom4ClassicPlayer final : public Player {
public:
    Atom4ClassicPlayer(int difficulty, const EngineSpec &spec)
        : difficulty_(difficulty), fixedSeed_(spec.hasSeed), specSeed_(spec.seed),
          seed_(spec.hasSeed ? unsigned(spec.seed) : 1u) {}

    std::string description() const override {
        return "Atom-4 4.1 computer, difficulty " + std::to_string(difficulty_);
    }
    void newGame(std::uint64_t gameSeed) override {
        if (!fixedSeed_)
            seed_ = unsigned(splitMix64(specSeed_ ^ splitMix64(gameSeed)));
    }
    SearchResult choose(const GameState &state, const std::atomic<bool> *, const ProgressCallback &progress) override {
        SearchResult result;
        const auto *own = dynamic_cast<const GameStateOf<Atom4Rules> *>(&state);
        if (!own || state.isOver())
            return result;
        const Atom4ClassicResult classic = atom4ClassicSearch(own->position(), difficulty_, seed_);
        result.move = classic.move;
        result.score = int(std::lround(classic.score)); // the original's units: a win is 1000 and more
        result.depth = difficulty_ + 1;
        result.nodes = classic.nodes;
        if (result.move != kNoMove)
            result.pv = {result.move};
        if (progress)
            progress(SearchProgress{result.depth, result.score, result.nodes, 0, result.move, result.pv});
        return result;
    }

private:
    int difficulty_;
    bool fixedSeed_;
    std::uint64_t specSeed_;
    unsigned seed_;
};

} // namespace

std::unique_ptr<Player> makeAtom4ClassicPlayer(const GameState &state, const EngineSpec &spec, const PlayerOptions &,
                                               std::string &error) {
    if (state.info().id != Atom4Rules::info().id) {
        error = "'" + spec.text + "' plays only " + std::string(Atom4Rules::info().id);
        return nullptr;
    }
    const int difficulty = spec.hasNumber ? spec.number : kAtom4ClassicDefaultDifficulty;
    if (difficulty < 0 || difficulty > kAtom4ClassicMaxDifficulty) {
        error = "difficulty must be 0 to " + std::to_string(kAtom4ClassicMaxDifficulty) + " in '" + spec.text + "'";
        return nullptr;
    }
    return std::make_unique<Atom4ClassicPlayer>(difficulty, spec);
}

std::span<const AlternativePlayer> Evaluator<Atom4Position>::alternativePlayers() {
    static const AlternativePlayer players[] = {
        {"atom4-classic", "atom4-classic:0..8 (the original Atom-4 player)", makeAtom4ClassicPlayer},
    };
    return players;
}

} // namespace gamut
