// LOA's hover preview as drawn: a ghost of the picked piece on either colour of square stands out from it.
#include "tests/ui/boardtesthelpers.h"
#include "ui/theme/theme.h"

#include <QImage>
#include <QLineF>

#include <cmath>

using namespace gamut;
using namespace gamut::test;

namespace {

double rgbDistance(const QColor &a, const QColor &b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
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

class TestLoaGhost : public QObject {
    Q_OBJECT
private slots:
    void ghostStandsOutOnScreen();
};

// The ghost as drawn: a LOA piece picked and a target hovered on either square colour; the ghost's centre on the
// screen against the square's colour. High Contrast keeps 3:1 (at the default opacity the black ghost on its dark
// square would be about 2:1); the other themes are reported.
void TestLoaGhost::ghostStandsOutOnScreen() {
    for (const QString &name : Theme::available()) {
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

QTEST_MAIN(TestLoaGhost)
#include "test_loa_ghost.moc"
