// The move box (M or / on the board, as lichess's blind mode has it): a line at the foot of the board where a move
// is typed in the game's own notation ("b1-d3", "c4", "U") and played with Enter, exactly as a click plays it (the
// board's own route: BoardView::playTyped). The legal moves complete what is typed, in the line itself, and Tab says
// every move that completes it; a refused move is said with its reason and stays in the line to be mended; Escape
// closes the box, and the focus goes back to the board either way.
#pragma once

#include <QFrame>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;

namespace gamut {

class BoardView;

class MoveBox : public QFrame {
    Q_OBJECT
public:
    explicit MoveBox(BoardView *board);

    void open();  // shows the box at the foot of the board with the focus in its line
    void close(); // hides it; the focus goes back to the board
    QLineEdit *line() const { return line_; }
    QCompleter *completer() const { return completer_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void play();
    void place();
    void updateCompletions();
    void sayCompletions(); // Tab: the legal moves that complete what is typed

    BoardView *board_;
    QLabel *label_;
    QLineEdit *line_;
    QCompleter *completer_;
    QStringListModel *moves_;
};

} // namespace gamut
