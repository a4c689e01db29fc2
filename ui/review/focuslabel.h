// A label that is a Tab stop (a screen reader's words, a keyboard user's place) and shows it: while it has the
// keyboard focus it draws a frame in the highlight colour, which a plain QLabel never does (at most a text caret), so a
// sighted keyboard user sees where Tab went.
#pragma once

#include <QLabel>

namespace gamut {

class FocusLabel : public QLabel {
    Q_OBJECT
public:
    explicit FocusLabel(QWidget *parent = nullptr);

protected:
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
};

} // namespace gamut
