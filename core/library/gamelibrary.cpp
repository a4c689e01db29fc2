#include "gamelibrary.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QStandardPaths>
#include <QThread>

namespace gamut {

// The worker: owns the store, on the library's thread.
class GameLibrary::Worker : public QObject {
public:
    explicit Worker(const QString &path) : store(path) {}
    LibraryStore store;
};

QString GameLibrary::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/library.sqlite");
}

GameLibrary::GameLibrary(const QString &path, QObject *parent)
    : QObject(parent), path_(path.isEmpty() ? defaultPath() : path), thread_(new QThread(this)),
      worker_(new Worker(path_)) {
    qRegisterMetaType<std::vector<gamut::LibraryGame>>();
    qRegisterMetaType<gamut::LibraryStore::Opened>();
    thread_->setObjectName(QStringLiteral("gamut library"));
    worker_->moveToThread(thread_);
    thread_->start(QThread::LowPriority);
    QMetaObject::invokeMethod(worker_, [this] {
        const LibraryStore::Opened how = worker_->store.open();
        const QString message = worker_->store.error();
        state_ = worker_->store.isOpen() ? kOpen : kClosed;
        QMetaObject::invokeMethod(this, [this, how, message] {
            if (!isKeeping())
                emit problem(message);
            emit opened(how, message);
        });
    });
}

GameLibrary::~GameLibrary() {
    flush();
    // The store's connection is the thread's: it is closed there.
    QMetaObject::invokeMethod(
        worker_, [worker = worker_] { delete worker; }, Qt::BlockingQueuedConnection);
    thread_->quit();
    thread_->wait();
}

void GameLibrary::keep(const QString &uid, const QString &text) {
    QMutexLocker lock(&pendingLock_);
    pending_.insert(uid, text);
    if (drainPosted_)
        return;
    drainPosted_ = true;
    QMetaObject::invokeMethod(worker_, [this] { drain(); });
}

void GameLibrary::drain() {
    QHash<QString, QString> texts;
    {
        QMutexLocker lock(&pendingLock_);
        texts.swap(pending_);
        drainPosted_ = false;
    }
    if (texts.isEmpty())
        return;
    std::vector<std::pair<QString, QString>> games;
    for (auto it = texts.cbegin(); it != texts.cend(); ++it)
        games.emplace_back(it.key(), it.value());
    LibraryStore &store = worker_->store;
    store.keep(games);
    const QString error = store.error();
    QMetaObject::invokeMethod(this, [this, error, open = store.isOpen()] {
        if (open && !error.isEmpty())
            emit problem(error);
        emit changed();
    });
}

void GameLibrary::list() {
    QMetaObject::invokeMethod(worker_, [this] {
        drain(); // what was handed in is in the list
        std::vector<LibraryGame> games = worker_->store.list();
        QMetaObject::invokeMethod(this, [this, games = std::move(games)] { emit listed(games); });
    });
}

void GameLibrary::fetch(qint64 id) {
    QMetaObject::invokeMethod(worker_, [this, id] {
        drain();
        const QString text = worker_->store.text(id);
        QMetaObject::invokeMethod(this, [this, id, text] { emit fetched(id, text); });
    });
}

void GameLibrary::remove(const std::vector<qint64> &ids) {
    QMetaObject::invokeMethod(worker_, [this, ids] {
        drain();
        auto gone = worker_->store.remove(ids);
        const int count = int(gone.size());
        if (count > 0)
            removedStack_.push_back(std::move(gone));
        QMetaObject::invokeMethod(this, [this, count] {
            emit removed(count);
            emit changed();
        });
    });
}

void GameLibrary::restoreRemoved() {
    QMetaObject::invokeMethod(worker_, [this] {
        if (removedStack_.empty())
            return;
        const bool ok = worker_->store.restore(removedStack_.back());
        removedStack_.pop_back();
        const QString error = worker_->store.error();
        QMetaObject::invokeMethod(this, [this, ok, error] {
            if (!ok)
                emit problem(error);
            emit changed();
        });
    });
}

void GameLibrary::importFolder(const QString &folder) {
    QMetaObject::invokeMethod(worker_, [this, folder] {
        drain();
        std::vector<std::pair<QString, QString>> games;
        QStringList problems;
        int skipped = 0;
        QDirIterator files(folder, {QStringLiteral("*.gamut")}, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly) || file.size() > qint64(kMaxRecordBytes)) {
                problems << QStringLiteral("%1: cannot read").arg(path);
                ++skipped;
                continue;
            }
            const QByteArray bytes = file.readAll();
            QString why;
            const std::string name = QDir::toNativeSeparators(path).toStdString();
            auto summary = summarizeRecord(std::string_view(bytes.constData(), std::size_t(bytes.size())), why, name);
            if (!summary) {
                problems << why;
                ++skipped;
                continue;
            }
            // A game that carries its id is the same game wherever it comes from; one without, the file's own.
            RecordError error;
            auto parsed =
                parseRecords(std::string_view(bytes.constData(), std::size_t(bytes.size())), path.toStdString(), error);
            QString uid = parsed && !parsed->empty() ? QString::fromStdString(parsed->back().tag("GameId")) : QString();
            if (uid.isEmpty())
                uid = QStringLiteral("file:") + QFileInfo(path).canonicalFilePath();
            games.emplace_back(uid, QString::fromUtf8(bytes));
        }
        const auto ids = worker_->store.keep(games);
        int kept = 0;
        for (qint64 id : ids)
            kept += id > 0;
        skipped += int(games.size()) - kept;
        QMetaObject::invokeMethod(this, [this, kept, skipped, problems] {
            emit imported(kept, skipped, problems);
            emit changed();
        });
    });
}

void GameLibrary::waitUntilOpen() {
    if (state_ == kOpening)
        flush(); // the open is the first thing the thread does
}

void GameLibrary::flush() {
    if (!thread_->isRunning())
        return;
    // Everything posted before this runs first; then this one drains what is still pending.
    QMetaObject::invokeMethod(
        worker_, [this] { drain(); }, Qt::BlockingQueuedConnection);
}

} // namespace gamut
