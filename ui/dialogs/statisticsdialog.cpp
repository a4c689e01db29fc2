#include "statisticsdialog.h"

#include "ui/settings/statistics.h"
#include "ui/text/labels.h"

#include "core/registry.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamut {

StatisticsDialog::StatisticsDialog(QWidget *parent) : QDialog(parent) {
    setWindowTitle(tr("Statistics"));
    setObjectName(QStringLiteral("statisticsDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(tr("Games played to the end. Against the computer the results are yours; between two "
                               "people, \"won\" counts the first side's wins and \"lost\" the second side's."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    table_ = new QTableWidget(0, 6, this);
    table_->setHorizontalHeaderLabels({tr("Game"), tr("Opponent"), tr("Won"), tr("Drawn"), tr("Lost"), tr("Games")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAccessibleName(tr("Results per game and opponent"));
    table_->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    layout->addWidget(table_);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    reset_ = buttons->addButton(tr("&Reset"), QDialogButtonBox::ResetRole);
    reset_->setAccessibleDescription(tr("Forget every result"));
    connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::askReset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 360);
    fill();
}

void StatisticsDialog::fill() {
    table_->clearSpans();
    table_->setRowCount(0);
    for (const GameEntry &entry : allGames()) {
        const QString game = QString::fromUtf8(entry.info->id);
        for (const QString &opponent : statistics::opponents(game)) {
            const Tally tally = statistics::tally(game, opponent);
            const int row = table_->rowCount();
            table_->insertRow(row);
            table_->setItem(row, 0, new QTableWidgetItem(labels::gameTitle(game)));
            table_->setItem(row, 1, new QTableWidgetItem(statistics::opponentLabel(opponent)));
            const int counts[] = {tally.wins, tally.draws, tally.losses, tally.games()};
            for (int column = 0; column < 4; ++column) {
                auto *item = new QTableWidgetItem(QString::number(counts[column]));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                table_->setItem(row, 2 + column, item);
            }
        }
    }
    if (table_->rowCount() == 0) {
        table_->insertRow(0);
        table_->setItem(0, 0, new QTableWidgetItem(tr("No game played to the end yet")));
        table_->setSpan(0, 0, 1, 6);
    }
    reset_->setEnabled(table_->columnSpan(0, 0) == 1);
}

void StatisticsDialog::askReset() {
    const auto answer = QMessageBox::question(this, tr("Reset Statistics"), tr("Forget every result of every game?"),
                                              QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return;
    statistics::reset();
    fill();
}

} // namespace gamut
