// The window's part of the game library (gui.md "The library"): the library itself (core/library, on its own
// thread), the keeper that hands it every game played here, Game ▸ Library (Ctrl+L) and what it opens, and the
// status line's word on where a replaced game went, with a way back to it. Because every game is kept, replacing a
// game no longer asks Save / Discard / Cancel (FileActions::keepsGame); a library that could not be opened is said
// on the status line, and the window asks again as before.
//
// The library's file is <AppDataLocation>/library.sqlite, or the file the environment variable GAMUT_LIBRARY names
// (tests, a library kept elsewhere).
#pragma once

#include "ui/library/librarydialog.h"

#include <QObject>
#include <QPointer>

namespace gamut {

class GameLibrary;
class LibraryKeeper;
class MainWindow;

class LibraryUi : public QObject {
    Q_OBJECT
public:
    explicit LibraryUi(MainWindow *window);
    ~LibraryUi() override;

    GameLibrary *library() const { return library_; }
    LibraryKeeper *keeper() const { return keeper_; }
    LibraryDialog *showDialog(); // Game ▸ Library
    LibraryDialog *dialog() const { return dialog_; }
    static QString libraryPath();
    // Opens a kept game's text in the window: as it was left, at its end to play on, or to be reviewed.
    bool openGame(const QString &text, LibraryDialog::Use use);

private:
    void gameReplaced(const QString &gameId, int plies, const QString &text);

    MainWindow *window_;
    GameLibrary *library_;
    LibraryKeeper *keeper_;
    QPointer<LibraryDialog> dialog_;
};

} // namespace gamut
