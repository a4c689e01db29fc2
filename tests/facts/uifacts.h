// What the window's shared tests need to know of one game and cannot ask its window entry, written by the game in its
// own window folder (ui/games/<id>/tests/facts.cpp), beside its core facts (corefacts.h): the words its messages
// must hold, how its pieces look for the theme tests, and what its painter draws on what. The window's tests loop
// over the registry and take what differs from here; test_game_registry fails, naming the file to write, for a
// registered game without them. Registered as the core facts are (a static UiFacts::Registration, compiled into
// every window test).
#pragma once

#include "core/cellface.h"

#include <QColor>
#include <QPointF>
#include <QString>

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace gamut {
struct Theme;
}

namespace gamut::test {

// One colour put on another by the game's painter, and the least contrast it must have in the high-contrast theme
// (WCAG 2: 4.5 for text-like marks such as digits, 3 for graphics).
struct ColourPair {
    QString what;
    QColor ink, ground;
    double least = 3;
};

// A colour with what it is ("LOA dark square").
struct NamedColour {
    QString what;
    QColor colour;
};

struct UiFacts {
    std::string_view game = {}; // the registry's id

    // A word of the game-over message's deciding figure ("Final score", "Groups"), test_window_end.
    const char *gameOverWord = nullptr;
    // What Describe Last Move says a move did once one has ("took the piece on", "is now"), test_narration.
    const char *lastMoveEffect = nullptr;
    // After how many plies of the theme tests' play (a fixed spread of legal moves) its board shows pieces of both
    // sides (or of two colours), for the pictures and the theme tests.
    int showPlies = 12;
    // The plies the window benchmark plays before it measures a move (tests/bench/window_bench.cpp): a middle game.
    int benchPlies = 20;

    // The colour `face`'s piece is drawn in by `theme` with the game's side colours `sides`; an invalid colour for a
    // face the colour tests leave out (nothing, or a piece whose colour shading hides). nullptr: its side's colour.
    QColor (*pieceColour)(const Theme &theme, const std::array<QColor, 2> &sides, const CellFace &face) = nullptr;
    // Pieces shaded as spheres: compared by hue, not by their colour's distance.
    bool shadedPieces = false;
    // Where a piece's colour shows plainly, in cell pitches from the cell's centre (below a letter), and the half
    // size of the patch read there.
    QPointF pieceSpot = {0, 0};
    double pieceSpotHalf = 1.0 / 8;

    // What the painter puts on what (pieces, digits, trails on the cells), with the least contrast each needs in
    // the high-contrast theme (test_theme).
    std::vector<ColourPair> (*contrasts)(const Theme &theme, const std::array<QColor, 2> &sides) = nullptr;
    // The grounds the board's marks (legal targets, last move, cursor, hint, preview, winning cells) can stand on.
    std::vector<NamedColour> (*markGrounds)(const Theme &theme, const std::array<QColor, 2> &sides) = nullptr;
    // The hover preview's ghost pieces: each piece as drawn faded to the theme's ghostOpacity (or the tint a preview
    // lays on a cell) over the ground it would stand on: ink the faded piece, ground that ground. In the
    // high-contrast theme each must stand out 3:1.
    std::vector<ColourPair> (*ghosts)(const Theme &theme, const std::array<QColor, 2> &sides) = nullptr;

    struct Registration {
        explicit Registration(const UiFacts &facts);
    };
};

std::span<const UiFacts *const> allUiFacts();
const UiFacts *uiFacts(std::string_view game);
const UiFacts &uiFactsOf(std::string_view game); // empty facts (no fields set) for a game without them
const UiFacts &uiFactsOf(const QString &game);

// `top` over `under` at `alpha` (0..1), as a painter blends them.
QColor blend(const QColor &top, double alpha, const QColor &under);

} // namespace gamut::test
