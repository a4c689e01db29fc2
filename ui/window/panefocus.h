// The keyboard never gets trapped: F6 and Shift+F6 cycle the focus through the panes (the board, then each
// visible dock, as in KDE programs), and Escape in a dock brings the focus back to the board.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace gamut {

class MainWindow;

class PaneFocus : public QObject {
    Q_OBJECT
public:
    explicit PaneFocus(MainWindow *window);

    QAction *nextPane() const { return next_; }
    QAction *previousPane() const { return previous_; }
    void cycle(int step); // +1 the next pane, -1 the previous one

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QList<QWidget *> panes() const; // the board, then the visible docks in the window's order
    int paneOf(QWidget *widget) const;

    MainWindow *window_;
    QAction *next_;
    QAction *previous_;
};

} // namespace gamut
