// A resignation in a record: the tag [Resigned "<player>"] (record.md). The Result tag must agree with the moves,
// so it cannot say that a side gave up; this tag does. One reading and writing of it for the model and the server.
#pragma once

#include "record.h"

#include "../gamerules.h"

#include <string_view>

namespace gamut {

class GameState;

inline constexpr std::string_view kResignedTag = "Resigned";

// The side the record's Resigned tag names (one of `info`'s players, in any case); -1 when there is no such tag or
// it names no player of the game.
int resignedSide(const GameRecord &record, const GameInfo &info);
void setResigned(GameRecord &record, const GameInfo &info, int side); // side 0 or 1
// The side that gave the game up: the Resigned tag's, or, where the record says [Termination "time"] and `end` (the
// final position of its main line) is not over, the side to move in `end`, whose time ran out (record.md "Clocks");
// -1 when neither. The model reading a file and the library listing one must agree on who lost.
int sideThatGaveUp(const GameRecord &record, const GameInfo &info, const GameState &end);
void clearResigned(GameRecord &record);

} // namespace gamut
