// Judging a ply from the searches before and after it, and a side's accuracy (the rules are in review.h).
#include "../ai/searchtypes.h"
#include "../ai/winchance.h"
#include "review.h"

#include <algorithm>
#include <cmath>

namespace gamut {

namespace {

constexpr std::array<std::string_view, kMoveClassCount> kClassNames = {"best",       "excellent", "good",
                                                                       "inaccuracy", "mistake",   "blunder"};
constexpr std::array<std::string_view, kMoveClassCount> kClassSymbols = {"", "", "", "?!", "?", "??"};

// The mover's win chance at a score for the mover, a proven score being the game's value (a solved draw: 50).
double chanceOf(std::string_view gameId, int score, bool proven) {
    if (proven && !isDecisiveScore(score) && score == 0)
        return 50.0;
    return winChance(gameId, score);
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

double moveAccuracy(double loss) {
    return std::clamp(103.1668 * std::exp(-0.04354 * std::max(0.0, loss)) - 3.1669, 0.0, 100.0);
}

PlyReview judgePly(std::string_view gameId, int ply, int side, Move played, bool forced, const PositionVerdict &before,
                   const std::optional<PositionVerdict> &after, bool sameMoverAfter, Outcome outcome) {
    PlyReview r;
    r.ply = ply;
    r.side = side;
    r.played = played;
    r.forced = forced;
    r.best = forced ? played : before.best;
    r.pv = before.pv;
    if (r.pv.size() > std::size_t(kReviewPvPlies))
        r.pv.resize(std::size_t(kReviewPvPlies));
    r.depth = before.depth;
    r.scoreBefore = before.score;
    r.provenBefore = before.proven;
    r.winBefore = chanceOf(gameId, before.score, before.proven);

    if (after) {
        r.scoreAfter = sameMoverAfter ? after->score : -after->score;
        r.provenAfter = after->proven;
    } else {
        // The move ended the game: its value is the result, for the mover.
        r.provenAfter = true;
        r.scoreAfter = outcome == Outcome::Draw ? 0 : outcome == winFor(side) ? kWinScore - 1 : -(kWinScore - 1);
    }
    r.winAfter = chanceOf(gameId, r.scoreAfter, r.provenAfter);

    if (forced || played == r.best) {
        // The best move's value is the position's: one line, counted once. A move that ends the game keeps its
        // real result (the search before may not have seen all of it).
        if (after) {
            r.winAfter = r.winBefore;
            r.scoreAfter = r.scoreBefore;
            r.provenAfter = r.provenBefore;
        }
        r.loss = 0;
        r.moveClass = MoveClass::Best;
        return r;
    }
    r.loss = std::max(0.0, r.winBefore - r.winAfter);
    const ReviewThresholds t = reviewThresholds(gameId);
    if (r.loss >= t.blunder)
        r.moveClass = MoveClass::Blunder;
    else if (r.loss >= t.mistake)
        r.moveClass = MoveClass::Mistake;
    else if (r.loss >= t.inaccuracy)
        r.moveClass = MoveClass::Inaccuracy;
    else if (r.loss >= t.excellent)
        r.moveClass = MoveClass::Good;
    else
        r.moveClass = MoveClass::Excellent;
    // Proven results overrule the numbers: a won game given away, or a lost one walked into.
    const bool winThrownAway = provenWin(r.scoreBefore, r.provenBefore) && r.provenAfter && !isWinScore(r.scoreAfter);
    const bool lossWalkedInto = provenLoss(r.scoreAfter, r.provenAfter) && !provenLoss(r.scoreBefore, r.provenBefore);
    if (winThrownAway || lossWalkedInto)
        r.moveClass = MoveClass::Blunder;
    return r;
}

std::array<SideSummary, 2> summarize(const std::vector<PlyReview> &plies) {
    std::array<SideSummary, 2> sides;
    std::array<double, 2> sum{}, inverse{};
    std::array<int, 2> counted{};
    for (const PlyReview &p : plies) {
        if (p.side < 0 || p.side > 1)
            continue;
        SideSummary &s = sides[std::size_t(p.side)];
        ++s.moves;
        ++s.counts[std::size_t(p.moveClass)];
        if (p.forced)
            continue;
        const double a = moveAccuracy(p.loss);
        sum[std::size_t(p.side)] += a;
        inverse[std::size_t(p.side)] += 1.0 / std::max(a, 1.0); // a move at 0 would make the harmonic mean 0
        ++counted[std::size_t(p.side)];
    }
    for (std::size_t i = 0; i < 2; ++i)
        if (counted[i] > 0) {
            const double mean = sum[i] / counted[i];
            const double harmonic = counted[i] / inverse[i];
            sides[i].accuracy = std::clamp((mean + harmonic) / 2, 0.0, 100.0);
        }
    return sides;
}

} // namespace gamut
