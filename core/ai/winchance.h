// A search score turned into the chance that the player to move wins the game (0..100, a draw counting half):
// a logistic curve 100 / (1 + e^(-score / scale)) with one scale per game, fitted on self-play by
// tools/calibrate-winchance.py and kept with the game's evaluation (Evaluator<P>::kWinChanceScale). The curve is
// symmetric (a score and its negation add up to 100), as the scores are: each is the other side's negated.
// A decisive score (a proven win or loss) is 100 or 0.
#pragma once

#include <string_view>

namespace gamut {

// The curve itself, for a game whose scale is `scale` score points (score = scale: about 73%).
double winChanceAt(int score, double scale);
// The game `gameId`'s curve (its Evaluator's scale); an unknown id uses the default evaluation unit's scale.
double winChance(std::string_view gameId, int score);
double winChanceScale(std::string_view gameId);

} // namespace gamut
