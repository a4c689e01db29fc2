// Trails' towers taken (issue 29): a tower a side took is drawn as a tower in the taker's colour, not as a plain
// cell of its trail, and a screen reader hears that it is a tower taken and by whom.
#include "ui/board/cellpainter.h"
#include "ui/gameui/gameui.h"
#include "ui/theme/theme.h"

#include "core/registry.h"

#include <QPainter>
#include <QTest>

#include <random>

using namespace gamut;

namespace {

constexpr int kSize = 120;

QImage painted(const CellFace &face, const PaintContext &context) {
    QImage image(kSize, kSize, QImage::Format_RGB32);
    image.fill(context.theme->cellLight);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    findGameUi(std::string_view("trails"))
        ->makePainter()
        ->paintFace(&painter, QRectF(0, 0, kSize, kSize), face, context);
    return image;
}

int distance(const QColor &a, const QColor &b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

} // namespace

class TestTrailsPainter : public QObject {
    Q_OBJECT
private slots:
    void towerTakenIsATowerInTheTakersColour();
    void readerSaysWhoTookTheTower();
};

void TestTrailsPainter::towerTakenIsATowerInTheTakersColour() {
    const GameUi *trails = findGameUi(std::string_view("trails"));
    QVERIFY(trails && trails->makePainter);
    for (const QString &name : {QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("high-contrast")}) {
        const Theme theme = Theme::named(name);
        PaintContext context;
        context.theme = &theme;
        context.sides = sideColours(theme, QStringLiteral("trails"));
        for (int taker = 0; taker < 2; ++taker) {
            CellFace trail;
            trail.owner = std::int8_t(taker);
            trail.flags = CellFace::Occupied;
            CellFace taken = trail;
            taken.flags |= CellFace::TakenTower;
            CellFace untaken;
            untaken.flags = CellFace::Occupied | CellFace::Tower;
            const QImage plain = painted(trail, context), tower = painted(taken, context),
                         standing = painted(untaken, context);
            // A spot in the tower's body, left of its door.
            const QPoint body(int(kSize * 0.34), int(kSize * 0.55));
            const QColor side = context.sides[std::size_t(taker)], seen = tower.pixelColor(body);
            const QString what =
                QStringLiteral("%1, side %2: tower body %3, trail %4, side colour %5, untaken %6")
                    .arg(name)
                    .arg(taker)
                    .arg(seen.name(), plain.pixelColor(body).name(), side.name(), standing.pixelColor(body).name());
            qInfo("%s", qPrintable(what));
            QVERIFY2(standing.pixelColor(body) != plain.pixelColor(body), qPrintable(what)); // the spot is the tower's
            QVERIFY2(distance(seen, plain.pixelColor(body)) > 40, qPrintable(what));         // not a plain trail cell
            QVERIFY2(distance(seen, side) < 12, qPrintable(what));                           // the taker's colour
            QVERIFY2(distance(seen, side) < distance(seen, context.sides[std::size_t(1 - taker)]), qPrintable(what));
        }
    }
}

void TestTrailsPainter::readerSaysWhoTookTheTower() {
    const GameUi *trails = findGameUi(std::string_view("trails"));
    QVERIFY(trails && trails->cellContent);
    std::mt19937 random(29);
    int heard = 0;
    for (int game = 0; game < 200 && heard < 4; ++game) {
        std::string error;
        std::unique_ptr<GameState> position = newGame("trails", "", error);
        QVERIFY2(position, error.c_str());
        while (!position->isOver()) {
            MoveList moves;
            position->legalMoves(moves);
            position->play(moves[int(random() % unsigned(moves.size()))]);
        }
        for (int cell = 0; cell < position->geometry().cellCount(); ++cell) {
            const CellFace face = position->cellFace(cell);
            if (!face.has(CellFace::TakenTower))
                continue;
            const QString said = trails->cellContent(*position, cell);
            const QString taker = face.owner == 0 ? QStringLiteral("Blue") : QStringLiteral("Red");
            QVERIFY2(said.contains(QStringLiteral("tower taken by ") + taker), qPrintable(said));
            if (heard++ == 0)
                qInfo("a tower taken, as a screen reader hears it: \"%s\"", qPrintable(said));
        }
    }
    QVERIFY(heard > 0);
}

QTEST_MAIN(TestTrailsPainter)
#include "test_trails_painter.moc"
