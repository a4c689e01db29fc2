// A clock's words: a time control as people say it ("5 min + 3 s", "10 s a move", "3 days a move", "No clock"), a
// clock's reading as the players panel shows it ("4:51", "1:02:03", under 20 s with tenths: "0:09.3") and as a
// screen reader says it ("4 minutes 51 seconds"). Translatable; no widgets.
#pragma once

#include "core/clock/timecontrol.h"

#include <QString>

#include <cstdint>

namespace gamut::clocktext {

QString controlText(const TimeControl &control);
QString controlText(const QString &control); // the text form ("5+3"); itself when it is not a control
QString reading(std::int64_t ms);            // never below 0:00
QString spoken(std::int64_t ms);             // whole seconds, rounded down
// The lowest of 60, 30 and 10 s (the announcements' marks) that a clock falling from `beforeMs` to `nowMs` passed,
// or 0 when it passed none.
int markPassed(std::int64_t beforeMs, std::int64_t nowMs);
inline constexpr std::int64_t kWarningMs = 10'000; // under this the clock shows its warning colour

} // namespace gamut::clocktext
