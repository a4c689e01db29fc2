#include "boardanimation.h"

#include "boardscene.h"

#include <QEasingCurve>
#include <QGraphicsPathItem>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace gamut {

namespace {

constexpr qreal kDecorationZ = 6;
constexpr qreal kLongest = 2600; // ms at normal speed: a long Atoms chain is played faster, not for minutes

// How long a step lasts at normal speed, in ms.
qreal lengthOf(const EffectStep &step) {
    const qreal cells = qreal(std::max<std::size_t>(step.path.size(), 1));
    switch (step.kind) {
    case EffectKind::Slide:
        return 160 + 55 * cells;
    case EffectKind::Capture:
        return 220;
    case EffectKind::Wave:
        return 300;
    case EffectKind::Ray:
        return 90 + 45 * cells;
    case EffectKind::Claim:
        return 60 + 70 * cells;
    case EffectKind::Win:
        return 0;
    case EffectKind::Place:
    case EffectKind::Value:
    case EffectKind::Tower:
        break;
    }
    return 240;
}

// The steps whose piece pops in over the step (see decorate()).
bool popsIn(EffectKind kind) {
    return kind == EffectKind::Place || kind == EffectKind::Value || kind == EffectKind::Tower;
}

} // namespace

MoveAnimation::MoveAnimation(BoardScene *scene, MoveEffects effects, std::vector<CellFace> after, qreal scale)
    : scene_(scene), effects_(std::move(effects)), after_(std::move(after)) {
    for (int cell = 0; cell < scene_->cellCount(); ++cell)
        before_.push_back(scene_->cellItem(cell)->face());
    qreal t = 0;
    for (const EffectStep &step : effects_) {
        segments_.push_back({t, lengthOf(step)});
        t += segments_.back().length;
        if (origin_ < 0 && step.kind == EffectKind::Place && !step.changes.empty())
            origin_ = step.changes.front().cell;
    }
    const qreal squeeze = t > kLongest ? kLongest / t : 1.0;
    for (Segment &segment : segments_) {
        segment.start *= squeeze * scale;
        segment.length *= squeeze * scale;
    }
    total_ = t * squeeze * scale;
    timeline_.setStartValue(0.0);
    timeline_.setEndValue(total_);
    timeline_.setDuration(std::max(1, int(total_)));
    connect(&timeline_, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) { setTime(v.toReal()); });
    connect(&timeline_, &QVariantAnimation::finished, this, &MoveAnimation::finish);
}

MoveAnimation::~MoveAnimation() {
    timeline_.stop();
    if (!done_) // after finish() the scene may be gone already: touch nothing of it
        removeDecorations();
}

void MoveAnimation::start() {
    setTime(0);
    timeline_.start();
}

void MoveAnimation::finish() {
    if (done_)
        return;
    done_ = true;
    timeline_.stop();
    removeDecorations();
    for (int cell = 0; cell < scene_->cellCount() && cell < int(after_.size()); ++cell)
        scene_->cellItem(cell)->setFace(after_[std::size_t(cell)]);
    emit finished();
}

void MoveAnimation::setTime(qreal ms) {
    if (done_)
        return;
    std::vector<CellFace> faces = before_;
    const EffectStep *active = nullptr;
    qreal activeProgress = 0;
    for (std::size_t i = 0; i < effects_.size(); ++i) {
        const Segment &segment = segments_[i];
        if (ms < segment.start)
            break;
        const qreal progress = segment.length <= 0 ? 1.0 : std::clamp((ms - segment.start) / segment.length, 0.0, 1.0);
        applyStep(effects_[i], progress, faces);
        if (progress < 1.0) {
            active = &effects_[i];
            activeProgress = progress;
            break;
        }
    }
    for (int cell = 0; cell < scene_->cellCount(); ++cell)
        scene_->cellItem(cell)->setFace(faces[std::size_t(cell)]);
    hideDecorations();
    if (active)
        decorate(*active, activeProgress, faces);
}

void MoveAnimation::applyStep(const EffectStep &step, qreal progress, std::vector<CellFace> &faces) const {
    for (const CellChange &change : step.changes) {
        if (change.cell < 0 || change.cell >= int(faces.size()))
            continue;
        // A change on the path waits until the step reaches its cell; the others come at once, except the end of
        // a slide, where the piece arrives, and a wave, which flashes first.
        qreal at = 0;
        const auto onPath = std::find(step.path.begin(), step.path.end(), change.cell);
        if (popsIn(step.kind))
            at = 0;
        else if (step.kind == EffectKind::Slide)
            at = change.face.occupied() ? 1.0 : 0.0; // the square left at once, the target when the piece arrives
        else if (step.kind == EffectKind::Wave)
            at = 0.45;
        else if (onPath != step.path.end())
            at = qreal(onPath - step.path.begin() + 1) / qreal(step.path.size());
        if (progress >= at && (progress > 0 || at == 0))
            faces[std::size_t(change.cell)] = change.face;
    }
}

QPointF MoveAnimation::alongPath(const std::vector<int> &path, qreal progress) const {
    const BoardLayout &layout = scene_->layout();
    if (path.empty())
        return {};
    if (path.size() == 1)
        return layout.cellCentre(path.front());
    const qreal at = progress * qreal(path.size() - 1);
    const std::size_t i = std::min(path.size() - 2, std::size_t(at));
    const qreal f = at - qreal(i);
    return layout.cellCentre(path[i]) * (1 - f) + layout.cellCentre(path[i + 1]) * f;
}

void MoveAnimation::decorate(const EffectStep &step, qreal progress, const std::vector<CellFace> &faces) {
    const BoardLayout &layout = scene_->layout();
    auto movingFace = [&](const CellFace &face, int cell) {
        const QRectF rect = layout.cellRect(cell);
        if (!moving_) {
            moving_ = new FaceItem(face, rect.translated(-rect.center()), &scene_->painter(), &scene_->context());
            moving_->setZValue(kDecorationZ);
            scene_->addItem(moving_);
        }
        moving_->setFace(face);
        moving_->setVisible(true);
        moving_->setOpacity(1);
        moving_->setScale(1);
        return moving_;
    };
    if (step.kind == EffectKind::Slide && !step.changes.empty()) {
        const CellChange &arrival = step.changes.back();
        const qreal eased = QEasingCurve(QEasingCurve::InOutQuad).valueForProgress(progress);
        movingFace(arrival.face, arrival.cell)->setPos(alongPath(step.path, eased));
    } else if (step.kind == EffectKind::Capture && !step.path.empty()) {
        const int cell = step.path.front();
        FaceItem *item = movingFace(before_[std::size_t(cell)], cell);
        item->setPos(layout.cellCentre(cell));
        item->setOpacity(1 - progress);
        item->setScale(1 + 0.5 * progress);
    } else if (popsIn(step.kind) && !step.changes.empty()) {
        const int cell = step.changes.front().cell;
        FaceItem *item = movingFace(faces[std::size_t(cell)], cell);
        item->setPos(layout.cellCentre(cell));
        item->setScale(0.35 + 0.65 * QEasingCurve(QEasingCurve::OutBack).valueForProgress(progress));
        item->setOpacity(std::min(1.0, 0.3 + progress * 1.5));
        hiddenCell_ = cell;
        scene_->cellItem(cell)->setPieceHidden(true);
    } else if (step.kind == EffectKind::Ray && origin_ >= 0) {
        // A spark runs from the placed piece along the ray to the cell it changes.
        std::vector<int> path{origin_};
        path.insert(path.end(), step.path.begin(), step.path.end());
        QPainterPath dot;
        const QPointF at = alongPath(path, progress);
        dot.addEllipse(at, kCell * 0.16, kCell * 0.16);
        if (!flash_) {
            flash_ = scene_->addPath(QPainterPath());
            flash_->setZValue(kDecorationZ);
        }
        flash_->setPath(dot);
        flash_->setPen(QPen(scene_->context().theme->preview.darker(130), kCell * 0.03));
        QColor fill = scene_->context().theme->winning;
        flash_->setBrush(fill);
        flash_->setVisible(true);
    } else if (step.kind == EffectKind::Wave) {
        // Every cell of the wave lights up, then shows what it holds now.
        QPainterPath rings;
        for (const CellChange &change : step.changes)
            rings.addEllipse(layout.cellCentre(change.cell), kCell * 0.46, kCell * 0.46);
        if (!flash_) {
            flash_ = scene_->addPath(QPainterPath());
            flash_->setZValue(kDecorationZ);
        }
        QColor glow = scene_->context().theme->winning;
        glow.setAlphaF(0.55 * std::sin(progress * M_PI));
        flash_->setPath(rings);
        flash_->setPen(Qt::NoPen);
        flash_->setBrush(glow);
        flash_->setVisible(true);
    }
}

void MoveAnimation::removeDecorations() {
    hideDecorations();
    delete moving_;
    moving_ = nullptr;
    delete flash_;
    flash_ = nullptr;
}

void MoveAnimation::hideDecorations() {
    if (moving_)
        moving_->setVisible(false);
    if (flash_)
        flash_->setVisible(false);
    if (hiddenCell_ >= 0 && hiddenCell_ < scene_->cellCount())
        scene_->cellItem(hiddenCell_)->setPieceHidden(false);
    hiddenCell_ = -1;
}

} // namespace gamut
