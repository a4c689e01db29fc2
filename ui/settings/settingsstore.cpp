#include "settingsstore.h"

#include <QCoreApplication>
#include <QEvent>
#include <QSettings>
#include <QThread>

#include <atomic>
#include <memory>

namespace gamut::settingsstore {

namespace {

std::atomic<int> writeCount{0};
std::atomic<bool> allOffGuiThread{true};

// Lives on the writer thread: writes the shared cache's changes with a QSettings object of its own.
class Writer : public QObject {
public:
    void request() {
        if (!requested_.exchange(true))
            QMetaObject::invokeMethod(
                this, [this] { write(); }, Qt::QueuedConnection);
    }

private:
    void write() {
        requested_ = false; // a change after this point asks again
        if (!file_)
            file_ = std::make_unique<QSettings>();
        file_->sync();
        ++writeCount;
        if (QCoreApplication::instance() && QThread::currentThread() == QCoreApplication::instance()->thread())
            allOffGuiThread = false;
    }

    std::atomic<bool> requested_{false};
    std::unique_ptr<QSettings> file_; // made and used on the writer thread only
};

QThread *writerThread = nullptr;
Writer *writer = nullptr;

void stopWriter() { // at the application's end (qAddPostRoutine): the last requested write is done first
    if (!writerThread)
        return;
    writerThread->quit();
    writerThread->wait();
    delete writer;
    delete writerThread;
    writer = nullptr;
    writerThread = nullptr;
}

// QSettings asks itself to write the file by posting itself an UpdateRequest, once, and then never again until it
// has written it (its pendingChanges stays set). Taking that request away hands the first change to the writer; the
// later ones reach it through changed(). The GUI object's own pending flag thus stays set, so that it writes what
// is left at exit.
class HandToWriter : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() != QEvent::UpdateRequest)
            return QObject::eventFilter(watched, event);
        changed();
        return true;
    }
};

} // namespace

QSettings &settings() {
    // Destroyed after main() returns, as the QSettings it replaces was: it writes then whatever is still pending.
    static QSettings object;
    static const bool filtered = (object.installEventFilter(new HandToWriter(&object)), true);
    Q_UNUSED(filtered);
    return object;
}

void changed() {
    if (!QCoreApplication::instance()) {
        settings().sync(); // no event loop, no thread: as QSettings would
        return;
    }
    if (!writerThread) {
        writerThread = new QThread;
        writerThread->setObjectName(QStringLiteral("settings writer"));
        writer = new Writer;
        writer->moveToThread(writerThread);
        writerThread->start(QThread::LowPriority);
        qAddPostRoutine(stopWriter);
    }
    writer->request();
}

Writes writes() { return {writeCount.load(), allOffGuiThread.load()}; }

} // namespace gamut::settingsstore
