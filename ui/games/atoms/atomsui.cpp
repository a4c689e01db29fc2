#include "atomsui.h"

#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"
#include "ui/text/labels.h"

#include "core/gamestate.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace gamut {

namespace {

// The cell phrase's words, in the context lupdate files them under (a tr() in namespace gamut): "gamut".
QString tr(const char *text) { return QCoreApplication::translate("gamut", text); }

constexpr Word kSides[] = {
    {"blue", QT_TRANSLATE_NOOP("gamut::labels", "Blue")},
    {"red", QT_TRANSLATE_NOOP("gamut::labels", "Red")},
};

constexpr Word kVariants[] = {
    {"tutorial", QT_TRANSLATE_NOOP("gamut::labels", "Tutorial (critical mass 4)")},
    {"classic", QT_TRANSLATE_NOOP("gamut::labels", "Classic")},
};

// The figure is not the game's title, though both are "Atoms" in English (German: "Atome", the game "Atoms").
struct Noted {
    const char *text;
    const char *comment;
};
constexpr Noted kAtomsFigure = QT_TRANSLATE_NOOP3("gamut::labels", "Atoms", "a figure: how many atoms a side has");

constexpr Word kFigures[] = {
    {"atoms", kAtomsFigure.text, kAtomsFigure.comment},
    {"cells", QT_TRANSLATE_NOOP("gamut::labels", "Cells")},
    {"criticalMass", QT_TRANSLATE_NOOP("gamut::labels", "Critical mass")},
};

// An 8x8 board with a few cells of one to three atoms in the two sides' colours.
void drawIcon(QPainter &p, qreal s) {
    icon::grid(p, 8, s, false);
    const qreal step = s / 8;
    const struct {
        int c, r, atoms;
        QColor colour;
    } cells[] = {{2, 2, 1, QColor(50, 90, 210)}, {3, 2, 2, QColor(50, 90, 210)}, {4, 5, 3, QColor(210, 50, 50)},
                 {5, 4, 1, QColor(210, 50, 50)}, {2, 5, 2, QColor(50, 90, 210)}, {6, 1, 1, QColor(210, 50, 50)}};
    for (const auto &cell : cells)
        for (int a = 0; a < cell.atoms; ++a) {
            const qreal angle = a * 2.0944;
            const qreal off = cell.atoms > 1 ? step * 0.2 : 0;
            icon::piece(p, (cell.c + 0.5) * step + off * std::cos(angle), (cell.r + 0.5) * step + off * std::sin(angle),
                        step * 0.16, cell.colour);
        }
}

// "red, 2 atoms, one atom from exploding".
QString cellContent(const GameState &position, int cell) {
    const CellFace face = position.cellFace(cell);
    if (!face.occupied())
        return tr("empty");
    const QString owner = labels::sideName(QString::fromUtf8(position.info().id), face.owner).toLower();
    QString text = face.value == 1 ? tr("%1, 1 atom").arg(owner) : tr("%1, %2 atoms").arg(owner).arg(face.value);
    if (face.has(CellFace::NearCritical))
        text += tr(", one atom from exploding");
    return text;
}

// Critical mass 0 is the classic rule: a cell explodes at its own number of neighbours, 2 to 4.
QString figureText(std::string_view key, std::int64_t value) {
    if (key == "criticalMass" && value <= 0)
        return QCoreApplication::translate("gamut::FiguresPanel", "2-4 (neighbours)");
    return {};
}

} // namespace

const GameUi &atomsUi() {
    static const GameUi ui{
        .id = "atoms",
        .makePainter = makeAtomsPainter,
        .board = {.marksEmptyTargets = false},
        .drawIcon = drawIcon,
        .words = {.title = QT_TRANSLATE_NOOP("gamut::labels", "Atoms"),
                  .rules = QT_TRANSLATE_NOOP(
                      "gamut::labels",
                      "Add an atom to an empty cell or one of your own. A cell that reaches its critical mass "
                      "explodes: it sends one atom to each neighbour, and every cell that receives one becomes "
                      "yours, which may set off more explosions. Win by leaving your opponent without atoms."),
                  .credits = QT_TRANSLATE_NOOP(
                      "gamut::labels",
                      "(Chain Reaction): a traditional game, after the classic Amiga and Unix game \"Atoms\""),
                  .sides = kSides,
                  .variants = kVariants,
                  .figures = kFigures},
        .sideColours = {0xff2f7fd8, 0xffda4453},
        .cellContent = cellContent,
        .figureText = figureText,
    };
    return ui;
}

} // namespace gamut
