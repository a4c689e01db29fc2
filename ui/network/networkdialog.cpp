#include "networkdialog.h"

#include "networksession.h"
#include "serverprocess.h"

#include "ui/dialogs/enterkey.h"
#include "ui/text/labels.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamut {

namespace {
constexpr quint16 kDefaultPort = 7468;
enum Column { TableColumn, GameColumn, StateColumn, FirstColumn, SecondColumn, WatchersColumn, MovesColumn, Columns };
} // namespace

NetworkDialog::NetworkDialog(NetworkSession *session, ServerProcess *server, QWidget *parent)
    : QDialog(parent), session_(session), server_(server) {
    setObjectName(QStringLiteral("networkDialog"));
    setWindowTitle(tr("Network Game"));
    auto *layout = new QVBoxLayout(this);

    auto *serverBox = new QGroupBox(tr("Server"), this);
    auto *form = new QFormLayout(serverBox);
    address_ =
        new QLineEdit(session_->host().isEmpty() ? QStringLiteral("127.0.0.1:%1").arg(kDefaultPort)
                                                 : QStringLiteral("%1:%2").arg(session_->host()).arg(session_->port()),
                      serverBox);
    address_->setToolTip(tr("host:port of a running gamut-server"));
    QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    user.remove(QLatin1Char(' '));
    name_ = new QLineEdit(
        session_->name().isEmpty() ? (user.isEmpty() ? tr("player") : user.left(32)) : session_->name(), serverBox);
    name_->setMaxLength(32);
    form->addRow(tr("&Address:"), address_);
    form->addRow(tr("&Name:"), name_);
    auto *serverButtons = new QHBoxLayout;
    host_ = new QPushButton(tr("&Host a Server"), serverBox);
    host_->setToolTip(tr("Start a game server on this computer and connect to it"));
    connect_ = new QPushButton(tr("&Connect"), serverBox);
    serverButtons->addWidget(host_);
    serverButtons->addStretch();
    serverButtons->addWidget(connect_);
    form->addRow(serverButtons);
    layout->addWidget(serverBox);

    auto *tablesBox = new QGroupBox(tr("Tables"), this);
    auto *tablesLayout = new QVBoxLayout(tablesBox);
    tables_ = new QTableWidget(0, Columns, tablesBox);
    tables_->setHorizontalHeaderLabels(
        {tr("Table"), tr("Game"), tr("State"), tr("First"), tr("Second"), tr("Watchers"), tr("Moves")});
    tables_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tables_->setSelectionMode(QAbstractItemView::SingleSelection);
    tables_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tables_->verticalHeader()->hide();
    tables_->horizontalHeader()->setStretchLastSection(true);
    tablesLayout->addWidget(tables_);
    auto *tableButtons = new QHBoxLayout;
    refresh_ = new QPushButton(tr("&Refresh"), tablesBox);
    joinFirst_ = new QPushButton(tr("Join as &First"), tablesBox);
    joinSecond_ = new QPushButton(tr("Join as &Second"), tablesBox);
    watch_ = new QPushButton(tr("&Watch"), tablesBox);
    create_ = new QPushButton(tr("Create &Table"), tablesBox);
    create_->setToolTip(tr("A new table for the game and variant of the window"));
    for (QPushButton *button : {refresh_, joinFirst_, joinSecond_, watch_, create_})
        tableButtons->addWidget(button);
    tablesLayout->addLayout(tableButtons);
    layout->addWidget(tablesBox, 1);

    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    resize(620, 440);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(host_, &QPushButton::clicked, this, &NetworkDialog::hostServer);
    connect(connect_, &QPushButton::clicked, this, &NetworkDialog::connectToServer);
    connect(refresh_, &QPushButton::clicked, this, &NetworkDialog::refreshTables);
    connect(joinFirst_, &QPushButton::clicked, this, [this] { joinSelected(QStringLiteral("first")); });
    connect(joinSecond_, &QPushButton::clicked, this, [this] { joinSelected(QStringLiteral("second")); });
    connect(watch_, &QPushButton::clicked, this, &NetworkDialog::watchSelected);
    connect(create_, &QPushButton::clicked, this, &NetworkDialog::createTable);
    connect(tables_, &QTableWidget::itemSelectionChanged, this, &NetworkDialog::updateButtons);
    connect(tables_, &QTableWidget::cellDoubleClicked, this, [this] { joinSelected(); });
    connect(tables_, &QTableWidget::activated, this, [this] { joinSelected(); }); // Enter, as a double click
    // Enter in a field connects to the address typed (the reason there is no default button: enterkey.h).
    connect(address_, &QLineEdit::returnPressed, this, &NetworkDialog::connectToServer);
    connect(name_, &QLineEdit::returnPressed, this, &NetworkDialog::connectToServer);
    dialogs::leaveEnterToTheFields(this);
    connect(session_, &NetworkSession::tablesListed, this, &NetworkDialog::showTables);
    connect(session_, &NetworkSession::message, this, &NetworkDialog::say);
    connect(session_, &NetworkSession::stateChanged, this, [this] {
        if (session_->state() == NetworkSession::State::Connected && shown_.isEmpty())
            refreshTables();
        say(session_->statusText());
        updateButtons();
    });
    connect(session_, &NetworkSession::tableJoined, this, [this] { refreshTables(); });
    updateButtons();
}

bool NetworkDialog::parseAddress(const QString &text, QString *host, quint16 *port) {
    const QString clean = text.trimmed();
    const qsizetype colon = clean.lastIndexOf(QLatin1Char(':'));
    QString h = colon < 0 ? clean : clean.left(colon);
    quint16 p = kDefaultPort;
    if (colon >= 0) {
        bool ok = false;
        const uint value = clean.mid(colon + 1).toUInt(&ok);
        if (!ok || value == 0 || value > 65535)
            return false;
        p = quint16(value);
    }
    if (h.startsWith(QLatin1Char('[')) && h.endsWith(QLatin1Char(']'))) // [::1]:7468
        h = h.mid(1, h.size() - 2);
    if (h.isEmpty() || h.contains(QLatin1Char(' ')))
        return false;
    *host = h;
    *port = p;
    return true;
}

QString NetworkDialog::statusText() const { return status_->text(); }

void NetworkDialog::say(const QString &text) {
    if (!text.isEmpty())
        status_->setText(text);
}

bool NetworkDialog::hostServer() {
    QString error;
    const QString data =
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/server");
    if (!server_->start(data, &error)) {
        say(error);
        return false;
    }
    address_->setText(QStringLiteral("127.0.0.1:%1").arg(server_->port()));
    session_->connectTo(QStringLiteral("127.0.0.1"), server_->port(), name_->text().trimmed(), 5000);
    return true;
}

bool NetworkDialog::connectToServer() {
    QString host;
    quint16 port = 0;
    if (!parseAddress(address_->text(), &host, &port)) {
        say(tr("\"%1\" is not an address: write host:port, e.g. 127.0.0.1:7468.").arg(address_->text()));
        return false;
    }
    shown_.clear();
    session_->connectTo(host, port, name_->text().trimmed());
    return true;
}

void NetworkDialog::refreshTables() {
    if (session_->state() == NetworkSession::State::Connected)
        session_->requestTables();
}

void NetworkDialog::showTables(const QList<gamut::net::TableInfo> &tables) {
    const QString selected = selectedTable();
    shown_ = tables;
    tables_->setRowCount(int(tables.size()));
    for (int row = 0; row < tables.size(); ++row) {
        const net::TableInfo &t = tables[row];
        const QString game =
            labels::gameTitle(t.game) + (t.variant.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(t.variant));
        const QStringList cells = {t.table,
                                   game,
                                   t.state,
                                   t.names[0].isEmpty() ? tr("(free)") : t.names[0],
                                   t.names[1].isEmpty() ? tr("(free)") : t.names[1],
                                   QString::number(t.watchers),
                                   QString::number(t.ply)};
        for (int column = 0; column < Columns; ++column)
            tables_->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    tables_->resizeColumnsToContents();
    if (!selected.isEmpty())
        selectTable(selected);
    updateButtons();
}

QString NetworkDialog::selectedTable() const {
    const QList<QTableWidgetItem *> items = tables_->selectedItems();
    return items.isEmpty() ? QString() : tables_->item(items.first()->row(), TableColumn)->text();
}

bool NetworkDialog::selectTable(const QString &table) {
    for (int row = 0; row < tables_->rowCount(); ++row)
        if (tables_->item(row, TableColumn)->text() == table) {
            tables_->selectRow(row);
            return true;
        }
    return false;
}

bool NetworkDialog::joinSelected(const QString &seat) {
    const QString table = selectedTable();
    const auto found = std::find_if(shown_.begin(), shown_.end(), [&](const auto &t) { return t.table == table; });
    if (found == shown_.end()) {
        say(tr("Choose a table first."));
        return false;
    }
    QString chosen = seat;
    if (chosen.isEmpty()) {
        if (found->names[0].isEmpty())
            chosen = QStringLiteral("first");
        else if (found->names[1].isEmpty())
            chosen = QStringLiteral("second");
        else
            return watchSelected(); // both seats taken: watching is what is left
    }
    session_->join(table, chosen);
    return true;
}

bool NetworkDialog::watchSelected() {
    const QString table = selectedTable();
    if (table.isEmpty()) {
        say(tr("Choose a table first."));
        return false;
    }
    session_->watch(table);
    return true;
}

void NetworkDialog::createTable() { session_->createTable(); }

void NetworkDialog::updateButtons() {
    const bool online = session_->state() == NetworkSession::State::Connected;
    const bool chosen = !selectedTable().isEmpty();
    refresh_->setEnabled(online);
    create_->setEnabled(online);
    for (QPushButton *button : {joinFirst_, joinSecond_, watch_})
        button->setEnabled(online && chosen);
}

} // namespace gamut
