// How a game's board behaves apart from what its cells show: how a person picks a move and how its cells are
// marked. Typed properties of the game's window entry (ui/gameui/gameui.h), so that the board asks them instead of
// the game's id.
#pragma once

namespace gamut {

struct BoardTraits {
    // How a person picks a move: a click on the target, a piece then its target (LOA), or a direction (Trails).
    enum class Input { Place, PickPiece, Direction };

    Input input = Input::Place;
    // The lattice draws no ground (its lines are one background item) and round highlights.
    bool roundCells = false;
    // Legal targets on empty cells get a dot; Atoms leaves them out: every empty cell is legal there, and the dots
    // would look like its pieces.
    bool marksEmptyTargets = true;
    // Hover preview: Trails tints the cells a move claims (as the original); the others show ghost pieces.
    bool tintPreview = false;
};

} // namespace gamut
