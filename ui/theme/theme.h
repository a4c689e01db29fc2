// The colours and pens of the boards and panels as data, never literals in the painting code. Two themes now
// ("light", the default, and "dark"); the options issue adds more from data files.
// CONTRACT: the board helper implements theme.cpp and may add fields; the window uses available()/named().
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include <array>

namespace gamut {

struct Theme {
    QString name;                 // stable id: "light", "dark"
    QString title;                // shown to the user (translated)
    QColor background;            // around the board
    QColor cellLight, cellDark;   // squares (checkered where the game is) / lattice background
    QColor grid;                  // lines between cells, lattice lines
    QColor coordinates;           // edge labels
    std::array<QColor, 2> player; // the two sides' piece colours, in each game's own sense
    std::array<QColor, 2> playerOutline;
    QColor neutral;              // AddTraction's 0 fields, Trails' towers
    QColor legalTarget;          // legal-move highlight
    QColor lastMove;             // last-move highlight
    QColor cursor;               // keyboard cursor
    QColor hint;                 // Hint (H)
    QColor preview;              // hover preview
    QColor winning;              // winning cells at game over
    std::array<QColor, 8> atom4; // Atom-4's colours by mask: black, red, green, yellow, blue, magenta, cyan, white

    static QStringList available();          // the stable ids, default first
    static Theme named(const QString &name); // the default theme for an unknown name
    // Per game: the two sides' piece colours (AddTraction red/green, LOA black/white, Atoms and Trails blue/red).
    std::array<QColor, 2> sideColours(const QString &gameId) const;
};

} // namespace gamut
