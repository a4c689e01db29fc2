#include "backgroundthread.h"

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace gamut {

void lowerThreadPriority() {
#if defined(__linux__)
    // On Linux a thread has a nice value of its own (the kernel schedules threads as tasks); QThread's priorities
    // change nothing under the default policy. A failure only leaves the thread as it was.
    const auto tid = id_t(syscall(SYS_gettid));
    (void)setpriority(PRIO_PROCESS, tid, 10);
#endif
}

} // namespace gamut
