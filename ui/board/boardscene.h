// The board's scene: one CellItem per cell, the lattice lines, the edge labels, the hover preview's items and the
// move animation. It is told what to show (a position, the marks of each cell, a move to preview or animate) and
// holds no rule: what a move changes comes from the position's describeMove().
#pragma once

#include "boardlayout.h"
#include "cellitem.h"
#include "cellpainter.h"

#include "core/effects.h"
#include "core/gamestate.h"

#include <QGraphicsScene>

#include <memory>
#include <vector>

class QGraphicsPathItem;

namespace gamut {

class MoveAnimation;

class BoardScene final : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // A new game or board: every item is made again. The theme, flip and labels stay.
    void setGame(const QString &gameId, const GameState &position);
    void setAppearance(const Theme &theme, bool flipped, bool coordinates, bool colourLetters = false);
    // Shows a position at once (only cells whose face changed are repainted). Ends a running animation.
    void showPosition(const GameState &position);
    void setMarks(const std::vector<unsigned> &marks); // CellItem::Mark bits, one entry per cell

    const BoardLayout &layout() const { return *layout_; }
    const CellPainter &painter() const { return *painter_; }
    const BoardTraits &traits() const { return context_.traits; }
    const PaintContext &context() const { return context_; }
    const QString &gameId() const { return gameId_; }
    int cellCount() const { return int(cells_.size()); }
    CellItem *cellItem(int cell) const { return cells_[std::size_t(cell)]; }

    // Hover preview of `move` in `position` (the position the move is played from). Preview items carry
    // data(0) == "preview".
    void showPreview(const GameState &position, Move move);
    void clearPreview();
    int previewItemCount() const { return int(preview_.size()); }

    // Animates a played move from what the board shows now to `after`; `scale` stretches every step (1 = normal
    // speed, 0 = no animation: the position at once).
    void animate(const MoveEffects &effects, const GameState &after, qreal scale);
    bool isAnimating() const;
    void finishAnimation();
    // For the tests: the running animation's length (0 when none) and its frame at a given time.
    qreal animationDuration() const;
    void seekAnimation(qreal ms);

    // A piece lifted off its cell (LOA drag): drawn at `scenePos` until dropLifted().
    void liftPiece(int cell, const QPointF &scenePos);
    void moveLifted(const QPointF &scenePos);
    void dropLifted();

signals:
    void animationFinished();

private:
    void placeItems();
    void rebuildLabels();
    QGraphicsItem *addPreviewItem(QGraphicsItem *item);

    QString gameId_;
    std::unique_ptr<BoardLayout> layout_;
    std::unique_ptr<CellPainter> painter_;
    Theme theme_;
    PaintContext context_;
    bool coordinates_ = true;
    std::vector<CellItem *> cells_;
    QGraphicsPathItem *grid_ = nullptr;
    std::vector<QGraphicsItem *> labels_;
    std::vector<QGraphicsItem *> preview_;
    std::unique_ptr<MoveAnimation> animation_;
    FaceItem *lifted_ = nullptr;
    int liftedCell_ = -1;
};

} // namespace gamut
