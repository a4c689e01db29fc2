// Says a sentence to the screen reader without moving the focus: a move, a refusal, the result. The one place
// that knows how: with Qt 6.4 a small label whose accessible role is Notification, shown anew for each
// announcement (a screen reader such as Orca speaks a notification when it appears); from Qt 6.8 on a
// QAccessibleAnnouncementEvent. Sentences announced in the same turn of the event loop are said together.
#pragma once

#include <QLabel>
#include <QStringList>

namespace gamut {

class Announcer : public QLabel {
    Q_OBJECT
public:
    explicit Announcer(QWidget *parent = nullptr);

    // Said at the next turn of the event loop, with any others of this turn.
    void announce(const QString &text) { announce(text, QString()); }
    // A `topic` ("game") makes a later sentence of the same topic in this turn replace the earlier one (a window
    // that starts a default game and then the one asked for says only the second).
    void announce(const QString &text, const QString &topic);
    QString lastAnnouncement() const { return last_; }

signals:
    void announced(const QString &text); // what was just said (for the tests)

private:
    void flush();

    QStringList pending_;
    QStringList topics_; // one per pending sentence
    QString last_;
};

} // namespace gamut
