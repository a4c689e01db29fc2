#include "storedb.h"

#include <QSqlError>
#include <QUrl>

namespace gamut::net {

bool StoreLocation::fromUrl(const QString &text, StoreLocation &out, QString &error) {
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("postgresql") && url.scheme() != QLatin1String("postgres")) ||
        url.host().isEmpty() || url.path().size() < 2 || url.path().indexOf(QLatin1Char('/'), 1) >= 0 ||
        url.hasQuery() || url.hasFragment()) {
        error = QStringLiteral("'%1' is not a store: postgresql://user@host[:port]/database")
                    .arg(url.toString(QUrl::RemovePassword));
        return false;
    }
    out = {};
    out.kind = Kind::Postgres;
    out.host = url.host();
    out.port = url.port(5432);
    out.user = url.userName();
    out.password = url.password();
    out.database = url.path().mid(1);
    return true;
}

QString StoreLocation::describe() const {
    if (!isPostgres())
        return path;
    return QStringLiteral("postgresql://%1%2:%3/%4")
        .arg(user.isEmpty() ? QString() : user + QLatin1Char('@'), host)
        .arg(port)
        .arg(database);
}

StoreDb::StoreDb(const StoreLocation &location, const QString &connectionName)
    : location_(location), name_(connectionName),
      db_(QSqlDatabase::addDatabase(location.isPostgres() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"),
                                    connectionName)) {}

StoreDb::~StoreDb() {
    clearStatements();
    direct_ = QSqlQuery();
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
}

bool StoreDb::open(QString &error) {
    if (!db_.isValid()) {
        error = QStringLiteral("the Qt SQL driver for %1 is not installed (Debian: %2)")
                    .arg(isPostgres() ? QStringLiteral("PostgreSQL") : QStringLiteral("SQLite"),
                         isPostgres() ? QStringLiteral("libqt6sql6-psql") : QStringLiteral("libqt6sql6-sqlite"));
        return false;
    }
    if (isPostgres()) {
        db_.setHostName(location_.host);
        db_.setPort(location_.port);
        db_.setUserName(location_.user);
        db_.setPassword(location_.password);
        db_.setDatabaseName(location_.database);
        db_.setConnectOptions(QStringLiteral("connect_timeout=5"));
    } else {
        db_.setDatabaseName(location_.path);
    }
    if (!db_.open()) {
        error = db_.lastError().text().trimmed();
        return false;
    }
    direct_ = QSqlQuery(db_);
    return true;
}

QString StoreDb::sql(const char *text) const {
    QString s = QString::fromUtf8(text);
    if (isPostgres()) {
        s.replace(QLatin1String(" WITHOUT ROWID"), QString());
        s.replace(QLatin1String(" BLOB"), QLatin1String(" BYTEA"));
        s.replace(QLatin1String("INTEGER PRIMARY KEY"), QLatin1String("BIGINT PRIMARY KEY"));
    }
    return s;
}

QSqlQuery &StoreDb::query(const char *text) {
    const QByteArray key(text);
    auto it = statements_.find(key);
    if (it == statements_.end()) {
        auto q = std::make_shared<QSqlQuery>(db_);
        q->setForwardOnly(true);
        if (!q->prepare(sql(text)))
            error_ = q->lastError().text().trimmed();
        it = statements_.insert(key, q);
    }
    return **it;
}

bool StoreDb::exec(const char *text, std::initializer_list<QVariant> values) {
    QSqlQuery &q = query(text);
    for (int i = 0; const QVariant &v : values)
        q.bindValue(i++, v);
    if (q.exec())
        return true;
    error_ = q.lastError().text().trimmed();
    if (error_.isEmpty())
        error_ = QStringLiteral("the database refused a statement");
    return false;
}

bool StoreDb::exec(const char *text, const QVariantList &values) {
    QSqlQuery &q = query(text);
    for (int i = 0; const QVariant &v : values)
        q.bindValue(i++, v);
    if (q.exec())
        return true;
    error_ = q.lastError().text().trimmed();
    if (error_.isEmpty())
        error_ = QStringLiteral("the database refused a statement");
    return false;
}

bool StoreDb::execDirect(const QString &text) {
    direct_ = QSqlQuery(db_);
    direct_.setForwardOnly(true);
    if (direct_.exec(text))
        return true;
    error_ = direct_.lastError().text().trimmed();
    return false;
}

bool StoreDb::begin() {
    if (db_.transaction())
        return true;
    error_ = db_.lastError().text().trimmed();
    return false;
}

bool StoreDb::commit() {
    if (db_.commit())
        return true;
    error_ = db_.lastError().text().trimmed();
    if (error_.isEmpty())
        error_ = QStringLiteral("the database refused the commit");
    return false;
}

void StoreDb::rollback() { db_.rollback(); }

ReadScope::~ReadScope() { db.finishAll(); }

void StoreDb::finishAll() {
    for (auto &q : statements_)
        if (q->isActive())
            q->finish();
    if (direct_.isActive())
        direct_.finish();
}

void StoreDb::clearStatements() {
    for (auto &q : statements_)
        q->finish();
    statements_.clear();
}

} // namespace gamut::net
