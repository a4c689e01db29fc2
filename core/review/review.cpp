// The reviewer: every position of a game searched once, on several threads, through the cache; then each ply judged
// (reviewjudge.cpp).
#include "review.h"

#include "../ai/engine.h"
#include "../ai/player.h"
#include "../ai/winchance.h"
#include "../registry.h"
#include "../text.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>

namespace gamut {

// ---- ReviewCache ----

struct ReviewCache::Impl {
    mutable std::mutex mutex;
    std::map<std::tuple<std::string, std::string, std::uint64_t, Move>, PositionVerdict, std::less<>> verdicts;
};

ReviewCache::ReviewCache() : impl_(std::make_shared<Impl>()) {}

std::shared_ptr<ReviewCache> ReviewCache::shared() {
    static const auto cache = std::make_shared<ReviewCache>();
    return cache;
}

std::optional<PositionVerdict> ReviewCache::find(std::string_view gameId, std::string_view engine, std::uint64_t hash,
                                                 Move played) const {
    const std::lock_guard lock(impl_->mutex);
    const auto it = impl_->verdicts.find(std::make_tuple(std::string(gameId), std::string(engine), hash, played));
    if (it == impl_->verdicts.end())
        return std::nullopt;
    return it->second;
}

void ReviewCache::store(std::string_view gameId, std::string_view engine, std::uint64_t hash, Move played,
                        const PositionVerdict &verdict) {
    const std::lock_guard lock(impl_->mutex);
    impl_->verdicts[std::make_tuple(std::string(gameId), std::string(engine), hash, played)] = verdict;
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

// One searching thread's engine, set to the review's budget: the level's nodes and the game's endgame solving
// for reviews, without the level's noise and depth cap (they make a level fallible to play against, which a judge
// must not be), the table cleared before every position so that a position's verdict never depends on which thread
// searched what before.
class PositionSearcher {
public:
    PositionSearcher(const GameEntry &game, const Budget &budget)
        : engine_(game.makeEngine()), params_(levelParams(reviewLevelSettings(*engine_, budget.level), 0)) {
        params_.monteCarlo = budget.monteCarlo;
        params_.levelBudget = !budget.monteCarlo;
        if (budget.movetimeMs > 0) {
            params_.limits.nodes = 0;
            params_.limits.movetimeMs = budget.movetimeMs;
        }
        engine_->setHashMegabytes(budget.movetimeMs > 0 ? 64 : reviewHashMegabytes(*engine_, budget.level));
    }

    // The best move and `played` (kNoMove: the best only) in `state`; nullopt when cancelled.
    std::optional<PositionVerdict> search(const GameState &state, Move played, const std::atomic<bool> *cancel) {
        SearchParams params = params_;
        if (params.settlePercent > 0 && played != kNoMove) {
            // The line between an inaccuracy and a mistake, on the curve the ply will be judged with.
            const ReviewThresholds marks = reviewThresholds(state.info().id);
            params.settleScale = winChanceScale(state.info().id, state);
            params.settleLow = marks.inaccuracy;
            params.settleHigh = marks.mistake;
        }
        const JudgedMove r = engine_->judge(state, params, played, cancel);
        if (cancel && cancel->load())
            return std::nullopt;
        PositionVerdict v;
        v.score = r.bestScore;
        v.proven = r.bestProven;
        v.best = r.best;
        v.pv = r.pv;
        if (v.pv.size() > std::size_t(kReviewPvPlies))
            v.pv.resize(std::size_t(kReviewPvPlies));
        v.played = r.played;
        v.playedScore = r.played == kNoMove ? r.bestScore : r.playedScore;
        v.playedProven = r.played == kNoMove ? r.bestProven : r.playedProven;
        v.playedLine = r.playedLine;
        if (v.playedLine.size() > std::size_t(kReviewPvPlies))
            v.playedLine.resize(std::size_t(kReviewPvPlies));
        v.depth = r.depth;
        v.nodes = r.nodes;
        return v;
    }

    int proofFactor() const { return params_.proofFactor; }
    // The coach's budget: the proof extension capped, and no settling one ply deeper (it holds a move back at 15
    // points lost, far from the line it settles, and must answer within 300 ms).
    void capProofFactor(int factor) {
        params_.proofFactor = std::min(params_.proofFactor, factor);
        params_.settlePercent = 0;
    }

    // The seconds a search of `state` at the whole budget takes here now, from a search of a sixteenth of it (at
    // least 50,000 nodes): nodes per second, times the budget.
    double secondsPerPosition(const GameState &state, Move played) {
        SearchParams probe = params_;
        const std::uint64_t budget = params_.limits.nodes;
        probe.limits.nodes = std::min(budget, std::max<std::uint64_t>(budget / 16, 50000));
        probe.proofFactor = 0;
        engine_->mapMemory(); // the table's first touch is the review's once, not every position's
        const auto started = std::chrono::steady_clock::now();
        const JudgedMove r = engine_->judge(state, probe, played, nullptr);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return double(budget) * std::max(seconds, 1e-6) / double(std::max<std::uint64_t>(r.nodes, 1));
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
    return searcher.search(state, kNoMove, nullptr);
}

std::optional<PlyReview> judgeMove(const GameState &before, Move move, std::string_view engine,
                                   const std::atomic<bool> *cancel, std::string &error, int maxProofFactor) {
    error.clear();
    const auto budget = parseBudget(engine, error);
    if (!budget)
        return std::nullopt;
    const GameEntry *game = findGame(before.info().id);
    if (!game) {
        error = "no engine for game '" + std::string(before.info().id) + "'";
        return std::nullopt;
    }
    MoveList legal;
    before.legalMoves(legal);
    if (!legal.contains(move)) {
        error = "not a legal move here";
        return std::nullopt;
    }
    const std::string gameId(before.info().id);
    auto after = before.clone();
    after->play(move);
    PositionSearcher searcher(*game, *budget);
    if (maxProofFactor >= 0)
        searcher.capProofFactor(maxProofFactor);
    if (legal.size() == 1) { // forced: the value of the position after it
        if (after->isOver())
            return judgeForcedPly(gameId, 0, before.turn(), move,
                                  after->outcome() == Outcome::Draw           ? 0
                                  : after->outcome() == winFor(before.turn()) ? kWinScore - 1
                                                                              : -(kWinScore - 1),
                                  true, winChanceScale(gameId, before));
        const auto next = searcher.search(*after, kNoMove, cancel);
        if (!next)
            return std::nullopt;
        return judgeForcedPly(gameId, 0, before.turn(), move,
                              after->turn() == before.turn() ? next->score : -next->score, next->proven,
                              winChanceScale(gameId, before));
    }
    const auto verdict = searcher.search(before, move, cancel);
    if (!verdict)
        return std::nullopt;
    return judgePly(gameId, 0, before.turn(), move, *verdict, after->outcome(), winChanceScale(gameId, before));
}

namespace {

// The positions of a game (before every move, and the one after the last), which moves were forced, and the searches
// the review makes: one a ply that had a choice, of the position before it with the move played; one of the position
// after the last move when that move was forced and did not end the game (its value is the forced move's).
struct ReviewPlan {
    struct Task {
        int index; // the position searched
        Move move; // the move judged there (kNoMove: the best only)
    };
    std::vector<std::unique_ptr<GameState>> positions;
    std::vector<char> forced;
    std::vector<Task> tasks;
};

ReviewPlan planReview(const GameState &start, const std::vector<Move> &moves) {
    ReviewPlan plan;
    plan.positions.push_back(start.clone());
    for (Move m : moves) {
        auto next = plan.positions.back()->clone();
        next->play(m);
        plan.positions.push_back(std::move(next));
    }
    const int plies = int(moves.size());
    plan.forced.resize(moves.size());
    for (int i = 0; i < plies; ++i) {
        MoveList legal;
        plan.positions[std::size_t(i)]->legalMoves(legal);
        plan.forced[std::size_t(i)] = legal.size() == 1;
    }
    for (int i = 0; i < plies; ++i)
        if (!plan.forced[std::size_t(i)])
            plan.tasks.push_back({i, moves[std::size_t(i)]});
    if (plies > 0 && plan.forced.back() && !plan.positions.back()->isOver())
        plan.tasks.push_back({plies, kNoMove});
    return plan;
}

int threadsFor(int asked, std::size_t positions) {
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    return std::clamp(asked > 0 ? asked : cores, 1, std::max(1, int(positions)));
}

} // namespace

std::string reviewEstimateText(const ReviewEstimate &e) {
    const long rounded = std::lround(e.seconds);
    const std::string time = rounded < 90 ? std::to_string(std::max(1L, rounded)) + " s"
                                          : std::to_string(std::lround(e.seconds / 60)) + " min";
    std::string text = std::to_string(e.positions) + (e.positions == 1 ? " position" : " positions") + " on " +
                       std::to_string(e.jobs) + (e.jobs == 1 ? " thread" : " threads") + ": about " + time;
    if (e.proofFactor > 1)
        text += "; a position it must prove can take up to " + std::to_string(e.proofFactor) + " times longer";
    return text;
}

std::optional<ReviewEstimate> Reviewer::estimate(const GameState &start, const std::vector<Move> &moves,
                                                 std::string &error) const {
    error = check(start);
    if (!error.empty())
        return std::nullopt;
    const Budget budget = *parseBudget(options_.engine, error);
    const GameEntry &game = *findGame(start.info().id);
    const ReviewPlan plan = planReview(start, moves);
    std::vector<ReviewPlan::Task> todo;
    for (const ReviewPlan::Task &t : plan.tasks)
        if (!cache_->find(start.info().id, options_.engine, plan.positions[std::size_t(t.index)]->hash(), t.move))
            todo.push_back(t);
    ReviewEstimate e;
    e.positions = int(todo.size());
    e.jobs = threadsFor(options_.jobs, todo.size());
    if (todo.empty())
        return e;
    PositionSearcher searcher(game, budget);
    e.proofFactor = searcher.proofFactor();
    if (budget.movetimeMs > 0) {
        e.perPosition = budget.movetimeMs / 1000.0;
    } else { // a game's middle position, a sixteenth of the budget: the speed of this game on this machine now
        const ReviewPlan::Task &probe = todo[todo.size() / 2];
        e.perPosition = searcher.secondsPerPosition(*plan.positions[std::size_t(probe.index)], probe.move);
    }
    e.seconds = e.perPosition * double(e.positions) / e.jobs;
    return e;
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
                                           std::string &error, const ReviewPlyCallback &onPly) const {
    error = check(start);
    if (!error.empty())
        return std::nullopt;
    const Budget budget = *parseBudget(options_.engine, error);
    const GameEntry &game = *findGame(start.info().id);
    const std::string gameId(start.info().id);

    ReviewPlan plan = planReview(start, moves);
    const std::vector<std::unique_ptr<GameState>> &positions = plan.positions;
    const std::vector<char> &forced = plan.forced;
    const int plies = int(moves.size());
    using Task = ReviewPlan::Task;
    const std::vector<Task> &tasks = plan.tasks;
    std::vector<std::optional<PositionVerdict>> verdicts(positions.size());
    std::vector<Task> todo;
    for (const Task &t : tasks) {
        const GameState &state = *positions[std::size_t(t.index)];
        verdicts[std::size_t(t.index)] = cache_->find(gameId, options_.engine, state.hash(), t.move);
        if (!verdicts[std::size_t(t.index)])
            todo.push_back(t);
    }

    // The value of position `j` for `side` (score, proven): its own search, the result of a game over there, or
    // through a forced move the value of the position after it; nullopt while not yet searched.
    struct Value {
        int score;
        bool proven;
    };
    const std::function<std::optional<Value>(int, int)> valueOf = [&](int j, int side) -> std::optional<Value> {
        const GameState &state = *positions[std::size_t(j)];
        if (state.isOver()) {
            const Outcome o = state.outcome();
            return Value{o == Outcome::Draw ? 0 : o == winFor(side) ? kWinScore - 1 : -(kWinScore - 1), true};
        }
        if (j < plies && forced[std::size_t(j)])
            return valueOf(j + 1, side);
        if (!verdicts[std::size_t(j)])
            return std::nullopt;
        const PositionVerdict &v = *verdicts[std::size_t(j)];
        return Value{state.turn() == side ? v.score : -v.score, v.proven};
    };

    // The plies judged so far, handed to onPly as soon as each is known (a forced one once the position after it is).
    std::mutex mutex;
    std::vector<std::optional<PlyReview>> judged(moves.size());
    const auto judgeReady = [&](int i) { // with the mutex held
        if (i < 0 || i >= plies || judged[std::size_t(i)])
            return;
        const GameState &before = *positions[std::size_t(i)];
        const GameState &after = *positions[std::size_t(i) + 1];
        if (!forced[std::size_t(i)]) {
            if (!verdicts[std::size_t(i)])
                return;
            judged[std::size_t(i)] =
                judgePly(gameId, i + 1, before.turn(), moves[std::size_t(i)], *verdicts[std::size_t(i)],
                         after.outcome(), winChanceScale(gameId, before));
        } else {
            const auto value = valueOf(i + 1, before.turn());
            if (!value)
                return;
            judged[std::size_t(i)] = judgeForcedPly(gameId, i + 1, before.turn(), moves[std::size_t(i)], value->score,
                                                    value->proven, winChanceScale(gameId, before));
        }
        if (onPly)
            onPly(*judged[std::size_t(i)]);
    };
    const auto settle = [&](int index) { // the plies that the verdict of position `index` completes
        judgeReady(index);
        for (int i = index - 1; i >= 0 && forced[std::size_t(i)]; --i)
            judgeReady(i);
    };
    const int total = int(tasks.size());
    int done = total - int(todo.size());
    {
        const std::lock_guard lock(mutex);
        for (int i = plies - 1; i >= 0; --i)
            judgeReady(i);
        if (progress)
            progress(done, total);
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
            auto verdict = searcher.search(state, task.move, cancel);
            if (!verdict) {
                stopped = true;
                return;
            }
            cache_->store(gameId, options_.engine, state.hash(), task.move, *verdict);
            const std::lock_guard lock(mutex);
            verdicts[std::size_t(task.index)] = std::move(verdict);
            settle(task.index);
            ++done;
            if (progress)
                progress(done, total);
        }
    };
    const int jobs = threadsFor(options_.jobs, todo.size());
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
    for (int i = 0; i < plies; ++i) {
        if (!judged[std::size_t(i)]) { // cannot happen: every ply has what it needs once all is searched
            error = "ply " + std::to_string(i + 1) + " was not judged";
            return std::nullopt;
        }
        review.plies.push_back(*judged[std::size_t(i)]);
    }
    review.sides = summarize(review.plies);
    return review;
}

} // namespace gamut
