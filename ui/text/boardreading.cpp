#include "boardreading.h"

#include "cellphrase.h"
#include "gamephrases.h"
#include "movephrase.h"

#include "ui/text/labels.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gamut::reading {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::reading", text); }

// The cells' contents in a line, like cells together ("b4 black piece; c4 and d4 white piece"), then the empty ones
// counted.
QString line(const QString &gameId, const GameState &position, const std::vector<int> &cells, bool countEmpty = true) {
    std::vector<std::pair<QString, QStringList>> kinds;
    int empty = 0;
    for (int cell : cells) {
        const CellFace face = position.cellFace(cell);
        if (!face.occupied() && !face.has(CellFace::Tower)) {
            ++empty;
            continue;
        }
        const QString content = cellContent(gameId, position, cell);
        auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto &kind) { return kind.first == content; });
        if (it == kinds.end())
            it = kinds.insert(kinds.end(), {content, {}});
        it->second << cellLabel(position, cell);
    }
    QStringList parts;
    for (const auto &[content, names] : kinds)
        parts << tr("%1 %2").arg(phrases::list(names), content);
    if (parts.isEmpty())
        return countEmpty ? tr("all %1 empty").arg(empty) : QString();
    if (empty > 0 && countEmpty)
        parts << tr("%1 empty").arg(empty);
    return parts.join(QStringLiteral("; "));
}

QString letters(const QString &name) {
    QString text;
    for (QChar c : name)
        if (!c.isDigit())
            text += c;
    return text;
}

} // namespace

std::vector<int> drawnOrder(const BoardGeometry &geometry, bool flipped) {
    std::vector<int> order;
    order.reserve(std::size_t(geometry.cellCount()));
    for (int r = 0; r < geometry.rows; ++r)
        for (int c = 0; c < geometry.columns; ++c)
            order.push_back(flipped ? geometry.index(geometry.columns - 1 - c, r)
                                    : geometry.index(c, geometry.rows - 1 - r));
    return order;
}

int nextCell(const std::vector<int> &order, int from, bool backwards, const std::function<bool(int)> &wanted) {
    const int n = int(order.size());
    const auto at = std::find(order.begin(), order.end(), from);
    const int start = at == order.end() ? (backwards ? 0 : n - 1) : int(at - order.begin());
    for (int step = 1; step <= n; ++step) {
        const int cell = order[std::size_t(((start + (backwards ? -step : step)) % n + n) % n)];
        if (cell != from && wanted(cell))
            return cell;
    }
    return -1;
}

QString row(const QString &gameId, const GameState &position, int cell, bool countEmpty) {
    const BoardGeometry g = position.geometry();
    if (cell < 0 || cell >= g.cellCount())
        return {};
    const int r = cell / g.columns;
    std::vector<int> cells;
    for (int c = 0; c < g.columns; ++c)
        cells.push_back(g.index(c, r));
    const QString contents = line(gameId, position, cells, countEmpty);
    return contents.isEmpty() ? QString() : tr("Row %1: %2.").arg(r + 1).arg(contents);
}

QString column(const QString &gameId, const GameState &position, int cell) {
    const BoardGeometry g = position.geometry();
    if (cell < 0 || cell >= g.cellCount())
        return {};
    const int c = cell % g.columns;
    std::vector<int> cells;
    for (int r = g.rows - 1; r >= 0; --r) // from the top, as the board is drawn
        cells.push_back(g.index(c, r));
    return tr("Column %1: %2.").arg(letters(cellLabel(position, cell)), line(gameId, position, cells));
}

QString pieces(const QString &gameId, const GameState &position, int side, bool yours) {
    QStringList names;
    for (int cell = 0; cell < position.geometry().cellCount(); ++cell)
        if (position.cellFace(cell).owner == side)
            names << cellLabel(position, cell);
    const QString who = labels::sideName(gameId, side);
    if (names.isEmpty())
        return yours ? tr("You, %1, have nothing on the board.").arg(who) : tr("%1 has nothing on the board.").arg(who);
    return yours ? tr("You, %1, have %2 on the board: %3.").arg(who).arg(names.size()).arg(phrases::list(names))
                 : tr("%1 has %2 on the board: %3.").arg(who).arg(names.size()).arg(phrases::list(names));
}

QString legalMoves(const QString &gameId, const GameState &position, int from) {
    QStringList targets;
    if (from >= 0) {
        for (Move m : position.legalMovesFrom(from))
            targets << cellLabel(position, position.moveCells(m).to);
        if (targets.isEmpty())
            return tr("%1 cannot move.").arg(cellLabel(position, from));
        return tr("%1 can go to %2.").arg(cellLabel(position, from), phrases::list(targets));
    }
    MoveList moves;
    position.legalMoves(moves);
    if (moves.empty())
        return tr("No legal move.");
    const int count = moves.size();
    QStringList items;
    if (count <= kPreviewed) {
        // Few: each with what it would do (Trails' directions), so that one key tells the choice.
        for (Move m : moves) {
            QString token = QString::fromStdString(position.moveText(m));
            // A move named otherwise than its cell (a direction) says where it goes.
            if (const int to = position.moveCells(m).to; to >= 0 && !token.contains(cellLabel(position, to)))
                token = tr("%1 to %2").arg(token, cellLabel(position, to));
            const QStringList would = phrases::preview(gameId, position, m);
            items << (would.isEmpty() ? token : tr("%1, %2").arg(token, would.join(QStringLiteral(", "))));
        }
        return count == 1 ? tr("1 legal move: %1.").arg(items.first())
                          : tr("%1 legal moves: %2.").arg(count).arg(items.join(QStringLiteral("; ")));
    }
    // Many: the moves of a piece together ("b1 to b3, d3 and h7"), else their tokens.
    std::vector<std::pair<int, QStringList>> pieces;
    for (Move m : moves) {
        const MoveCells cells = position.moveCells(m);
        if (cells.from < 0) {
            items << QString::fromStdString(position.moveText(m));
            continue;
        }
        auto it = std::find_if(pieces.begin(), pieces.end(), [&](const auto &p) { return p.first == cells.from; });
        if (it == pieces.end())
            it = pieces.insert(pieces.end(), {cells.from, {}});
        it->second << cellLabel(position, cells.to);
    }
    for (const auto &[piece, to] : pieces)
        items << tr("%1 to %2").arg(cellLabel(position, piece), phrases::list(to));
    return tr("%1 legal moves: %2.")
        .arg(count)
        .arg(items.join(pieces.empty() ? QStringLiteral(", ") : QStringLiteral("; ")));
}

} // namespace gamut::reading
