#include "storedb.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QUrl>

#include <algorithm>
#include <cstring>

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
    // A statement for one of the databases only (schema.h).
    static const QString forPostgres = QStringLiteral("postgresql: "), forSqlite = QStringLiteral("sqlite: ");
    if (s.startsWith(forPostgres))
        return isPostgres() ? s.mid(forPostgres.size()) : QString();
    if (s.startsWith(forSqlite))
        return isPostgres() ? QString() : s.mid(forSqlite.size());
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
    if (scripting_)
        return exec(text, QVariantList(values));
    ++roundTrips_;
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
    if (scripting_) {
        // A statement whose rows are read (RETURNING) runs at once, after the script before it. A notice sent at
        // commit (clusterbus.h, atCommit()) returns a row nobody reads: it goes with the script.
        const bool changesRows =
            ((!qstrnicmp(text, "INSERT", 6) || !qstrnicmp(text, "UPDATE", 6) || !qstrnicmp(text, "DELETE", 6)) &&
             !strstr(text, " RETURNING ")) ||
            !qstrnicmp(text, "SELECT pg_notify(", 17);
        if (changesRows)
            return addToScript(text, values);
        if (!script_.isEmpty() && !sendScript()) // a SELECT reads what the statements before it wrote
            return false;
    }
    ++roundTrips_;
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
    ++roundTrips_;
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

namespace gamut::net {

void StoreDb::beginScript() {
    if (!isPostgres())
        return;
    scripting_ = true;
    script_ = QStringLiteral("BEGIN;");
    toPrepare_.clear();
}

// A value as an SQL literal, written by the driver (quotes doubled, bytes escaped: what QPSQL sends for a bound
// value of a prepared statement too).
QString StoreDb::literal(const QVariant &value) const {
    QSqlField field(QString(), value.metaType());
    if (value.isNull())
        field.clear();
    else
        field.setValue(value);
    return db_.driver()->formatValue(field);
}

bool StoreDb::addToScript(const char *text, const QVariantList &values) {
    const QByteArray key(text);
    const auto named = named_.constFind(key);
    if (named != named_.constEnd()) {
        script_ += QStringLiteral("EXECUTE ") + *named;
        if (!values.isEmpty()) {
            script_ += QLatin1Char('(');
            for (int i = 0; i < values.size(); ++i)
                script_ += (i ? QStringLiteral(", ") : QString()) + literal(values[i]);
            script_ += QLatin1Char(')');
        }
        script_ += QLatin1Char(';');
        return true;
    }
    // The first time: the statement itself with its values written in (`?` outside quotes), and prepared once
    // the script is done, outside its transaction.
    const QString sqlText = sql(text);
    int next = 0;
    bool quoted = false;
    for (QChar c : sqlText) {
        if (c == QLatin1Char('\''))
            quoted = !quoted;
        if (c == QLatin1Char('?') && !quoted) {
            if (next >= values.size()) {
                error_ = QStringLiteral("a statement has more places than values: %1").arg(QLatin1String(text));
                return false;
            }
            script_ += literal(values[next++]);
        } else {
            script_ += c;
        }
    }
    script_ += QLatin1Char(';');
    if (std::find(toPrepare_.begin(), toPrepare_.end(), key) == toPrepare_.end())
        toPrepare_.push_back(key);
    return true;
}

bool StoreDb::sendScript(const QString &tail, const std::function<void(int, QSqlQuery &)> &perResult) {
    const QString text = tail.isEmpty() ? script_ : script_ + tail + QLatin1Char(';');
    script_.clear();
    if (text.isEmpty())
        return true;
    ++roundTrips_;
    QSqlQuery q(db_);
    q.setForwardOnly(false); // every result at once: an error in a later statement is seen
    bool ok = q.exec(text);
    for (int index = 0; ok; ++index) {
        if (perResult)
            perResult(index, q);
        if (!q.nextResult())
            break;
    }
    if (!ok || q.lastError().isValid()) {
        error_ = q.lastError().text().trimmed();
        if (error_.isEmpty())
            error_ = QStringLiteral("the database refused a statement");
        return false;
    }
    return true;
}

void StoreDb::endScript() {
    scripting_ = false;
    script_.clear();
    // Each text seen for the first time gets a prepared statement of its own (`?` -> `$n`), so that later
    // scripts run it without planning it again.
    for (const QByteArray &key : toPrepare_) {
        if (named_.contains(key))
            continue;
        const QString name = QStringLiteral("gamut_%1").arg(named_.size() + 1);
        QString body;
        int n = 0;
        bool quoted = false;
        for (QChar c : sql(key.constData())) {
            if (c == QLatin1Char('\''))
                quoted = !quoted;
            if (c == QLatin1Char('?') && !quoted)
                body += QStringLiteral("$%1").arg(++n);
            else
                body += c;
        }
        QSqlQuery q(db_);
        ++roundTrips_;
        if (q.exec(QStringLiteral("PREPARE %1 AS %2").arg(name, body)))
            named_.insert(key, name);
    }
    toPrepare_.clear();
}

} // namespace gamut::net
