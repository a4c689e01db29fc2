// The right dock: the numbered move list (two columns, the current ply marked, side lines under the move they
// branch from; a click or the arrow keys jump there, Home/End to the start and the end of the line shown; a context
// menu makes a side line the main line or deletes it) and, once the game is over, its result ("White resigned:
// Black wins"), above the game panel (FiguresPanel).
#pragma once

#include <QDockWidget>
#include <QString>

class QLabel;
class QSplitter;
class QTableView;

namespace gamut {

class FiguresPanel;
class GameModel;
class HistoryModel;

class HistoryDock : public QDockWidget {
    Q_OBJECT
public:
    explicit HistoryDock(GameModel *model, QWidget *parent = nullptr);

    QTableView *view() const { return view_; }
    HistoryModel *historyModel() const { return history_; }
    FiguresPanel *figures() const { return figures_; }
    QString resultText() const; // the line under the moves: the result once the game is over ("" before)

    // The key a history key press moves the cursor to (ply), or -1 for a key that does not move it.
    static int targetPly(int key, int ply, int plyCount);

    // Deletes the side line `node` is on (the context menu's Delete Line), and says so by lineDeleted.
    void deleteLine(int node);

signals:
    // A side line was deleted (its name, labels::lineName): the window offers to bring it back.
    void lineDeleted(const QString &name);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showLineMenu(const QPoint &at);
    void fitPanel(); // the figures' height first, the moves the rest (at least their five rows)
    void markCurrent();
    void showResult();

    GameModel *model_;
    HistoryModel *history_;
    QTableView *view_;
    QLabel *result_;
    FiguresPanel *figures_;
    QSplitter *splitter_ = nullptr;
    QWidget *panel_ = nullptr; // the figures' page inside their scroll area
    // The figures' height the user dragged the splitter to, and the game it was for: kept through resizes (it was
    // reset to the fitted height at each one), until a game of another kind brings its own panel.
    int chosenPanel_ = -1;
    QString chosenFor_;
};

} // namespace gamut
