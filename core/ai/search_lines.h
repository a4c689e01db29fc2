// Multi-PV at the root: the best few moves with exact scores, each with its own line. Included by search.h.
//
// Each iteration searches the first `lines` root moves with a full window (exact scores), then every other move
// with a null window on the worst of the best so far: one that beats it is searched again with a window open
// above, which makes its score exact, and takes that place. The best lines go first into the next iteration.
// The limits are run()'s: the first iteration always finishes; an unfinished one is dropped (its scores are not
// all exact), so the answer is the last finished iteration.
#pragma once

#include "search.h"
#include "search_root.h" // detail::checkedLine

#include <algorithm>

namespace gamut {

template <GamePosition P>
MultiPvResult Search<P>::runLines(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                                  int lines, const std::atomic<bool> *stop, const MultiPvCallback &progress) {
    MultiPvResult result;
    lines = std::clamp(lines, 1, kMaxPvLines);
    if (lines == 1) {
        // Exactly the one-move search: the same move, score and nodes (its reports change nothing it searches).
        ProgressCallback each;
        if (progress)
            each = [&progress](const SearchProgress &p) {
                progress(MultiPvResult{{PvLine{p.bestMove, p.score, p.pv, false}}, p.depth, p.nodes, p.timeMs});
            };
        const SearchResult one = run(root, gameKeys, params, stop, each);
        if (one.move != kNoMove)
            result.lines.push_back(PvLine{one.move, one.score, one.pv, one.proven});
        result.depth = one.depth;
        result.nodes = one.nodes;
        result.timeMs = one.timeMs;
        return result;
    }
    if (!startRoot(root, gameKeys, params, stop))
        return result;
    const int side = root.turn();
    const int count = std::min(lines, rootMoves_.size());
    const int maxDepth = std::min(params.limits.depth > 0 ? params.limits.depth : kMaxPly - 2, kMaxPly - 2);
    std::vector<PvLine> found; // this iteration's exact lines, best first
    for (int depth = 1; depth <= maxDepth; ++depth) {
        limitsApply_ = depth > 1;
        pathKeys_[0] = root.hash();
        found.clear();
        for (int i = 0; i < rootMoves_.size() && !aborted_; ++i) {
            const Move m = rootMoves_[i];
            P child = root;
            child.play(m);
            int s;
            if (int(found.size()) < count) {
                s = valueFor(side, child, depth - 1, -kInfinity, kInfinity, 1, true);
            } else {
                const int worst = found.back().score;
                s = valueFor(side, child, depth - 1, worst, worst + 1, 1, false);
                if (s <= worst || aborted_)
                    continue;
                s = valueFor(side, child, depth - 1, worst, kInfinity, 1, true);
                if (s <= worst) // the table said more than the wider search finds: keep the old line
                    continue;
            }
            if (aborted_)
                break;
            // The child's line is the rest of this move's line.
            std::vector<Move> line{m};
            for (int j = 1; j < pvLength_[1]; ++j)
                line.push_back(pv_[1][std::size_t(j)]);
            PvLine entry{m, s, detail::checkedLine(root, line.data(), int(line.size())), false};
            if (entry.pv.empty())
                entry.pv.assign(1, m);
            const auto at = std::find_if(found.begin(), found.end(), [s](const PvLine &l) { return l.score < s; });
            found.insert(at, std::move(entry));
            if (int(found.size()) > count)
                found.pop_back();
        }
        if (aborted_)
            break;
        // The best lines first into the next iteration, the other moves in their order.
        MoveList order;
        for (const PvLine &l : found)
            order.push(l.move);
        for (int i = 0; i < rootMoves_.size(); ++i)
            if (!order.contains(rootMoves_[i]))
                order.push(rootMoves_[i]);
        rootMoves_ = order;
        const bool exact = exactBelow(root, depth);
        bool allProven = true;
        for (PvLine &l : found) {
            l.proven = exact || isDecisiveScore(l.score);
            allProven = allProven && l.proven;
        }
        result.lines = found;
        result.depth = depth;
        result.nodes = nodes_;
        result.timeMs = elapsedMs();
        if (progress)
            progress(result);
        if (exact || allProven)
            break;
        if (params.limits.nodes && nodes_ >= params.limits.nodes && !solving_)
            break;
    }
    result.nodes = nodes_;
    result.timeMs = elapsedMs();
    return result;
}

} // namespace gamut
