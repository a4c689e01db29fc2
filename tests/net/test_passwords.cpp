// Secrets as the server keeps them (core/net/passwords.h): PBKDF2-HMAC-SHA256 against published vectors, the stored
// form, constant-time comparison, the worker-thread hasher and the login throttle (core/net/loginthrottle.h).
#include "core/net/loginthrottle.h"
#include "core/net/passwordhasher.h"
#include "core/net/passwords.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace gamut::net;

class TestPasswords : public QObject {
    Q_OBJECT
private slots:
    void publishedVectors();
    void storedForm();
    void saltedPerHash();
    void damagedHashMatchesNothing();
    void secretsCompared();
    void acceptablePasswords();
    void decoyKnowsNoPassword();
    void hasherAnswersOnItsThread();
    void throttleAfterTenFailures();
    void throttleByAddress();
    void throttleCountsAttemptsInFlight();
    void throttleForgets();
};

// PBKDF2-HMAC-SHA256 of "password" with salt "salt" (the vectors widely published with RFC 6070's inputs):
// 1 and 4096 iterations, 32 bytes.
void TestPasswords::publishedVectors() {
    const QString salt = QString::fromLatin1(QByteArray("salt").toHex());
    QVERIFY(checkPassword("password",
                          QStringLiteral("pbkdf2-sha256$1$%1$120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb"
                                         "70be17b")
                              .arg(salt)));
    QVERIFY(checkPassword(
        "password", QStringLiteral("pbkdf2-sha256$4096$%1$c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873"
                                   "aa98134a")
                        .arg(salt)));
    QVERIFY(!checkPassword(
        "passwore", QStringLiteral("pbkdf2-sha256$4096$%1$c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a496387"
                                   "3aa98134a")
                        .arg(salt)));
}

// The default is the protocol's least (200,000 iterations); the stored text names scheme, count, salt and key.
void TestPasswords::storedForm() {
    QCOMPARE(kPasswordIterations, 200000);
    QElapsedTimer timer;
    timer.start();
    const QString stored = hashPassword("correct horse");
    qInfo("one hash at %d iterations: %lld ms on this machine", kPasswordIterations, timer.elapsed());
    const QStringList parts = stored.split(QLatin1Char('$'));
    QCOMPARE(parts.size(), 4);
    QCOMPARE(parts[0], QStringLiteral("pbkdf2-sha256"));
    QCOMPARE(parts[1], QStringLiteral("200000"));
    QCOMPARE(parts[2].size(), 32); // 16 bytes of salt
    QCOMPARE(parts[3].size(), 64); // 32 bytes of key
    QCOMPARE(passwordIterations(stored), 200000);
    QVERIFY(!stored.contains(QLatin1String("correct")));
    QVERIFY(checkPassword("correct horse", stored));
    QVERIFY(!checkPassword("correct hors", stored));
    QVERIFY(!checkPassword("Correct horse", stored));
}

void TestPasswords::saltedPerHash() {
    const QString a = hashPassword("same password", 1000), b = hashPassword("same password", 1000);
    QVERIFY(a != b);
    QVERIFY(a.section(QLatin1Char('$'), 2, 2) != b.section(QLatin1Char('$'), 2, 2));
    QVERIFY(checkPassword("same password", a) && checkPassword("same password", b));
}

void TestPasswords::damagedHashMatchesNothing() {
    const QString good = hashPassword("a password", 1000);
    for (const QString &bad :
         {QString(), QStringLiteral("plain"), QStringLiteral("pbkdf2-sha256$1000$zz$zz"),
          QString(good).replace(QLatin1String("pbkdf2-sha256"), QLatin1String("md5")),
          good.section(QLatin1Char('$'), 0, 2), QString(good).replace(QLatin1String("$1000$"), QLatin1String("$-5$")),
          QString(good).replace(QLatin1String("$1000$"), QLatin1String("$999999999999$")), good.chopped(2)})
        QVERIFY2(!checkPassword("a password", bad), qPrintable(bad));
    QCOMPARE(passwordIterations(QStringLiteral("plain")), 0);
}

void TestPasswords::secretsCompared() {
    QVERIFY(equalSecrets(QByteArrayView("abc"), QByteArrayView("abc")));
    QVERIFY(!equalSecrets(QByteArrayView("abc"), QByteArrayView("abd")));
    QVERIFY(!equalSecrets(QByteArrayView("abc"), QByteArrayView("abcd")));
    QVERIFY(equalSecrets(QByteArrayView(""), QByteArrayView("")));
}

void TestPasswords::acceptablePasswords() {
    QVERIFY(!isAcceptablePassword("1234567"));
    QVERIFY(isAcceptablePassword("12345678"));
    QVERIFY(isAcceptablePassword(QByteArray(128, 'x')));
    QVERIFY(!isAcceptablePassword(QByteArray(129, 'x')));
    QVERIFY(!isAcceptablePassword("with space"));
    QVERIFY(!isAcceptablePassword("tab\there!"));
    QVERIFY(isAcceptablePassword(QStringLiteral("Grüße-und-mehr").toUtf8()));
}

void TestPasswords::decoyKnowsNoPassword() {
    const QString &decoy = decoyPasswordHash(1000);
    QCOMPARE(passwordIterations(decoy), 1000);
    QCOMPARE(&decoyPasswordHash(1000), &decoy); // made once
    for (const char *guess : {"", "password", "12345678", "guest"})
        QVERIFY(!checkPassword(guess, decoy));
}

// The answer comes back on the hasher's thread (the event loop's), never on the worker.
void TestPasswords::hasherAnswersOnItsThread() {
    PasswordHasher hasher(2);
    QString stored;
    bool matched = false, wrong = true;
    int answers = 0;
    QThread *mine = QThread::currentThread();
    hasher.hash("secret-password", 2000, [&](const QString &s) {
        QCOMPARE(QThread::currentThread(), mine);
        stored = s;
        ++answers;
    });
    QCOMPARE(hasher.pending(), 1);
    QTRY_COMPARE(answers, 1);
    hasher.check("secret-password", stored, [&](bool m) {
        matched = m;
        ++answers;
    });
    hasher.check("other-password", stored, [&](bool m) {
        wrong = m;
        ++answers;
    });
    QTRY_COMPARE(answers, 3);
    QVERIFY(matched);
    QVERIFY(!wrong);
    QCOMPARE(hasher.pending(), 0);
}

void TestPasswords::throttleAfterTenFailures() {
    LoginThrottle throttle;
    qint64 now = 1000000;
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(throttle.wait(QStringLiteral("Ada"), QStringLiteral("10.0.0.%1").arg(i), now), 0);
        throttle.begin(QStringLiteral("Ada"), QStringLiteral("10.0.0.%1").arg(i));
        throttle.end(QStringLiteral("Ada"), QStringLiteral("10.0.0.%1").arg(i), true, now);
        now += 1000;
    }
    // The name is locked from every address, in any case; another name from a new address is not.
    const int wait = throttle.wait(QStringLiteral("ada"), QStringLiteral("10.0.0.99"), now);
    QVERIFY2(wait > 0 && wait <= 600, qPrintable(QString::number(wait)));
    QCOMPARE(wait, 600 - 10); // the first failure (10 s ago) leaves the window in 590 s
    QCOMPARE(throttle.wait(QStringLiteral("bob"), QStringLiteral("10.0.0.99"), now), 0);
    QCOMPARE(throttle.wait(QString(), QStringLiteral("10.0.0.99"), now), 0); // a session login names no password
    // Once the first failure is older than 10 minutes, one more attempt fits.
    QVERIFY(throttle.wait(QStringLiteral("ADA"), QStringLiteral("10.0.0.99"), 1000000 + 599999) > 0);
    QCOMPARE(throttle.wait(QStringLiteral("ADA"), QStringLiteral("10.0.0.99"), 1000000 + 600000), 0);
}

void TestPasswords::throttleByAddress() {
    LoginThrottle throttle;
    const QString address = QStringLiteral("192.0.2.7");
    for (int i = 0; i < 10; ++i) {
        throttle.begin(QStringLiteral("user%1").arg(i), address);
        throttle.end(QStringLiteral("user%1").arg(i), address, true, 5000);
    }
    QVERIFY(throttle.wait(QStringLiteral("fresh"), address, 6000) > 0);
    QVERIFY(throttle.wait(QString(), address, 6000) > 0); // session guesses from that address wait too
    QCOMPARE(throttle.wait(QStringLiteral("fresh"), QStringLiteral("192.0.2.8"), 6000), 0);
    // Successes do not count.
    LoginThrottle ok;
    for (int i = 0; i < 50; ++i) {
        ok.begin(QStringLiteral("ada"), address);
        ok.end(QStringLiteral("ada"), address, false, 1000);
    }
    QCOMPARE(ok.wait(QStringLiteral("ada"), address, 1000), 0);
    QCOMPARE(ok.tracked(), 0);
}

void TestPasswords::throttleCountsAttemptsInFlight() {
    LoginThrottle throttle;
    const QString address = QStringLiteral("198.51.100.1");
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(throttle.wait(QStringLiteral("ada"), address, 0), 0);
        throttle.begin(QStringLiteral("ada"), address);
    }
    QCOMPARE(throttle.wait(QStringLiteral("ada"), address, 0), 1); // ten being checked: the eleventh waits
    throttle.end(QStringLiteral("ada"), address, false, 10);       // one was right
    QCOMPARE(throttle.wait(QStringLiteral("ada"), address, 10), 0);
}

void TestPasswords::throttleForgets() {
    LoginThrottle throttle(10, 1000);
    for (int i = 0; i < 100; ++i) {
        throttle.begin(QStringLiteral("n%1").arg(i), QStringLiteral("a%1").arg(i));
        throttle.end(QStringLiteral("n%1").arg(i), QStringLiteral("a%1").arg(i), true, 0);
    }
    QCOMPARE(throttle.tracked(), 200);
    throttle.forget(999);
    QCOMPARE(throttle.tracked(), 200);
    throttle.forget(1000);
    QCOMPARE(throttle.tracked(), 0);
}

QTEST_GUILESS_MAIN(TestPasswords)
#include "test_passwords.moc"
