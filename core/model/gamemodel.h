// The game model: the one object that the window, the computer players, the network and the command line talk
// to. It owns the game, its variant, the players' descriptions and the moves as a tree (GameTree: the main line
// and its side lines) with a current line and a cursor on it, and it keeps every game safe: moves are checked
// before anything changes, files are written atomically, the current game is autosaved and resumed at start, and
// a file that fails to load changes nothing.
//
// Lines (gui.md "Lines, not cuts"): nothing a person played is dropped without their command. The current line
// runs from the start through the cursor to its end; ply(), plyCount(), moveAt(), undo, redo and jumpToPly speak
// of it. A move played where the current line has another next move begins a new line there; the line it left
// stays, a side line under the move it branched from. The line a move is played on becomes the main line (the
// game being played is the main line: its result is the game's, and files, the review and the network speak of
// it). Redo follows the line the person came from; jumpToNode() selects any move of any line; promoteLine() makes
// a line the main line; deleteLine() takes a side line out and restoreLine() puts it back.
//
// Threads: the model is not thread-safe; it lives in one thread (the GUI's). A computer player on a worker
// thread takes a snapshot() of the position, thinks, and sends its move back through a queued call
// (QMetaObject::invokeMethod(model, "requestMove", Qt::QueuedConnection, ...) or a signal connected to the slot)
// with the revision() it thought about: if the position changed meanwhile (an undo, a new game), the stale move is
// refused instead of being played in the wrong position. A network peer does the same with the player it speaks
// for, so that it can never move for the other side.
//
// Signals (the contract a board, a history list and a status bar rely on):
// - A played move (playMove, requestMove) emits exactly one of the three change signals: movePlayed(ply, move,
//   token, effects). The move is now at `ply` of the current line, which is the main line. Listeners update the
//   board (animating `effects`) and the status from it; a history appends the move when it continues the main
//   line it showed, and reads the tree again otherwise (a new line began, or the line it was played on became the
//   main line). gameOver follows when that move ended the game or round, and roundChanged when the round scores
//   changed.
// - Undo, redo, jumpToPly and jumpToNode (the cursor moves, maybe onto another line) emit positionChanged() once
//   and never movePlayed: the board redraws without animation and the history marks the new current move.
// - promoteLine, deleteLine and restoreLine emit linesChanged() (the tree's lines or their order changed: a
//   history reads the tree again), then positionChanged() when the current line or the cursor changed with it.
// - resign() emits positionChanged() (the position at the cursor is now over; the line resigned on became the main
//   line), historyChanged() (the resignation), then gameOver and roundChanged.
// - newGame, load, pasteText, nextRound and a resume (startAutosave) emit gameChanged() and then positionChanged():
//   the game, variant, board geometry, moves, players and tags may all differ, so listeners read everything
//   again.
// - historyChanged() is only for changes that are not a played move, a cursor move or a change of lines: a
//   comment, a player, a tag.
// - refused() for a request that was refused or an operation that failed (nothing changed); notice() for the user.
// Every signal is emitted after the model is consistent, so a listener may call back into the model at once.
//
// Autosave: after every played move and every other edit at once (a crash loses nothing), but moving the cursor
// (undo, redo, jumps) only schedules a write 2 s later that later changes coalesce with: browsing a long game
// does not write a file per step. The file is written on a thread of its own (AutosaveWriter): the model only
// hands in the game's text, so a slow disk never stalls the thread that plays. A scheduled write is handed in, and
// every write finished, on destruction and by flushAutosave().
#pragma once

#include "gametree.h"

#include "../effects.h"
#include "../gamestate.h"
#include "../record/record.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace gamut {

class AutosaveWriter;

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
    const GameState &startPosition() const { return *start_; }
    // The current line (see the top of this file).
    int ply() const { return ply_; }                              // the cursor: moves played up to the position shown
    int plyCount() const { return int(line_.size()) - 1; }        // moves of the current line (some after the cursor)
    Move moveAt(int index) const { return node(index + 1).move; } // the move of ply index+1
    // What the window shows of a move of the line, kept from when it was played (no replay of the game): its
    // canonical text and the cells it was picked by (in the position it was played from).
    QString moveTextAt(int index) const { return node(index + 1).text; }
    MoveCells moveCellsAt(int index) const { return node(index + 1).cells; }
    QStringList moveTexts() const; // every move of the current line, canonical notation
    // At a game's (or round's) end, the cells that decided it, for the board to mark (GameState::decidingCells of
    // the move that ended it, kept from when it was played); empty while the game at the cursor goes on.
    std::vector<int> decidingCells() const;
    bool canUndo() const { return ply_ > 0; }
    bool canRedo() const { return ply_ < plyCount(); }
    bool isOver() const { return current_->isOver() || resignedAtCursor(); }
    int winner() const; // 0 or 1 when the position at the cursor is won, -1 for a draw or a game going on
    // A resignation ends the line it was made on, at its end; in files it is the tag `[Resigned "<player>"]` of
    // the main line (as the network server keeps it: the Result tag must agree with the moves, so it cannot say
    // it). Browsing back shows positions that are not over; a move played there begins a new line. The side that
    // resigned at the end of the current line, -1 when nobody did.
    int resignedSide() const;
    // The side resignedSide() names ran out of time instead (the file's [Termination "time"], record.md "Clocks").
    bool lostOnTime() const { return resignedSide() >= 0 && tree_.node(line_.back()).onTime; }
    // The time left recorded with the move of ply `ply` of the current line (its [%clk]), -1 when it has none.
    std::int64_t clockAt(int ply) const { return ply > 0 && ply <= plyCount() ? node(ply).clockMs : -1; }
    // A clock beside the model (core/play/clockkeeper.h) stamps every move played with the mover's time left after
    // it (-1: no clock), before anything changes; false when the mover's time had run out before the move came
    // (the move is refused; the clock ends the game on time). Without one no move has a clock.
    using MoveClock = std::function<bool(int side, std::int64_t &leftMs)>;
    void setMoveClock(MoveClock clock) { moveClock_ = std::move(clock); }

    // --- Lines (the tree) ---
    const GameTree &tree() const { return tree_; }
    const std::vector<int> &currentLine() const { return line_; }      // the root, then a node a ply
    int currentNode() const { return line_[std::size_t(ply_)]; }       // the root at ply 0
    bool onMainLine() const { return tree_.onMainLine(line_.back()); } // the current line is the main line
    std::vector<Move> mainLineMoves() const;                           // what the game is to a reader of files
    bool canRestoreLine() const { return !removed_.empty(); }
    // Increases with every change; a move request may name the revision it was chosen for.
    qint64 revision() const { return revision_; }
    // The reason of the last refused request or failed operation.
    QString lastError() const { return lastError_; }

    // Players: a description per side ("Human", "Computer level 4", "Network host"), saved as the tags
    // named after the game's players (Red, Green, ...).
    QString player(int side) const;
    QString playerTagName(int side) const; // "Red" for the game's first player "red"; empty for a bad side
    // The engine spec of a computer seat ("level:4"), kept in the tag "<player tag>Engine" ("RedEngine") so that a
    // saved, loaded or resumed game gets its computer seats back. Empty when the seat is a person's.
    QString engineSpec(int side) const;
    QString engineTagName(int side) const; // "RedEngine"
    // Any tag of the current game ("" if absent): the players', Date, Seed, unknown tags from a file.
    QString tag(const QString &name) const;
    // The game's identity, the tag `GameId` (a UUID): every new game gets one, a game read without one too (which
    // does not count as a change), and a match's rounds share it. The library keeps a game under it.
    QString gameIdentity() const { return tag(QString::fromLatin1(kGameIdTag)); }
    static constexpr const char *kGameIdTag = "GameId";
    // Comments: ply 0 = before the first move, ply N = after the move of ply N of the current line.
    QString comment(int ply) const;
    QString commentAt(int node) const; // a node's comment (the root: before the first move); "" for no node

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
    // A move its caller took from this position's legal moves at `revision` (a board's click, a seat's search: the
    // TurnController's road), so neither its legality nor the turn is checked again: only that `revision` is the
    // current one (the position is still the one it was chosen in) and that nobody resigned.
    bool playChosenMove(gamut::Move move, qint64 revision);
    bool undo();
    bool redo(); // moves the cursor to the next move of the list (positionChanged, like undo: no animation)
    bool jumpToPly(int ply);
    // The cursor goes to a move of any line (the root: the start); a move off the current line makes its line the
    // current one (on past the move as redo would go). Refused for a node that is not in the tree.
    bool jumpToNode(int node);
    // The line through `node` becomes the main line (the game the files, the review and the network speak of).
    bool promoteLine(int node);
    // Takes out the side line `node` is on, from where it leaves the line it branched from, with everything that
    // branches from it; the cursor, if it was on it, goes back to the move it branched from. Refused for the main
    // line. restoreLine() puts the last line taken out back (in the order they were taken out).
    bool deleteLine(int node);
    bool restoreLine();
    bool newGame(const QString &game, const QString &variant = QString());
    bool nextRound(); // Atom-4: the current round is kept in the match, the next round starts
    // `side` gives the game (Atom-4: the round) up: it is over and the other side wins. The cursor goes to the end
    // of the list first. Refused when the game is over already.
    bool resign(int side);
    // `side`'s time ran out: as resign(), and the file says [Termination "time"] instead of who resigned.
    bool loseOnTime(int side);
    // The player tag (and the engine tag: `engine` empty removes it, see engineSpec()) in one change.
    bool setPlayer(int side, const QString &description, const QString &engine = QString());
    // Sets a tag (an empty value removes it). Refused for names that are not [A-Za-z0-9_]+ and for the tags the
    // model computes itself (Format, Game, Variant, Round, Result, Ply).
    bool setTag(const QString &name, const QString &value);
    bool setComment(int ply, const QString &text);
    bool setCommentAt(int node, const QString &text);

    // Load/paste take the last game of the text; for a game played in rounds, every round of that game.
    // A failure leaves everything as it was and lastError() says "FILE:LINE: problem".
    bool save(const QString &path);
    bool load(const QString &path);
    bool pasteText(const QString &text);

    // Turns autosave on (to `path`, default defaultAutosavePath()) and resumes the game saved there. An autosave
    // that cannot be read is renamed aside (never deleted), notice() explains, and the current game goes on.
    Resume startAutosave(const QString &path = QString());
    void stopAutosave(); // writes a pending autosave first
    // Hands in a scheduled autosave now and waits until every autosave handed in is on disk (its failure, if
    // any, reported by notice() before this returns).
    void flushAutosave();
    bool autosavePending() const { return autosaveTimer_.isActive(); } // a cursor move's write is scheduled
    int autosaveWrites() const { return autosaveWrites_; }             // writes handed in so far (tests, diagnostics)

signals:
    // See the signal contract at the top of this file.
    void gameChanged();     // a new game, a loaded or pasted one, a next round, a resume: everything may differ
    void positionChanged(); // the cursor moved (undo, redo, jump) or, after gameChanged, a new game
    void movePlayed(int ply, gamut::Move move, const QString &token, const gamut::MoveEffects &effects);
    void linesChanged();                  // a line promoted, deleted or restored
    void gameOver(const QString &result); // a played move ended the game (or round): the winner's name or "draw"
    void historyChanged();                // a comment, a player or a tag changed
    void roundChanged(int round, int firstScore, int secondScore);
    void refused(const QString &reason); // a request was refused or an operation failed; nothing changed
    void notice(const QString &message); // for the user: an autosave moved aside, an autosave that failed

private:
    enum Change { kHistory = 1, kPosition = 2, kGame = 4 };
    enum class Save { Now, Later };
    bool refuse(const QString &reason);
    bool checkRequest(qint64 revision, int side);
    bool stampClock(std::int64_t &clockMs); // the move clock's stamp for the side to move; false: its time ran out
    void applyMove(Move move, std::int64_t clockMs);
    bool endLine(int side, bool onTime); // resign(), loseOnTime()
    void setCursor(int ply);
    void setLine(std::vector<int> line, int ply); // another current line (a path from the root), the cursor on it
    const GameTree::Node &node(int ply) const { return tree_.node(line_[std::size_t(ply)]); }
    std::unique_ptr<GameState> positionAt(int ply) const; // of the current line, replayed from the start
    int savedPly() const;                     // the Ply tag: the cursor, or where the current line leaves the main line
    void commitChange(Save save = Save::Now); // a new revision, autosaved (now or soon)
    void emitChanges(int changes);
    void emitRoundChange(); // roundChanged, when the round or its scores differ from what it said last
    void finishChange(int changes, Save save = Save::Now); // both
    void adopt(std::vector<ReplayedGame> games, const QString &path);
    void startGame(std::unique_ptr<GameState> start, GameRecord record); // an empty tree, the cursor at the start
    GameRecord freshRecord(const GameInfo &newInfo, bool sameMatch = false) const;
    static std::string newGameId();
    std::string recordText() const;
    void autosave();
    void autosaveFailed(const QString &path, const QString &error);
    // The tree and the replayed form of a game (gamemodel_lines.cpp): a loaded game in, the game to write out.
    void readTree(const ReplayedGame &game);
    ReplayedGame currentGame() const;
    Outcome finalOutcome(const ReplayedGame &game) const;
    Outcome currentOutcome() const; // of the main line's end
    bool resignedAtCursor() const { return tree_.node(currentNode()).resigned >= 0; }

    std::vector<ReplayedGame> rounds_; // earlier rounds of a match (games played in rounds only)
    GameRecord record_;                // the current game's tags (its moves live in tree_)
    std::unique_ptr<GameState> start_; // the current game's start position
    GameTree tree_;
    std::vector<int> line_{GameTree::root()}; // the current line: the root, then a node a ply
    int ply_ = 0;                             // the cursor on it
    std::vector<GameTree::Removed> removed_;  // lines deleteLine() took out, the last one last
    std::unique_ptr<GameState> current_;      // the position at the cursor
    qint64 revision_ = 0;
    qint64 savedRevision_ = 0;
    QString lastError_;
    QString filePath_;
    QString autosavePath_;
    bool autosaveFailed_ = false;
    int autosaveWrites_ = 0;
    QTimer autosaveTimer_; // the write scheduled by a cursor move
    std::unique_ptr<AutosaveWriter> writer_;
    MoveClock moveClock_;
    std::array<int, 3> lastRound_ = {-1, -1, -1}; // what roundChanged said last
};

} // namespace gamut

Q_DECLARE_METATYPE(gamut::MoveEffects)
