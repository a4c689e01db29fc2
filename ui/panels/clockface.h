// The game's two clocks at the top of the players panel, large and readable: each side's colour, its player's name
// where the game has one (a table's players: whose clock is whose at a glance) else the side's name, and the time
// left (clocktext::reading), the running clock on the highlight colour, a clock under 10 s in the warning colour.
// It reads a ClockKeeper (core/play/clockkeeper.h) on a timer of its own while a clock runs, and is hidden for a
// game without a clock. For screen readers each clock is a label named after its side whose description is the
// time in words, and announcement() says the running side's 60, 30 and 10 seconds left as the clock passes them.
#pragma once

#include <QColor>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <array>
#include <cstdint>

class QFrame;
class QLabel;

namespace gamut {

class ClockKeeper;

class ClockFace : public QWidget {
    Q_OBJECT
public:
    explicit ClockFace(QWidget *parent = nullptr);

    void setKeeper(ClockKeeper *keeper);
    // The game's sides: names and colours (the theme's).
    void setSides(const QString &gameId, const std::array<QColor, 2> &colours);
    // The players' names (the game's player tags of people: "bob"), empty where there is none ("Human", a computer).
    void setPlayerNames(const std::array<QString, 2> &names);
    QLabel *nameLabel(int side) const { return name_[std::size_t(side)]; } // for the tests

    QLabel *timeLabel(int side) const { return time_[std::size_t(side)]; } // for the tests
    QLabel *swatch(int side) const { return swatch_[std::size_t(side)]; }
    bool isTicking() const { return tick_.isActive(); }
    bool isWarning(int side) const { return warning_[std::size_t(side)]; }
    int runningSide() const { return running_; }

signals:
    void announcement(const QString &text);

protected:
    void changeEvent(QEvent *event) override; // a new theme's palette: the rows again

private:
    void reread(); // the keeper changed: everything again, no announcement for a jump in time
    void tick();   // the running clock moved on
    void showTime(int side, std::int64_t leftMs);
    void style(int side);
    void label(); // the rows' names, tooltips and accessible names

    QPointer<ClockKeeper> keeper_;
    QString gameId_;
    std::array<QString, 2> players_;
    std::array<QFrame *, 2> row_{};
    std::array<QLabel *, 2> swatch_{}, name_{}, time_{};
    std::array<QColor, 2> colours_;
    std::array<std::int64_t, 2> shown_ = {-1, -1};
    std::array<bool, 2> warning_ = {false, false};
    int running_ = -1;
    QTimer tick_;
};

} // namespace gamut
