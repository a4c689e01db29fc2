// What a blind player hears besides the board's cells: every move (the reply too), a refusal, the result, undo and
// redo (and the line they are on, once it changes), the computer thinking, a hint and the network's events are
// announced (Announcer) without moving the
// focus; View ▸ Describe Position (I) and Describe Last Move (L) say the position or the last move on demand.
#pragma once

#include <QObject>

class QAction;

namespace gamut {

class Announcer;
class MainWindow;

class Narration : public QObject {
    Q_OBJECT
public:
    explicit Narration(MainWindow *window);

    Announcer *announcer() const { return announcer_; }
    QAction *describePosition() const { return describePosition_; }
    QAction *describeLastMove() const { return describeLastMove_; }

private:
    void addActions();
    void followGame();
    void followPlayers();
    void onPositionChanged();

    MainWindow *window_;
    Announcer *announcer_;
    QAction *describePosition_ = nullptr;
    QAction *describeLastMove_ = nullptr;
    int shownPly_ = 0;  // the ply announced last: undo and redo say the moves between
    int shownLine_ = 0; // the first move of the line announced last (0: the main line): a change is said
    qint64 thinkingRevision_ = -1;
};

} // namespace gamut
