// The colours and pens of the boards and panels as data, never literals in the painting code. The built-in themes
// are JSON files in resources/themes/ (compiled in as Qt resources); more can be dropped into the user's data
// folder (<AppDataLocation>/themes/*.json). A file that cannot be read is skipped with a warning, never a crash.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gamut {

struct Theme {
    QString name;                    // stable id: "light", "dark", "high-contrast", ... (the file's base name)
    QString title;                   // shown to the user (translated for the built-in themes)
    QColor background;               // around the board; Atom-4's lattice stands on it
    QColor cellLight;                // the plain boards' cells (AddTraction, Atoms, Trails)
    std::array<QColor, 2> checkered; // LOA's checkered squares: light, dark
    QColor grid;                     // lines between cells, lattice lines and dots
    QColor coordinates;              // edge labels
    std::array<QColor, 2> player;    // two sides' colours for a game the window has no entry for
    std::array<QColor, 2> playerOutline;
    // Per game id, the theme's own colours for its two sides; a game it does not name keeps the colours of its window
    // entry (GameUi::sideColours, ui/gameui/gameui.h, which also asks this).
    QHash<QString, std::array<QColor, 2>> sides;
    QColor neutral;              // AddTraction's 0 fields, Trails' towers
    QColor legalTarget;          // legal-move highlight
    QColor lastMove;             // last-move highlight
    QColor cursor;               // keyboard cursor
    QColor hint;                 // Hint (H)
    QColor preview;              // hover preview (Trails: the cells a move would claim)
    QColor winning;              // winning cells at game over
    std::array<QColor, 8> atom4; // Atom-4's colours by mask: black, red, green, yellow, blue, magenta, cyan, white
    // Atom-4's colour-blind-safe palette (shown with letters): distinct under deuteranopia and protanopia.
    std::array<QColor, 8> atom4ColourBlind;
    bool colourLetters = false; // the theme itself asks for Atom-4's letters (and so its colour-blind palette)
    // How opaque a hover preview's ghost pieces are (0.2..1). A faint ghost reads as "not played yet" but can sink
    // into a mid-grey square; at 0.8 and more the ghost is drawn ringed, so that it never passes for a piece.
    qreal ghostOpacity = 0.55;

    static QStringList available();          // the stable ids, default first
    static Theme named(const QString &name); // the default theme for an unknown name
    // Reads the built-in and the user's themes again (after a file was added); warnings name skipped files.
    static void reload();
    // A theme from a file's text; nullopt with `error` set when it is not a complete theme. `name` is its id.
    static std::optional<Theme> fromJson(const QByteArray &json, const QString &name, QString *error);
    static QString userFolder(); // <AppDataLocation>/themes

    // The theme's own colours for `gameId`'s two sides, or `gameColours` (the game's) where it names none.
    std::array<QColor, 2> sideColours(const QString &gameId, const std::array<QColor, 2> &gameColours) const;
    // Atom-4's palette as shown: the colour-blind one when letters are on.
    const std::array<QColor, 8> &atom4Palette(bool letters) const {
        return letters || colourLetters ? atom4ColourBlind : atom4;
    }
};

// WCAG 2 relative luminance and contrast ratio (1..21), for choosing text colours and for the contrast tests.
namespace contrast {
double luminance(const QColor &colour);
double ratio(const QColor &a, const QColor &b);
// Black or white, whichever reads better on `ground`.
QColor inkOn(const QColor &ground);
} // namespace contrast

} // namespace gamut
