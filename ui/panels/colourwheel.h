// Atom-4's order of play as a wheel: red, yellow, green, cyan, blue, magenta clockwise from the top, the colour to
// be placed next drawn larger with a ring and an arrow pointing at it. Only paints what it is told.
#pragma once

#include <QWidget>

namespace gamut {

class ColourWheel : public QWidget {
    Q_OBJECT
public:
    explicit ColourWheel(QWidget *parent = nullptr);

    void setNextColour(int colour); // 0..7 as in cellface.h; -1 for none (the round is over)
    int nextColour() const { return next_; }

    QSize sizeHint() const override { return {160, 160}; }
    QSize minimumSizeHint() const override { return {130, 130}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return qMin(width, 180); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int next_ = -1;
};

} // namespace gamut
