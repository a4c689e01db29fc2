#include "reviewwords.h"

#include "reviewcontroller.h"
#include "reviewstyle.h"

#include "ui/text/labels.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gamut::reviewwords {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::reviewwords", text); }

// "no blunder", "1 mistake", "3 inaccuracies": spoken, so no "mistake(s)".
QString count(MoveClass c, int n) {
    switch (c) {
    case MoveClass::Inaccuracy:
        return n == 0 ? tr("no inaccuracy") : n == 1 ? tr("1 inaccuracy") : tr("%1 inaccuracies").arg(n);
    case MoveClass::Mistake:
        return n == 0 ? tr("no mistake") : n == 1 ? tr("1 mistake") : tr("%1 mistakes").arg(n);
    case MoveClass::Blunder:
        return n == 0 ? tr("no blunder") : n == 1 ? tr("1 blunder") : tr("%1 blunders").arg(n);
    default:
        return {};
    }
}

} // namespace

QString verdict(const ReviewController &review, int ply) {
    const PlyReview *p = review.plyReview(ply);
    if (!p)
        return {};
    const QString name = reviewstyle::className(p->moveClass);
    if (p->forced)
        return tr("%1, the only legal move").arg(name);
    if (p->played == p->best)
        return name;
    // A proven result overrules the numbers (core/review/reviewjudge.cpp): say which, not a small loss of points.
    const bool lossAfter = p->provenAfter && p->winAfter <= 0, lossBefore = p->provenBefore && p->winBefore <= 0;
    const bool winBefore = p->provenBefore && p->winBefore >= 100, winAfter = p->provenAfter && p->winAfter >= 100;
    if (lossAfter && !lossBefore)
        return tr("%1, better %2 (into a proven loss)").arg(name, review.bestText(ply));
    if (winBefore && !winAfter)
        return tr("%1, better %2 (a proven win let go)").arg(name, review.bestText(ply));
    return tr("%1, better %2 (%3 points lost)").arg(name, review.bestText(ply), QLocale().toString(p->loss, 'f', 1));
}

QString chanceAfter(const ReviewController &review, int ply, const QString &game) {
    const PlyReview *p = review.plyReview(ply);
    return p ? tr("%1's win chance %2").arg(labels::sideName(game, p->side), reviewstyle::percent(p->winAfter))
             : QString();
}

QString summary(const ReviewController &review, const QString &game) {
    const auto &result = review.review();
    if (!result)
        return {};
    QStringList sides;
    for (int side = 0; side < 2; ++side) {
        const SideSummary &s = result->sides[std::size_t(side)];
        QStringList counts;
        for (MoveClass c : {MoveClass::Inaccuracy, MoveClass::Mistake, MoveClass::Blunder})
            counts << count(c, s.counts[std::size_t(c)]);
        sides << tr("%1: accuracy %2, %3.")
                     .arg(labels::sideName(game, side), reviewstyle::percent(s.accuracy),
                          counts.join(QStringLiteral(", ")));
    }
    return sides.join(QLatin1Char(' '));
}

} // namespace gamut::reviewwords
