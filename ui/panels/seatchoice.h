// The choices of a computer seat, shared by the players panel, the settings dialog and the new game dialog: the
// level list, the time-a-move list, and how a seat's spec ("level:3/2000ms", player.h) is split into them and put
// together again, so that all three show and write a seat the same way.
#pragma once

#include <QString>

class QComboBox;

namespace gamut::seatchoice {

void fillLevels(QComboBox *box);    // "Level 1 – Beginner" ... "Level 6 – Master", data "level:N"
void fillMoveTimes(QComboBox *box); // "No fixed time" (data 0), "1 s a move" ... (data: milliseconds)

struct Seat {
    QString engine;     // "human", "level:3", "random": the spec without its time
    int movetimeMs = 0; // 0: the level's own budget
};
Seat split(const QString &spec);                     // "level:3/2000ms" -> {"level:3", 2000}
QString join(const QString &engine, int movetimeMs); // {"level:3", 2000} -> "level:3/2000ms"; 0 -> "level:3"
bool takesTime(const QString &engine);               // a search ("level:3"), not "random", "human" or "network"
QString moveTimeText(int movetimeMs);                // "2 s a move", "1.5 s a move"

// Shows `spec` in a level and a time list filled as above: a value the lists do not hold ("random", "7 s a move")
// gets an entry of its own (removed again when another spec is shown), so that showing a seat never changes it.
// A person's seat shows the default level and no fixed time.
void showSeat(QComboBox *level, QComboBox *time, const QString &spec);
// The spec the lists say for a computer seat.
QString chosenEngine(const QComboBox *level, const QComboBox *time);
// A person's seat has no level and no time: both boxes (and their rows in a form) are hidden, not greyed.
void showComputerBoxes(QComboBox *level, QComboBox *time, bool computer);

} // namespace gamut::seatchoice
