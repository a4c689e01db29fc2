// This game's search, engine and benchmark data for the AI layer (core/ai/gamesearch.h): the one line that makes
// the registered game playable by the computer.
#include "eval.h"

#include "core/ai/gamesearchof.h"

template const gamut::GameSearch &gamut::gameSearch<gamut::TrailsRules>();
