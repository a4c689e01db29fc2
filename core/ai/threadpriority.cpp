#include "threadpriority.h"

#ifdef __linux__
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#else
#include <QThread>
#endif

namespace gamut {

#ifdef __linux__
namespace {
// On Linux the nice value belongs to each thread (the kernel schedules threads as tasks): PRIO_PROCESS with a thread
// id changes that thread alone. QThread's priorities change nothing under the default policy.
id_t threadId() { return id_t(syscall(SYS_gettid)); }
} // namespace

int threadNiceness() {
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, threadId());
    return errno == 0 ? nice : 0;
}

bool lowerThreadPriority(int steps) { return setpriority(PRIO_PROCESS, threadId(), threadNiceness() + steps) == 0; }
#else
int threadNiceness() { return 0; }

bool lowerThreadPriority(int steps) {
    QThread::currentThread()->setPriority(steps > kSearchNiceness ? QThread::LowestPriority : QThread::LowPriority);
    return true;
}
#endif

} // namespace gamut
