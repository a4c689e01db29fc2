// The search engine: iterative deepening principal variation search (alpha-beta) over any GamePosition, with a
// transposition table, table-move / killer / history move ordering, late move reductions, aspiration windows and
// exact endgame solving (a finished game scores as a win or loss at its distance; where the game tells an upper
// bound on its remaining plies, a search that deep is exact and proves the result).
// Nothing here names a game: the position's own rules and its Evaluator<P> (evaluator.h) are all it uses.
// The root loop (iterations, limits, progress) is in search_root.h.
#pragma once

#include "../gamerules.h"
#include "../hashing.h"
#include "evaluator.h"
#include "searchtypes.h"
#include "transposition.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

namespace gamut {

template <GamePosition P> class Search {
public:
    explicit Search(TranspositionTable &tt) : tt_(tt) { newGame(); }

    // Forgets what earlier searches learnt about move ordering (the table is cleared by its owner).
    void newGame() {
        history_.fill(0);
        for (auto &k : killers_)
            k = {kNoMove, kNoMove};
    }

    // Searches `root` (a position whose game is not over). `gameKeys` are the keys of the game's earlier positions
    // (games with a repetition rule), the root's own last. Defined in search_root.h.
    SearchResult run(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                     const std::atomic<bool> *stop, const ProgressCallback &progress);
    // The best `lines` root moves with exact scores and their lines (multi-PV), at the same limits; one line is
    // run() itself. Defined in search_lines.h.
    MultiPvResult runLines(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                           int lines, const std::atomic<bool> *stop, const MultiPvCallback &progress);

    // The best move and the move `judged`, each scored exactly at the same depths and settled over the last two
    // iterations. Defined in search_judge.h.
    JudgedMove runJudged(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                         Move judged, const std::atomic<bool> *stop);

private:
    using Clock = std::chrono::steady_clock;
    static constexpr int kHistoryBits = 12;
    static constexpr int kHistoryMax = 1 << 18;
    static constexpr int kOrderTable = 1 << 30, kOrderGood = 1 << 26, kOrderKiller = 1 << 24;

    TranspositionTable &tt_;
    SearchParams params_;
    const std::atomic<bool> *stop_ = nullptr;
    const std::vector<std::uint64_t> *gameKeys_ = nullptr;
    Clock::time_point start_;
    Clock::time_point deadline_;
    bool hasDeadline_ = false;
    bool limitsApply_ = true; // false while the first iteration runs: it always finishes
    bool solving_ = false;    // the endgame is within params_.solvePlies: no node budget
    bool aborted_ = false;
    std::uint64_t nodes_ = 0;
    std::uint64_t nextTimeCheck_ = 0;

    std::array<std::array<Move, 2>, kMaxPly + 2> killers_;
    std::array<std::int32_t, 2 << kHistoryBits> history_;
    std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_;
    std::array<int, kMaxPly + 2> pvLength_{};
    std::array<std::uint64_t, kMaxPly + 2> pathKeys_{};

    // Starts a search of `root` (run() and runLines()): the clock, the limits, the root's moves in their first
    // order. False when the game is over there.
    bool startRoot(const P &root, const std::vector<std::uint64_t> &gameKeys, const SearchParams &params,
                   const std::atomic<bool> *stop);

    // The root's state (search_root.h).
    P root_;
    MoveList rootMoves_;
    Move rootBest_ = kNoMove; // the best move of the running iteration so far

    int elapsedMs() const {
        return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count());
    }

    // True when the search must stop now: a cancel, the node budget, or the time budget (looked at every 256
    // nodes, which is far below a millisecond for every game).
    bool checkAbort() {
        if (aborted_)
            return true;
        if (stop_ && stop_->load(std::memory_order_relaxed))
            return aborted_ = true;
        if (!limitsApply_)
            return false;
        if (params_.limits.nodes && nodes_ >= params_.limits.nodes && !solving_)
            return aborted_ = true;
        if (hasDeadline_ && nodes_ >= nextTimeCheck_) {
            nextTimeCheck_ = nodes_ + 256;
            if (Clock::now() >= deadline_)
                return aborted_ = true;
        }
        return false;
    }

    static int terminalScore(Outcome outcome, int side, int ply) {
        if (outcome == Outcome::Draw)
            return 0;
        return outcome == winFor(side) ? kWinScore - ply : -(kWinScore - ply);
    }
    // Decisive scores are stored as distances from the node, so that they stay right wherever the node recurs.
    static int toTable(int score, int ply) {
        return isWinScore(score) ? score + ply : isLossScore(score) ? score - ply : score;
    }
    static int fromTable(int score, int ply) {
        return isWinScore(score) ? score - ply : isLossScore(score) ? score + ply : score;
    }

    int evaluate(const P &pos, std::uint64_t key) const {
        int value = std::clamp(Evaluator<P>::evaluate(pos), -kEvalLimit, kEvalLimit);
        if (params_.noise > 0) {
            const std::uint64_t h = splitMix64(key ^ params_.seed);
            value += int(h % std::uint64_t(2 * params_.noise + 1)) - params_.noise;
        }
        return value;
    }

    static bool exactBelow(const P &pos, int depth) {
        if constexpr (HasRemainingPlies<P>)
            return Evaluator<P>::remainingPlies(pos) <= depth;
        return false;
    }

    bool isRepetition(const P &pos, int ply) const {
        if constexpr (HasRepetitionRule<P>) {
            if (!pos.drawsOnRepetition())
                return false;
            const std::uint64_t key = pathKeys_[std::size_t(ply)];
            for (int p = ply - 2; p >= 0; --p)
                if (pathKeys_[std::size_t(p)] == key)
                    return true; // a cycle inside the search: as good as a draw
            int seen = 0;
            if (gameKeys_)
                for (std::uint64_t k : *gameKeys_)
                    seen += k == key;
            return seen >= 2; // this would be the third occurrence
        }
        return false;
    }

    std::size_t historyIndex(int side, Move m) const {
        return std::size_t(side) << kHistoryBits | ((m * 0x9E3779B1u) >> (32 - kHistoryBits));
    }

    static int orderHint(const P &pos, Move m) {
        if constexpr (HasMoveOrder<P>)
            return std::clamp(int(Evaluator<P>::orderMove(pos, m)), -kOrderKiller / 2, kOrderKiller / 2);
        return 0;
    }

    // Scores every move for ordering: the table's move, then moves the game calls good, then killers, then the
    // rest by history.
    void scoreMoves(const P &pos, const MoveList &moves, int *scores, Move ttMove, int ply) const {
        const int side = pos.turn();
        const auto &killers = killers_[std::size_t(ply)];
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            const int hint = orderHint(pos, m);
            int s;
            if (m == ttMove)
                s = kOrderTable;
            else if (hint > 0)
                s = kOrderGood + hint;
            else if (m == killers[0])
                s = kOrderKiller + 1;
            else if (m == killers[1])
                s = kOrderKiller;
            else
                s = history_[historyIndex(side, m)] + hint;
            scores[i] = s;
        }
    }

    static void pickNext(MoveList &moves, int *scores, int from) { pickNext(moves, scores, from, moves.size()); }
    static void pickNext(MoveList &moves, int *scores, int from, int count) {
        int best = from;
        for (int j = from + 1; j < count; ++j)
            if (scores[j] > scores[best])
                best = j;
        if (best != from) {
            std::swap(moves[from], moves[best]);
            std::swap(scores[from], scores[best]);
        }
    }

    void rememberCutoff(int side, Move m, int depth, int ply) {
        auto &killers = killers_[std::size_t(ply)];
        if (killers[0] != m) {
            killers[1] = killers[0];
            killers[0] = m;
        }
        std::int32_t &h = history_[historyIndex(side, m)];
        h += depth * depth;
        if (h > kHistoryMax)
            for (auto &x : history_)
                x /= 2;
    }

    void updatePv(int ply, Move m) {
        auto &line = pv_[std::size_t(ply)];
        line[std::size_t(ply)] = m;
        const int childLength = pvLength_[std::size_t(ply + 1)];
        for (int i = ply + 1; i < childLength; ++i)
            line[std::size_t(i)] = pv_[std::size_t(ply + 1)][std::size_t(i)];
        pvLength_[std::size_t(ply)] = std::max(childLength, ply + 1);
    }

    // The value, for `side` (who just moved), of `child` reached at `ply`.
    int valueFor(int side, const P &child, int depth, int alpha, int beta, int ply, bool pvNode) {
        const Outcome outcome = child.outcome();
        if (outcome != Outcome::Ongoing) {
            ++nodes_;
            pvLength_[std::size_t(ply)] = ply;
            return terminalScore(outcome, side, ply);
        }
        if (child.turn() == side)
            return search(child, depth, alpha, beta, ply, pvNode);
        return -search(child, depth, -beta, -alpha, ply, pvNode);
    }

    int search(const P &pos, int depth, int alpha, int beta, int ply, bool pvNode);

    // Past the depth, the moves the game calls noisy (captures, explosions) are followed until the position is
    // quiet; the player to move may always stop (stand pat) at the evaluation.
    int quiesce(const P &pos, std::uint64_t key, int alpha, int beta, int ply, int plies) {
        const int standPat = evaluate(pos, key);
        if constexpr (!HasNoisyMoves<P>) {
            return standPat;
        } else {
            if (!params_.quiescence || plies <= 0 || ply >= kMaxPly - 1 || standPat >= beta)
                return standPat;
            alpha = std::max(alpha, standPat);
            MoveList moves;
            pos.legalMoves(moves);
            int scores[kMaxMoves];
            int noisy = 0;
            for (int i = 0; i < moves.size(); ++i)
                if (Evaluator<P>::isNoisy(pos, moves[i])) {
                    moves[noisy] = moves[i];
                    scores[noisy++] = orderHint(pos, moves[i]);
                }
            const int side = pos.turn();
            int best = standPat;
            for (int i = 0; i < noisy; ++i) {
                pickNext(moves, scores, i, noisy);
                P child = pos;
                child.play(moves[i]);
                int score;
                pvLength_[std::size_t(ply + 1)] = ply + 1;
                if (child.outcome() != Outcome::Ongoing) {
                    ++nodes_;
                    score = terminalScore(child.outcome(), side, ply + 1);
                } else {
                    if (checkAbort())
                        return 0;
                    ++nodes_;
                    const std::uint64_t childKey = child.hash();
                    score = child.turn() == side ? quiesce(child, childKey, alpha, beta, ply + 1, plies - 1)
                                                 : -quiesce(child, childKey, -beta, -alpha, ply + 1, plies - 1);
                }
                if (aborted_)
                    return 0;
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        alpha = score;
                        if (alpha >= beta)
                            break;
                    }
                }
            }
            return best;
        }
    }
};

template <GamePosition P> int Search<P>::search(const P &pos, int depth, int alpha, int beta, int ply, bool pvNode) {
    pvLength_[std::size_t(ply)] = ply;
    if (checkAbort())
        return 0;
    ++nodes_;
    const std::uint64_t key = pos.hash();
    pathKeys_[std::size_t(ply)] = key;
    if (isRepetition(pos, ply))
        return 0;
    if (ply >= kMaxPly - 1)
        return evaluate(pos, key);

    // No result here can beat a win on the next ply or be worse than a loss on it.
    alpha = std::max(alpha, -(kWinScore - ply - 1));
    beta = std::min(beta, kWinScore - ply - 1);
    if (alpha >= beta)
        return alpha;

    if (depth <= 0)
        return quiesce(pos, key, alpha, beta, ply, quiescencePliesOf<P>());

    Move ttMove = kNoMove;
    TTEntry entry;
    if (tt_.probe(key, entry)) {
        ttMove = entry.move;
        if (!pvNode && entry.depth >= depth) {
            const int s = fromTable(entry.score, ply);
            if (entry.bound == Bound::Exact || (entry.bound == Bound::Lower && s >= beta) ||
                (entry.bound == Bound::Upper && s <= alpha))
                return s;
        }
    }

    MoveList moves;
    pos.legalMoves(moves);
    if (moves.empty()) // an ongoing game always has a move; be safe anyway
        return evaluate(pos, key);
    int scores[kMaxMoves];
    scoreMoves(pos, moves, scores, ttMove, ply);

    const int side = pos.turn();
    const bool exact = exactBelow(pos, depth);
    const int alphaAtStart = alpha;
    int best = -kInfinity;
    Move bestMove = kNoMove;
    for (int i = 0; i < moves.size(); ++i) {
        pickNext(moves, scores, i);
        const Move m = moves[i];
        P child = pos;
        child.play(m);
        int score;
        if (i == 0) {
            score = valueFor(side, child, depth - 1, alpha, beta, ply + 1, pvNode);
        } else {
            // Late, quiet moves are first searched less deep; a surprise is searched again at full depth.
            int reduction = 0;
            if constexpr (usesLateMoveReductions<P>())
                if (params_.reductions && !exact && depth >= 3 && i >= 3 && scores[i] < kOrderKiller)
                    reduction = (i >= 8 && depth >= 5) ? 2 : 1;
            score = valueFor(side, child, depth - 1 - reduction, alpha, alpha + 1, ply + 1, false);
            if (reduction && score > alpha && !aborted_)
                score = valueFor(side, child, depth - 1, alpha, alpha + 1, ply + 1, false);
            if (pvNode && score > alpha && score < beta && !aborted_)
                score = valueFor(side, child, depth - 1, alpha, beta, ply + 1, true);
        }
        if (aborted_)
            return 0;
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                if (pvNode)
                    updatePv(ply, m);
                if (alpha >= beta) {
                    if (scores[i] < kOrderGood)
                        rememberCutoff(side, m, depth, ply);
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > alphaAtStart ? Bound::Exact : Bound::Upper;
    tt_.store(key, depth, toTable(best, ply), bound, bestMove);
    return best;
}

} // namespace gamut

#include "search_judge.h"
#include "search_lines.h"
#include "search_root.h"
