#include "cellphrase.h"

#include "movephrase.h"

#include "ui/gameui/gameui.h"
#include "ui/text/labels.h"

#include "core/geometry.h"

#include <QCoreApplication>
#include <QStringList>

namespace gamut {

namespace {

// The context lupdate files a tr() in namespace gamut under: "gamut" (the German is there).
QString tr(const char *text) { return QCoreApplication::translate("gamut", text); }

QString side(const QString &gameId, int owner) { return labels::sideName(gameId, owner); }

} // namespace

QString cellLabel(const GameState &position, int cell) {
    const BoardGeometry geometry = position.geometry();
    if (cell < 0 || cell >= geometry.cellCount())
        return {};
    return QString::fromStdString(cellName(cell % geometry.columns, cell / geometry.columns));
}

QString directionWord(int direction) {
    switch (direction) {
    case 0:
        return tr("down");
    case 1:
        return tr("left");
    case 2:
        return tr("right");
    case 3:
        return tr("up");
    default:
        return {};
    }
}

QString cellContent(const QString &gameId, const GameState &position, int cell) {
    // A game with words of its own for its cells says them; the others share "black piece", "red piece", "empty".
    if (const GameUi *game = findGameUi(gameId); game && game->cellContent)
        return game->cellContent(position, cell);
    const CellFace face = position.cellFace(cell);
    if (!face.occupied())
        return tr("empty");
    if (face.colour >= 0)
        return tr("%1 piece").arg(labels::colourName(face.colour));
    return face.owner >= 0 ? tr("%1 piece").arg(side(gameId, face.owner).toLower()) : tr("occupied");
}

QString cellPhrase(const QString &gameId, const GameState &position, int cell, const CellMarks &marks, int from) {
    const QString name = cellLabel(position, cell);
    if (name.isEmpty())
        return {};
    QStringList parts{name, cellContent(gameId, position, cell)};
    if (marks.selected)
        parts << tr("selected");
    if (marks.legal) {
        // A piece's target, or a direction's, is a target; a point to place on is playable. Either says what playing
        // there would do, from the same effects the board's preview draws.
        const GameUi *game = findGameUi(gameId);
        const bool directions = game && game->board.input == BoardTraits::Input::Direction;
        const QString label = from >= 0 || directions ? tr("legal target") : tr("playable");
        const Move move = position.moveForClick(cell, from);
        const QStringList would = move == kNoMove ? QStringList() : phrases::preview(gameId, position, move);
        parts << (would.isEmpty() ? label : tr("%1: %2").arg(label, would.join(QStringLiteral(", "))));
    }
    if (marks.lastMove)
        parts << tr("last move");
    if (marks.hint)
        parts << tr("hint");
    if (marks.winning)
        parts << tr("winning");
    return parts.join(QStringLiteral(", "));
}

} // namespace gamut
