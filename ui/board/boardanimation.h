// A played move shown step by step from its MoveEffects: LOA's piece slides along its path and the captured piece
// fades, Atoms' explosions flash wave by wave, Atom-4's changes run along each ray, Trails' trail is claimed cell
// by cell, a placed piece or value pops in. The board's cells show the frames; the last frame is the position
// after the move, exactly, whatever happens (finish() jumps there at once).
#pragma once

#include "core/cellface.h"
#include "core/effects.h"

#include <QObject>
#include <QVariantAnimation>

#include <vector>

class QGraphicsItem;
class QGraphicsPathItem;

namespace gamut {

class BoardScene;
class FaceItem;

class MoveAnimation final : public QObject {
    Q_OBJECT
public:
    // `scale` stretches every step: 1.0 at normal speed.
    MoveAnimation(BoardScene *scene, MoveEffects effects, std::vector<CellFace> after, qreal scale);
    ~MoveAnimation() override;

    void start();
    void finish(); // jumps to the end; emits finished() once
    // For the tests: the length in ms, and the frame at a time (the clock keeps running).
    qreal duration() const { return total_; }
    void seek(qreal ms) { setTime(ms); }

signals:
    void finished();

private:
    struct Segment {
        qreal start = 0;
        qreal length = 0;
    };
    void setTime(qreal ms);
    void applyStep(const EffectStep &step, qreal progress, std::vector<CellFace> &faces) const;
    void decorate(const EffectStep &step, qreal progress, const std::vector<CellFace> &faces);
    void hideDecorations();
    void removeDecorations();
    QPointF alongPath(const std::vector<int> &path, qreal progress) const;

    BoardScene *scene_;
    MoveEffects effects_;
    std::vector<CellFace> before_, after_;
    std::vector<Segment> segments_;
    qreal total_ = 0;
    int origin_ = -1; // the placed cell (Atom-4's rays start there)
    QVariantAnimation timeline_;
    FaceItem *moving_ = nullptr; // a sliding, fading or popping piece
    QGraphicsPathItem *flash_ = nullptr;
    int hiddenCell_ = -1;
    bool done_ = false;
};

} // namespace gamut
