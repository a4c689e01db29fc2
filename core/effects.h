// What a move changed, step by step, so that a board can animate it and preview it. Computed on demand from the
// position before the move (the search never asks for it). Typed all the way: a window reads the kind and the
// cells' faces, never a board token.
#pragma once

#include "cellface.h"

#include <vector>

namespace gamut {

// What one step of a move does. The window times and decorates each kind its own way (a slide glides, a wave
// flashes), so a new kind of step is a new value here and a case in the board's animation.
enum class EffectKind : unsigned char {
    Place,   // a piece appears (Atom-4, Atoms)
    Value,   // an AddTraction field is set
    Slide,   // a LOA piece glides along `path` from its first cell to its last
    Capture, // a LOA piece is taken on `path`'s only cell
    Wave,    // one Atoms explosion wave: every cell of `changes` at once
    Ray,     // an Atom-4 ray: `path` the propagators passed, then the target
    Claim,   // a Trails move: `path` the cells passed, claimed one by one
    Tower,   // a Trails tower taken on `path`'s only cell
    Win,     // Atom-4: the run that won the round is `path` (no cell changes)
};

struct CellChange {
    int cell = -1; // cell index, as in BoardGeometry::index
    CellFace face; // what the cell shows after this step
};

struct EffectStep {
    EffectKind kind = EffectKind::Place;
    std::vector<int> path;           // cells passed over in order (a slide, a ray, a trail), if any
    std::vector<CellChange> changes; // cells whose face changes in this step, all at once
};

using MoveEffects = std::vector<EffectStep>;

} // namespace gamut
