#include "clusterbus.h"

#include <QSocketNotifier>
#include <QSqlDriver>
#include <QSqlField>

#include <atomic>

namespace gamut::net {

namespace {

// Every process listens on the cluster's channel and on its own.
const QString kChannel = QStringLiteral("gamut");
QString ownChannel(qint64 server) { return QStringLiteral("gamut_s%1").arg(server); }

QString connectionName(const char *what) {
    static std::atomic<int> connections{0};
    return QStringLiteral("gamut-bus-%1-%2").arg(QLatin1String(what)).arg(++connections);
}

} // namespace

ClusterBus::ClusterBus(const StoreLocation &location, qint64 serverId, QObject *parent)
    : QObject(parent), location_(location), serverId_(serverId) {
    connect(&health_, &QTimer::timeout, this, &ClusterBus::checkListener);
}

ClusterBus::~ClusterBus() { stop(); }

QString ClusterBus::applicationName(qint64 serverId) { return QStringLiteral("gamut-server s%1").arg(serverId); }

bool ClusterBus::start(QString &error) {
    if (!listen(error))
        return false;
    std::unique_lock lock(mutex_);
    stopping_ = false;
    sender_ = std::thread([this] { senderMain(); });
    idle_.wait(lock, [this] { return senderReady_ || !senderError_.isEmpty(); });
    if (!senderReady_) {
        error = senderError_;
        lock.unlock();
        sender_.join();
        dropListener();
        return false;
    }
    running_ = true;
    clock_.start();
    health_.start(1000);
    return true;
}

void ClusterBus::stop() {
    running_ = false;
    health_.stop();
    if (sender_.joinable()) {
        flushQueue();
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        sender_.join();
        senderReady_ = false;
    }
    dropListener();
}

bool ClusterBus::listen(QString &error) {
    auto db = std::make_unique<StoreDb>(location_, connectionName("listen"));
    QString why;
    if (!db->open(why)) {
        error = QStringLiteral("the cluster's bus cannot connect to %1: %2").arg(location_.describe(), why);
        return false;
    }
    db->execDirect(QStringLiteral("SET application_name = '%1'").arg(applicationName(serverId_)));
    QSqlDriver *driver = db->db().driver();
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &channel, QSqlDriver::NotificationSource, const QVariant &payload) {
                onNotification(channel, payload.toString());
            });
    for (const QString &channel : {kChannel, ownChannel(serverId_)})
        if (!driver->subscribeToNotification(channel)) {
            error = QStringLiteral("the cluster's bus cannot listen on %1: %2")
                        .arg(location_.describe(), driver->lastError().text().trimmed());
            return false;
        }
    // The driver reads notices when its socket is readable. When PostgreSQL closes the connection, that socket
    // stays readable for ever: the bus looks after every wake-up whether the connection still stands, and if not
    // silences it and connects again (checkListener).
    listenerNotifier_ = driver->findChild<QSocketNotifier *>();
    if (listenerNotifier_)
        connect(listenerNotifier_, &QSocketNotifier::activated, this, [this] {
            // The driver's own handler ran first. A wake-up that brought no notice, many times over, is a socket
            // at its end (PostgreSQL closed it): asked once with a query, the driver finds out.
            if (heard_ != heardAtWake_) {
                heardAtWake_ = heard_;
                emptyWakes_ = 0;
            } else if (++emptyWakes_ >= 64) {
                emptyWakes_ = 0;
                suspectListener();
            }
            if (listener_ && !listener_->db().isOpen())
                suspectListener();
        });
    listener_ = std::move(db);
    pingOut_ = 0;
    return true;
}

// The listening connection may be gone: checked with a query, then the driver reads whatever that query's answer
// brought along (libpq keeps notices that arrive during a query aside, and the socket is not readable for them
// any more: without that call they would wait for the next one).
void ClusterBus::suspectListener() {
    if (!listener_ || lostListener_)
        return;
    if (listener_->db().isOpen() && listener_->execDirect(QStringLiteral("SELECT 1"))) {
        listener_->lastDirect().finish();
        readPendingNotices();
        return;
    }
    lostListener_ = true;
    if (listenerNotifier_)
        listenerNotifier_->setEnabled(false);
    QMetaObject::invokeMethod(this, &ClusterBus::checkListener, Qt::QueuedConnection);
}

void ClusterBus::readPendingNotices() {
    if (listener_)
        QMetaObject::invokeMethod(listener_->db().driver(), "_q_handleNotification", Qt::QueuedConnection);
}

void ClusterBus::dropListener() {
    if (!listener_)
        return;
    if (listenerNotifier_)
        listenerNotifier_->setEnabled(false);
    listenerNotifier_ = nullptr;
    listener_->db().driver()->disconnect(this);
    listener_.reset();
}

// Every second: the listening connection is alive when it hears the ping this process sent itself (through the
// sending connection) a moment ago; it runs no query of its own for that, since a notice that arrives while it
// waits for a query's answer is read off the socket with the answer and then waits (it took a second, the next
// check, in session 3). No echo for kPingTimeoutMs: it is made again, and the subscribers read what they follow
// again (notices sent while it was down are lost).
void ClusterBus::checkListener() {
    if (!running_)
        return;
    const qint64 now = clock_.elapsed();
    if (listener_ && !lostListener_ && listener_->db().isOpen()) {
        if (pingOut_ == 0 || now - pingOut_ < kPingTimeoutMs) {
            if (pingOut_ == 0) {
                pingOut_ = std::max<qint64>(now, 1);
                queue(ownChannel(serverId_), QStringLiteral("ping"), QString::number(pingOut_));
            }
            return;
        }
        // No echo: ask the connection itself once (the sending side may be what is slow).
        if (listener_->execDirect(QStringLiteral("SELECT 1"))) {
            listener_->lastDirect().finish();
            readPendingNotices();
            pingOut_ = 0;
            return;
        }
    }
    dropListener();
    QString error;
    if (!listen(error))
        return; // tried again at the next tick
    lostListener_ = false;
    pingOut_ = 0;
    for (const auto &handler : resync_)
        handler();
}

int ClusterBus::listenerBackend() {
    if (!listener_ || !listener_->execDirect(QStringLiteral("SELECT pg_backend_pid()")) ||
        !listener_->lastDirect().next())
        return 0;
    const int pid = listener_->lastDirect().value(0).toInt();
    listener_->lastDirect().finish();
    readPendingNotices();
    return pid;
}

void ClusterBus::subscribe(const QString &topic, Handler handler) { handlers_[topic] = std::move(handler); }

bool ClusterBus::publish(const QString &topic, const QString &text) {
    return queue(kChannel, topic, text) && ++sent_ > 0;
}

bool ClusterBus::sendTo(qint64 server, const QString &topic, const QString &text) {
    return queue(ownChannel(server), topic, text) && ++sent_ > 0;
}

bool ClusterBus::fits(const QString &topic, const QString &text) {
    return !topic.isEmpty() && !topic.contains(QLatin1Char(' ')) && text.toUtf8().size() <= kMaxText &&
           !text.contains(QChar(0));
}

std::function<bool(StoreDb &)> ClusterBus::atCommit(const QString &topic, const QString &text) {
    if (!fits(topic, text))
        return {};
    ++sent_;
    return [payload = QStringLiteral("%1 %2 %3").arg(serverId_).arg(topic, text)](StoreDb &db) {
        static const char *const kNotify = "SELECT pg_notify(?, ?)"; // scripted by the batch: no rows are read
        if (!db.exec(kNotify, {kChannel, payload}))
            return false;
        if (!db.scripting())
            db.query(kNotify).finish();
        return true;
    };
}

bool ClusterBus::queue(const QString &channel, const QString &topic, const QString &text) {
    if (!fits(topic, text))
        return false;
    open_.push_back({channel, QStringLiteral("%1 %2 %3").arg(serverId_).arg(topic, text)});
    if (!flushScheduled_) {
        flushScheduled_ = true;
        QMetaObject::invokeMethod(this, &ClusterBus::flushQueue, Qt::QueuedConnection);
    }
    return true;
}

void ClusterBus::flushQueue() {
    flushScheduled_ = false;
    if (open_.empty() || !sender_.joinable())
        return;
    {
        std::lock_guard lock(mutex_);
        handed_.push_back(std::move(open_));
    }
    open_.clear();
    wake_.notify_all();
}

void ClusterBus::drain() {
    flushQueue();
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return (handed_.empty() && !sending_) || !sender_.joinable(); });
}

void ClusterBus::onNotification(const QString &channel, const QString &payload) {
    if (channel != kChannel && channel != ownChannel(serverId_))
        return;
    const qsizetype space1 = payload.indexOf(QLatin1Char(' '));
    const qsizetype space2 = payload.indexOf(QLatin1Char(' '), space1 + 1);
    if (space1 <= 0 || space2 <= space1)
        return;
    Notice notice;
    bool number = false;
    notice.from = payload.left(space1).toLongLong(&number);
    if (!number)
        return;
    ++heard_;
    notice.topic = payload.mid(space1 + 1, space2 - space1 - 1);
    if (notice.from == serverId_) { // the listening connection's ping, come back: it is alive
        if (notice.topic == QLatin1String("ping"))
            pingOut_ = 0;
        return;
    }
    const auto it = handlers_.find(notice.topic);
    if (it == handlers_.end())
        return;
    notice.text = payload.mid(space2 + 1);
    ++received_;
    const Handler handler = it->second; // a handler may subscribe or unsubscribe
    handler(notice);
}

// The sending thread: each pass's notices in one text of `SELECT pg_notify(...)` statements, which PostgreSQL runs
// as one transaction (delivered together, in order). The connection does not wait for the disk at commit: a
// notice is not data.
void ClusterBus::senderMain() {
    auto open = [this](QString &why) {
        auto db = std::make_unique<StoreDb>(location_, connectionName("send"));
        if (!db->open(why) || !db->execDirect(QStringLiteral("SET synchronous_commit = off")) ||
            !db->execDirect(QStringLiteral("SET application_name = '%1'").arg(applicationName(serverId_)))) {
            if (why.isEmpty())
                why = db->lastError();
            return std::unique_ptr<StoreDb>();
        }
        return db;
    };
    QString why;
    std::unique_ptr<StoreDb> db = open(why);
    {
        std::lock_guard lock(mutex_);
        if (db)
            senderReady_ = true;
        else
            senderError_ = QStringLiteral("the cluster's bus cannot connect to %1: %2").arg(location_.describe(), why);
    }
    idle_.notify_all();
    if (!db)
        return;
    for (;;) {
        std::vector<Outgoing> batch;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return !handed_.empty() || stopping_; });
            if (handed_.empty())
                break;
            while (!handed_.empty()) {
                for (Outgoing &o : handed_.front())
                    batch.push_back(std::move(o));
                handed_.pop_front();
            }
            sending_ = true;
        }
        const auto text = [&db, &batch] {
            QString script;
            QSqlField field(QString(), QMetaType(QMetaType::QString));
            for (const Outgoing &o : batch) {
                field.setValue(o.channel);
                script += QStringLiteral("SELECT pg_notify(%1, ").arg(db->db().driver()->formatValue(field));
                field.setValue(o.payload);
                script += db->db().driver()->formatValue(field) + QStringLiteral(");");
            }
            return script;
        };
        // One try again on a new connection (PostgreSQL restarted, a connection cut): notices are hints, but a
        // lost one costs a delay, so the bus does not give up at the first broken connection. While PostgreSQL
        // cannot be reached at all, what is handed over meanwhile is dropped, a second apart.
        if (!db || !db->execDirect(text())) {
            db = open(why);
            if (db && db->execDirect(text()))
                db->lastDirect().finish();
        } else {
            db->lastDirect().finish();
        }
        {
            std::lock_guard lock(mutex_);
            sending_ = false;
        }
        idle_.notify_all();
        if (!db)
            std::this_thread::sleep_for(std::chrono::seconds(1));
    }
}

} // namespace gamut::net
