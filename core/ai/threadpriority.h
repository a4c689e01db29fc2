// A computer's search yields the processor to the window: its worker thread runs a few steps nicer than the thread
// that started it. On a busy machine the GUI thread, ready to run for a moment every few milliseconds, then gets a
// processor before the search instead of waiting its turn behind it (gamut-window-bench --stall measures that wait);
// on an idle one nothing changes, the search has a processor of its own. A node budget keeps a level's play the
// same whatever its speed.
#pragma once

namespace gamut {

// How much nicer (Linux: the nice value) a search thread runs than the thread that started it.
inline constexpr int kSearchNiceness = 5;

// Lowers the calling thread's priority by kSearchNiceness (elsewhere: QThread::LowPriority). Only this thread:
// the process and its other threads keep theirs. False when the system refused.
bool yieldToTheWindow();

// The calling thread's nice value (Linux; 0 elsewhere), for tests and diagnostics.
int threadNiceness();

} // namespace gamut
