// Help ▸ Rules (F1): the rules page of a game (ui/games/<game>/rules.html, compiled in as ":/rules/<game>.html")
// in a text browser, with a choice of the other games, its board diagrams drawn from real positions
// (rulesdiagram.h); and Help ▸ About: version, licence and credits.
#pragma once

#include <QDialog>

class QComboBox;
class QTextBrowser;

namespace gamut {

class RulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RulesDialog(const QString &game, QWidget *parent = nullptr);

    void showGame(const QString &game);
    QTextBrowser *browser() const { return browser_; } // for the tests
    QComboBox *gameBox() const { return game_; }

    // The page's HTML as compiled in (its diagrams still references), or the short summary when there is none.
    static QString rulesHtml(const QString &game);
    static QString aboutText(); // the About box's rich text (version, licence, credits)
    static void showAbout(QWidget *parent);

private:
    QComboBox *game_;
    QTextBrowser *browser_;
};

} // namespace gamut
