#include "historydock.h"

#include "figurespanel.h"
#include "historymodel.h"

#include "ui/text/labels.h"

#include "core/model/gamemodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMetaObject>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace gamut {

namespace {

// A table whose arrow keys walk the game ply by ply (Left/Right), move by move (Up/Down), and Home/End to the ends,
// instead of moving a cell cursor that would stop at the column's edge.
class HistoryView : public QTableView {
public:
    HistoryView(GameModel *model, HistoryModel *history, HistoryDock *dock)
        : QTableView(dock), model_(model), history_(history), dock_(dock) {}

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

    // Shorter (the Review panel opened under the History, the result line appeared): the move shown is scrolled
    // back into view as a whole row; it was left half cut off at the bottom.
    void resizeEvent(QResizeEvent *event) override {
        QTableView::resizeEvent(event);
        const QModelIndexList marked = selectionModel()->selectedIndexes();
        if (!marked.isEmpty())
            scrollTo(marked.first());
    }

    void keyPressEvent(QKeyEvent *event) override {
        // Ctrl+Tab leaves the table too, as it leaves any widget that keeps Tab for itself.
        if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) &&
            (event->modifiers() & Qt::ControlModifier)) {
            focusNextPrevChild(event->key() == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier));
            event->accept();
            return;
        }
        // Delete on a side line's move deletes its line (the status line offers Undo).
        if (event->key() == Qt::Key_Delete && !event->modifiers()) {
            const int node =
                history_->nodeOf(currentIndex().isValid() ? currentIndex() : history_->indexOfPly(model_->ply()));
            if (node >= 0 && !model_->tree().onMainLine(node))
                dock_->deleteLine(node);
            event->accept();
            return;
        }
        // Enter or Space on a cell the cell cursor was moved to (Ctrl+arrows): a side line's move, say.
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
            !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            const int node = history_->nodeOf(currentIndex());
            if (node >= 0 && node != model_->currentNode())
                model_->jumpToNode(node);
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
    HistoryModel *history_;
    HistoryDock *dock_;
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
      view_(new HistoryView(model, history_, this)), result_(new QLabel(this)),
      figures_(new FiguresPanel(model, this)) {
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
    view_->setToolTip(tr("Click a move to go to it; arrow keys, Home and End walk the line shown; the context "
                         "menu makes a side line the main line or deletes it"));
    view_->setAccessibleName(tr("Moves"));
    view_->setTabKeyNavigation(false); // Tab leaves the table: the arrow keys walk the game
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const int node = history_->nodeOf(index);
        if (node >= 0 && node != model_->currentNode())
            model_->jumpToNode(node);
        else
            markCurrent(); // a click on an empty cell or the current move leaves the mark where it is
    });
    connect(view_, &QWidget::customContextMenuRequested, this, &HistoryDock::showLineMenu);
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

    // The moves keep five whole rows however little room the dock has (the Review panel under it, a short screen);
    // the figures scroll instead (Atom-4's colour wheel is tall): squeezed beside it, the moves were two rows and
    // the window grew by itself to fit both panels.
    view_->setMinimumHeight(view_->horizontalHeader()->sizeHint().height() +
                            5 * view_->verticalHeader()->defaultSectionSize() + 2 * view_->frameWidth());
    auto *panelScroll = new QScrollArea(this);
    panelScroll->setWidget(panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setFocusPolicy(Qt::NoFocus); // no silent Tab stop: the panel has nothing to type in
    panelScroll->setMinimumHeight(panelTitle->sizeHint().height() * 3);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(moves);
    splitter->addWidget(panelScroll);
    splitter->setChildrenCollapsible(false);
    setWidget(splitter);
    splitter_ = splitter;
    panel_ = panel;
    splitter->installEventFilter(this);
    panel->installEventFilter(this);
    connect(splitter, &QSplitter::splitterMoved, this, [this] { // only a user's drag (setSizes does not emit it)
        chosenPanel_ = splitter_->sizes().value(1);
        chosenFor_ = model_->gameId();
    });
    markCurrent();
    showResult();
}

QString HistoryDock::resultText() const { return result_->text(); }

// The figures get the height they need (or the one the user dragged them to) and the moves the rest, down to the
// moves' five rows: with a split of the room by fixed shares, the figures scrolled (Atoms' critical mass hidden)
// beside six rows of moves.
bool HistoryDock::eventFilter(QObject *watched, QEvent *event) {
    // After the splitter's own handling of the new size (which shares it out by its own rule).
    if ((watched == splitter_ && event->type() == QEvent::Resize) ||
        (watched == panel_ && event->type() == QEvent::LayoutRequest))
        QMetaObject::invokeMethod(this, &HistoryDock::fitPanel, Qt::QueuedConnection);
    return QDockWidget::eventFilter(watched, event);
}

void HistoryDock::fitPanel() {
    const int room = splitter_->height() - splitter_->handleWidth();
    const int moves = splitter_->widget(0)->minimumSizeHint().height();
    const int wanted = chosenPanel_ >= 0 && chosenFor_ == model_->gameId() ? chosenPanel_ : panel_->sizeHint().height();
    const int panel = std::max(splitter_->widget(1)->minimumHeight(), std::min(wanted, room - moves));
    if (splitter_->sizes().value(1) != panel)
        splitter_->setSizes({room - panel, panel});
}

void HistoryDock::showResult() {
    result_->setText(labels::pastResultText(*model_));
    result_->setVisible(!result_->text().isEmpty());
}

// The context menu of a move: go there, make its line the main line, delete its line (a side line). Opened by the
// mouse at a cell, or by the keyboard (the Menu key, Shift+F10) at the current cell.
void HistoryDock::showLineMenu(const QPoint &at) {
    QModelIndex index = view_->indexAt(at);
    if (!index.isValid() || history_->nodeOf(index) < 0)
        index = view_->currentIndex().isValid() ? view_->currentIndex() : history_->indexOfPly(model_->ply());
    const int node = history_->nodeOf(index);
    if (node < 0)
        return;
    const bool main = model_->tree().onMainLine(node);
    QMenu menu(this);
    QAction *go = menu.addAction(tr("&Go to This Move"));
    go->setEnabled(node != model_->currentNode());
    QAction *promote = menu.addAction(tr("Make &Main Line"));
    promote->setEnabled(!main);
    QAction *remove = menu.addAction(tr("&Delete Line"));
    remove->setEnabled(!main);
    if (main)
        remove->setToolTip(tr("The main line cannot be deleted: make another line the main line first"));
    const QPoint where =
        view_->visualRect(index).isValid() && !view_->indexAt(at).isValid() ? view_->visualRect(index).center() : at;
    QAction *chosen = menu.exec(view_->viewport()->mapToGlobal(where));
    if (chosen == go)
        model_->jumpToNode(node);
    else if (chosen == promote)
        model_->promoteLine(node);
    else if (chosen == remove)
        deleteLine(node);
}

void HistoryDock::deleteLine(int node) {
    const QString name = labels::lineName(*model_, node);
    if (model_->deleteLine(node))
        emit lineDeleted(name);
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
