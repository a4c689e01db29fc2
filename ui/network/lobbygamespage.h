// Play Online's Games page: the person's own games (live and correspondence) from `mygames`, "your turn" first,
// with Open; the challenges to them with Accept and Decline; and challenging a player by name (OfferForm). The page's
// tab title carries the "your turn" count (yourTurnChanged()).
#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace gamut {

class LobbySession;
class OfferForm;

class LobbyGamesPage : public QWidget {
    Q_OBJECT
public:
    explicit LobbyGamesPage(LobbySession *session, QWidget *parent = nullptr);

    QLineEdit *opponentEdit() const { return opponent_; }
    OfferForm *form() const { return form_; }
    QListWidget *challengeList() const { return challenges_; }
    QTableWidget *gameTable() const { return games_; }
    QPushButton *challengeButton() const { return challenge_; }
    bool challengeNow();
    bool acceptSelected();
    bool declineSelected();
    bool openSelected();
    bool selectGame(const QString &table);

signals:
    void announce(const QString &text);
    void yourTurnChanged(int count);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Enter on one's games opens the game

private:
    void refillChallenges();
    void refillGames();
    void updateButtons();

    LobbySession *session_;
    QLineEdit *opponent_;
    OfferForm *form_;
    QPushButton *challenge_, *accept_, *decline_, *open_, *refresh_;
    QListWidget *challenges_;
    QTableWidget *games_;
};

} // namespace gamut
