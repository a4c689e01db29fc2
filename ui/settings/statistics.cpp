#include "statistics.h"

#include "settingsstore.h"

#include "ui/text/labels.h"

#include "ui/text/seattext.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QSettings>

#include <algorithm>

namespace gamut {

namespace statistics {

namespace {

const QString kRoot = QStringLiteral("stats");

QString key(const QString &game, const QString &opponent, const char *field) {
    return QStringLiteral("%1/%2/%3/%4").arg(kRoot, game, opponent, QLatin1String(field));
}

// A count as QSettings wrote it; anything else (text, a negative number) is 0.
int readCount(const QSettings &settings, const QString &name) {
    bool ok = false;
    const int value = settings.value(name).toString().toInt(&ok);
    return ok && value >= 0 ? value : 0;
}

bool isHuman(const QString &spec) { return spec == QLatin1String("human"); }

} // namespace

QString opponentKey(const std::array<QString, 2> &seats, int *personSide) {
    const bool first = isHuman(seats[0]), second = isHuman(seats[1]);
    if (first && second) {
        if (personSide)
            *personSide = 0;
        return kHumans;
    }
    if (first == second)
        return {}; // two computers, a computer and the network, or a watched network game: nobody's result
    const int person = first ? 0 : 1;
    if (personSide)
        *personSide = person;
    // A level with a fixed time a move ("level:4/2000ms") is still that level's opponent.
    QString engine = seatchoice::split(seats[std::size_t(1 - person)]).engine;
    engine.replace(QRegularExpression(QStringLiteral("^level:")), QStringLiteral("level-"));
    engine.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9-]")), QStringLiteral("-"));
    return engine.isEmpty() ? QString() : engine;
}

bool record(const QString &game, const std::array<QString, 2> &seats, int winner) {
    int person = 0;
    const QString opponent = opponentKey(seats, &person);
    if (opponent.isEmpty() || game.isEmpty())
        return false;
    const char *field = winner < 0 ? "draws" : winner == person ? "wins" : "losses";
    QSettings &settings = settingsstore::settings();
    settings.setValue(key(game, opponent, field), readCount(settings, key(game, opponent, field)) + 1);
    settingsstore::changed();
    return true;
}

Tally tally(const QString &game, const QString &opponent) {
    const QSettings &settings = settingsstore::settings(); // a QSettings made here would write pending changes
    return {readCount(settings, key(game, opponent, "wins")), readCount(settings, key(game, opponent, "draws")),
            readCount(settings, key(game, opponent, "losses"))};
}

std::vector<QString> opponents(const QString &game) {
    QSettings &settings = settingsstore::settings();
    settings.beginGroup(kRoot + QLatin1Char('/') + game);
    const QStringList groups = settings.childGroups();
    settings.endGroup(); // before tally(), which reads full keys through the same object
    std::vector<QString> list;
    for (const QString &opponent : groups)
        if (tally(game, opponent).games() > 0)
            list.push_back(opponent);
    // Levels in order of strength, then the other engines, then two people.
    const auto rank = [](const QString &opponent) {
        if (opponent == kHumans)
            return 1000;
        if (opponent.startsWith(QLatin1String("level-")))
            return opponent.mid(6).toInt();
        return 100;
    };
    std::stable_sort(list.begin(), list.end(), [&](const QString &a, const QString &b) {
        return rank(a) != rank(b) ? rank(a) < rank(b) : a < b;
    });
    return list;
}

void reset() {
    settingsstore::settings().remove(kRoot);
    // The library keeps every game: its statistics count from here on (the games themselves stay).
    settingsstore::settings().setValue(QStringLiteral("statisticsSince"), QDateTime::currentDateTimeUtc());
    settingsstore::changed();
}

QDateTime countedSince() {
    const QDateTime since = settingsstore::settings().value(QStringLiteral("statisticsSince")).toDateTime();
    return since.isValid() ? since : QDateTime();
}

QString opponentLabel(const QString &opponent) {
    if (opponent == kHumans)
        return QCoreApplication::translate("gamut::statistics", "Two people");
    if (opponent == kNetwork)
        return QCoreApplication::translate("gamut::statistics", "Network opponent");
    if (opponent.startsWith(QLatin1String("level-"))) {
        const int level = opponent.mid(6).toInt();
        return QCoreApplication::translate("gamut::statistics", "Computer, level %1 – %2")
            .arg(level)
            .arg(labels::levelName(level));
    }
    return QCoreApplication::translate("gamut::statistics", "Computer (%1)").arg(opponent);
}

} // namespace statistics

StatisticsCounter::StatisticsCounter(GameModel *model, TurnController *turns, QObject *parent)
    : QObject(parent), model_(model), turns_(turns) {
    connect(model, &GameModel::gameOver, this, &StatisticsCounter::onGameOver);
    // Another game (new, loaded, pasted, the autosave resumed): its rounds are counted afresh.
    connect(model, &GameModel::gameChanged, this, [this] { countedRounds_.clear(); });
}

void StatisticsCounter::onGameOver() {
    if (!model_->isOver() || countedRounds_.contains(model_->round()))
        return;
    countedRounds_.insert(model_->round());
    const QString game = model_->gameId();
    const std::array<QString, 2> seats = {turns_->seatSpec(0), turns_->seatSpec(1)};
    if (statistics::record(game, seats, model_->winner()))
        emit counted(game, statistics::opponentKey(seats));
}

} // namespace gamut
