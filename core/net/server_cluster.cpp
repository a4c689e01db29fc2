// The server's part in a cluster of gamut-server processes on one PostgreSQL database (clusterbus.h): the bus and
// what the server publishes and hears on it.
#include "server.h"

#include <QRandomGenerator>

namespace gamut::net {

bool GameServer::startCluster(const StoreLocation &location, QString &error) {
    // A number that names this process on the bus, unique among the processes on the database.
    const qint64 id = qint64(QRandomGenerator::system()->bounded(quint64(1) << 52)) + 1;
    auto bus = std::make_unique<ClusterBus>(location, id, this);
    if (!bus->start(error))
        return false;
    for (const auto &[topic, handler] : busHandlers_)
        bus->subscribe(topic, handler);
    bus_ = std::move(bus);
    return true;
}

void GameServer::stopCluster() {
    if (bus_)
        bus_->stop();
}

bool GameServer::publish(const QString &topic, const QString &text) {
    if (!bus_)
        return false;
    if (requestSeq_ != 0) { // after the request's change is committed (server_output.cpp, committed())
        if (topic.isEmpty() || topic.contains(QLatin1Char(' ')) || text.toUtf8().size() > ClusterBus::kMaxText)
            return false;
        pending_[requestSeq_].notices.emplace_back(topic, text);
        return true;
    }
    return bus_->publish(topic, text);
}

void GameServer::subscribe(const QString &topic, ClusterBus::Handler handler) {
    busHandlers_[topic] = handler;
    if (bus_)
        bus_->subscribe(topic, std::move(handler));
}

} // namespace gamut::net
