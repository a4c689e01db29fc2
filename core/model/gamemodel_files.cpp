// The game model's files: save and load (.gamut, atomic writes), copy and paste, autosave and resume.
#include "gamemodel.h"

#include "autosavewriter.h"

#include "../record/atomicfile.h"
#include "../record/clockcomment.h"
#include "../record/resignation.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gamut {

namespace {

// A name next to `path` that does not exist yet: autosave.gamut.unreadable-20261121-093000[-N].
QString asideName(const QString &path) {
    const QString base = path + QStringLiteral(".unreadable-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = base;
    for (int n = 2; QFileInfo::exists(name) || QFileInfo(name).isSymLink(); ++n)
        name = base + QLatin1Char('-') + QString::number(n);
    return name;
}

} // namespace

std::string GameModel::recordText() const {
    std::vector<const ReplayedGame *> games;
    for (const ReplayedGame &game : rounds_)
        games.push_back(&game);
    const ReplayedGame current = currentGame();
    games.push_back(&current);
    return writeRecords(games);
}

QString GameModel::copyText() const { return QString::fromStdString(recordText()); }

// Takes over loaded games: the last one becomes the current game; for a game played in rounds, the earlier games
// of that same game become the match's earlier rounds. Only called with games that replayed without an error.
void GameModel::adopt(std::vector<ReplayedGame> games, const QString &path) {
    ReplayedGame last = std::move(games.back());
    games.pop_back();
    std::vector<ReplayedGame> earlier;
    if (last.start->info().playedInRounds) {
        for (ReplayedGame &game : games)
            if (game.start->info().id == last.start->info().id)
                earlier.push_back(std::move(game));
    }
    for (ReplayedGame &game : earlier)
        game.record.moves.clear(); // the moves live in game.moves from now on
    last.record.moves.clear();
    rounds_ = std::move(earlier);
    startGame(std::move(last.start), last.record);
    if (record_.tag(kGameIdTag).empty()) // a game from elsewhere gets its identity here
        record_.setTag(kGameIdTag, newGameId());
    readTree(last);
    clearResigned(record_);        // it rides on the node of the line given up (currentGame() writes it back) ...
    setLostOnTime(record_, false); // ... as a loss on time does
    filePath_ = path;
    finishChange(kGame | kPosition);
}

bool GameModel::save(const QString &path) {
    QString error;
    if (!writeFileAtomically(path, recordText(), error))
        return refuse(tr("%1: cannot save: %2").arg(path, error));
    filePath_ = path;
    savedRevision_ = revision_;
    return true;
}

bool GameModel::load(const QString &path) {
    RecordError error;
    auto games = loadRecordFile(path.toStdString(), error);
    if (!games)
        return refuse(QString::fromStdString(error.text()));
    adopt(std::move(*games), path);
    savedRevision_ = revision_;
    return true;
}

bool GameModel::pasteText(const QString &text) {
    RecordError error;
    const QByteArray bytes = text.toUtf8();
    auto games = loadRecordText(std::string_view(bytes.constData(), std::size_t(bytes.size())), "clipboard", error);
    if (!games)
        return refuse(QString::fromStdString(error.text()));
    adopt(std::move(*games), QString());
    return true;
}

QString GameModel::defaultAutosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.gamut");
}

void GameModel::autosave() {
    autosaveTimer_.stop(); // whatever was scheduled is in this write
    if (autosavePath_.isEmpty())
        return;
    ++autosaveWrites_;
    writer_->write(autosavePath_, recordText());
}

void GameModel::autosaveFailed(const QString &path, const QString &error) {
    if (!autosaveFailed_) // say it once, not after every move
        emit notice(tr("The game could not be autosaved to %1: %2").arg(path, error));
    autosaveFailed_ = true;
}

void GameModel::flushAutosave() {
    if (autosaveTimer_.isActive())
        autosave();
    writer_->wait();
}

void GameModel::stopAutosave() {
    flushAutosave();
    autosavePath_.clear();
}

GameModel::Resume GameModel::startAutosave(const QString &path) {
    flushAutosave();       // the game so far goes where it was going
    autosavePath_.clear(); // nothing is written while resuming
    const QString target = path.isEmpty() ? defaultAutosavePath() : path;
    Resume result = Resume::Fresh;
    const QFileInfo info(target);
    if (info.exists() || info.isSymLink()) {
        RecordError error;
        auto games = loadRecordFile(target.toStdString(), error);
        if (games) {
            adopt(std::move(*games), QString());
            result = Resume::Resumed;
        } else {
            const QString aside = asideName(target);
            if (!QFile::rename(target, aside)) {
                // Never overwrite what we could not read: autosave stays off.
                emit notice(tr("The autosaved game %1 could not be read (%2) nor moved aside; autosave is off.")
                                .arg(target, QString::fromStdString(error.text())));
                return Resume::Unreadable;
            }
            emit notice(tr("The autosaved game could not be read (%1). It was kept as %2; a new game starts.")
                            .arg(QString::fromStdString(error.text()), aside));
            result = Resume::MovedAside;
        }
    }
    autosavePath_ = target;
    autosaveFailed_ = false;
    autosave(); // from now on the current game lives there
    // Waited for, once: the game is there when this returns, and a place that cannot be written is reported now.
    // Only this first write: it comes before any play, where reading the game back waited for the disk anyway.
    writer_->wait();
    return result;
}

} // namespace gamut
