#include "lobbysession.h"

#include "onlinesettings.h"

#include <algorithm>

namespace gamut {

using net::NetworkClient;

namespace {
constexpr int kMaxRetryMs = 30000;
constexpr int kGamesEveryMs = 30000;

QString refusalWords(const QString &code, const QString &text) {
    if (code == QLatin1String("bad-login"))
        return LobbySession::tr("The name or the password is wrong.");
    if (code == QLatin1String("throttled"))
        return LobbySession::tr("Too many failed sign-ins: try again in %n second(s).", nullptr,
                                text.section(QLatin1Char(' '), 0, 0).toInt());
    if (code == QLatin1String("name-taken"))
        return LobbySession::tr("That name is taken: choose another.");
    if (code == QLatin1String("not-encrypted"))
        return LobbySession::tr("A password is only sent over an encrypted connection (gamuts://) or to this "
                                "computer.");
    if (code == QLatin1String("no-such-player"))
        return LobbySession::tr("That player is not online.");
    if (code == QLatin1String("no-such-seek"))
        return LobbySession::tr("That seek or challenge is gone.");
    return LobbySession::tr("The server refused (%1): %2").arg(code, text);
}

} // namespace

LobbySession::LobbySession(QObject *parent) : QObject(parent), client_(new NetworkClient(this)) {
    retryTimer_.setSingleShot(true);
    connect(&retryTimer_, &QTimer::timeout, this, &LobbySession::retry);
    gamesTimer_.setInterval(kGamesEveryMs);
    connect(&gamesTimer_, &QTimer::timeout, this, &LobbySession::refreshMyGames);

    connect(client_, &NetworkClient::connected, this, &LobbySession::onConnected);
    connect(client_, &NetworkClient::disconnected, this, &LobbySession::onDisconnected);
    connect(client_, &NetworkClient::replied, this, &LobbySession::onReplied);
    connect(client_, &NetworkClient::refused, this, &LobbySession::onRefused);
    connect(client_, &NetworkClient::loggedIn, this, &LobbySession::onLoggedIn);
    connect(client_, &NetworkClient::registered, this, [this](const QString &name) {
        emit message(tr("Account %1 registered.").arg(name));
        client_->login(pendingName_, pendingPassword_);
        pendingPassword_.clear();
    });
    connect(client_, &NetworkClient::untrustedCertificate, this,
            [this](const net::ServerAddress &address, const QSslCertificate &, const QByteArray &sha256,
                   const QString &why) {
                wanted_ = false; // nothing is tried again until the person has answered
                const QByteArray known = OnlineSettings::certificate(address.key());
                emit certificateQuestion(address, sha256, NetworkClient::fingerprintText(sha256), why,
                                         !known.isEmpty() && known != sha256);
            });
    connect(client_, &NetworkClient::lobbyListed, this, [this](const QList<net::SeekInfo> &seeks, int from, int total) {
        if (from == 0)
            seeks_.clear();
        for (const net::SeekInfo &seek : seeks) // events may have brought some already
            if (std::none_of(seeks_.begin(), seeks_.end(), [&](const net::SeekInfo &s) { return s.id == seek.id; }))
                seeks_ << seek;
        if (!seeks.isEmpty() && from + seeks.size() < total) // the next page
            client_->subscribeLobby(from + int(seeks.size()));
        emit seeksChanged();
    });
    connect(client_, &NetworkClient::seekAdded, this, [this](const net::SeekInfo &seek) {
        seeks_.removeIf([&](const net::SeekInfo &s) { return s.id == seek.id; });
        seeks_ << seek;
        emit seeksChanged();
    });
    connect(client_, &NetworkClient::seekRemoved, this, [this](const QString &id) {
        // A challenge that ended unanswered (its challenger left) goes the same way as a seek.
        const bool seek = seeks_.removeIf([&](const net::SeekInfo &s) { return s.id == id; }) > 0;
        mySeeks_.removeAll(id);
        if (seek)
            emit seeksChanged();
        if (challenges_.removeIf([&](const net::ChallengeInfo &c) { return c.id == id; }) > 0)
            emit challengesChanged();
    });
    connect(client_, &NetworkClient::challenged, this, [this](const net::ChallengeInfo &challenge) {
        challenges_ << challenge;
        emit challengesChanged();
        emit challengeReceived(challenge);
    });
    connect(client_, &NetworkClient::declined, this,
            [this](const QString &id) { emit message(tr("Your challenge %1 was declined.").arg(id)); });
    connect(client_, &NetworkClient::paired, this,
            [this](const QString &table, const QString &seat, const QString &token) {
                mySeeks_.clear(); // the server takes a player's seeks away when a game is found
                emit gameFound(address_, table, seat, token);
                refreshMyGames();
            });
    connect(client_, &NetworkClient::seatGiven, this,
            [this](const QString &table, const QString &seat, const QString &token) {
                if (openRequested_.removeAll(table) > 0)
                    emit gameFound(address_, table, seat, token);
            });
    connect(client_, &NetworkClient::myGamesListed, this, &LobbySession::onMyGames);
    connect(client_, &NetworkClient::ratingsListed, this, &LobbySession::ratingsListed);
    connect(client_, &NetworkClient::topListed, this, &LobbySession::topListed);
}

LobbySession::~LobbySession() = default;

void LobbySession::setState(State state) {
    state_ = state;
    emit stateChanged();
}

QString LobbySession::statusText() const {
    const QString where = address_.text();
    switch (state_) {
    case State::Offline:
        return tr("Not connected");
    case State::Connecting:
        return tr("Connecting to %1…").arg(where);
    case State::Connected:
        break;
    }
    if (!client_->speaks12())
        return tr("%1 has no lobby (protocol %2)").arg(where, client_->protocolVersion());
    const QString secure = client_->isEncrypted() ? tr("encrypted") : tr("not encrypted");
    if (!account_.isEmpty())
        return tr("Signed in as %1 at %2 (%3)").arg(account_, where, secure);
    if (!guest_.isEmpty())
        return tr("Playing as guest %1 at %2 (%3)").arg(guest_, where, secure);
    return tr("Connected to %1 (%2): sign in, register or play as a guest").arg(where, secure);
}

bool LobbySession::remembers(const QString &text) const {
    QString name, session;
    const auto address = net::parseServerAddress(text, nullptr);
    return address && OnlineSettings::session(address->key(), &name, &session);
}

bool LobbySession::connectTo(const QString &text) {
    QString error;
    const auto address = net::parseServerAddress(text, &error);
    if (!address) {
        emit message(error);
        return false;
    }
    if (!(*address == address_)) {
        account_.clear();
        guest_.clear();
    }
    address_ = *address;
    OnlineSettings::setServer(text.trimmed());
    wanted_ = true;
    retryDelayMs_ = 2000;
    retryTimer_.stop();
    client_->setAcceptedCertificate(OnlineSettings::certificate(address_.key()));
    setState(State::Connecting);
    client_->connectToServer(address_);
    return true;
}

void LobbySession::acceptCertificate(const net::ServerAddress &address, const QByteArray &sha256) {
    OnlineSettings::setCertificate(address.key(), sha256);
    connectTo(address.text());
}

void LobbySession::disconnectFromServer() {
    wanted_ = false;
    retryTimer_.stop();
    gamesTimer_.stop();
    if (client_->isConnected())
        client_->quit();
    client_->disconnectFromServer();
    account_.clear();
    guest_.clear();
    seeks_.clear();
    mySeeks_.clear();
    challenges_.clear();
    setState(State::Offline);
    emit seeksChanged();
    emit challengesChanged();
}

void LobbySession::retry() {
    if (wanted_ && state_ != State::Connected) {
        setState(State::Connecting);
        client_->connectToServer(address_);
    }
}

void LobbySession::onConnected() {
    retryDelayMs_ = 2000;
    setState(State::Connected);
    if (!client_->speaks12()) {
        emit message(tr("%1 speaks protocol %2, which has no lobby: use Game ▸ Network Game there.")
                         .arg(address_.text(), client_->protocolVersion()));
        return;
    }
    client_->subscribeLobby();
    QString name, session;
    if (OnlineSettings::session(address_.key(), &name, &session) && (account_.isEmpty() || account_ == name)) {
        resumingSession_ = true;
        client_->loginWithSession(name, session);
    } else if (!guest_.isEmpty()) {
        client_->hello(guest_);
    }
}

void LobbySession::onDisconnected(const QString &reason) {
    const bool was = state_ != State::Offline;
    gamesTimer_.stop();
    seeks_.clear();
    mySeeks_.clear();
    challenges_.clear();
    emit seeksChanged();
    emit challengesChanged();
    setState(State::Offline);
    if (!wanted_) {
        if (was && !reason.isEmpty())
            emit message(tr("Disconnected from %1 (%2).").arg(address_.text(), reason));
        return;
    }
    emit message(tr("The connection to %1 was lost (%2); trying again in %n second(s).", nullptr, retryDelayMs_ / 1000)
                     .arg(address_.text(), reason));
    retryTimer_.start(retryDelayMs_);
    retryDelayMs_ = std::min(kMaxRetryMs, retryDelayMs_ * 2);
}

void LobbySession::signIn(const QString &name, const QString &password, bool remember) {
    remember_ = remember;
    resumingSession_ = false;
    client_->login(name, password);
}

void LobbySession::registerAccount(const QString &name, const QString &password, bool remember) {
    remember_ = remember;
    pendingName_ = name;
    pendingPassword_ = password;
    client_->registerAccount(name, password);
}

void LobbySession::playAsGuest(const QString &name) {
    if (signedIn())
        signOut();
    guest_ = name;
    OnlineSettings::setName(name);
    client_->hello(name);
}

void LobbySession::signOut() {
    if (account_.isEmpty())
        return;
    client_->logout();
    OnlineSettings::forgetSession(address_.key());
    account_.clear();
    myGames_.clear();
    gamesTimer_.stop();
    emit myGamesChanged();
    emit stateChanged();
}

void LobbySession::onLoggedIn(const QString &name, const QString &session) {
    account_ = name;
    guest_.clear();
    OnlineSettings::setName(name);
    if (remember_ || resumingSession_)
        OnlineSettings::setSession(address_.key(), name, session);
    resumingSession_ = false;
    emit message(tr("Signed in as %1.").arg(name));
    emit stateChanged();
    refreshMyGames();
    requestRatings(name);
    gamesTimer_.start();
}

void LobbySession::onReplied(const QString &command, const QStringList &fields) {
    if (command == QLatin1String("seek")) {
        mySeeks_ << fields.value(0);
        emit seeksChanged();
    } else if (command == QLatin1String("unseek")) {
        mySeeks_.removeAll(fields.value(0));
    } else if (command == QLatin1String("challenge")) {
        emit message(tr("Challenge sent (%1): waiting for the answer.").arg(fields.value(0)));
    } else if (command == QLatin1String("hello")) {
        emit stateChanged();
    }
}

void LobbySession::onRefused(const QString &command, const QString &code, const QString &text) {
    if (command == QLatin1String("login") && resumingSession_) { // the session ended: sign in with the password
        resumingSession_ = false;
        OnlineSettings::forgetSession(address_.key());
        emit message(tr("Your session at %1 has ended: sign in again.").arg(address_.text()));
        return;
    }
    if (command == QLatin1String("register"))
        pendingPassword_.clear();
    if (command == QLatin1String("resume"))
        openRequested_.clear();
    emit message(refusalWords(code, text));
}

void LobbySession::seek(const QString &game, const QString &variant, const QString &control, bool rated,
                        const QString &colour) {
    client_->seek(game, variant, control, rated, colour);
}

void LobbySession::cancelSeeks() {
    for (const QString &id : std::as_const(mySeeks_))
        client_->unseek(id);
}

void LobbySession::accept(const QString &id) {
    challenges_.removeIf([&](const net::ChallengeInfo &c) { return c.id == id; });
    emit challengesChanged();
    client_->accept(id);
}

void LobbySession::challenge(const QString &name, const QString &game, const QString &variant, const QString &control,
                             bool rated, const QString &colour) {
    client_->challenge(name, game, variant, control, rated, colour);
}

void LobbySession::decline(const QString &id) {
    challenges_.removeIf([&](const net::ChallengeInfo &c) { return c.id == id; });
    emit challengesChanged();
    client_->decline(id);
}

int LobbySession::yourTurnCount() const {
    return int(std::count_if(myGames_.begin(), myGames_.end(),
                             [](const net::MyGameInfo &g) { return g.state == QLatin1String("your-turn"); }));
}

void LobbySession::refreshMyGames() {
    if (signedIn() && client_->isConnected())
        client_->requestMyGames();
}

void LobbySession::onMyGames(const QList<net::MyGameInfo> &games) {
    QList<net::MyGameInfo> sorted = games;
    std::stable_sort(sorted.begin(), sorted.end(), [](const net::MyGameInfo &a, const net::MyGameInfo &b) {
        const auto rank = [](const net::MyGameInfo &g) {
            return g.state == QLatin1String("your-turn") ? 0 : g.state == QLatin1String("their-turn") ? 1 : 2;
        };
        return rank(a) < rank(b);
    });
    for (const net::MyGameInfo &game : sorted) {
        if (game.state != QLatin1String("your-turn"))
            continue;
        const auto before = std::find_if(myGames_.begin(), myGames_.end(),
                                         [&](const net::MyGameInfo &g) { return g.table == game.table; });
        if (before != myGames_.end() && before->state == QLatin1String("their-turn") && game.table != tableInWindow_)
            emit opponentMoved(game.table, game.opponent, game.game);
    }
    myGames_ = sorted;
    emit myGamesChanged();
}

void LobbySession::openGame(const QString &table) {
    openRequested_ << table;
    client_->resumeOwn(table);
}

void LobbySession::requestRatings(const QString &name) {
    if (client_->isConnected())
        client_->requestRating(name);
}

void LobbySession::requestTop(const QString &game, int from) {
    if (client_->isConnected())
        client_->requestTop(game, from);
}

} // namespace gamut
