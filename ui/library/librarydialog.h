// Game ▸ Library (Ctrl+L): the games the library kept (gui.md "The library"), newest first, filtered by game,
// opponent, result and date as the person types, sorted by any column; a game is opened (shown where it was left),
// resumed (at its end, its seats back, to play on), reviewed, exported as a .gamut file or deleted (with Undo), and
// a folder of .gamut files is imported. Not modal: the window stays usable beside it. The list is asked of the
// library on its thread each time the dialog is shown or the library changes; filtering and sorting are in memory.
// A filter always leaves a visible game selected (the first, when the selected one is filtered out), and Down in the
// opponent field goes to the list, so that typing a name, Down and Enter opens the game.
#pragma once

#include "core/library/librarygame.h"

#include <QDialog>
#include <QElapsedTimer>

#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace gamut {

class GameLibrary;
class LibraryFilter;
class LibraryTable;

class LibraryDialog : public QDialog {
    Q_OBJECT
public:
    enum class Use { Open, Resume, Review };

    explicit LibraryDialog(GameLibrary *library, QWidget *parent = nullptr);

    void refresh(); // the list again from the library
    QTableView *view() const { return view_; }
    LibraryFilter *filter() const { return filter_; }
    LibraryTable *table() const { return table_; }
    QLineEdit *opponentField() const { return opponent_; }
    QComboBox *gameBox() const { return game_; }
    QComboBox *resultBox() const { return result_; }
    QComboBox *sinceBox() const { return since_; }
    QString messageText() const; // the line under the list ("Deleted 2 games.")
    QPushButton *undoButton() const { return undo_; }
    QPushButton *openButton() const { return open_; }
    QPushButton *resumeButton() const { return resume_; }
    QPushButton *reviewButton() const { return review_; }
    QPushButton *exportButton() const { return export_; }
    QPushButton *deleteButton() const { return delete_; }
    QPushButton *importButton() const { return import_; }

    // Injectable for tests; the defaults ask with QFileDialog.
    std::function<QString(const QString &suggested)> askExportPath;
    std::function<QString()> askImportFolder;

signals:
    void gameChosen(const QString &text, gamut::LibraryDialog::Use use);
    void listShown(int games); // the list arrived and is shown (the benchmark's end of "opening")

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showGames(const std::vector<LibraryGame> &games);
    void choose(Use use);
    void exportGame();
    void deleteGames();
    void importFolder();
    void updateButtons();
    void updateCount();
    void filtered(); // after a filter changed: the count, and a visible game selected
    void say(const QString &text, bool offerUndo = false);
    std::vector<qint64> selectedIds() const;

    GameLibrary *library_;
    LibraryTable *table_;
    LibraryFilter *filter_;
    QComboBox *game_, *result_, *since_;
    QLineEdit *opponent_;
    QTableView *view_;
    QLabel *count_, *empty_, *message_;
    QPushButton *undo_, *open_, *resume_, *review_, *export_, *delete_, *import_;
    qint64 wanted_ = 0; // the game whose text is on its way
    Use wantedUse_ = Use::Open;
    QString exportPath_; // where the game on its way goes, for an export
    bool stale_ = true;  // the library changed since the list was asked for
};

} // namespace gamut
