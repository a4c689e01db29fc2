// Every game's evaluation (core/games/<id>/eval.h), so that the engine instantiated for a game sees its
// Evaluator<Position> specialisation. A game without one still gets an engine (it sees only won and lost games).
#pragma once

#include "../games/addtraction/eval.h"
#include "../games/atom4/eval.h"
#include "../games/atoms/eval.h"
#include "../games/loa/eval.h"
#include "../games/trails/eval.h"
