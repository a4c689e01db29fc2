// Under the review's graph: the time each move of the main line took (core/clock/movetimes.h), a bar a ply on the
// graph's own x scale, each side in its colour, the shown ply marked; hidden for a game without a clock. Its
// accessible description says each side's longest think.
#pragma once

#include <QColor>
#include <QWidget>

#include <array>
#include <cstdint>
#include <vector>

namespace gamut {

class GameModel;

class MoveTimeStrip : public QWidget {
    Q_OBJECT
public:
    explicit MoveTimeStrip(QWidget *parent = nullptr);

    // The main line of `model`'s game, its clocks and control, and where the cursor is.
    void showGame(const GameModel &model, const std::array<QColor, 2> &colours);
    void setCurrentPly(int ply);
    const std::vector<std::int64_t> &timesUsed() const { return used_; } // per ply from 1; -1 unknown (tests)

    QSize sizeHint() const override { return {240, 40}; }
    QSize minimumSizeHint() const override { return {120, 28}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<std::int64_t> used_;
    std::vector<int> sides_;
    std::array<QColor, 2> colours_;
    int current_ = 0;
};

} // namespace gamut
