#include "autosavewriter.h"

#include "../record/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace gamut {

AutosaveWriter::AutosaveWriter(QObject *parent) : QObject(parent), thread_([this] { run(); }) {}

AutosaveWriter::~AutosaveWriter() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true; // the thread writes what is pending first
    }
    wake_.notify_all();
    thread_.join();
}

void AutosaveWriter::write(const QString &path, std::string text) {
    {
        std::lock_guard lock(mutex_);
        pending_ = Job{path, std::move(text)}; // an older text still waiting is of no use any more
    }
    wake_.notify_all();
}

bool AutosaveWriter::busy() const {
    std::lock_guard lock(mutex_);
    return writing_ || pending_;
}

void AutosaveWriter::wait() {
    {
        std::unique_lock lock(mutex_);
        idle_.wait(lock, [this] { return !writing_ && !pending_; });
    }
    // The results were posted to this object's thread; deliver them now, so that the caller sees them.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

void AutosaveWriter::run() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || pending_; });
            if (!pending_)
                return; // quit_, nothing left to write
            job = std::move(*pending_);
            pending_.reset();
            writing_ = true;
        }
        QString error;
        QDir().mkpath(QFileInfo(job.path).absolutePath());
        const bool ok = writeFileAtomically(job.path, job.text, error);
        // Queued to the writer's own thread: the signals come where the model lives, never from this thread.
        QMetaObject::invokeMethod(
            this,
            [this, ok, path = job.path, error] {
                if (ok)
                    emit written(path);
                else
                    emit failed(path, error);
            },
            Qt::QueuedConnection);
        {
            std::lock_guard lock(mutex_);
            writing_ = false;
        }
        idle_.notify_all();
    }
}

} // namespace gamut
