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

    // True when the game shown is in the library as it is now, the move shown too (or it has nothing to keep).
    bool isKept() const;
    // Keeps the current game now unless isKept() (quitting; before a game is replaced).
    void keepNow();

signals:
    // The game before was replaced by another: its game ("loa"), its moves (every line), and its text as kept.
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
    // The move shown when it was kept or opened (where it opens again): a change only worth keeping with another,
    // or before the game is replaced or the window closes (keepNow).
    int ply_ = 0;
    bool dirty_ = false;
};

} // namespace gamut
