// What main() does before the window: the application's names (stable QSettings and autosave paths) and the
// language (--lang, else the system's), kept out of main() so that the tests set up the same way.
#pragma once

#include <QString>

namespace gamut {

inline constexpr const char *kVersion = "0.1.0"; // the project's version (CMakeLists.txt)

void setApplicationIdentity(); // organisation "Gamut", application "gamut", the version
// Installs the translations of `language` ("de"; empty = the system's): Gamut's own and Qt's. False when Gamut has
// none for it (the window then stays in English).
bool installTranslations(const QString &language);

} // namespace gamut
