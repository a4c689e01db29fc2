// Game ▸ Network game…: Host (a gamut-server child on a free local port) or name a running server (host:port),
// a name, then the server's tables: join a free seat, watch, or create a table for the window's current game.
// Not modal: it works on the NetworkSession, and the tests drive the same functions the buttons call.
#pragma once

#include "core/net/networkclient.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gamut {

class NetworkSession;
class ServerProcess;

class NetworkDialog : public QDialog {
    Q_OBJECT
public:
    NetworkDialog(NetworkSession *session, ServerProcess *server, QWidget *parent = nullptr);

    // "host:port" or "host" (port 7468); false for anything else (an empty host, a port out of range).
    static bool parseAddress(const QString &text, QString *host, quint16 *port);

    QLineEdit *addressEdit() const { return address_; }
    QLineEdit *nameEdit() const { return name_; }
    QTableWidget *tableList() const { return tables_; }
    QString statusText() const;

    // What the buttons do.
    bool hostServer();      // starts the child server and connects to it
    bool connectToServer(); // the address in the field
    void refreshTables();
    bool selectTable(const QString &table);
    bool joinSelected(const QString &seat = QString()); // the first free seat when `seat` is empty
    bool watchSelected();
    void createTable();

private:
    QString selectedTable() const;
    void showTables(const QList<gamut::net::TableInfo> &tables);
    void updateButtons();
    void say(const QString &text);

    NetworkSession *session_;
    ServerProcess *server_;
    QLineEdit *address_, *name_;
    QPushButton *host_, *connect_, *refresh_, *joinFirst_, *joinSecond_, *watch_, *create_;
    QTableWidget *tables_;
    QLabel *status_;
    QList<gamut::net::TableInfo> shown_;
};

} // namespace gamut
