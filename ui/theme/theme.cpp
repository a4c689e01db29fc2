// Themes as data: one JSON file each. The built-in ones are compiled in (":/themes/<id>.json"); a user's own go in
// <AppDataLocation>/themes/. Every colour a painter uses is required, so that any theme renders every game; a
// file that lacks one, is not JSON or takes a built-in's id is skipped with a warning that names the file.
#include "theme.h"

#include "windowpalette.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace gamut {

namespace {

// The built-in themes, default first, with their titles for translation (the files carry the English title).
struct BuiltIn {
    const char *id;
    const char *title;
};
constexpr BuiltIn builtIns[] = {
    {"light", QT_TRANSLATE_NOOP("gamut::Theme", "Light")},
    {"dark", QT_TRANSLATE_NOOP("gamut::Theme", "Dark")},
    {"high-contrast", QT_TRANSLATE_NOOP("gamut::Theme", "High Contrast")},
    {"addtraction-classic", QT_TRANSLATE_NOOP("gamut::Theme", "AddTraction Classic")},
    {"trails-classic", QT_TRANSLATE_NOOP("gamut::Theme", "Trails Classic")},
};

// Reads the JSON into a Theme, stopping at the first problem (kept in `error`).
class Reader {
public:
    explicit Reader(const QJsonObject &object) : object_(object) {}
    QString error;

    QColor colour(const QString &key) { return colourOf(object_.value(key), key); }
    template <std::size_t N> std::array<QColor, N> colours(const QJsonValue &value, const QString &key) {
        std::array<QColor, N> result;
        const QJsonArray array = value.toArray();
        if (array.size() != qsizetype(N)) {
            fail(QStringLiteral("'%1' needs %2 colours").arg(key).arg(N));
            return result;
        }
        for (std::size_t i = 0; i < N; ++i)
            result[i] = colourOf(array.at(qsizetype(i)), key);
        return result;
    }
    template <std::size_t N> std::array<QColor, N> colours(const QString &key) {
        return colours<N>(object_.value(key), key);
    }

private:
    QColor colourOf(const QJsonValue &value, const QString &key) {
        const QColor colour = QColor::fromString(value.toString());
        if (!value.isString() || !colour.isValid())
            fail(QStringLiteral("'%1' is missing or not a colour such as \"#3daee9\"").arg(key));
        return colour;
    }
    void fail(const QString &message) {
        if (error.isEmpty())
            error = message;
    }
    QJsonObject object_;
};

QList<Theme> load() {
    QList<Theme> themes;
    auto add = [&](const QString &path, const QString &name, bool builtIn) {
        QFile file(path);
        QString error;
        std::optional<Theme> theme;
        if (!file.open(QIODevice::ReadOnly))
            error = file.errorString();
        else if (file.size() > 1 << 20)
            error = QStringLiteral("larger than 1 MB");
        else
            theme = Theme::fromJson(file.readAll(), name, &error);
        if (theme && !builtIn &&
            std::any_of(themes.cbegin(), themes.cend(), [&](const Theme &t) { return t.name == name; })) {
            theme.reset();
            error = QStringLiteral("a theme named '%1' exists already").arg(name);
        }
        if (theme)
            themes.push_back(*theme);
        else
            qWarning("Theme file %s skipped: %s", qUtf8Printable(QDir::toNativeSeparators(path)),
                     qUtf8Printable(error));
    };
    for (const BuiltIn &b : builtIns)
        add(QStringLiteral(":/themes/%1.json").arg(QLatin1String(b.id)), QLatin1String(b.id), true);
    // "System": the light or the dark board, whichever matches the desktop's palette, which the window then keeps.
    const QString followed = windowpalette::desktopIsDark() ? QStringLiteral("dark") : QStringLiteral("light");
    for (const Theme &t : std::as_const(themes))
        if (t.name == followed) {
            Theme system = t;
            system.name = QStringLiteral("system");
            themes.append(system);
            break;
        }
    const QDir user(Theme::userFolder());
    for (const QString &file : user.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name))
        add(user.filePath(file), QFileInfo(file).completeBaseName(), false);
    if (themes.isEmpty()) // the resources are compiled in; this is only a guard against a broken build
        qFatal("no theme could be loaded");
    return themes;
}

QList<Theme> &registry() {
    static QList<Theme> themes = load();
    return themes;
}

double channel(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

} // namespace

std::optional<Theme> Theme::fromJson(const QByteArray &json, const QString &name, QString *error) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = parseError.error != QJsonParseError::NoError
                     ? QStringLiteral("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset)
                     : QStringLiteral("not a JSON object");
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    Reader r(object);
    Theme t;
    t.name = name;
    t.title = object.value(QLatin1String("title")).toString();
    if (t.title.isEmpty())
        r.error = QStringLiteral("'title' is missing");
    t.background = r.colour(QStringLiteral("background"));
    t.cellLight = r.colour(QStringLiteral("cell"));
    t.checkered = r.colours<2>(QStringLiteral("checkered"));
    t.grid = r.colour(QStringLiteral("grid"));
    t.coordinates = r.colour(QStringLiteral("coordinates"));
    t.player = r.colours<2>(QStringLiteral("player"));
    t.playerOutline = r.colours<2>(QStringLiteral("playerOutline"));
    const QJsonObject sides = object.value(QLatin1String("sides")).toObject();
    for (auto it = sides.begin(); it != sides.end(); ++it)
        t.sides.insert(it.key(), r.colours<2>(it.value(), QStringLiteral("sides.") + it.key()));
    t.neutral = r.colour(QStringLiteral("neutral"));
    t.legalTarget = r.colour(QStringLiteral("legalTarget"));
    t.lastMove = r.colour(QStringLiteral("lastMove"));
    t.cursor = r.colour(QStringLiteral("cursor"));
    t.hint = r.colour(QStringLiteral("hint"));
    t.preview = r.colour(QStringLiteral("preview"));
    t.winning = r.colour(QStringLiteral("winning"));
    t.atom4 = r.colours<8>(QStringLiteral("atom4"));
    t.atom4ColourBlind = r.colours<8>(QStringLiteral("atom4ColourBlind"));
    t.colourLetters = object.value(QLatin1String("colourLetters")).toBool(false);
    if (const QJsonValue ghost = object.value(QLatin1String("ghostOpacity")); !ghost.isUndefined()) {
        t.ghostOpacity = ghost.toDouble(-1);
        if ((!ghost.isDouble() || t.ghostOpacity < 0.2 || t.ghostOpacity > 1) && r.error.isEmpty())
            r.error = QStringLiteral("'ghostOpacity' must be a number from 0.2 to 1");
    }
    if (!r.error.isEmpty()) {
        *error = r.error;
        return std::nullopt;
    }
    return t;
}

QString Theme::userFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/themes");
}

void Theme::reload() { registry() = load(); }

QStringList Theme::available() {
    QStringList names;
    for (const Theme &t : registry())
        names << t.name;
    return names;
}

Theme Theme::named(const QString &name) {
    const QList<Theme> &themes = registry();
    auto found = std::find_if(themes.cbegin(), themes.cend(), [&](const Theme &t) { return t.name == name; });
    Theme theme = found != themes.cend() ? *found : themes.constFirst();
    // Built-in titles in the user's language (translated when asked, so a language loaded later applies).
    for (const BuiltIn &b : builtIns)
        if (theme.name == QLatin1String(b.id))
            theme.title = QCoreApplication::translate("gamut::Theme", b.title);
    if (theme.name == QLatin1String("system"))
        theme.title = QCoreApplication::translate("gamut::Theme", "System");
    return theme;
}

std::array<QColor, 2> Theme::sideColours(const QString &gameId, const std::array<QColor, 2> &gameColours) const {
    return sides.value(gameId, gameColours);
}

namespace contrast {

double luminance(const QColor &colour) {
    const QColor c = colour.toRgb();
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double ratio(const QColor &a, const QColor &b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor inkOn(const QColor &ground) {
    const QColor black(0, 0, 0), white(255, 255, 255);
    return ratio(ground, black) >= ratio(ground, white) ? black : white;
}

} // namespace contrast

} // namespace gamut
