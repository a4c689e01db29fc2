// The status bar's content: whose turn it is and what they play (Atom-4: the colour as a swatch and a word), the
// last move, the game's figures, "thinking... depth D" with a busy mark while a computer thinks, a passing message
// (the board's reason for a refused click) for a few seconds, and the result at game over (a click on it asks for
// the game-over message again).
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTimer;

namespace gamut {

class BusyIndicator;
class GameModel;
class TurnController;

class StatusLine : public QWidget {
    Q_OBJECT
public:
    StatusLine(GameModel *model, TurnController *turns, QWidget *parent = nullptr);

    QString turnText() const;     // what the turn part says now ("Black to move (human)", "Black wins")
    QString figuresText() const;  // the figures part
    QString messageText() const;  // the passing message, empty when none
    QString browsingText() const; // "Viewing move 3 of 9: End returns to the game", empty at the game's end
    bool isThinkingShown() const;
    const BusyIndicator *busyIndicator() const { return busy_; }
    // The figures part is shown only while the game panel is hidden (it would repeat the panel).
    void setFiguresShown(bool shown);
    bool figuresShown() const { return figuresShown_; }

    // A message with a button that goes back on what it reports ("Deleted the side line 2… d3." [Undo]): the
    // button's mnemonic (Alt+U) reaches it from anywhere in the window. Gone with the message, or once used.
    void showOffer(const QString &text, const QString &button, std::function<void()> action, int milliseconds = 20000);
    QString offerText() const; // the offer's button ("&Undo"), empty when none is shown
    QPushButton *offerButton() const { return offer_; }

signals:
    void offered(const QString &sentence); // an offer was made: what a screen reader says ("..., Undo: Alt+U")
    void resultRequested();                // the result was clicked: show the game-over message again

public slots:
    void showMessage(const QString &text, int milliseconds = 4000);
    void refresh(); // reads everything again from the model and the seats

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showThinking(int side, int depth);
    void hideThinking();
    void clearMessage();

    GameModel *model_;
    TurnController *turns_;
    QLabel *swatch_;
    QLabel *turn_;
    QLabel *lastMove_;
    QLabel *message_;
    QPushButton *offer_;
    std::function<void()> offerAction_;
    QLabel *thinking_;
    BusyIndicator *busy_;
    QLabel *figures_;
    QTimer *messageTimer_;
    bool figuresShown_ = false;
};

} // namespace gamut
