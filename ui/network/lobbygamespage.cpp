#include "lobbygamespage.h"

#include "lobbysession.h"
#include "offerform.h"

#include "ui/text/labels.h"

#include "core/net/server.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamut {

namespace {

enum Column { TableColumn, GameColumn, OpponentColumn, StateColumn, LeftColumn, Columns };

// Time left in words a person reads at a glance: "2:41", "1:05:00", "2 days 3 h".
QString leftWords(qint64 ms) {
    if (ms < 0)
        return QString();
    const qint64 s = ms / 1000;
    if (s >= 24 * 3600)
        return LobbyGamesPage::tr("%n day(s) %1 h", nullptr, int(s / 86400)).arg(s % 86400 / 3600);
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

LobbyGamesPage::LobbyGamesPage(LobbySession *session, QWidget *parent) : QWidget(parent), session_(session) {
    auto *layout = new QVBoxLayout(this);
    // One's games first, and they take the room there is: "your turn" is what the page is opened for.
    auto *gamesBox = new QGroupBox(tr("Your games"), this);
    auto *gamesLayout = new QVBoxLayout(gamesBox);
    games_ = new QTableWidget(0, Columns, gamesBox);
    games_->setHorizontalHeaderLabels({tr("Table"), tr("Game"), tr("Opponent"), tr("Turn"), tr("Time left")});
    games_->setSelectionBehavior(QAbstractItemView::SelectRows);
    games_->setSelectionMode(QAbstractItemView::SingleSelection);
    games_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    games_->setTabKeyNavigation(false);
    games_->verticalHeader()->hide();
    games_->horizontalHeader()->setStretchLastSection(true);
    games_->horizontalHeaderItem(LeftColumn)->setToolTip(tr("Time left on the clock of the player to move"));
    games_->setAccessibleName(tr("Your games, your turn first"));
    games_->installEventFilter(this);
    gamesLayout->addWidget(games_, 1);
    auto *gamesRow = new QHBoxLayout;
    refresh_ = new QPushButton(tr("Re&fresh"), gamesBox);
    open_ = new QPushButton(tr("&Open"), gamesBox);
    open_->setToolTip(tr("Play this game in the main window"));
    gamesRow->addStretch();
    gamesRow->addWidget(refresh_);
    gamesRow->addWidget(open_);
    gamesLayout->addLayout(gamesRow);
    layout->addWidget(gamesBox, 1);
    // Challenges in and out share one row under the list: stacked, with the form's six rows, they left the list room
    // for one and a half games.
    auto *challengesRow = new QHBoxLayout;
    layout->addLayout(challengesRow);

    auto *incomingBox = new QGroupBox(tr("Challenges to you"), this);
    auto *incomingLayout = new QVBoxLayout(incomingBox);
    challenges_ = new QListWidget(incomingBox);
    challenges_->setAccessibleName(tr("Challenges to you"));
    incomingLayout->addWidget(challenges_);
    auto *incomingRow = new QHBoxLayout;
    accept_ = new QPushButton(tr("A&ccept"), incomingBox);
    decline_ = new QPushButton(tr("&Decline"), incomingBox);
    incomingRow->addStretch();
    incomingRow->addWidget(decline_);
    incomingRow->addWidget(accept_);
    incomingLayout->addLayout(incomingRow);
    challengesRow->addWidget(incomingBox, 1);

    auto *challengeBox = new QGroupBox(tr("Challenge a player"), this);
    auto *challengeLayout = new QVBoxLayout(challengeBox);
    opponent_ = new QLineEdit(challengeBox); // made first: Tab goes from the name to the game
    opponent_->setMaxLength(32);
    opponent_->setPlaceholderText(tr("their name"));
    form_ = new OfferForm(challengeBox);
    form_->addLeadingRow(tr("&Player:"), opponent_);
    challengeLayout->addWidget(form_);
    challengeLayout->addStretch();
    challenge_ = new QPushButton(tr("C&hallenge"), challengeBox);
    auto *challengeRow = new QHBoxLayout;
    challengeRow->addStretch();
    challengeRow->addWidget(challenge_);
    challengeLayout->addLayout(challengeRow);
    challengesRow->addWidget(challengeBox, 1);

    connect(challenge_, &QPushButton::clicked, this, &LobbyGamesPage::challengeNow);
    connect(accept_, &QPushButton::clicked, this, &LobbyGamesPage::acceptSelected);
    connect(decline_, &QPushButton::clicked, this, &LobbyGamesPage::declineSelected);
    connect(open_, &QPushButton::clicked, this, &LobbyGamesPage::openSelected);
    connect(refresh_, &QPushButton::clicked, session_, &LobbySession::refreshMyGames);
    connect(games_, &QTableWidget::cellDoubleClicked, this, [this] { openSelected(); });
    connect(opponent_, &QLineEdit::textChanged, this, &LobbyGamesPage::updateButtons);
    connect(form_, &OfferForm::changed, this, &LobbyGamesPage::updateButtons);
    connect(challenges_, &QListWidget::currentRowChanged, this, &LobbyGamesPage::updateButtons);
    connect(games_, &QTableWidget::itemSelectionChanged, this, &LobbyGamesPage::updateButtons);
    connect(session_, &LobbySession::challengesChanged, this, &LobbyGamesPage::refillChallenges);
    connect(session_, &LobbySession::challengeReceived, this, [this](const net::ChallengeInfo &c) {
        emit announce(tr("%1 challenges you to %2, %3.")
                          .arg(c.from, labels::gameTitle(c.game), OfferForm::controlWords(c.control)));
    });
    connect(session_, &LobbySession::myGamesChanged, this, &LobbyGamesPage::refillGames);
    connect(session_, &LobbySession::stateChanged, this, [this] {
        form_->setRatedAllowed(session_->signedIn());
        updateButtons();
    });
    form_->setRatedAllowed(session_->signedIn());
    refillChallenges();
    refillGames();
}

bool LobbyGamesPage::eventFilter(QObject *watched, QEvent *event) {
    if (watched == games_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            return openSelected();
    }
    return QWidget::eventFilter(watched, event);
}

void LobbyGamesPage::refillChallenges() {
    challenges_->clear();
    for (const net::ChallengeInfo &c : session_->challenges()) {
        auto *item = new QListWidgetItem(tr("%1: %2, %3, %4")
                                             .arg(c.from, labels::gameTitle(c.game), OfferForm::controlWords(c.control),
                                                  c.rated ? tr("rated") : tr("casual")),
                                         challenges_);
        item->setData(Qt::UserRole, c.id);
    }
    if (challenges_->count() > 0)
        challenges_->setCurrentRow(0);
    updateButtons();
}

void LobbyGamesPage::refillGames() {
    const QList<net::MyGameInfo> &games = session_->myGames();
    games_->setRowCount(int(games.size()));
    for (int r = 0; r < games.size(); ++r) {
        const net::MyGameInfo &g = games[r];
        const QString turn = g.state == QLatin1String("your-turn")    ? tr("Your turn")
                             : g.state == QLatin1String("their-turn") ? tr("Their turn")
                                                                      : tr("Over");
        // The time is the clock of the player to move; the cell says whose, or "2:41" reads as one's own.
        const QString left = leftWords(g.msLeft);
        const QString clock = left.isEmpty()                           ? left
                              : g.state == QLatin1String("your-turn")  ? tr("%1 (yours)").arg(left)
                              : g.state == QLatin1String("their-turn") ? tr("%1 (%2's)").arg(left, g.opponent)
                                                                       : left;
        const QStringList cells = {g.table, labels::gameTitle(g.game), g.opponent, turn, clock};
        for (int c = 0; c < Columns; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, g.table);
            if (g.state == QLatin1String("your-turn")) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            games_->setItem(r, c, item);
        }
    }
    games_->resizeColumnsToContents();
    emit yourTurnChanged(session_->yourTurnCount());
    updateButtons();
}

bool LobbyGamesPage::selectGame(const QString &table) {
    for (int r = 0; r < games_->rowCount(); ++r)
        if (games_->item(r, 0)->text() == table) {
            games_->selectRow(r);
            games_->setCurrentCell(r, 0);
            return true;
        }
    return false;
}

void LobbyGamesPage::updateButtons() {
    const bool online = session_->hasLobby() && !session_->playerName().isEmpty();
    const QString opponent = opponent_->text().trimmed();
    challenge_->setEnabled(online && net::isValidName(opponent) && form_->isValid() &&
                           opponent.compare(session_->playerName(), Qt::CaseInsensitive) != 0);
    accept_->setEnabled(online && challenges_->currentRow() >= 0);
    decline_->setEnabled(online && challenges_->currentRow() >= 0);
    open_->setEnabled(online && session_->signedIn() && games_->currentRow() >= 0);
    refresh_->setEnabled(online && session_->signedIn());
}

bool LobbyGamesPage::challengeNow() {
    if (!challenge_->isEnabled())
        return false;
    session_->challenge(opponent_->text().trimmed(), form_->game(), form_->variant(), form_->control(), form_->rated(),
                        form_->colour());
    return true;
}

bool LobbyGamesPage::acceptSelected() {
    QListWidgetItem *item = challenges_->currentItem();
    if (!accept_->isEnabled() || !item)
        return false;
    session_->accept(item->data(Qt::UserRole).toString());
    return true;
}

bool LobbyGamesPage::declineSelected() {
    QListWidgetItem *item = challenges_->currentItem();
    if (!decline_->isEnabled() || !item)
        return false;
    session_->decline(item->data(Qt::UserRole).toString());
    return true;
}

bool LobbyGamesPage::openSelected() {
    const int row = games_->currentRow();
    if (!open_->isEnabled() || row < 0)
        return false;
    session_->openGame(games_->item(row, 0)->text());
    return true;
}

} // namespace gamut
