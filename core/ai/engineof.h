// The engine of one game: the Search template instantiated on the game's Position. Included only by
// a game's eval_engine.cpp (through gamesearchof.h), with that game's Evaluator specialisation in scope.
#pragma once

#include "../gamestate.h"
#include "engine.h"
#include "evaluator.h"
#include "mcts.h"
#include "search.h"
#include "symmetry.h"
#include "transposition.h"
#include "winchance.h"

#include <algorithm>
#include <memory>

namespace gamut {

template <GameRules R> class EngineOf final : public Engine {
public:
    using Position = typename R::Position;
    static_assert(CompleteEvaluator<Position>, "no Evaluator<Position> for this game: include its eval.h first");

    EngineOf() : tt_(megabytes_), search_(std::make_unique<Search<Position>>(tt_)) {}

    SearchResult search(const GameState &state, const SearchParams &params, const std::atomic<bool> *stop,
                        const ProgressCallback &progress) override {
        const auto *own = dynamic_cast<const GameStateOf<R> *>(&state);
        if (!own || state.isOver())
            return {};
        const SearchParams scaled = scaledToPosition(own->position(), params);
        if (params.monteCarlo) {
            if (!monteCarlo_) // its tree pool is allocated on first use only
                monteCarlo_ = std::make_unique<MonteCarlo<Position>>(treeMegabytesFor(megabytes_));
            return monteCarlo_->run(own->position(), scaled, stop, progress);
        }
        return search_->run(own->position(), own->history(), scaled, stop, progress);
    }
    MultiPvResult searchLines(const GameState &state, const SearchParams &params, int lines,
                              const std::atomic<bool> *stop, const MultiPvCallback &progress) override {
        const auto *own = dynamic_cast<const GameStateOf<R> *>(&state);
        if (!own || state.isOver())
            return {};
        if (params.monteCarlo) {
            const SearchResult one = search(state, params, stop, {});
            MultiPvResult result{{PvLine{one.move, one.score, one.pv, one.proven}}, one.depth, one.nodes, one.timeMs};
            if (progress)
                progress(result);
            return result;
        }
        return search_->runLines(own->position(), own->history(), scaledToPosition(own->position(), params), lines,
                                 stop, progress);
    }
    JudgedMove judge(const GameState &state, const SearchParams &params, Move played,
                     const std::atomic<bool> *stop) override {
        const auto *own = dynamic_cast<const GameStateOf<R> *>(&state);
        if (!own || state.isOver())
            return {};
        newGame();
        if (params.monteCarlo)
            return judgeApart(state, params, played, stop);
        // A game whose repetitions count keeps the original: its earlier positions have no image.
        bool history = false;
        if constexpr (HasRepetitionRule<Position>)
            history = own->position().drawsOnRepetition();
        const Canonical<Position> c =
            history ? Canonical<Position>{own->position(), played, 0, 0} : canonicalOf(own->position(), played);
        const std::vector<std::uint64_t> keys = history ? own->history() : std::vector<std::uint64_t>{};
        JudgedMove r = search_->runJudged(c.position, keys, scaledToPosition(c.position, params), c.judged, stop);
        r.best = c.back(r.best);
        for (Move &m : r.pv)
            m = c.back(m);
        for (Move &m : r.playedLine)
            m = c.back(m);
        r.played = r.played == kNoMove ? kNoMove : played;
        // The judged move may be an image of the best under a symmetry that keeps the position (Trails' R and D at
        // the start): then it is a best move itself, and named so (the review calls it "best", not "excellent").
        if constexpr (HasSymmetries<Position>)
            if (r.played != kNoMove && r.best != played && !history)
                for (int s = 1; s < Position::kSymmetries; ++s)
                    if (Position::transformMove(r.best, s) == played &&
                        own->position().transformed(s).hash() == own->position().hash()) {
                        r.best = played;
                        for (Move &m : r.pv)
                            m = Position::transformMove(m, s);
                        break;
                    }
        return r;
    }
    int symmetries() const override { return symmetriesOf<Position>(); }
    std::unique_ptr<GameState> transformed(const GameState &state, int symmetry) const override {
        const auto *own = dynamic_cast<const GameStateOf<R> *>(&state);
        if (!own)
            return nullptr;
        if constexpr (HasSymmetries<Position>)
            return std::make_unique<GameStateOf<R>>(own->position().transformed(symmetry));
        return state.clone();
    }
    Move transformMove(Move move, int symmetry) const override {
        if constexpr (HasSymmetries<Position>)
            return Position::transformMove(move, symmetry);
        return move;
    }
    void newGame() override {
        tt_.clear();
        search_->newGame();
    }
    void mapMemory() override { tt_.mapPages(); }
    // The Monte Carlo tree pool follows the table's size (treeMegabytesFor).
    void setHashMegabytes(std::size_t megabytes) override {
        tt_.resize(megabytes);
        megabytes_ = megabytes;
        monteCarlo_.reset();
    }
    std::uint64_t levelNodes() const override { return Evaluator<Position>::kLevelNodes; }
    int evalUnit() const override { return Evaluator<Position>::kUnit; }
    int benchDepth() const override { return Evaluator<Position>::kBenchDepth; }
    int solvePlies() const override { return solvePliesOf<Position>(); }
    int reviewSolvePlies() const override { return reviewSolvePliesOf<Position>(); }
    int reviewProofFactor() const override { return reviewProofFactorOf<Position>(); }
    int reviewSettlePercent() const override { return reviewSettlePercentOf<Position>(); }
    int reviewSettlePlies() const override { return reviewSettlePliesOf<Position>(); }
    int levelDepth(int level) const override { return levelDepthOf<Position>(level); }
    std::uint64_t levelNodeCap(int level) const override { return levelNodeCapOf<Position>(level); }
    int levelNoise(int level) const override { return levelNoiseOf<Position>(level); }
    double winChance(const GameState &position, int score) const override {
        return winChanceAt(score, scaleIn(position));
    }
    static double scaleIn(const GameState &position) {
        const auto *own = dynamic_cast<const GameStateOf<R> *>(&position);
        return own ? winChanceScaleIn(own->position()) : winChanceScaleOf<Position>();
    }

private:
    // The Monte Carlo engine's judgement: the position, then the one after `played`, each searched on its own.
    JudgedMove judgeApart(const GameState &state, const SearchParams &params, Move played,
                          const std::atomic<bool> *stop) {
        JudgedMove r;
        const SearchResult best = search(state, params, stop, {});
        r.best = best.move;
        r.pv = best.pv;
        r.bestScore = r.bestLastScore = best.score;
        r.bestProven = best.proven;
        r.depth = best.depth;
        r.nodes = best.nodes;
        r.timeMs = best.timeMs;
        MoveList legal;
        state.legalMoves(legal);
        if (!legal.contains(played))
            return r;
        r.played = played;
        r.playedLine = {played};
        if (played == best.move) {
            r.playedScore = r.playedLastScore = r.bestScore;
            r.playedProven = r.bestProven;
            r.playedLine = r.pv;
            return r;
        }
        auto child = state.clone();
        child->play(played);
        const int side = state.turn();
        if (child->isOver()) {
            const Outcome o = child->outcome();
            r.playedScore = o == Outcome::Draw ? 0 : o == winFor(side) ? kWinScore - 1 : -(kWinScore - 1);
            r.playedProven = true;
        } else {
            newGame();
            const SearchResult after = search(*child, params, stop, {});
            int score = child->turn() == side ? after.score : -after.score;
            if (isWinScore(score))
                --score;
            else if (isLossScore(score))
                ++score;
            r.playedScore = score;
            r.playedProven = after.proven;
            r.playedLine.insert(r.playedLine.end(), after.pv.begin(), after.pv.end());
            r.nodes += after.nodes;
            r.timeMs += after.timeMs;
        }
        r.playedLastScore = r.playedScore;
        return r;
    }

    // A level's node budget as the game scales it for this position (SearchParams::levelBudget).
    static SearchParams scaledToPosition(const Position &pos, SearchParams params) {
        if constexpr (HasLevelNodesPercent<Position>) {
            if (params.levelBudget && params.limits.nodes > 0) {
                const auto percent = std::uint64_t(std::max(1, Evaluator<Position>::levelNodesPercent(pos)));
                params.limits.nodes = std::max<std::uint64_t>(1, params.limits.nodes * percent / 100);
            }
        }
        return params;
    }

    std::size_t megabytes_ = TranspositionTable::kDefaultMegabytes;
    TranspositionTable tt_;
    std::unique_ptr<Search<Position>> search_; // large (killers, history, PV table): on the heap, once
    std::unique_ptr<MonteCarlo<Position>> monteCarlo_;
};

} // namespace gamut
