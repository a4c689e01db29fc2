#include "networkui.h"

#include "chatdock.h"
#include "desktopnotifier.h"
#include "lobbydialog.h"
#include "lobbyseekspage.h"
#include "lobbysession.h"
#include "networkdialog.h"
#include "networksession.h"
#include "offerform.h"
#include "onlinesettings.h"
#include "serverprocess.h"

#include "core/model/gamemodel.h"
#include "ui/panels/statusline.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

namespace gamut {

NetworkUi::NetworkUi(QMainWindow *window, GameModel *model, TurnController *turns, StatusLine *status, QAction *open)
    : QObject(window), window_(window), session_(new NetworkSession(model, turns, this)),
      server_(new ServerProcess(this)) {
    askLeaveTable = [window](const QString &question) {
        QMessageBox box(QMessageBox::Question, tr("Leave the Table?"), question, QMessageBox::NoButton, window);
        QPushButton *leave = box.addButton(tr("&Leave the Table"), QMessageBox::DestructiveRole);
        QPushButton *stay = box.addButton(tr("&Stay"), QMessageBox::RejectRole);
        box.setDefaultButton(stay);
        box.exec();
        return box.clickedButton() == leave;
    };
    chat_ = new ChatDock(session_, window);
    window->addDockWidget(Qt::RightDockWidgetArea, chat_);
    chat_->hide(); // until the window is at a table

    statusWidget_ = new QWidget(window);
    auto *layout = new QHBoxLayout(statusWidget_);
    layout->setContentsMargins(0, 0, 0, 0);
    statusLabel_ = new QLabel(statusWidget_);
    reconnect_ = new QToolButton(statusWidget_);
    reconnect_->setText(tr("Reconnect"));
    reconnect_->setToolTip(tr("Connect to the server again and take the seat back"));
    clockLabel_ = new QLabel(statusWidget_);
    clockLabel_->setAccessibleName(tr("Clocks"));
    draw_ = new QToolButton(statusWidget_);
    draw_->setText(tr("Offer Draw"));
    draw_->setToolTip(tr("Offer a draw, or accept the one offered; your next move withdraws it"));
    abort_ = new QToolButton(statusWidget_);
    abort_->setText(tr("Abort"));
    abort_->setToolTip(tr("End the game with no result before both sides have moved"));
    rematch_ = new QToolButton(statusWidget_);
    rematch_->setText(tr("Rematch"));
    rematch_->setToolTip(tr("Play again with colours swapped, when the opponent agrees"));
    statusLabel_->setAccessibleName(tr("Network"));
    layout->addWidget(statusLabel_);
    layout->addWidget(clockLabel_);
    for (QToolButton *b : {draw_, abort_, rematch_, reconnect_})
        layout->addWidget(b);
    clockTimer_ = new QTimer(this);
    clockTimer_->setInterval(100);
    connect(clockTimer_, &QTimer::timeout, this, [this] { clockLabel_->setText(clockMarkup()); });
    // One's games in the lobby follow the game played here: a move (either side's) or the end changes whose turn it
    // is there, so the Games page is asked again a moment later, not at its next 30 s round.
    myGamesSoon_ = new QTimer(this);
    myGamesSoon_->setSingleShot(true);
    myGamesSoon_->setInterval(300);
    connect(myGamesSoon_, &QTimer::timeout, this, [this] {
        if (lobby_)
            lobby_->refreshMyGames();
    });
    const auto followLobby = [this] {
        if (lobby_ && !session_->table().isEmpty())
            myGamesSoon_->start();
    };
    connect(model, &GameModel::gameChanged, this, followLobby);
    connect(model, &GameModel::movePlayed, this, followLobby);
    connect(model, &GameModel::gameOver, this, followLobby);
    connect(draw_, &QToolButton::clicked, session_, &NetworkSession::offerDraw);
    connect(abort_, &QToolButton::clicked, session_, &NetworkSession::abortGame);
    connect(rematch_, &QToolButton::clicked, session_, &NetworkSession::rematch);
    connect(model, &GameModel::gameChanged, this, &NetworkUi::updateStatus);
    connect(model, &GameModel::positionChanged, this, &NetworkUi::updateStatus);
    window->statusBar()->addPermanentWidget(statusWidget_);

    connect(reconnect_, &QToolButton::clicked, session_, &NetworkSession::reconnect);
    connect(session_, &NetworkSession::stateChanged, this, &NetworkUi::updateStatus);
    connect(session_, &NetworkSession::message, status,
            [status](const QString &text) { status->showMessage(text, 8000); });
    // The table's events (a draw offered, the ratings' change, a rematch) stay readable in the chat's log: the status
    // line's message passes, and is cut short in a narrow window.
    connect(session_, &NetworkSession::message, chat_, [this](const QString &text) {
        if (!session_->table().isEmpty())
            chat_->addNotice(text);
    });
    connect(session_, &NetworkSession::tableJoined, chat_, [this] {
        chat_->show();
        chat_->raise();
    });
    connect(server_, &ServerProcess::finished, status,
            [status](const QString &why) { status->showMessage(tr("The hosted server stopped: %1").arg(why), 8000); });
    if (open)
        connect(open, &QAction::triggered, this, &NetworkUi::showDialog);
    updateStatus();
}

NetworkUi::~NetworkUi() = default; // the server child ends with server_ (SIGTERM)

NetworkDialog *NetworkUi::dialog() {
    if (!dialog_)
        dialog_ = new NetworkDialog(session_, server_, window_);
    return dialog_;
}

void NetworkUi::showDialog() {
    NetworkDialog *d = dialog();
    d->show();
    d->raise();
    d->activateWindow();
}

QString NetworkUi::statusText() const { return statusLabel_->toolTip(); }

// The status bar's words are short (the table and, without clocks to name them, the opponent); the whole sentence,
// with the server's address, is the tooltip and what a screen reader reads.
QString NetworkUi::shortStatusText() const {
    const QString table = session_->table();
    switch (session_->state()) {
    case NetworkSession::State::Offline:
        return QString();
    case NetworkSession::State::Connecting:
        return tr("Connecting…");
    case NetworkSession::State::Lost:
        return tr("Connection lost");
    case NetworkSession::State::Connected:
        break;
    }
    if (table.isEmpty())
        return tr("Online");
    if (session_->localSide() < 0)
        return tr("Watching table %1").arg(table);
    const QString opponent = session_->opponentName();
    if (opponent.isEmpty())
        return tr("Table %1: waiting").arg(table);
    return session_->isTimed() ? tr("Table %1").arg(table) : tr("Table %1 against %2").arg(table, opponent);
}

void NetworkUi::updateStatus() {
    const QString text = session_->statusText();
    statusLabel_->setText(shortStatusText());
    statusLabel_->setToolTip(text);
    statusLabel_->setAccessibleDescription(text);
    statusWidget_->setVisible(!text.isEmpty());
    if (lobby_)
        lobby_->setTableInWindow(session_->localSide() >= 0 ? session_->table() : QString());
    reconnect_->setVisible(session_->state() == NetworkSession::State::Lost);
    const bool seated = session_->state() == NetworkSession::State::Connected && session_->localSide() >= 0 &&
                        session_->client()->speaks12();
    const GameModel *model = session_->model();
    const bool over = model->isOver();
    draw_->setVisible(seated && !over);
    draw_->setText(session_->drawOffered() ? tr("Accept Draw") : tr("Offer Draw"));
    abort_->setVisible(seated && !over && model->plyCount() < 2);
    rematch_->setVisible(seated && over && session_->isLobbySeat());
    clockLabel_->setText(clockMarkup());
    clockLabel_->setToolTip(clockText());
    const int running = session_->clockRunning();
    clockLabel_->setAccessibleDescription(running >= 0 ? tr("%1's clock is running").arg(session_->seatName(running))
                                                       : QString());
    clockLabel_->setVisible(session_->isTimed());
    if (session_->isTimed() && session_->clockRunning() >= 0)
        clockTimer_->start();
    else
        clockTimer_->stop();
}

namespace {
QString clockReading(qint64 ms) {
    const qint64 tenths = ms / 100, seconds = ms / 1000;
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    if (seconds < 20)
        return QStringLiteral("%1:%2.%3").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')).arg(tenths % 10);
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

QString NetworkUi::clockText() const {
    if (!session_->isTimed())
        return QString();
    QStringList sides;
    for (int side = 0; side < 2; ++side) {
        const QString reading = clockReading(session_->clockLeft(side));
        sides << (side == session_->clockRunning() ? tr("%1 %2 (running)") : tr("%1 %2"))
                     .arg(session_->seatName(side), reading);
    }
    return sides.join(QStringLiteral(" · "));
}

QString NetworkUi::clockMarkup() const {
    if (!session_->isTimed())
        return QString();
    QStringList sides;
    for (int side = 0; side < 2; ++side) {
        const QString reading = QStringLiteral("%1 %2")
                                    .arg(session_->seatName(side), clockReading(session_->clockLeft(side)))
                                    .toHtmlEscaped();
        sides << (side == session_->clockRunning() ? QStringLiteral("<b>%1</b>").arg(reading) : reading);
    }
    return sides.join(QStringLiteral(" · "));
}

LobbySession *NetworkUi::lobby() {
    lobbyDialog();
    return lobby_;
}

LobbyDialog *NetworkUi::lobbyDialog() {
    if (lobbyDialog_)
        return lobbyDialog_;
    lobby_ = new LobbySession(this);
    notifier_ = new DesktopNotifier(QDBusConnection::sessionBus(), this);
    lobbyDialog_ = new LobbyDialog(lobby_, notifier_, window_);
    connect(lobbyDialog_, &LobbyDialog::announce, this, &NetworkUi::announce);
    // A game found in the lobby is played here, on the session's own connection.
    connect(lobby_, &LobbySession::gameFound, this,
            [this](const net::ServerAddress &address, const QString &table, const QString &seat, const QString &token) {
                session_->playSeat(address, OnlineSettings::certificate(address.key()), table, seat, token,
                                   lobby_->playerName());
                window_->raise();
                window_->activateWindow();
                emit announce(tr("A game at table %1: it opens in the main window.").arg(table));
            });
    return lobbyDialog_;
}

bool NetworkUi::mayLeaveTable() {
    if (session_->localSide() < 0 || session_->table().isEmpty() || session_->model()->isOver())
        return true;
    const QString opponent = session_->opponentName();
    const QString question =
        (opponent.isEmpty() ? tr("You are playing at table %1.").arg(session_->table())
                            : tr("You are playing %1 at table %2.").arg(opponent, session_->table())) +
        QLatin1Char(' ') +
        tr("If you leave, the game goes on without you and your clock keeps running; Game ▸ Play Online ▸ Games "
           "brings you back to it.");
    return askLeaveTable(question);
}

void NetworkUi::showLobby() {
    LobbyDialog *d = lobbyDialog();
    // A person who has never sought a game is offered the one on the board, not the first of the list.
    if (OnlineSettings::seek().game.isEmpty())
        d->seeksPage()->form()->setGame(session_->model()->gameId());
    d->show();
    d->raise();
    d->activateWindow();
    d->resumeRemembered(); // "Remember me": signed in again without a word typed
}

} // namespace gamut
