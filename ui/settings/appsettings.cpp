#include "appsettings.h"

#include "core/registry.h"
#include "settingsstore.h"
#include "ui/theme/theme.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSettings>
#include <QVariant>

namespace gamut {

namespace {

// The program's one settings object (settingsstore.h): changes are kept in memory on the GUI thread and written to
// disk on a thread of its own; every write below ends with settingsstore::changed().
QSettings &store() { return settingsstore::settings(); }

const QString kPlayers = QStringLiteral("players/%1/%2");
const QString kVariant = QStringLiteral("game/%1/variant");
const QString kClock = QStringLiteral("game/%1/clock");
const QString kLast = QStringLiteral("game/last");
const QString kAutosave = QStringLiteral("game/autosave");
const QString kRecent = QStringLiteral("recent/files");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kNames = QStringLiteral("names/%1/%2");
const QString kHints = QStringLiteral("play/hintsVsComputer");
const QString kUndo = QStringLiteral("play/undoVsComputer");
const QString kDelay = QStringLiteral("play/computerDelay");
const QString kFullScreen = QStringLiteral("view/fullScreen");
const QString kAskAbandon = QStringLiteral("game/askBeforeAbandon");
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

QString sideKey(const QString &game, int side, const QString &pattern = kPlayers) {
    const GameEntry *entry = findGame(game.toStdString());
    if (!entry || side < 0 || side > 1)
        return {};
    return pattern.arg(game, QString::fromUtf8(entry->info->players[std::size_t(side)]));
}

} // namespace

SettingsNotifier *AppSettings::notifier() {
    // Parented to the application so it goes with it; a test without an application still gets one.
    static QPointer<SettingsNotifier> instance;
    if (!instance)
        instance = new SettingsNotifier;
    if (QCoreApplication::instance() && !instance->parent())
        instance->setParent(QCoreApplication::instance());
    return instance;
}

void AppSettings::write(const QString &key, const QVariant &value) {
    QSettings &settings = store();
    if (settings.value(key) == value)
        return;
    settings.setValue(key, value);
    settingsstore::changed();
    emit notifier()->changed(key);
}

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
    const QSettings &settings = store();
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
    options.colourLetters = readBool(settings, QStringLiteral("view/colourLetters"), options.colourLetters);
    const QString animation = settings.value(QStringLiteral("view/animation")).toString();
    for (AnimationSpeed speed : {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal})
        if (animation == animationName(speed))
            options.animation = speed;
    return options;
}

void AppSettings::setBoardOptions(const BoardOptions &options) {
    BoardOptions before = boardOptions();
    QSettings &settings = store();
    settings.setValue(QStringLiteral("view/theme"), options.theme);
    settings.setValue(QStringLiteral("view/coordinates"), options.coordinates);
    settings.setValue(QStringLiteral("view/legalMoves"), options.legalMoves);
    settings.setValue(QStringLiteral("view/lastMove"), options.lastMove);
    settings.setValue(QStringLiteral("view/preview"), options.preview);
    settings.setValue(QStringLiteral("view/animation"), animationName(options.animation));
    settings.setValue(QStringLiteral("view/colourLetters"), options.colourLetters);
    settingsstore::changed();
    before.flipped = options.flipped; // per session, never stored: not a change of the settings
    if (before != options) {
        emit notifier()->boardOptionsChanged();
        emit notifier()->changed(QStringLiteral("view"));
    }
}

QString AppSettings::seat(const QString &game, int side) {
    const QString fallback = GameSetup().seats[std::size_t(side == 1)];
    const QString key = sideKey(game, side);
    if (key.isEmpty())
        return fallback;
    const QString spec = store().value(key).toString();
    return !spec.isEmpty() && isValidSeat(game, spec) ? spec : fallback;
}

void AppSettings::setSeat(const QString &game, int side, const QString &spec) {
    const QString key = sideKey(game, side);
    if (key.isEmpty() || store().value(key).toString() == spec)
        return;
    store().setValue(key, spec);
    settingsstore::changed();
    emit notifier()->seatChanged(game, side);
    emit notifier()->changed(key);
}

QString AppSettings::variant(const QString &game) {
    const QString variant = store().value(kVariant.arg(game)).toString();
    return !variant.isEmpty() && isValidVariant(game, variant) ? variant : QString();
}

void AppSettings::setVariant(const QString &game, const QString &variant) { write(kVariant.arg(game), variant); }

QString AppSettings::timeControl(const QString &game) {
    const QString control = store().value(kClock.arg(game)).toString();
    return !control.isEmpty() && isValidTimeControl(control) ? control : QStringLiteral("none");
}

void AppSettings::setTimeControl(const QString &game, const QString &control) { write(kClock.arg(game), control); }

GameSetup AppSettings::setup(const QString &game) {
    GameSetup setup;
    setup.game = findGame(game.toStdString()) ? game : defaultGameId();
    setup.variant = variant(setup.game);
    setup.timeControl = timeControl(setup.game);
    for (int side = 0; side < 2; ++side)
        setup.seats[std::size_t(side)] = seat(setup.game, side);
    return setup;
}

void AppSettings::rememberSetup(const GameSetup &setup) {
    setVariant(setup.game, setup.variant);
    setTimeControl(setup.game, setup.timeControl);
    for (int side = 0; side < 2; ++side)
        setSeat(setup.game, side, setup.seats[std::size_t(side)]);
    setLastGame(setup.game);
}

QString AppSettings::lastGame() {
    const QString game = store().value(kLast).toString();
    return findGame(game.toStdString()) ? game : defaultGameId();
}

bool AppSettings::hasLastGame() { return store().contains(kLast); }

void AppSettings::setLastGame(const QString &game) {
    store().setValue(kLast, game);
    settingsstore::changed();
}

QByteArray AppSettings::windowGeometry() { return store().value(kGeometry).toByteArray(); }
QByteArray AppSettings::windowState() { return store().value(kState).toByteArray(); }

void AppSettings::setWindow(const QByteArray &geometry, const QByteArray &state) {
    QSettings &settings = store();
    settings.setValue(kGeometry, geometry);
    settings.setValue(kState, state);
    settingsstore::changed();
}

QStringList AppSettings::recentFiles() {
    QStringList files = store().value(kRecent).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecent);
}

void AppSettings::addRecentFile(const QString &path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    store().setValue(kRecent, files.mid(0, kMaxRecent));
    settingsstore::changed();
}

void AppSettings::clearRecentFiles() {
    store().remove(kRecent);
    settingsstore::changed();
}

bool AppSettings::autosave() { return readBool(store(), kAutosave, true); }
void AppSettings::setAutosave(bool on) { write(kAutosave, on); }

QString AppSettings::playerName(const QString &game, int side) {
    const QString key = sideKey(game, side, kNames);
    if (key.isEmpty())
        return {};
    // A name is one line of ordinary text: anything else (a list, control characters) is not a name.
    const QVariant value = store().value(key);
    const QString name = value.typeId() == QMetaType::QString ? value.toString() : QString();
    for (const QChar c : name)
        if (!c.isPrint())
            return {};
    return name.simplified().left(40);
}

void AppSettings::setPlayerName(const QString &game, int side, const QString &name) {
    if (const QString key = sideKey(game, side, kNames); !key.isEmpty())
        write(key, name.simplified().left(40));
}

bool AppSettings::hintsAgainstComputer() { return readBool(store(), kHints, true); }
void AppSettings::setHintsAgainstComputer(bool on) { write(kHints, on); }
bool AppSettings::coach() { return readBool(store(), QStringLiteral("play/coach"), false); }
void AppSettings::setCoach(bool on) { write(QStringLiteral("play/coach"), on); }
bool AppSettings::undoAgainstComputer() { return readBool(store(), kUndo, true); }
void AppSettings::setUndoAgainstComputer(bool on) { write(kUndo, on); }

double AppSettings::computerDelay() {
    bool ok = false;
    const double seconds = store().value(kDelay).toString().toDouble(&ok);
    return ok && seconds >= 0 && seconds <= kMaxComputerDelay ? seconds : kDefaultComputerDelay;
}

void AppSettings::setComputerDelay(double seconds) {
    write(kDelay, QString::number(qBound(0.0, seconds, kMaxComputerDelay)));
}

bool AppSettings::startFullScreen() { return readBool(store(), kFullScreen, false); }
void AppSettings::setStartFullScreen(bool on) { write(kFullScreen, on); }
bool AppSettings::askBeforeAbandon() { return readBool(store(), kAskAbandon, true); }
void AppSettings::setAskBeforeAbandon(bool on) { write(kAskAbandon, on); }

} // namespace gamut
