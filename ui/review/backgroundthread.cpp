#include "backgroundthread.h"

#include "core/ai/threadpriority.h"

namespace gamut {

void lowerThreadPriority() { lowerThreadPriority(kBackgroundNiceness); }

} // namespace gamut
