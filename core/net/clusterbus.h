// The cluster's bus: short notices between the gamut-server processes that share one PostgreSQL database, carried
// by PostgreSQL's LISTEN/NOTIFY (no other channel, no other port). It is how anything one process does reaches the
// clients connected to the others: table events, forwarded requests and their replies, the lobby's seeks and
// challenges.
//
// A notice is a topic and a text. publish() gives it to every other process that subscribed to its topic;
// sendTo() gives it to one process only (its own channel, so the others never see it). Notices are delivered on
// the event loop's thread, in the order they were sent by one process; a process never hears its own notices.
// Both calls return at once: the notices of one pass of the event loop go out together in one statement (one
// round trip, one transaction) on a thread of the bus's own, and reach the others a millisecond or so later.
//
// What it does not promise, and how to live with it:
// - A notice is a hint, not a store. Send it after the change it announces is committed (GameServer::publish()
//   does that for the request being handled), and let the receiver read the facts from the database: a notice
//   that is lost (a receiver's connection to PostgreSQL broke) must cost at most a delay.
// - When the listening connection is lost and comes back, notices may have been missed: onResync() handlers are
//   called then, and should read again whatever they follow.
// - A text is at most kMaxText bytes of UTF-8 (PostgreSQL's limit is 8000 bytes a notice); longer ones are
//   refused (false). Send a key and read the rest from the database, or split it.
// - Topics are words without spaces ("tables", "lobby", "seek"); "s<id>" is reserved for sendTo().
//
// For the lobby (issue 32): publish a lobby event with GameServer::publish(topic, text) inside the request that
// changed the lobby (it goes out once that request's change is committed), subscribe in GameServer::start() with
// GameServer::subscribe(topic, handler), and in the handler send the event to this process's own lobby members.
// A challenge to a player connected elsewhere: publish it (or sendTo() the server the player is connected to, if
// you keep that in the database), and let the process where the player is connected deliver it. With the SQLite
// store (one process) there is no bus: publish() does nothing and no handler is ever called.
#pragma once

#include "storedb.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

class QSocketNotifier;

namespace gamut::net {

class ClusterBus : public QObject {
    Q_OBJECT
public:
    struct Notice {
        qint64 from = 0; // the sending process's server id
        QString topic;
        QString text;
    };
    using Handler = std::function<void(const Notice &)>;
    static constexpr int kMaxText = 7600; // bytes of UTF-8

    // `location` is the PostgreSQL store; `serverId` (positive) names this process on the bus.
    ClusterBus(const StoreLocation &location, qint64 serverId, QObject *parent = nullptr);
    ~ClusterBus() override;
    ClusterBus(const ClusterBus &) = delete;
    ClusterBus &operator=(const ClusterBus &) = delete;

    // Opens the listening connection (on this thread, which must run an event loop) and the sending one (on the
    // bus's thread). False and a message when PostgreSQL cannot be reached.
    bool start(QString &error);
    void stop(); // sends what is queued, then closes both connections
    qint64 serverId() const { return serverId_; }
    // A name the bus's connections carry in PostgreSQL (application_name): "gamut-server s<id>".
    static QString applicationName(qint64 serverId);

    bool publish(const QString &topic, const QString &text);
    bool sendTo(qint64 server, const QString &topic, const QString &text);
    // The same notice as publish(), as a statement to run inside another connection's transaction (the store
    // writer's batch, storewriter.h): PostgreSQL delivers it when that transaction commits and never if it rolls
    // back, in the order of the commits of every process (one hop less than committing, then publishing, and the
    // order is the data's own). Empty when the notice does not fit (as publish() refuses it).
    std::function<bool(StoreDb &)> atCommit(const QString &topic, const QString &text);
    // One handler per topic (a second call replaces the first).
    void subscribe(const QString &topic, Handler handler);
    void onResync(std::function<void()> handler) { resync_.push_back(std::move(handler)); }

    // Waits until every notice queued so far has been handed to PostgreSQL (tests, a clean stop).
    void drain();
    qint64 sentCount() const { return sent_; }
    qint64 receivedCount() const { return received_; }
    // Tests: the listening connection's backend process in PostgreSQL (to cut it off and see the bus come back).
    int listenerBackend();

private:
    struct Outgoing {
        QString channel, payload;
    };
    static bool fits(const QString &topic, const QString &text);
    bool queue(const QString &channel, const QString &topic, const QString &text);
    void flushQueue();
    bool listen(QString &error);
    void dropListener();
    void checkListener();
    void suspectListener();
    void readPendingNotices();
    void onNotification(const QString &channel, const QString &payload);
    void senderMain();

    StoreLocation location_;
    qint64 serverId_;
    std::map<QString, Handler> handlers_;
    std::vector<std::function<void()>> resync_;
    std::unique_ptr<StoreDb> listener_;
    QSocketNotifier *listenerNotifier_ = nullptr;
    QTimer health_;
    QElapsedTimer clock_;
    static constexpr qint64 kPingTimeoutMs = 3000;
    qint64 pingOut_ = 0;                 // when the unanswered ping was sent (clock_ ms), 0: none
    qint64 heard_ = 0, heardAtWake_ = 0; // notices read (pings too), and as of the last wake-up
    int emptyWakes_ = 0;                 // wake-ups in a row that brought no notice
    bool flushScheduled_ = false, lostListener_ = false, running_ = false;
    std::vector<Outgoing> open_; // this pass's notices (event loop)
    qint64 sent_ = 0, received_ = 0;

    // The sending thread.
    std::thread sender_;
    std::mutex mutex_;
    std::condition_variable wake_, idle_;
    std::deque<std::vector<Outgoing>> handed_; // guarded
    bool sending_ = false, stopping_ = false, senderReady_ = false;
    QString senderError_;
};

} // namespace gamut::net
