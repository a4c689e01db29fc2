// Game ▸ Play Online (gui.md "Online"): the server (the last one remembered, `gamuts://` for TLS, a certificate
// that does not verify put to the person once), signing in, registering or playing as a guest, and three pages:
// Seeks (the lobby and one's own seek), Games (challenges and one's games, "your turn" first, its count in the
// tab's title) and Ratings (a player's ratings, the leaderboard). Not modal: the main window plays the game it
// finds (gameFound()). Every part has an accessible name; what changes away from the focus is said with announce().
#pragma once

#include "core/net/serveraddress.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QMessageBox;
class QPushButton;
class QGroupBox;
class QTabWidget;

namespace gamut {

class DesktopNotifier;
class LobbyGamesPage;
class LobbyRatingsPage;
class LobbySeeksPage;
class LobbySession;

class LobbyDialog : public QDialog {
    Q_OBJECT
public:
    LobbyDialog(LobbySession *session, DesktopNotifier *notifier, QWidget *parent = nullptr);

    LobbySession *session() const { return session_; }
    LobbySeeksPage *seeksPage() const { return seeks_; }
    LobbyGamesPage *gamesPage() const { return games_; }
    LobbyRatingsPage *ratingsPage() const { return ratings_; }
    QTabWidget *tabs() const { return tabs_; }
    int tabOf(const QWidget *page) const; // the tab of a page (each in a scroll area of its own)
    void showPage(QWidget *page);
    QLineEdit *serverEdit() const { return server_; }
    QLineEdit *nameEdit() const { return name_; }
    QLineEdit *passwordEdit() const { return password_; }
    QCheckBox *rememberBox() const { return remember_; }
    QGroupBox *accountBox() const { return account_; }
    QPushButton *signOutButton() const { return signOut_; }
    QString statusText() const;
    QString messageText() const;
    // The open certificate question (nullptr when none), and its answer as its buttons give it.
    QMessageBox *certificateQuestion() const { return question_; }
    void answerCertificate(bool accept);

    // What the buttons do.
    bool connectToServer();
    // Connects when the server in the field remembers a signed-in session here ("Remember me"): the lobby then signs
    // in by itself. False when offline is right (nothing remembered, or already connected).
    bool resumeRemembered();
    bool signIn();
    bool registerAccount();
    bool playAsGuest();

signals:
    void announce(const QString &text);

private:
    void askCertificate(const net::ServerAddress &address, const QByteArray &sha256, const QString &fingerprint,
                        const QString &why, bool changed);
    void say(const QString &text);
    void updateState();
    void setYourTurn(int count);

    LobbySession *session_;
    DesktopNotifier *notifier_;
    QLineEdit *server_, *name_, *password_;
    QCheckBox *remember_;
    QPushButton *connect_, *disconnect_, *signIn_, *register_, *guest_, *signOut_;
    QLabel *status_, *message_;
    QGroupBox *account_; // name and password, hidden once signed in
    QTabWidget *tabs_;
    LobbySeeksPage *seeks_;
    LobbyGamesPage *games_;
    LobbyRatingsPage *ratings_;
    QMessageBox *question_ = nullptr;
    net::ServerAddress questionAddress_;
    QByteArray questionPrint_;
};

} // namespace gamut
