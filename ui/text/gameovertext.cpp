#include "gameovertext.h"

#include "ui/text/labels.h"

#include "core/ending.h"
#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gamut::gameover {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::gameover", text); }

QString number(qint64 value) { return QLocale().toString(value); }

// "Groups: Black 1, White 3"
QString perSide(const GameModel &model, const Figure &figure) {
    const QString game = model.gameId();
    return tr("%1: %2 %3, %4 %5")
        .arg(labels::figureLabel(QLatin1String(figure.key)), labels::sideName(game, 0), number(figure.first),
             labels::sideName(game, 1), number(figure.second));
}

} // namespace

QString reason(const GameModel &model) {
    if (!model.isOver())
        return {};
    // A flag fall or a resignation is not in the position: the model knows it.
    if (const int gaveUp = model.resignedSide(); gaveUp >= 0) {
        const QString side = labels::sideName(model.gameId(), gaveUp);
        return model.lostOnTime() ? tr("%1 ran out of time.").arg(side) : tr("%1 resigned.").arg(side);
    }
    const EndReason why = endingOf(model.position());
    const QString side = labels::sideName(model.gameId(), why.side);
    switch (why.ending) {
    case Ending::None:
        return {};
    case Ending::BoardFull:
        return tr("The board is full.");
    case Ending::RowMade:
        return tr("%1 made a row of four.").arg(side);
    case Ending::NoneLeft:
        return tr("%1 has no atoms left.").arg(side);
    case Ending::Connected:
        return tr("All of %1's pieces are connected.").arg(side);
    case Ending::BothConnected:
        return why.side < 0 ? tr("One move connected both sides: a draw under these rules.")
                            : tr("One move connected both sides: %1 made it and wins.").arg(side);
    case Ending::TowersTaken:
        return tr("%1 took more than half of the towers.").arg(side);
    case Ending::CannotMove:
        return tr("%1 cannot move.").arg(side);
    case Ending::NoMoveLeft:
        return tr("No move is left.");
    case Ending::Repetition:
        return tr("The same position stood for the third time.");
    }
    return {};
}

int personSide(const TurnController &turns) {
    const bool first = turns.isHuman(0), second = turns.isHuman(1);
    return first == second ? -1 : first ? 0 : 1;
}

QString decidingFigure(const GameModel &model) {
    const QString game = model.gameId();
    const std::vector<Figure> figures = model.position().figures();
    if (model.info().playedInRounds) {
        const auto scores = model.scores();
        return tr("Round %1 · match %2 %3 : %4 %5")
            .arg(number(model.round()), labels::sideName(game, 0), number(scores[0]), number(scores[1]),
                 labels::sideName(game, 1));
    }
    const auto decides = std::find_if(figures.begin(), figures.end(),
                                      [](const Figure &figure) { return figure.role == FigureRole::Decides; });
    if (decides == figures.end())
        return {};
    if (decides->perSide)
        return perSide(model, *decides);
    // The game's own figure: a signed lead (AddTraction's score).
    if (decides->first == 0)
        return tr("Final score: even");
    return tr("Final score: %1 by %2")
        .arg(labels::sideName(game, decides->first > 0 ? 0 : 1), number(qAbs(decides->first)));
}

Text describe(const GameModel &model, const TurnController &turns) {
    Text text;
    if (!model.isOver())
        return text;
    // "Green wins", "Draw", "Round 3 is a draw". A flag fall's or a resignation's cause is the reason line's, not
    // the headline's: "You lost: Black ran out of time: White wins" filled six lines of the narrow column.
    const QString result = labels::winnerText(model);
    const int person = personSide(turns), winner = model.winner();
    if (person < 0)
        text.headline = result;
    else if (winner < 0)
        text.headline = model.info().playedInRounds ? result : tr("Draw");
    else if (winner == person)
        text.headline = model.info().playedInRounds ? tr("You won round %1").arg(number(model.round())) : tr("You won");
    else
        text.headline = tr("You lost: %1").arg(result);
    text.reason = reason(model);
    text.detail = decidingFigure(model);
    return text;
}

} // namespace gamut::gameover
