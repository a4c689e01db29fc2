#include "lobbydialog.h"

#include "desktopnotifier.h"
#include "lobbygamespage.h"
#include "lobbyratingspage.h"
#include "lobbyseekspage.h"
#include "lobbysession.h"
#include "onlinesettings.h"

#include "ui/dialogs/enterkey.h"
#include "ui/text/labels.h"

#include "core/net/server.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gamut {

LobbyDialog::LobbyDialog(LobbySession *session, DesktopNotifier *notifier, QWidget *parent)
    : QDialog(parent), session_(session), notifier_(notifier) {
    setObjectName(QStringLiteral("lobbyDialog"));
    setWindowTitle(tr("Play Online"));
    auto *layout = new QVBoxLayout(this);

    auto *serverRow = new QHBoxLayout;
    server_ = new QLineEdit(OnlineSettings::server(), this);
    server_->setToolTip(tr("gamuts://host:port for an encrypted connection, gamut://host:port without"));
    auto *serverLabel = new QLabel(tr("Ser&ver:"), this);
    serverLabel->setBuddy(server_);
    connect_ = new QPushButton(tr("C&onnect"), this);
    disconnect_ = new QPushButton(tr("Disconn&ect"), this);
    serverRow->addWidget(serverLabel);
    serverRow->addWidget(server_, 1);
    serverRow->addWidget(connect_);
    serverRow->addWidget(disconnect_);
    layout->addLayout(serverRow);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setAccessibleName(tr("Connection"));
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(status_, 1);
    layout->addLayout(statusRow);

    auto *signInPage = new QWidget(this);
    auto *signInLayout = new QHBoxLayout(signInPage);
    signInLayout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    name_ = new QLineEdit(OnlineSettings::name(), signInPage);
    name_->setMaxLength(32);
    password_ = new QLineEdit(signInPage);
    password_->setEchoMode(QLineEdit::Password);
    password_->setMaxLength(128);
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Password:"), password_);
    remember_ = new QCheckBox(tr("&Remember me on this computer"), signInPage);
    remember_->setChecked(true);
    form->addRow(QString(), remember_);
    signInLayout->addLayout(form, 1);
    auto *signInButtons = new QVBoxLayout;
    signIn_ = new QPushButton(tr("&Sign In"), signInPage);
    register_ = new QPushButton(tr("Re&gister"), signInPage);
    register_->setToolTip(tr("Make an account with this name and password (8 to 128 characters, no spaces)"));
    guest_ = new QPushButton(tr("Play as G&uest"), signInPage);
    guest_->setToolTip(tr("Play casual games under this name, without an account"));
    for (QPushButton *b : {signIn_, register_, guest_})
        signInButtons->addWidget(b);
    signInButtons->addStretch();
    signInLayout->addLayout(signInButtons);
    // Signed in, the connection's line above already says who: the box goes, and Sign Out stands at the end of that
    // line (a box kept for one button left a tall empty space above the pages).
    signOut_ = new QPushButton(tr("Sign O&ut"), this);
    statusRow->addWidget(signOut_);
    account_ = new QGroupBox(tr("Account"), this);
    auto *accountLayout = new QVBoxLayout(account_);
    accountLayout->addWidget(signInPage);
    layout->addWidget(account_);

    tabs_ = new QTabWidget(this);
    seeks_ = new LobbySeeksPage(session_, tabs_);
    games_ = new LobbyGamesPage(session_, tabs_);
    ratings_ = new LobbyRatingsPage(session_, tabs_);
    // Each page scrolls when the window is smaller than the page: the dialog fits a 768-pixel-high screen.
    for (auto [page, title] :
         {std::pair<QWidget *, QString>{seeks_, tr("See&ks")}, {games_, tr("&Games")}, {ratings_, tr("R&atings")}}) {
        auto *scroll = new QScrollArea(tabs_);
        scroll->setWidget(page);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        tabs_->addTab(scroll, title);
    }
    layout->addWidget(tabs_, 1);

    message_ = new QLabel(this);
    message_->setWordWrap(true);
    message_->setAccessibleName(tr("Last message"));
    layout->addWidget(message_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    resize(760, screen ? std::min(720, screen->availableGeometry().height() - 60) : 720);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(connect_, &QPushButton::clicked, this, &LobbyDialog::connectToServer);
    connect(server_, &QLineEdit::returnPressed, this, &LobbyDialog::connectToServer);
    connect(disconnect_, &QPushButton::clicked, session_, &LobbySession::disconnectFromServer);
    connect(signIn_, &QPushButton::clicked, this, &LobbyDialog::signIn);
    connect(password_, &QLineEdit::returnPressed, this, &LobbyDialog::signIn);
    connect(register_, &QPushButton::clicked, this, &LobbyDialog::registerAccount);
    connect(guest_, &QPushButton::clicked, this, &LobbyDialog::playAsGuest);
    connect(signOut_, &QPushButton::clicked, session_, &LobbySession::signOut);
    connect(name_, &QLineEdit::textChanged, this, &LobbyDialog::updateState);
    connect(password_, &QLineEdit::textChanged, this, &LobbyDialog::updateState);
    connect(session_, &LobbySession::stateChanged, this, &LobbyDialog::updateState);
    connect(session_, &LobbySession::message, this, &LobbyDialog::say);
    connect(session_, &LobbySession::certificateQuestion, this, &LobbyDialog::askCertificate);
    connect(session_, &LobbySession::opponentMoved, this,
            [this](const QString &table, const QString &opponent, const QString &game) {
                const QString text =
                    tr("%1 moved in your %2 game (table %3): your turn.").arg(opponent, labels::gameTitle(game), table);
                say(text);
                if (notifier_ && OnlineSettings::notify())
                    notifier_->notify(tr("Your turn"), text);
            });
    connect(session_, &LobbySession::challengeReceived, this, [this](const net::ChallengeInfo &c) {
        if (notifier_ && !isActiveWindow())
            notifier_->notify(tr("A challenge"), tr("%1 challenges you to %2.").arg(c.from, labels::gameTitle(c.game)));
    });
    connect(seeks_, &LobbySeeksPage::announce, this, &LobbyDialog::announce);
    connect(games_, &LobbyGamesPage::announce, this, &LobbyDialog::announce);
    connect(games_, &LobbyGamesPage::yourTurnChanged, this, &LobbyDialog::setYourTurn);
    // Enter belongs to the field it is pressed in (the server: connect; the password: sign in; a seek: play it).
    dialogs::leaveEnterToTheFields(this);
    updateState();
}

QString LobbyDialog::statusText() const { return status_->text(); }
QString LobbyDialog::messageText() const { return message_->text(); }

void LobbyDialog::say(const QString &text) {
    message_->setText(text);
    emit announce(text);
}

int LobbyDialog::tabOf(const QWidget *page) const {
    for (int i = 0; i < tabs_->count(); ++i)
        if (static_cast<QScrollArea *>(tabs_->widget(i))->widget() == page)
            return i;
    return -1;
}

void LobbyDialog::showPage(QWidget *page) { tabs_->setCurrentIndex(tabOf(page)); }

void LobbyDialog::setYourTurn(int count) {
    tabs_->setTabText(tabOf(games_), count > 0 ? tr("&Games (%n your turn)", nullptr, count) : tr("&Games"));
}

void LobbyDialog::updateState() {
    const QString before = status_->text();
    status_->setText(session_->statusText());
    if (status_->text() != before && !before.isEmpty())
        emit announce(status_->text());
    const bool connected = session_->state() == LobbySession::State::Connected;
    const bool lobby = session_->hasLobby();
    // Greying the server field or Connect while it has the keyboard would pass it on to the next button,
    // Disconnect: letters typed for the name were lost there and a Space cut the connection. The name comes next.
    const bool offline = session_->state() == LobbySession::State::Offline;
    const bool movesOn = !offline && (focusWidget() == server_ || focusWidget() == connect_);
    if (movesOn && !session_->signedIn())
        name_->setFocus(Qt::OtherFocusReason);
    connect_->setEnabled(offline);
    disconnect_->setEnabled(!offline);
    server_->setEnabled(offline);
    const bool named = net::isValidName(name_->text().trimmed());
    const bool password = !password_->text().isEmpty();
    signIn_->setEnabled(lobby && named && password);
    register_->setEnabled(lobby && named && password_->text().size() >= 8);
    guest_->setEnabled(connected && named);
    // A guest keeps the box: they may still sign in or register.
    account_->setVisible(!session_->signedIn());
    signOut_->setVisible(session_->signedIn());
    if (session_->signedIn())
        password_->clear(); // it is not kept anywhere once the server has said yes
}

bool LobbyDialog::resumeRemembered() {
    if (session_->state() != LobbySession::State::Offline || !session_->remembers(server_->text()))
        return false;
    return connectToServer();
}

bool LobbyDialog::connectToServer() {
    if (session_->state() != LobbySession::State::Offline)
        return false;
    return session_->connectTo(server_->text());
}

bool LobbyDialog::signIn() {
    if (!signIn_->isEnabled())
        return false;
    session_->signIn(name_->text().trimmed(), password_->text(), remember_->isChecked());
    return true;
}

bool LobbyDialog::registerAccount() {
    if (!register_->isEnabled())
        return false;
    session_->registerAccount(name_->text().trimmed(), password_->text(), remember_->isChecked());
    return true;
}

bool LobbyDialog::playAsGuest() {
    if (!guest_->isEnabled())
        return false;
    session_->playAsGuest(name_->text().trimmed());
    return true;
}

void LobbyDialog::askCertificate(const net::ServerAddress &address, const QByteArray &sha256,
                                 const QString &fingerprint, const QString &why, bool changed) {
    if (question_)
        question_->deleteLater();
    questionAddress_ = address;
    questionPrint_ = sha256;
    question_ = new QMessageBox(changed ? QMessageBox::Warning : QMessageBox::Question,
                                changed ? tr("The server's certificate changed") : tr("An unknown certificate"),
                                QString(), QMessageBox::NoButton, this);
    question_->setObjectName(QStringLiteral("certificateQuestion"));
    const QString intro =
        changed ? tr("The certificate of %1 is not the one you accepted before. Someone may be between you and the "
                     "server, or its owner made a new one.")
                      .arg(address.key())
                : tr("The certificate of %1 could not be verified (%2).").arg(address.key(), why);
    question_->setText(intro + QLatin1Char('\n') + QLatin1Char('\n') +
                       tr("Its SHA-256 fingerprint is:\n%1\n\nAccept it only if the server's owner confirms this "
                          "fingerprint. It is then remembered for this server.")
                           .arg(fingerprint));
    QPushButton *accept = question_->addButton(tr("&Accept and Remember"), QMessageBox::AcceptRole);
    question_->addButton(QMessageBox::Cancel);
    question_->setDefaultButton(qobject_cast<QPushButton *>(question_->button(QMessageBox::Cancel)));
    connect(question_, &QMessageBox::finished, this, [this, accept] {
        if (question_)
            answerCertificate(question_->clickedButton() == accept);
    });
    say(intro);
    question_->open();
}

void LobbyDialog::answerCertificate(bool accept) {
    if (!question_)
        return;
    QMessageBox *box = question_;
    question_ = nullptr;
    box->hide();
    box->deleteLater();
    if (accept)
        session_->acceptCertificate(questionAddress_, questionPrint_);
    else
        say(tr("Not connected: the certificate was not accepted."));
}

} // namespace gamut
