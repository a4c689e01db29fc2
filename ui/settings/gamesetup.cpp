#include "gamesetup.h"

#include "core/ai/player.h"
#include "core/clock/timecontrol.h"
#include "core/registry.h"

#include <QCoreApplication>

namespace gamut {

QString defaultGameId() { return QString::fromUtf8(allGames().front().info->id); }

bool isValidVariant(const QString &game, const QString &variant, QString *error) {
    std::string message;
    if (newGame(game.toStdString(), variant.toStdString(), message))
        return true;
    if (error)
        *error = QString::fromStdString(message);
    return false;
}

bool isValidSeat(const QString &game, const QString &spec, QString *error) {
    if (spec == kHumanSpec)
        return true;
    std::string message;
    const auto start = newGame(game.toStdString(), {}, message);
    // Building the player is the only complete check (a level's range, a kind that only one game has); with the
    // smallest table, so that checking costs nothing next to a real player's 64 MB.
    PlayerOptions options;
    options.hashMegabytes = 1;
    if (start && makePlayer(*start, spec.toStdString(), message, options))
        return true;
    if (error)
        *error = QString::fromStdString(message);
    return false;
}

bool isValidTimeControl(const QString &control, QString *error) {
    std::string message;
    const auto parsed = parseTimeControl(control.toStdString(), message);
    if (parsed && parsed->kind == TimeControl::Kind::Days)
        message = "days a move are for correspondence games at a network table";
    else if (parsed)
        return true;
    if (error)
        *error = QString::fromStdString(message);
    return false;
}

QString GameSetup::check() const {
    QString error;
    if (!findGame(game.toStdString()))
        return QCoreApplication::translate("GameSetup", "unknown game '%1' (games: %2)")
            .arg(game, QString::fromStdString(gameIdList()));
    if (!isValidVariant(game, variant, &error))
        return error;
    for (const QString &seat : seats)
        if (!isValidSeat(game, seat, &error))
            return error;
    if (!isValidTimeControl(timeControl, &error))
        return error;
    return {};
}

} // namespace gamut
