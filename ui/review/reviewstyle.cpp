#include "reviewstyle.h"

#include <QAction>
#include <QCoreApplication>
#include <QLocale>
#include <QMenu>

namespace gamut::reviewstyle {

QColor classColour(MoveClass c) {
    switch (c) {
    case MoveClass::Best:
        return QColor(0x2e, 0x8b, 0x57);
    case MoveClass::Excellent:
        return QColor(0x3c, 0xa0, 0x6e);
    case MoveClass::Good:
        return QColor(0x60, 0x8c, 0xb0);
    case MoveClass::Inaccuracy:
        return QColor(0xd0, 0xa0, 0x10);
    case MoveClass::Mistake:
        return QColor(0xe0, 0x70, 0x10);
    case MoveClass::Blunder:
        return QColor(0xd0, 0x20, 0x20);
    }
    return {};
}

QString className(MoveClass c) {
    switch (c) {
    case MoveClass::Best:
        return QCoreApplication::translate("gamut::ReviewPanel", "Best");
    case MoveClass::Excellent:
        return QCoreApplication::translate("gamut::ReviewPanel", "Excellent");
    case MoveClass::Good:
        return QCoreApplication::translate("gamut::ReviewPanel", "Good");
    case MoveClass::Inaccuracy:
        return QCoreApplication::translate("gamut::ReviewPanel", "Inaccuracy");
    case MoveClass::Mistake:
        return QCoreApplication::translate("gamut::ReviewPanel", "Mistake");
    case MoveClass::Blunder:
        return QCoreApplication::translate("gamut::ReviewPanel", "Blunder");
    }
    return {};
}

QString reasonText(const PlyReview &p) {
    const QString points = QLocale().toString(p.loss, 'f', 1);
    const int n = reasonMoves(p);
    switch (p.reason) {
    case MarkReason::Best:
        return QCoreApplication::translate("gamut::ReviewPanel", "The best move");
    case MarkReason::Forced:
        return QCoreApplication::translate("gamut::ReviewPanel", "The only legal move");
    case MarkReason::WinChance:
        return QCoreApplication::translate("gamut::ReviewPanel", "%1 points of win chance lost").arg(points);
    case MarkReason::MissedWin:
        return QCoreApplication::translate("gamut::ReviewPanel", "Missed a forced win in %n move(s)", nullptr, n) +
               QLatin1Char(' ') +
               QCoreApplication::translate("gamut::ReviewPanel", "(%1 points of win chance lost)").arg(points);
    case MarkReason::WalksIntoLoss:
        return QCoreApplication::translate("gamut::ReviewPanel", "Walks into a forced loss in %n move(s)", nullptr, n) +
               QLatin1Char(' ') +
               QCoreApplication::translate("gamut::ReviewPanel", "(%1 points of win chance lost)").arg(points);
    case MarkReason::WinIntoLoss:
        return QCoreApplication::translate("gamut::ReviewPanel", "Turns a forced win into a forced loss in %n move(s)",
                                           nullptr, n);
    case MarkReason::KeepsWin:
        return QCoreApplication::translate("gamut::ReviewPanel", "Still wins by force, in %n move(s)", nullptr, n);
    case MarkReason::AlreadyLost:
        return QCoreApplication::translate(
            "gamut::ReviewPanel", "The game was already lost: a forced loss in %n move(s) either way", nullptr, n);
    }
    return {};
}

QString verdictText(const PlyReview &p) {
    return QCoreApplication::translate("gamut::ReviewPanel", "%1: %2").arg(className(p.moveClass), reasonText(p));
}

QString percent(double value) { return QLocale().toString(value, 'f', 1) + QLatin1Char('%'); }

QString accuracyText(const SideSummary &side) {
    return side.counted > 0 ? percent(side.accuracy) : QStringLiteral("\u2014");
}

QMenu *menuOf(QAction *action) {
    for (QObject *object : action->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object))
            return menu;
    return nullptr;
}

} // namespace gamut::reviewstyle
