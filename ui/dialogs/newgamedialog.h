// New Game (Ctrl+N): the game (a list with a small board picture each), its variant (a named one, or a custom set-up
// in the game's own editor, ui/dialogs/varianteditor.h), each side Human or Computer with a level, and the clock (OK
// waits while a typed clock is not one). Starts from the set-up it is given and, for another game, from that game's
// remembered choices; the window remembers what is accepted.
#pragma once

#include "ui/settings/gamesetup.h"

#include <QDialog>

#include <array>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QWidget;

namespace gamut {

class TimeControlChoice;
class VariantEditor;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const GameSetup &current, QWidget *parent = nullptr);

    GameSetup setup() const; // what the dialog says now
    void setSetup(const GameSetup &setup);

    // For the tests: the parts a person uses.
    QListWidget *gameList() const { return games_; }
    QComboBox *variantBox() const { return variant_; }
    VariantEditor *variantEditor() const; // the selected game's custom set-up; nullptr for a game without one
    QComboBox *kindBox(int side) const { return kind_[std::size_t(side)]; }
    QComboBox *levelBox(int side) const { return level_[std::size_t(side)]; }
    TimeControlChoice *clockChoice() const { return clock_; }

private:
    QWidget *buildOptions();
    void gameSelected();
    void showVariant(const QString &game, const QString &variant);
    void updateCustom();
    QString selectedGame() const;

    QListWidget *games_;
    QLabel *summary_ = nullptr;
    QComboBox *variant_ = nullptr;
    // The editors of the games with a parametrised variant, made with the dialog so that their boxes come right after
    // the variant's in the focus chain; only the selected game's is shown, when "Custom setup" is chosen.
    std::vector<std::pair<QString, VariantEditor *>> editors_;
    std::array<QLabel *, 2> sideLabel_{};
    std::array<QComboBox *, 2> kind_{};
    std::array<QComboBox *, 2> level_{};
    std::array<int, 2> movetime_{}; // the seats' time a move, kept as it came (seatchoice.h)
    TimeControlChoice *clock_ = nullptr;
    bool filling_ = false;
};

} // namespace gamut
