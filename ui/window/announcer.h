// Says a sentence to the screen reader without moving the focus: a move, a refusal, the result. The one place
// that knows how: with Qt 6.4 each announcement is a small label of its own whose accessible role is
// Notification, shown when it is made (a screen reader such as Orca speaks a notification when it appears); from
// Qt 6.8 on a QAccessibleAnnouncementEvent. Sentences announced in the same turn of the event loop are said
// together.
//
// Why a label per announcement: a screen reader reads a notification's words when it comes to its event, which
// may be after the next announcement was made (a computer's fast reply). One reused label had its words replaced
// by then, and the move before was never said; a label of its own keeps them, and Orca queues the two. The labels
// are kept for a while (kKeptFor, at most kKept of them) and then deleted.
#pragma once

#include <QLabel>
#include <QList>
#include <QPointer>
#include <QStringList>

namespace gamut {

class Announcer : public QWidget {
    Q_OBJECT
public:
    explicit Announcer(QWidget *parent = nullptr);

    // Said at the next turn of the event loop, with any others of this turn.
    void announce(const QString &text) { announce(text, QString()); }
    // A `topic` ("game") makes a later sentence of the same topic in this turn replace the earlier one (a window
    // that starts a default game and then the one asked for says only the second).
    void announce(const QString &text, const QString &topic);
    // Said after the other sentences of this turn, whenever it was announced: a state that follows from them ("Green
    // is thinking" after the move that gave Green the turn, which the seats may hear of first).
    void announceLast(const QString &text, const QString &topic = QString());
    // Takes back a sentence of `topic` not yet said (a "Green is thinking" when Green's move comes in the same turn).
    void withdraw(const QString &topic);
    QString lastAnnouncement() const { return last_; }
    // The notifications still kept, the newest last (for the tests).
    QList<QLabel *> notifications() const;

    static constexpr int kKept = 16;
    static constexpr int kKeptForMs = 60000;

signals:
    void announced(const QString &text); // what was just said (for the tests)

private:
    void flush();
    void dropOld();

    QStringList pending_;
    QStringList topics_; // one per pending sentence
    QStringList pendingLast_;
    QStringList lastTopics_; // one per sentence said last
    QString last_;
    QList<QPointer<QLabel>> notes_;
};

} // namespace gamut
