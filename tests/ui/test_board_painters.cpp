// The frames of an animation are drawn from the board tokens of a move's effects: each painter must read a token
// as the same face the model gives that cell after the move. Checked over many moves of every game.
#include "ui/board/cellitem.h"
#include "ui/board/cellpainter.h"

#include "core/registry.h"

#include <QTest>

#include <map>
#include <random>

using namespace gamut;

class TestBoardPainters : public QObject {
    Q_OBJECT
private slots:
    void tokensReadAsTheModelsFaces_data();
    void tokensReadAsTheModelsFaces();
    void unknownGameStillPaints();
};

void TestBoardPainters::tokensReadAsTheModelsFaces_data() {
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

void TestBoardPainters::tokensReadAsTheModelsFaces() {
    QFETCH(QString, game);
    QFETCH(QString, variant);
    const std::unique_ptr<CellPainter> painter = makeCellPainter(game);
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
            std::map<int, std::string> last;
            for (const EffectStep &step : effects)
                for (const CellChange &change : step.changes)
                    last[change.cell] = change.token;
            position->play(move);
            for (const auto &[cell, token] : last) {
                const CellFace after = position->cellFace(cell);
                const CellFace read = painter->faceOfToken(token, after);
                QVERIFY2(read == after, qPrintable(QStringLiteral("%1 ply %2: cell %3 token %4")
                                                       .arg(game)
                                                       .arg(ply)
                                                       .arg(cell)
                                                       .arg(QString::fromStdString(token))));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 100);
}

void TestBoardPainters::unknownGameStillPaints() {
    // An id without a painter gets a plain one rather than a null pointer.
    QVERIFY(makeCellPainter(QStringLiteral("chess")) != nullptr);
    QCOMPARE(makeCellPainter(QStringLiteral("loa"))->input(), CellPainter::Input::PickPiece);
    QCOMPARE(makeCellPainter(QStringLiteral("trails"))->input(), CellPainter::Input::Direction);
    QCOMPARE(makeCellPainter(QStringLiteral("atom4"))->input(), CellPainter::Input::Place);
}

QTEST_MAIN(TestBoardPainters)
#include "test_board_painters.moc"
