#include "appsettings.h"

#include "core/registry.h"
#include "ui/theme/theme.h"

#include <QSettings>
#include <QVariant>

namespace gamut {

namespace {

const QString kPlayers = QStringLiteral("players/%1/%2");
const QString kVariant = QStringLiteral("game/%1/variant");
const QString kLast = QStringLiteral("game/last");
const QString kAutosave = QStringLiteral("game/autosave");
const QString kRecent = QStringLiteral("recent/files");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");

// A boolean that only accepts what QSettings itself writes ("true"/"false"), so "maybe" falls back.
bool readBool(const QSettings &settings, const QString &key, bool fallback) {
    const QVariant value = settings.value(key);
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return fallback;
}

QString sideKey(const QString &game, int side) {
    const GameEntry *entry = findGame(game.toStdString());
    if (!entry || side < 0 || side > 1)
        return {};
    return kPlayers.arg(game, QString::fromUtf8(entry->info->players[std::size_t(side)]));
}

} // namespace

QString AppSettings::animationName(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Off:
        return QStringLiteral("off");
    case AnimationSpeed::Fast:
        return QStringLiteral("fast");
    case AnimationSpeed::Normal:
        break;
    }
    return QStringLiteral("normal");
}

BoardOptions AppSettings::boardOptions() {
    const QSettings settings;
    BoardOptions options;
    const QString theme = settings.value(QStringLiteral("view/theme")).toString();
    if (Theme::available().contains(theme))
        options.theme = theme;
    else if (!Theme::available().isEmpty())
        options.theme = Theme::available().constFirst();
    options.coordinates = readBool(settings, QStringLiteral("view/coordinates"), options.coordinates);
    options.legalMoves = readBool(settings, QStringLiteral("view/legalMoves"), options.legalMoves);
    options.lastMove = readBool(settings, QStringLiteral("view/lastMove"), options.lastMove);
    options.preview = readBool(settings, QStringLiteral("view/preview"), options.preview);
    const QString animation = settings.value(QStringLiteral("view/animation")).toString();
    for (AnimationSpeed speed : {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal})
        if (animation == animationName(speed))
            options.animation = speed;
    return options;
}

void AppSettings::setBoardOptions(const BoardOptions &options) {
    QSettings settings;
    settings.setValue(QStringLiteral("view/theme"), options.theme);
    settings.setValue(QStringLiteral("view/coordinates"), options.coordinates);
    settings.setValue(QStringLiteral("view/legalMoves"), options.legalMoves);
    settings.setValue(QStringLiteral("view/lastMove"), options.lastMove);
    settings.setValue(QStringLiteral("view/preview"), options.preview);
    settings.setValue(QStringLiteral("view/animation"), animationName(options.animation));
}

QString AppSettings::seat(const QString &game, int side) {
    const QString fallback = GameSetup().seats[std::size_t(side == 1)];
    const QString key = sideKey(game, side);
    if (key.isEmpty())
        return fallback;
    const QString spec = QSettings().value(key).toString();
    return !spec.isEmpty() && isValidSeat(game, spec) ? spec : fallback;
}

void AppSettings::setSeat(const QString &game, int side, const QString &spec) {
    if (const QString key = sideKey(game, side); !key.isEmpty())
        QSettings().setValue(key, spec);
}

QString AppSettings::variant(const QString &game) {
    const QString variant = QSettings().value(kVariant.arg(game)).toString();
    return !variant.isEmpty() && isValidVariant(game, variant) ? variant : QString();
}

void AppSettings::setVariant(const QString &game, const QString &variant) {
    QSettings().setValue(kVariant.arg(game), variant);
}

GameSetup AppSettings::setup(const QString &game) {
    GameSetup setup;
    setup.game = findGame(game.toStdString()) ? game : defaultGameId();
    setup.variant = variant(setup.game);
    for (int side = 0; side < 2; ++side)
        setup.seats[std::size_t(side)] = seat(setup.game, side);
    return setup;
}

void AppSettings::rememberSetup(const GameSetup &setup) {
    setVariant(setup.game, setup.variant);
    for (int side = 0; side < 2; ++side)
        setSeat(setup.game, side, setup.seats[std::size_t(side)]);
    setLastGame(setup.game);
}

QString AppSettings::lastGame() {
    const QString game = QSettings().value(kLast).toString();
    return findGame(game.toStdString()) ? game : defaultGameId();
}

void AppSettings::setLastGame(const QString &game) { QSettings().setValue(kLast, game); }

QByteArray AppSettings::windowGeometry() { return QSettings().value(kGeometry).toByteArray(); }
QByteArray AppSettings::windowState() { return QSettings().value(kState).toByteArray(); }

void AppSettings::setWindow(const QByteArray &geometry, const QByteArray &state) {
    QSettings settings;
    settings.setValue(kGeometry, geometry);
    settings.setValue(kState, state);
}

QStringList AppSettings::recentFiles() {
    QStringList files = QSettings().value(kRecent).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecent);
}

void AppSettings::addRecentFile(const QString &path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    QSettings().setValue(kRecent, files.mid(0, kMaxRecent));
}

void AppSettings::clearRecentFiles() { QSettings().remove(kRecent); }

bool AppSettings::autosave() { return readBool(QSettings(), kAutosave, true); }
void AppSettings::setAutosave(bool on) { QSettings().setValue(kAutosave, on); }

} // namespace gamut
