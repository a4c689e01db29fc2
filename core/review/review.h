// The review of a played game: for every ply the best move and the mover's win chance with it, the win chance
// with the move played, the loss between the two, the best line, a class (best .. blunder) and the reason for it in
// words; per side an accuracy and the count of each class. Plain C++ on the search (core/ai); no widgets.
//
// How a ply is judged (the numbers are the mover's win chance, 0..100, winchance.h):
// - The position before every move that had a choice is searched once at the review's budget (a level's node
//   budget, without the level's noise) by Engine::judge: the best move and the move played are scored exactly by the
//   same search at the same depths, each settled over its last two iterations (search_judge.h), on the position laid
//   down the way the game's symmetries choose (so a position and its mirror image are judged alike). `winBefore` is
//   the best move's value, `winAfter` the played move's; when the move played is the best, they are the same.
// - loss = max(0, winBefore - winAfter). Classes by loss alone (ReviewThresholds): best (the search's own move),
//   excellent (< 2), good (< 5), inaccuracy (< 10), mistake (< 15), blunder (the rest): lichess's 5, 10, 15. A proven
//   win counts 100, a proven loss 0 and a proven draw 50, so a won game given away is a blunder by its numbers, and
//   a move in a game already lost loses nothing that was not gone.
// - The reason says why in words (MarkReason): the win chance lost, "walks into a forced loss in N", "missed a
//   forced win in N", "the game was already lost".
// - A forced move (the only legal one) is `best` with no loss, takes the value of the position after it, and does
//   not count in the accuracy.
// - Accuracy per side as lichess computes it: each move's accuracy from its loss (103.1668 e^(-0.04354 loss) -
//   3.1669, plus lichess's 1 for the evaluation's imprecision, 0..100; 100 for a move that loses nothing), the side's
//   accuracy the mean of the volatility-weighted mean and the harmonic mean of those (the weight of a move is the
//   standard deviation of the win chances in a window of the game around it, 0.5 to 12). A move in a decided game
//   that changed nothing (the mover's chance within a point of 0 or of 100, before and after) does not count: such
//   a game may be played on for a hundred plies, which lichess's chess games are not.
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
// The thresholds of a game (the same for every game today: the calibration asked for no change; see the README).
ReviewThresholds reviewThresholds(std::string_view gameId);

// Why a move got its class, in words the window and the command line print (moveReasonText).
enum class MarkReason : std::uint8_t {
    Best,          // the search's own move
    Forced,        // the only legal move
    WinChance,     // the win chance it lost (loss)
    MissedWin,     // the best move won by force in `plies`; this one does not, or not provably
    WalksIntoLoss, // this move loses by force in `plies`; the best move did not
    WinIntoLoss,   // the best move won by force, this one loses by force in `plies`
    KeepsWin,      // both win by force: this one in `plies`
    AlreadyLost,   // both lose by force: the game was lost before this move
};
// "best", "forced", "win-chance", "missed-win", "walks-into-loss", "win-into-loss", "keeps-win", "already-lost".
std::string_view markReasonName(MarkReason r);
std::optional<MarkReason> markReasonFromName(std::string_view name);

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
    bool forced = false;          // the only legal move
    std::vector<Move> pv;         // the best line from the position before, best first, at most kReviewPvPlies
    std::vector<Move> playedLine; // the move played and the replies the search expects (its refutation)
    MoveClass moveClass = MoveClass::Best;
    MarkReason reason = MarkReason::Best;
    int reasonPlies = 0; // for the forced results: the plies from the position before to the game's end
    int depth = 0;       // the depth of the search before the move
};
inline constexpr int kReviewPvPlies = 8;

// The reason of `p` in English words, e.g. "walks into a forced loss in 3 moves", "lost 12.5 points of win chance":
// what the command line prints (the window has its own translated words, ui/review/).
std::string moveReasonText(const PlyReview &p);
// The moves of the winner in a forced result of `plies` plies counted from the position before the move (the
// mover's own move included): "in N" of the reason's words.
int reasonMoves(const PlyReview &p);

struct SideSummary {
    double accuracy = 100;                     // 0..100; meaningless when `counted` is 0
    std::array<int, kMoveClassCount> counts{}; // indexed by MoveClass
    int moves = 0;                             // moves played (forced ones included)
    // The moves the accuracy is made of: not forced, not in a game already decided. A side with none has no
    // accuracy to show (lichess shows none either), rather than a 100 it never earned.
    int counted = 0;
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
// A move's accuracy (0..100) from the mover's win chance before and after it: lichess's formula, with its bonus of
// one point for the evaluation's imprecision; 100 when it lost nothing.
double moveAccuracy(double loss);

// What one ply's search found (Engine::judge): the best move and the move played, each with its settled score for
// the player to move before the move. The unit of the review and of its cache.
struct PositionVerdict {
    int score = 0; // the best move's, for the player to move
    bool proven = false;
    Move best = kNoMove;
    std::vector<Move> pv;
    Move played = kNoMove; // the judged move (kNoMove: the best only)
    int playedScore = 0;
    bool playedProven = false;
    std::vector<Move> playedLine;
    int depth = 0;
    std::uint64_t nodes = 0;
};

// The verdicts of searched plies by (game, budget, position hash, move played): a second review of a game (or of a
// game sharing positions) is answered from here. Thread-safe; shared by default by every Reviewer of the process. The
// game's earlier positions are not part of the key: only a repetition rule reads them, and a position that recurs
// in one game is judged once.
class ReviewCache {
public:
    ReviewCache();
    static std::shared_ptr<ReviewCache> shared();
    std::optional<PositionVerdict> find(std::string_view gameId, std::string_view engine, std::uint64_t hash,
                                        Move played) const;
    void store(std::string_view gameId, std::string_view engine, std::uint64_t hash, Move played,
               const PositionVerdict &verdict);
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
// Called from the searching threads (never two at once) with every ply as soon as it is judged (in no fixed order;
// a forced ply once the position after it is), so that a window can draw the review while it runs.
using ReviewPlyCallback = std::function<void(const PlyReview &ply)>;

// How long a review will take, said before it starts (the command line's first line on standard error, the window's
// progress bar): the positions it will search (a verdict in the cache is not searched again), on how many threads,
// and the time that takes when every position uses its whole node budget at the speed this machine searches this
// game now (a short probe search of one of the game's positions). Positions the review solves or proves early finish
// sooner. Where the game's review searches deeper than its level (Engine::reviewProofFactor: a position where one of
// the two moves is proven and the other is not), such a position takes up to `proofFactor` times longer.
struct ReviewEstimate {
    int positions = 0;
    int jobs = 1;
    double seconds = 0;     // the whole review, wall time with `jobs` threads each on a core of its own
    double perPosition = 0; // seconds a position at its whole budget
    int proofFactor = 0;    // > 1: what a position whose proof is extended can cost, in positions
};
// "57 positions on 2 threads: about 25 s" (and, for a game that extends proofs, "; a position it must prove can take
// up to 16 times longer"): what the command line prints.
std::string reviewEstimateText(const ReviewEstimate &estimate);

// Reviews games. review() blocks its caller and searches on `jobs` threads of its own; a window runs it off the GUI
// thread (QtConcurrent::run) and cancels it with the flag, which stops every search at once.
class Reviewer {
public:
    explicit Reviewer(ReviewOptions options = {}, std::shared_ptr<ReviewCache> cache = ReviewCache::shared());

    // The options' error ("unknown engine ...", a kind that does not search), empty when they are usable.
    std::string check(const GameState &start) const;
    std::string check() const; // the options alone
    // What review() of the same game will cost (ReviewEstimate), from a probe search of about a sixteenth of a
    // position's budget; nullopt with `error` on bad options (as review()).
    std::optional<ReviewEstimate> estimate(const GameState &start, const std::vector<Move> &moves,
                                           std::string &error) const;
    // The review of the game from `start` through `moves` (legal moves, as ReplayedGame holds them). nullopt when
    // cancelled (then `error` is empty) or on bad options (`error` says why).
    std::optional<GameReview> review(const GameState &start, const std::vector<Move> &moves,
                                     const std::atomic<bool> *cancel, const ReviewProgress &progress,
                                     std::string &error, const ReviewPlyCallback &onPly = {}) const;

private:
    ReviewOptions options_;
    std::shared_ptr<ReviewCache> cache_;
};

// One position searched as the review searches each position of a game: the budget `engine` (as ReviewOptions takes
// it) without a level's noise, on a fresh table. nullopt when the game is over there or the budget is unusable
// (`error` says why). What `gamut-cli best --review` prints, and what tools/check-review.py compares with.
std::optional<PositionVerdict> searchLikeReview(const GameState &state, std::string_view engine, std::string &error);

// One move judged as the review judges a ply: the position `before` searched at `engine`'s budget (as ReviewOptions
// takes it) with `move` as the judged move. What Learn from Your Mistakes asks of a person's try and the coach of a
// move about to be played. nullopt when cancelled, or with `error` on a bad budget or a move that is not legal.
// `maxProofFactor` caps the growth of the budget where one move is proven and the other is not (-1: the review's own,
// Engine::reviewProofFactor): the coach, which must answer within 300 ms, caps it.
std::optional<PlyReview> judgeMove(const GameState &before, Move move, std::string_view engine,
                                   const std::atomic<bool> *cancel, std::string &error, int maxProofFactor = -1);
// The coach's cap: twice the budget at most (Trails' level-2 judgement about 0.07 s a position on a free core here,
// so within the coach's 300 ms; the review's 16 took up to 3 s under load).
inline constexpr int kCoachMaxProofFactor = 2;

// Judges one ply that had a choice from its verdict (`after`: how the game stands after the move; a game it ended
// gives the move its result). `scale` is the win-chance curve's at the position before the move (winchance.h: a game's
// curve may follow its phase), for both moves compared; 0 = the game's plain scale. What Reviewer does per ply;
// public for tests.
PlyReview judgePly(std::string_view gameId, int ply, int side, Move played, const PositionVerdict &verdict,
                   Outcome after, double scale = 0);
// A forced ply: the value of the position after it for the mover (`score`, `proven`) is the move's and the position's.
PlyReview judgeForcedPly(std::string_view gameId, int ply, int side, Move played, int score, bool proven,
                         double scale = 0);

} // namespace gamut
