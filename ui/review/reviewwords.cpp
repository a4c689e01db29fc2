#include "reviewwords.h"

#include "reviewcontroller.h"
#include "reviewstyle.h"

#include "ui/text/labels.h"

#include <QCoreApplication>
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
    // The same reason the marks give (reviewstyle::reasonText): the points lost, or the forced result that made the
    // class ("walks into a forced loss in 3 moves", "the game was already lost").
    return tr("%1, better %2. %3").arg(name, review.bestText(ply), reviewstyle::reasonText(*p));
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
        if (s.counted > 0)
            sides << tr("%1: accuracy %2, %3.")
                         .arg(labels::sideName(game, side), reviewstyle::percent(s.accuracy),
                              counts.join(QStringLiteral(", ")));
        else // nothing to rate: say so rather than a 100% it never earned
            sides << tr("%1: no accuracy (none of its moves counted), %2.")
                         .arg(labels::sideName(game, side), counts.join(QStringLiteral(", ")));
    }
    return sides.join(QLatin1Char(' '));
}

} // namespace gamut::reviewwords
