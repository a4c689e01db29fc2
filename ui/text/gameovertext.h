// What the end of a game says: a headline from the side of the person at the window when one person plays ("You
// won", "You lost: Green wins"), neutral words for two people or two computers ("Green wins"), why it ended in words
// ("Blue cannot move", from the position's Ending), and the figure that decided it in each game (AddTraction the
// final score, Atom-4 the round and the match, Atoms the cells, LOA the groups, Trails the towers). Used by the
// game-over dialog, the status line and the panels' past tense.
#pragma once

#include <QString>

namespace gamut {

class GameModel;
class TurnController;

namespace gameover {

struct Text {
    QString headline; // "You won", "Red wins", "Draw", "First wins round 2"
    QString reason;   // "Blue cannot move.", "All of White's pieces are connected.", "Red ran out of time."
    QString detail;   // "Final score: Red by 7,122", "Groups: Black 1, White 3"
};

// The side a single person plays at this window, or -1 when two people or two computers play (neutral words).
int personSide(const TurnController &turns);
// Empty headline while the game goes on.
Text describe(const GameModel &model, const TurnController &turns);
// Why the game shown ended, in a sentence: by its rules ("Red has no atoms left."), or by the model's record of a
// flag fall or a resignation ("Red ran out of time.", "Red resigned."); empty while it goes on.
QString reason(const GameModel &model);
// The deciding figure alone ("Towers taken: Red 3, Blue 1"); empty when the game has none.
QString decidingFigure(const GameModel &model);

} // namespace gameover
} // namespace gamut
