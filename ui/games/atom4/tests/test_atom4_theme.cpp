// Atom-4's own colours in every theme: its eight colours, as shown, plainly different; the high-contrast theme asks
// for its letters; the colour-blind palette stays distinct under simulated deuteranopia and protanopia and keeps each
// colour's name; with letters on, the spheres are drawn in it.
#include "tests/ui/boardtesthelpers.h"
#include "ui/theme/theme.h"

#include <QImage>
#include <QLineF>

#include <algorithm>
#include <cmath>

using namespace gamut;
using namespace gamut::test;

namespace {

double rgbDistance(const QColor &a, const QColor &b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

double hueDistance(const QColor &a, const QColor &b) {
    const int d = std::abs(a.hslHue() - b.hslHue());
    return std::min(d, 360 - d);
}

void playSome(GameModel &model, int plies) {
    for (int i = 0; i < plies && !model.isOver(); ++i) {
        const std::vector<std::string> legal = model.position().legalMoveTexts();
        model.requestMove(QString::fromStdString(legal[std::size_t(i * 7 + 3) % legal.size()]));
    }
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

class TestAtom4Theme : public QObject {
    Q_OBJECT
private slots:
    void eightColoursDifferInEveryTheme();
    void highContrastShowsLetters();
    void colourBlindPaletteStaysDistinct();
    void lettersUseTheColourBlindPalette();
    void cursorShowsOnABallOfItsColour();
};

void TestAtom4Theme::eightColoursDifferInEveryTheme() {
    for (const QString &name : Theme::available()) {
        const Theme theme = Theme::named(name);
        const auto &palette = theme.atom4Palette(false); // as shown: a theme may ask for its letters'
        for (std::size_t i = 0; i < 8; ++i)
            for (std::size_t j = i + 1; j < 8; ++j)
                QVERIFY2(rgbDistance(palette[i], palette[j]) > 60,
                         qPrintable(name + u' ' + palette[i].name() + u' ' + palette[j].name()));
    }
}

void TestAtom4Theme::highContrastShowsLetters() {
    // The high-contrast theme always shows the letters, and so the colour-blind palette (its spheres' contrast:
    // test_theme's WCAG check, from Atom-4's facts).
    QVERIFY(Theme::named(QStringLiteral("high-contrast")).colourLetters);
}

void TestAtom4Theme::colourBlindPaletteStaysDistinct() {
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

void TestAtom4Theme::lettersUseTheColourBlindPalette() {
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

// The keyboard cursor on a ball of its own colour (the light theme's cursor is a blue, and Atom-4 has a blue ball)
// is seen: going round the ball, what the cursor changed stands out from what was there before (3:1) nearly all the
// way round: a band of at least a tenth of a cell. Its halo showed about 0.02 of a cell either side of the ring:
// a blue ring on a blue ball, hard to see (3 px of 37).
void TestAtom4Theme::cursorShowsOnABallOfItsColour() {
    BoardFixture f(QStringLiteral("atom4"), QString(), QSize(640, 640));
    QVERIFY(f.ok);
    const Theme t = Theme::named(f.view->options().theme);
    playSome(f.model, 12);
    const GameState &position = f.model.position();
    int target = -1;
    double nearest = 1e9;
    for (int cell = 0; cell < position.geometry().cellCount(); ++cell) {
        const CellFace face = position.cellFace(cell);
        if (face.colour <= 0)
            continue;
        const double d = rgbDistance(t.atom4[std::size_t(face.colour)], t.cursor);
        if (d < nearest)
            nearest = d, target = cell;
    }
    QVERIFY(target >= 0);
    // The arrows, towards the ball (its balls belong to no side, so O and E do not jump there).
    const int pitch = int(QLineF(f.view->cellPosition(0), f.view->cellPosition(1)).length());
    f.key(Qt::Key_Right); // the cursor shows from the first key
    for (int i = 0; i < 80 && f.view->cursorCell() != target; ++i) {
        const QPoint d = f.view->cellPosition(target) - f.view->cellPosition(f.view->cursorCell());
        f.key(std::abs(d.y()) > pitch / 3 ? (d.y() < 0 ? Qt::Key_Up : Qt::Key_Down)
                                          : (d.x() < 0 ? Qt::Key_Left : Qt::Key_Right));
    }
    QCOMPARE(f.view->cursorCell(), target);
    QTRY_VERIFY(f.view->cellMarks(target) & 4); // CellItem::Cursor
    const QImage after = f.view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    f.key(Qt::Key_Up); // the cursor away: the same ball without it
    f.key(Qt::Key_Up);
    QTRY_VERIFY(!(f.view->cellMarks(target) & 4));
    const QImage before = f.view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QPoint centre = f.view->cellPosition(target);
    if (qEnvironmentVariableIsSet("GAMUT_CURSOR_SHOT")) // a picture of the ball with and without the cursor
        after.copy(QRect(centre - QPoint(60, 60), QSize(120, 120)))
            .save(qEnvironmentVariable("GAMUT_CURSOR_SHOT") + QStringLiteral("-after.png"));
    // Going round in 72 steps, the width of the band (radially, in pixels) where the cursor changed the picture by
    // 3:1 or more; the narrowest tenth of the way round decides.
    const int angles = 72;
    std::vector<double> widths;
    for (int a = 0; a < angles; ++a) {
        const double angle = a * 2 * M_PI / angles;
        int strong = 0;
        for (int r = pitch / 4; r <= pitch * 3 / 4; ++r) {
            const QPoint p =
                centre + QPoint(int(std::lround(r * std::cos(angle))), int(std::lround(r * std::sin(angle))));
            if (after.rect().contains(p) && contrast::ratio(after.pixelColor(p), before.pixelColor(p)) >= 3)
                ++strong;
        }
        widths.push_back(strong);
    }
    std::sort(widths.begin(), widths.end());
    const double narrow = widths[std::size_t(angles / 10)];
    qInfo("cursor on %s (a ball of %s, cursor %s, pitch %d px): a band of %.0f px that stands out 3:1 (median %.0f)",
          qPrintable(f.view->cellName(target)),
          qPrintable(t.atom4[std::size_t(position.cellFace(target).colour)].name()), qPrintable(t.cursor.name()), pitch,
          narrow, double(widths[std::size_t(angles / 2)]));
    QVERIFY2(narrow >= 0.1 * pitch, qPrintable(QString::number(narrow)));
}

QTEST_MAIN(TestAtom4Theme)
#include "test_atom4_theme.moc"
