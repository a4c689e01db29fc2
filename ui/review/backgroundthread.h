// Lowers the calling thread's scheduling priority by kBackgroundNiceness (core/ai/threadpriority.h: Linux's nice
// value), so that a review or an analysis on a busy machine yields the processor to the GUI thread and to a computer
// seat's search. Threads it starts (the Reviewer's own) inherit the value.
#pragma once

namespace gamut {

void lowerThreadPriority();

} // namespace gamut
