// A small "busy" mark for the status line while a computer thinks: a row of dots, one of them lit, the light moving
// a step every kStepMs. It replaces a busy QProgressBar, whose style animates it at the display's frame rate: about
// 60 repaints and window flushes a second for the whole search, half of the GUI thread's work while level 6 thinks
// (gamut-window-bench --stall). A step here repaints only these few pixels, a few times a second, and the timer runs
// only while the mark is shown.
#pragma once

#include <QBasicTimer>
#include <QWidget>

namespace gamut {

class BusyIndicator : public QWidget {
    Q_OBJECT
public:
    static constexpr int kDots = 5;
    static constexpr int kStepMs = 150;

    explicit BusyIndicator(QWidget *parent = nullptr);

    bool isAnimating() const { return timer_.isActive(); }
    int litDot() const { return lit_; } // 0 .. kDots-1

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void timerEvent(QTimerEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QBasicTimer timer_;
    int lit_ = 0;
};

} // namespace gamut
