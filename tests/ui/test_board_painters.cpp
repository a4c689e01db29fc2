// The frames of an animation are drawn from the faces a move's effects carry: the last face of every changed cell
// must be the face the model gives that cell after the move, and the board's frames run from before to after.
// Checked over many moves of every game.
#include "ui/board/boardscene.h"
#include "ui/board/cellitem.h"
#include "ui/board/cellpainter.h"

#include "core/registry.h"

#include <QPainter>
#include <QTest>

#include <map>
#include <random>

using namespace gamut;

class TestBoardPainters : public QObject {
    Q_OBJECT
private slots:
    void effectsEndOnTheModelsFaces_data();
    void effectsEndOnTheModelsFaces();
    void unknownGameStillPaints();
    void framesRunFromBeforeToAfter_data();
    void framesRunFromBeforeToAfter();
    void trailsTrailDrawnCellByCell();
    void atom4PieceFirstThenRays();
};

void TestBoardPainters::effectsEndOnTheModelsFaces_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::newRow("addtraction") << "addtraction"
                                 << "";
    QTest::newRow("atom4") << "atom4"
                           << "";
    QTest::newRow("loa") << "loa"
                         << "";
    QTest::newRow("atoms tutorial") << "atoms"
                                    << "tutorial";
    QTest::newRow("atoms classic") << "atoms"
                                   << "classic";
    QTest::newRow("trails") << "trails"
                            << "";
    QTest::newRow("trails 7") << "trails"
                              << "size=7,towers=3,distance=0";
}

void TestBoardPainters::effectsEndOnTheModelsFaces() {
    QFETCH(QString, game);
    QFETCH(QString, variant);
    std::mt19937 random(7);
    int checked = 0;
    for (int round = 0; round < 20; ++round) {
        std::string error;
        std::unique_ptr<GameState> position = newGame(game.toStdString(), variant.toStdString(), error);
        QVERIFY2(position, error.c_str());
        for (int ply = 0; ply < 200 && !position->isOver(); ++ply) {
            MoveList legal;
            position->legalMoves(legal);
            const Move move = legal[int(random() % unsigned(legal.size()))];
            const MoveEffects effects = position->describeMove(move);
            QVERIFY(!effects.empty());
            std::map<int, CellFace> last;
            for (const EffectStep &step : effects)
                for (const CellChange &change : step.changes)
                    last[change.cell] = change.face;
            position->play(move);
            for (const auto &[cell, face] : last) {
                const CellFace after = position->cellFace(cell);
                QVERIFY2(face == after, qPrintable(QStringLiteral("%1 ply %2: cell %3 shows owner %4 value %5, "
                                                                  "the model owner %6 value %7")
                                                       .arg(game)
                                                       .arg(ply)
                                                       .arg(cell)
                                                       .arg(face.owner)
                                                       .arg(face.value)
                                                       .arg(after.owner)
                                                       .arg(after.value)));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 100);
}

void TestBoardPainters::unknownGameStillPaints() {
    // An id without a window entry gets a plain painter and the default traits rather than a null pointer; each
    // game's board takes its traits from its entry.
    std::string error;
    const std::unique_ptr<GameState> loa = newGame("loa", "", error), trails = newGame("trails", "", error),
                                     atom4 = newGame("atom4", "", error);
    QVERIFY2(loa && trails && atom4, error.c_str());
    BoardScene scene;
    scene.setAppearance(Theme::named(QString()), false, true);
    scene.setGame(QStringLiteral("chess"), *loa);
    QCOMPARE(scene.traits().input, BoardTraits::Input::Place);
    QImage image(200, 200, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    scene.render(&painter);
    painter.end();
    QCOMPARE(scene.cellCount(), loa->geometry().cellCount());
    scene.setGame(QStringLiteral("loa"), *loa);
    QCOMPARE(scene.traits().input, BoardTraits::Input::PickPiece);
    scene.setGame(QStringLiteral("trails"), *trails);
    QCOMPARE(scene.traits().input, BoardTraits::Input::Direction);
    QVERIFY(scene.traits().tintPreview);
    scene.setGame(QStringLiteral("atom4"), *atom4);
    QCOMPARE(scene.traits().input, BoardTraits::Input::Place);
    QVERIFY(scene.traits().roundCells);
}

namespace {

std::vector<CellFace> shown(const BoardScene &scene) {
    std::vector<CellFace> faces;
    for (int cell = 0; cell < scene.cellCount(); ++cell)
        faces.push_back(scene.cellItem(cell)->face());
    return faces;
}

std::vector<CellFace> facesOf(const GameState &position) {
    std::vector<CellFace> faces;
    for (int cell = 0; cell < position.geometry().cellCount(); ++cell)
        faces.push_back(position.cellFace(cell));
    return faces;
}

} // namespace

void TestBoardPainters::framesRunFromBeforeToAfter_data() { effectsEndOnTheModelsFaces_data(); }

void TestBoardPainters::framesRunFromBeforeToAfter() {
    // For many moves: the first frame still shows every cell the first step does not touch as before, the last
    // frame is exactly the position after, and finishing ends the animation.
    QFETCH(QString, game);
    QFETCH(QString, variant);
    std::string error;
    std::unique_ptr<GameState> position = newGame(game.toStdString(), variant.toStdString(), error);
    QVERIFY(position);
    BoardScene scene;
    scene.setGame(game, *position);
    std::mt19937 random(11);
    for (int ply = 0; ply < 60 && !position->isOver(); ++ply) {
        MoveList legal;
        position->legalMoves(legal);
        const Move move = legal[int(random() % unsigned(legal.size()))];
        const MoveEffects effects = position->describeMove(move);
        const std::vector<CellFace> before = facesOf(*position);
        position->play(move);
        scene.animate(effects, *position, 1.0);
        QVERIFY(scene.isAnimating());
        scene.seekAnimation(0);
        std::vector<CellFace> frame = shown(scene);
        std::vector<bool> first(before.size(), false);
        for (const CellChange &change : effects.front().changes)
            first[std::size_t(change.cell)] = true;
        for (std::size_t cell = 0; cell < before.size(); ++cell)
            QVERIFY(first[cell] || frame[cell] == before[cell]);
        scene.seekAnimation(scene.animationDuration());
        QVERIFY(shown(scene) == facesOf(*position));
        scene.finishAnimation();
        QVERIFY(!scene.isAnimating());
        QVERIFY(shown(scene) == facesOf(*position));
    }
}

void TestBoardPainters::trailsTrailDrawnCellByCell() {
    // Blue D (a turn: a10), then red L, then blue D again: a continuing move of 2 cells, a9 then a8.
    std::string error;
    std::unique_ptr<GameState> position = newGame("trails", "classic", error);
    QVERIFY(position);
    for (const char *token : {"D", "L"})
        position->play(position->parseMove(token).move);
    BoardScene scene;
    scene.setGame(QStringLiteral("trails"), *position);
    const Move move = position->parseMove("D").move;
    const MoveEffects effects = position->describeMove(move);
    position->play(move);
    scene.animate(effects, *position, 1.0);
    const BoardGeometry g = position->geometry();
    const int a9 = *parseCell("a9", g), a8 = *parseCell("a8", g);
    QCOMPARE(scene.cellItem(a9)->face().owner, std::int8_t(-1)); // nothing claimed yet
    scene.seekAnimation(scene.animationDuration() * 0.7);        // past a9, not yet at a8
    QCOMPARE(scene.cellItem(a9)->face().owner, std::int8_t(0));
    QCOMPARE(scene.cellItem(a8)->face().owner, std::int8_t(-1));
    scene.finishAnimation();
    QVERIFY(scene.cellItem(a8)->face().has(CellFace::Head));
}

void TestBoardPainters::atom4PieceFirstThenRays() {
    // From the start, i10 (red) turns the green h9 yellow along a ray: the red piece is there before h9 changes.
    std::string error;
    std::unique_ptr<GameState> position = newGame("atom4", "standard", error);
    QVERIFY(position);
    BoardScene scene;
    scene.setGame(QStringLiteral("atom4"), *position);
    const BoardGeometry g = position->geometry();
    const int i10 = *parseCell("i10", g), h9 = *parseCell("h9", g);
    const Move move = position->parseMove("i10").move;
    const MoveEffects effects = position->describeMove(move);
    position->play(move);
    scene.animate(effects, *position, 1.0);
    scene.seekAnimation(1);
    QCOMPARE(scene.cellItem(i10)->face().colour, std::int8_t(1)); // red, popping in
    QCOMPARE(scene.cellItem(h9)->face().colour, std::int8_t(2));  // still green
    scene.seekAnimation(scene.animationDuration());
    QCOMPARE(scene.cellItem(h9)->face().colour, std::int8_t(3)); // yellow
}

QTEST_MAIN(TestBoardPainters)
#include "test_board_painters.moc"
