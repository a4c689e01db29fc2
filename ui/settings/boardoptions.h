// How the board is shown: the graphics half of the players-and-graphics panel (settings keys view/* of gui.md).
#pragma once

#include <QString>

namespace gamut {

enum class AnimationSpeed { Off, Fast, Normal };

struct BoardOptions {
    QString theme = QStringLiteral("light"); // a Theme::available() name
    bool coordinates = true;
    bool legalMoves = true; // highlight the legal targets
    bool lastMove = true;   // highlight the last move's cells
    bool preview = true;    // hover preview of a legal move
    AnimationSpeed animation = AnimationSpeed::Normal;
    bool flipped = false;       // View > Flip Board: the second player's side at the bottom
    bool colourLetters = false; // Atom-4: each sphere also shows its colour's letter (for colour-blind players)

    bool operator==(const BoardOptions &) const = default;
};

} // namespace gamut
