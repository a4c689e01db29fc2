// The "Players & graphics" dock: the game's clocks (clockface.h); for each side Human or Computer with a level and
// optionally a fixed time a move (seatchoice.h), changeable during a game; the theme, the highlight toggles and the
// animation speed. It shows what it is given and reports changes at once; the window applies them to the seats and the
// board and remembers them.
#pragma once

#include "ui/settings/boardoptions.h"

#include <QColor>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;

namespace gamut {

class ClockFace;

class PlayersPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayersPanel(QWidget *parent = nullptr);

    // The game's sides (names, colours) and what each seat is ("human", "level:3", "random", ...).
    void setSeats(const QString &gameId, const std::array<QString, 2> &specs);
    void setOptions(const BoardOptions &options); // without emitting optionsChanged
    BoardOptions options() const { return options_; }
    QString seat(int side) const; // the spec the combos say

    QComboBox *kindBox(int side) const { return kind_[std::size_t(side)]; }   // Human / Computer (tests)
    QComboBox *levelBox(int side) const { return level_[std::size_t(side)]; } // 1 Beginner ... 6 Master (tests)
    QComboBox *timeBox(int side) const { return time_[std::size_t(side)]; }   // the time a move (tests)
    QComboBox *themeBox() const { return theme_; }
    ClockFace *clockFace() const { return clocks_; } // the game's clocks, above the players (hidden without one)

signals:
    void seatChanged(int side, const QString &spec);
    void optionsChanged(const gamut::BoardOptions &options);
    // A person chose something here with the mouse (the window gives the keyboard back to the board); a choice made
    // from the keyboard leaves the keyboard where it is.
    void choiceMade();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // the wheel changes a combo box only when focused

private:
    QWidget *buildPlayers();
    QWidget *buildGraphics();
    void watchChoices();
    void seatEdited(int side);
    void optionsEdited();

    QString gameId_;
    std::array<QColor, 2> shownColours_{}; // the side colours the boxes' icons and the clocks show
    ClockFace *clocks_ = nullptr;
    std::array<QLabel *, 2> name_{};
    std::array<QComboBox *, 2> kind_{};
    std::array<QComboBox *, 2> level_{};
    std::array<QComboBox *, 2> time_{};
    QComboBox *theme_ = nullptr;
    QCheckBox *coordinates_ = nullptr, *legalMoves_ = nullptr, *lastMove_ = nullptr, *preview_ = nullptr;
    QComboBox *animation_ = nullptr;
    BoardOptions options_;
    bool updating_ = false; // set while the panel fills itself, so that only a person's edits are reported
    bool byMouse_ = false;  // the last press on a choice was the mouse's (choiceMade), not a key
};

} // namespace gamut
