#include "lobby.h"

namespace gamut::net {

const char *colourWord(int colour) { return colour == 0 ? "first" : colour == 1 ? "second" : "random"; }

QString LobbyOffer::seekLine() const {
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
        .arg(id, name, rating.isEmpty() ? QStringLiteral("-") : rating, game, variant, control,
             rated ? QStringLiteral("rated") : QStringLiteral("casual"), QLatin1String(colourWord(colour)));
}

// One player: the same account (all its connections), or the same guest connection.
bool Lobby::samePlayer(const LobbyOffer &a, quint64 client, const QString &account) {
    return !account.isEmpty() ? a.account == account : a.client == client;
}

int Lobby::countSeeks(const LobbyOffer &by, bool byAddress) const {
    int n = 0;
    for (const auto &[number, s] : seeks_)
        n += byAddress ? s.address == by.address : samePlayer(s, by.client, by.account);
    return n;
}

int Lobby::countChallenges(const LobbyOffer &by, bool byAddress) const {
    int n = 0;
    for (const auto &[number, c] : challenges_)
        n += byAddress ? c.address == by.address : samePlayer(c, by.client, by.account);
    return n;
}

const LobbyOffer *Lobby::addSeek(LobbyOffer seek, QString &why) {
    if (int(seeks_.size()) >= limits_.seeks) {
        why = QStringLiteral("the lobby holds %1 seeks: try again later").arg(seeks_.size());
        return nullptr;
    }
    if (countSeeks(seek, false) >= limits_.seeksPerPlayer) {
        why = QStringLiteral("you have %1 seeks: unseek one first").arg(limits_.seeksPerPlayer);
        return nullptr;
    }
    if (countSeeks(seek, true) >= limits_.seeksPerAddress) {
        why = QStringLiteral("%1 seeks come from your address already").arg(limits_.seeksPerAddress);
        return nullptr;
    }
    const quint64 number = nextSeek_++;
    seek.id = QStringLiteral("s%1").arg(number);
    seek.toClient = 0;
    seek.toName.clear();
    seek.toAccount.clear();
    return &(seeks_[number] = std::move(seek));
}

const LobbyOffer *Lobby::addChallenge(LobbyOffer challenge, QString &why) {
    if (samePlayer(challenge, challenge.toClient, challenge.toAccount)) {
        why = QStringLiteral("you cannot challenge yourself");
        return nullptr;
    }
    if (countChallenges(challenge, false) >= limits_.challengesPerPlayer) {
        why = QStringLiteral("you have %1 open challenges: wait for an answer").arg(limits_.challengesPerPlayer);
        return nullptr;
    }
    if (countChallenges(challenge, true) >= limits_.challengesPerAddress) {
        why = QStringLiteral("%1 challenges come from your address already").arg(limits_.challengesPerAddress);
        return nullptr;
    }
    int waiting = 0;
    for (const auto &[number, c] : challenges_)
        waiting += c.toClient == challenge.toClient;
    if (waiting >= limits_.challengesToPlayer) {
        why = QStringLiteral("%1 has %2 challenges waiting").arg(challenge.toName).arg(waiting);
        return nullptr;
    }
    const quint64 number = nextChallenge_++;
    challenge.id = QStringLiteral("c%1").arg(number);
    return &(challenges_[number] = std::move(challenge));
}

const LobbyOffer *Lobby::find(const QString &id) const {
    if (id.size() < 2 || id.size() > 20 || (id[0] != QLatin1Char('s') && id[0] != QLatin1Char('c')))
        return nullptr;
    bool ok = false;
    const quint64 number = id.mid(1).toULongLong(&ok);
    if (!ok)
        return nullptr;
    const auto &in = id[0] == QLatin1Char('s') ? seeks_ : challenges_;
    const auto it = in.find(number);
    return it == in.end() ? nullptr : &it->second;
}

std::optional<LobbyOffer> Lobby::take(const QString &id) {
    const LobbyOffer *offer = find(id);
    if (!offer)
        return std::nullopt;
    auto &in = offer->isChallenge() ? challenges_ : seeks_;
    const auto it = in.find(id.mid(1).toULongLong());
    LobbyOffer out = std::move(it->second);
    in.erase(it);
    return out;
}

std::vector<LobbyOffer> Lobby::dropClient(quint64 client) {
    std::vector<LobbyOffer> out;
    for (auto *in : {&seeks_, &challenges_})
        for (auto it = in->begin(); it != in->end();) {
            if (it->second.client == client || it->second.toClient == client) {
                out.push_back(std::move(it->second));
                it = in->erase(it);
            } else {
                ++it;
            }
        }
    return out;
}

std::vector<const LobbyOffer *> Lobby::seeks() const {
    std::vector<const LobbyOffer *> out;
    out.reserve(seeks_.size());
    for (const auto &[number, s] : seeks_)
        out.push_back(&s);
    return out;
}

} // namespace gamut::net
