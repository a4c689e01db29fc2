// What a move changed, step by step, so that a board can animate it. Computed on demand from the position
// before the move (the search never asks for it).
#pragma once

#include <string>
#include <vector>

namespace gamut {

struct CellChange {
    int cell = -1;     // cell index, as in BoardGeometry::index
    std::string token; // the cell's board token after this step (as in the position text)
};

struct EffectStep {
    // What happened: "place", "slide", "capture", "wave" (one Atoms explosion wave), "ray" (an Atom-4 ray),
    // "claim" (a Trails move), "tower" (a tower taken), "value" (an AddTraction field set).
    std::string kind;
    std::vector<int> path;           // cells passed over in order (a slide, a ray, a trail), if any
    std::vector<CellChange> changes; // cells whose token changes in this step, all at once
};

using MoveEffects = std::vector<EffectStep>;

} // namespace gamut
