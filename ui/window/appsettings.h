// The window's settings under gui.md's stable keys (QSettings), read with a fallback: an unreadable or invalid
// value gives its default, so a damaged settings file never stops the program or leaks garbage into a game.
#pragma once

#include "gamesetup.h"

#include "ui/board/boardoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gamut {

class AppSettings {
public:
    static BoardOptions boardOptions(); // view/* (never "flipped": that is per session)
    static void setBoardOptions(const BoardOptions &options);

    // players/<game>/<side> (side = the game's player name, e.g. players/loa/black); default human vs level:3.
    static QString seat(const QString &game, int side);
    static void setSeat(const QString &game, int side, const QString &spec);
    static QString variant(const QString &game); // game/<game>/variant, "" (the default variant) when unset/invalid
    static void setVariant(const QString &game, const QString &variant);
    static GameSetup setup(const QString &game); // the remembered variant and seats of `game`
    static void rememberSetup(const GameSetup &setup);

    static QString lastGame(); // game/last, the registry's first game when unset/unknown
    static void setLastGame(const QString &game);

    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void setWindow(const QByteArray &geometry, const QByteArray &state);

    // recent/files: the most recent first, at most kMaxRecent. game/autosave: the game is kept in the autosave file
    // and resumed at start, so quitting or starting another game does not ask first (default on).
    static constexpr int kMaxRecent = 8;
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    static void clearRecentFiles();
    static bool autosave();
    static void setAutosave(bool on);

    static QString animationName(AnimationSpeed speed); // "off", "fast", "normal"
};

} // namespace gamut
