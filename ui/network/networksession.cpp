#include "networksession.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"
#include "core/play/clockkeeper.h"
#include "core/play/remoteseat.h"
#include "core/play/turncontroller.h"

#include <QDateTime>
#include <QTimer>

namespace gamut {

namespace {
const QString kHumanSeat = QStringLiteral("human");
int sideOfSeat(const QString &seat) {
    return seat == QLatin1String("first") ? 0 : seat == QLatin1String("second") ? 1 : -1;
}
qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }
} // namespace

NetworkSession::NetworkSession(GameModel *model, TurnController *turns, QObject *parent)
    : QObject(parent), model_(model), turns_(turns), client_(new net::NetworkClient(this)) {
    using net::NetworkClient;
    connect(client_, &NetworkClient::connected, this, &NetworkSession::onConnected);
    connect(client_, &NetworkClient::disconnected, this, &NetworkSession::onDisconnected);
    connect(client_, &NetworkClient::tablesListed, this, &NetworkSession::tablesListed);
    connect(client_, &NetworkClient::replied, this, [this](const QString &command, const QStringList &fields) {
        if (command == QLatin1String("create") || command == QLatin1String("join"))
            onSeatGiven(fields.value(0), fields.value(1), fields.value(2));
        if (command == QLatin1String("create"))
            resync(); // `create` sends no game: the server's start position, not the window's guess of it
        else if (command == QLatin1String("resume") && fields.value(0) == table_)
            localSide_ = sideOfSeat(fields.value(1));
        else if (command == QLatin1String("watch")) {
            table_ = fields.value(0);
            token_.clear();
            localSide_ = -1;
            takeSeats();
            emit tableJoined(table_);
            emit stateChanged();
        }
    });
    connect(client_, &NetworkClient::refused, this, &NetworkSession::onRefused);
    connect(client_, &NetworkClient::gameReceived, this,
            [this](const QString &table, const QString &record) { onGameReceived(table, record); });
    connect(client_, &NetworkClient::moved, this,
            [this](const QString &table, int, const QString &player, const QString &move) {
                onMoved(table, player, move);
            });
    connect(client_, &NetworkClient::seated, this,
            [this](const QString &table, const QString &seat, const QString &who) {
                if (table != table_ || sideOfSeat(seat) < 0)
                    return;
                names_[std::size_t(sideOfSeat(seat))] = who;
                emit stateChanged();
            });
    connect(client_, &NetworkClient::left, this, [this](const QString &table, const QString &seat) {
        const int side = sideOfSeat(seat);
        if (table == table_ && side >= 0 && side != localSide_)
            emit message(tr("%1 left the table (the seat stays theirs).").arg(seatName(side)));
    });
    connect(client_, &NetworkClient::over, this, &NetworkSession::onOver);
    connect(client_, &NetworkClient::clockUpdated, this, &NetworkSession::onClock);
    connect(client_, &NetworkClient::drawOffered, this, [this](const QString &table, const QString &player) {
        if (table != table_)
            return;
        drawOfferedBy_ = sideOfPlayer(player);
        emit message(drawOfferedBy_ == localSide_
                         ? tr("You offered a draw.")
                         : tr("%1 offers a draw: Offer Draw accepts it, a move declines it.").arg(sideWords(player)));
        emit stateChanged();
    });
    connect(client_, &NetworkClient::rematchOffered, this, [this](const QString &table, const QString &player) {
        if (table == table_ && sideOfPlayer(player) != localSide_)
            emit message(tr("%1 asks for a rematch: Rematch accepts it.").arg(sideWords(player)));
    });
    connect(client_, &NetworkClient::rematched, this,
            [this](const QString &old, const QString &table, const QString &seat, const QString &token) {
                if (old != table_)
                    return;
                onSeatGiven(table, seat, token);
                resync(); // the new table's game: colours swapped
                emit message(tr("Rematch at table %1: colours swapped.").arg(table));
            });
    connect(client_, &NetworkClient::rated, this,
            [this](const QString &table, const QString &first, int firstOld, int firstNew, const QString &second,
                   int secondOld, int secondNew) {
                if (table != table_)
                    return;
                emit message(tr("Ratings: %1 %2 → %3, %4 %5 → %6.")
                                 .arg(first)
                                 .arg(firstOld)
                                 .arg(firstNew)
                                 .arg(second)
                                 .arg(secondOld)
                                 .arg(secondNew));
            });
    connect(client_, &NetworkClient::resigned, this, &NetworkSession::onResigned);
    connect(client_, &NetworkClient::nextGame, this, [this](const QString &table) {
        if (table != table_)
            return;
        nextSent_ = false;
        resync(); // the next game (round) as the server has it: both windows start it from the same record
    });
    connect(client_, &NetworkClient::closed, this, [this](const QString &table) { // protocol 1.1
        if (table != table_)
            return;
        emit message(tr("Table %1 was closed; the game stays in the window.").arg(table));
        forgetTable();
    });
    connect(client_, &NetworkClient::said, this, [this](const QString &table, const QString &who, const QString &text) {
        if (table == table_)
            emit chatLine(who, text);
    });
    // A new, loaded or pasted game of the window's own, or a seat changed in the players panel: the window no
    // longer follows the table.
    connect(model_, &GameModel::gameChanged, this, [this] {
        if (!applying_ && !table_.isEmpty())
            leaveTable();
    });
    connect(turns_, &TurnController::seatsChanged, this, [this] {
        if (applying_ || table_.isEmpty())
            return;
        const bool followed =
            localSide_ >= 0 ? turns_->isNetwork(1 - localSide_) : turns_->isNetwork(0) && turns_->isNetwork(1);
        if (!followed)
            leaveTable();
    });
}

NetworkSession::~NetworkSession() = default;

void NetworkSession::setState(State state) {
    state_ = state;
    emit stateChanged();
}

QString NetworkSession::seatName(int side) const {
    if (side < 0 || side > 1)
        return QString();
    if (!names_[std::size_t(side)].isEmpty())
        return names_[std::size_t(side)];
    return model_->player(side);
}

QString NetworkSession::opponentName() const {
    return localSide_ >= 0 ? seatName(1 - localSide_) : QString(); // `seated` or the record's player tag
}

QString NetworkSession::statusText() const {
    const QString address = QStringLiteral("%1:%2").arg(host_).arg(port_);
    switch (state_) {
    case State::Offline:
        return QString();
    case State::Connecting:
        return tr("Connecting to %1…").arg(address);
    case State::Lost:
        return table_.isEmpty() ? tr("Connection to %1 lost").arg(address)
                                : tr("Connection lost - table %1 kept").arg(table_);
    case State::Connected:
        break;
    }
    if (table_.isEmpty())
        return tr("Online at %1").arg(address);
    if (localSide_ < 0)
        return tr("Watching table %1 at %2").arg(table_, address);
    const QString opponent = opponentName();
    return opponent.isEmpty() ? tr("Table %1 at %2: waiting for an opponent").arg(table_, address)
                              : tr("Table %1 at %2: playing against %3").arg(table_, address, opponent);
}

// --- Connection -------------------------------------------------------------------------------------------------

void NetworkSession::connectTo(const QString &host, quint16 port, const QString &name, int retryMs) {
    greet_ = true; // a name typed for this connection: said with `hello`, whatever seat came from the lobby before
    connectNow(host, port, name, retryMs);
}

void NetworkSession::connectNow(const QString &host, quint16 port, const QString &name, int retryMs) {
    if (host != host_ || port != port_) { // another server: the table of the last one means nothing there
        table_.clear();
        token_.clear();
        localSide_ = -1;
        resuming_ = false;
    }
    host_ = host;
    port_ = port;
    name_ = name;
    if (address_.host != host || address_.port != port)
        address_ = net::ServerAddress{host, port, false};
    retryUntil_ = now() + retryMs;
    setState(State::Connecting);
    client_->setAcceptedCertificate(certificate_);
    client_->connectToServer(address_);
}

void NetworkSession::playSeat(const net::ServerAddress &address, const QByteArray &certificate, const QString &table,
                              const QString &seat, const QString &token, const QString &name) {
    const bool same = address == address_ && client_->isConnected() && !greet_;
    if (!same && state_ != State::Offline) {
        leaveTable();
        state_ = State::Offline; // the drop that follows is on purpose
        client_->disconnectFromServer();
    }
    address_ = address;
    host_ = address.host; // connectTo() below then keeps the seat: the same server
    port_ = address.port;
    certificate_ = certificate;
    greet_ = false;
    name_ = name;
    onSeatGiven(table, seat, token);
    if (same) {
        resync();
        return;
    }
    resuming_ = true; // `resume` with the token once greeted
    connectNow(address.host, address.port, name, 3000);
}

void NetworkSession::onConnected() {
    if (greet_ && !name_.isEmpty())
        client_->hello(name_);
    setState(State::Connected);
    if (resuming_ && !table_.isEmpty())
        resync();
    resuming_ = false;
}

void NetworkSession::onDisconnected(const QString &reason) {
    moveSent_ = false;
    if (state_ == State::Connecting && now() < retryUntil_) { // a server just started may not listen yet
        QTimer::singleShot(150, this, [this] {
            if (state_ == State::Connecting)
                client_->connectToServer(address_);
        });
        return;
    }
    if (state_ == State::Offline)
        return; // closed on purpose
    const bool atTable = !table_.isEmpty();
    setState(atTable || state_ == State::Connected ? State::Lost : State::Offline);
    emit message(
        atTable ? tr("The connection to the server was lost (%1). The game is kept: Reconnect resumes it.").arg(reason)
                : tr("No connection to %1:%2 (%3).").arg(host_).arg(port_).arg(reason));
}

void NetworkSession::disconnectFromServer() {
    leaveTable();
    setState(State::Offline);
    client_->quit();
    client_->disconnectFromServer();
}

void NetworkSession::reconnect() {
    if (host_.isEmpty())
        return;
    resuming_ = true;
    connectNow(host_, port_, name_, 3000); // as before the drop: with `hello`, or a lobby's seat without
}

// --- Tables -----------------------------------------------------------------------------------------------------

void NetworkSession::requestTables() { client_->requestTables(); }

void NetworkSession::join(const QString &table, const QString &seat) { client_->join(table, seat); }

void NetworkSession::watch(const QString &table) {
    if (!table_.isEmpty() && table != table_)
        leaveTable();
    client_->watch(table);
}

void NetworkSession::createTable(const QString &seat) { client_->create(model_->gameId(), model_->variant(), seat); }

void NetworkSession::onSeatGiven(const QString &table, const QString &seat, const QString &token) {
    if (!table_.isEmpty() && table != table_)
        leaveTable();
    table_ = table;
    token_ = token;
    localSide_ = sideOfSeat(seat);
    nextSent_ = false;
    names_ = {};
    names_[std::size_t(qMax(0, localSide_))] = name_;
    takeSeats();
    emit tableJoined(table_);
    emit stateChanged();
}

void NetworkSession::leaveTable() {
    if (table_.isEmpty())
        return;
    if (client_->isConnected())
        client_->leave(table_);
    forgetTable();
}

void NetworkSession::forgetTable() {
    timed_ = false;
    drawOfferedBy_ = -1;
    table_.clear();
    token_.clear();
    localSide_ = -1;
    names_ = {};
    moveSent_ = false;
    nextSent_ = false;
    releaseSeats();
    emit stateChanged();
}

void NetworkSession::takeSeats() {
    applying_ = true;
    if (localSide_ >= 0) {
        seatElsewhere(1 - localSide_);
        turns_->setSeat(localSide_, kHumanSeat);
    } else {
        seatElsewhere(0);
        seatElsewhere(1);
    }
    applying_ = false;
}

// The seat of a player at the table: a RemoteSeat that relays the window's own moves here, to be sent.
void NetworkSession::seatElsewhere(int side) {
    if (!turns_->isNetwork(side))
        turns_->setSeat(side, new RemoteSeat);
    if (auto *seat = qobject_cast<RemoteSeat *>(turns_->seat(side)))
        connect(seat, &RemoteSeat::moveRelayed, this, &NetworkSession::onLocalMove, Qt::UniqueConnection);
}

void NetworkSession::releaseSeats() {
    turns_->clock()->stopFollowing(); // the game's own clock again (a network game's record has no control)
    applying_ = true;
    for (int side = 0; side < 2; ++side)
        if (turns_->isNetwork(side))
            turns_->setSeat(side, kHumanSeat);
    applying_ = false;
}

void NetworkSession::resync() {
    if (table_.isEmpty() || !client_->isConnected())
        return;
    if (localSide_ >= 0)
        client_->resume(table_, token_);
    else
        client_->watch(table_);
}

// --- The game ---------------------------------------------------------------------------------------------------

void NetworkSession::onGameReceived(const QString &table, const QString &record) {
    if (table != table_)
        return;
    // The server keeps the clock: without the tag the window's ClockKeeper stays out of it (its times are read
    // from the server's `clock` lines instead).
    QStringList lines = record.split(QLatin1Char('\n'));
    lines.removeIf([](const QString &line) { return line.startsWith(QLatin1String("[TimeControl ")); });
    applying_ = true;
    const bool read = model_->pasteText(lines.join(QLatin1Char('\n')));
    applying_ = false;
    if (!read) {
        emit message(tr("The server's game could not be read: %1").arg(model_->lastError()));
        return;
    }
    takeSeats(); // a pasted game takes its seats from its tags: the seats elsewhere stay (TurnController)
}

// The protocol's player word ("white") as the window names that side: "bob (White)".
QString NetworkSession::sideWords(const QString &player) const {
    const int side = sideOfPlayer(player);
    return side < 0 ? player : labels::playerSide(seatName(side), model_->gameId(), side);
}

int NetworkSession::sideOfPlayer(const QString &player) const {
    for (int side = 0; side < 2; ++side)
        if (player.compare(QString::fromStdString(model_->position().playerName(side)), Qt::CaseInsensitive) == 0)
            return side;
    return -1;
}

void NetworkSession::onMoved(const QString &table, const QString &player, const QString &move) {
    if (table != table_)
        return;
    const int side = sideOfPlayer(player);
    if (side == localSide_)
        moveSent_ = false;
    drawOfferedBy_ = -1; // a move declines an offer
    applying_ = true;
    if (model_->canRedo()) // browsing the history: the game goes on at its end
        model_->jumpToPly(model_->plyCount());
    const bool played = side >= 0 && model_->requestMove(move, -1, side);
    applying_ = false;
    if (!played) { // the window and the server disagree: the server's whole game again, checked once more
        emit message(tr("The server's move %1 was not accepted here (%2); reading the game again.")
                         .arg(move, model_->lastError()));
        resync();
    }
}

void NetworkSession::onLocalMove(int side, Move move) {
    if (table_.isEmpty() || side != localSide_) {
        emit message(tr("This seat is not yours at the table."));
        return;
    }
    if (state_ != State::Connected) {
        emit message(tr("Not connected: the move was not sent. Reconnect first."));
        return;
    }
    if (moveSent_) {
        emit message(tr("Waiting for the server to answer the last move."));
        return;
    }
    sendMove(QString::fromStdString(model_->position().moveText(move)));
}

bool NetworkSession::sendMove(const QString &text) {
    if (table_.isEmpty() || localSide_ < 0 || state_ != State::Connected) {
        emit message(tr("Only a player seated at a connected table can move."));
        return false;
    }
    moveSent_ = true;
    client_->move(table_, token_, text);
    return true;
}

void NetworkSession::onRefused(const QString &command, const QString &code, const QString &text) {
    if (command == QLatin1String("move"))
        moveSent_ = false;
    if ((command == QLatin1String("resume") || command == QLatin1String("watch")) &&
        (code == QLatin1String("bad-token") || code == QLatin1String("no-such-table"))) {
        emit message(tr("The table %1 is no longer there: %2").arg(table_, text));
        table_.clear(); // nothing to leave
        token_.clear();
        localSide_ = -1;
        releaseSeats();
        emit stateChanged();
        return;
    }
    emit message(tr("The server refused %1 (%2): %3").arg(command, code, text));
}

void NetworkSession::say(const QString &text) {
    if (!table_.isEmpty() && !text.trimmed().isEmpty())
        client_->say(table_, text.trimmed());
}

// Either seat's resignation, the window's own included, ends the game here only when the server says so.
void NetworkSession::onResigned(const QString &table, const QString &player) {
    if (table != table_)
        return;
    const int side = sideOfPlayer(player);
    applying_ = true;
    const bool ended = side >= 0 && (model_->resignedSide() == side || model_->resign(side));
    applying_ = false;
    if (!ended) { // the window and the server disagree: the server's whole game again
        emit message(tr("The server's resignation of %1 was not accepted here (%2); reading the game again.")
                         .arg(player, model_->lastError()));
        resync();
        return;
    }
    emit message(side == localSide_ ? tr("You resigned.") : tr("%1 resigned.").arg(seatName(side)));
}

bool NetworkSession::resign() {
    if (table_.isEmpty() || localSide_ < 0 || state_ != State::Connected) {
        emit message(tr("Only a player seated at a connected table can resign."));
        return false;
    }
    client_->resign(table_, token_);
    return true;
}

bool NetworkSession::nextGame() {
    if (table_.isEmpty() || localSide_ < 0 || state_ != State::Connected) {
        emit message(tr("Only a player seated at a connected table can start the next game."));
        return false;
    }
    nextSent_ = true;
    client_->next(table_, token_);
    emit message(tr("Waiting for %1 to start the next game too.").arg(opponentName()));
    return true;
}

// --- Protocol 1.2 at a seat ---------------------------------------------------------------------------------

bool NetworkSession::checkSeat(const QString &what) {
    if (table_.isEmpty() || localSide_ < 0 || state_ != State::Connected || !client_->speaks12()) {
        emit message(tr("Only a player seated at a connected table of a 1.2 server can %1.").arg(what));
        return false;
    }
    return true;
}

bool NetworkSession::offerDraw() {
    if (!checkSeat(tr("offer a draw")))
        return false;
    client_->offerDraw(table_, token_);
    return true;
}

bool NetworkSession::abortGame() {
    if (!checkSeat(tr("abort the game")))
        return false;
    client_->abort(table_, token_);
    return true;
}

bool NetworkSession::rematch() {
    if (!checkSeat(tr("ask for a rematch")))
        return false;
    client_->rematch(table_, token_);
    emit message(tr("Rematch asked for: waiting for %1.").arg(opponentName()));
    return true;
}

// The server's end of a game the moves do not say: on time (the window ends it the same way), by agreement or
// aborted (the record read again says so), or by a move (already played here).
void NetworkSession::onOver(const QString &table, const QString &result, const QString &how) {
    if (table != table_)
        return;
    const int winner = sideOfPlayer(result);
    // The clocks stop where the game ended: the running one at what it shows now, a fallen flag at zero (the status
    // bar kept showing the time of the last `clock` line, "ada 0:59", beside the panel's 0:00.0).
    if (running_ >= 0)
        clockMs_[running_] = clockLeft(running_);
    if (how == QLatin1String("time") && winner >= 0)
        clockMs_[1 - winner] = 0;
    running_ = -1;
    drawOfferedBy_ = -1;
    if (how == QLatin1String("time") && winner >= 0 && !model_->isOver()) {
        applying_ = true;
        model_->loseOnTime(1 - winner);
        applying_ = false;
    } else if ((how == QLatin1String("agreed") || result == QLatin1String("aborted")) && !model_->isOver()) {
        resync();
    }
    // The winner as the window names a side ("ada (Black)"), never the protocol's word for it ("black").
    const QString who = winner < 0 ? result : labels::playerSide(seatName(winner), model_->gameId(), winner);
    emit message(result == QLatin1String("aborted") ? tr("The game was aborted: no result, no rating change.")
                 : result == QLatin1String("draw")  ? tr("The game is drawn.")
                 : how == QLatin1String("time")     ? tr("%1 wins on time.").arg(who)
                                                    : tr("%1 wins.").arg(who));
    emit stateChanged();
}

void NetworkSession::onClock(const QString &table, qint64 firstMs, qint64 secondMs, const QString &running) {
    if (table != table_)
        return;
    timed_ = true;
    clockMs_[0] = firstMs;
    clockMs_[1] = secondMs;
    running_ = running.isEmpty() ? model_->position().turn() : sideOfSeat(running);
    clockAt_.start();
    turns_->clock()->follow({firstMs, secondMs}, running_); // the players panel shows them as a game's own
    emit stateChanged();
}

qint64 NetworkSession::clockLeft(int side) const {
    if (!timed_ || side < 0 || side > 1)
        return -1;
    const qint64 left = clockMs_[side] - (side == running_ && clockAt_.isValid() ? clockAt_.elapsed() : 0);
    return std::max<qint64>(0, left);
}

} // namespace gamut
