// Keeps the game a GameModel plays in a GameLibrary (gui.md "The library": every game played in the window,
// finished or not): after every move, resignation, change of lines, comment or tag, and each round of a match,
// its text is handed to the library under the game's identity (GameModel::gameIdentity()). A game opened or pasted
// is kept once something is played in it; a game without any move is not kept.
//
// When the game is replaced (a new game, Play Again, Restart, Open, Paste), replaced() says what the game before
// was and gives its text, so that the window can say where it went and offer to bring it back.
#pragma once

#include <QObject>
#include <QString>

namespace gamut {

class GameLibrary;
class GameModel;

class LibraryKeeper : public QObject {
    Q_OBJECT
public:
    LibraryKeeper(GameModel *model, GameLibrary *library, QObject *parent = nullptr);

    // True when the game shown is in the library as it is now (or has nothing to keep): replacing it loses nothing.
    bool isKept() const;
    // Keeps the current game now if it changed since it was last kept (quitting; before a game is replaced).
    void keepNow();

signals:
    // The game before was replaced by another: its title ("Lines of Action"), moves, and text.
    void replaced(const QString &gameId, int plies, const QString &text);

private:
    void changed();     // the current game changed in a way worth keeping
    void gameChanged(); // another game (or the next round) is in the model

    GameModel *model_;
    GameLibrary *library_;
    QString identity_; // the game kept last (its GameId)
    QString gameId_;   // its game ("loa")
    QString text_;     // its text as kept last
    int plies_ = 0;    // its moves, every line
    bool dirty_ = false;
    bool keepPosted_ = false;
};

} // namespace gamut
