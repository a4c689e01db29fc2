#include "boardscene.h"

#include "boardanimation.h"

#include "ui/gameui/gameui.h"

#include <QFont>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPen>

#include <map>

namespace gamut {

namespace {

constexpr qreal kPreviewZ = 5;
constexpr qreal kLiftedZ = 10;

std::vector<CellFace> facesOf(const GameState &position) {
    std::vector<CellFace> faces(std::size_t(position.geometry().cellCount()));
    for (int cell = 0; cell < int(faces.size()); ++cell)
        faces[std::size_t(cell)] = position.cellFace(cell);
    return faces;
}

// A ring around a cell, for the preview.
class RingItem final : public QGraphicsItem {
public:
    RingItem(const QRectF &rect, const QColor &colour, bool round, Qt::PenStyle style = Qt::SolidLine)
        : rect_(rect), colour_(colour), round_(round), style_(style) {}
    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override {
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal w = rect_.width();
        painter->setBrush(Qt::NoBrush);
        const qreal inset = style_ == Qt::SolidLine ? w * 0.06 : w * 0.16; // a dashed ring sits inside a solid one
        const QRectF box = rect_.adjusted(inset, inset, -inset, -inset);
        // Two-toned as the cells' marks are (cellitem.cpp): its colour over a halo that sets it off on any ground.
        for (const auto &[pen, width] : {std::pair{markHalo(colour_), w * 0.12}, std::pair{colour_, w * 0.07}}) {
            painter->setPen(QPen(pen, width, style_, Qt::FlatCap));
            if (round_)
                painter->drawEllipse(box);
            else
                painter->drawRect(box);
        }
    }

private:
    QRectF rect_;
    QColor colour_;
    bool round_;
    Qt::PenStyle style_;
};

} // namespace

BoardScene::BoardScene(QObject *parent) : QGraphicsScene(parent) {
    // The items never move except while animating; no index makes updating many small items cheaper.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    theme_ = Theme::named(QString());
    context_.theme = &theme_;
}

BoardScene::~BoardScene() {
    animation_.reset(); // it holds items of this scene
}

void BoardScene::setGame(const QString &gameId, const GameState &position) {
    finishAnimation();
    clearPreview();
    dropLifted();
    for (CellItem *item : cells_)
        delete item;
    cells_.clear();
    delete grid_;
    grid_ = nullptr;

    gameId_ = gameId;
    const bool flipped = layout_ && layout_->flipped();
    layout_ = makeLayout(position.geometry());
    layout_->setFlipped(flipped);
    // The game's painter and traits from its window entry; a game without one still gets a plain board.
    const GameUi *game = findGameUi(gameId);
    painter_ = game ? game->makePainter() : makePlainPainter();
    context_.traits = game ? game->board : BoardTraits{};
    context_.sides = sideColours(theme_, gameId);

    grid_ = addPath(QPainterPath());
    grid_->setZValue(0);
    // The lattice's ~700 antialiased lines cost ~20 ms to stroke at full HD: stroked once per zoom, then blitted.
    grid_->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    for (int cell = 0; cell < position.geometry().cellCount(); ++cell) {
        auto *item = new CellItem(cell, painter_.get(), &context_);
        item->setZValue(1);
        addItem(item);
        cells_.push_back(item);
    }
    placeItems();
    showPosition(position);
}

void BoardScene::setAppearance(const Theme &theme, bool flipped, bool coordinates, bool colourLetters) {
    finishAnimation();
    clearPreview();
    theme_ = theme;
    context_.theme = &theme_;
    context_.sides = sideColours(theme_, gameId_);
    context_.flipped = flipped;
    if (painter_)
        painter_->forgetFaces(); // the theme is copied in place: its old colours must not be drawn again
    context_.colourLetters = colourLetters;
    coordinates_ = coordinates;
    setBackgroundBrush(theme_.background);
    if (layout_) {
        layout_->setFlipped(flipped);
        placeItems();
    }
    for (CellItem *item : cells_)
        item->update();
}

void BoardScene::placeItems() {
    const BoardGeometry &g = layout_->geometry();
    for (CellItem *item : cells_) {
        item->setRect(layout_->cellRect(item->cell()));
        const int column = item->cell() % g.columns, row = item->cell() / g.columns;
        item->setDark((column + row) % 2 == 0); // a1 is a dark square, as on a chess board
    }
    grid_->setPath(layout_->gridPath());
    QColor line = theme_.grid;
    line.setAlphaF(0.55);
    grid_->setPen(QPen(line, kCell * 0.025));
    rebuildLabels();
    setSceneRect(layout_->sceneRect(coordinates_));
}

void BoardScene::rebuildLabels() {
    for (QGraphicsItem *item : labels_)
        delete item;
    labels_.clear();
    if (!coordinates_)
        return;
    // Larger letters on the big boards (Atom-4, large Trails fields), whose cells are small on the screen.
    QFont font;
    font.setPixelSize(int(kCell * (layout_->geometry().columns > 12 ? 0.36 : 0.27)));
    for (const EdgeLabel &label : layout_->edgeLabels()) {
        auto *item = addSimpleText(label.text, font);
        item->setBrush(theme_.coordinates);
        item->setPos(label.centre - item->boundingRect().center());
        labels_.push_back(item);
    }
}

void BoardScene::showPosition(const GameState &position) {
    finishAnimation();
    const std::vector<CellFace> faces = facesOf(position);
    for (std::size_t cell = 0; cell < faces.size() && cell < cells_.size(); ++cell)
        cells_[cell]->setFace(faces[cell]);
}

void BoardScene::setMarks(const std::vector<unsigned> &marks) {
    for (std::size_t cell = 0; cell < cells_.size(); ++cell)
        cells_[cell]->setMarks(cell < marks.size() ? marks[cell] : 0);
}

// --- Preview ----------------------------------------------------------------------------------------------------

QGraphicsItem *BoardScene::addPreviewItem(QGraphicsItem *item) {
    item->setData(0, QStringLiteral("preview"));
    item->setZValue(kPreviewZ);
    item->setAcceptedMouseButtons(Qt::NoButton);
    addItem(item);
    preview_.push_back(item);
    return item;
}

void BoardScene::clearPreview() {
    for (QGraphicsItem *item : preview_)
        delete item;
    preview_.clear();
}

void BoardScene::showPreview(const GameState &position, Move move) {
    clearPreview();
    if (!layout_ || move == kNoMove)
        return;
    const MoveEffects effects = position.describeMove(move);
    const int target = position.moveCells(move).to;
    const bool round = context_.traits.roundCells;
    // The last face of every changed cell, and the cells that rays reach (outlined, not ghosted).
    std::map<int, CellFace> finalFaces;
    std::map<int, bool> rayTargets, emptiedBySlide, exploded;
    std::map<int, std::int64_t> counts; // a cell whose count drops in a wave has exploded (Atoms)
    for (const EffectStep &step : effects) {
        for (const CellChange &change : step.changes) {
            const CellFace now = position.cellFace(change.cell);
            const std::int64_t value = change.face.value;
            const auto [count, fresh] = counts.try_emplace(change.cell, now.value);
            if (step.kind == EffectKind::Wave && value < count->second)
                exploded[change.cell] = true;
            count->second = value;
            finalFaces[change.cell] = change.face;
            if (step.kind == EffectKind::Ray)
                rayTargets[change.cell] = true;
            if (step.kind == EffectKind::Slide)
                emptiedBySlide[change.cell] = !change.face.occupied();
        }
        if (step.kind == EffectKind::Slide && step.path.size() > 1) {
            QPainterPath path(layout_->cellCentre(step.path.front()));
            for (std::size_t i = 1; i < step.path.size(); ++i)
                path.lineTo(layout_->cellCentre(step.path[i]));
            QColor colour = theme_.preview;
            colour.setAlphaF(0.7);
            auto *item = new QGraphicsPathItem(path);
            item->setPen(QPen(colour, kCell * 0.09, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            addPreviewItem(item);
        }
        if (step.kind == EffectKind::Capture)
            for (int cell : step.path)
                addPreviewItem(new RingItem(layout_->cellRect(cell), theme_.player[0], round));
    }
    for (const auto &[cell, then] : finalFaces) {
        const CellFace now = position.cellFace(cell);
        const QRectF rect = layout_->cellRect(cell);
        if (context_.traits.tintPreview) {
            if (then.owner == now.owner && now.occupied())
                continue; // not claimed by this move (the old head)
            QColor tint = theme_.preview;
            tint.setAlphaF(0.5);
            auto *item = new QGraphicsRectItem(rect.adjusted(2, 2, -2, -2));
            item->setPen(Qt::NoPen);
            item->setBrush(tint);
            addPreviewItem(item);
            continue;
        }
        if (emptiedBySlide[cell])
            continue; // the piece's own square: the path shows where it goes
        if (rayTargets[cell] && cell != target) {
            const QColor colour = then.colour >= 0
                                      ? theme_.atom4Palette(context_.colourLetters)[std::size_t(then.colour)]
                                      : theme_.preview;
            addPreviewItem(new RingItem(rect, colour, round));
            continue;
        }
        // Over what the cell shows now, its own ground; so too for an opaque ghost, which would leave the legal
        // mark peeking out beside it.
        const bool opaque = theme_.ghostOpacity >= 0.8;
        auto *ghost = new FaceItem(then, rect, painter_.get(), &context_, now.occupied() || opaque);
        ghost->setDark(cells_[std::size_t(cell)]->isDark());
        ghost->setOpacity(theme_.ghostOpacity);
        addPreviewItem(ghost);
        if (cell != target || opaque) // an opaque ghost is ringed: only a preview, never taken for a piece
            addPreviewItem(new RingItem(rect, theme_.preview, round));
        if (exploded[cell]) // a dashed ring inside: this cell goes off
            addPreviewItem(new RingItem(rect, theme_.lastMove, round, Qt::DashLine));
    }
}

// --- Animation and dragging -------------------------------------------------------------------------------------

void BoardScene::animate(const MoveEffects &effects, const GameState &after, qreal scale) {
    finishAnimation();
    clearPreview();
    const std::vector<CellFace> afterFaces = facesOf(after);
    if (scale <= 0 || effects.empty() || afterFaces.size() != cells_.size()) {
        showPosition(after);
        return;
    }
    animation_ = std::make_unique<MoveAnimation>(this, effects, afterFaces, scale);
    connect(animation_.get(), &MoveAnimation::finished, this, [this] {
        // Deleted later: the signal comes from inside the animation's own call stack.
        animation_.release()->deleteLater();
        emit animationFinished();
    });
    animation_->start();
}

bool BoardScene::isAnimating() const { return animation_ != nullptr; }

qreal BoardScene::animationDuration() const { return animation_ ? animation_->duration() : 0.0; }

void BoardScene::seekAnimation(qreal ms) {
    if (animation_)
        animation_->seek(ms);
}

void BoardScene::finishAnimation() {
    if (animation_)
        animation_->finish(); // emits finished, which lets go of it
}

void BoardScene::liftPiece(int cell, const QPointF &scenePos) {
    dropLifted();
    if (cell < 0 || cell >= cellCount())
        return;
    liftedCell_ = cell;
    const QRectF rect = layout_->cellRect(cell);
    lifted_ =
        new FaceItem(cells_[std::size_t(cell)]->face(), rect.translated(-rect.center()), painter_.get(), &context_);
    lifted_->setZValue(kLiftedZ);
    lifted_->setScale(1.1);
    addItem(lifted_);
    lifted_->setPos(scenePos);
    cells_[std::size_t(cell)]->setPieceHidden(true);
}

void BoardScene::moveLifted(const QPointF &scenePos) {
    if (lifted_)
        lifted_->setPos(scenePos);
}

void BoardScene::dropLifted() {
    if (liftedCell_ >= 0 && liftedCell_ < cellCount())
        cells_[std::size_t(liftedCell_)]->setPieceHidden(false);
    liftedCell_ = -1;
    delete lifted_;
    lifted_ = nullptr;
}

} // namespace gamut
