// The lobby's bookkeeping (protocol.md 1.2 "The lobby"): open seeks and challenges, who made them, and the limits
// on them. Pure logic: no sockets, no database. GameServer asks it and speaks for it; a seek or a challenge lives
// as long as the connection that made it (it is never stored: a restart empties the lobby, and every client that
// was in it is gone too).
//
// Limits, each refused with a reason the server sends as `error full ...`:
// - at most 3 seeks a player (a connection, or all connections of one account together), at most 10 from one
//   client address, at most 2,000 in all;
// - at most 3 open challenges from a player, 10 from an address, and 20 waiting for one player (so nobody can be
//   buried in them); a challenge to oneself is refused.
// Ids are `s<n>` for seeks and `c<n>` for challenges, never reused while the server runs.
#pragma once

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace gamut::net {

struct LobbyOffer {
    QString id;                     // s<n> or c<n>
    quint64 client = 0;             // the connection that made it
    QString name;                   // its player's name
    QString account;                // its account key (empty: a guest)
    QString address;                // GameServer::addressKey() of the connection
    QString game, variant, control; // control: the canonical time control text
    bool rated = false;
    int colour = -1; // the maker's seat: 0 first, 1 second, -1 random
    QString rating;  // the maker's rating in that game as shown (`-` for a guest or a casual seek)
    // A challenge only: whom it is for.
    quint64 toClient = 0;
    QString toName;
    QString toAccount;

    bool isChallenge() const { return id.startsWith(QLatin1Char('c')); }
    // `<id> <name> <rating or -> <game> <variant> <control> <rated|casual> <first|second|random>`
    QString seekLine() const;
};

class Lobby {
public:
    struct Limits {
        int seeksPerPlayer = 3, seeksPerAddress = 10, seeks = 2000;
        int challengesPerPlayer = 3, challengesPerAddress = 10, challengesToPlayer = 20;
    };
    Lobby() = default;
    explicit Lobby(const Limits &limits) : limits_(limits) {}

    // Adds a seek (its id is given here); nullptr and `why` when a limit refuses it.
    const LobbyOffer *addSeek(LobbyOffer seek, QString &why);
    // Adds a challenge; nullptr and `why` when a limit refuses it.
    const LobbyOffer *addChallenge(LobbyOffer challenge, QString &why);
    const LobbyOffer *find(const QString &id) const;
    std::optional<LobbyOffer> take(const QString &id); // removes it, giving it back

    // Everything a connection made or was challenged to (it has gone): removed and given back.
    std::vector<LobbyOffer> dropClient(quint64 client);
    // The seeks, oldest first.
    std::vector<const LobbyOffer *> seeks() const;
    int seekCount() const { return int(seeks_.size()); }
    int challengeCount() const { return int(challenges_.size()); }

private:
    int countSeeks(const LobbyOffer &by, bool byAddress) const;
    int countChallenges(const LobbyOffer &by, bool byAddress) const;
    static bool samePlayer(const LobbyOffer &a, quint64 client, const QString &account);

    Limits limits_;
    quint64 nextSeek_ = 1, nextChallenge_ = 1;
    std::map<quint64, LobbyOffer> seeks_, challenges_; // by number: oldest first
};

const char *colourWord(int colour); // first, second, random

} // namespace gamut::net
