// Protocol 1.2's accounts against the real server in this process: register, login with a password and with a
// session, logout, the same refusal for a wrong name and a wrong password, throttling after 10 failures (before
// any hashing), registrations bounded per address, `hello` keeping off an account's name, replies in order while a
// password is hashed, hashes and sessions stored only as hashes, and no password or session in the log.
#include "lobbyclient.h"

#include "core/net/passwords.h"
#include "core/net/server.h"
#include "core/net/sqltablestore.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

// A query on the server's database file beside the running server (its readers may read while it writes).
QStringList rows(const QString &folder, const QString &sql) {
    QStringList out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(QDir(folder).filePath(SqlTableStore::databaseName()));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(sql);
            while (q.next()) {
                QStringList cells;
                for (int i = 0; i < q.record().count(); ++i)
                    cells << q.value(i).toString();
                out << cells.join(QLatin1Char('|'));
            }
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return out;
}

} // namespace

class TestAccounts : public QObject {
    Q_OBJECT
private slots:
    void registerLoginLogout();
    void sessions();
    void sameRefusalForNameAndPassword();
    void badArguments();
    void storedOnlyAsHashes();
    void realIterations();
    void nothingSecretLogged();
    void throttledBeforeHashing();
    void throttleWindowPasses();
    void registrationsBoundedPerAddress();
    void helloKeepsOffAccounts();
    void repliesInOrderWhileHashing();
    void busyHasher();
};

void TestAccounts::registerLoginLogout() {
    ServerFixture f(lobbyOptions());
    QVERIFY(f.started);
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QCOMPARE(c.ask("register Ada password1"), QStringLiteral("ok register Ada"));
    QVERIFY(c.ask("register ada password2").startsWith("error name-taken ")); // unique without regard to case
    QVERIFY(c.ask("register ADA password2").startsWith("error name-taken "));
    const QString login = c.ask("login ada password1");
    QVERIFY2(login.startsWith("ok login Ada "), qPrintable(login)); // the account's own spelling
    QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{32}$")).match(field(login, 3)).hasMatch());
    QCOMPARE(c.ask("hello bob"), QStringLiteral("error not-allowed you are signed in as Ada: logout first"));
    QCOMPARE(c.ask("logout"), QStringLiteral("ok logout"));
    QVERIFY(c.ask("logout").startsWith("error not-allowed "));
    QVERIFY(c.ask("logout now").startsWith("error bad-args "));
}

void TestAccounts::sessions() {
    ServerFixture f(lobbyOptions());
    LineClient a, b, d;
    QVERIFY(a.connectTo(f.port()) && b.connectTo(f.port()) && d.connectTo(f.port()));
    const QString session = signUp(a, QStringLiteral("ada"));
    QVERIFY(!session.isEmpty());
    // Another connection signs in with the session: the same account, the same session.
    QCOMPARE(b.ask(QStringLiteral("login ADA session:%1").arg(session)),
             QStringLiteral("ok login ada %1").arg(session));
    QCOMPARE(d.ask(QStringLiteral("login bob session:%1").arg(session)),
             QStringLiteral("error bad-login wrong name or password")); // another name's
    QCOMPARE(d.ask(QStringLiteral("login ada session:%1").arg(QString(32, QLatin1Char('0')))),
             QStringLiteral("error bad-login wrong name or password"));
    QCOMPARE(d.ask(QStringLiteral("login ada session:xyz")), QStringLiteral("error bad-login wrong name or password"));
    // Logging out ends the session everywhere it would be used again.
    QCOMPARE(b.ask("logout"), QStringLiteral("ok logout"));
    QCOMPARE(d.ask(QStringLiteral("login ada session:%1").arg(session)),
             QStringLiteral("error bad-login wrong name or password"));
    // An expired session: the store keeps its end.
    ServerOptions shortLived = lobbyOptions();
    shortLived.sessionMs = 300;
    ServerFixture g(shortLived);
    LineClient e, h;
    QVERIFY(e.connectTo(g.port()) && h.connectTo(g.port()));
    const QString brief = signUp(e, QStringLiteral("eve"));
    QVERIFY(h.ask(QStringLiteral("login eve session:%1").arg(brief)).startsWith("ok login eve"));
    QTest::qWait(400);
    QCOMPARE(h.ask(QStringLiteral("login eve session:%1").arg(brief)),
             QStringLiteral("error bad-login wrong name or password"));
}

void TestAccounts::sameRefusalForNameAndPassword() {
    ServerFixture f(lobbyOptions());
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QVERIFY(!signUp(c, QStringLiteral("ada")).isEmpty());
    c.ask("logout");
    const QString wrongPassword = c.ask("login ada password2");
    const QString wrongName = c.ask("login adb password1");
    const QString malformed = c.ask("login ada short");
    QCOMPARE(wrongPassword, QStringLiteral("error bad-login wrong name or password"));
    QCOMPARE(wrongName, wrongPassword);
    QCOMPARE(malformed, wrongPassword);
    // An unknown name is checked against a decoy hash: it costs a hash like a wrong password does.
    const int before = f.server->passwordHashes();
    c.ask("login nobody password1");
    QCOMPARE(f.server->passwordHashes(), before + 1);
}

void TestAccounts::badArguments() {
    ServerFixture f(lobbyOptions());
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    for (const char *line : {"register", "register ada", "register ada 1234567", "register guest-7 password1",
                             "register Guest-x password1", "register a b c", "login", "login ada", "login a b c",
                             "rating", "rating a b", "top", "top chess", "top loa -1", "top loa x", "mygames now"}) {
        QVERIFY2(c.ask(QString::fromLatin1(line)).startsWith("error bad-args "), line);
        QCOMPARE(c.ask("ping"), QStringLiteral("ok ping")); // refusals in a row end in `bye abuse`
    }
    QVERIFY(c.ask(QStringLiteral("register %1 password1").arg(QString(33, QLatin1Char('x'))))
                .startsWith("error bad-args "));
    QVERIFY(c.ask(QStringLiteral("register ada %1").arg(QString(129, QLatin1Char('x')))).startsWith("error bad-args "));
    QVERIFY(c.ask("mygames").startsWith("error not-allowed "));
    QVERIFY(c.ask("rating nobody").startsWith("error no-such-player "));
    QCOMPARE(c.ask("register ada 12345678"), QStringLiteral("ok register ada")); // 8 bytes: enough
}

// The database holds a salted slow hash of each password and the SHA-256 of each session, never either itself.
void TestAccounts::storedOnlyAsHashes() {
    ServerFixture f(lobbyOptions());
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    const QString session = signUp(c, QStringLiteral("ada"), QStringLiteral("correct-horse"));
    QVERIFY(!session.isEmpty());
    f.server->drainStore();
    const QStringList accounts = rows(f.dir.path(), QStringLiteral("SELECT name_key, name, password FROM accounts"));
    QCOMPARE(accounts.size(), 1);
    const QString stored = accounts[0].section(QLatin1Char('|'), 2);
    QVERIFY2(stored.startsWith(QLatin1String("pbkdf2-sha256$1000$")), qPrintable(stored));
    QVERIFY(!stored.contains(QLatin1String("correct")));
    QVERIFY(checkPassword("correct-horse", stored));
    const QStringList sessions = rows(f.dir.path(), QStringLiteral("SELECT hash, account FROM sessions"));
    QCOMPARE(sessions.size(), 1);
    QCOMPARE(sessions[0], tokenHash(session) + QStringLiteral("|ada"));
    QFile file(QDir(f.dir.path()).filePath(SqlTableStore::databaseName()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(!bytes.contains("correct-horse"));
    QVERIFY(!bytes.contains(session.toLatin1()));
}

// A server with its defaults hashes with 200,000 iterations, the protocol's least.
void TestAccounts::realIterations() {
    ServerFixture f;
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QCOMPARE(c.ask("register ada password1", 20000), QStringLiteral("ok register ada"));
    QVERIFY(c.ask("login ada password1", 20000).startsWith("ok login ada "));
    f.server->drainStore();
    const QStringList accounts = rows(f.dir.path(), QStringLiteral("SELECT password FROM accounts"));
    QCOMPARE(accounts.size(), 1);
    QCOMPARE(passwordIterations(accounts[0]), 200000);
}

void TestAccounts::nothingSecretLogged() {
    ServerFixture f(lobbyOptions());
    LineClient c, d;
    QVERIFY(c.connectTo(f.port()) && d.connectTo(f.port()));
    const QString session = signUp(c, QStringLiteral("ada"), QStringLiteral("s3cret-word"));
    d.ask(QStringLiteral("login ada session:%1").arg(session));
    d.ask("login ada wr0ng-word");
    d.ask(QStringLiteral("login ada session:%1").arg(QString(32, QLatin1Char('e'))));
    d.ask("register bob an0ther-secret");
    d.ask("hello s3cret-word");
    c.ask("logout");
    f.server->drainStore();
    const QString log = f.log.join(QLatin1Char('\n'));
    QVERIFY(!log.isEmpty());
    for (const QString &secret : {QStringLiteral("s3cret-word"), session, QStringLiteral("wr0ng-word"),
                                  QStringLiteral("an0ther-secret"), QString(32, QLatin1Char('e')), tokenHash(session)})
        QVERIFY2(!log.contains(secret), qPrintable(secret));
}

// After 10 failures for a name, its logins are refused with the seconds to wait, and no hash is computed for them.
void TestAccounts::throttledBeforeHashing() {
    ServerFixture f(lobbyOptions());
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QVERIFY(!signUp(c, QStringLiteral("ada")).isEmpty());
    c.ask("logout");
    for (int i = 0; i < 10; ++i)
        QCOMPARE(c.ask(QStringLiteral("login ada guess%1xyz").arg(i)),
                 QStringLiteral("error bad-login wrong name or password"));
    const int hashes = f.server->passwordHashes();
    const QString throttled = c.ask("login ada password1"); // even the right password waits
    QVERIFY2(throttled.startsWith("error throttled "), qPrintable(throttled));
    const int seconds = field(throttled, 2).toInt();
    QVERIFY2(seconds > 0 && seconds <= 600, qPrintable(throttled));
    QVERIFY(c.ask("login ADA password1").startsWith("error throttled "));
    QVERIFY(c.ask("login other password1").startsWith("error throttled ")); // the address too
    QCOMPARE(f.server->passwordHashes(), hashes);
}

void TestAccounts::throttleWindowPasses() {
    ServerOptions options = lobbyOptions();
    options.loginWindowMs = 1500;
    ServerFixture f(options);
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QVERIFY(!signUp(c, QStringLiteral("ada")).isEmpty());
    c.ask("logout");
    for (int i = 0; i < 10; ++i)
        c.ask(QStringLiteral("login ada guess%1xyz").arg(i));
    QVERIFY(c.ask("login ada password1").startsWith("error throttled "));
    QTest::qWait(1600);
    QVERIFY(c.ask("login ada password1").startsWith("ok login ada "));
}

void TestAccounts::registrationsBoundedPerAddress() {
    ServerFixture f(lobbyOptions());
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    for (int i = 0; i < 5; ++i)
        QCOMPARE(c.ask(QStringLiteral("register user%1 password1").arg(i)),
                 QStringLiteral("ok register user%1").arg(i));
    const QString sixth = c.ask("register user5 password1");
    QVERIFY2(sixth.startsWith("error throttled "), qPrintable(sixth));
}

void TestAccounts::helloKeepsOffAccounts() {
    ServerFixture f(lobbyOptions());
    LineClient c, d;
    QVERIFY(c.connectTo(f.port()) && d.connectTo(f.port()));
    QCOMPARE(c.ask("register ada password1"), QStringLiteral("ok register ada"));
    QVERIFY(d.ask("hello Ada").startsWith("error name-taken "));
    QCOMPARE(d.ask("hello adam"), QStringLiteral("ok hello adam"));
}

// The lines after a login wait for its answer: the replies come in the order of the commands.
void TestAccounts::repliesInOrderWhileHashing() {
    ServerOptions options = lobbyOptions();
    options.passwordIterations = 50000;
    ServerFixture f(options);
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QCOMPARE(c.ask("register ada password1"), QStringLiteral("ok register ada"));
    c.send(QStringLiteral("login ada password1\nping\nmygames\nlogin ada wrong-password\nping"));
    QVERIFY(c.line().startsWith("ok login ada "));
    QCOMPARE(c.line(), QStringLiteral("ok ping"));
    QCOMPARE(c.line(), QStringLiteral("ok mygames 0"));
    QCOMPARE(c.line(), QStringLiteral("error bad-login wrong name or password"));
    QCOMPARE(c.line(), QStringLiteral("ok ping"));
}

void TestAccounts::busyHasher() {
    ServerOptions options = lobbyOptions();
    options.maxPendingHashes = 0;
    ServerFixture f(options);
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QVERIFY(c.ask("register ada password1").startsWith("error unavailable "));
    QVERIFY(c.ask("login ada password1").startsWith("error unavailable "));
}

QTEST_GUILESS_MAIN(TestAccounts)
#include "test_accounts.moc"
