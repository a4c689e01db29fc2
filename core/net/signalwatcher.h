// Turns SIGTERM and SIGINT into a Qt signal with the self-pipe trick: the handler only writes a byte to a pipe
// (async-signal-safe), a QSocketNotifier on the other end wakes the event loop, which then shuts down cleanly.
#pragma once

#include <QObject>

class QSocketNotifier;

namespace gamut::net {

class SignalWatcher : public QObject {
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr); // installs the handlers; one watcher per process
    ~SignalWatcher() override;
    bool ok() const { return notifier_ != nullptr; }

signals:
    void terminate(int signalNumber);

private:
    QSocketNotifier *notifier_ = nullptr;
};

} // namespace gamut::net
