// Play Online's Ratings page: a player's Glicko-2 ratings per game (`rating <name>`: the person's own when signed
// in) and a game's leaderboard (`top <game>`, players whose deviation is under 110), 50 at a time with More.
#pragma once

#include "core/net/lobbytypes.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gamut {

class LobbySession;

class LobbyRatingsPage : public QWidget {
    Q_OBJECT
public:
    explicit LobbyRatingsPage(LobbySession *session, QWidget *parent = nullptr);

    QLineEdit *playerEdit() const { return player_; }
    QTableWidget *ratingTable() const { return ratings_; }
    QComboBox *topGame() const { return game_; }
    QTableWidget *topTable() const { return top_; }
    void showPlayer(const QString &name);
    void showTop(const QString &game);

private:
    void fillRatings(const QString &name, const QList<net::RatingInfo> &ratings);
    void fillTop(const QString &game, int from, const QList<net::TopEntry> &entries, int total);

    LobbySession *session_;
    QLineEdit *player_;
    QPushButton *show_, *more_;
    QLabel *ratingsTitle_, *topTitle_;
    QTableWidget *ratings_, *top_;
    QComboBox *game_;
    int topShown_ = 0, topTotal_ = 0;
};

} // namespace gamut
