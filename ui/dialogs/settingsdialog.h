// Settings ▸ Configure Gamut… (Ctrl+,): three pages (Players, with each game's seats and clock; Graphics; Game) over
// AppSettings. Every edit is stored at once and AppSettings' notifier tells the window and the players-and-graphics
// dock; the dialog follows the same notifier, so a change made in the dock while it is open shows here too. Restore
// Defaults resets the page on show only.
#pragma once

#include <QDialog>

#include <array>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QTabWidget;

namespace gamut {

class TimeControlChoice;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const QString &currentGame, QWidget *parent = nullptr);

    enum Page { PlayersPage, GraphicsPage, GamePage };
    void restoreDefaults(Page page);

    // For the tests: the parts a person uses.
    QTabWidget *pages() const { return tabs_; }
    QComboBox *gameBox() const { return game_; }
    TimeControlChoice *clockChoice() const { return clock_; }
    QComboBox *kindBox(int side) const { return kind_[std::size_t(side)]; }
    QComboBox *levelBox(int side) const { return level_[std::size_t(side)]; }
    QComboBox *timeBox(int side) const { return time_[std::size_t(side)]; }
    QLineEdit *nameEdit(int side) const { return name_[std::size_t(side)]; }
    QCheckBox *hintsBox() const { return hints_; }
    QCheckBox *undoBox() const { return undo_; }
    QDoubleSpinBox *delayBox() const { return delay_; }
    QComboBox *themeBox() const { return theme_; }
    QComboBox *animationBox() const { return animation_; }
    QCheckBox *coordinatesBox() const { return coordinates_; }
    QCheckBox *legalMovesBox() const { return legalMoves_; }
    QCheckBox *lastMoveBox() const { return lastMove_; }
    QCheckBox *previewBox() const { return preview_; }
    QCheckBox *colourLettersBox() const { return colourLetters_; }
    QCheckBox *fullScreenBox() const { return fullScreen_; }
    QComboBox *variantBox(const QString &game) const;
    QCheckBox *autosaveBox() const { return autosave_; }
    QCheckBox *askBox() const { return ask_; }

private:
    QWidget *buildPlayers();
    QWidget *buildGraphics();
    QWidget *buildGame();
    void load(); // every control from the settings, without storing anything back
    void storePlayers();
    void storeGraphics();
    void storeGame();
    QString selectedGame() const;

    QTabWidget *tabs_ = nullptr;
    QComboBox *game_ = nullptr;
    TimeControlChoice *clock_ = nullptr; // the selected game's clock
    std::array<QLineEdit *, 2> name_{};
    std::array<QComboBox *, 2> kind_{};
    std::array<QComboBox *, 2> level_{};
    std::array<QComboBox *, 2> time_{};
    QCheckBox *hints_ = nullptr, *undo_ = nullptr;
    QDoubleSpinBox *delay_ = nullptr;
    QComboBox *theme_ = nullptr, *animation_ = nullptr;
    QCheckBox *coordinates_ = nullptr, *legalMoves_ = nullptr, *lastMove_ = nullptr, *preview_ = nullptr;
    QCheckBox *colourLetters_ = nullptr, *fullScreen_ = nullptr;
    std::vector<std::pair<QString, QComboBox *>> variants_; // per game
    QCheckBox *autosave_ = nullptr, *ask_ = nullptr;
    bool loading_ = false; // set while the controls are filled from the settings: no edit to store
};

} // namespace gamut
