// The evaluation list: every registered game's Evaluator specialisation (its core/games/<id>/eval.h), beside the
// rules list it completes. Included only by enginefactory.cpp, which makes an engine for each game of
// RegisteredGames, and by benchlist.cpp, which reads their benchmark data: a registered game whose eval.h is missing
// here does not compile (Evaluator<P> has no definition for its Position), instead of searching with a silent zero
// evaluation.
#pragma once

#include "../gamelist.h"

#include "../games/addtraction/eval.h"
#include "../games/atom4/eval.h"
#include "../games/atoms/eval.h"
#include "../games/loa/eval.h"
#include "../games/trails/eval.h"
