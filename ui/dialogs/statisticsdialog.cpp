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
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    layout->addWidget(note_);
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

void StatisticsDialog::addRow(const QString &game, const QString &opponent, int wins, int draws, int losses) {
    const int row = table_->rowCount();
    table_->insertRow(row);
    table_->setItem(row, 0, new QTableWidgetItem(labels::gameTitle(game)));
    table_->setItem(row, 1, new QTableWidgetItem(opponent));
    const int counts[] = {wins, draws, losses, wins + draws + losses};
    for (int column = 0; column < 4; ++column) {
        auto *item = new QTableWidgetItem(QString::number(counts[column]));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, 2 + column, item);
    }
}

void StatisticsDialog::showLibrary(const std::vector<LibraryGame> &games) {
    readsLibrary_ = true;
    games_ = games;
    fill();
}

void StatisticsDialog::fill() {
    const QString between = tr("Against the computer or a person elsewhere the results are yours; between two people "
                               "here, \"won\" counts the first side's wins and \"lost\" the second side's.");
    table_->clearSpans();
    table_->setRowCount(0);
    if (readsLibrary_) {
        const std::vector<LibraryTally> tallies = tallyGames(games_, statistics::countedSince());
        int counted = 0;
        for (const GameEntry &entry : allGames()) // in the games' order, as the library's filter lists them
            for (const LibraryTally &tally : tallies)
                if (tally.game == QLatin1String(entry.info->id)) {
                    addRow(tally.game,
                           tally.opponent.isEmpty() ? statistics::opponentLabel(statistics::kHumans) : tally.opponent,
                           tally.wins, tally.draws, tally.losses);
                    counted += tally.games();
                }
        note_->setText(tr("Read from your game library: %n game(s) played to the end.", "", counted) +
                       QLatin1Char(' ') + between);
    } else {
        note_->setText(tr("Games played to the end.") + QLatin1Char(' ') + between);
        for (const GameEntry &entry : allGames()) {
            const QString game = QString::fromUtf8(entry.info->id);
            for (const QString &opponent : statistics::opponents(game)) {
                const Tally tally = statistics::tally(game, opponent);
                addRow(game, statistics::opponentLabel(opponent), tally.wins, tally.draws, tally.losses);
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
    const QString question = readsLibrary_ ? tr("Count from now on? The games stay in your library.")
                                           : tr("Forget every result of every game?");
    const auto answer = QMessageBox::question(this, tr("Reset Statistics"), question,
                                              QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return;
    statistics::reset(); // the library's games stay: its statistics count from now on
    fill();
}

} // namespace gamut
