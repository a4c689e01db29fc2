#include "player.h"

#include "alternatives.h"

#include "../hashing.h"
#include "../registry.h"
#include "../text.h"
#include "transposition.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <vector>

namespace gamut {

std::uint64_t Random::next() {
    state_ += 0x9E3779B97F4A7C15ull;
    return splitMix64(state_);
}

namespace {

// Per level: node budget as a fraction of the game's level-3 budget (numerator/denominator), a depth cap, and the
// noise in tenths of the game's evaluation unit. Each level spends about 2.5-3 times the nodes of the one below.
struct LevelRow {
    std::uint64_t numerator, denominator;
    int depth;
    int noiseTenths;
};
constexpr std::array<LevelRow, kMaxLevel> kLevels = {{
    {1, 64, 2, 40}, // 1 Beginner: two plies, a lot of noise
    {1, 8, 0, 10},  // 2 Novice
    {1, 1, 0, 2},   // 3 Intermediate (default): about 0.4 s a move
    {3, 1, 0, 1},   // 4 Advanced
    {8, 1, 0, 1},   // 5 Expert
    {20, 1, 0, 1},  // 6 Master
}};
constexpr std::array<const char *, kMaxLevel> kLevelNames = {"Beginner", "Novice", "Intermediate",
                                                             "Advanced", "Expert", "Master"};

std::shared_ptr<Engine> engineFor(const GameState &state) {
    const GameEntry *entry = findGame(state.info().id);
    if (!entry)
        return nullptr;
    return entry->makeEngine();
}

// The table for a search at `level` (or with a time budget) unless the options name one, set on the engine.
std::size_t sizeTable(Engine &engine, const PlayerOptions &options, int level) {
    std::size_t megabytes = options.hashMegabytes;
    if (megabytes == 0)
        megabytes = options.movetimeMs > 0 ? TranspositionTable::kDefaultMegabytes : levelHashMegabytes(engine, level);
    if (megabytes != TranspositionTable::kDefaultMegabytes) // the engine starts with the default
        engine.setHashMegabytes(megabytes);
    return megabytes;
}

class SearchPlayer final : public Player {
public:
    SearchPlayer(std::shared_ptr<Engine> engine, int level, bool monteCarlo, std::uint64_t seed,
                 const PlayerOptions &options)
        : engine_(std::move(engine)), settings_(levelSettings(*engine_, level)), monteCarlo_(monteCarlo), seed_(seed),
          gameSeed_(seed), options_(options), megabytes_(sizeTable(*engine_, options, level)) {}

    std::string description() const override {
        return "Computer level " + std::to_string(settings_.level) + (monteCarlo_ ? " (Monte Carlo)" : "");
    }
    void newGame(std::uint64_t gameSeed) override {
        engine_->newGame();
        gameSeed_ = splitMix64(seed_ ^ splitMix64(gameSeed));
    }
    SearchResult choose(const GameState &state, const std::atomic<bool> *stop,
                        const ProgressCallback &progress) override {
        SearchParams params = levelParams(settings_, gameSeed_);
        if (options_.movetimeMs > 0) {
            params.limits.nodes = 0;
            params.limits.movetimeMs = options_.movetimeMs;
        }
        if (timeLimitMs_ > 0) // a clock's limit: whichever comes first
            params.limits.movetimeMs =
                params.limits.movetimeMs > 0 ? std::min(params.limits.movetimeMs, timeLimitMs_) : timeLimitMs_;
        // Monte Carlo's nodes (tree and playouts) keep their flat budget.
        params.levelBudget = !monteCarlo_;
        params.monteCarlo = monteCarlo_;
        return engine_->search(state, params, stop, progress);
    }
    void setTimeLimit(int ms) override { timeLimitMs_ = std::max(0, ms); }
    void mapMemory() override { engine_->mapMemory(); }
    // The table, and for Monte Carlo its tree pool (allocated on its first search).
    std::size_t memoryBytes() const override {
        return (megabytes_ + (monteCarlo_ ? treeMegabytesFor(megabytes_) : 0)) << 20;
    }

private:
    std::shared_ptr<Engine> engine_;
    LevelSettings settings_;
    bool monteCarlo_;
    std::uint64_t seed_, gameSeed_;
    PlayerOptions options_;
    std::size_t megabytes_;
    int timeLimitMs_ = 0;
};

class RandomPlayer final : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : seed_(seed), random_(seed) {}
    std::string description() const override { return "Random"; }
    void newGame(std::uint64_t gameSeed) override { random_ = Random(splitMix64(seed_ ^ splitMix64(gameSeed))); }
    SearchResult choose(const GameState &state, const std::atomic<bool> *, const ProgressCallback &) override {
        SearchResult result;
        MoveList moves;
        state.legalMoves(moves);
        if (!moves.empty())
            result.move = moves[random_.below(moves.size())];
        return result;
    }

private:
    std::uint64_t seed_;
    Random random_;
};

std::unique_ptr<Player> makeSearchPlayer(const GameState &state, const EngineSpec &spec, const PlayerOptions &options,
                                         bool monteCarlo, std::string &error) {
    const int level = spec.hasNumber ? spec.number : kDefaultLevel;
    if (level < kMinLevel || level > kMaxLevel) {
        error = "level must be 1 to 6 in '" + printableExcerpt(spec.text) + "'";
        return nullptr;
    }
    auto engine = engineFor(state);
    if (!engine) {
        error = "no engine for game '" + std::string(state.info().id) + "'";
        return nullptr;
    }
    return std::make_unique<SearchPlayer>(std::move(engine), level, monteCarlo, spec.seed, options);
}

std::unique_ptr<Player> makeLevelPlayer(const GameState &state, const EngineSpec &spec, const PlayerOptions &options,
                                        std::string &error) {
    return makeSearchPlayer(state, spec, options, false, error);
}

// The second engine with a level's budget (its nodes are positions visited in the tree and in playouts).
std::unique_ptr<Player> makeMonteCarloPlayer(const GameState &state, const EngineSpec &spec,
                                             const PlayerOptions &options, std::string &error) {
    return makeSearchPlayer(state, spec, options, true, error);
}

std::unique_ptr<Player> makeRandomPlayer(const GameState &, const EngineSpec &spec, const PlayerOptions &,
                                         std::string &error) {
    if (spec.hasNumber) {
        error = "'random' takes no number in '" + printableExcerpt(spec.text) + "'";
        return nullptr;
    }
    return std::make_unique<RandomPlayer>(spec.seed);
}

struct PlayerKind {
    std::string_view name;
    std::string_view usage; // for error messages
    PlayerFactory make;
    bool timed; // takes a time a move ("/2000ms": PlayerOptions::movetimeMs)
};

// The engine kinds: the search's own, then the alternative AIs (alternatives.h). Another kind is one more line.
const std::vector<PlayerKind> &playerKinds() {
    static const std::vector<PlayerKind> kinds = [] {
        std::vector<PlayerKind> list = {
            {"level", "level:1..6", makeLevelPlayer, true},
            {"mcts", "mcts:1..6 (Monte Carlo tree search with level N's budget)", makeMonteCarloPlayer, true},
            {"random", "random", makeRandomPlayer, false},
        };
        for (const AlternativePlayer &player : alternativePlayers())
            list.push_back({player.name, player.usage, player.make, false});
        return list;
    }();
    return kinds;
}

std::string kindList() {
    std::string list;
    for (const PlayerKind &kind : playerKinds())
        list += (list.empty() ? "" : ", ") + std::string(kind.usage);
    return list;
}

} // namespace

LevelSettings levelSettings(const Engine &engine, int level) {
    if (level < kMinLevel)
        level = kMinLevel;
    if (level > kMaxLevel)
        level = kMaxLevel;
    const LevelRow &row = kLevels[std::size_t(level - 1)];
    LevelSettings settings;
    settings.level = level;
    settings.nodes = std::max<std::uint64_t>(1, engine.levelNodes() * row.numerator / row.denominator);
    if (const std::uint64_t cap = engine.levelNodeCap(level); cap > 0)
        settings.nodes = std::min(settings.nodes, cap);
    settings.depth = row.depth;
    if (const int cap = engine.levelDepth(level); cap > 0)
        settings.depth = settings.depth > 0 ? std::min(settings.depth, cap) : cap;
    const int noiseTenths = engine.levelNoise(level) >= 0 ? engine.levelNoise(level) : row.noiseTenths;
    settings.noise = engine.evalUnit() * noiseTenths / 10;
    settings.solvePlies = level >= 5 ? engine.solvePlies() : 0;
    return settings;
}

LevelSettings reviewLevelSettings(const Engine &engine, int level) {
    LevelSettings settings = levelSettings(engine, level);
    const LevelRow &row = kLevels[std::size_t(settings.level - 1)];
    settings.nodes = std::max<std::uint64_t>(1, engine.levelNodes() * row.numerator / row.denominator);
    settings.depth = 0;
    settings.noise = 0;
    settings.solvePlies = std::max(settings.solvePlies, engine.reviewSolvePlies());
    settings.proofFactor = engine.reviewProofFactor();
    settings.settlePercent = engine.reviewSettlePercent();
    settings.settlePlies = engine.reviewSettlePlies();
    return settings;
}

SearchParams levelParams(const LevelSettings &settings, std::uint64_t seed) {
    SearchParams params;
    params.limits.depth = settings.depth;
    params.limits.nodes = settings.nodes;
    params.levelBudget = true;
    params.noise = settings.noise;
    params.solvePlies = settings.solvePlies;
    params.proofFactor = settings.proofFactor;
    params.settlePercent = settings.settlePercent;
    params.settlePlies = settings.settlePlies;
    params.seed = seed;
    return params;
}

namespace {
std::size_t hashMegabytesFor(std::uint64_t nodes) {
    constexpr std::uint64_t kBytesPerNode = 4 * sizeof(TTEntry);
    const std::uint64_t bytes = nodes * kBytesPerNode;
    const std::uint64_t megabytes = std::bit_ceil(std::max<std::uint64_t>(1, (bytes + (1u << 20) - 1) >> 20));
    return std::size_t(std::min<std::uint64_t>(megabytes, TranspositionTable::kDefaultMegabytes));
}
} // namespace

std::size_t levelHashMegabytes(const Engine &engine, int level) {
    return hashMegabytesFor(levelSettings(engine, level).nodes);
}

std::size_t reviewHashMegabytes(const Engine &engine, int level) {
    return hashMegabytesFor(reviewLevelSettings(engine, level).nodes);
}

std::string levelName(int level) {
    if (level < kMinLevel || level > kMaxLevel)
        return "?";
    return kLevelNames[std::size_t(level - 1)];
}

std::optional<EngineSpec> parseEngineSpec(std::string_view text, std::string &error) {
    EngineSpec spec;
    spec.text = std::string(text);
    std::string_view rest = text;
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        // "/2000ms" or "/2s": the unit is required, so that a bare number is never read in the wrong one.
        std::string_view time = rest.substr(slash + 1);
        std::uint64_t factor = 0;
        if (time.size() > 2 && time.substr(time.size() - 2) == "ms")
            factor = 1, time.remove_suffix(2);
        else if (time.size() > 1 && time.back() == 's')
            factor = 1000, time.remove_suffix(1);
        std::uint64_t amount = 0;
        const auto [end, ec] = std::from_chars(time.data(), time.data() + time.size(), amount);
        if (factor == 0 || time.empty() || ec != std::errc() || end != time.data() + time.size() || amount == 0 ||
            amount > std::uint64_t(kMaxSpecMovetimeMs) / factor) {
            error = "bad time a move in engine '" + printableExcerpt(spec.text) +
                    "' (e.g. level:3/2000ms or level:3/2s, " + "at most " + std::to_string(kMaxSpecMovetimeMs / 1000) +
                    "s)";
            return std::nullopt;
        }
        spec.movetimeMs = int(amount * factor);
        rest = rest.substr(0, slash);
    }
    const auto parseNumber = [&](std::string_view digits, std::uint64_t &out, const char *what) {
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
        if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size()) {
            error = std::string("bad ") + what + " in engine '" + printableExcerpt(spec.text) + "'";
            return false;
        }
        return true;
    };
    if (const auto at = rest.find('@'); at != std::string_view::npos) {
        if (!parseNumber(rest.substr(at + 1), spec.seed, "seed"))
            return std::nullopt;
        spec.hasSeed = true;
        rest = rest.substr(0, at);
    }
    if (const auto colon = rest.find(':'); colon != std::string_view::npos) {
        std::uint64_t number = 0;
        if (!parseNumber(rest.substr(colon + 1), number, "number") || number > 1000000) {
            error = "bad number in engine '" + printableExcerpt(spec.text) + "'";
            return std::nullopt;
        }
        spec.number = int(number);
        spec.hasNumber = true;
        rest = rest.substr(0, colon);
    }
    spec.kind = toLower(rest);
    for (const PlayerKind &kind : playerKinds())
        if (kind.name == spec.kind) {
            if (spec.movetimeMs > 0 && !kind.timed) {
                error =
                    "'" + std::string(kind.name) + "' takes no time a move in '" + printableExcerpt(spec.text) + "'";
                return std::nullopt;
            }
            return spec;
        }
    error = "unknown engine '" + printableExcerpt(spec.text) + "' (engines: " + kindList() +
            ", each with an optional @seed)";
    return std::nullopt;
}

std::unique_ptr<Player> makePlayer(const GameState &state, std::string_view text, std::string &error,
                                   const PlayerOptions &options) {
    const auto spec = parseEngineSpec(text, error);
    if (!spec)
        return nullptr;
    PlayerOptions timed = options;
    if (timed.movetimeMs <= 0)
        timed.movetimeMs = spec->movetimeMs; // the caller's own time budget wins over the spec's
    for (const PlayerKind &kind : playerKinds())
        if (kind.name == spec->kind)
            return kind.make(state, *spec, timed, error);
    return nullptr;
}

std::string withMovetime(std::string_view spec, int movetimeMs) {
    std::string text(spec.substr(0, spec.find('/')));
    if (movetimeMs > 0)
        text += "/" + std::to_string(movetimeMs) + "ms";
    return text;
}

SearchResult bestMove(const GameState &state, int level, std::uint64_t seed) {
    auto engine = engineFor(state);
    if (!engine)
        return {};
    sizeTable(*engine, PlayerOptions{}, level);
    return engine->search(state, levelParams(levelSettings(*engine, level), seed));
}

SearchResult bestMove(const GameState &state, const SearchLimits &limits, std::uint64_t seed, int noise) {
    auto engine = engineFor(state);
    if (!engine)
        return {};
    SearchParams params;
    params.limits = limits;
    params.noise = noise;
    params.seed = seed;
    return engine->search(state, params);
}

} // namespace gamut
