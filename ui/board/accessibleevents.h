// One way out for the accessibility events the program sends itself (the board's cursor, the announcements):
// QAccessible drops every event while no assistive technology listens (an offscreen test, a desktop without a
// screen reader), so a test watches what is sent here instead.
#pragma once

class QAccessibleEvent;

namespace gamut::accessibleEvents {

// Hands `event` to QAccessible (and to the watcher, if any).
void send(QAccessibleEvent *event);
// For the tests: called with every event sent, whether or not a screen reader listens; nullptr to stop.
using Watcher = void (*)(QAccessibleEvent *event);
void setWatcher(Watcher watcher);

} // namespace gamut::accessibleEvents
