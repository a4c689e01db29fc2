// A move's clock in a record (record.md "Clocks"): the command `[%clk h:mm:ss.t]` at the start of the comment after
// the move, as PGN writers put it, and the tags `TimeControl` (the game's control) and `[Termination "time"]` (the
// side to move at the end of the main line ran out of time: like a resignation, the Result tag stays what the
// moves give). The model keeps a move's clock apart from its comment: takeClock() splits it off when a file is read,
// withClock() puts it back when one is written. A `[%clk ...]` that is not a time stays in the comment as text
// (the file loads; the move simply has no clock), and a clock that disagrees with the control is what the file says.
#pragma once

#include "record.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace gamut {

inline constexpr std::string_view kTimeControlTag = "TimeControl";
inline constexpr std::string_view kTerminationTag = "Termination";
inline constexpr std::string_view kTerminationTime = "time";

// Removes the first `[%clk ...]` command holding a time from `comment` (white space around it collapsed) and
// returns its time in milliseconds; -1 (and `comment` unchanged) when there is none.
std::int64_t takeClock(std::string &comment);
// `comment` with `[%clk <clockText(ms)>]` in front (no clock for ms < 0).
std::string withClock(std::int64_t ms, std::string_view comment);

// Whether the record says its game was lost on time ([Termination "time"]); sets or clears that (a Termination tag
// that says something else is left alone when clearing).
bool lostOnTime(const GameRecord &record);
void setLostOnTime(GameRecord &record, bool lost);
// The record's TimeControl tag checked: empty when it is absent or a control, else what is wrong with it.
std::string timeControlProblem(const GameRecord &record);

} // namespace gamut
