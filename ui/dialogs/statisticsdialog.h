// Game ▸ Statistics…: a table of wins, draws and losses per game and opponent, with Reset. Read from the game library
// (every finished game with a person at the window, tallied by tallyGames) once the library has answered; until then,
// or without a library, from the counts kept in the settings (statistics.h).
#pragma once

#include "core/library/librarygame.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gamut {

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(QWidget *parent = nullptr);

    QTableWidget *table() const { return table_; } // for the tests
    QPushButton *resetButton() const { return reset_; }
    void fill(); // the table from the stored counts, or from the library's games once shown
    // The library's games (GameLibrary::listed): from now on the table is read from them.
    void showLibrary(const std::vector<gamut::LibraryGame> &games);
    bool readsLibrary() const { return readsLibrary_; }

private:
    void askReset();
    void addRow(const QString &game, const QString &opponent, int wins, int draws, int losses);

    QTableWidget *table_;
    QPushButton *reset_;
    QLabel *note_;
    bool readsLibrary_ = false;
    std::vector<LibraryGame> games_;
};

} // namespace gamut
