#include "appsetup.h"

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

bool installTranslations(const QString &language) {
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    // Qt's own texts (the standard buttons, the file dialog).
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    // Gamut's: compiled into the resources when there are any, else next to the program or in share/gamut.
    const QString appDir = QCoreApplication::applicationDirPath();
    for (const QString &dir : {QStringLiteral(":/translations"), appDir + QStringLiteral("/translations"),
                               appDir + QStringLiteral("/../share/gamut/translations")}) {
        auto *own = new QTranslator(QCoreApplication::instance());
        if (own->load(locale, QStringLiteral("gamut"), QStringLiteral("_"), QDir::cleanPath(dir))) {
            QCoreApplication::installTranslator(own);
            return true;
        }
        delete own;
    }
    return false;
}

} // namespace gamut
