// A search score turned into the chance that the player to move wins the game (0..100, a draw counting half):
// a logistic curve 100 / (1 + e^(-score / scale)) with one scale per game, fitted on self-play by
// tools/calibrate-winchance.py and kept with the game's evaluation (Evaluator<P>::kWinChanceScale). The curve is
// symmetric (a score and its negation add up to 100), as the scores are: each is the other side's negated. A game
// may let the scale follow its phase (Evaluator<P>::winChanceScale(pos)): the review then judges a move with the
// curve of the position before it, so that the move played and the best one are measured alike.
// A decisive score (a proven win or loss) is 100 or 0.
#pragma once

#include <string_view>

namespace gamut {

class GameState;

// The curve itself, for a game whose scale is `scale` score points (score = scale: about 73%).
double winChanceAt(int score, double scale);
// The game `gameId`'s curve (its Evaluator's scale); an unknown id uses the default evaluation unit's scale.
double winChance(std::string_view gameId, int score);
double winChanceScale(std::string_view gameId);
// The curve's scale at `position`'s phase, for a game whose curve depends on it (Atoms: its opening), else the above.
double winChanceScale(std::string_view gameId, const GameState &position);

} // namespace gamut
