// The Analysis dock's contents: the depth reached and the engine's best three moves for the shown position, each
// with the win chance of the player to move and its line. Pointing at a move asks for its line on the board; a
// check box puts the three moves on the board.
#pragma once

#include "analysisengine.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QTreeWidget;

namespace gamut {

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget *parent = nullptr);

    void showLines(int depth, const std::vector<AnalysisLine> &lines);
    // What the panel says instead of lines: "waiting for the computer", "the game is over", ... ("" clears).
    void showState(const QString &text);
    const std::vector<AnalysisLine> &lines() const { return lines_; }
    int depth() const { return depth_; }
    QTreeWidget *list() const { return list_; }
    QCheckBox *arrowsBox() const { return arrows_; }
    QString depthText() const;

signals:
    void lineHovered(int index); // -1 when the pointer left the moves
    void arrowsToggled(bool on);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLabel *depthLabel_;
    QTreeWidget *list_;
    QCheckBox *arrows_;
    std::vector<AnalysisLine> lines_;
    int depth_ = 0;
};

} // namespace gamut
