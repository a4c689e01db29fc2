// Game ▸ Statistics…: a table of wins, draws and losses per game and opponent (statistics.h), with Reset.
#pragma once

#include <QDialog>

class QPushButton;
class QTableWidget;

namespace gamut {

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(QWidget *parent = nullptr);

    QTableWidget *table() const { return table_; } // for the tests
    QPushButton *resetButton() const { return reset_; }
    void fill(); // the table from the stored counts

private:
    void askReset();

    QTableWidget *table_;
    QPushButton *reset_;
};

} // namespace gamut
