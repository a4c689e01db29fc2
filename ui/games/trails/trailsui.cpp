#include "trailsui.h"

#include "trailsvariant.h"

#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"
#include "ui/text/cellphrase.h"
#include "ui/text/labels.h"

#include "core/gamestate.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStringList>

namespace gamut {

namespace {

// The cell phrase's words, in the context lupdate files them under (a tr() in namespace gamut): "gamut".
QString tr(const char *text) { return QCoreApplication::translate("gamut", text); }

constexpr Word kSides[] = {
    {"blue", QT_TRANSLATE_NOOP("gamut::labels", "Blue")},
    {"red", QT_TRANSLATE_NOOP("gamut::labels", "Red")},
};

constexpr Word kVariants[] = {
    {"classic", QT_TRANSLATE_NOOP("gamut::labels", "Classic")},
};

constexpr Word kFigures[] = {
    {"towers", QT_TRANSLATE_NOOP("gamut::labels", "Towers taken")},
    {"towersToWin", QT_TRANSLATE_NOOP("gamut::labels", "Towers to win")},
    {"boost", QT_TRANSLATE_NOOP("gamut::labels", "Boost")},
};

// A 7x7 board: two trails from opposite corners and three towers on the diagonal.
void drawIcon(QPainter &p, qreal s) {
    icon::grid(p, 7, s, false);
    const qreal step = s / 7;
    const auto fill = [&](int c, int r, const QColor &colour) {
        p.fillRect(QRectF(c * step + 0.5, r * step + 0.5, step - 1, step - 1), colour);
    };
    for (int c = 0; c < 3; ++c)
        fill(c, 0, QColor(80, 120, 220));
    fill(2, 1, QColor(80, 120, 220));
    for (int r = 6; r > 3; --r)
        fill(6, r, QColor(220, 80, 80));
    fill(5, 4, QColor(220, 80, 80));
    for (int k : {1, 3, 5})
        icon::piece(p, (k + 0.5) * step, (6 - k + 0.5) * step, step * 0.32, QColor(150, 150, 150));
}

// The side's figure `key` (the boost), or -1.
std::int64_t figureOf(const GameState &position, const char *key, int owner) {
    for (const Figure &figure : position.figures())
        if (std::string_view(figure.key) == key)
            return owner == 0 || !figure.perSide ? figure.first : figure.second;
    return -1;
}

// "Red head, heading up, boost 2", "Blue base", "tower".
QString cellContent(const GameState &position, int cell) {
    const CellFace face = position.cellFace(cell);
    if (face.has(CellFace::Tower))
        return tr("tower");
    if (face.owner < 0)
        return tr("empty");
    const QString side = labels::sideName(QString::fromUtf8(position.info().id), face.owner);
    QStringList parts;
    if (face.has(CellFace::Head)) {
        const QString direction = directionWord(face.direction);
        parts << (direction.isEmpty() ? tr("%1 head").arg(side) : tr("%1 head, heading %2").arg(side, direction));
        if (const std::int64_t boost = figureOf(position, "boost", face.owner); boost > 0)
            parts << tr("boost %1").arg(boost);
        if (face.has(CellFace::Base))
            parts << tr("on its base");
    } else if (face.has(CellFace::Base)) {
        parts << tr("%1 base").arg(side);
    } else {
        parts << tr("%1 trail").arg(side);
    }
    // A tower taken stays a tower the taker holds (the board draws it in the taker's colour).
    if (face.has(CellFace::TakenTower))
        parts << tr("tower taken by %1").arg(side);
    return parts.join(QStringLiteral(", "));
}

} // namespace

const GameUi &trailsUi() {
    static const GameUi ui{
        .id = "trails",
        .makePainter = makeTrailsPainter,
        .board = {.input = BoardTraits::Input::Direction, .tintPreview = true},
        .drawIcon = drawIcon,
        .words = {.title = QT_TRANSLATE_NOOP("gamut::labels", "Trails and Towers"),
                  .rules = QT_TRANSLATE_NOOP(
                      "gamut::labels",
                      "Each player draws a trail from their base, one direction per move. Turning moves one cell; "
                      "going on in the same direction goes one cell further each time, claiming the free cells "
                      "passed over. Landing on a tower takes it. Take more than half of the towers, or leave your "
                      "opponent without a move, to win."),
                  .credits = QT_TRANSLATE_NOOP("gamut::labels", "by so-called-games"),
                  .sides = kSides,
                  .variants = kVariants,
                  .figures = kFigures},
        .sideColours = {0xff2f7fd8, 0xffda4453},
        .cellContent = cellContent,
        .makeVariantEditor = makeTrailsVariantEditor,
        .variantText = trailsVariantText,
    };
    return ui;
}

} // namespace gamut
