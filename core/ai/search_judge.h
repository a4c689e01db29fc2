// A move judged at the root: the best move and one given move (the move a person played, or is about to play)
// scored exactly by the same search, iteration by iteration, so that the two scores always come from the same
// depth. Included by search.h.
//
// Each iteration searches the previous best move first with a full window, then the judged move with a full window
// (its exact score, and its line: the reply that refutes it), then the other moves with a null window on the best so
// far, a move that beats it searched again with the window open above. The first iteration always finishes; an
// unfinished one is dropped. The scores are then settled over the last two finished iterations (their mean): a
// search that ends on the mover's own ply sees a different game than one that ends on the opponent's (in a
// placement game the side that moved last has one piece more), and their mean is what neither parity alone says.
// A proven score is kept as it is. Once one of the two is proven and the other is not, the node budget grows by
// SearchParams::proofFactor (the games whose review sets it prove small endgames in a few million nodes): a proven
// win against a heuristic 50% would be a 50-point "blunder" that a deeper search calls no loss at all (issue 36).
// Where the loss so settled lies near the line between two marks (SearchParams::settlePercent), the two moves alone
// are searched deeper (SearchParams::settlePlies more plies at most, until both are proven or the extra budget is
// spent) and settled over the last two depths so reached.
#pragma once

#include "search.h"
#include "search_root.h" // detail::checkedLine
#include "winchance.h"

namespace gamut {

template <GamePosition P>
JudgedMove Search<P>::runJudged(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                                Move judged, const std::atomic<bool> *stop) {
    JudgedMove result;
    result.played = judged;
    if (!startRoot(root, gameKeys, params, stop))
        return result;
    if (!rootMoves_.contains(judged))
        judged = result.played = kNoMove; // judge nothing, find the best move only
    const int side = root.turn();
    const int maxDepth = std::min(params.limits.depth > 0 ? params.limits.depth : kMaxPly - 2, kMaxPly - 2);

    struct Iteration {
        int depth = 0;
        int best = 0, played = 0;
    };
    Iteration last, previous;
    int finished = 0;
    bool grown = false;
    std::vector<Move> bestLine, judgedLine;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        limitsApply_ = depth > 1;
        pathKeys_[0] = root.hash();
        // The judged move right after the previous best one.
        if (judged != kNoMove && rootMoves_[0] != judged) {
            int at = 0;
            while (rootMoves_[at] != judged)
                ++at;
            for (int j = at; j > 1; --j)
                rootMoves_[j] = rootMoves_[j - 1];
            rootMoves_[1] = judged;
        }
        int best = -kInfinity, judgedScore = -kInfinity;
        Move bestMove = kNoMove;
        std::vector<Move> line, playedLine;
        for (int i = 0; i < rootMoves_.size(); ++i) {
            const Move m = rootMoves_[i];
            P child = root;
            child.play(m);
            int s;
            if (i == 0 || m == judged) {
                s = valueFor(side, child, depth - 1, -kInfinity, kInfinity, 1, true);
            } else {
                s = valueFor(side, child, depth - 1, best, best + 1, 1, false);
                if (s > best && !aborted_)
                    s = valueFor(side, child, depth - 1, best, kInfinity, 1, true);
            }
            if (aborted_)
                break;
            if (m == judged || s > best) {
                std::vector<Move> here{m};
                for (int j = 1; j < pvLength_[1]; ++j)
                    here.push_back(pv_[1][std::size_t(j)]);
                if (m == judged) {
                    judgedScore = s;
                    playedLine = here;
                }
                if (s > best) {
                    best = s;
                    bestMove = m;
                    line = std::move(here);
                }
            }
        }
        if (aborted_)
            break;
        // The best move first into the next iteration, the others in their order.
        for (int j = 0; j < rootMoves_.size(); ++j)
            if (rootMoves_[j] == bestMove) {
                for (int k = j; k > 0; --k)
                    rootMoves_[k] = rootMoves_[k - 1];
                rootMoves_[0] = bestMove;
                break;
            }
        previous = last;
        last = {depth, best, judged == kNoMove ? best : judgedScore};
        ++finished;
        result.best = bestMove;
        bestLine = detail::checkedLine(root, line.data(), int(line.size()));
        if (judged != kNoMove)
            judgedLine = detail::checkedLine(root, playedLine.data(), int(playedLine.size()));
        const bool exact = exactBelow(root, depth);
        result.depth = depth;
        result.bestProven = exact || isDecisiveScore(best);
        result.playedProven = judged != kNoMove && (exact || isDecisiveScore(last.played));
        if (result.bestProven && (judged == kNoMove || result.playedProven))
            break;
        if (rootMoves_.size() == 1)
            break;
        if (!grown && judged != kNoMove && result.bestProven != result.playedProven && params.proofFactor > 1 &&
            params_.limits.nodes) {
            params_.limits.nodes *= std::uint64_t(params.proofFactor); // the abort check reads params_
            grown = true;
        }
        if (params_.limits.nodes && nodes_ >= params_.limits.nodes && !solving_)
            break;
    }
    // Settled over the last two iterations, unless either score is proven.
    const auto settle = [&](int now, int before, bool proven) {
        if (finished < 2 || proven || isDecisiveScore(now) || isDecisiveScore(before))
            return now;
        return (now + before) / 2;
    };
    // Near the line between two marks (SearchParams::settlePercent): the two moves alone, deeper.
    if (params.settlePercent > 0 && params.settleScale > 0 && judged != kNoMove && result.best != judged &&
        finished >= 2 && !result.bestProven && !result.playedProven && last.depth < maxDepth &&
        !(stop && stop->load(std::memory_order_relaxed))) {
        const double loss = winChanceAt(settle(last.best, previous.best, false), params.settleScale) -
                            winChanceAt(settle(last.played, previous.played, false), params.settleScale);
        if (loss >= params.settleLow && loss < params.settleHigh) {
            params_.limits.nodes =
                nodes_ + std::max<std::uint64_t>(1, params.limits.nodes * std::uint64_t(params.settlePercent) / 100);
            aborted_ = false;
            limitsApply_ = true;
            const int deepest = std::min(maxDepth, last.depth + std::max(1, params.settlePlies));
            for (int depth = last.depth + 1; depth <= deepest; ++depth) {
                pathKeys_[0] = root.hash();
                const Move moves[2] = {result.best, judged};
                int scores[2] = {0, 0};
                std::vector<Move> lines[2];
                for (int i = 0; i < 2 && !aborted_; ++i) {
                    P child = root;
                    child.play(moves[i]);
                    scores[i] = valueFor(side, child, depth - 1, -kInfinity, kInfinity, 1, true);
                    lines[i].push_back(moves[i]);
                    for (int j = 1; j < pvLength_[1]; ++j)
                        lines[i].push_back(pv_[1][std::size_t(j)]);
                }
                if (aborted_)
                    break;
                previous = last;
                last = {depth, std::max(scores[0], scores[1]), scores[1]};
                result.depth = depth;
                if (scores[1] > scores[0]) // the judged move is the better one at this depth
                    result.best = judged;
                bestLine = detail::checkedLine(root, lines[result.best == judged].data(),
                                               int(lines[result.best == judged].size()));
                judgedLine = detail::checkedLine(root, lines[1].data(), int(lines[1].size()));
                const bool exact = exactBelow(root, depth);
                result.bestProven = exact || isDecisiveScore(last.best);
                result.playedProven = exact || isDecisiveScore(last.played);
                if (result.bestProven && result.playedProven)
                    break;
            }
        }
    }
    result.bestScore = settle(last.best, previous.best, result.bestProven);
    result.playedScore =
        judged == kNoMove ? result.bestScore : settle(last.played, previous.played, result.playedProven);
    result.bestLastScore = last.best;
    result.playedLastScore = last.played;
    result.pv = bestLine.empty() && result.best != kNoMove ? std::vector<Move>{result.best} : bestLine;
    result.playedLine = judgedLine.empty() && judged != kNoMove ? std::vector<Move>{judged} : judgedLine;
    if (judged == kNoMove) {
        result.playedProven = result.bestProven;
    }
    result.nodes = nodes_;
    result.timeMs = elapsedMs();
    return result;
}

} // namespace gamut
