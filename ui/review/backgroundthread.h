// Lowers the calling thread's scheduling priority (Linux: its nice value to 10), so that a review or an analysis on
// a busy machine yields the processor to the GUI thread and to a computer seat's search. Threads it starts (the
// Reviewer's own) inherit the value. A no-op where the platform has no per-thread nice value.
#pragma once

namespace gamut {

void lowerThreadPriority();

} // namespace gamut
