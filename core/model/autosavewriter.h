// Writes the autosave file on a thread of its own, so that a slow or stalled disk never stalls the thread that
// plays (the GUI's): the model hands in the text of the game after a change and goes on at once.
//
// The newest text wins: while a write runs, texts handed in wait in one slot, each replacing the one before, and the
// last is written next; so the file never goes back to an older game than one already written. Every write is
// atomic (a crash mid-write leaves the previous file whole). wait() blocks until everything handed in is on disk and
// its result delivered; the destructor waits too, so a game handed in is never lost on a normal exit.
#pragma once

#include <QObject>
#include <QString>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace gamut {

class AutosaveWriter final : public QObject {
    Q_OBJECT
public:
    explicit AutosaveWriter(QObject *parent = nullptr);
    ~AutosaveWriter() override; // writes what is pending, then ends the thread

    // Hands in the text to write to `path` (its folder is made when missing). Returns at once.
    void write(const QString &path, std::string text);
    // Blocks until every text handed in is written, then delivers the results (written/failed) before returning.
    void wait();
    bool busy() const; // a write is pending or running

signals:
    // In the thread the writer lives in, in the order of the writes.
    void written(const QString &path);
    void failed(const QString &path, const QString &error);

private:
    struct Job {
        QString path;
        std::string text;
    };
    void run(); // the writing thread

    mutable std::mutex mutex_;
    std::condition_variable wake_; // a job or the end, for the writing thread
    std::condition_variable idle_; // the writing thread finished a job, for wait()
    std::optional<Job> pending_;
    bool writing_ = false;
    bool quit_ = false;
    std::thread thread_; // last: started once everything above exists
};

} // namespace gamut
