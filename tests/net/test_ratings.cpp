// Glicko-2 (core/net/glicko2.h) against Glickman's worked example ("Example of the Glicko-2 system"), and the
// properties the server relies on when it rates one game as a rating period.
#include "core/net/glicko2.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace gamut::net;

class TestRatings : public QObject {
    Q_OBJECT
private slots:
    void glickmansExample();
    void emptyPeriodWidensTheDeviation();
    void oneGameBetweenNewPlayers();
    void drawBetweenEqualsChangesNoRating();
    void upsetMovesMoreThanExpectedWin();
    void manyGamesStayFinite();
};

// A 1500 / 200 / 0.06 player beats a 1400 / 30, loses to a 1550 / 100 and to a 1700 / 300, with tau 0.5: the
// paper's answer is 1464.06, 151.52, 0.05999. The paper rounds as it goes: it gives mu' = -0.2069 and
// phi' = 0.8722 on the Glicko-2 scale and converts those (173.7178 x -0.2069 + 1500 = 1464.06), while the unrounded
// rating is 1464.0507; and it writes the volatility 0.0599960 cut to five places. The test checks the computation
// on the paper's own scale at the paper's precision, converts as the paper does, and bounds the unrounded figures.
void TestRatings::glickmansExample() {
    const Rating player{1500, 200, 0.06};
    const std::array<RatedGame, 3> games = {RatedGame{{1400, 30, 0.06}, 1.0}, RatedGame{{1550, 100, 0.06}, 0.0},
                                            RatedGame{{1700, 300, 0.06}, 0.0}};
    const Rating after = rateGlicko2(player, games, 0.5);
    qInfo("after the example's period: %.4f %.4f %.7f", after.rating, after.deviation, after.volatility);
    const auto round = [](double x, double places) { return std::round(x * places) / places; };
    const double mu = round((after.rating - 1500) / 173.7178, 1e4), phi = round(after.deviation / 173.7178, 1e4);
    QCOMPARE(mu, -0.2069);
    QCOMPARE(phi, 0.8722);
    QCOMPARE(round(173.7178 * mu + 1500, 100), 1464.06);
    QCOMPARE(round(173.7178 * phi, 100), 151.52);
    QCOMPARE(std::trunc(after.volatility * 1e5) / 1e5, 0.05999);
    QVERIFY(std::abs(after.rating - 1464.06) < 0.01);
    QVERIFY(std::abs(after.deviation - 151.52) < 0.005);
    QVERIFY(std::abs(after.volatility - 0.05999) < 0.00001);
}

// Step 6 alone: phi* = sqrt(phi^2 + sigma^2), the rating and volatility unchanged.
void TestRatings::emptyPeriodWidensTheDeviation() {
    const Rating player{1620, 80, 0.06};
    const Rating after = rateGlicko2(player, {});
    QCOMPARE(after.rating, 1620.0);
    QCOMPARE(after.volatility, 0.06);
    const double phi = 80 / 173.7178;
    QVERIFY(std::abs(after.deviation - 173.7178 * std::sqrt(phi * phi + 0.06 * 0.06)) < 1e-9);
    QVERIFY(after.deviation > 80);
}

// Two new accounts (1500 / 350 / 0.06): the winner gains what the loser loses, both deviations shrink alike.
void TestRatings::oneGameBetweenNewPlayers() {
    const RatedPair after = rateGame(Rating{}, Rating{}, 1.0);
    qInfo("new against new, first wins: %.2f/%.2f and %.2f/%.2f", after.first.rating, after.first.deviation,
          after.second.rating, after.second.deviation);
    QVERIFY(after.first.rating > 1500 && after.second.rating < 1500);
    QVERIFY(std::abs((after.first.rating - 1500) - (1500 - after.second.rating)) < 1e-6);
    QVERIFY(std::abs(after.first.deviation - after.second.deviation) < 1e-6);
    QVERIFY(after.first.deviation < 350);
    // Glicko's first game between two unknowns moves a rating by a lot (about 160 points), as it should.
    QVERIFY(after.first.rating > 1600 && after.first.rating < 1700);
}

void TestRatings::drawBetweenEqualsChangesNoRating() {
    const Rating a{1700, 120, 0.06};
    const RatedPair after = rateGame(a, a, 0.5);
    QVERIFY(std::abs(after.first.rating - 1700) < 1e-9);
    QVERIFY(std::abs(after.second.rating - 1700) < 1e-9);
    QVERIFY(after.first.deviation < 120);
}

// Beating a much stronger player gains more than beating a much weaker one.
void TestRatings::upsetMovesMoreThanExpectedWin() {
    const Rating me{1500, 100, 0.06};
    const double upset = rateGame(me, Rating{1900, 100, 0.06}, 1.0).first.rating - 1500;
    const double expected = rateGame(me, Rating{1100, 100, 0.06}, 1.0).first.rating - 1500;
    QVERIFY2(upset > 3 * expected, qPrintable(QStringLiteral("%1 vs %2").arg(upset).arg(expected)));
    QVERIFY(expected > 0);
}

// A thousand games one after the other (the server's use): every number stays finite and sane.
void TestRatings::manyGamesStayFinite() {
    Rating a, b;
    for (int game = 0; game < 1000; ++game) {
        const RatedPair after = rateGame(a, b, game % 3 == 0 ? 0.0 : game % 3 == 1 ? 1.0 : 0.5);
        a = after.first;
        b = after.second;
        QVERIFY(std::isfinite(a.rating) && std::isfinite(a.deviation) && std::isfinite(a.volatility));
    }
    qInfo("after 1000 games: %.1f/%.1f/%.5f", a.rating, a.deviation, a.volatility);
    QVERIFY(a.deviation > 0 && a.deviation < 110); // many games: sure of the rating (the leaderboard's bound)
    QVERIFY(a.volatility > 0 && a.volatility < 0.2);
}

QTEST_GUILESS_MAIN(TestRatings)
#include "test_ratings.moc"
