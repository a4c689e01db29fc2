#include "historydock.h"

#include "figurespanel.h"
#include "historymodel.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace gamut {

namespace {

// A table whose arrow keys walk the game ply by ply (Left/Right), move by move (Up/Down), and Home/End to the ends,
// instead of moving a cell cursor that would stop at the column's edge.
class HistoryView : public QTableView {
public:
    HistoryView(GameModel *model, QWidget *parent) : QTableView(parent), model_(model) {}

protected:
    // The current ply is marked by selection alone while the keyboard is elsewhere (a current index would send
    // the screen reader's focus here on every move); the cell cursor follows it once the table has the focus.
    // (Set before the table's own focusInEvent, which would otherwise make the first move current and say it.)
    // Not for a click: the click makes its own cell current, and moving the cursor first would scroll a short
    // table under the mouse, so that the click lands on another move.
    void focusInEvent(QFocusEvent *event) override {
        const QModelIndexList marked = selectionModel()->selectedIndexes();
        if (event->reason() != Qt::MouseFocusReason && !marked.isEmpty() && currentIndex() != marked.first())
            selectionModel()->setCurrentIndex(marked.first(), QItemSelectionModel::NoUpdate);
        QTableView::focusInEvent(event);
    }

    void keyPressEvent(QKeyEvent *event) override {
        // Ctrl+Tab leaves the table too, as it leaves any widget that keeps Tab for itself.
        if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) &&
            (event->modifiers() & Qt::ControlModifier)) {
            focusNextPrevChild(event->key() == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier));
            event->accept();
            return;
        }
        const int target = HistoryDock::targetPly(event->key(), model_->ply(), model_->plyCount());
        if (target < 0 || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
            QTableView::keyPressEvent(event);
            return;
        }
        if (target != model_->ply())
            model_->jumpToPly(target);
        event->accept();
    }

private:
    GameModel *model_;
};

} // namespace

int HistoryDock::targetPly(int key, int ply, int plyCount) {
    int target = -1;
    switch (key) {
    case Qt::Key_Left:
        target = ply - 1;
        break;
    case Qt::Key_Right:
        target = ply + 1;
        break;
    case Qt::Key_Up:
        target = ply - 2;
        break;
    case Qt::Key_Down:
        target = ply + 2;
        break;
    case Qt::Key_PageUp:
        target = ply - 20;
        break;
    case Qt::Key_PageDown:
        target = ply + 20;
        break;
    case Qt::Key_Home:
        return 0;
    case Qt::Key_End:
        return plyCount;
    default:
        return -1;
    }
    return qBound(0, target, plyCount);
}

HistoryDock::HistoryDock(GameModel *model, QWidget *parent)
    : QDockWidget(tr("History"), parent), model_(model), history_(new HistoryModel(model, this)),
      view_(new HistoryView(model, this)), result_(new QLabel(this)), figures_(new FiguresPanel(model, this)) {
    setObjectName(QStringLiteral("historyDock")); // saveState() needs names
    view_->setModel(history_);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setAlternatingRowColors(true);
    view_->setShowGrid(false);
    view_->setWordWrap(false);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    view_->horizontalHeader()->setHighlightSections(false);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    view_->verticalHeader()->setHighlightSections(false);
    view_->setToolTip(tr("Click a move to go to it; arrow keys, Home and End walk the game"));
    view_->setAccessibleName(tr("Moves"));
    view_->setTabKeyNavigation(false); // Tab leaves the table: the arrow keys walk the game
    connect(view_, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const int ply = history_->plyOf(index);
        if (ply >= 0 && ply != model_->ply())
            model_->jumpToPly(ply);
        else
            markCurrent(); // a click on an empty cell or the current move leaves the mark where it is
    });
    connect(history_, &HistoryModel::updated, this, &HistoryDock::markCurrent);

    result_->setObjectName(QStringLiteral("historyResult"));
    result_->setContentsMargins(8, 2, 8, 2);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = result_->font();
    bold.setBold(true);
    result_->setFont(bold);
    connect(history_, &HistoryModel::updated, this, &HistoryDock::showResult);
    auto *moves = new QWidget(this);
    auto *movesLayout = new QVBoxLayout(moves);
    movesLayout->setContentsMargins(0, 0, 0, 0);
    movesLayout->setSpacing(0);
    movesLayout->addWidget(view_, 1);
    movesLayout->addWidget(result_);

    auto *panelTitle = new QLabel(tr("<b>Game</b>"), this);
    panelTitle->setContentsMargins(8, 6, 8, 0);
    auto *panel = new QWidget(this);
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->setContentsMargins(0, 0, 0, 0);
    panelLayout->setSpacing(2);
    panelLayout->addWidget(panelTitle);
    panelLayout->addWidget(figures_);
    panelLayout->addStretch(1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(moves);
    splitter->addWidget(panel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    setWidget(splitter);
    markCurrent();
    showResult();
}

QString HistoryDock::resultText() const { return result_->text(); }

void HistoryDock::showResult() {
    result_->setText(labels::pastResultText(*model_));
    result_->setVisible(!result_->text().isEmpty());
}

void HistoryDock::markCurrent() {
    const QModelIndex current = history_->indexOfPly(model_->ply());
    if (current.isValid()) {
        if (view_->hasFocus())
            view_->setCurrentIndex(current);
        else
            view_->selectionModel()->select(current, QItemSelectionModel::ClearAndSelect);
        view_->scrollTo(current);
    } else {
        view_->clearSelection();
        view_->scrollToTop();
    }
}

} // namespace gamut
