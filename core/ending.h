// Why a game (or round) ended by its rules, for words at its end ("Blue cannot move"): a code a window can translate
// and the side it speaks of. Each game's Position works it out from its final state (HasEnding); the repetition
// draw, which a position cannot see, comes from the GameStateOf wrapper. A resignation or a flag fall is the
// record's, not the position's. Kept out of gamestate.h on purpose: only the few files that put an end into words
// include it.
#pragma once

#include "move.h"

#include <concepts>
#include <cstdint>

namespace gamut {

class GameState;

enum class Ending : std::uint8_t {
    None,          // the game goes on (or the rules did not end it)
    BoardFull,     // no empty cell is left (AddTraction; Atom-4's draw)
    RowMade,       // {winner}: Atom-4, four in a row of the winner's colour
    NoneLeft,      // {loser}: Atoms, the loser has no atom left
    Connected,     // {winner}: LOA, all of the winner's pieces form one group
    BothConnected, // {winner, or -1 for a draw}: LOA, one move connected both sides
    TowersTaken,   // {winner}: Trails, more than half of the towers
    CannotMove,    // {loser}: Trails, the loser has no legal move
    NoMoveLeft,    // {-1}: Atom-4, empty cells but none playable (a set-up position only)
    Repetition,    // {-1}: the same position for the third time (LOA Olympiad)
};

struct EndReason {
    Ending ending = Ending::None;
    int side = -1; // 0, 1, or -1 when it names nobody
    friend bool operator==(const EndReason &, const EndReason &) = default;
};

// The side that won (0 or 1), or -1 for a draw or a game going on.
inline int winnerOf(Outcome outcome) {
    return outcome == Outcome::FirstWins ? 0 : outcome == Outcome::SecondWins ? 1 : -1;
}

// A position that says why it ended ({Ending::None} while it goes on).
template <class P>
concept HasEnding = requires(const P p) {
    { p.ending() } -> std::same_as<EndReason>;
};

// Why `state` ended: its game's Position's reason, or Repetition for the wrapper's draw; {Ending::None} while the
// game goes on and for a game whose Position gives no reason (core/registry.cpp, which knows the games' types).
EndReason endingOf(const GameState &state);

} // namespace gamut
