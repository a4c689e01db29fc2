// The board driven as a person would: clicks, drags, hovering, Flip Board, the messages of refused clicks and an
// animation cut short by input. Real widgets, offscreen.
#include "boardtesthelpers.h"

#include "ui/board/boardlayout.h"
#include "ui/board/cellitem.h"
#include "ui/theme/theme.h"

#include <QImage>

using namespace gamut;
using namespace gamut::test;

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void clicksPlayMoves_data();
    void clicksPlayMoves();
    void trailsClickAnywhereInLine();
    void trailsKeysPlayDirections();
    void trailsKeysFollowFlip();
    void trailsClickAndKeyRefusedAlike();
    void loaClickThenTarget();
    void loaDragAndDrop();
    void loaSelectionDropped();
    void illegalClickSaysWhy_data();
    void illegalClickSaysWhy();
    void computerTurnSaysSo();
    void controllerRefusalIsNotOverwritten();
    void hoverPreview_data();
    void hoverPreview();
    void flipMapsClicks();
    void cellAtRoundTrip();
    void latticeNeighbours();
    void newGameRebuildsBoard();
    void highlights();
    void loaHoverShowsTargets();
    void loaTargetDotsAreSeen();
    void inputFinishesAnimation();
    void undoRedrawsAtOnce();
    void outlivesItsModel();
};

void TestBoard::clicksPlayMoves_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : gameIds())
        if (inputOf(game) != BoardTraits::Input::PickPiece) // a piece, then its target: tests of their own
            QTest::newRow(qPrintable(game)) << game;
}

void TestBoard::clicksPlayMoves() {
    // Six moves by clicks on the cell each move is picked by; the model has played exactly those.
    QFETCH(QString, game);
    BoardFixture f(game);
    QVERIFY(f.ok);
    for (int i = 0; i < 6 && !f.model.isOver(); ++i) {
        MoveList legal;
        f.model.position().legalMoves(legal);
        const Move move = legal[(i * 5) % legal.size()];
        const std::string token = f.text(move);
        f.click(f.model.position().moveCells(move).to);
        QCOMPARE(f.model.ply(), i + 1);
        QCOMPARE(f.lastMoveText(), token);
    }
}

void TestBoard::trailsClickAnywhereInLine() {
    // Blue's head is a11 (top left): a click on a1, far down its column, plays D; on k11 at the row's end, R.
    BoardFixture f(QStringLiteral("trails"));
    QVERIFY(f.ok);
    f.click(f.cell("a1"));
    QCOMPARE(f.lastMoveText(), std::string("D"));
    // Red's head is k1: a click on a1 (same row, to the left) plays L.
    f.click(f.cell("a1"));
    QCOMPARE(f.lastMoveText(), std::string("L"));
}

void TestBoard::trailsKeysPlayDirections() {
    BoardFixture f(QStringLiteral("trails"));
    QVERIFY(f.ok);
    f.key(Qt::Key_Down); // blue: D
    QCOMPARE(f.lastMoveText(), std::string("D"));
    f.key(Qt::Key_A); // red: L
    QCOMPARE(f.lastMoveText(), std::string("L"));
    f.key(Qt::Key_S); // blue: D again (a continuing move)
    QCOMPARE(f.lastMoveText(), std::string("D"));
    QCOMPARE(f.model.ply(), 3);
    // A direction that runs off the field is refused with the model's reason.
    QSignalSpy messages(f.view.get(), &BoardView::message);
    f.key(Qt::Key_Right); // red's head is j1... R runs back into its own trail or the edge
    f.key(Qt::Key_Down);  // red cannot go down from row 1
    QVERIFY(messages.count() >= 1);
    QVERIFY(!messages.last().at(0).toString().isEmpty());
}

void TestBoard::trailsKeysFollowFlip() {
    // On a flipped board the keys go where the screen shows: Up is towards row 1, Left towards the last column.
    BoardFixture f(QStringLiteral("trails"));
    QVERIFY(f.ok);
    f.setOption([](BoardOptions &o) { o.flipped = true; });
    f.key(Qt::Key_Up);
    QCOMPARE(f.lastMoveText(), std::string("D"));
    f.key(Qt::Key_Right); // red, from k1: L on the board
    QCOMPARE(f.lastMoveText(), std::string("L"));
}

// A click on a cell of the head's column asks for the same move as the arrow key: refused, both say the position's
// one reason (typed, no text read back).
void TestBoard::trailsClickAndKeyRefusedAlike() {
    BoardFixture f(QStringLiteral("trails"));
    QVERIFY(f.ok);
    for (const char *token : {"R", "U", "R", "U", "R", "U", "R"})
        QVERIFY(f.model.requestMove(QString::fromLatin1(token)));
    // Red's head is k7, going up with boost 2: U goes 4 cells and would land on Blue's head k11.
    const int plies = f.model.plyCount();
    QSignalSpy messages(f.view.get(), &BoardView::message);
    f.click(f.cell("k9"));
    f.key(Qt::Key_Up);
    QCOMPARE(f.model.plyCount(), plies);
    QCOMPARE(messages.count(), 2);
    const QString click = messages.at(0).at(0).toString(), key = messages.at(1).at(0).toString();
    qInfo("click: %s / key: %s", qPrintable(click), qPrintable(key));
    QCOMPARE(click, key);
    QVERIFY2(click.contains(QLatin1String("goes 4 cells and would land on a cell of Blue")), qPrintable(click));
}

void TestBoard::loaClickThenTarget() {
    BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    f.click(f.cell("b1"));
    QCOMPARE(f.view->selectedCell(), f.cell("b1"));
    QCOMPARE(f.model.ply(), 0);
    f.click(f.cell("b3"));
    QCOMPARE(f.model.ply(), 1);
    QCOMPARE(f.lastMoveText(), std::string("b1-b3"));
    QCOMPARE(f.view->selectedCell(), -1);
    // White: a2 then c4... must move 2 along that diagonal (2 pieces on it now): a2-c4 is legal.
    f.click(f.cell("a7"));
    f.click(f.cell("c7"));
    QCOMPARE(f.model.ply(), 2);
    QCOMPARE(f.lastMoveText(), std::string("a7-c7"));
}

void TestBoard::loaDragAndDrop() {
    BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    const QPoint from = f.view->cellPosition(f.cell("c1")), to = f.view->cellPosition(f.cell("c3"));
    QTest::mousePress(f.view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.view->viewport(), from + QPoint(10, -10));
    QTest::mouseMove(f.view->viewport(), (from + to) / 2);
    QTest::mouseMove(f.view->viewport(), to);
    QTRY_VERIFY(f.view->previewItemCount() > 0); // the path to the target is shown while dragging
    f.setOption([](BoardOptions &o) { o.animation = AnimationSpeed::Normal; });
    QTest::mouseRelease(f.view->viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(f.model.ply(), 1);
    QCOMPARE(f.lastMoveText(), std::string("c1-c3"));
    QVERIFY(!f.view->isAnimating()); // a dropped piece is where it goes: it does not slide there again
    f.setOption([](BoardOptions &o) { o.animation = AnimationSpeed::Off; });
    // A drop on an illegal target plays nothing and says why.
    QSignalSpy messages(f.view.get(), &BoardView::message);
    const QPoint white = f.view->cellPosition(f.cell("a2")), bad = f.view->cellPosition(f.cell("e5"));
    QTest::mousePress(f.view->viewport(), Qt::LeftButton, {}, white);
    QTest::mouseMove(f.view->viewport(), white + QPoint(12, 12));
    QTest::mouseMove(f.view->viewport(), bad);
    QTest::mouseRelease(f.view->viewport(), Qt::LeftButton, {}, bad);
    QCOMPARE(f.model.ply(), 1);
    QCOMPARE(messages.count(), 1);
    QVERIFY(messages.at(0).at(0).toString().contains(QLatin1String("a2")));
}

void TestBoard::loaSelectionDropped() {
    BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    f.click(f.cell("d1"));
    QCOMPARE(f.view->selectedCell(), f.cell("d1"));
    f.key(Qt::Key_Escape);
    QCOMPARE(f.view->selectedCell(), -1);
    f.click(f.cell("d1"));
    QSignalSpy messages(f.view.get(), &BoardView::message);
    f.click(f.cell("e5")); // not a target: the selection goes, the reason is given
    QCOMPARE(f.view->selectedCell(), -1);
    QCOMPARE(f.model.ply(), 0);
    QCOMPARE(messages.count(), 1);
    // Another own piece picked while one is picked: the new one is picked.
    f.click(f.cell("d1"));
    f.click(f.cell("e1"));
    QCOMPARE(f.view->selectedCell(), f.cell("e1"));
    // A click beside the board drops it.
    QTest::mouseClick(f.view->viewport(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(f.view->selectedCell(), -1);
}

void TestBoard::illegalClickSaysWhy_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("moves"); // played first
    QTest::addColumn<QString>("cell");  // then a click here is illegal
    QTest::newRow("addtraction: a set field") << "addtraction"
                                              << ""
                                              << "a6";
    QTest::newRow("atom4: no triangle") << "atom4"
                                        << ""
                                        << "a1";
    QTest::newRow("loa: an empty square") << "loa"
                                          << ""
                                          << "d4";
    QTest::newRow("loa: the opponent's piece") << "loa"
                                               << ""
                                               << "a2";
    QTest::newRow("atoms: the opponent's cell") << "atoms"
                                                << "c3"
                                                << "c3";
    QTest::newRow("trails: a continuing move onto Blue's head") << "trails"
                                                                << "R U R U R U R"
                                                                << "k9";
    QTest::newRow("trails: off the head's lines") << "trails"
                                                  << ""
                                                  << "e5";
}

void TestBoard::illegalClickSaysWhy() {
    QFETCH(QString, game);
    QFETCH(QString, moves);
    QFETCH(QString, cell);
    BoardFixture f(game);
    QVERIFY(f.ok);
    for (const QString &token : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        QVERIFY(f.model.requestMove(token));
    const QString before = QString::fromStdString(f.model.position().positionText());
    const int plies = f.model.plyCount();
    QSignalSpy messages(f.view.get(), &BoardView::message);
    f.click(f.cell(cell.toLatin1().constData()));
    QCOMPARE(f.model.plyCount(), plies);
    QCOMPARE(QString::fromStdString(f.model.position().positionText()), before);
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QVERIFY(!text.isEmpty());
    qInfo("%s", qPrintable(text));
}

void TestBoard::computerTurnSaysSo() {
    BoardFixture f(QStringLiteral("addtraction"));
    QVERIFY(f.ok);
    f.turns.setPaused(true); // the computer never moves here
    QVERIFY(f.turns.setSeat(1, QStringLiteral("level:1")));
    f.click(f.cell("c3"));
    QCOMPARE(f.model.ply(), 1);
    QSignalSpy messages(f.view.get(), &BoardView::message);
    QSignalSpy refused(&f.turns, &TurnController::refused);
    f.click(f.cell("d3"));
    QCOMPARE(f.model.ply(), 1);
    QCOMPARE(messages.count(), 0); // one road: the controller's
    QCOMPARE(refused.count(), 1);
    qInfo("%s", qPrintable(refused.at(0).at(0).toString()));
    QVERIFY(refused.at(0).at(0).toString().contains(QLatin1String("computer")));
}

// A move the controller refuses reaches the status line with the controller's reason only: the board no longer
// adds the model's lastError, which belongs to an older request.
void TestBoard::controllerRefusalIsNotOverwritten() {
    BoardFixture f(QStringLiteral("addtraction"));
    QVERIFY(f.ok);
    QVERIFY(f.turns.setSeat(1, QStringLiteral("network")));
    QVERIFY(f.model.requestMove(QStringLiteral("c3")));
    QVERIFY(f.model.requestMove(QStringLiteral("d3")));
    QVERIFY(f.model.jumpToPly(0));                        // browsing at a person's turn in a network game
    QVERIFY(!f.model.requestMove(QStringLiteral("zz9"))); // leaves a lastError behind
    const QString stale = f.model.lastError();
    QVERIFY(!stale.isEmpty());
    QSignalSpy messages(f.view.get(), &BoardView::message);
    QSignalSpy refused(&f.turns, &TurnController::refused);
    f.click(f.cell("b5"));
    QCOMPARE(f.model.ply(), 0);
    QCOMPARE(messages.count(), 0);
    QCOMPARE(refused.count(), 1);
    qInfo("%s", qPrintable(refused.at(0).at(0).toString()));
    QVERIFY(!refused.at(0).at(0).toString().contains(stale));
}

void TestBoard::hoverPreview_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("legal");   // a preview appears over it
    QTest::addColumn<QString>("illegal"); // and none over this one
    QTest::newRow("addtraction") << "addtraction"
                                 << "b5"
                                 << "a6";
    QTest::newRow("atom4") << "atom4"
                           << "i10"
                           << "c3";
    QTest::newRow("atoms") << "atoms"
                           << "d4"
                           << "z9";
    QTest::newRow("trails") << "trails"
                            << "a5"
                            << "e5";
}

void TestBoard::hoverPreview() {
    QFETCH(QString, game);
    QFETCH(QString, legal);
    QFETCH(QString, illegal);
    BoardFixture f(game);
    QVERIFY(f.ok);
    // QTRY: in a real X session the pointer's move comes back as an event later (offscreen it is at once).
    const QPoint legalAt = f.view->cellPosition(f.cell(legal.toLatin1().constData()));
    QTest::mouseMove(f.view->viewport(), legalAt);
    QTRY_VERIFY(f.view->previewItemCount() > 0);
    const int illegalCell = f.cell(illegal.toLatin1().constData());
    QTest::mouseMove(f.view->viewport(), illegalCell >= 0 ? f.view->cellPosition(illegalCell) : QPoint(1, 1));
    QTRY_COMPARE(f.view->previewItemCount(), 0);
    // The preview option turns it off.
    f.setOption([](BoardOptions &o) { o.preview = false; });
    QTest::mouseMove(f.view->viewport(), legalAt);
    QTest::qWait(100);
    QCOMPARE(f.view->previewItemCount(), 0);
}

void TestBoard::flipMapsClicks() {
    BoardFixture f(QStringLiteral("addtraction"));
    QVERIFY(f.ok);
    const QPoint a1 = f.view->cellPosition(f.cell("a1"));
    f.setOption([](BoardOptions &o) { o.flipped = true; });
    QCOMPARE(f.view->cellAt(a1), f.cell("f6"));                    // turned by 180 degrees
    QTest::mouseClick(f.view->viewport(), Qt::LeftButton, {}, a1); // where a1 was drawn: f6 now
    QCOMPARE(f.lastMoveText(), std::string("f6"));
    f.click(f.cell("b2"));
    QCOMPARE(f.lastMoveText(), std::string("b2"));
    // The keyboard follows the screen: Up moves towards row 1 on a flipped board.
    const int before = f.view->cursorCell();
    f.key(Qt::Key_Up);
    QCOMPARE(f.view->cursorCell(), before - f.model.position().geometry().columns);
}

void TestBoard::cellAtRoundTrip() {
    for (const QString &game : gameIds())
        for (const QSize size : {QSize(800, 800), QSize(1400, 900)}) {
            BoardFixture f(game, QString(), size);
            QVERIFY(f.ok);
            for (const bool flipped : {false, true}) {
                BoardOptions options = f.view->options();
                options.flipped = flipped;
                f.view->setOptions(options);
                const int cells = f.model.position().geometry().cellCount();
                for (int cell = 0; cell < cells; ++cell)
                    QVERIFY2(f.view->cellAt(f.view->cellPosition(cell)) == cell,
                             qPrintable(QStringLiteral("%1 cell %2").arg(game).arg(cell)));
            }
            QCOMPARE(f.view->cellAt(QPoint(-5, -5)), -1);
        }
}

void TestBoard::latticeNeighbours() {
    const BoardGeometry g{BoardGeometry::Kind::Triangular, 16, 16};
    LatticeLayout layout(g);
    auto at = [&](const char *name) { return *parseCell(name, g); };
    std::vector<int> found = layout.neighbours(at("h9"));
    std::vector<int> expected = {at("g9"), at("i9"), at("h10"), at("i10"), at("h8"), at("i8")};
    std::sort(found.begin(), found.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(found, expected);
    // Every neighbour is drawn one cell away, flipped or not: the triangles are equilateral.
    for (const bool flipped : {false, true}) {
        layout.setFlipped(flipped);
        for (int cell = 0; cell < g.cellCount(); ++cell)
            for (int n : layout.neighbours(cell)) {
                const QPointF d = layout.cellCentre(n) - layout.cellCentre(cell);
                QVERIFY(std::abs(std::hypot(d.x(), d.y()) - kCell) < 1e-6);
            }
    }
    // h10 (an even rank) is drawn half a cell left of h9 (an odd rank).
    layout.setFlipped(false);
    QCOMPARE(layout.cellCentre(at("h9")).x() - layout.cellCentre(at("h10")).x(), kCell / 2);
}

void TestBoard::newGameRebuildsBoard() {
    BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    QVERIFY(f.model.newGame(QStringLiteral("atom4")));
    QCOMPARE(f.view->cellAt(f.view->cellPosition(255)), 255);
    f.click(f.cell("i10"));
    QCOMPARE(f.lastMoveText(), std::string("i10"));
    QVERIFY(f.model.newGame(QStringLiteral("trails"), QStringLiteral("size=5,towers=1,distance=1")));
    QCOMPARE(f.view->cellAt(f.view->cellPosition(24)), 24);
    f.key(Qt::Key_Down);
    QCOMPARE(f.lastMoveText(), std::string("D"));
}

void TestBoard::highlights() {
    BoardFixture f(QStringLiteral("trails"));
    QVERIFY(f.ok);
    const int a11 = f.cell("a11"), a10 = f.cell("a10"), b11 = f.cell("b11");
    // Blue's legal targets: a10 (D) and b11 (R).
    QVERIFY(f.view->cellMarks(a10) & CellItem::Legal);
    QVERIFY(f.view->cellMarks(b11) & CellItem::Legal);
    QVERIFY(!(f.view->cellMarks(f.cell("e5")) & CellItem::Legal));
    f.key(Qt::Key_Down);
    // The last move: from the old head to the new one.
    QVERIFY(f.view->cellMarks(a11) & CellItem::LastMove);
    QVERIFY(f.view->cellMarks(a10) & CellItem::LastMove);
    QVERIFY(!(f.view->cellMarks(b11) & CellItem::LastMove));
    f.setOption([](BoardOptions &o) {
        o.lastMove = false;
        o.legalMoves = false;
    });
    for (int cell = 0; cell < 121; ++cell)
        QVERIFY(!(f.view->cellMarks(cell) & (CellItem::LastMove | CellItem::Legal)));
    // A hint marks its cells until the position changes.
    const Move hint = f.model.position().parseMove("L").move;
    QVERIFY(hint != kNoMove);
    f.view->showHint(hint);
    QVERIFY(f.view->cellMarks(f.model.position().moveCells(hint).to) & CellItem::Hint);
    f.key(Qt::Key_Left);
    for (int cell = 0; cell < 121; ++cell)
        QVERIFY(!(f.view->cellMarks(cell) & CellItem::Hint));

    // LOA: the picked piece and its targets (only while picked).
    BoardFixture loa(QStringLiteral("loa"));
    QVERIFY(loa.ok);
    QVERIFY(!(loa.view->cellMarks(loa.cell("b3")) & CellItem::Legal));
    loa.click(loa.cell("b1"));
    QVERIFY(loa.view->cellMarks(loa.cell("b1")) & CellItem::Selected);
    QVERIFY(loa.view->cellMarks(loa.cell("b3")) & CellItem::Legal);
    QVERIFY(loa.view->cellMarks(loa.cell("d3")) & CellItem::Legal);
    QVERIFY(!(loa.view->cellMarks(loa.cell("b4")) & CellItem::Legal));
}

void TestBoard::inputFinishesAnimation() {
    BoardFixture f(QStringLiteral("loa"));
    QVERIFY(f.ok);
    f.setOption([](BoardOptions &o) { o.animation = AnimationSpeed::Normal; });
    f.click(f.cell("b1"));
    f.click(f.cell("b3"));
    QCOMPARE(f.model.ply(), 1);
    QVERIFY(f.view->isAnimating());
    // White picks at once: the slide jumps to its end, and the click still counts.
    f.click(f.cell("a7"));
    QVERIFY(!f.view->isAnimating());
    QCOMPARE(f.view->selectedCell(), f.cell("a7"));
    f.click(f.cell("c7"));
    QCOMPARE(f.lastMoveText(), std::string("a7-c7"));
    QVERIFY(f.view->isAnimating());
    QTRY_VERIFY_WITH_TIMEOUT(!f.view->isAnimating(), 3000); // and it ends by itself
    // The board shows the model's position: a pixel at c7 is a white piece, at a7 none.
    const QImage image = f.view->grab().toImage();
    QVERIFY(image.pixelColor(f.view->cellPosition(f.cell("c7"))).lightness() > 200);
    QVERIFY(image.pixelColor(f.view->cellPosition(f.cell("b3"))).lightness() < 90);
}

void TestBoard::undoRedrawsAtOnce() {
    BoardFixture f(QStringLiteral("atoms"));
    QVERIFY(f.ok);
    f.setOption([](BoardOptions &o) { o.animation = AnimationSpeed::Normal; });
    f.click(f.cell("d4"));
    QVERIFY(f.view->isAnimating());
    QVERIFY(f.model.undo());
    QVERIFY(!f.view->isAnimating());
    QCOMPARE(f.model.ply(), 0);
    const QImage image = f.view->grab().toImage();
    const QColor empty = image.pixelColor(f.view->cellPosition(f.cell("d4")));
    QVERIFY2(empty.lightness() > 200, qPrintable(empty.name())); // no atom left on d4
}

void TestBoard::outlivesItsModel() {
    // A window's members (model, turns) go before its child widgets: the board must take what still comes in.
    auto model = std::make_unique<GameModel>();
    auto turns = std::make_unique<TurnController>(model.get());
    QVERIFY(model->newGame(QStringLiteral("loa")));
    BoardView view(model.get(), turns.get());
    view.resize(400, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPoint b1 = view.cellPosition(1); // b1: column 1 of row 0
    turns.reset();
    model.reset();
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, b1);
    QTest::mouseMove(view.viewport(), b1 + QPoint(30, 30));
    QTest::keyClick(&view, Qt::Key_Return);
    QTest::keyClick(&view, Qt::Key_Left);
    view.clearFocus();
    view.showHint(0);
    QCOMPARE(view.previewItemCount(), 0);
}

QTEST_MAIN(TestBoard)
// LOA (issue 29): with nothing picked, the mouse over a piece that can move shows where it can go, as the
// picked piece's targets are shown; nothing over an empty cell or the other side's piece, nor with the hover
// preview or the legal moves turned off.
void TestBoard::loaHoverShowsTargets() {
    BoardFixture loa(QStringLiteral("loa"));
    QVERIFY(loa.ok);
    const auto legalCells = [&loa] {
        QStringList cells;
        for (int cell = 0; cell < 64; ++cell)
            if (loa.view->cellMarks(cell) & CellItem::Legal)
                cells << loa.view->cellName(cell);
        return cells.join(QLatin1Char(' '));
    };
    const auto hover = [&loa](const char *cell) {
        QTest::mouseMove(loa.view->viewport(), loa.view->cellPosition(loa.cell(cell)));
    };
    hover("b1"); // Black's piece
    QStringList expected;
    for (int cell = 0; cell < 64; ++cell)
        for (Move m : loa.model.position().legalMovesFrom(loa.cell("b1")))
            if (loa.model.position().moveCells(m).to == cell)
                expected << loa.view->cellName(cell);
    QVERIFY(!expected.isEmpty());
    QTRY_COMPARE(legalCells(), expected.join(QLatin1Char(' ')));
    hover("d4"); // empty
    QTRY_COMPARE(legalCells(), QString());
    hover("a2"); // White's, Black to move
    QTRY_COMPARE(legalCells(), QString());
    loa.setOption([](BoardOptions &o) { o.preview = false; });
    hover("c1");
    QTest::qWait(50);
    QCOMPARE(legalCells(), QString());
    loa.setOption([](BoardOptions &o) { o.preview = true; });
    hover("b1");
    QTRY_VERIFY(!legalCells().isEmpty());
    // Picked, the picked piece's targets stay whatever the mouse is over.
    loa.click(loa.cell("b1"));
    const QString picked = legalCells();
    hover("c1");
    QTest::qWait(50);
    QCOMPARE(legalCells(), picked);
}

// LOA's quiet targets are few and each matters: a dot a person sees at a glance, not the small dot of the games
// where every empty cell is legal (it was 15% of the cell across, 8 px on a small board).
void TestBoard::loaTargetDotsAreSeen() {
    BoardFixture loa(QStringLiteral("loa"));
    QVERIFY(loa.ok);
    loa.click(loa.cell("b1"));
    const int b3 = loa.cell("b3");
    QVERIFY(loa.view->cellMarks(b3) & CellItem::Legal);
    const QImage shot = loa.view->viewport()->grab().toImage();
    const QRect cell = loa.view->cellRect(b3);
    const QColor target = Theme::named(loa.view->options().theme).legalTarget;
    int across = 0;
    const int y = cell.center().y();
    for (int x = cell.left(); x <= cell.right(); ++x) {
        const QColor c = shot.pixelColor(x * shot.width() / loa.view->viewport()->width(),
                                         y * shot.height() / loa.view->viewport()->height());
        if (qAbs(c.red() - target.red()) + qAbs(c.green() - target.green()) + qAbs(c.blue() - target.blue()) < 40)
            ++across;
    }
    qInfo("a quiet target's dot: %d px across a cell of %d px", across, cell.width());
    QVERIFY2(across >= cell.width() / 5, qPrintable(QString::number(across)));
}

#include "test_board.moc"
