// Wins, draws and losses, kept in QSettings under stats/<game>/<opponent>/{wins,draws,losses}:
// - a person against the computer: opponent "level-N" (or the engine's name, e.g. "random"); the counts are the
//   person's results;
// - two people at this window: opponent "humans"; "wins" are the first side's, "losses" the second side's.
// - a person at this window against a network seat: opponent "network"; the counts are the person's results (a
//   resignation, theirs or the opponent's, counts as the loss or the win it is).
// Computer against computer is not counted, nor a watched network game, nor a computer at the window's network seat.
// StatisticsCounter counts a model's games: only games played to the end (a gameOver after a move or a resignation),
// each game (each round of a game played in rounds) once, so that undoing the last move and playing it again does not
// count it twice.
#pragma once

#include <QDateTime>
#include <QObject>
#include <QSet>
#include <QString>

#include <array>
#include <vector>

namespace gamut {

class GameModel;
class TurnController;

struct Tally {
    int wins = 0, draws = 0, losses = 0;
    int games() const { return wins + draws + losses; }
    bool operator==(const Tally &) const = default;
};

namespace statistics {

inline const QString kHumans = QStringLiteral("humans");
inline const QString kNetwork = QStringLiteral("network");

// The opponent key of a game between these seats; empty when the game is not counted (no person, or two
// computers). `personSide` is set to the person's side (0 for two people).
QString opponentKey(const std::array<QString, 2> &seats, int *personSide = nullptr);
// Adds one game; winner 0/1, -1 for a draw. False (and nothing stored) when the seats are not counted.
bool record(const QString &game, const std::array<QString, 2> &seats, int winner);
Tally tally(const QString &game, const QString &opponent); // zero for anything unreadable
std::vector<QString> opponents(const QString &game);       // those with a stored tally, levels first
void reset();                                              // every game's
QDateTime countedSince(); // the last reset: the library's statistics count the games kept since (invalid: all)
QString opponentLabel(const QString &opponent); // "Level 3 – Intermediate", "Two people", ...

} // namespace statistics

class StatisticsCounter : public QObject {
    Q_OBJECT
public:
    StatisticsCounter(GameModel *model, TurnController *turns, QObject *parent = nullptr);

signals:
    void counted(const QString &game, const QString &opponent); // after a game was added

private:
    void onGameOver();

    GameModel *model_;
    TurnController *turns_;
    QSet<int> countedRounds_; // of the current game; cleared when another game starts
};

} // namespace gamut
