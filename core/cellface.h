// What a board shows of one cell, and which cells a move is chosen by: the typed face of a position that a
// window draws from, so that no drawing code parses board tokens and no click handler knows a game's rules.
#pragma once

#include <cstdint>

namespace gamut {

struct CellFace {
    enum Flag : std::uint8_t {
        Occupied = 1,     // something is on the cell (AddTraction: the field is set, even a neutral 0)
        Head = 2,         // Trails: the owner's current head
        Tower = 4,        // Trails: an untaken tower
        NearCritical = 8, // Atoms: one atom short of the cell's critical mass
        Base = 16,        // Trails: the owner's base
        TakenTower = 32,  // Trails: a tower its owner took (drawn in the taker's colour from then on)
    };
    std::int8_t owner = -1;     // 0 = the first player, 1 = the second, -1 = nobody (empty, neutral, Atom-4)
    std::int8_t colour = -1;    // Atom-4: the piece's colour 0..7 (black, red, green, yellow, blue, magenta, cyan,
                                // white: a red/green/blue bit mask); -1 elsewhere or empty
    std::int8_t direction = -1; // Trails head: the owner's last direction, as a move (0 D, 1 L, 2 R, 3 U); else -1
    std::uint8_t flags = 0;
    std::int64_t value = 0; // AddTraction: the field's absolute value; Atoms: the atom count; else 0

    bool has(Flag flag) const { return (flags & flag) != 0; }
    bool occupied() const { return has(Occupied); }
    bool operator==(const CellFace &) const = default;
};

// The cells a person picks a move by: `to` is the cell clicked to play it (LOA the target, Trails the landing
// cell), `from` the piece or head it starts from (-1 when the move has none). Both -1 for a pass.
struct MoveCells {
    int from = -1;
    int to = -1;
};

// A number a game's panel shows. `key` names it (stable, never translated; the window translates):
//   AddTraction: score (signed: > 0 red leads), fieldsLeft       Atom-4: nextColour (0..7, -1 once over)
//   LOA: pieces, groups (per side)                              Atoms: atoms, cells (per side), criticalMass
//   Trails: towers (taken, per side), towersToWin, boost (per side)      (criticalMass 0 = by neighbours, 2-4)
// What a figure is to the game, so that the window picks figures without knowing their keys.
enum class FigureRole {
    Count,     // a number that changes as the game goes: the panel and the status line show it
    Decides,   // what the result is counted in (a signed lead when !perSide: > 0 the first player's); the game-over
               // message names the first such figure
    PanelOnly, // a setting or a state the panel shows, but the status line leaves out (it keeps to the outcome)
};

// What a figure's number stands for, so that the window shows it without knowing its key.
enum class FigureValue {
    Number, // a number, as it is
    Colour, // a colour index 0..7 (Atom-4's colours, black to white), -1 for none
};

struct Figure {
    const char *key = "";
    std::int64_t first = 0;  // the first player's, or the game's when !perSide
    std::int64_t second = 0; // the second player's
    bool perSide = true;
    FigureRole role = FigureRole::Count;
    FigureValue value = FigureValue::Number;
};

} // namespace gamut
