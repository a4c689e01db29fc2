// The window's settings under gui.md's stable keys (QSettings), read with a fallback: an unreadable or invalid
// value gives its default, so a damaged settings file never stops the program or leaks garbage into a game.
#pragma once

#include "gamesetup.h"

#include "ui/settings/boardoptions.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace gamut {

// The one place that says "a setting changed": every AppSettings setter that changes a stored value emits it, so
// the players-and-graphics dock, the settings dialog and the window stay in step whichever of them made the change.
class SettingsNotifier : public QObject {
    Q_OBJECT
signals:
    void boardOptionsChanged(); // view/*
    void seatChanged(const QString &game, int side);
    void changed(const QString &key); // any key, after the specific signals above
};

class AppSettings {
public:
    static SettingsNotifier *notifier(); // owned by the application (lives as long as it)

    static BoardOptions boardOptions(); // view/* (never "flipped": that is per session)
    static void setBoardOptions(const BoardOptions &options);

    // players/<game>/<side> (side = the game's player name, e.g. players/loa/black); default human vs level:3.
    static QString seat(const QString &game, int side);
    static void setSeat(const QString &game, int side, const QString &spec);
    static QString variant(const QString &game); // game/<game>/variant, "" (the default variant) when unset/invalid
    static void setVariant(const QString &game, const QString &variant);
    // game/<game>/clock: the clock of a new game of `game` (a time control's text), "none" when unset or invalid.
    static QString timeControl(const QString &game);
    static void setTimeControl(const QString &game, const QString &control);
    static GameSetup setup(const QString &game); // the remembered variant, seats and clock of `game`
    static void rememberSetup(const GameSetup &setup);

    static bool hasLastGame(); // false until a first game was set up: the program's first start
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

    // The settings dialog's keys beyond gui.md's (same fallback rules). names/<game>/<side>: the person's name for
    // that side ("" = the side's own name). play/*: what a person may do against the computer and how long a
    // computer move waits at least. view/fullScreen: start in full screen. game/askBeforeAbandon: ask before a game
    // in progress is dropped.
    static constexpr double kDefaultComputerDelay = 0.4, kMaxComputerDelay = 5.0; // seconds
    static QString playerName(const QString &game, int side);
    static void setPlayerName(const QString &game, int side, const QString &name);
    static bool hintsAgainstComputer();
    static void setHintsAgainstComputer(bool on);
    static bool undoAgainstComputer();
    static void setUndoAgainstComputer(bool on);
    static double computerDelay(); // seconds, 0 .. kMaxComputerDelay
    static void setComputerDelay(double seconds);
    static bool startFullScreen();
    static void setStartFullScreen(bool on);
    static bool askBeforeAbandon();
    static void setAskBeforeAbandon(bool on);
    // play/coach: the coach holds back a person's move against the computer that loses 15 or more points (off by
    // default).
    static bool coach();
    static void setCoach(bool on);

private:
    static void write(const QString &key, const QVariant &value); // writes and notifies when the value changes
};

} // namespace gamut
