// A seat's spec as words and parts, below both the labels (which name a seat: "computer, level 3, 2 s a move") and
// the seat's combo boxes (ui/panels/seatchoice.h, which show and write it): how a spec ("level:3/2000ms",
// core/ai/player.h) is split into its engine and its time and put together again, and how a time is said. The
// functions keep seatchoice's namespace and translation context: they are its half without widgets.
#pragma once

#include <QString>

namespace gamut {

inline const QString kHumanSpec = QStringLiteral("human"); // a person's seat; any other spec is a player's

} // namespace gamut

namespace gamut::seatchoice {

struct Seat {
    QString engine;     // "human", "level:3", "random": the spec without its time
    int movetimeMs = 0; // 0: the level's own budget
};
Seat split(const QString &spec);                     // "level:3/2000ms" -> {"level:3", 2000}
QString join(const QString &engine, int movetimeMs); // {"level:3", 2000} -> "level:3/2000ms"; 0 -> "level:3"
bool takesTime(const QString &engine);               // a search ("level:3"), not "random", "human" or "network"
QString moveTimeText(int movetimeMs);                // "2 s a move", "1.5 s a move"

} // namespace gamut::seatchoice
