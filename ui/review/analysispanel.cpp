#include "analysispanel.h"

#include "reviewstyle.h"

#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gamut {

AnalysisPanel::AnalysisPanel(QWidget *parent)
    : QWidget(parent), depthLabel_(new QLabel(this)), list_(new QTreeWidget(this)),
      arrows_(new QCheckBox(tr("Show the moves on the board"), this)) {
    setObjectName(QStringLiteral("analysisPanel"));
    depthLabel_->setObjectName(QStringLiteral("analysisDepth"));
    depthLabel_->setWordWrap(true); // a sentence of state ("Off during your game...") must not widen the dock
    list_->setObjectName(QStringLiteral("analysisLines"));
    list_->setAccessibleName(tr("Best moves"));
    list_->setColumnCount(3);
    list_->setHeaderLabels({tr("Move"), tr("Win chance"), tr("Line")});
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setSelectionMode(QAbstractItemView::NoSelection);
    list_->setMouseTracking(true);
    list_->viewport()->setMouseTracking(true);
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    list_->setToolTip(tr("The engine's best moves for the position shown; point at one to see its line"));
    list_->setMinimumHeight(list_->fontMetrics().height() * 5);
    list_->viewport()->installEventFilter(this);
    arrows_->setObjectName(QStringLiteral("analysisArrows"));
    arrows_->setChecked(true);
    connect(arrows_, &QCheckBox::toggled, this, &AnalysisPanel::arrowsToggled);
    connect(list_, &QTreeWidget::itemEntered, this,
            [this](QTreeWidgetItem *item) { emit lineHovered(list_->indexOfTopLevelItem(item)); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(depthLabel_);
    layout->addWidget(list_, 1);
    layout->addWidget(arrows_);
}

QString AnalysisPanel::depthText() const { return depthLabel_->text(); }

void AnalysisPanel::showLines(int depth, const std::vector<AnalysisLine> &lines) {
    lines_ = lines;
    depth_ = depth;
    depthLabel_->setText(tr("Depth %1").arg(depth));
    // The rows are kept and given their new words, not made again: the row the keyboard (and a screen reader) is on
    // stays current as the search deepens.
    while (list_->topLevelItemCount() > int(lines_.size()))
        delete list_->takeTopLevelItem(list_->topLevelItemCount() - 1);
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        const AnalysisLine &line = lines_[i];
        QTreeWidgetItem *item = list_->topLevelItem(int(i));
        if (!item)
            item = new QTreeWidgetItem(list_);
        item->setText(0, line.token);
        item->setText(1, line.proven && line.win >= 100 ? tr("wins")
                         : line.proven && line.win <= 0 ? tr("loses")
                                                        : reviewstyle::percent(line.win));
        item->setText(2, line.pvTokens.join(QLatin1Char(' ')));
        item->setToolTip(2, item->text(2));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
}

void AnalysisPanel::showState(const QString &text) {
    lines_.clear();
    depth_ = 0;
    list_->clear();
    depthLabel_->setText(text);
}

bool AnalysisPanel::eventFilter(QObject *watched, QEvent *event) {
    if (watched == list_->viewport() && event->type() == QEvent::Leave)
        emit lineHovered(-1);
    return QWidget::eventFilter(watched, event);
}

} // namespace gamut
