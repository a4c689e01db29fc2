// Themes as data: every built-in file loads, every theme draws every game without a warning and with two sides
// that look different, a damaged user file is skipped with a message, the high-contrast theme meets WCAG AA, and
// Atom-4's colour-blind palette stays distinct under simulated deuteranopia and protanopia.
// With GAMUT_THEME_SHOTS=DIR every board is saved as DIR/<theme>-<game>.png (to look at them).
#include "boardtesthelpers.h"
#include "ui/board/cellitem.h"
#include "ui/gameui/gameui.h"
#include "ui/theme/theme.h"
#include "ui/theme/windowpalette.h"

#include <QApplication>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QStandardPaths>

#include <cmath>

using namespace gamut;
using namespace gamut::test;

namespace {

const QStringList builtIns = {QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("high-contrast"),
                              QStringLiteral("addtraction-classic"), QStringLiteral("trails-classic")};

// Every warning while a test runs; a test that expects none checks it is empty.
QStringList warnings;
void collect(QtMsgType type, const QMessageLogContext &, const QString &message) {
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)
        warnings << message;
    else if (type == QtInfoMsg)
        fprintf(stderr, "%s\n", qPrintable(message));
}

void playSome(GameModel &model, int plies) {
    for (int i = 0; i < plies && !model.isOver(); ++i) {
        const std::vector<std::string> legal = model.position().legalMoveTexts();
        model.requestMove(QString::fromStdString(legal[std::size_t(i * 7 + 3) % legal.size()]));
    }
}

double rgbDistance(const QColor &a, const QColor &b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

double hueDistance(const QColor &a, const QColor &b) {
    const int d = std::abs(a.hslHue() - b.hslHue());
    return std::min(d, 360 - d);
}

// The mean colour of a square of `half` pixels either side of `centre`.
QColor meanAround(const QImage &image, QPoint centre, int half) {
    double r = 0, g = 0, b = 0;
    int n = 0;
    for (int y = centre.y() - half; y <= centre.y() + half; ++y)
        for (int x = centre.x() - half; x <= centre.x() + half; ++x) {
            const QColor c = image.pixelColor(x, y);
            r += c.red(), g += c.green(), b += c.blue(), ++n;
        }
    return QColor(int(r / n), int(g / n), int(b / n));
}

QColor blend(const QColor &top, qreal alpha, const QColor &under) {
    return QColor::fromRgbF(float(top.redF() * alpha + under.redF() * (1 - alpha)),
                            float(top.greenF() * alpha + under.greenF() * (1 - alpha)),
                            float(top.blueF() * alpha + under.blueF() * (1 - alpha)));
}

// --- Colour vision deficiency: Machado, Oliveira and Fernandes 2009, severity 1.0, on linear sRGB; distances as
// CIE76 delta E in CIELAB (D65), where about 2.3 is a just noticeable difference and 20 is plainly different. ------

using Vec = std::array<double, 3>;
using Matrix = std::array<Vec, 3>;
constexpr Matrix protanopia = {
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix deuteranopia = {
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};

double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

Vec linearRgb(const QColor &c) { return {linear(c.redF()), linear(c.greenF()), linear(c.blueF())}; }

Vec simulate(const Matrix *m, const Vec &v) {
    if (!m)
        return v;
    Vec out{};
    for (std::size_t i = 0; i < 3; ++i)
        out[i] = std::clamp((*m)[i][0] * v[0] + (*m)[i][1] * v[1] + (*m)[i][2] * v[2], 0.0, 1.0);
    return out;
}

Vec lab(const Vec &rgb) {
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : t * 24389.0 / 27 / 116 + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

// The smallest delta E between two of the eight colours as someone with the deficiency sees them, and the pair.
std::pair<double, QString> closestPair(const std::array<QColor, 8> &palette, const Matrix *deficiency) {
    static const char names[] = "krgybmcw";
    std::pair<double, QString> best{1e9, QString()};
    for (std::size_t i = 0; i < 8; ++i)
        for (std::size_t j = i + 1; j < 8; ++j) {
            const Vec a = lab(simulate(deficiency, linearRgb(palette[i])));
            const Vec b = lab(simulate(deficiency, linearRgb(palette[j])));
            const double d = std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
            if (d < best.first)
                best = {d, QString(QLatin1Char(names[i])) + u'-' + QLatin1Char(names[j])};
        }
    return best;
}

} // namespace

class TestTheme : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { warnings.clear(); }
    void everyThemeLoads();
    void rendersEveryGame_data();
    void rendersEveryGame();
    void damagedUserThemeIsSkipped();
    void highContrastMeetsWcagAA();
    void colourBlindPaletteStaysDistinct();
    void lettersUseTheColourBlindPalette();
    void marksStandOutOnEveryCell();
    void ghostStandsOutOnScreen();
    void systemFollowsTheDesktopAndDarkDarkensTheWindow();
};

void TestTheme::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // the user's themes folder under ~/.qttest, never the real one
    QDir(Theme::userFolder()).removeRecursively();
    Theme::reload();
    qInstallMessageHandler(collect);
}

void TestTheme::everyThemeLoads() {
    const QStringList available = Theme::available();
    QCOMPARE(available.value(0), QStringLiteral("light")); // the default first
    for (const QString &name : builtIns) {
        QVERIFY2(available.contains(name), qPrintable(name));
        QFile file(QStringLiteral(":/themes/%1.json").arg(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<Theme> theme = Theme::fromJson(file.readAll(), name, &error);
        QVERIFY2(theme, qPrintable(name + QStringLiteral(": ") + error));
        QCOMPARE(Theme::named(name).name, name);
        QVERIFY(!Theme::named(name).title.isEmpty());
    }
    QCOMPARE(Theme::named(QStringLiteral("no such theme")).name, QStringLiteral("light"));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
}

void TestTheme::rendersEveryGame_data() {
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("game");
    for (const QString &theme : builtIns)
        for (const QString &game : gameIds())
            QTest::newRow(qPrintable(theme + u'/' + game)) << theme << game;
}

void TestTheme::rendersEveryGame() {
    QFETCH(QString, theme);
    QFETCH(QString, game);
    const Theme t = Theme::named(theme);
    // The theme's colours for the two sides differ plainly (Atom-4: its eight colours, as shown, all differ).
    const auto sides = sideColours(t, game);
    QVERIFY2(rgbDistance(sides[0], sides[1]) > 100, qPrintable(sides[0].name() + u' ' + sides[1].name()));
    const auto &palette = t.atom4Palette(false); // as shown: a theme may ask for its colour-blind palette
    for (std::size_t i = 0; i < 8; ++i)
        for (std::size_t j = i + 1; j < 8; ++j)
            QVERIFY(rgbDistance(palette[i], palette[j]) > 60);

    BoardFixture f(game, QString(), QSize(640, 640));
    QVERIFY(f.ok);
    f.setOption([](BoardOptions &o) { o.animation = AnimationSpeed::Off; });
    BoardOptions options = f.view->options();
    options.theme = theme;
    f.view->setOptions(options);
    playSome(f.model, game == QLatin1String("atom4") ? 20 : 12);
    QCoreApplication::processEvents();
    const QImage image = f.view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (const QByteArray dir = qgetenv("GAMUT_THEME_SHOTS"); !dir.isEmpty())
        image.save(QStringLiteral("%1/%2-%3.png").arg(QString::fromLocal8Bit(dir), theme, game));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));

    // Two pieces of different sides (Atom-4: of different colours) look different on the screen, each nearer its
    // own colour than the other's.
    const GameState &position = f.model.position();
    const int cells = position.geometry().cellCount();
    int a = -1, b = -1;
    std::array<QColor, 2> expected;
    if (game == QLatin1String("atom4")) {
        for (int cell = 0; cell < cells && b < 0; ++cell) {
            const CellFace face = position.cellFace(cell);
            if (face.colour <= 0 || face.colour == 7) // chromatic ones: compared by hue below
                continue;
            if (a < 0)
                a = cell;
            else if (face.colour != position.cellFace(a).colour)
                b = cell;
        }
        if (a >= 0 && b >= 0)
            expected = {palette[std::size_t(position.cellFace(a).colour)],
                        palette[std::size_t(position.cellFace(b).colour)]};
    } else {
        for (int cell = 0; cell < cells; ++cell) {
            const CellFace face = position.cellFace(cell);
            if (face.owner == 0 && a < 0 && !face.has(CellFace::Head))
                a = cell;
            if (face.owner == 1 && b < 0 && !face.has(CellFace::Head))
                b = cell;
        }
        expected = sides;
    }
    QVERIFY2(a >= 0 && b >= 0, "no two pieces to compare");
    const int pitch = int(QLineF(f.view->cellPosition(0), f.view->cellPosition(1)).length());
    // Atom-4's spheres may carry a letter at their centre: there the patch is taken below it.
    const QPoint offset = game == QLatin1String("atom4") ? QPoint(0, pitch * 3 / 10) : QPoint();
    const int half = game == QLatin1String("atom4") ? pitch / 16 : pitch / 8;
    const QColor seenA = meanAround(image, f.view->cellPosition(a) + offset, half);
    const QColor seenB = meanAround(image, f.view->cellPosition(b) + offset, half);
    const QString seen =
        QStringLiteral("%1 %2 vs %3 %4").arg(seenA.name(), seenB.name(), expected[0].name(), expected[1].name());
    QVERIFY2(rgbDistance(seenA, seenB) > 40, qPrintable(seen));
    // A sphere's shading darkens its colour: there the hue tells which colour it is.
    auto distance = [&](const QColor &x, const QColor &y) {
        return game == QLatin1String("atom4") ? hueDistance(x, y) : rgbDistance(x, y);
    };
    QVERIFY2(distance(seenA, expected[0]) < distance(seenA, expected[1]), qPrintable(seen));
    QVERIFY2(distance(seenB, expected[1]) < distance(seenB, expected[0]), qPrintable(seen));
}

void TestTheme::damagedUserThemeIsSkipped() {
    QDir folder(Theme::userFolder());
    QVERIFY(folder.mkpath(QStringLiteral(".")));
    QFile light(QStringLiteral(":/themes/light.json"));
    QVERIFY(light.open(QIODevice::ReadOnly));
    const QByteArray good = light.readAll();
    auto write = [&](const QString &name, const QByteArray &text) {
        QFile file(folder.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    };
    write(QStringLiteral("mine.json"), QByteArray(good).replace("\"Light\"", "\"Mine\""));
    write(QStringLiteral("broken.json"), good.left(good.size() / 2));
    write(QStringLiteral("nogrid.json"), QByteArray(good).replace("\"grid\"", "\"gird\""));
    write(QStringLiteral("badcolour.json"), QByteArray(good).replace("\"#fcfcfc\"", "\"#fcfcfcz\""));
    write(QStringLiteral("dark.json"), good); // a built-in's id
    Theme::reload();
    const QStringList available = Theme::available();
    QCOMPARE(available.size(), builtIns.size() + 2); // with "system"
    QCOMPARE(Theme::named(QStringLiteral("mine")).title, QStringLiteral("Mine"));
    QCOMPARE(Theme::named(QStringLiteral("dark")).background, QColor(0x1b, 0x1e, 0x20)); // not replaced
    const QString all = warnings.join(u'\n');
    qInfo("%s", qPrintable(all));
    QCOMPARE(warnings.size(), 4);
    QVERIFY(all.contains(QLatin1String("broken.json skipped: not JSON")));
    QVERIFY(all.contains(QLatin1String("nogrid.json skipped: 'grid' is missing")));
    QVERIFY(all.contains(QLatin1String("badcolour.json skipped: 'cell'")));
    QVERIFY(all.contains(QLatin1String("dark.json skipped: a theme named 'dark' exists already")));
    QVERIFY(folder.removeRecursively());
    Theme::reload();
    QCOMPARE(Theme::available(), builtIns + QStringList{QStringLiteral("system")});
}

void TestTheme::highContrastMeetsWcagAA() {
    const Theme t = Theme::named(QStringLiteral("high-contrast"));
    bool ok = true;
    auto check = [&](const char *what, const QColor &a, const QColor &b, double least) {
        const double r = contrast::ratio(a, b);
        qInfo("%-44s %s on %s %5.2f:1 (needs %.1f)", what, qPrintable(a.name()), qPrintable(b.name()), r, least);
        ok = ok && r >= least;
    };
    // Text-like marks: 4.5:1. AddTraction's digits stand on a 13% wash of their own colour; Atoms' counts over 3.
    for (std::size_t s = 0; s < 2; ++s) {
        const QColor ink = sideColours(t, QStringLiteral("addtraction"))[s];
        check("AddTraction digits on the field", ink, t.cellLight, 4.5);
        check("AddTraction digits on their wash", ink, blend(ink, 0.13, t.cellLight), 4.5);
        check("Atoms atoms and counts on the cell", sideColours(t, QStringLiteral("atoms"))[s], t.cellLight, 4.5);
        // Graphics: 3:1. Trails' heads and claimed (lighter) cells, LOA's discs on both squares.
        const QColor trail = sideColours(t, QStringLiteral("trails"))[s];
        check("Trails head on the field", trail, t.cellLight, 3);
        check("Trails claimed cell on the field", trail.lighter(135), t.cellLight, 3);
        check("Trails head's arrow on the head", QColor(255, 255, 255), trail, 3);
        for (const QColor &square : t.checkered)
            check("LOA disc on a square", sideColours(t, QStringLiteral("loa"))[s], square, 3);
    }
    check("AddTraction neutral 0 on the field", t.neutral, t.cellLight, 4.5);
    check("Trails tower on the field", t.neutral, t.cellLight, 3);
    check("coordinates on the background", t.coordinates, t.background, 4.5);
    // Marks are two-toned (their colour over a black or white halo, cellitem.cpp): the tone that stands out counts.
    const auto mark = [&](const char *what, const QColor &colour, const QColor &ground) {
        const bool haloWins = contrast::ratio(markHalo(colour), ground) > contrast::ratio(colour, ground);
        check(what, haloWins ? markHalo(colour) : colour, ground, 3);
    };
    mark("legal-move mark on a cell", t.legalTarget, t.cellLight);
    mark("last-move mark on a cell", t.lastMove, t.cellLight);
    mark("hover preview on a cell", t.preview, t.cellLight);
    mark("cursor on a cell", t.cursor, t.cellLight);
    check("lattice lines on the background", t.grid, t.background, 3);
    // Atom-4's lattice has no cells: its marks stand on the background.
    mark("legal-move mark on the lattice", t.legalTarget, t.background);
    mark("last-move mark on the lattice", t.lastMove, t.background);
    mark("hover preview on the lattice", t.preview, t.background);
    mark("cursor on the lattice", t.cursor, t.background);
    // Atom-4's spheres as shown (this theme asks for letters): the sphere or its rim against the background
    // (Atom4Painter: black has a grey rim #60666c, the others their colour darker(170)), the letter on the sphere.
    QVERIFY(t.colourLetters);
    for (const QColor &colour : t.atom4Palette(false)) {
        const QColor rim = colour == t.atom4Palette(false)[0] ? QColor(0x60, 0x66, 0x6c) : colour.darker(170);
        const QColor edge = contrast::ratio(colour, t.background) >= contrast::ratio(rim, t.background) ? colour : rim;
        check("Atom-4 sphere (or its rim) on the background", edge, t.background, 3);
        check("Atom-4 letter on its sphere", contrast::inkOn(colour), colour, 4.5);
    }
    QVERIFY2(ok, "a pair is below WCAG AA (see the ratios above)");
}

void TestTheme::colourBlindPaletteStaysDistinct() {
    // The bound: 20 delta E, plainly different colours (the letters tell them apart besides).
    constexpr double bound = 20;
    for (const QString &name : Theme::available()) {
        const std::array<QColor, 8> &palette = Theme::named(name).atom4ColourBlind;
        for (const auto &[label, deficiency] : {std::pair<const char *, const Matrix *>{"normal", nullptr},
                                                {"deuteranopia", &deuteranopia},
                                                {"protanopia", &protanopia}}) {
            const auto [distance, pair] = closestPair(palette, deficiency);
            qInfo("%s, %s: smallest pairwise delta E %.1f (%s)", qPrintable(name), label, distance, qPrintable(pair));
            QVERIFY2(distance > bound, qPrintable(name + QStringLiteral(": ") + pair));
        }
        // Each colour still looks like its name (hue in degrees; black and white by lightness).
        static const std::array<std::pair<int, int>, 8> hues = {
            {{-1, -1}, {0, 35}, {90, 175}, {45, 70}, {200, 250}, {280, 345}, {175, 210}, {-1, -1}}};
        QVERIFY(palette[0].lightness() < 50 && palette[7].lightness() > 230);
        for (std::size_t i = 1; i < 7; ++i) {
            const int hue = palette[i].hslHue();
            QVERIFY2(hue >= hues[i].first && hue <= hues[i].second, qPrintable(palette[i].name()));
            QVERIFY(contrast::ratio(contrast::inkOn(palette[i]), palette[i]) >= 4.5);
        }
    }
}

void TestTheme::lettersUseTheColourBlindPalette() {
    // With letters on, a sphere is drawn in the colour-blind palette: below its letter its hue is nearer that
    // palette's than the standard one's (the shading changes lightness, not hue).
    BoardFixture f(QStringLiteral("atom4"));
    QVERIFY(f.ok);
    playSome(f.model, 6);
    f.setOption([](BoardOptions &o) { o.colourLetters = true; });
    const Theme t = Theme::named(f.view->options().theme);
    const GameState &position = f.model.position();
    int checked = 0;
    const QImage image = f.view->grab().toImage();
    for (int cell = 0; cell < position.geometry().cellCount(); ++cell) {
        const CellFace face = position.cellFace(cell);
        if (face.colour <= 0 || face.colour == 7)
            continue;
        const QColor safe = t.atom4ColourBlind[std::size_t(face.colour)], plain = t.atom4[std::size_t(face.colour)];
        const int pitch = int(QLineF(f.view->cellPosition(0), f.view->cellPosition(1)).length());
        const QColor seen = image.pixelColor(f.view->cellPosition(cell) + QPoint(0, pitch / 3));
        QVERIFY2(hueDistance(seen, safe) < hueDistance(seen, plain),
                 qPrintable(seen.name() + u' ' + safe.name() + u' ' + plain.name()));
        ++checked;
    }
    QVERIFY(checked > 0);
}

// Every mark (legal target, last move, cursor, hint, hover preview, winning cells) against every ground it can be
// drawn on in each board, the hover preview's ghost pieces against the ground under them, and the text on its ground,
// measured from the theme's colours. A mark is two-toned (its colour over a black or white halo, cellitem.cpp): it
// stands out when either tone does. Reports the lowest ratio per theme; High Contrast must reach WCAG 2.1's 3:1 for
// marks and 4.5:1 for text.
void TestTheme::marksStandOutOnEveryCell() {
    for (const QString &name : Theme::available()) {
        const Theme t = Theme::named(name);
        struct Ground {
            QString what;
            QColor colour;
        };
        QList<Ground> grounds = {{QStringLiteral("AddTraction/Atoms/Trails field"), t.cellLight},
                                 {QStringLiteral("LOA light square"), t.checkered[0]},
                                 {QStringLiteral("LOA dark square"), t.checkered[1]},
                                 {QStringLiteral("Atom-4 lattice"), t.background},
                                 {QStringLiteral("AddTraction neutral field"), t.neutral}};
        for (std::size_t side = 0; side < 2; ++side) {
            const QColor ink = sideColours(t, QStringLiteral("addtraction"))[side];
            grounds.append({QStringLiteral("AddTraction field of side %1").arg(side), blend(ink, 0.13, t.cellLight)});
            grounds.append({QStringLiteral("Trails claimed cell of side %1").arg(side),
                            sideColours(t, QStringLiteral("trails"))[side].lighter(135)});
            grounds.append(
                {QStringLiteral("Trails head of side %1").arg(side), sideColours(t, QStringLiteral("trails"))[side]});
        }
        const QList<std::pair<const char *, QColor>> marks = {
            {"legal target", t.legalTarget}, {"last move", t.lastMove}, {"cursor", t.cursor}, {"hint", t.hint},
            {"preview", t.preview},          {"winning", t.winning}};
        double lowest = 99;
        QString where;
        for (const Ground &ground : grounds)
            for (const auto &[mark, colour] : marks) {
                const double r =
                    qMax(contrast::ratio(colour, ground.colour), contrast::ratio(markHalo(colour), ground.colour));
                if (r < lowest) {
                    lowest = r;
                    where = QStringLiteral("%1 on %2").arg(QLatin1String(mark), ground.what);
                }
            }
        // The hover preview's ghost pieces: each piece as the theme draws it, faded to its ghost opacity over the
        // ground it would stand on, against that ground (a ring around a nearly opaque ghost is a mark, above).
        // Trails tints the cells a move would claim instead, half the preview colour.
        double lowestGhost = 99;
        QString ghostWhere;
        auto ghost = [&](const QString &what, const QColor &piece, const QColor &ground, qreal opacity) {
            const double r = contrast::ratio(blend(piece, opacity, ground), ground);
            if (r < lowestGhost) {
                lowestGhost = r;
                ghostWhere = QStringLiteral("%1 %2 on %3").arg(what, piece.name(), ground.name());
            }
        };
        for (std::size_t side = 0; side < 2; ++side) {
            const qreal o = t.ghostOpacity;
            ghost(QStringLiteral("AddTraction digit"), sideColours(t, QStringLiteral("addtraction"))[side], t.cellLight,
                  o);
            ghost(QStringLiteral("Atoms atom"), sideColours(t, QStringLiteral("atoms"))[side], t.cellLight, o);
            for (const QColor &square : t.checkered)
                ghost(QStringLiteral("LOA disc"), sideColours(t, QStringLiteral("loa"))[side], square, o);
        }
        // Atom-4's spheres on the lattice: the sphere or its rim, whichever stands out (as in highContrastMeetsWcagAA).
        const auto &palette = t.atom4Palette(false);
        for (const QColor &colour : palette) {
            const QColor rim = colour == palette[0] ? QColor(0x60, 0x66, 0x6c) : colour.darker(170);
            const double bySphere = contrast::ratio(blend(colour, t.ghostOpacity, t.background), t.background);
            const double byRim = contrast::ratio(blend(rim, t.ghostOpacity, t.background), t.background);
            ghost(QStringLiteral("Atom-4 sphere"), bySphere >= byRim ? colour : rim, t.background, t.ghostOpacity);
        }
        ghost(QStringLiteral("Trails claim tint"), t.preview, t.cellLight, 0.5);

        const double text = contrast::ratio(t.coordinates, t.background);
        qInfo("%-20s lowest mark %5.2f:1 (%s), ghost %5.2f:1 (%s, opacity %.2f), coordinates %5.2f:1", qPrintable(name),
              lowest, qPrintable(where), lowestGhost, qPrintable(ghostWhere), t.ghostOpacity, text);
        if (name == QLatin1String("high-contrast")) {
            QVERIFY2(lowest >= 3, qPrintable(where));
            QVERIFY2(lowestGhost >= 3, qPrintable(ghostWhere));
            QVERIFY(text >= 4.5);
        }
    }
}

// The ghost as drawn: a LOA piece picked and a target hovered on either square colour; the ghost's centre on the
// screen against the square's colour. High Contrast keeps 3:1 (at the default opacity the black ghost on its dark
// square would be about 2:1); the other themes are reported.
void TestTheme::ghostStandsOutOnScreen() {
    for (const QString &name : builtIns) {
        const Theme t = Theme::named(name);
        for (const auto &[from, to] : {std::pair{"b1", "b3"}, std::pair{"c1", "c3"}}) {
            BoardFixture f(QStringLiteral("loa"), QString(), QSize(640, 640));
            QVERIFY(f.ok);
            BoardOptions options = f.view->options();
            options.theme = name;
            options.legalMoves = false; // the target's dot would show through a faint ghost (read beside the path)
            f.view->setOptions(options);
            const int target = f.cell(to);
            const int pitch = int(QLineF(f.view->cellPosition(0), f.view->cellPosition(1)).length());
            // The square's colour, read at its corner before anything is drawn over it.
            const QImage before = f.view->grab().toImage();
            const QColor corner =
                before.pixelColor(f.view->cellPosition(target) + QPoint(pitch * 2 / 5, pitch * 2 / 5));
            const QColor ground = rgbDistance(corner, t.checkered[0]) < rgbDistance(corner, t.checkered[1])
                                      ? t.checkered[0]
                                      : t.checkered[1];
            f.click(f.cell(from));
            QTest::mouseMove(f.view->viewport(), f.view->cellPosition(target));
            QTRY_VERIFY(f.view->previewItemCount() > 0);
            const QImage image = f.view->grab().toImage().convertToFormat(QImage::Format_RGB32);
            const QColor seen = meanAround(image, f.view->cellPosition(target) + QPoint(pitch / 5, 0), pitch / 16);
            const double r = contrast::ratio(seen, ground);
            qInfo("%-20s LOA ghost %s-%s: %s on %s %5.2f:1", qPrintable(name), from, to, qPrintable(seen.name()),
                  qPrintable(ground.name()), r);
            if (name == QLatin1String("high-contrast"))
                QVERIFY2(r >= 3, qPrintable(seen.name() + u' ' + ground.name()));
        }
    }
}

void TestTheme::systemFollowsTheDesktopAndDarkDarkensTheWindow() {
    const QPalette desktop = windowpalette::desktop();
    const Theme system = Theme::named(QStringLiteral("system"));
    QCOMPARE(system.name, QStringLiteral("system"));
    QCOMPARE(system.title, QStringLiteral("System"));
    const Theme followed =
        Theme::named(windowpalette::desktopIsDark() ? QStringLiteral("dark") : QStringLiteral("light"));
    QCOMPARE(system.cellLight, followed.cellLight);

    windowpalette::apply(Theme::named(QStringLiteral("dark")));
    const QPalette dark = QApplication::palette();
    qInfo("dark window: window %s, text %s (%.1f:1)", qPrintable(dark.color(QPalette::Window).name()),
          qPrintable(dark.color(QPalette::WindowText).name()),
          contrast::ratio(dark.color(QPalette::Window), dark.color(QPalette::WindowText)));
    QVERIFY(dark.color(QPalette::Window).lightnessF() < 0.3);
    QVERIFY(dark.color(QPalette::Base).lightnessF() < 0.3);
    for (const QPalette::ColorRole ground : {QPalette::Window, QPalette::Base, QPalette::Button})
        QVERIFY(contrast::ratio(dark.color(ground), dark.color(QPalette::Text)) >= 4.5);
    windowpalette::apply(Theme::named(QStringLiteral("system")));
    QCOMPARE(QApplication::palette(), desktop);
    windowpalette::apply(Theme::named(QStringLiteral("high-contrast")));
    QCOMPARE(QApplication::palette(), desktop);
}

QTEST_MAIN(TestTheme)
#include "test_theme.moc"
