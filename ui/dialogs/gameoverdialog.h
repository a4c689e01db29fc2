// The end of a game, as nobody can miss it: a non-modal dialog beside the board (resultplacement.h) with the result
// (from the person's side when one person plays), why the game ended, the figure that decided it, and Play Again
// (Atom-4: Next Round while the match goes on), Review Game (the review of the game just ended), New Game... and
// Close. Enter plays again, Escape closes; nothing else waits for it (two computers go on). Closed, it comes back
// through Game > Result or a click on the status line's result.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;

namespace gamut {

class GameOverDialog : public QDialog {
    Q_OBJECT
public:
    explicit GameOverDialog(QWidget *parent = nullptr);

    // What the first button does: the same game again, the match's next round, a network table's next game, or a
    // lobby game's rematch.
    enum class Next { PlayAgain, NextRound, NextGame, Rematch };
    void setResult(const QString &headline, const QString &reason, const QString &detail, Next next);
    QString headline() const;
    QString reason() const; // "Blue cannot move."
    QString detail() const;
    QPushButton *playAgainButton() const { return playAgain_; }
    QPushButton *newGameButton() const { return newGame_; }
    QPushButton *reviewButton() const { return review_; }
    QPushButton *closeButton() const { return close_; }

signals:
    void playAgainRequested(); // the same game, variant and seats again (or the next round)
    void newGameRequested();   // the New Game dialog
    void reviewRequested();    // the review of the game that just ended

private:
    int columnWidth() const;
    void fitOnOneLine(QLabel *label);
    QLabel *headline_;
    QLabel *reason_;
    QLabel *detail_;
    QPushButton *playAgain_;
    QPushButton *newGame_;
    QPushButton *review_;
    QPushButton *close_;
};

} // namespace gamut
