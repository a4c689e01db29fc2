// What a new game is made of: the game, its variant, who plays each side and its clock. The command line, the new game
// dialog, Restart (F5) and the settings all speak this one small value, and one function says whether it is valid.
#pragma once

#include "ui/text/seattext.h" // kHumanSpec

#include <QString>

#include <array>

class QSettings;

namespace gamut {

struct GameSetup {
    QString game;                                                           // a registry id ("loa")
    QString variant;                                                        // empty = the game's default variant
    std::array<QString, 2> seats = {kHumanSpec, QStringLiteral("level:3")}; // "human" or an engine spec
    QString timeControl = QStringLiteral("none"); // the clock (core/clock/timecontrol.h): "none", "5+3", "move:10"

    // Empty when the setup can be played; else a message naming what is wrong ("unknown game 'x' (games: ...)").
    QString check() const;
    bool operator==(const GameSetup &) const = default;
};

// Whether `spec` ("human", "level:4", "random", "atom4-classic:2") can play `game`; the reason when not.
bool isValidSeat(const QString &game, const QString &spec, QString *error = nullptr);
// Whether `control` is a clock a game at this window may have (a time control's text, not correspondence's days);
// the reason when not ("bad time control 'x': ...").
bool isValidTimeControl(const QString &control, QString *error = nullptr);
// Whether `variant` is one of `game`'s (a named variant or one of its parametrised form); the reason when not.
bool isValidVariant(const QString &game, const QString &variant, QString *error = nullptr);
QString defaultGameId(); // the registry's first game

} // namespace gamut
