// The keyboard goes back to the board after any dialog of the window closes (New Game, Settings, a question, the
// game-over message) and after a choice in the Players & Graphics dock: the arrow keys then move the board's cursor
// instead of changing the last combo box touched.
#pragma once

#include <QObject>

class QMainWindow;
class QWidget;

namespace gamut {

class FocusReturn : public QObject {
    Q_OBJECT
public:
    FocusReturn(QMainWindow *window, QWidget *board);

public slots:
    void toBoard(); // now (a choice in a dock)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // a dialog of the window was hidden

private:
    QMainWindow *window_;
    QWidget *board_;
};

} // namespace gamut
