// The boards as drawn: every game's board fills the view, keeps its aspect ratio and shows its pieces where the
// model says they are. With GAMUT_SCREENSHOTS=DIR each board is also saved as DIR/board-<game>-<size>.png.
#include "boardtesthelpers.h"

#include <QElapsedTimer>
#include <QImage>
#include <QScrollBar>

using namespace gamut;
using namespace gamut::test;

namespace {

// Plays `plies` moves picked by a fixed rule from the sorted legal lists (a varied, repeatable middle game).
void playSome(GameModel &model, int plies) {
    for (int i = 0; i < plies && !model.isOver(); ++i) {
        const std::vector<std::string> legal = model.position().legalMoveTexts();
        model.requestMove(QString::fromStdString(legal[std::size_t(i * 7 + 3) % legal.size()]));
    }
}

} // namespace

class TestBoardRender : public QObject {
    Q_OBJECT
private slots:
    void drawsEveryGame_data();
    void drawsEveryGame();
    void piecesWhereTheModelSays();
    void colourLetters();
    void redrawIsFast();
};

void TestBoardRender::drawsEveryGame_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("plies");
    QTest::newRow("addtraction") << "addtraction" << 14;
    QTest::newRow("atom4") << "atom4" << 24;
    QTest::newRow("loa") << "loa" << 10;
    QTest::newRow("atoms") << "atoms" << 30;
    QTest::newRow("trails") << "trails" << 12;
}

void TestBoardRender::drawsEveryGame() {
    QFETCH(QString, game);
    QFETCH(int, plies);
    for (const QSize size : {QSize(800, 800), QSize(1400, 900)}) {
        BoardFixture f(game, QString(), size);
        QVERIFY(f.ok);
        playSome(f.model, plies);
        QTest::mouseMove(f.view->viewport(), f.view->cellPosition(f.model.position()
                                                                      .moveCells([&] {
                                                                          MoveList list;
                                                                          f.model.position().legalMoves(list);
                                                                          return list[0];
                                                                      }())
                                                                      .to));
        const QImage image = f.view->grab().toImage();
        QCOMPARE(image.size(), size * f.view->devicePixelRatioF());
        if (const QByteArray dir = qgetenv("GAMUT_SCREENSHOTS"); !dir.isEmpty())
            image.save(QStringLiteral("%1/board-%2-%3x%4.png")
                           .arg(QString::fromLocal8Bit(dir), game)
                           .arg(size.width())
                           .arg(size.height()));
        // The board fills the shorter side: the corner cells sit near opposite edges of it.
        const BoardGeometry g = f.model.position().geometry();
        const QPoint first = f.view->cellPosition(0), last = f.view->cellPosition(g.cellCount() - 1);
        const int shorter = std::min(size.width(), size.height());
        QVERIFY2(std::abs(first.y() - last.y()) > shorter * 0.7, "the board does not fill the view");
        QVERIFY(f.view->rect().contains(first) && f.view->rect().contains(last));
        QVERIFY(!f.view->horizontalScrollBar()->isVisible() && !f.view->verticalScrollBar()->isVisible());
    }
}

void TestBoardRender::piecesWhereTheModelSays() {
    // LOA's start: black on b1 (dark pixels at its centre), nothing on d4 (a plain square).
    BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    const QImage image = f.view->grab().toImage();
    const QColor black = image.pixelColor(f.view->cellPosition(f.cell("b1")));
    const QColor white = image.pixelColor(f.view->cellPosition(f.cell("a2")));
    QVERIFY2(black.lightness() < 90, qPrintable(black.name()));
    QVERIFY2(white.lightness() > 200, qPrintable(white.name()));
    // Flipped, b1 is drawn where g8 was.
    const QPoint b1 = f.view->cellPosition(f.cell("b1"));
    f.setOption([](BoardOptions &o) { o.flipped = true; });
    QCOMPARE(f.view->cellPosition(f.cell("g8")), b1);
}

void TestBoardRender::colourLetters() {
    // Atom-4 for colour-blind players: a letter on each sphere changes the pixels of h9, and only where pieces are.
    BoardFixture f(QStringLiteral("atom4"));
    QVERIFY(f.ok);
    auto cellImage = [&](const char *name) {
        const QPoint centre = f.view->cellPosition(f.cell(name));
        return f.view->grab(QRect(centre - QPoint(12, 12), QSize(24, 24))).toImage();
    };
    const QImage plain = cellImage("h9"), emptyPlain = cellImage("c3");
    f.setOption([](BoardOptions &o) { o.colourLetters = true; });
    QVERIFY(cellImage("h9") != plain);
    QCOMPARE(cellImage("c3"), emptyPlain);
    if (const QByteArray dir = qgetenv("GAMUT_SCREENSHOTS"); !dir.isEmpty())
        f.view->grab().save(QStringLiteral("%1/board-atom4-letters.png").arg(QString::fromLocal8Bit(dir)));
}

void TestBoardRender::redrawIsFast() {
    // A full repaint of each board in a middle game at 1920x1080, and a hover that changes the preview.
    for (const QString &game : gameIds()) {
        BoardFixture f(game, QString(), QSize(1920, 1080));
        QVERIFY(f.ok);
        playSome(f.model, 20);
        f.view->viewport()->repaint();
        // The best of ten: the machine is shared, and a frame's own cost is what is measured.
        double full = 1e9, hover = 1e9;
        MoveList legal;
        f.model.position().legalMoves(legal);
        QElapsedTimer timer;
        for (int i = 0; i < 10; ++i) {
            timer.start();
            f.view->viewport()->repaint();
            full = std::min(full, double(timer.nsecsElapsed()) / 1e6);
            const QPoint at = f.view->cellPosition(f.model.position().moveCells(legal[i % legal.size()]).to);
            timer.start();
            QTest::mouseMove(f.view->viewport(), at);
            f.view->viewport()->repaint();
            hover = std::min(hover, double(timer.nsecsElapsed()) / 1e6);
        }
        // After a resize every item's cache is drawn again at the new scale: the cost of one resize frame.
        f.view->resize(1900, 1060);
        QCoreApplication::processEvents();
        timer.start();
        f.view->viewport()->repaint();
        const double resized = double(timer.nsecsElapsed()) / 1e6;
        qInfo("%s: full repaint %.2f ms, hover preview + repaint %.2f ms, first paint after a resize %.2f ms "
              "(1920x1080)",
              qPrintable(game), full, hover, resized);
        QVERIFY2(full < 8, "a full repaint takes longer than a frame may");
        // A hover builds new items and asks the model for the move's effects: a looser bound, as the machine is
        // shared (here 1-3 ms when idle).
        QVERIFY2(hover < 40, "a hover preview stalls the board");
        QVERIFY2(resized < 200, "a resize stalls the board");
    }
}

QTEST_MAIN(TestBoardRender)
#include "test_board_render.moc"
