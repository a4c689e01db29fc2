// Shared by the window tests: a clean, private settings and data location per test program, games set up without
// dialogs, and a watcher that answers the next modal dialog (a QMessageBox) and reports what it said.
#pragma once

#include "gameids.h"

#include "ui/settings/appsettings.h"
#include "ui/settings/gamesetup.h"
#include "ui/window/appsetup.h"

#include "core/model/gamemodel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "core/library/gamelibrary.h"

#include <QTemporaryDir>

#include <memory>

namespace gamut::test {

// Call from initTestCase(): settings and autosave in the test locations (~/.qttest), emptied, autosave off so
// that no test resumes another's game.
inline void useCleanSettings() {
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity();
    QSettings().clear();
    QFile::remove(GameModel::defaultAutosavePath());
    AppSettings::setAutosave(false);
    for (const char *suffix : {"", "-wal", "-shm"}) // an empty game library
        QFile::remove(GameLibrary::defaultPath() + QLatin1String(suffix));
}

// A game library that cannot be opened (a folder where its file would be) for the windows made from now on: they
// ask Save / Discard / Cancel before a game is replaced, as the window did before the library.
inline void withoutLibrary() {
    static QTemporaryDir folder;
    qputenv("GAMUT_LIBRARY", folder.path().toUtf8());
}
inline void withLibrary() { qunsetenv("GAMUT_LIBRARY"); }

inline GameSetup humans(const QString &game, const QString &variant = QString()) {
    GameSetup setup;
    setup.game = game;
    setup.variant = variant;
    setup.seats = {kHumanSpec, kHumanSpec};
    return setup;
}

// Plays the first legal move `count` times (fewer if the game ends).
inline void playMoves(GameModel &model, int count) {
    for (int i = 0; i < count && !model.isOver(); ++i) {
        MoveList moves;
        model.position().legalMoves(moves);
        model.playMove(moves[0]);
    }
}

// Closes the next modal dialog that opens (polling, as QMessageBox::exec() blocks the caller) and keeps its text.
class ModalWatcher : public QObject {
public:
    explicit ModalWatcher(QMessageBox::StandardButton answer = QMessageBox::Ok) : answer_(answer) {
        connect(&timer_, &QTimer::timeout, this, [this] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal)
                return;
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                text_ = box->text() + QLatin1Char('\n') + box->informativeText();
                if (QAbstractButton *button = box->button(answer_))
                    button->click();
                else
                    box->reject();
            } else {
                text_ = modal->windowTitle();
                modal->close();
            }
            ++seen_;
        });
        timer_.start(20);
    }
    QString text() const { return text_; }
    int seen() const { return seen_; }

private:
    QMessageBox::StandardButton answer_;
    QTimer timer_;
    QString text_;
    int seen_ = 0;
};

} // namespace gamut::test
