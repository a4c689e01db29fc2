#include "addtractionui.h"

#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"
#include "ui/text/labels.h"

#include "core/gamestate.h"

#include <QCoreApplication>
#include <QPainter>

namespace gamut {

namespace {

// The cell phrase's words, in the context lupdate files them under (a tr() in namespace gamut): "gamut".
QString tr(const char *text) { return QCoreApplication::translate("gamut", text); }

constexpr Word kSides[] = {
    {"red", QT_TRANSLATE_NOOP("gamut::labels", "Red")},
    {"green", QT_TRANSLATE_NOOP("gamut::labels", "Green")},
};

constexpr Word kVariants[] = {
    {"standard", QT_TRANSLATE_NOOP("gamut::labels", "Standard")},
};

constexpr Word kFigures[] = {
    {"score", QT_TRANSLATE_NOOP("gamut::labels", "Score")},
    {"fieldsLeft", QT_TRANSLATE_NOOP("gamut::labels", "Fields left")},
};

// A 6x6 board with a few values in the sides' colours and a neutral 0.
void drawIcon(QPainter &p, qreal s) {
    icon::grid(p, 6, s, false);
    const qreal step = s / 6;
    QFont font = p.font();
    font.setPixelSize(int(step * 0.8));
    font.setBold(true);
    p.setFont(font);
    const struct {
        int c, r;
        const char *text;
        QColor colour;
    } fields[] = {{0, 0, "1", QColor(200, 40, 40)},
                  {5, 5, "1", QColor(40, 150, 60)},
                  {1, 1, "4", QColor(200, 40, 40)},
                  {2, 3, "2", QColor(40, 150, 60)},
                  {3, 2, "0", QColor(130, 130, 130)}};
    for (const auto &field : fields) {
        p.setPen(field.colour);
        p.drawText(QRectF(field.c * step, field.r * step, step, step), Qt::AlignCenter, QLatin1String(field.text));
    }
}

// "green 12", "neutral 0".
QString cellContent(const GameState &position, int cell) {
    const CellFace face = position.cellFace(cell);
    if (!face.occupied())
        return tr("empty");
    const QString side = labels::sideName(QString::fromUtf8(position.info().id), face.owner).toLower();
    return face.owner < 0 ? tr("neutral %1").arg(face.value) : tr("%1 %2").arg(side).arg(face.value);
}

} // namespace

const GameUi &addTractionUi() {
    static const GameUi ui{
        .id = "addtraction",
        .makePainter = makeAddTractionPainter,
        .board = {},
        .drawIcon = drawIcon,
        .words = {.title = QT_TRANSLATE_NOOP("gamut::labels", "AddTraction"),
                  .rules = QT_TRANSLATE_NOOP(
                      "gamut::labels",
                      "Players take turns setting any empty field of the 6x6 board. A new field is worth the sum of "
                      "its eight neighbours: red fields count plus, green fields minus; the sign makes it red, green "
                      "or neutral, whoever set it. When all fields are set, the sum of the board decides: above zero "
                      "red wins, below zero green wins."),
                  .credits = QT_TRANSLATE_NOOP("gamut::labels", "by Andre Kloss (\"llogiq\")"),
                  .sides = kSides,
                  .variants = kVariants,
                  .figures = kFigures},
        .sideColours = {0xffda4453, 0xff27ae60},
        .cellContent = cellContent,
    };
    return ui;
}

} // namespace gamut
