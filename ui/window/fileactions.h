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
    // A game's text (the library's) in place of the current one, as Open does: its seats follow (gameLoaded).
    bool openText(const QString &text);
    // A game from the clipboard, after asking whether to keep the changes; a plain move list ("1. b1-d3 h3-e3")
    // is read as moves of the current game, variant and seats.
    bool pasteGame();
    // Replacing: before the current game is replaced (New Game, Restart, Open, Paste, a network game). Quitting:
    // before the program quits, where the autosave, when on, keeps the game for the next start.
    // Online: the lobby or the Network Game dialog opens (a table's game replaces this one only once one is found;
    // the table this window plays at, if any, is not left by opening them).
    enum class Why { Replacing, Quitting, Online };
    // True when that may go on: the library keeps the game (keepsGame), the game has no moves that are in no file
    // the person saved, the person said not to ask, or saved or discarded it; false when the person cancelled.
    // Without the library it asks whatever the autosave setting when replacing: the autosave holds only the
    // current game.
    bool confirmDiscard(Why why = Why::Replacing);
    void fillRecentMenu(QMenu *menu); // the recent files, newest first, and "Clear List"
    // Where the Open and Save dialogs start: the last folder used, else Documents, else home.
    static QString startFolder();

    // Whether the game library keeps the current game (it is handed to it now): then nothing needs asking. Unset
    // or false (no library, or one that could not be opened): the question as before.
    std::function<bool()> keepsGame;
    // Asked first when replacing or quitting: whether the table a person here plays at may be left (NetworkUi).
    std::function<bool()> mayLeaveTable;
    // Injectable for tests; the defaults show QMessageBox / QFileDialog on the window.
    std::function<void(const QString &message)> reportError;
    std::function<void(const QString &message)> reportPasteError; // titled "Paste Game"
    std::function<Answer()> askSaveChanges;
    std::function<QString()> askOpenPath; // "" = cancelled
    std::function<QString()> askSavePath;

signals:
    void gameLoaded(); // a file was opened or a game pasted: the seats and the title follow it
    void fileSaved();

private:
    QString suggestedPath() const;
    QString asRecord(const QString &moveList) const; // a plain move list as a record of the current game

    GameModel *model_;
    QWidget *window_;
};

} // namespace gamut
