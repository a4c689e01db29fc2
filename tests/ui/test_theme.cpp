// Themes as data: every built-in file loads, every theme draws every game without a warning and with two sides
// that look different, a damaged user file is skipped with a message, and the high-contrast theme meets WCAG AA for
// what each game's painter puts on what (the game's facts, ui/games/<id>/tests/facts.cpp) and for every mark on
// every ground a game has. (Atom-4's colour-blind palette and LOA's ghosts on screen: their own tests.)
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
    void marksStandOutOnEveryCell();
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
    const UiFacts &facts = uiFactsOf(game);
    // The theme's colours for the two sides differ plainly.
    const auto sides = sideColours(t, game);
    QVERIFY2(rgbDistance(sides[0], sides[1]) > 100, qPrintable(sides[0].name() + u' ' + sides[1].name()));

    BoardFixture f(game, QString(), QSize(640, 640));
    QVERIFY(f.ok);
    f.setOption([](BoardOptions &o) { o.animation = AnimationSpeed::Off; });
    BoardOptions options = f.view->options();
    options.theme = theme;
    f.view->setOptions(options);
    playSome(f.model, facts.showPlies);
    QCoreApplication::processEvents();
    const QImage image = f.view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (const QByteArray dir = qgetenv("GAMUT_THEME_SHOTS"); !dir.isEmpty())
        image.save(QStringLiteral("%1/%2-%3.png").arg(QString::fromLocal8Bit(dir), theme, game));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));

    // Two pieces of different colours (of the two sides, or as the game's facts colour them) look different on the
    // screen, each nearer its own colour than the other's.
    const GameState &position = f.model.position();
    const auto colourOf = [&](const CellFace &face) {
        if (facts.pieceColour)
            return facts.pieceColour(t, sides, face);
        return face.owner >= 0 ? sides[std::size_t(face.owner)] : QColor();
    };
    int a = -1, b = -1;
    std::array<QColor, 2> expected;
    for (int cell = 0; cell < position.geometry().cellCount() && b < 0; ++cell) {
        const QColor colour = colourOf(position.cellFace(cell));
        if (!colour.isValid())
            continue;
        if (a < 0)
            a = cell, expected[0] = colour;
        else if (colour != expected[0])
            b = cell, expected[1] = colour;
    }
    QVERIFY2(a >= 0 && b >= 0, qPrintable(QStringLiteral("no two pieces to compare after %1 plies (showPlies in "
                                                         "ui/games/%2/tests/facts.cpp)")
                                              .arg(facts.showPlies)
                                              .arg(game)));
    const int pitch = int(QLineF(f.view->cellPosition(0), f.view->cellPosition(1)).length());
    const QPoint offset = (facts.pieceSpot * pitch).toPoint();
    const int half = std::max(1, int(pitch * facts.pieceSpotHalf));
    const QColor seenA = meanAround(image, f.view->cellPosition(a) + offset, half);
    const QColor seenB = meanAround(image, f.view->cellPosition(b) + offset, half);
    const QString seen =
        QStringLiteral("%1 %2 vs %3 %4").arg(seenA.name(), seenB.name(), expected[0].name(), expected[1].name());
    QVERIFY2(rgbDistance(seenA, seenB) > 40, qPrintable(seen));
    // A sphere's shading darkens its colour: there the hue tells which colour it is.
    auto distance = [&](const QColor &x, const QColor &y) {
        return facts.shadedPieces ? hueDistance(x, y) : rgbDistance(x, y);
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
    auto check = [&](const QString &what, const QColor &a, const QColor &b, double least) {
        const double r = contrast::ratio(a, b);
        qInfo("%-56s %s on %s %5.2f:1 (needs %.1f)", qPrintable(what), qPrintable(a.name()), qPrintable(b.name()), r,
              least);
        ok = ok && r >= least;
    };
    // What each game's painter puts on what, with its least ratio (text-like marks 4.5:1, graphics 3:1).
    for (const QString &game : gameIds()) {
        const UiFacts &facts = uiFactsOf(game);
        QVERIFY2(facts.contrasts, qPrintable(game + QStringLiteral(": no contrasts in its facts")));
        for (const ColourPair &pair : facts.contrasts(t, sideColours(t, game)))
            check(pair.what, pair.ink, pair.ground, pair.least);
    }
    check(QStringLiteral("coordinates on the background"), t.coordinates, t.background, 4.5);
    check(QStringLiteral("lattice lines on the background"), t.grid, t.background, 3);
    // The marks on every ground: marksStandOutOnEveryCell.
    QVERIFY2(ok, "a pair is below WCAG AA (see the ratios above)");
}

// Every mark (legal target, last move, cursor, hint, hover preview, winning cells) against every ground it can be
// drawn on in each board, the hover preview's ghost pieces against the ground under them, and the text on its ground,
// measured from the theme's colours. A mark is two-toned (its colour over a black or white halo, cellitem.cpp): it
// stands out when either tone does. Reports the lowest ratio per theme; High Contrast must reach WCAG 2.1's 3:1 for
// marks and 4.5:1 for text.
void TestTheme::marksStandOutOnEveryCell() {
    for (const QString &name : Theme::available()) {
        const Theme t = Theme::named(name);
        // Every ground a game's marks can stand on (its facts).
        QList<NamedColour> grounds;
        for (const QString &game : gameIds()) {
            const UiFacts &facts = uiFactsOf(game);
            QVERIFY2(facts.markGrounds, qPrintable(game + QStringLiteral(": no markGrounds in its facts")));
            for (const NamedColour &ground : facts.markGrounds(t, sideColours(t, game)))
                grounds.append(ground);
        }
        const QList<std::pair<const char *, QColor>> marks = {
            {"legal target", t.legalTarget}, {"last move", t.lastMove}, {"cursor", t.cursor}, {"hint", t.hint},
            {"preview", t.preview},          {"winning", t.winning}};
        double lowest = 99;
        QString where;
        for (const NamedColour &ground : grounds)
            for (const auto &[mark, colour] : marks) {
                const double r =
                    qMax(contrast::ratio(colour, ground.colour), contrast::ratio(markHalo(colour), ground.colour));
                if (r < lowest) {
                    lowest = r;
                    where = QStringLiteral("%1 on %2").arg(QLatin1String(mark), ground.what);
                }
            }
        // The hover preview's ghost pieces: each piece as the theme draws it, faded to its ghost opacity over the
        // ground it would stand on, against that ground (a ring around a nearly opaque ghost is a mark, above); each
        // game's facts say what its ghosts are.
        double lowestGhost = 99;
        QString ghostWhere;
        for (const QString &game : gameIds()) {
            const UiFacts &facts = uiFactsOf(game);
            QVERIFY2(facts.ghosts, qPrintable(game + QStringLiteral(": no ghosts in its facts")));
            for (const ColourPair &ghost : facts.ghosts(t, sideColours(t, game))) {
                const double r = contrast::ratio(ghost.ink, ghost.ground);
                if (r < lowestGhost) {
                    lowestGhost = r;
                    ghostWhere = QStringLiteral("%1 %2 on %3").arg(ghost.what, ghost.ink.name(), ghost.ground.name());
                }
            }
        }

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
