#include "lobbyratingspage.h"

#include "lobbysession.h"

#include "ui/text/labels.h"

#include "core/registry.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamut {

namespace {

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

QTableWidget *makeTable(const QStringList &headers, const QString &name, QWidget *parent) {
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setAccessibleName(name);
    return table;
}

void setRow(QTableWidget *table, int row, const QStringList &cells) {
    for (int c = 0; c < cells.size(); ++c)
        table->setItem(row, c, new QTableWidgetItem(cells[c]));
}

} // namespace

LobbyRatingsPage::LobbyRatingsPage(LobbySession *session, QWidget *parent) : QWidget(parent), session_(session) {
    auto *layout = new QVBoxLayout(this);
    auto *playerBox = new QGroupBox(tr("A player's ratings"), this);
    auto *playerLayout = new QVBoxLayout(playerBox);
    auto *row = new QHBoxLayout;
    player_ = new QLineEdit(playerBox);
    player_->setMaxLength(32);
    auto *label = new QLabel(tr("P&layer:"), playerBox);
    label->setBuddy(player_);
    show_ = new QPushButton(tr("S&how"), playerBox);
    row->addWidget(label);
    row->addWidget(player_, 1);
    row->addWidget(show_);
    playerLayout->addLayout(row);
    ratingsTitle_ = new QLabel(playerBox);
    playerLayout->addWidget(ratingsTitle_);
    ratings_ = makeTable({tr("Game"), tr("Rating"), tr("Deviation"), tr("Games")}, tr("Ratings"), playerBox);
    playerLayout->addWidget(ratings_);
    layout->addWidget(playerBox, 1);

    auto *topBox = new QGroupBox(tr("Leaderboard"), this);
    auto *topLayout = new QVBoxLayout(topBox);
    auto *topRow = new QHBoxLayout;
    game_ = new QComboBox(topBox);
    for (const GameEntry &entry : allGames())
        game_->addItem(labels::gameTitle(fromView(entry.info->id)), fromView(entry.info->id));
    auto *gameLabel = new QLabel(tr("Ga&me:"), topBox);
    gameLabel->setBuddy(game_);
    more_ = new QPushButton(tr("Mo&re"), topBox);
    topRow->addWidget(gameLabel);
    topRow->addWidget(game_, 1);
    topRow->addWidget(more_);
    topLayout->addLayout(topRow);
    topTitle_ = new QLabel(tr("Players with a settled rating (deviation under 110)"), topBox);
    topTitle_->setWordWrap(true);
    topLayout->addWidget(topTitle_);
    top_ = makeTable({tr("Rank"), tr("Player"), tr("Rating"), tr("Games")}, tr("Leaderboard"), topBox);
    topLayout->addWidget(top_);
    layout->addWidget(topBox, 1);

    connect(show_, &QPushButton::clicked, this, [this] { showPlayer(player_->text().trimmed()); });
    connect(player_, &QLineEdit::returnPressed, this, [this] { showPlayer(player_->text().trimmed()); });
    connect(game_, &QComboBox::currentIndexChanged, this, [this] { showTop(game_->currentData().toString()); });
    connect(more_, &QPushButton::clicked, this,
            [this] { session_->requestTop(game_->currentData().toString(), topShown_); });
    connect(session_, &LobbySession::ratingsListed, this, &LobbyRatingsPage::fillRatings);
    connect(session_, &LobbySession::topListed, this, &LobbyRatingsPage::fillTop);
    connect(session_, &LobbySession::stateChanged, this, [this] {
        if (session_->signedIn() && player_->text().isEmpty())
            player_->setText(session_->account());
        if (session_->hasLobby() && top_->rowCount() == 0)
            showTop(game_->currentData().toString());
    });
    more_->setEnabled(false);
}

void LobbyRatingsPage::showPlayer(const QString &name) {
    if (!name.isEmpty())
        session_->requestRatings(name);
}

void LobbyRatingsPage::showTop(const QString &game) {
    topShown_ = 0;
    top_->setRowCount(0);
    session_->requestTop(game, 0);
}

void LobbyRatingsPage::fillRatings(const QString &name, const QList<net::RatingInfo> &ratings) {
    ratingsTitle_->setText(ratings.isEmpty() ? tr("%1 has played no rated game.").arg(name)
                                             : tr("Ratings of %1").arg(name));
    ratings_->setRowCount(int(ratings.size()));
    for (int r = 0; r < ratings.size(); ++r)
        setRow(ratings_, r,
               {labels::gameTitle(ratings[r].game), QString::number(ratings[r].rating),
                QStringLiteral("±%1").arg(ratings[r].deviation), QString::number(ratings[r].games)});
    ratings_->resizeColumnsToContents();
}

void LobbyRatingsPage::fillTop(const QString &game, int from, const QList<net::TopEntry> &entries, int total) {
    if (game != game_->currentData().toString())
        return;
    if (from == 0)
        top_->setRowCount(0);
    const int first = top_->rowCount();
    top_->setRowCount(first + int(entries.size()));
    for (int i = 0; i < entries.size(); ++i)
        setRow(top_, first + i,
               {QString::number(entries[i].rank), entries[i].name, QString::number(entries[i].rating),
                QString::number(entries[i].games)});
    top_->resizeColumnsToContents();
    topShown_ = top_->rowCount();
    topTotal_ = total;
    more_->setEnabled(topShown_ < topTotal_);
    topTitle_->setText(
        total == 0
            ? tr("Nobody has a settled rating in %1 yet.").arg(labels::gameTitle(game))
            : tr("%1 of %n player(s) with a settled rating (deviation under 110)", nullptr, total).arg(topShown_));
}

} // namespace gamut
