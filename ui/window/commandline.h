// The command line of gui.md, parsed into what the window starts with. A pure function of the arguments (and of
// the game the settings remember), so the tests check good and bad command lines without starting a process.
#pragma once

#include "ui/settings/gamesetup.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gamut {

struct StartOptions {
    std::optional<QString> game;                 // --game
    std::optional<QString> variant;              // --variant
    std::array<std::optional<QString>, 2> seats; // --first, --second
    std::optional<QString> clock;                // --clock: the new game's time control ("5+3", "move:10", "none")
    QString loadFile;                            // --load
    bool newGame = false;                        // --new (or --game/--variant/--first/--second/--clock)
    QString language;                            // --lang
    bool newInstance = false;                    // --new-instance: a window of its own, not the running one's
};

struct CommandLine {
    StartOptions options;
    bool exit = false; // --help, --version or an error: print and exit with `exitCode`
    int exitCode = 0;  // 0 for --help/--version, 2 for a bad argument
    QString output;    // for standard output (help, version)
    QString error;     // for standard error
};

inline constexpr int kUsageExitCode = 2;

// `arguments` as QCoreApplication::arguments() gives them (the program first). `lastGame` is the game --variant,
// --first and --second refer to when --game is absent (the one the settings remember).
CommandLine parseCommandLine(const QStringList &arguments, const QString &lastGame);

// The language `--lang CODE` (or `--lang=CODE`, `-lang CODE`) asks for, read before the real parse: the
// translations must be installed before parseCommandLine() builds its help and messages. Empty when absent or not
// a language code (the system's language then; the parse reports a bad code).
QString languageArgument(const QStringList &arguments);

} // namespace gamut
