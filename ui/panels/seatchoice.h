// The choices of a computer seat, shared by the players panel, the settings dialog and the new game dialog: the
// level list and the time-a-move list, and how a seat's spec ("level:3/2000ms", player.h) is shown in them and read
// back (its split and join are in ui/text/seattext.h), so that all three show and write a seat the same way.
#pragma once

#include "ui/text/seattext.h"

#include <QString>

class QComboBox;

namespace gamut::seatchoice {

void fillLevels(QComboBox *box);    // "Level 1 – Beginner" ... "Level 6 – Master", data "level:N"
void fillMoveTimes(QComboBox *box); // "No fixed time" (data 0), "1 s a move" ... (data: milliseconds)

// Shows `spec` in a level and a time list filled as above: a value the lists do not hold ("random", "7 s a move")
// gets an entry of its own (removed again when another spec is shown), so that showing a seat never changes it.
// A person's seat shows the default level and no fixed time.
void showSeat(QComboBox *level, QComboBox *time, const QString &spec);
// The spec the lists say for a computer seat.
QString chosenEngine(const QComboBox *level, const QComboBox *time);
// A person's seat has no level and no time: both boxes (and their rows in a form) are hidden, not greyed.
void showComputerBoxes(QComboBox *level, QComboBox *time, bool computer);

} // namespace gamut::seatchoice
