// The reviewer: every position of a game searched once, on several threads, through the cache; then each ply judged
// (reviewjudge.cpp).
#include "review.h"

#include "../ai/engine.h"
#include "../ai/player.h"
#include "../registry.h"
#include "../text.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>

namespace gamut {

// ---- ReviewCache ----

struct ReviewCache::Impl {
    mutable std::mutex mutex;
    std::map<std::tuple<std::string, std::string, std::uint64_t>, PositionVerdict, std::less<>> verdicts;
};

ReviewCache::ReviewCache() : impl_(std::make_shared<Impl>()) {}

std::shared_ptr<ReviewCache> ReviewCache::shared() {
    static const auto cache = std::make_shared<ReviewCache>();
    return cache;
}

std::optional<PositionVerdict> ReviewCache::find(std::string_view gameId, std::string_view engine,
                                                 std::uint64_t hash) const {
    const std::lock_guard lock(impl_->mutex);
    const auto it = impl_->verdicts.find(std::make_tuple(std::string(gameId), std::string(engine), hash));
    if (it == impl_->verdicts.end())
        return std::nullopt;
    return it->second;
}

void ReviewCache::store(std::string_view gameId, std::string_view engine, std::uint64_t hash,
                        const PositionVerdict &verdict) {
    const std::lock_guard lock(impl_->mutex);
    impl_->verdicts[std::make_tuple(std::string(gameId), std::string(engine), hash)] = verdict;
}

std::size_t ReviewCache::size() const {
    const std::lock_guard lock(impl_->mutex);
    return impl_->verdicts.size();
}

void ReviewCache::clear() {
    const std::lock_guard lock(impl_->mutex);
    impl_->verdicts.clear();
}

// ---- Reviewer ----

namespace {

// What the review's engine spec asks the search for.
struct Budget {
    int level = kDefaultLevel;
    int movetimeMs = 0;
    bool monteCarlo = false;
};

std::optional<Budget> parseBudget(std::string_view text, std::string &error) {
    const auto spec = parseEngineSpec(text, error);
    if (!spec)
        return std::nullopt;
    if (spec->kind != "level" && spec->kind != "mcts") {
        error = "engine '" + printableExcerpt(spec->text) + "' does not search: a review takes level:N or mcts:N";
        return std::nullopt;
    }
    Budget budget;
    budget.level = spec->hasNumber ? spec->number : kDefaultLevel;
    if (budget.level < kMinLevel || budget.level > kMaxLevel) {
        error = "level must be 1 to 6 in '" + printableExcerpt(spec->text) + "'";
        return std::nullopt;
    }
    budget.movetimeMs = spec->movetimeMs;
    budget.monteCarlo = spec->kind == "mcts";
    return budget;
}

// One searching thread's engine, set to the review's budget: the level's nodes, depth cap and endgame solving,
// without its noise (a review wants the engine's own opinion), the table cleared before every position so that
// a position's verdict never depends on which thread searched what before.
class PositionSearcher {
public:
    PositionSearcher(const GameEntry &game, const Budget &budget)
        : engine_(game.makeEngine()), params_(levelParams(levelSettings(*engine_, budget.level), 0)) {
        params_.noise = 0;
        params_.monteCarlo = budget.monteCarlo;
        params_.levelBudget = !budget.monteCarlo;
        if (budget.movetimeMs > 0) {
            params_.limits.nodes = 0;
            params_.limits.movetimeMs = budget.movetimeMs;
        }
        engine_->setHashMegabytes(budget.movetimeMs > 0 ? 64 : levelHashMegabytes(*engine_, budget.level));
    }

    // `depth` > 0: this depth instead of the budget's cap.
    std::optional<PositionVerdict> search(const GameState &state, const std::atomic<bool> *cancel, int depth = 0) {
        engine_->newGame();
        SearchParams params = params_;
        if (depth > 0)
            params.limits.depth = depth;
        const SearchResult r = engine_->search(state, params, cancel);
        if (cancel && cancel->load())
            return std::nullopt;
        PositionVerdict v;
        v.score = r.score;
        v.proven = r.proven;
        v.best = r.move;
        v.pv = r.pv;
        if (v.pv.empty() && r.move != kNoMove)
            v.pv.assign(1, r.move);
        if (v.pv.size() > std::size_t(kReviewPvPlies))
            v.pv.resize(std::size_t(kReviewPvPlies));
        v.depth = r.depth;
        v.nodes = r.nodes;
        return v;
    }

private:
    std::unique_ptr<Engine> engine_;
    SearchParams params_;
};

} // namespace

std::optional<PositionVerdict> searchLikeReview(const GameState &state, std::string_view engine, std::string &error) {
    error.clear();
    const auto budget = parseBudget(engine, error);
    if (!budget)
        return std::nullopt;
    const GameEntry *game = findGame(state.info().id);
    if (!game) {
        error = "no engine for game '" + std::string(state.info().id) + "'";
        return std::nullopt;
    }
    if (state.isOver()) {
        error = "the game is over";
        return std::nullopt;
    }
    PositionSearcher searcher(*game, *budget);
    return searcher.search(state, nullptr);
}

Reviewer::Reviewer(ReviewOptions options, std::shared_ptr<ReviewCache> cache)
    : options_(std::move(options)), cache_(cache ? std::move(cache) : std::make_shared<ReviewCache>()) {}

std::string Reviewer::check() const {
    std::string error;
    if (!parseBudget(options_.engine, error))
        return error;
    return {};
}

std::string Reviewer::check(const GameState &start) const {
    if (!findGame(start.info().id))
        return "no engine for game '" + std::string(start.info().id) + "'";
    return check();
}

std::optional<GameReview> Reviewer::review(const GameState &start, const std::vector<Move> &moves,
                                           const std::atomic<bool> *cancel, const ReviewProgress &progress,
                                           std::string &error) const {
    error = check(start);
    if (!error.empty())
        return std::nullopt;
    const Budget budget = *parseBudget(options_.engine, error);
    const GameEntry &game = *findGame(start.info().id);
    const std::string gameId(start.info().id);

    // Every position of the game: before each move, and the one after the last.
    std::vector<std::unique_ptr<GameState>> positions;
    positions.push_back(start.clone());
    for (Move m : moves) {
        auto next = positions.back()->clone();
        next->play(m);
        positions.push_back(std::move(next));
    }
    const int total = int(positions.size());
    std::vector<std::optional<PositionVerdict>> verdicts(positions.size());

    // Where the budget stops at a fixed depth (AddTraction's and Trails' levels), the position after a move is also
    // searched one ply shallower: that is what the search before the move saw of it, so the two values look equally
    // far ahead. (Else the side to move at the horizon, a different side for the two, would make every move that is
    // not the best one look worse by the same margin.) Under a node budget the depths vary anyway: no second search.
    const int depthCap = levelSettings(*game.makeEngine(), budget.level).depth;
    const int shallowDepth = depthCap > 1 ? depthCap - 1 : 0;
    const std::string shallowKey = options_.engine + " one ply less";

    // The cache first; the rest is searched.
    struct Task {
        int index;
        bool shallow;
    };
    std::vector<Task> todo;
    std::vector<std::optional<PositionVerdict>> shallow(positions.size());
    for (int i = 0; i < total; ++i) {
        const GameState &state = *positions[std::size_t(i)];
        if (state.isOver())
            continue;
        verdicts[std::size_t(i)] = cache_->find(gameId, options_.engine, state.hash());
        if (!verdicts[std::size_t(i)])
            todo.push_back({i, false});
        if (shallowDepth > 0 && i > 0) {
            shallow[std::size_t(i)] = cache_->find(gameId, shallowKey, state.hash());
            if (!shallow[std::size_t(i)])
                todo.push_back({i, true});
        }
    }
    std::mutex progressMutex;
    const int tasks = total + (shallowDepth > 0 ? total - 1 : 0);
    int done = tasks - int(todo.size());
    if (progress) {
        const std::lock_guard lock(progressMutex);
        progress(done, tasks);
    }
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopped{false};
    const auto work = [&] {
        PositionSearcher searcher(game, budget);
        for (;;) {
            if (cancel && cancel->load()) {
                stopped = true;
                return;
            }
            const std::size_t k = next++;
            if (k >= todo.size())
                return;
            const Task task = todo[k];
            const GameState &state = *positions[std::size_t(task.index)];
            auto verdict = searcher.search(state, cancel, task.shallow ? shallowDepth : 0);
            if (!verdict) {
                stopped = true;
                return;
            }
            cache_->store(gameId, task.shallow ? shallowKey : options_.engine, state.hash(), *verdict);
            (task.shallow ? shallow : verdicts)[std::size_t(task.index)] = std::move(verdict);
            const std::lock_guard lock(progressMutex);
            ++done;
            if (progress)
                progress(done, tasks);
        }
    };
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    const int jobs = std::clamp(options_.jobs > 0 ? options_.jobs : cores, 1, std::max(1, int(todo.size())));
    if (!todo.empty()) {
        std::vector<std::thread> threads;
        for (int j = 1; j < jobs; ++j)
            threads.emplace_back(work);
        work();
        for (std::thread &t : threads)
            t.join();
    }
    if (stopped || (cancel && cancel->load()))
        return std::nullopt;

    GameReview review;
    review.gameId = gameId;
    review.engine = options_.engine;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const GameState &before = *positions[i];
        const GameState &after = *positions[i + 1];
        MoveList legal;
        before.legalMoves(legal);
        const auto &afterVerdict = shallow[i + 1] ? shallow[i + 1] : verdicts[i + 1];
        review.plies.push_back(judgePly(gameId, int(i) + 1, before.turn(), moves[i], legal.size() == 1, *verdicts[i],
                                        afterVerdict, after.turn() == before.turn(), after.outcome()));
    }
    review.sides = summarize(review.plies);
    return review;
}

} // namespace gamut
