// The review of a played game: for every ply the best move and the mover's win chance with it, the win chance
// after the move played, the loss between the two, the best line and a class (best .. blunder); per side an
// accuracy and the count of each class. Plain C++ on the search (core/ai); no widgets.
//
// How a ply is judged (the numbers are the mover's win chance, 0..100, winchance.h):
// - Every position of the game is searched once at the review's budget (a level's node budget, without the
//   level's noise). `winBefore` is the position before the move (its best move's value); `winAfter` is the position
//   after it, searched at the same budget and seen from the mover's side (where the budget is a fixed depth, as
//   AddTraction's and Trails' levels are, one ply shallower: what the search before the move saw of it). When the
//   move played is the best move, winAfter is winBefore (the same line, counted once): it never loses anything.
// - loss = max(0, winBefore - winAfter). Classes by loss (ReviewThresholds): best (the search's own move),
//   excellent (< 2), good (< 5), inaccuracy (< 10), mistake (< 15), blunder (the rest): lichess's 5, 10, 15.
// - A move that turns a proven win into a proven draw or loss, or walks into a proven loss that the best move
//   avoided, is a blunder whatever the numbers say. A proven win kept with a slower but unproven line is judged by
//   the numbers (the search at the budget may not prove every winning move).
// - A forced move (the only legal one) is `best` with no loss, and does not count in the accuracy.
// - Accuracy per side: each move's accuracy from its loss by lichess's formula
//   103.1668 * e^(-0.04354 * loss) - 3.1669 (0..100), the side's accuracy the mean of the arithmetic and the
//   harmonic mean of those (lichess weighs the arithmetic mean by the position's volatility; we do not).
#pragma once

#include "../gamestate.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

enum class MoveClass { Best, Excellent, Good, Inaccuracy, Mistake, Blunder };
inline constexpr int kMoveClassCount = 6;

// "best", "excellent", "good", "inaccuracy", "mistake", "blunder" (the CLI's and the record's words).
std::string_view moveClassName(MoveClass c);
std::optional<MoveClass> moveClassFromName(std::string_view name);
// "", "", "", "?!", "?", "??": the chess symbols the history shows.
std::string_view moveClassSymbol(MoveClass c);

// The loss (points of win chance) from which a move is an inaccuracy, a mistake, a blunder; below `excellent` a
// move that is not the best is excellent, below `good` good.
struct ReviewThresholds {
    double excellent = 2, good = 5, inaccuracy = 5, mistake = 10, blunder = 15;
};
// The thresholds of a game (the same for all five today: the calibration asked for no change; see the README).
ReviewThresholds reviewThresholds(std::string_view gameId);

// One ply of the game, judged.
struct PlyReview {
    int ply = 0;  // 1-based index of the move in the game
    int side = 0; // 0 the first player, 1 the second: who played it
    Move played = kNoMove;
    Move best = kNoMove;   // the search's best move in the position before (== played for a forced move)
    double winBefore = 50; // the mover's win chance before the move, with best play (0..100)
    double winAfter = 50;  // the mover's win chance after the move played
    double loss = 0;       // max(0, winBefore - winAfter)
    int scoreBefore = 0;   // the search's scores behind the two, for the mover
    int scoreAfter = 0;
    bool provenBefore = false; // the score is the exact game value
    bool provenAfter = false;
    bool forced = false;  // the only legal move
    std::vector<Move> pv; // the best line from the position before, best first, at most kReviewPvPlies
    MoveClass moveClass = MoveClass::Best;
    int depth = 0; // the depth of the search before the move
};
inline constexpr int kReviewPvPlies = 8;

struct SideSummary {
    double accuracy = 100;                     // 0..100 (100 with no move that counts)
    std::array<int, kMoveClassCount> counts{}; // indexed by MoveClass
    int moves = 0;                             // moves played (forced ones included)
};

struct GameReview {
    std::string gameId;
    std::string engine;           // the budget it was made at, as an engine spec ("level:3")
    std::vector<PlyReview> plies; // one per move of the game, in order
    std::array<SideSummary, 2> sides;
};

// The per-side summary of `plies` (accuracy and counts); what Reviewer fills in, and what a review read back from a
// record is summed up with.
std::array<SideSummary, 2> summarize(const std::vector<PlyReview> &plies);
// A move's accuracy (0..100) from its loss: lichess's formula.
double moveAccuracy(double loss);

// What one position's search found, for the player to move there: the unit of the review and of its cache.
struct PositionVerdict {
    int score = 0; // for the player to move
    bool proven = false;
    Move best = kNoMove;
    std::vector<Move> pv;
    int depth = 0;
    std::uint64_t nodes = 0;
};

// The verdicts of searched positions by (game, budget, position hash): a second review of a game (or of a game
// sharing positions) is answered from here. Thread-safe; shared by default by every Reviewer of the process. The
// game's earlier positions are not part of the key: only a repetition rule reads them, and a position that recurs
// in one game is judged once.
class ReviewCache {
public:
    ReviewCache();
    static std::shared_ptr<ReviewCache> shared();
    std::optional<PositionVerdict> find(std::string_view gameId, std::string_view engine, std::uint64_t hash) const;
    void store(std::string_view gameId, std::string_view engine, std::uint64_t hash, const PositionVerdict &verdict);
    std::size_t size() const;
    void clear();

private:
    struct Impl;
    std::shared_ptr<Impl> impl_;
};

struct ReviewOptions {
    // The budget: an engine spec "level:N" (N 1..6) or "level:N/<time>" (a fixed time a position), "mcts:N".
    std::string engine = "level:3";
    int jobs = 0; // positions searched at a time; 0 = every core
};

// Called from the searching threads (never two at once) after every position searched: positions done, of total.
using ReviewProgress = std::function<void(int done, int total)>;

// Reviews games. review() blocks its caller and searches on `jobs` threads of its own; a window runs it off the GUI
// thread (QtConcurrent::run) and cancels it with the flag, which stops every search at once.
class Reviewer {
public:
    explicit Reviewer(ReviewOptions options = {}, std::shared_ptr<ReviewCache> cache = ReviewCache::shared());

    // The options' error ("unknown engine ...", a kind that does not search), empty when they are usable.
    std::string check(const GameState &start) const;
    std::string check() const; // the options alone
    // The review of the game from `start` through `moves` (legal moves, as ReplayedGame holds them). nullopt when
    // cancelled (then `error` is empty) or on bad options (`error` says why).
    std::optional<GameReview> review(const GameState &start, const std::vector<Move> &moves,
                                     const std::atomic<bool> *cancel, const ReviewProgress &progress,
                                     std::string &error) const;

private:
    ReviewOptions options_;
    std::shared_ptr<ReviewCache> cache_;
};

// One position searched as the review searches each position of a game: the budget `engine` (as ReviewOptions takes
// it) without a level's noise, on a fresh table. nullopt when the game is over there or the budget is unusable
// (`error` says why). What `gamut-cli best --review` prints, and what tools/check-review.py compares with.
std::optional<PositionVerdict> searchLikeReview(const GameState &state, std::string_view engine, std::string &error);

// Judges one ply from the verdicts of the position before and after it (`after` empty when the move ended the
// game: then `outcome` says how, for the mover `side`). What Reviewer does per ply; public for tests.
PlyReview judgePly(std::string_view gameId, int ply, int side, Move played, bool forced, const PositionVerdict &before,
                   const std::optional<PositionVerdict> &after, bool sameMoverAfter, Outcome outcome);

} // namespace gamut
