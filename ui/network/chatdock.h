// The chat of the table the window follows: the lines said (`said`), the table's events (a draw offered, the
// ratings' change) set apart in italics, and a line edit that says one.
#pragma once

#include <QDockWidget>

class QLineEdit;
class QPlainTextEdit;

namespace gamut {

class NetworkSession;

class ChatDock : public QDockWidget {
    Q_OBJECT
public:
    ChatDock(NetworkSession *session, QWidget *parent = nullptr);

    QLineEdit *input() const { return input_; }
    QString text() const; // every line shown, for tests
    void addLine(const QString &name, const QString &text);
    void addNotice(const QString &text); // an event of the table, not a person's words

private:
    void send();

    NetworkSession *session_;
    QPlainTextEdit *log_;
    QLineEdit *input_;
};

} // namespace gamut
