// The root of the search: iterative deepening with aspiration windows, the limits (depth, nodes, time, cancel),
// progress reports and the choice of the move. Included by search.h.
#pragma once

#include "search.h"

namespace gamut {

namespace detail {

// Only the first `length` moves of a principal variation that are legal one after the other.
template <GamePosition P> std::vector<Move> checkedLine(P pos, const Move *line, int length) {
    std::vector<Move> out;
    for (int i = 0; i < length && pos.outcome() == Outcome::Ongoing; ++i) {
        MoveList moves;
        pos.legalMoves(moves);
        if (!moves.contains(line[i]))
            break;
        out.push_back(line[i]);
        pos.play(line[i]);
    }
    return out;
}

} // namespace detail

template <GamePosition P>
bool Search<P>::startRoot(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                          const std::atomic<bool> *stop) {
    start_ = Clock::now();
    params_ = params;
    stop_ = stop;
    gameKeys_ = &gameKeys;
    hasDeadline_ = params.limits.movetimeMs > 0;
    // Stop a few milliseconds early: returning and handing the move over takes a little time too.
    const int budget = std::max(1, params.limits.movetimeMs - 3);
    deadline_ = start_ + std::chrono::milliseconds(budget);
    nextTimeCheck_ = 0;
    aborted_ = false;
    nodes_ = 0;
    if constexpr (HasRemainingPlies<P>)
        solving_ = Evaluator<P>::remainingPlies(root) <= params.solvePlies;
    else
        solving_ = false;
    tt_.newSearch();
    for (auto &h : history_)
        h /= 4; // keep a little of what the last move's search learnt
    for (auto &k : killers_)
        k = {kNoMove, kNoMove};

    root_ = root;
    rootMoves_.clear();
    if (root.outcome() != Outcome::Ongoing)
        return false;
    root.legalMoves(rootMoves_);
    if (rootMoves_.empty())
        return false;
    {
        // First order: the table's move, then the game's own guess.
        int scores[kMaxMoves];
        TTEntry entry;
        scoreMoves(root, rootMoves_, scores, tt_.probe(root.hash(), entry) ? entry.move : kNoMove, 0);
        for (int i = 0; i < rootMoves_.size(); ++i)
            pickNext(rootMoves_, scores, i);
    }
    return true;
}

template <GamePosition P>
SearchResult Search<P>::run(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                            const std::atomic<bool> *stop, const ProgressCallback &progress) {
    SearchResult result;
    if (!startRoot(root, gameKeys, params, stop))
        return result;
    result.move = rootMoves_[0];

    const int side = root.turn();
    const int maxDepth = std::min(params.limits.depth > 0 ? params.limits.depth : kMaxPly - 2, kMaxPly - 2);
    const int window = std::max(8, Evaluator<P>::kUnit / 2);
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        limitsApply_ = depth > 1;
        pathKeys_[0] = root.hash();
        int alpha = -kInfinity, beta = kInfinity, delta = window;
        if (depth >= 4 && !isDecisiveScore(previous)) {
            alpha = previous - delta;
            beta = previous + delta;
        }
        int score = 0;
        for (;;) {
            rootBest_ = kNoMove;
            // Principal variation search over the root moves, the previous best first.
            int best = -kInfinity;
            int a = alpha;
            for (int i = 0; i < rootMoves_.size(); ++i) {
                const Move m = rootMoves_[i];
                P child = root;
                child.play(m);
                int s;
                if (i == 0) {
                    s = valueFor(side, child, depth - 1, a, beta, 1, true);
                } else {
                    s = valueFor(side, child, depth - 1, a, a + 1, 1, false);
                    if (s > a && s < beta && !aborted_)
                        s = valueFor(side, child, depth - 1, a, beta, 1, true);
                }
                if (aborted_)
                    break;
                if (s > best) {
                    best = s;
                    if (s > a) {
                        a = s;
                        rootBest_ = m;
                        updatePv(0, m);
                        // The new best move goes first; the others keep their order.
                        for (int j = i; j > 0; --j)
                            rootMoves_[j] = rootMoves_[j - 1];
                        rootMoves_[0] = m;
                        // A new best move in the middle of a long iteration: tell the watcher at once.
                        if (progress && i > 0 && depth > 1 && s < beta)
                            progress(SearchProgress{depth, s, nodes_, elapsedMs(), m,
                                                    detail::checkedLine(root, pv_[0].data(), pvLength_[0])});
                        if (a >= beta)
                            break;
                    }
                }
            }
            score = best;
            if (aborted_)
                break;
            // Outside the aspiration window: widen it and search again.
            if (score <= alpha && alpha > -kInfinity) {
                alpha = std::max(-kInfinity, score - delta);
                delta *= 4;
                if (delta > 16 * window)
                    alpha = -kInfinity;
                continue;
            }
            if (score >= beta && beta < kInfinity) {
                beta = std::min(kInfinity, score + delta);
                delta *= 4;
                if (delta > 16 * window)
                    beta = kInfinity;
                continue;
            }
            break;
        }
        if (aborted_) {
            // An unfinished iteration still counts when a move beat the previous best (searched first).
            if (rootBest_ != kNoMove && depth > 1 && rootBest_ != result.move) {
                result.move = rootBest_;
                result.pv = detail::checkedLine(root, pv_[0].data(), pvLength_[0]);
            }
            break;
        }
        previous = score;
        result.move = rootMoves_[0];
        result.score = score;
        result.depth = depth;
        result.pv = detail::checkedLine(root, pv_[0].data(), pvLength_[0]);
        if (result.pv.empty() || result.pv[0] != result.move)
            result.pv.assign(1, result.move);
        result.proven = isDecisiveScore(score) || exactBelow(root, depth);
        result.nodes = nodes_;
        result.timeMs = elapsedMs();
        if (progress)
            progress(SearchProgress{depth, score, nodes_, result.timeMs, result.move, result.pv});
        if (result.proven || rootMoves_.size() == 1)
            break;
        // With a time budget the next iteration starts even when it cannot finish: the budget is what the player
        // asked the search to spend, and an unfinished iteration can still find a better move (see above).
        if (params.limits.nodes && nodes_ >= params.limits.nodes && !solving_)
            break;
    }
    result.nodes = nodes_;
    result.timeMs = elapsedMs();
    return result;
}

} // namespace gamut
