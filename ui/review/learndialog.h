// Learn from Your Mistakes (gui.md "Additions (2)"): after a review, the person's mistakes and blunders one by one,
// each on a board of its own showing the position before it (the game itself does not move), with the question to
// find a better move. A try within 1.75 points of win chance of the best move counts as found; else, or on Show the
// Answer, the better move and its line are drawn on the board and said in words. A try is judged as the review
// judges a move (core/review judgeMove, at the review's budget) on a worker thread. It is played by mouse, by the
// board's keyboard cursor, or typed into the move field; every step is said to a screen reader.
#pragma once

#include "core/review/review.h"

#include <QDialog>
#include <QPointer>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QThread;

namespace gamut {

class BoardOverlay;
class BoardView;
class GameModel;
class ReviewController;
class TurnController;

class LearnDialog : public QDialog {
    Q_OBJECT
public:
    // A try within this many points of win chance of the best move counts as found.
    static constexpr double kFoundWithin = 1.75;

    // The mistakes and blunders of `sides` in `review`'s game (the game of `game`, whose moves it judged), at the
    // review's budget `engine`. `announce` says a sentence to a screen reader (may be empty).
    LearnDialog(const ReviewController &review, const GameModel &game, const std::vector<int> &sides,
                const QString &theme, std::function<void(const QString &)> announce, QWidget *parent = nullptr);
    ~LearnDialog() override; // stops a running judgement and waits for it (it stops at once)

    int count() const { return int(plies_.size()); }
    int index() const { return index_; }                   // the mistake shown (0-based)
    int ply() const { return plies_.empty() ? 0 : plies_[std::size_t(index_)]; } // its ply (1-based)
    int found() const;                                     // mistakes for which a better move was found
    bool judging() const { return running_ != nullptr; }
    BoardView *board() const { return board_; }
    BoardOverlay *overlay() const { return overlay_; }
    QLineEdit *moveField() const { return moveField_; }
    QPushButton *answerButton() const { return answer_; }
    QPushButton *nextButton() const { return next_; }
    QPushButton *previousButton() const { return previous_; }
    QString promptText() const;
    QString feedbackText() const;

    // Tries `move` in the shown position (what a click, a key or the move field does).
    void tryMove(Move move);
    void showAnswer();
    void showMistake(int index);

signals:
    void judged(bool found); // a try was judged

private:
    struct Run;
    void onMovePlayed(int ply, Move move);
    void finishTry(Move move, const std::optional<PlyReview> &result, const QString &error);
    void setFeedback(const QString &text);
    void showLine(const std::vector<Move> &line);
    void tryTyped();
    void backToQuestion();

    std::unique_ptr<GameModel> preview_; // the game as the review judged it, for the board
    QString gameText_;                   // its text, to put it back after a try
    QStringList gameMoves_;
    std::unique_ptr<TurnController> seats_;
    BoardView *board_;
    QPointer<BoardOverlay> overlay_;
    QLabel *prompt_;
    QLabel *feedback_;
    QLineEdit *moveField_;
    QPushButton *answer_, *previous_, *next_, *close_;
    std::function<void(const QString &)> announce_;
    std::vector<int> plies_;         // the mistakes' plies
    std::vector<PlyReview> reviews_; // their reviews
    std::vector<QString> bestTexts_;
    std::vector<char> solved_;
    std::string engine_;
    std::string gameId_;
    int index_ = 0;
    bool resetting_ = false; // our own jumps on the preview are not tries
    std::shared_ptr<Run> running_;
    std::vector<QPointer<QThread>> workers_;
};

} // namespace gamut
