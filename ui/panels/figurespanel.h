// The game panel: ONE generic table of the position's figures() (pieces, groups, cells, critical mass,
// towers, boost, score, fields left), labelled and coloured by side; for games played in rounds (Atom-4) also the
// colour wheel, the round, the rounds won and a "Next round" button once a round has ended (nextRoundRequested()).
#pragma once

#include <QList>
#include <QWidget>

#include <array>

class QGridLayout;
class QLabel;
class QPushButton;

namespace gamut {

class ColourWheel;
class GameModel;

class FiguresPanel : public QWidget {
    Q_OBJECT
public:
    explicit FiguresPanel(GameModel *model, QWidget *parent = nullptr);

    void setTheme(const QString &theme); // the side colours of the headers
    ColourWheel *colourWheel() const { return wheel_; }
    QPushButton *nextRoundButton() const { return nextRound_; }
    // A seat at a network table: the button also offers the next game of the games not played in rounds ("Next
    // Game"; the server's `next`).
    void setNextGameOffered(bool offered);
    // What a row says, by its figure key ("pieces") or "round"/"rounds": "Pieces 12 11" (tests); "" if absent.
    QString rowText(const QString &key) const;

public slots:
    void refresh();

signals:
    // The Next Round button was pressed: the window starts the round (GameModel::nextRound, or in a network game
    // the server's `next`, whose event then starts it for both players).
    void nextRoundRequested();

private:
    struct Row {
        QString key, label, first, second;
        bool wide = false; // one value for the game, across both columns
    };
    QList<Row> rows() const;
    void rebuild(const QList<Row> &rows);

    GameModel *model_;
    QString theme_;
    QString builtFor_;            // the game and keys the grid was built for
    QWidget *gridHost_ = nullptr; // holds the table; replaced when the rows change
    QGridLayout *grid_ = nullptr;
    QList<QList<QLabel *>> cells_; // per row: the label, then one or two values
    QList<Row> shown_;
    ColourWheel *wheel_;
    QPushButton *nextRound_;
    bool nextGameOffered_ = false;
};

} // namespace gamut
