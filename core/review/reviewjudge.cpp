// Judging a ply from the searches before and after it, and a side's accuracy (the rules are in review.h).
#include "../ai/searchtypes.h"
#include "../ai/winchance.h"
#include "review.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gamut {

namespace {

constexpr std::array<std::string_view, kMoveClassCount> kClassNames = {"best",       "excellent", "good",
                                                                       "inaccuracy", "mistake",   "blunder"};
constexpr std::array<std::string_view, kMoveClassCount> kClassSymbols = {"", "", "", "?!", "?", "??"};
constexpr std::array<std::string_view, 8> kReasonNames = {
    "best", "forced", "win-chance", "missed-win", "walks-into-loss", "win-into-loss", "keeps-win", "already-lost"};

// The mover's win chance at a score for the mover, a proven score being the game's value (a solved draw: 50).
double chanceOf(std::string_view gameId, double scale, int score, bool proven) {
    if (proven && !isDecisiveScore(score) && score == 0)
        return 50.0;
    return scale > 0 ? winChanceAt(score, scale) : winChance(gameId, score);
}

bool provenWin(int score, bool proven) { return proven && isWinScore(score); }
bool provenLoss(int score, bool proven) { return proven && isLossScore(score); }

} // namespace

std::string_view moveClassName(MoveClass c) { return kClassNames[std::size_t(c)]; }

std::string_view moveClassSymbol(MoveClass c) { return kClassSymbols[std::size_t(c)]; }

std::optional<MoveClass> moveClassFromName(std::string_view name) {
    for (std::size_t i = 0; i < kClassNames.size(); ++i)
        if (kClassNames[i] == name)
            return MoveClass(i);
    return std::nullopt;
}

ReviewThresholds reviewThresholds(std::string_view) { return {}; }

std::string_view markReasonName(MarkReason r) { return kReasonNames[std::size_t(r)]; }

std::optional<MarkReason> markReasonFromName(std::string_view name) {
    for (std::size_t i = 0; i < kReasonNames.size(); ++i)
        if (kReasonNames[i] == name)
            return MarkReason(i);
    return std::nullopt;
}

double moveAccuracy(double loss) {
    if (!(loss > 0))
        return 100.0;
    // lichess's curve, fitted to its games, and its one point for the imprecision of an evaluation.
    return std::clamp(103.1668 * std::exp(-0.04354 * loss) - 3.1669 + 1.0, 0.0, 100.0);
}

int reasonMoves(const PlyReview &p) {
    switch (p.reason) {
    case MarkReason::MissedWin:
    case MarkReason::KeepsWin:
        return (p.reasonPlies + 1) / 2; // the mover's own moves, this one first
    case MarkReason::WalksIntoLoss:
    case MarkReason::WinIntoLoss:
    case MarkReason::AlreadyLost:
        return std::max(1, p.reasonPlies / 2); // the opponent's moves after this one
    default:
        return 0;
    }
}

std::string moveReasonText(const PlyReview &p) {
    char points[32];
    std::snprintf(points, sizeof points, "%.1f", p.loss);
    const int n = reasonMoves(p);
    const std::string in = "in " + std::to_string(n) + (n == 1 ? " move" : " moves");
    switch (p.reason) {
    case MarkReason::Best:
        return "the best move";
    case MarkReason::Forced:
        return "the only legal move";
    case MarkReason::WinChance:
        return std::string("lost ") + points + " points of win chance";
    case MarkReason::MissedWin:
        return "missed a forced win " + in + " (" + points + " points of win chance lost)";
    case MarkReason::WalksIntoLoss:
        return "walks into a forced loss " + in + " (" + points + " points of win chance lost)";
    case MarkReason::WinIntoLoss:
        return "turns a forced win into a forced loss " + in;
    case MarkReason::KeepsWin:
        return "still wins by force, " + in;
    case MarkReason::AlreadyLost:
        return "the game was already lost (a forced loss " + in + ")";
    }
    return {};
}

namespace {

MoveClass classOf(std::string_view gameId, double loss) {
    const ReviewThresholds t = reviewThresholds(gameId);
    if (loss >= t.blunder)
        return MoveClass::Blunder;
    if (loss >= t.mistake)
        return MoveClass::Mistake;
    if (loss >= t.inaccuracy)
        return MoveClass::Inaccuracy;
    if (loss >= t.excellent)
        return MoveClass::Good;
    return MoveClass::Excellent;
}

// The score of a finished game for `side`: won or lost on the next ply, or drawn.
int resultScore(Outcome outcome, int side) {
    return outcome == Outcome::Draw ? 0 : outcome == winFor(side) ? kWinScore - 1 : -(kWinScore - 1);
}

} // namespace

PlyReview judgePly(std::string_view gameId, int ply, int side, Move played, const PositionVerdict &verdict,
                   Outcome after, double scale) {
    PlyReview r;
    r.ply = ply;
    r.side = side;
    r.played = played;
    r.best = verdict.best;
    r.pv = verdict.pv;
    if (r.pv.size() > std::size_t(kReviewPvPlies))
        r.pv.resize(std::size_t(kReviewPvPlies));
    r.playedLine = verdict.playedLine;
    if (r.playedLine.empty() || r.playedLine.front() != played)
        r.playedLine.assign(1, played);
    r.depth = verdict.depth;
    r.scoreBefore = verdict.score;
    r.provenBefore = verdict.proven;
    r.winBefore = chanceOf(gameId, scale, r.scoreBefore, r.provenBefore);
    const bool over = after != Outcome::Ongoing;
    if (over) {
        // The move ended the game: its value is the result, for the mover.
        r.scoreAfter = resultScore(after, side);
        r.provenAfter = true;
        r.playedLine.resize(1);
    } else {
        r.scoreAfter = verdict.played == played ? verdict.playedScore : verdict.score;
        r.provenAfter = verdict.played == played ? verdict.playedProven : verdict.proven;
    }
    r.winAfter = chanceOf(gameId, scale, r.scoreAfter, r.provenAfter);

    if (played == r.best) {
        // The best move's value is the position's: one line, counted once. A move that ends the game keeps its
        // real result (the search may not have seen all of it).
        if (!over) {
            r.winAfter = r.winBefore;
            r.scoreAfter = r.scoreBefore;
            r.provenAfter = r.provenBefore;
            r.playedLine = r.pv;
        }
        r.loss = 0;
        r.moveClass = MoveClass::Best;
        r.reason = MarkReason::Best;
        return r;
    }
    if (!over && r.scoreAfter == r.scoreBefore && r.provenAfter == r.provenBefore) {
        // A tie with the search's best (Trails' R and D at the start): one of the best moves, not "excellent".
        r.loss = 0;
        r.moveClass = MoveClass::Best;
        r.reason = MarkReason::Best;
        return r;
    }
    r.loss = std::max(0.0, r.winBefore - r.winAfter);
    r.moveClass = classOf(gameId, r.loss);
    // The words: a forced result where the search proved one, else the win chance lost.
    const bool wonBefore = provenWin(r.scoreBefore, r.provenBefore),
               lostBefore = provenLoss(r.scoreBefore, r.provenBefore);
    const bool wonAfter = provenWin(r.scoreAfter, r.provenAfter), lostAfter = provenLoss(r.scoreAfter, r.provenAfter);
    if (wonBefore && lostAfter)
        r.reason = MarkReason::WinIntoLoss, r.reasonPlies = pliesToEnd(r.scoreAfter);
    else if (wonBefore && wonAfter)
        r.reason = MarkReason::KeepsWin, r.reasonPlies = pliesToEnd(r.scoreAfter);
    else if (wonBefore)
        r.reason = MarkReason::MissedWin, r.reasonPlies = pliesToEnd(r.scoreBefore);
    else if (lostBefore && lostAfter)
        r.reason = MarkReason::AlreadyLost, r.reasonPlies = pliesToEnd(r.scoreAfter);
    else if (lostAfter)
        r.reason = MarkReason::WalksIntoLoss, r.reasonPlies = pliesToEnd(r.scoreAfter);
    else
        r.reason = MarkReason::WinChance;
    return r;
}

PlyReview judgeForcedPly(std::string_view gameId, int ply, int side, Move played, int score, bool proven,
                         double scale) {
    PlyReview r;
    r.ply = ply;
    r.side = side;
    r.played = r.best = played;
    r.forced = true;
    r.pv = r.playedLine = {played};
    r.scoreBefore = r.scoreAfter = score;
    r.provenBefore = r.provenAfter = proven;
    r.winBefore = r.winAfter = chanceOf(gameId, scale, score, proven);
    r.moveClass = MoveClass::Best;
    r.reason = MarkReason::Forced;
    return r;
}

namespace {

// A move in a game already decided that changed nothing (the mover's chance within a point of 0, or of 100, before
// and after it): there was nothing left to lose or to win. lichess counts such moves, but a chess game ends soon
// after it is decided; a game of Atoms or Atom-4 may be played on for a hundred plies, and those moves, each
// "excellent", lifted a random mover's accuracy to 94%. A move that throws a won game away still counts.
bool decided(const PlyReview &p) {
    // Half a tenth above the point: a review read back from a record (chances to a tenth) decides alike.
    constexpr double kMargin = 1.05;
    return (p.winBefore < kMargin && p.winAfter < kMargin) ||
           (p.winBefore > 100 - kMargin && p.winAfter > 100 - kMargin);
}

} // namespace

std::array<SideSummary, 2> summarize(const std::vector<PlyReview> &plies) {
    std::array<SideSummary, 2> sides;
    // The first player's win chance before the first move and after every move: the game's curve.
    std::vector<double> curve;
    for (const PlyReview &p : plies) {
        if (curve.empty())
            curve.push_back(p.side == 0 ? p.winBefore : 100.0 - p.winBefore);
        curve.push_back(p.side == 0 ? p.winAfter : 100.0 - p.winAfter);
    }
    // lichess's weights: the standard deviation of the curve in a window around each move (the first windows
    // repeat the first), between 0.5 and 12, so that moves where the game swung count more than moves in a
    // decided game.
    const int n = int(plies.size());
    const int window = std::clamp(n / 10, 2, 8);
    std::vector<double> weights(plies.size(), 0.5);
    for (int i = 0; i < n; ++i) {
        const int first = std::clamp(i + 2 - window, 0, std::max(0, int(curve.size()) - window));
        const int count = std::min(window, int(curve.size()) - first);
        double mean = 0, square = 0;
        for (int k = first; k < first + count; ++k)
            mean += curve[std::size_t(k)];
        mean /= count;
        for (int k = first; k < first + count; ++k)
            square += (curve[std::size_t(k)] - mean) * (curve[std::size_t(k)] - mean);
        weights[std::size_t(i)] = std::clamp(std::sqrt(square / count), 0.5, 12.0);
    }
    std::array<double, 2> weighted{}, weightSum{}, inverse{};
    for (std::size_t i = 0; i < plies.size(); ++i) {
        const PlyReview &p = plies[i];
        if (p.side < 0 || p.side > 1)
            continue;
        const auto side = std::size_t(p.side);
        SideSummary &s = sides[side];
        ++s.moves;
        ++s.counts[std::size_t(p.moveClass)];
        if (p.forced || decided(p))
            continue;
        const double a = moveAccuracy(p.loss);
        weighted[side] += a * weights[i];
        weightSum[side] += weights[i];
        inverse[side] += 1.0 / std::max(a, 1.0); // lichess: a move at 0 would make the harmonic mean 0
        ++s.counted;
    }
    for (std::size_t i = 0; i < 2; ++i)
        if (sides[i].counted > 0) {
            const double mean = weighted[i] / weightSum[i];
            const double harmonic = sides[i].counted / inverse[i];
            sides[i].accuracy = std::clamp((mean + harmonic) / 2, 0.0, 100.0);
        }
    return sides;
}

} // namespace gamut
