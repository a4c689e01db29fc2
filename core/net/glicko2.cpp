#include "glicko2.h"

#include <cmath>
#include <numbers>

namespace gamut::net {

namespace {

constexpr double kScale = 173.7178; // Glicko to Glicko-2 scale (400 / ln 10)
constexpr double kEpsilon = 0.000001;

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi)); }
double expected(double mu, double muJ, double phiJ) { return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ))); }

// Step 5: the new volatility, by the Illinois variant of regula falsi on f (the paper's iteration, as written).
double newVolatility(double sigma, double phi, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a, B = 0.0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0.0 && k < 1000)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    for (int step = 0; std::abs(B - A) > kEpsilon && step < 1000; ++step) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

} // namespace

Rating rateGlicko2(const Rating &player, std::span<const RatedGame> games, double tau) {
    const double mu = (player.rating - 1500.0) / kScale;
    const double phi = player.deviation / kScale;
    if (games.empty()) {
        Rating out = player;
        out.deviation = kScale * std::sqrt(phi * phi + player.volatility * player.volatility);
        return out;
    }
    // Steps 3 and 4: the estimated variance v of the rating from the games alone, and the improvement delta.
    double inverseV = 0.0, sum = 0.0;
    for (const RatedGame &game : games) {
        const double muJ = (game.opponent.rating - 1500.0) / kScale;
        const double phiJ = game.opponent.deviation / kScale;
        const double gj = g(phiJ), e = expected(mu, muJ, phiJ);
        inverseV += gj * gj * e * (1.0 - e);
        sum += gj * (game.score - e);
    }
    const double v = 1.0 / inverseV;
    const double delta = v * sum;
    // Steps 5-8.
    const double sigma = newVolatility(player.volatility, phi, v, delta, tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    Rating out{kScale * muNew + 1500.0, kScale * phiNew, sigma};
    if (!std::isfinite(out.rating) || !std::isfinite(out.deviation) || !std::isfinite(out.volatility))
        return player; // never store a broken number (cannot happen with finite inputs; guards the database)
    return out;
}

RatedPair rateGame(const Rating &first, const Rating &second, double score, double tau) {
    const RatedGame forFirst{second, score};
    const RatedGame forSecond{first, 1.0 - score};
    return {rateGlicko2(first, std::span(&forFirst, 1), tau), rateGlicko2(second, std::span(&forSecond, 1), tau)};
}

} // namespace gamut::net
