// A server table's protocol 1.2 state (core/net/table.h) on its own: its time control and rating kept in the
// current game's tags, each move's clock comment, the times a restarted server puts back, the endings the moves do
// not say (time, agreement, abort), and the open requests (draw offer, rematch), all read back from the game's text.
#include "core/net/table.h"

#include <QTest>

using namespace gamut;
using namespace gamut::net;

namespace {

std::unique_ptr<Table> loaTable(const TimeControl &control, bool rated) {
    QString error;
    auto t = Table::create(QStringLiteral("t1"), QStringLiteral("loa"), QString(), error);
    t->setSeat(0, QStringLiteral("ada"), QStringLiteral("0123456789abcdef0123456789abcdef"));
    t->setSeat(1, QStringLiteral("bob"), QStringLiteral("fedcba9876543210fedcba9876543210"));
    t->setControl(control, rated);
    return t;
}

Move firstMove(const Table &t) {
    MoveList moves;
    t.position().legalMoves(moves);
    return moves[0];
}

// The table as a restarted server reads it: its current game's text and its seats.
std::unique_ptr<Table> reread(const Table &t) {
    QString error;
    auto back = Table::restore(t.id(), t.currentGameText(), t.seats(), t.finishedGames(), error);
    if (!back)
        qWarning("%s", qPrintable(error));
    return back;
}

} // namespace

class TestTableClock : public QObject {
    Q_OBJECT
private slots:
    void controlAndRatingInTags();
    void clockCommentsToTheMillisecond();
    void storedTimesPerMove();
    void lossOnTime();
    void agreementAndAbort();
    void requestsReadBack();
    void nextGameKeepsTheControl();
    void badControlNamed();
};

void TestTableClock::controlAndRatingInTags() {
    auto t = loaTable(TimeControl::fischer(180000, 2000), true);
    const QString text = QString::fromStdString(t->currentGameText());
    QVERIFY2(text.contains(QLatin1String("[TimeControl \"3+2\"]")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("[Rated \"yes\"]")));
    auto back = reread(*t);
    QVERIFY(back);
    QCOMPARE(back->control(), TimeControl::fischer(180000, 2000));
    QVERIFY(back->isRated());
    auto casual = loaTable(TimeControl::none(), false);
    QVERIFY(!QString::fromStdString(casual->currentGameText()).contains(QLatin1String("TimeControl")));
    QVERIFY(!reread(*casual)->isRated());
    QVERIFY(!reread(*casual)->control().isTimed());
}

void TestTableClock::clockCommentsToTheMillisecond() {
    QCOMPARE(clockComment(178123), std::string("[%clk 0:02:58.123]"));
    QCOMPARE(clockComment(3 * 24 * 3600000LL + 5), std::string("[%clk 72:00:00.005]"));
    QCOMPARE(clockComment(-5), std::string("[%clk 0:00:00.000]"));
    auto t = loaTable(TimeControl::fischer(180000, 2000), true);
    t->play(firstMove(*t), clockComment(178123));
    QCOMPARE(t->clockAfter(1), std::int64_t(178123));
    QCOMPARE(t->clockAfter(2), std::int64_t(-1));
    QVERIFY(QString::fromStdString(t->currentGameText()).contains(QLatin1String("{[%clk 0:02:58.123]}")));
    QCOMPARE(reread(*t)->clockAfter(1), std::int64_t(178123));
}

// What each side has at the start of its next turn: Fischer what its last move left, a time a move its whole.
void TestTableClock::storedTimesPerMove() {
    auto t = loaTable(TimeControl::fischer(180000, 2000), true);
    QCOMPARE(t->storedTimes(), (std::array<std::int64_t, 2>{180000, 180000}));
    t->play(firstMove(*t), clockComment(175000));
    t->play(firstMove(*t), clockComment(170500));
    t->play(firstMove(*t), clockComment(160000));
    QCOMPARE(reread(*t)->storedTimes(), (std::array<std::int64_t, 2>{160000, 170500}));
    auto perMove = loaTable(TimeControl::perMove(10000), false);
    perMove->play(firstMove(*perMove), clockComment(3000));
    QCOMPARE(reread(*perMove)->storedTimes(), (std::array<std::int64_t, 2>{10000, 10000}));
}

void TestTableClock::lossOnTime() {
    auto t = loaTable(TimeControl::fischer(60000, 0), true);
    t->play(firstMove(*t), clockComment(55000)); // ada (black) moved: bob to move
    QVERIFY(!t->isOver());
    t->endOnTime();
    QVERIFY(t->isOver());
    QCOMPARE(t->turn(), -1);
    QCOMPARE(t->winner(), 0);
    QCOMPARE(t->resultText(), QStringLiteral("black")); // the player, as the protocol names them
    QCOMPARE(t->howText(), QStringLiteral("time"));
    QCOMPARE(t->firstScore(), 1.0);
    QVERIFY(QString::fromStdString(t->currentGameText()).contains(QLatin1String("[Termination \"time\"]")));
    auto back = reread(*t);
    QCOMPARE(back->ending(), Table::Ending::Time);
    QCOMPARE(back->resultText(), QStringLiteral("black"));
    t->clearEnding();
    QVERIFY(!t->isOver());
    QVERIFY(!QString::fromStdString(t->currentGameText()).contains(QLatin1String("Termination")));
}

void TestTableClock::agreementAndAbort() {
    auto t = loaTable(TimeControl::fischer(60000, 0), true);
    t->play(firstMove(*t));
    t->agreeDraw();
    QCOMPARE(t->resultText(), QStringLiteral("draw"));
    QCOMPARE(t->howText(), QStringLiteral("agreed"));
    QCOMPARE(t->winner(), -1);
    QCOMPARE(t->firstScore(), 0.5);
    QCOMPARE(reread(*t)->ending(), Table::Ending::Agreement);
    auto a = loaTable(TimeControl::fischer(60000, 0), true);
    a->abortGame();
    QVERIFY(a->isOver());
    QCOMPARE(a->resultText(), QStringLiteral("aborted"));
    QCOMPARE(a->howText(), QString());
    QCOMPARE(reread(*a)->ending(), Table::Ending::Aborted);
    QCOMPARE(reread(*a)->stateText(), QStringLiteral("over"));
}

void TestTableClock::requestsReadBack() {
    auto t = loaTable(TimeControl::fischer(60000, 0), true);
    t->setDrawOffer(1);
    QCOMPARE(reread(*t)->drawOffer(), 1);
    t->setDrawOffer(-1);
    QCOMPARE(reread(*t)->drawOffer(), -1);
    t->setRematch(0, true);
    auto back = reread(*t);
    QVERIFY(back->wantsRematch(0) && !back->wantsRematch(1));
    t->setRematch(1, true);
    back = reread(*t);
    QVERIFY(back->wantsRematch(0) && back->wantsRematch(1));
}

void TestTableClock::nextGameKeepsTheControl() {
    auto t = loaTable(TimeControl::fischer(60000, 1000), true);
    t->play(firstMove(*t), clockComment(59000));
    t->endOnTime();
    t->setRematch(0, true);
    QString error;
    QVERIFY2(t->startNext(error), qPrintable(error));
    QVERIFY(!t->isOver());
    QCOMPARE(t->ending(), Table::Ending::None);
    QCOMPARE(t->control(), TimeControl::fischer(60000, 1000));
    QVERIFY(t->isRated());
    QVERIFY(!t->wantsRematch(0));
    QCOMPARE(t->clock().left(0, 0), std::int64_t(60000));
    t->dropNext(); // taken back: the ended game again, with its ending
    QCOMPARE(t->ending(), Table::Ending::Time);
}

void TestTableClock::badControlNamed() {
    auto t = loaTable(TimeControl::fischer(60000, 0), false);
    std::string text = t->currentGameText();
    const std::size_t at = text.find("\"1+0\"");
    QVERIFY(at != std::string::npos);
    text.replace(at, 5, "\"1+x\"");
    QString error;
    QVERIFY(!Table::restore(QStringLiteral("t1"), text, t->seats(), 0, error));
    QVERIFY2(error.contains(QLatin1String("1+x")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestTableClock)
#include "test_tableclock.moc"
