// The second engine: Monte Carlo tree search with a solver (MCTS-Solver, Winands et al. 2008) over any
// GamePosition. UCT selection; playouts of uniformly random moves that stop after a few plies and score the
// position with the game's evaluation (so that one playout costs little and says more); wins and losses met in
// the tree are proven and propagate (a move to a proven win is a proven win, a node whose moves all lose is a
// proven loss). The tree lives in a fixed pool allocated once; nothing is allocated per node.
// Measured against the alpha-beta search at equal time (300 ms a move, 4-ply random openings, colours
// alternating): AddTraction 53-47 and Trails 43-57 over 100 games (level 6 on both sides: no depth cap); LOA 1-9,
// Atom-4 0-10 and Atoms 0-10 over 10 games. It plays no game better, so no level uses it: it is the engine
// `mcts:N` only.
#pragma once

#include "../gamerules.h"
#include "../hashing.h"
#include "evaluator.h"
#include "searchtypes.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

namespace gamut {

template <GamePosition P> class MonteCarlo {
public:
    explicit MonteCarlo(std::size_t megabytes = 64)
        : pool_(std::max<std::size_t>(1024, (megabytes << 20) / sizeof(Node))) {}

    SearchResult run(const P &root, const SearchParams &params, const std::atomic<bool> *stop,
                     const ProgressCallback &progress);

private:
    using Clock = std::chrono::steady_clock;
    static constexpr int kPlayoutPlies = 6;     // random plies before the evaluation takes over
    static constexpr double kExploration = 0.7; // UCT constant
    static constexpr int kMaxTreeDepth = kMaxPly;

    struct Node {
        Move move = kNoMove;
        std::uint32_t firstChild = 0; // 0: not expanded (the root is node 0, never anyone's child)
        std::uint16_t children = 0;
        std::int8_t proven = 0; // +1 / -1: a proven win / loss for the player who made `move`
        std::uint8_t mover = 0; // that player
        std::uint32_t visits = 0;
        float wins = 0; // for the mover: 1 a win, 0.5 a draw
    };

    std::vector<Node> pool_;
    std::size_t used_ = 0;
    std::uint64_t rng_ = 0;
    std::uint64_t nodes_ = 0;

    std::uint64_t random() { return splitMix64(rng_ += 0x9E3779B97F4A7C15ull); }

    // The playout's value for `player`: random plies, then the evaluation turned into a winning chance.
    double playout(P pos, int player) {
        for (int ply = 0; ply < kPlayoutPlies; ++ply) {
            const Outcome outcome = pos.outcome();
            if (outcome != Outcome::Ongoing)
                return outcome == Outcome::Draw ? 0.5 : outcome == winFor(player) ? 1.0 : 0.0;
            MoveList moves;
            pos.legalMoves(moves);
            pos.play(moves[int(random() % std::uint64_t(moves.size()))]);
            ++nodes_;
        }
        const Outcome outcome = pos.outcome();
        if (outcome != Outcome::Ongoing)
            return outcome == Outcome::Draw ? 0.5 : outcome == winFor(player) ? 1.0 : 0.0;
        const int value = Evaluator<P>::evaluate(pos);
        const double forPlayer = pos.turn() == player ? value : -value;
        return 1.0 / (1.0 + std::exp(-forPlayer / (3.0 * Evaluator<P>::kUnit)));
    }

    // Creates the children of `index`; false when the pool is full.
    bool expand(std::size_t index, const P &pos) {
        MoveList moves;
        pos.legalMoves(moves);
        if (used_ + std::size_t(moves.size()) > pool_.size())
            return false;
        Node &node = pool_[index];
        node.firstChild = std::uint32_t(used_);
        node.children = std::uint16_t(moves.size());
        for (int i = 0; i < moves.size(); ++i) {
            Node &child = pool_[used_++];
            child = Node{};
            child.move = moves[i];
            child.mover = std::uint8_t(pos.turn());
        }
        return true;
    }

    // The child to follow from `index`: a proven win at once, else the best UCT value among the unproven.
    std::size_t select(std::size_t index) {
        const Node &node = pool_[index];
        const double logVisits = std::log(double(node.visits) + 1.0);
        std::size_t best = node.firstChild;
        double bestValue = -1e300;
        for (std::size_t c = node.firstChild; c < node.firstChild + node.children; ++c) {
            const Node &child = pool_[c];
            if (child.proven > 0)
                return c;
            if (child.proven < 0)
                continue;
            const double value = child.visits == 0
                                     ? 1e9 + double(random() % 1024)
                                     : child.wins / child.visits + kExploration * std::sqrt(logVisits / child.visits);
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    // After a child of `index` was proven: is `index` now proven too?
    void settle(std::size_t index) {
        Node &node = pool_[index];
        bool allLose = true;
        for (std::size_t c = node.firstChild; c < node.firstChild + node.children; ++c) {
            const Node &child = pool_[c];
            if (child.proven > 0 && child.mover != node.mover) {
                node.proven = -1; // the player to move here has a winning move
                return;
            }
            if (child.proven > 0 && child.mover == node.mover) {
                node.proven = 1;
                return;
            }
            allLose = allLose && child.proven < 0;
        }
        if (allLose)
            node.proven = pool_[node.firstChild].mover != node.mover ? 1 : -1;
    }

    void iterate(const P &root);
};

template <GamePosition P> void MonteCarlo<P>::iterate(const P &root) {
    std::size_t path[kMaxTreeDepth + 1];
    int length = 0;
    P pos = root;
    std::size_t index = 0;
    path[length++] = 0;
    double value = 0.5; // for the mover of the last node on the path
    for (;;) {
        Node &node = pool_[index];
        const Outcome outcome = pos.outcome();
        if (outcome != Outcome::Ongoing) {
            if (outcome == Outcome::Draw) {
                value = 0.5;
            } else {
                node.proven = outcome == winFor(node.mover) ? 1 : -1;
                value = node.proven > 0 ? 1.0 : 0.0;
            }
            break;
        }
        if (node.firstChild == 0 && (node.visits == 0 && index != 0)) {
            value = playout(pos, node.mover);
            break;
        }
        if (node.firstChild == 0 && (length > kMaxTreeDepth - 1 || !expand(index, pos))) {
            value = playout(pos, node.mover);
            break;
        }
        index = select(index);
        pos.play(pool_[index].move);
        ++nodes_;
        path[length++] = index;
    }
    // Back up: each node's wins are for its own mover.
    const int lastMover = pool_[path[length - 1]].mover;
    bool provenChild = pool_[path[length - 1]].proven != 0;
    for (int i = length - 1; i >= 0; --i) {
        Node &node = pool_[path[i]];
        ++node.visits;
        node.wins += float(node.mover == lastMover ? value : 1.0 - value);
        if (provenChild && i < length - 1 && node.proven == 0) {
            settle(path[i]);
            provenChild = node.proven != 0;
        }
    }
}

template <GamePosition P>
SearchResult MonteCarlo<P>::run(const P &root, const SearchParams &params, const std::atomic<bool> *stop,
                                const ProgressCallback &progress) {
    const auto start = Clock::now();
    const auto elapsedMs = [&] {
        return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
    };
    SearchResult result;
    if (root.outcome() != Outcome::Ongoing)
        return result;
    rng_ = params.seed ^ 0x5EED;
    nodes_ = 0;
    used_ = 1;
    pool_[0] = Node{};
    pool_[0].mover = std::uint8_t(root.turn() ^ 1);
    expand(0, root);
    std::uint64_t iterations = 0;
    int nextReport = 100;
    for (;;) {
        iterate(root);
        ++iterations;
        if (pool_[0].proven != 0)
            break;
        if (stop && stop->load(std::memory_order_relaxed))
            break;
        if (params.limits.nodes && nodes_ >= params.limits.nodes)
            break;
        if ((iterations & 63) == 0 && (params.limits.movetimeMs || progress)) {
            const int ms = elapsedMs();
            if (params.limits.movetimeMs && ms >= params.limits.movetimeMs - 3)
                break;
            if (progress && ms >= nextReport) {
                nextReport = ms + 250;
                SearchProgress p;
                p.nodes = nodes_;
                p.timeMs = ms;
                std::uint32_t most = 0;
                for (std::size_t c = pool_[0].firstChild; c < pool_[0].firstChild + pool_[0].children; ++c)
                    if (pool_[c].visits >= most)
                        most = pool_[c].visits, p.bestMove = pool_[c].move;
                p.pv.assign(1, p.bestMove);
                progress(p);
            }
        }
    }
    // The move: a proven win, else the most visited move that is not a proven loss.
    const Node &rootNode = pool_[0];
    std::size_t best = rootNode.firstChild;
    double bestKey = -1;
    for (std::size_t c = rootNode.firstChild; c < rootNode.firstChild + rootNode.children; ++c) {
        const Node &child = pool_[c];
        const double key = child.proven > 0 ? 1e18 : child.proven < 0 ? double(child.visits) * 1e-9 : child.visits;
        if (key > bestKey) {
            bestKey = key;
            best = c;
        }
    }
    const Node &chosen = pool_[best];
    result.move = chosen.move;
    result.proven = chosen.proven != 0 || rootNode.proven != 0;
    result.score = chosen.proven > 0   ? kWinScore - 1
                   : chosen.proven < 0 ? -(kWinScore - 1)
                   : chosen.visits     ? int((chosen.wins / chosen.visits - 0.5) * 2 * Evaluator<P>::kUnit * 3)
                                       : 0;
    result.depth = 1;
    result.nodes = nodes_;
    result.timeMs = elapsedMs();
    result.pv.assign(1, result.move);
    return result;
}

} // namespace gamut
