#include "alternatives.h"

#include "atom4classic/atom4classic.h"

namespace gamut {

const std::vector<AlternativePlayer> &alternativePlayers() {
    static const std::vector<AlternativePlayer> players = {
        {"atom4-classic", "atom4-classic:0..8 (the original Atom-4 player)", makeAtom4ClassicPlayer},
    };
    return players;
}

} // namespace gamut
