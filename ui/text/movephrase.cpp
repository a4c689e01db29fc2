#include "movephrase.h"

#include "cellphrase.h"
#include "gamephrases.h"

#include "ui/text/labels.h"

#include <QCoreApplication>

#include <set>

namespace gamut::phrases {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::phrases", text); }

enum class Tense { Past, Would };

// Past and would-be words of one clause, picked by tense.
QString pick(Tense tense, const QString &past, const QString &would) { return tense == Tense::Past ? past : would; }

QStringList labelsOf(const GameState &position, const std::vector<int> &cells) {
    QStringList names;
    for (int cell : cells)
        names << cellLabel(position, cell);
    return names;
}

QStringList clauses(const QString &gameId, const GameState &before, Move move, Tense tense) {
    MoveList legal;
    before.legalMoves(legal);
    if (!legal.contains(move))
        return {};
    const MoveEffects effects = before.describeMove(move);
    const std::unique_ptr<GameState> after = before.clone();
    after->play(move);
    const int mover = before.turn();
    const auto side = [&](int owner) { return labels::sideName(gameId, owner).toLower(); };
    const bool explodes =
        std::any_of(effects.begin(), effects.end(), [](const EffectStep &s) { return s.kind == EffectKind::Wave; });

    QStringList result;
    std::set<int> waved;
    int waves = 0;
    for (const EffectStep &step : effects) {
        switch (step.kind) {
        case EffectKind::Place:
        case EffectKind::Value:
            if (explodes)
                break; // the explosion says what became of the cell
            for (const CellChange &change : step.changes) {
                const QString content = cellContent(gameId, *after, change.cell);
                result << pick(tense, tr("now %1"), tr("would be %1")).arg(content);
            }
            break;
        case EffectKind::Slide:
            break; // the move's own words say it
        case EffectKind::Capture:
            for (int cell : step.path)
                if (const int owner = before.cellFace(cell).owner; owner >= 0)
                    result << (tense == Tense::Past
                                   ? tr("took the %1 piece on %2").arg(side(owner), cellLabel(before, cell))
                                   : tr("would take the %1 piece").arg(side(owner)));
            break;
        case EffectKind::Wave:
            ++waves;
            for (const CellChange &change : step.changes)
                waved.insert(change.cell);
            break;
        case EffectKind::Ray: {
            QStringList turned;
            for (const CellChange &change : step.changes)
                if (change.face.colour >= 0)
                    turned
                        << tr("%1 to %2").arg(cellLabel(before, change.cell), labels::colourName(change.face.colour));
            if (!turned.isEmpty())
                result << pick(tense, tr("turned %1"), tr("would turn %1")).arg(list(turned));
            break;
        }
        case EffectKind::Claim: {
            // The old head becomes trail, the cells passed are claimed, the last one is the new head.
            std::vector<int> claimed;
            for (const CellChange &change : step.changes)
                if (!before.cellFace(change.cell).has(CellFace::Head) &&
                    (step.path.empty() || change.cell != step.path.back()))
                    claimed.push_back(change.cell);
            if (tense == Tense::Past && !step.path.empty())
                result << tr("head to %1").arg(cellLabel(before, step.path.back()));
            if (!claimed.empty())
                result << pick(tense, tr("claimed %1"), tr("would claim %1")).arg(list(labelsOf(before, claimed)));
            break;
        }
        case EffectKind::Tower:
            for (int cell : step.path)
                result << (tense == Tense::Past ? tr("took the tower on %1").arg(cellLabel(before, cell))
                                                : tr("would take the tower"));
            break;
        case EffectKind::Win:
            if (tense == Tense::Would)
                result << tr("would win");
            break;
        }
    }
    if (waves > 0) {
        // The cells the explosion took from the other side (or from nobody), then the ones it only filled.
        std::vector<int> taken;
        for (int cell : waved)
            if (before.cellFace(cell).owner != mover && after->cellFace(cell).owner == mover)
                taken.push_back(cell);
        const QString colour = side(mover);
        QString clause = pick(tense, tr("exploded"), tr("would explode"));
        if (waves > 1)
            clause = pick(tense, tr("exploded in %1 waves"), tr("would explode in %1 waves")).arg(waves);
        if (taken.size() > 8)
            clause += QStringLiteral(", ") +
                      pick(tense, tr("%1 cells turned %2"), tr("%1 cells turn %2")).arg(int(taken.size())).arg(colour);
        else if (!taken.empty())
            clause += QStringLiteral(", ") + (taken.size() == 1 ? pick(tense, tr("%1 turned %2"), tr("%1 turns %2"))
                                                                : pick(tense, tr("%1 turned %2"), tr("%1 turn %2")))
                                                 .arg(list(labelsOf(before, taken)), colour);
        result << clause;
    }
    return result;
}

} // namespace

QStringList outcome(const QString &gameId, const GameState &before, Move move) {
    return clauses(gameId, before, move, Tense::Past);
}

QStringList preview(const QString &gameId, const GameState &before, Move move) {
    return clauses(gameId, before, move, Tense::Would);
}

} // namespace gamut::phrases
