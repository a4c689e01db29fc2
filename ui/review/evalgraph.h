// The evaluation graph of a review: the first player's win chance (0..100) over the plies, the shown ply marked by
// a vertical line, mistakes and blunders as dots on the curve. It says whose chance it draws: the first player's name
// at the top and the second's at the bottom, each in its side's colour, and the area above the middle line in the
// first player's colour, below it in the second's. A running review draws the plies judged so far (gaps where it
// has not judged yet). A click (or a drag) jumps to the ply under it, the arrow keys step. Drawn with QPainter: one
// curve of at most a few hundred points needs nothing more, and it follows the palette. Other parts may draw under
// it in the same ply columns (plotRect(), pointOf()).
#pragma once

#include "core/review/review.h"

#include <QWidget>

#include <cmath>
#include <optional>

#include <vector>

namespace gamut {

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget *parent = nullptr);

    // The curve of `review` (null: empty). Point 0 is the start position, point N the position after ply N.
    void setReview(const GameReview *review);
    // The curve of a review still running: every ply of the game, judged or not yet.
    void setPlies(const std::vector<std::optional<PlyReview>> &plies);
    // The two sides' names and colours (the first player's at the top).
    void setSides(const QString &first, const QString &second, const QColor &firstColour, const QColor &secondColour);
    // Whether point `ply` is known yet (its ply judged).
    bool hasPoint(int ply) const { return ply >= 0 && ply < pointCount() && !std::isnan(firstWin_[std::size_t(ply)]); }
    void setCurrentPly(int ply);
    int currentPly() const { return current_; }
    int pointCount() const { return int(firstWin_.size()); }
    double firstWinAt(int ply) const { return firstWin_[std::size_t(ply)]; }
    // The plies drawn as dots (mistakes and blunders), for the tests and the accessible description.
    std::vector<int> dotPlies() const;
    // Where the curve's point of `ply` is drawn, in widget coordinates; the ply a widget x is closest to.
    QPointF pointOf(int ply) const;
    int plyAt(qreal x) const;

    QSize sizeHint() const override { return {240, 110}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override; // Left/Right, Home/End walk the plies as in the history

private:
    QRectF plotRect() const;
    void describe(); // the accessible description and the tooltip

    std::vector<double> firstWin_;   // the first player's win chance after each ply (index 0: the start; NaN: not yet)
    std::vector<MoveClass> classes_; // the class of ply i+1 (Best where not judged yet)
    QString names_[2];
    QColor colours_[2];
    int current_ = 0;
};

} // namespace gamut
