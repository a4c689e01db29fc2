// Threads that compute in the background yield the processor to the window: a computer's search runs a few nice
// steps below the thread that started it, a review or an analysis further below (ui/review). On a busy machine the
// GUI thread, ready to run for a moment every few milliseconds, then gets a processor before them instead of waiting
// its turn behind them (gamut-window-bench --stall measures that wait); on an idle one nothing changes, each search
// has a processor of its own. A node budget keeps a level's play the same whatever its speed.
#pragma once

namespace gamut {

// How much nicer a computer seat's (or a hint's) search thread runs than the thread that started it.
inline constexpr int kSearchNiceness = 5;
// A review's or an analysis's: below the window and below a computer seat's search.
inline constexpr int kBackgroundNiceness = 10;

// Lowers the calling thread's priority by `steps` (Linux: its nice value, of this thread alone; elsewhere
// QThread::LowPriority). Threads it starts afterwards inherit it. False when the system refused.
bool lowerThreadPriority(int steps);

// The calling thread's nice value (Linux; 0 elsewhere), for tests and diagnostics.
int threadNiceness();

} // namespace gamut
