// A search engine behind one runtime interface: what players, the command line and the window use. One engine
// per game (GameEntry::makeEngine); it keeps its transposition table between the moves of a game.
#pragma once

#include "../gamestate.h"
#include "searchtypes.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace gamut {

class Engine {
public:
    virtual ~Engine() = default;

    // The best move for the player to move in `state` (which must belong to this engine's game). Stops early,
    // with the best move found so far, when `stop` becomes true. `progress` is called on this thread.
    virtual SearchResult search(const GameState &state, const SearchParams &params,
                                const std::atomic<bool> *stop = nullptr, const ProgressCallback &progress = {}) = 0;
    // The best `lines` moves (1..kMaxPvLines) with exact scores and their lines, at the same limits as search():
    // each iteration costs more, so it finishes fewer of them. One line searches exactly as search() does (the
    // same move, score and nodes). The Monte Carlo engine (params.monteCarlo) answers its one best move.
    virtual MultiPvResult searchLines(const GameState &state, const SearchParams &params, int lines,
                                      const std::atomic<bool> *stop = nullptr,
                                      const MultiPvCallback &progress = {}) = 0;
    // The best move and the move `played`, each scored exactly by one search at the same depths and settled over its
    // last two iterations (search_judge.h), for the player to move in `state`: what the review and the coach
    // compare. A game with board symmetries searches the position laid down one chosen way (symmetry.h), so that a
    // position and its mirror image, or two mirror-image moves, are judged alike. Starts from a cleared table.
    // The Monte Carlo engine (params.monteCarlo) searches the position and the one after `played` apart.
    virtual JudgedMove judge(const GameState &state, const SearchParams &params, Move played,
                             const std::atomic<bool> *stop = nullptr) = 0;
    // The board symmetries the game declares (1: none but the identity), a state laid down by one of them (null for
    // another game's state), and a move of it.
    virtual int symmetries() const = 0;
    virtual std::unique_ptr<GameState> transformed(const GameState &state, int symmetry) const = 0;
    virtual Move transformMove(Move move, int symmetry) const = 0;
    // Forgets everything learnt (a new game; also makes a fixed-depth search repeatable).
    virtual void newGame() = 0;
    // Resizes (and clears) the transposition table; the default is TranspositionTable::kDefaultMegabytes.
    virtual void setHashMegabytes(std::size_t megabytes) = 0;
    // Touches the table's pages now rather than in the first search (Player::mapMemory).
    virtual void mapMemory() = 0;

    // The game's calibration (its Evaluator): nodes a level-3 search visits, its evaluation unit, and the depth
    // of the fixed benchmark.
    virtual std::uint64_t levelNodes() const = 0;
    virtual int evalUnit() const = 0;
    virtual int benchDepth() const = 0;
    // The top levels solve endgames of at most this many plies whatever their node budget (0: none).
    virtual int solvePlies() const = 0;
    // The review solves endgames of at most this many plies whatever its node budget (0: none).
    virtual int reviewSolvePlies() const = 0;
    // How many times its node budget the review's judge searches once one of its two moves is proven and the other
    // is not (SearchParams::proofFactor; 0: no growth).
    virtual int reviewProofFactor() const = 0;
    // The share of its node budget (percent) the review's judge may spend more on searching the best and the judged
    // move one ply deeper where the loss lies between an inaccuracy and a mistake (SearchParams::settlePercent).
    virtual int reviewSettlePercent() const = 0;
    // ... and the most plies deeper it searches them (SearchParams::settlePlies).
    virtual int reviewSettlePlies() const = 0;
    // The game's own depth cap for `level` (1..6), 0 for none.
    virtual int levelDepth(int level) const = 0;
    // The game's own node cap for `level` (1..6) on top of the level's budget (levelNodes() scaled by the level),
    // 0 for none.
    virtual std::uint64_t levelNodeCap(int level) const = 0;
    // The game's own evaluation noise for `level` (1..6) in tenths of its unit, -1 for the default.
    virtual int levelNoise(int level) const = 0;
    // The chance, 0..100, that the player to move in `position` wins (a draw counting half) at this search score:
    // the game's calibrated curve at the position's phase (winchance.h); a decisive score is 100 or 0.
    virtual double winChance(const GameState &position, int score) const = 0;
};

} // namespace gamut
