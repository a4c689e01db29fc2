#include "gamephrases.h"

#include "boardreading.h"
#include "cellphrase.h"
#include "movephrase.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QCoreApplication>

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

} // namespace

int mover(const GameModel &model, int ply) { return moverOf(model, ply); }

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
    const QString title = labels::gameTitle(game);
    const int ply = model.ply();
    sentences << (ply == 0   ? tr("%1, before the first move.").arg(title)
                  : ply == 1 ? tr("%1, after 1 move.").arg(title)
                             : tr("%1, after %2 moves.").arg(title).arg(ply));
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
    // Row by row from the top, as the board is drawn, each row's pieces by kind; empty rows left out.
    const BoardGeometry geometry = state.geometry();
    int empty = 0;
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        if (!state.cellFace(cell).occupied() && !state.cellFace(cell).has(CellFace::Tower))
            ++empty;
    for (int r = geometry.rows - 1; r >= 0; --r)
        if (const QString row = reading::row(game, state, geometry.index(0, r), false); !row.isEmpty())
            sentences << row;
    sentences << (empty == geometry.cellCount() ? tr("Every cell is empty.") : tr("%1 cells are empty.").arg(empty));
    return sentences.join(QLatin1Char(' '));
}

QString moveWithOutcome(const GameModel &model, int ply) {
    const QString text = move(model, ply);
    if (text.isEmpty())
        return text;
    const std::unique_ptr<GameState> start = before(model, ply);
    if (!start)
        return text;
    const QStringList clauses = outcome(model.gameId(), *start, model.moveAt(ply - 1));
    return clauses.isEmpty() ? text : tr("%1: %2").arg(text, clauses.join(QStringLiteral(", ")));
}

QString lastMove(const GameModel &model, int back) {
    const int ply = model.ply() - std::max(0, back);
    if (model.ply() < 1)
        return tr("No move yet.");
    if (ply < 1)
        return tr("No earlier move.");
    const QString text = moveWithOutcome(model, ply);
    return (back > 0 ? tr("Move %1: %2.").arg(ply).arg(text) : tr("Last move: %1.").arg(text));
}

} // namespace gamut::phrases
