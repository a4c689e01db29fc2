// Play Online's Seeks page: the lobby's open seeks, filtered by game, time and rated or casual, with Play for the
// one selected (Enter or a double click does the same), and the person's own seek below (OfferForm) with Seek and
// Cancel My Seeks. Own seeks are listed too, marked, and cannot be played.
#pragma once

#include "core/net/lobbytypes.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gamut {

class LobbySession;
class OfferForm;

class LobbySeeksPage : public QWidget {
    Q_OBJECT
public:
    explicit LobbySeeksPage(LobbySession *session, QWidget *parent = nullptr);

    // The time classes of the filter: a Fischer control by its estimated game length (base + 40 increments, as
    // lichess estimates it), a time a move by 40 of them, `days:` correspondence, `none` untimed.
    enum class Speed { Bullet, Blitz, Rapid, Classical, Correspondence, Untimed };
    static Speed speedOf(const QString &control);
    static QString speedName(Speed speed);

    QTableWidget *table() const { return table_; }
    OfferForm *form() const { return form_; }
    QComboBox *gameFilter() const { return gameFilter_; }
    QComboBox *speedFilter() const { return speedFilter_; }
    QComboBox *ratedFilter() const { return ratedFilter_; }
    QPushButton *playButton() const { return play_; }
    QPushButton *seekButton() const { return seek_; }
    QPushButton *cancelButton() const { return cancel_; }
    // The seeks shown (after the filter), in the table's order.
    const QList<net::SeekInfo> &shown() const { return shown_; }
    bool selectSeek(const QString &id);
    bool playSelected();
    bool seekNow();

signals:
    void announce(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Enter on the list plays the seek

private:
    void refill();
    void updateButtons();
    bool passes(const net::SeekInfo &seek) const;

    LobbySession *session_;
    QComboBox *gameFilter_, *speedFilter_, *ratedFilter_;
    QTableWidget *table_;
    QLabel *count_;
    QPushButton *play_, *seek_, *cancel_;
    OfferForm *form_;
    QList<net::SeekInfo> shown_;
};

} // namespace gamut
