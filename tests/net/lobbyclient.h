// The protocol 1.2 tests' helpers on top of LineClient (netclient.h): an in-process server with cheap password
// hashes, registering and signing in, reading a `paired` pair's seats, and replaying a game's moves from both sides.
#pragma once

#include "netclient.h"
#include "serverfixture.h"

#include <QRegularExpression>

namespace gamut::test {

// Options of a test server: password hashes of 1,000 iterations (the stored hash names its count; a test that
// checks the real count uses the default), no lag pings.
inline net::ServerOptions lobbyOptions() {
    net::ServerOptions options;
    options.passwordIterations = 1000;
    options.lagPingMs = 3600 * 1000; // no lag pings in the way of the replies (the lag test sets its own)
    return options;
}

// `ok register` then `ok login`: the session, or "" (with the refusal in `why`).
inline QString signUp(LineClient &c, const QString &name, const QString &password = QStringLiteral("password1"),
                      QString *why = nullptr) {
    const QString reg = c.ask(QStringLiteral("register %1 %2").arg(name, password));
    if (!reg.startsWith(QLatin1String("ok register"))) {
        if (why)
            *why = reg;
        return {};
    }
    const QString login = c.ask(QStringLiteral("login %1 %2").arg(name, password));
    if (why)
        *why = login;
    return login.startsWith(QLatin1String("ok login")) ? field(login, 3) : QString();
}

// The next `paired`/`rematch` line of a client (lines before it skipped): table, seat and token.
struct PairedSeat {
    QString table, seat, token;
    int side() const { return seat == QLatin1String("first") ? 0 : seat == QLatin1String("second") ? 1 : -1; }
    bool ok() const { return token.size() == 32; }
};
inline PairedSeat seatFrom(LineClient &c, const QString &event = QStringLiteral("paired ")) {
    const QString line = c.until(event);
    const QStringList f = line.split(QLatin1Char(' '));
    if (event.startsWith(QLatin1String("rematch")))
        return {f.value(2), f.value(3), f.value(4)};
    return {f.value(1), f.value(2), f.value(3)};
}

// Lines until one starts with `prefix`, skipping `ping`s and other events; "<timeout>" when none comes.
inline QString eventLine(LineClient &c, const QString &prefix, int ms = 5000) { return c.until(prefix, nullptr, ms); }

// Answers the server's lag pings at once while waiting for lines (a LineClient does not answer by itself).
inline QString untilAnswering(LineClient &c, const QString &prefix, int ms = 5000) {
    for (;;) {
        const QString l = c.line(ms);
        if (l == QLatin1String("ping")) {
            c.send(QStringLiteral("ping"));
            continue;
        }
        if (l.startsWith(prefix) || l.startsWith(QLatin1Char('<')))
            return l;
    }
}

// The setup most protocol 1.2 tests begin with: a test server (lobbyOptions() unless given) and two clients on it,
// `a` and `b`, as the accounts ada and bob (registered and signed in), as the guests ada and bob (`hello`), or
// still nameless. start() is false when a step was not answered as it should be. A test takes the three apart with
// `auto &[f, a, b] = two;`.
struct TwoClients {
    enum As { Accounts, Guests, Nameless };
    explicit TwoClients(net::ServerOptions options = lobbyOptions()) : f(std::move(options)) {}
    bool start(As as, const QString &second = QStringLiteral("bob")) {
        if (!f.started || !a.connectTo(f.port()) || !b.connectTo(f.port()))
            return false;
        if (as == Accounts)
            return !signUp(a, QStringLiteral("ada")).isEmpty() && !signUp(b, second).isEmpty();
        if (as == Guests)
            return a.ask(QStringLiteral("hello ada")).startsWith(QLatin1String("ok hello")) &&
                   b.ask(QStringLiteral("hello ") + second).startsWith(QLatin1String("ok hello"));
        return true;
    }
    ServerFixture f;
    LineClient a, b;
};

// Sends a command and returns its reply, skipping the events that came before it (`ok ...` or `error ...`).
inline QString reply(LineClient &c, const QString &command, int ms = 5000) {
    c.send(command);
    for (;;) {
        const QString l = c.line(ms);
        if (l.startsWith(QLatin1String("ok ")) || l.startsWith(QLatin1String("error ")) ||
            l.startsWith(QLatin1Char('<')) || l.startsWith(QLatin1String("bye ")))
            return l;
    }
}

} // namespace gamut::test
