// The program's one settings object, and the thread that writes it to disk. QSettings writes its file when the event
// loop next runs, on the thread the object lives in, with an fdatasync and a rename: 1-31 ms measured on the GUI
// thread at each new game or seat change, and as long as the disk wants on a slow one. Here the GUI thread only
// changes the values in memory (every QSettings object of the process shares that cache, so they are readable at
// once), and a second QSettings object on a thread of its own writes the file. Nothing is lost at exit: the GUI's
// object writes what is still pending when it goes.
#pragma once

class QSettings;

namespace gamut::settingsstore {

// The GUI thread's settings object. Read through it too: a QSettings object made on the GUI thread writes the pending
// changes to disk as it opens.
QSettings &settings();
// Call after changing settings(): the writer writes the file soon, once for any number of changes in a row.
void changed();

// What the writer has done, for the tests: files written, and whether every write ran off the GUI thread.
struct Writes {
    int count = 0;
    bool offGuiThread = true;
};
Writes writes();

} // namespace gamut::settingsstore
