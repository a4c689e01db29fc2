#include "appsetup.h"

#include "core/registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gamut {

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("Gamut"));
    QCoreApplication::setApplicationName(QStringLiteral("gamut"));
    QCoreApplication::setApplicationVersion(QLatin1String(kVersion));
}

namespace {

// Installs the translation `name`_<locale>.qm from `dir`, if there is one.
bool installTranslator(const QLocale &locale, const QString &name, const QString &dir) {
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, name, QStringLiteral("_"), dir)) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

// English's plural forms ("1 move", "3 moves" for the sources' "%n move(s)"): translations/plurals/gamut_en.ts.
void installEnglishPlurals() {
    // Installed first, so that it is asked last: a language's own file, installed after it, answers first.
    auto *plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(QStringLiteral(":/translations/plurals/gamut_en.qm")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
}

} // namespace

bool installTranslations(const QString &language) {
    installEnglishPlurals();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    // Qt's own texts (the standard buttons, the file dialog).
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    // Gamut's: compiled into the resources when there are any, else next to the program or in share/gamut. The
    // shared words (gamut_<lang>.qm), then each game's own (gamut_<id>_<lang>.qm, from its folder) from the same place;
    // a game without them stays in English.
    const QString appDir = QCoreApplication::applicationDirPath();
    for (const QString &dir : {QStringLiteral(":/translations"), appDir + QStringLiteral("/translations"),
                               appDir + QStringLiteral("/../share/gamut/translations")}) {
        if (!installTranslator(locale, QStringLiteral("gamut"), QDir::cleanPath(dir)))
            continue;
        for (const GameEntry &game : allGames())
            installTranslator(locale, QStringLiteral("gamut_") + QString::fromUtf8(game.info->id),
                              QDir::cleanPath(dir));
        return true;
    }
    return false;
}

} // namespace gamut
