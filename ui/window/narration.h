// What a blind player hears besides the board's cells: every move (the reply too) with what it did, a refusal, the
// result, undo and redo (and the line they are on, once it changes), the computer thinking, a hint, pause, full
// screen, the review's end (each side's accuracy) and the network's events are announced (Announcer) without moving the
// focus; View ▸ Describe Position (I) and Describe Last Move (L; again: the move before) say the position or a move on
// demand, and Help ▸ Keyboard (?) lists every key.
#pragma once

#include <QObject>

class QAction;

namespace gamut {

class Announcer;
class MainWindow;
class ReviewUi;

class Narration : public QObject {
    Q_OBJECT
public:
    explicit Narration(MainWindow *window);

    Announcer *announcer() const { return announcer_; }
    QAction *describePosition() const { return describePosition_; }
    QAction *describeLastMove() const { return describeLastMove_; }
    QAction *showKeys() const { return keys_; }
    // Announces the review's start, failure and end (made after the narration, whose menu entries come first).
    void followReview(ReviewUi *review);

private:
    void addActions();
    void followGame();
    void followPlayers();
    QString withVerdict(const QString &text, int ply) const;
    void onPositionChanged();

    MainWindow *window_;
    Announcer *announcer_;
    QAction *describePosition_ = nullptr;
    QAction *describeLastMove_ = nullptr;
    QAction *keys_ = nullptr;
    int shownPly_ = 0;  // the ply announced last: undo and redo say the moves between
    int shownLine_ = 0; // the first move of the line announced last (0: the main line): a change is said
    qint64 thinkingRevision_ = -1;
    int lastMoveBack_ = -1; // how many moves back the last L went (-1: no L since the position changed)
};

} // namespace gamut
