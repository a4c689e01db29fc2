#include "gamephrases.h"

#include "cellphrase.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QCoreApplication>

#include <map>
#include <set>

namespace gamut::phrases {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::phrases", text); }

int moverOf(const GameModel &model, int ply) {
    // The games alternate their turns strictly, from the start position's side to move.
    const int first = std::max(0, model.startPosition().turn());
    return (first + ply - 1) % 2;
}

// The position before the move of `ply`, replayed from the start; null when a move does not replay.
std::unique_ptr<GameState> before(const GameModel &model, int ply) {
    std::unique_ptr<GameState> state = model.startPosition().clone();
    MoveList legal;
    for (int i = 0; i + 1 < ply; ++i) {
        state->legalMoves(legal);
        if (!legal.contains(model.moveAt(i)))
            return nullptr;
        state->play(model.moveAt(i));
    }
    return state;
}

QString figureValue(const Figure &figure, std::int64_t value) {
    if (figure.value == FigureValue::Colour)
        return value < 0 ? tr("none") : labels::colourName(int(value));
    return QString::number(value);
}

QString capitalised(QString text) {
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

QString list(const QStringList &items) {
    if (items.size() <= 1)
        return items.value(0);
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

QString move(const GameModel &model, int ply) {
    if (ply < 1 || ply > model.plyCount())
        return {};
    return tr("%1 %2").arg(labels::sideName(model.gameId(), moverOf(model, ply)), model.moveTexts().value(ply - 1));
}

QString cursorMoved(const GameModel &model, int from, int to) {
    const QStringList moves = model.moveTexts();
    const int low = std::min(from, to), high = std::max(from, to);
    if (low < 0 || high > moves.size() || low == high)
        return {};
    const QStringList passed = moves.mid(low, high - low);
    if (from > to)
        return passed.size() > 4 ? tr("took back %1 moves").arg(passed.size()) : tr("took back %1").arg(list(passed));
    return passed.size() > 4 ? tr("replayed %1 moves").arg(passed.size()) : tr("replayed %1").arg(list(passed));
}

QString position(const GameModel &model) {
    const GameState &state = model.position();
    const QString game = model.gameId();
    QStringList sentences;
    sentences << tr("%1, after %2 moves.").arg(labels::gameTitle(game)).arg(model.ply());
    if (model.isOver())
        sentences << tr("Game over: %1.").arg(labels::resultText(model));
    else
        sentences << tr("%1 to move.").arg(labels::sideName(game, state.turn()));
    for (const Figure &figure : state.figures()) {
        const QString label = labels::figureLabel(QString::fromLatin1(figure.key));
        if (figure.perSide)
            sentences << tr("%1: %2 %3, %4 %5.")
                             .arg(label, labels::sideName(game, 0), figureValue(figure, figure.first),
                                  labels::sideName(game, 1), figureValue(figure, figure.second));
        else
            sentences << tr("%1: %2.").arg(label, figureValue(figure, figure.first));
    }
    // Each kind of content with its cells, in the order the kinds first appear from a1 on.
    std::vector<std::pair<QString, QStringList>> kinds;
    int empty = 0;
    for (int cell = 0; cell < state.geometry().cellCount(); ++cell) {
        if (!state.cellFace(cell).occupied() && !state.cellFace(cell).has(CellFace::Tower)) {
            ++empty;
            continue;
        }
        const QString content = cellContent(game, state, cell);
        auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto &kind) { return kind.first == content; });
        if (it == kinds.end())
            it = kinds.insert(kinds.end(), {content, {}});
        it->second << cellLabel(state, cell);
    }
    for (const auto &[content, cells] : kinds)
        sentences << tr("%1: %2.").arg(capitalised(content), list(cells));
    sentences << (kinds.empty() ? tr("Every cell is empty.") : tr("%1 cells are empty.").arg(empty));
    return sentences.join(QLatin1Char(' '));
}

QString lastMove(const GameModel &model) {
    const int ply = model.ply();
    if (ply < 1)
        return tr("No move yet.");
    QString text = tr("Last move: %1").arg(move(model, ply));
    const std::unique_ptr<GameState> start = before(model, ply);
    if (!start)
        return text + QLatin1Char('.');
    const QString game = model.gameId();
    const GameState &after = model.position();
    QStringList effects;
    int waves = 0;
    std::set<int> exploded;
    QStringList turned, claimed;
    for (const EffectStep &step : start->describeMove(model.moveAt(ply - 1))) {
        if (step.kind == EffectKind::Capture) {
            for (const CellChange &change : step.changes)
                effects << tr("took the piece on %1").arg(cellLabel(after, change.cell));
        } else if (step.kind == EffectKind::Wave) {
            ++waves;
            for (const CellChange &change : step.changes)
                exploded.insert(change.cell);
        } else if (step.kind == EffectKind::Ray) {
            for (const CellChange &change : step.changes) {
                const CellFace &face = change.face;
                if (face.colour >= 0)
                    turned << tr("%1 to %2").arg(cellLabel(after, change.cell), labels::colourName(face.colour));
            }
        } else if (step.kind == EffectKind::Claim) {
            for (const CellChange &change : step.changes)
                claimed << cellLabel(after, change.cell);
        } else if (step.kind == EffectKind::Tower) {
            for (const CellChange &change : step.changes)
                effects << tr("took the tower on %1").arg(cellLabel(after, change.cell));
        } else if (step.kind == EffectKind::Value) {
            for (const CellChange &change : step.changes)
                effects << tr("%1 is now %2").arg(cellLabel(after, change.cell), cellContent(game, after, change.cell));
        }
    }
    if (!turned.isEmpty())
        effects.prepend(tr("turned %1").arg(list(turned)));
    if (!claimed.isEmpty())
        effects.prepend(tr("claimed %1").arg(list(claimed)));
    if (waves > 0) {
        QStringList cells;
        for (int cell : exploded)
            cells << cellLabel(after, cell);
        effects.prepend(waves == 1 ? tr("a chain reaction in 1 wave changed %1").arg(list(cells))
                                   : tr("a chain reaction in %1 waves changed %2").arg(waves).arg(list(cells)));
    }
    if (!effects.isEmpty())
        text += QStringLiteral(", ") + effects.join(QStringLiteral(", "));
    return text + QLatin1Char('.');
}

} // namespace gamut::phrases
