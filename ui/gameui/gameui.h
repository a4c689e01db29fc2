// What the window knows of each game, asked by id: one GameUi per game (its cell painter, board traits, icon, words,
// credits, side colours, cell phrase and custom set-up), defined in the game's own folder ui/games/<id>/ and listed in
// ui/games/gamelist.cpp, beside core/gamelist.h. This header is the list's face, low in the window's layers so that the
// board, the dialogs and the words may ask it; the entries sit on top and use them. A sixth game adds its folder and
// one line in gamelist.cpp; nothing else in ui/ names a game. An id without an entry still gets a board (a plain
// painter), its id as title and no icon, never a crash.
#pragma once

#include "ui/gameui/boardtraits.h"

#include <QColor>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

class QPainter;
class QWidget;

namespace gamut {

class CellPainter;
class GameState;
struct Theme;
class VariantEditor;

// A stable id of the core ("olympiad", "black", "criticalMass") and its English text, marked for translation in the
// labels' context (QT_TRANSLATE_NOOP("gamut::labels", ...)) and translated when looked up (ui/text/labels.h).
struct Word {
    const char *id;
    const char *text;
    // The disambiguation of a text that means two things in one context (Atoms' figure "Atoms" is not the game's
    // title): marked with QT_TRANSLATE_NOOP3, translated with it.
    const char *comment = nullptr;
};

// The game's words, all in the "gamut::labels" translation context.
struct GameWords {
    // GameInfo::title marked for translation: the title shown is GameInfo::title translated, and the registry
    // test checks that the two are the same text.
    const char *title;
    const char *rules; // a few sentences for Help > Rules and the New Game dialog
    // Who made the game, after its title in the About box: "by Andre Kloss (\"llogiq\")" (rich text: <i> for a
    // book's title; the About box lists every registered game with its credits).
    const char *credits;
    std::span<const Word> sides;    // GameInfo::players
    std::span<const Word> variants; // GameInfo::variants
    std::span<const Word> figures;  // the keys of the position's figures()
};

struct GameUi {
    std::string_view id; // the core registry's id
    std::unique_ptr<CellPainter> (*makePainter)();
    BoardTraits board;
    // The New Game dialog's picture of the board, drawn in a square of `size` pixels (ui/dialogs/gameicon.h).
    void (*drawIcon)(QPainter &painter, qreal size);
    GameWords words;
    // The two sides' colours (the first mover's first), which every theme uses for this game unless the theme names
    // its own ("sides" in resources/themes/*.json): the pieces on the board and the panels' swatches. Chosen to stand
    // out on the built-in themes' cells (test_theme measures them).
    std::array<QRgb, 2> sideColours{};
    // What stands on `cell` for a screen reader ("green 12"); nullptr: the common phrase (ui/text/cellphrase.h).
    QString (*cellContent)(const GameState &position, int cell) = nullptr;
    // A figure's value in the game's own words where a number alone would mislead (Atoms' critical mass 0: "2-4
    // (neighbours)"); empty, or nullptr: the number.
    QString (*figureText)(std::string_view key, std::int64_t value) = nullptr;
    // A game with a parametrised variant (GameInfo::variantPattern) has both, others neither. The New Game dialog
    // shows the editor (ui/dialogs/varianteditor.h) under "Custom setup"; labels::variantName shows a set-up as
    // "Custom setup (...)" with variantText's words for its values.
    VariantEditor *(*makeVariantEditor)(QWidget *parent) = nullptr;
    QString (*variantText)(const QString &variant) = nullptr;
};

std::span<const GameUi *const> allGameUis();
const GameUi *findGameUi(std::string_view id); // nullptr if the id has no entry
const GameUi *findGameUi(const QString &id);

// The colours of `gameId`'s two sides in `theme`: the theme's own for that game, else the game's (GameUi::sideColours),
// else, for an id without an entry, the theme's generic pair (Theme::player).
std::array<QColor, 2> sideColours(const Theme &theme, const QString &gameId);

} // namespace gamut
