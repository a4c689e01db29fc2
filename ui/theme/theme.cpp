// The two built-in themes. Colours follow KDE's Breeze palette where it has one (Breeze's blue #3daee9, red
// #da4453, green #27ae60), softened for large board areas so that pieces, not squares, catch the eye.
#include "theme.h"

#include <QCoreApplication>

namespace gamut {

namespace {

Theme lightTheme() {
    Theme t;
    t.name = QStringLiteral("light");
    t.title = QCoreApplication::translate("gamut::Theme", "Light");
    t.background = QColor(0xef, 0xf0, 0xf1);
    t.cellLight = QColor(0xfc, 0xfc, 0xfc);
    t.cellDark = QColor(0xd5, 0xdb, 0xe1);
    t.grid = QColor(0xa8, 0xb0, 0xb8);
    t.coordinates = QColor(0x5c, 0x63, 0x6a);
    t.player = {QColor(0xda, 0x44, 0x53), QColor(0x27, 0xae, 0x60)};
    t.playerOutline = {QColor(0x8e, 0x1f, 0x2b), QColor(0x17, 0x6b, 0x3b)};
    t.neutral = QColor(0x7f, 0x8c, 0x8d);
    t.legalTarget = QColor(0x3d, 0xae, 0xe9);
    t.lastMove = QColor(0xf6, 0x74, 0x00);
    t.cursor = QColor(0x29, 0x80, 0xb9);
    t.hint = QColor(0x8e, 0x44, 0xad);
    t.preview = QColor(0x27, 0xae, 0x60);
    t.winning = QColor(0xfd, 0xbc, 0x4b);
    t.atom4 = {QColor(0x23, 0x26, 0x29), QColor(0xe0, 0x3c, 0x31), QColor(0x2e, 0xb8, 0x4a), QColor(0xf4, 0xd0, 0x3f),
               QColor(0x2f, 0x6f, 0xd8), QColor(0xc4, 0x3f, 0xc9), QColor(0x2c, 0xc9, 0xd3), QColor(0xf6, 0xf6, 0xf2)};
    return t;
}

Theme darkTheme() {
    Theme t = lightTheme();
    t.name = QStringLiteral("dark");
    t.title = QCoreApplication::translate("gamut::Theme", "Dark");
    t.background = QColor(0x1b, 0x1e, 0x20);
    t.cellLight = QColor(0x41, 0x48, 0x4f);
    t.cellDark = QColor(0x31, 0x36, 0x3b);
    t.grid = QColor(0x55, 0x5d, 0x65);
    t.coordinates = QColor(0xa1, 0xa9, 0xb1);
    t.player = {QColor(0xed, 0x55, 0x63), QColor(0x3d, 0xd4, 0x7e)};
    t.playerOutline = {QColor(0xff, 0xa4, 0xad), QColor(0x9f, 0xf0, 0xc0)};
    t.neutral = QColor(0x95, 0xa5, 0xa6);
    t.legalTarget = QColor(0x3d, 0xae, 0xe9);
    t.lastMove = QColor(0xf6, 0x94, 0x2a);
    t.cursor = QColor(0x5d, 0xc5, 0xf5);
    t.hint = QColor(0xc3, 0x7d, 0xe6);
    t.preview = QColor(0x4c, 0xd9, 0x87);
    t.winning = QColor(0xfd, 0xbc, 0x4b);
    return t;
}

} // namespace

QStringList Theme::available() { return {QStringLiteral("light"), QStringLiteral("dark")}; }

Theme Theme::named(const QString &name) { return name == QLatin1String("dark") ? darkTheme() : lightTheme(); }

std::array<QColor, 2> Theme::sideColours(const QString &gameId) const {
    if (gameId == QLatin1String("loa")) // black a shade deeper on the dark theme's darker squares
        return {background.lightness() < 128 ? QColor(0x1b, 0x1d, 0x1f) : QColor(0x2a, 0x2d, 0x31),
                QColor(0xf7, 0xf7, 0xf5)};
    if (gameId == QLatin1String("atoms") || gameId == QLatin1String("trails"))
        return {QColor(0x2f, 0x7f, 0xd8), player[0]};
    return player;
}

} // namespace gamut
