// What protocol 1.2's lists carry (protocol.md "Additions of version 1.2"), as NetworkClient hands them to the window:
// a seek of the lobby, a challenge, a rating, a line of the leaderboard, one of the player's own games. Plain data,
// read from the server's lines by NetworkClient (networkclient_lobby.cpp).
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace gamut::net {

struct SeekInfo {
    QString id, name, rating, game, variant, control; // rating: "-" for a guest or none yet
    bool rated = false;
    QString colour; // the seeker's seat: first, second or random
};

struct ChallengeInfo {
    QString id, from, game, variant, control;
    bool rated = false;
    QString colour; // the challenger's seat (a trailing field; "random" when the server does not say)
};

struct RatingInfo {
    QString game;
    int rating = 0, deviation = 0, games = 0;
};

struct TopEntry {
    int rank = 0;
    QString name;
    int rating = 0, games = 0;
};

struct MyGameInfo {
    QString table, game, opponent;
    QString state;      // your-turn, their-turn, over
    qint64 msLeft = -1; // the time left of the side to move (-1: no clock, or over)
    QString control;    // a trailing field of this server: the table's time control ("" when not sent)
    QString seat;       // a trailing field of this server: first or second ("" when not sent)
};

} // namespace gamut::net

Q_DECLARE_METATYPE(gamut::net::SeekInfo)
Q_DECLARE_METATYPE(gamut::net::ChallengeInfo)
Q_DECLARE_METATYPE(gamut::net::RatingInfo)
Q_DECLARE_METATYPE(gamut::net::TopEntry)
Q_DECLARE_METATYPE(gamut::net::MyGameInfo)
