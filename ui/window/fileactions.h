// Open, Save, Save As, Open Recent, Copy/Paste Game and "save the changes first?": the window's file handling on
// top of the model, which does the reading and writing (and guarantees that a failed open changes nothing).
// The dialogs are injectable so that the tests drive every path without a modal window.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace gamut {

class GameModel;

class FileActions : public QObject {
    Q_OBJECT
public:
    enum class Answer { Save, Discard, Cancel };

    FileActions(GameModel *model, QWidget *window);

    bool openFile(const QString &path); // false and an error message (quoting the model) when it fails
    bool saveTo(const QString &path);
    bool save();           // to the current file, or Save As when there is none
    bool saveAs();         // asks for the path
    bool openWithDialog(); // asks whether to keep the changes, then for the file
    bool copyGame();       // the whole game to the clipboard as .gamut text
    bool pasteGame();      // a game from the clipboard, after asking whether to keep the changes
    // Before the current game is replaced or the program quits: true when that may go on (nothing unsaved, the
    // autosave holds it, or the person saved or discarded it), false when the person cancelled.
    bool confirmDiscard();
    void fillRecentMenu(QMenu *menu); // the recent files, newest first, and "Clear List"

    // Injectable for tests; the defaults show QMessageBox / QFileDialog on the window.
    std::function<void(const QString &message)> reportError;
    std::function<Answer()> askSaveChanges;
    std::function<QString()> askOpenPath; // "" = cancelled
    std::function<QString()> askSavePath;

signals:
    void gameLoaded(); // a file was opened or a game pasted: the seats and the title follow it
    void fileSaved();

private:
    QString suggestedPath() const;

    GameModel *model_;
    QWidget *window_;
};

} // namespace gamut
