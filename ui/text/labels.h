// The words the window shows for the core's stable ids: game titles, side names, colours, variants, levels, seats,
// panel figures and results, all translated. The core speaks ids ("red", "criticalMass"); only this file turns them
// into text, so every panel names things the same way.
#pragma once

#include <QColor>
#include <QString>

#include <array>

namespace gamut {

class GameModel;

namespace labels {

QString gameTitle(const QString &gameId);          // "Lines of Action"
QString sideName(const QString &gameId, int side); // "Black"; Atom-4: "First"
QString sideTitle(const QString &sideId);          // a side's id as the games word it: "black" -> "Black"
QString gameCredits(const QString &gameId);        // "by Hwei Sheng Teoh" (rich text); empty without an entry
// A side with the name of the person who plays it in `model`'s game (its player tag, set from the settings' name or
// read from a file): "Ada (Black)", or "Black" when the tag names nobody (TurnController::personNameIn()).
QString personSide(const GameModel &model, int side);
// A side with its player's name: "bob (Red)", or the side alone ("Red") when `player` is empty.
QString playerSide(const QString &player, const QString &gameId, int side);
QString colourName(int colour); // Atom-4 colours 0..7: "black" ... "white"
QColor colourValue(int colour); // the colour itself, for swatches
// The colours that stand for the two sides in panels: the theme's for the game, else the game's own (gameui.h's
// sideColours; Atom-4, where both sides play colours, gives its goal colours: white first, black second).
std::array<QColor, 2> sideColours(const QString &gameId, const QString &theme);
// "Olympiad"; a parametrised variant ("key=value,...") of the game: "Custom setup (...)" with the values in its words.
QString variantName(const QString &gameId, const QString &variant);
QString levelName(int level);            // "Beginner" ... "Master"
QString seatText(const QString &spec);   // "human", "computer, level 3", "computer (random)"
QString figureLabel(const QString &key); // "Critical mass"
// "Black wins", "Draw", "First wins round 2", "White resigned: Black wins"; empty while the game goes on.
QString resultText(const GameModel &model);
// The winner alone, without how the game ended: "Black wins", "First wins round 2", "Draw" (the game-over message
// gives a resignation or a flag fall its own line).
QString winnerText(const GameModel &model);
// The same in the past, for the status line once the game is over: "Black won", "Round 2 was a draw",
// "White resigned: Black won".
QString pastResultText(const GameModel &model);
QString rulesSummary(const QString &gameId); // a few sentences for Help > Rules
// A move of the model's tree with its number: "12. b1-b3", "12… h7-h5" (a second player's move).
QString moveNumberText(const GameModel &model, int node);
// The line a node of the model's tree is on: "the main line", "the side line 12… h7-h5" (named by its first move).
QString lineName(const GameModel &model, int node);

} // namespace labels
} // namespace gamut
