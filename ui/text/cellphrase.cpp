#include "cellphrase.h"

#include "ui/text/labels.h"

#include "core/geometry.h"

#include <QCoreApplication>
#include <QStringList>

namespace gamut {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::CellPhrase", text); }

QString side(const QString &gameId, int owner) { return labels::sideName(gameId, owner); }

// The side's figure `key` (Trails' boost), or -1.
std::int64_t figureOf(const GameState &position, const char *key, int owner) {
    for (const Figure &figure : position.figures())
        if (std::string_view(figure.key) == key)
            return owner == 0 || !figure.perSide ? figure.first : figure.second;
    return -1;
}

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
    const CellFace face = position.cellFace(cell);
    if (gameId == QLatin1String("trails")) {
        if (face.has(CellFace::Tower))
            return tr("tower");
        if (face.owner < 0)
            return tr("empty");
        QStringList parts;
        if (face.has(CellFace::Head)) {
            const QString direction = directionWord(face.direction);
            parts << (direction.isEmpty() ? tr("%1 head").arg(side(gameId, face.owner))
                                          : tr("%1 head, heading %2").arg(side(gameId, face.owner), direction));
            if (const std::int64_t boost = figureOf(position, "boost", face.owner); boost > 0)
                parts << tr("boost %1").arg(boost);
            if (face.has(CellFace::Base))
                parts << tr("on its base");
        } else if (face.has(CellFace::Base)) {
            parts << tr("%1 base").arg(side(gameId, face.owner));
        } else {
            parts << tr("%1 trail").arg(side(gameId, face.owner));
        }
        return parts.join(QStringLiteral(", "));
    }
    if (!face.occupied())
        return tr("empty");
    if (face.colour >= 0)
        return tr("%1 piece").arg(labels::colourName(face.colour));
    if (gameId == QLatin1String("addtraction"))
        return face.owner < 0 ? tr("neutral %1").arg(face.value)
                              : tr("%1 %2").arg(side(gameId, face.owner).toLower()).arg(face.value);
    if (gameId == QLatin1String("atoms")) {
        const QString owner = side(gameId, face.owner).toLower();
        QString text = face.value == 1 ? tr("%1, 1 atom").arg(owner) : tr("%1, %2 atoms").arg(owner).arg(face.value);
        if (face.has(CellFace::NearCritical))
            text += tr(", one atom from exploding");
        return text;
    }
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
        const CellFace face = position.cellFace(cell);
        if (from >= 0 && face.occupied() && face.owner >= 0 && face.owner != position.cellFace(from).owner)
            parts << tr("legal target: would take the %1 piece").arg(side(gameId, face.owner).toLower());
        else if (from >= 0 || gameId == QLatin1String("trails"))
            parts << tr("legal target");
        else
            parts << tr("playable");
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
