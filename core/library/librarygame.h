// What the game library knows of a kept game without reading its record again: its game, players, result, length
// and dates, taken from the record once when it is kept. The person's side is found from the record's tags (a side
// with an engine tag or a computer's or network peer's description is nobody at the window).
#pragma once

#include "../record/record.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace gamut {

struct LibraryGame {
    qint64 id = 0;      // the library's number for it
    QString uid;        // the game's GameId tag: the same game kept again replaces its entry
    QString game;       // "loa"
    QString variant;    // "standard"
    QString players[2]; // the player tags: "Ada", "Computer level 4"
    int person = -1;    // the side a person at the window played: 0, 1, 2 for both, -1 for none
    int winner = -1;    // the main line's (a match's last round's) winner 0 or 1, -1 for a draw or none yet
    bool finished = false;
    int plies = 0;  // moves of the main line (a match: of every round)
    int rounds = 1; // games in the record (a match's rounds)
    bool reviewed = false;
    QDateTime started; // the Date tag (the first time it was kept when there is none)
    QDateTime updated; // the last time it was kept

    enum class Outcome { Unfinished, Won, Lost, Drawn, Decided }; // Decided: won by a side, no single person
    Outcome outcome() const;                                      // from the person's side
    // The opponent as the list shows it: the other side's player where one person played, else both players.
    QString opponent() const;
};

// Statistics read from the library: one person's results against one opponent in one game (opponent empty: two
// people at the window, where "wins" are the first side's and "losses" the second side's).
struct LibraryTally {
    QString game;
    QString opponent;
    int wins = 0, draws = 0, losses = 0;
    int games() const { return wins + draws + losses; }
};

// The finished games with a person at the window kept since `since` (all when it is not valid), tallied per game and
// opponent, sorted by game then opponent.
std::vector<LibraryTally> tallyGames(const std::vector<LibraryGame> &games, const QDateTime &since = {});

// The summary of a record's text (the last game's tags, a match's rounds counted). nullopt and `error` (naming
// `fileName` and the line) when the text does not load.
std::optional<LibraryGame> summarizeRecord(std::string_view text, QString &error,
                                           std::string_view fileName = "library");

} // namespace gamut
