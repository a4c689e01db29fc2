#include "accessibleevents.h"

#include <QAccessible>

namespace gamut::accessibleEvents {

namespace {
Watcher watcher = nullptr;
} // namespace

void send(QAccessibleEvent *event) {
    if (watcher)
        watcher(event);
    QAccessible::updateAccessibility(event);
}

void setWatcher(Watcher w) { watcher = w; }

} // namespace gamut::accessibleEvents
