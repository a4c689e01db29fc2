// What the settings dialog, the statistics, the rules and About and the accessibility add to the main window,
// kept out of MainWindow so that it stays the place that only assembles the window. It takes over the Configure,
// Rules and About actions, adds Game ▸ Statistics…, and applies the settings that the dialog may change while the
// window is open (board options and seats through the players panel, the computer's delay, hints and undo against
// the computer, full screen at start, the people's names that a person's seat writes into the game's player tags).
#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;

namespace gamut {

class MainWindow;
class RulesDialog;
class SettingsDialog;
class StatisticsCounter;
class StatisticsDialog;

class WindowExtras : public QObject {
    Q_OBJECT
public:
    explicit WindowExtras(MainWindow *window);

    QAction *statisticsAction() const { return statistics_; }
    SettingsDialog *showSettings(); // non-modal, one at a time
    StatisticsDialog *showStatistics();
    RulesDialog *showRules();
    StatisticsCounter *counter() const { return counter_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void takeOverActions();
    void enforcePermissions(); // hints and undo against the computer, as the settings allow
    void followSettings();
    void applyBoardOptions();
    void applySeat(const QString &game, int side);
    void applyPlaySettings();  // delay; hints and undo against the computer
    void applyNames(bool now); // the current game's names/* to the seats (now: to its tags at once too)
    void offerRules();         // the first time a game is played here

    MainWindow *window_;
    QAction *statistics_ = nullptr;
    StatisticsCounter *counter_ = nullptr;
    QPointer<SettingsDialog> settings_;
    QPointer<StatisticsDialog> statisticsDialog_;
    QPointer<RulesDialog> rules_;
};

} // namespace gamut
