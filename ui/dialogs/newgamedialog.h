// New Game (Ctrl+N): the game (a list with a small board picture each), its variant (Trails: the classic setup or
// size / towers / distance), and each side Human or Computer with a level. Starts from the set-up it is given and,
// for another game, from that game's remembered choices; the window remembers what is accepted.
#pragma once

#include "ui/settings/gamesetup.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;
class QWidget;

namespace gamut {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const GameSetup &current, QWidget *parent = nullptr);

    GameSetup setup() const; // what the dialog says now
    void setSetup(const GameSetup &setup);

    // For the tests: the parts a person uses.
    QListWidget *gameList() const { return games_; }
    QComboBox *variantBox() const { return variant_; }
    QSpinBox *sizeBox() const { return size_; }
    QSpinBox *towersBox() const { return towers_; }
    QSpinBox *distanceBox() const { return distance_; }
    QComboBox *kindBox(int side) const { return kind_[std::size_t(side)]; }
    QComboBox *levelBox(int side) const { return level_[std::size_t(side)]; }

private:
    QWidget *buildOptions();
    void gameSelected();
    void showVariant(const QString &game, const QString &variant);
    void updateCustom();
    QString selectedGame() const;

    QListWidget *games_;
    QLabel *summary_ = nullptr;
    QComboBox *variant_ = nullptr;
    QWidget *custom_ = nullptr; // the parametrised setup (Trails)
    QSpinBox *size_ = nullptr, *towers_ = nullptr, *distance_ = nullptr;
    std::array<QLabel *, 2> sideLabel_{};
    std::array<QComboBox *, 2> kind_{};
    std::array<QComboBox *, 2> level_{};
    std::array<int, 2> movetime_{}; // the seats' time a move, kept as it came (seatchoice.h)
    bool filling_ = false;
};

} // namespace gamut
