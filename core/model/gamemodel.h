// The game model: the one object that the window, the computer players, the network and the command line talk
// to. It owns the game, its variant, the players' descriptions and the move list with a cursor, and it keeps every
// game safe: moves are checked before anything changes, files are written atomically, the current game is
// autosaved after every change and resumed at start, and a file that fails to load changes nothing.
//
// Threads: the model is not thread-safe; it lives in one thread (the GUI's). A computer player on a worker
// thread takes a snapshot() of the position, thinks, and sends its move back through a queued call
// (QMetaObject::invokeMethod(model, "requestMove", Qt::QueuedConnection, ...) or a signal connected to the slot)
// with the revision() it thought about: if the position changed meanwhile (an undo, a new game), the stale move is
// refused instead of being played in the wrong position. A network peer does the same with the player it speaks
// for, so that it can never move for the other side. Every signal is emitted after the model is consistent and
// after the autosave, so a listener may call back into the model at once.
#pragma once

#include "../effects.h"
#include "../gamestate.h"
#include "../record/record.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

namespace gamut {

class GameModel : public QObject {
    Q_OBJECT
public:
    // Fresh: no autosave yet; Resumed: the saved game is back; MovedAside: it was unreadable and was renamed;
    // Unreadable: it was unreadable and could not even be renamed, so autosave stays off (nothing is overwritten).
    enum class Resume { Fresh, Resumed, MovedAside, Unreadable };
    Q_ENUM(Resume)

    // Starts with the first game of the registry in its default variant (call newGame or resume to choose).
    explicit GameModel(QObject *parent = nullptr);
    ~GameModel() override;

    // --- What the game is now -------------------------------------------------------------------------------
    const GameInfo &info() const { return current_->info(); }
    QString gameId() const;
    QString variant() const;
    const GameState &position() const { return *current_; }                   // the position at the cursor
    std::unique_ptr<GameState> snapshot() const { return current_->clone(); } // a copy, e.g. for a worker thread
    const GameState &startPosition() const { return *doc_.start; }
    int ply() const { return doc_.ply; }                    // the cursor: moves played up to the position shown
    int plyCount() const { return int(doc_.moves.size()); } // moves in the list (some may be after the cursor)
    Move moveAt(int index) const { return doc_.moves[std::size_t(index)]; } // the move of ply index+1
    QStringList moveTexts() const; // every move of the list, canonical notation
    bool canUndo() const { return doc_.ply > 0; }
    bool canRedo() const { return doc_.ply < plyCount(); }
    bool isOver() const { return current_->isOver(); }
    // Increases with every change; a move request may name the revision it was chosen for.
    qint64 revision() const { return revision_; }
    // The reason of the last refused request or failed operation.
    QString lastError() const { return lastError_; }

    // Players: a description per side ("Human", "Computer level 4", "Network host"), saved as the tags
    // named after the game's players (Red, Green, ...).
    QString player(int side) const;
    // Comments: ply 0 = before the first move, ply N = after the move of ply N.
    QString comment(int ply) const;

    // Games played in rounds (Atom-4): the round number (0 for other games), the rounds before this one, and
    // the scores: rounds won by each side (a round counts once its move list ends in a win; draws count nothing).
    int round() const { return current_->round(); }
    int finishedRounds() const { return int(rounds_.size()); }
    std::array<int, 2> scores() const;

    // --- Files, clipboard, autosave ----------------------------------------------------------------------------
    QString copyText() const;                      // the whole game (every round) as .gamut text
    QString filePath() const { return filePath_; } // where it was last saved or loaded from
    bool isModified() const { return revision_ != savedRevision_; }
    static QString defaultAutosavePath(); // <AppDataLocation>/autosave.gamut
    QString autosavePath() const { return autosavePath_; }

public slots:
    // A move in the game's notation. Refused (false, lastError(), refused()) without any change when it is
    // illegal, when `revision` >= 0 is not the current revision, or when `side` >= 0 is not the side to move.
    bool requestMove(const QString &token, qint64 revision = -1, int side = -1);
    bool playMove(gamut::Move move, qint64 revision = -1, int side = -1); // a move from legalMoves()
    bool undo();
    bool redo(); // replays the next move of the list (movePlayed is emitted, so the board can animate it)
    bool jumpToPly(int ply);
    bool newGame(const QString &game, const QString &variant = QString());
    bool nextRound(); // Atom-4: the current round is kept in the match, the next round starts
    bool setPlayer(int side, const QString &description);
    bool setComment(int ply, const QString &text);

    // Load/paste take the last game of the text; for a game played in rounds, every round of that game.
    // A failure leaves everything as it was and lastError() says "FILE:LINE: problem".
    bool save(const QString &path);
    bool load(const QString &path);
    bool pasteText(const QString &text);

    // Turns autosave on (to `path`, default defaultAutosavePath()) and resumes the game saved there. An autosave
    // that cannot be read is renamed aside (never deleted), notice() explains, and the current game goes on.
    Resume startAutosave(const QString &path = QString());
    void stopAutosave() { autosavePath_.clear(); }

signals:
    void gameChanged(); // a new game, a loaded or pasted one, a next round: board geometry may differ
    void positionChanged();
    void movePlayed(int ply, gamut::Move move, const QString &token, const gamut::MoveEffects &effects);
    void gameOver(const QString &result); // a move ended the game (or round): the winner's name or "draw"
    void historyChanged();                // the move list, the cursor, a comment or a player changed
    void roundChanged(int round, int firstScore, int secondScore);
    void refused(const QString &reason); // a request was refused or an operation failed; nothing changed
    void notice(const QString &message); // for the user: an autosave moved aside, an autosave that failed

private:
    enum Change { kHistory = 1, kPosition = 2, kGame = 4 };
    bool refuse(const QString &reason);
    bool checkRequest(qint64 revision, int side);
    void applyMove(Move move);
    void setCursor(int ply);
    void commitChange(); // a new revision, autosaved
    void emitChanges(int changes);
    void finishChange(int changes); // both
    void adopt(std::vector<ReplayedGame> games, const QString &path);
    ReplayedGame freshGame(std::unique_ptr<GameState> start) const;
    std::string recordText() const;
    void autosave();
    Outcome finalOutcome(const ReplayedGame &game) const;

    std::vector<ReplayedGame> rounds_; // earlier rounds of a match (games played in rounds only)
    ReplayedGame doc_;                 // the current game; doc_.ply is the cursor
    std::unique_ptr<GameState> current_;
    qint64 revision_ = 0;
    qint64 savedRevision_ = 0;
    QString lastError_;
    QString filePath_;
    QString autosavePath_;
    bool autosaveFailed_ = false;
    std::array<int, 3> lastRound_ = {-1, -1, -1}; // what roundChanged said last
};

} // namespace gamut

Q_DECLARE_METATYPE(gamut::MoveEffects)
