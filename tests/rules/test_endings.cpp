// Why each game ended (core/ending.h, issue 29 "the end explains itself"): in random games of every
// registered game (and its extra variants) played to their end, the position says what ended it, the side it names
// agrees with the result (the winner made the row, took the towers, connected; the loser cannot move or has no piece
// left), and a game going on says nothing.
#include "core/ending.h"
#include "core/registry.h"
#include "tests/facts/corefacts.h"

#include <QTest>

#include <map>
#include <random>

using namespace gamut;
using namespace gamut::test;

class TestEndings : public QObject {
    Q_OBJECT
private slots:
    void everyEndSaysWhy_data();
    void everyEndSaysWhy();
};

void TestEndings::everyEndSaysWhy_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    for (const GameEntry &entry : allGames()) {
        const QString id = QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
        QTest::newRow(qPrintable(id)) << id << QString();
        for (const char *variant : coreFactsOf(entry.info->id).moreVariants)
            QTest::newRow(qPrintable(id + u' ' + QString::fromUtf8(variant))) << id << QString::fromUtf8(variant);
    }
}

void TestEndings::everyEndSaysWhy() {
    QFETCH(QString, game);
    QFETCH(QString, variant);
    std::map<Ending, int> seen;
    std::mt19937 rng(29);
    for (int run = 0; run < 40; ++run) {
        std::string error;
        auto state = newGame(game.toStdString(), variant.toStdString(), error);
        QVERIFY2(state, error.c_str());
        for (int ply = 0; ply < 4000 && !state->isOver(); ++ply) {
            QCOMPARE(endingOf(*state).ending, Ending::None);
            MoveList moves;
            state->legalMoves(moves);
            state->play(moves[int(rng() % unsigned(moves.size()))]);
        }
        if (!state->isOver())
            continue;
        const EndReason why = endingOf(*state);
        const Outcome outcome = state->outcome();
        const int winner = winnerOf(outcome);
        QVERIFY2(why.ending != Ending::None, qPrintable(QString("%1: a game over without a reason").arg(game)));
        switch (why.ending) {
        case Ending::CannotMove:
        case Ending::NoneLeft: // about the loser
            QVERIFY(winner >= 0);
            QCOMPARE(why.side, 1 - winner);
            break;
        case Ending::Connected:
        case Ending::RowMade:
        case Ending::TowersTaken: // about the winner
            QVERIFY(winner >= 0);
            QCOMPARE(why.side, winner);
            break;
        case Ending::BothConnected: // the mover wins, or a draw
            QCOMPARE(why.side, winner);
            break;
        case Ending::BoardFull:
        case Ending::NoMoveLeft:
        case Ending::Repetition:
            QCOMPARE(why.side, -1);
            break;
        case Ending::None:
            break;
        }
        // The same end read again from a copy: it comes from the position alone, not from how it was reached.
        QVERIFY(endingOf(*state->clone()) == why);
        ++seen[why.ending];
    }
    QString summary;
    for (const auto &[ending, count] : seen)
        summary += QString(" %1x%2").arg(int(ending)).arg(count);
    qInfo("%s %s:%s", qPrintable(game), qPrintable(variant), qPrintable(summary));
    QVERIFY(!seen.empty());
}

QTEST_GUILESS_MAIN(TestEndings)
#include "test_endings.moc"
