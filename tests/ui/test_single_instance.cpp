// A game started from the command line of a running Gamut: a second `gamut` hands its arguments to the window over
// a local socket (a name of this test's own, so that tests running at once never meet), the window asks Save /
// Discard / Cancel about its unsaved game before it starts the new one or opens the file, and Cancel keeps the game
// exactly. Messages that are not a command line are refused with a reason and change nothing.
#include "windowtesthelpers.h"

#include "ui/window/commandline.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/singleinstance.h"

#include <QLocalSocket>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QUuid>
#include <QtTest>

using namespace gamut;

namespace {

QString uniqueName() { return QStringLiteral("gamut-test-") + QUuid::createUuid().toString(QUuid::Id128).left(12); }

// SingleInstance::send from another thread, as a second program would (it blocks until the window answers, and
// the window answers from this thread's event loop).
SingleInstance::Sent sendFromAnotherThread(const QString &name, const QStringList &arguments, QString *error) {
    SingleInstance::Sent sent = SingleInstance::Sent::Failed;
    std::unique_ptr<QThread> thread(
        QThread::create([&] { sent = SingleInstance::send(name, arguments, error, 10000); }));
    thread->start();
    if (!QTest::qWaitFor([&] { return thread->isFinished(); }, 15000))
        qFatal("the sender did not finish");
    thread->wait();
    return sent;
}

// What a raw client gets back for `bytes`.
QString replyTo(const QString &name, const QByteArray &bytes) {
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(2000))
        return QStringLiteral("(not connected)");
    socket.write(bytes);
    QString reply;
    const bool ended = QTest::qWaitFor(
        [&] {
            if (socket.canReadLine())
                reply = QString::fromUtf8(socket.readLine()).trimmed();
            return !reply.isEmpty() || socket.state() == QLocalSocket::UnconnectedState;
        },
        5000);
    return ended ? reply : QStringLiteral("(no answer)");
}

// A window with an unsaved game of Atoms, 3 moves in, listening on a name of its own.
struct Fixture {
    Fixture() {
        window.resize(1024, 700);
        window.show();
        window.newGame(test::humans(QStringLiteral("atoms")));
        test::playMoves(*window.model(), 3);
        window.files()->askSaveChanges = [this] {
            ++asked;
            return answer;
        };
        window.files()->reportError = [this](const QString &message) { errors << message; };
        text = window.model()->copyText();
        revision = window.model()->revision();
        listening = instance.listen(name);
        QObject::connect(&instance, &SingleInstance::commandLine, &window, &MainWindow::startFromCommandLine);
    }
    bool unchanged() const { return window.model()->copyText() == text && window.model()->revision() == revision; }

    MainWindow window;
    SingleInstance instance;
    QString name = uniqueName();
    bool listening = false;
    int asked = 0;
    FileActions::Answer answer = FileActions::Answer::Cancel;
    QStringList errors;
    QString text;
    qint64 revision = 0;
};

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::useCleanSettings();
        test::withoutLibrary(); // the question before a game is replaced (with a library there is none)
        AppSettings::setAskBeforeAbandon(true);
    }
    void newGameFromTheCommandLineAsks();
    void fileFromTheCommandLineAsks();
    void badMessagesAreRefused();
    void oneListenerPerName();
    void noDisplayNoSharing();
    void secondProgramSaysItHandedOver();
};

void TestSingleInstance::newGameFromTheCommandLineAsks() {
    Fixture f;
    QVERIFY2(f.listening, qPrintable(f.instance.errorString()));
    QString error;
    // Cancel keeps the game exactly.
    QCOMPARE(sendFromAnotherThread(f.name, {QStringLiteral("--game"), QStringLiteral("loa")}, &error),
             SingleInstance::Sent::Delivered);
    QTRY_COMPARE(f.asked, 1);
    QVERIFY(f.unchanged());
    QCOMPARE(f.window.model()->gameId(), QStringLiteral("atoms"));
    // Discard starts the game the command line asks for, with its seats.
    f.answer = FileActions::Answer::Discard;
    QCOMPARE(sendFromAnotherThread(f.name,
                                   {QStringLiteral("--game"), QStringLiteral("loa"), QStringLiteral("--second"),
                                    QStringLiteral("level:2")},
                                   &error),
             SingleInstance::Sent::Delivered);
    QTRY_COMPARE(f.window.model()->gameId(), QStringLiteral("loa"));
    QCOMPARE(f.asked, 2);
    QCOMPARE(f.window.model()->plyCount(), 0);
    QCOMPARE(f.window.currentSetup().seats[1], QStringLiteral("level:2"));
    qInfo("asked %d times; now %s, second seat %s", f.asked, qPrintable(f.window.model()->gameId()),
          qPrintable(f.window.currentSetup().seats[1]));
}

void TestSingleInstance::fileFromTheCommandLineAsks() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        MainWindow other;
        other.newGame(test::humans(QStringLiteral("trails")));
        test::playMoves(*other.model(), 2);
        QVERIFY(other.files()->saveTo(dir.filePath(QStringLiteral("saved.gamut"))));
    }
    Fixture f;
    QVERIFY(f.listening);
    // The second program names the file relative to its own folder: it goes over absolute.
    const QStringList arguments =
        SingleInstance::forwardable({QStringLiteral("--load"), QStringLiteral("saved.gamut")}, QDir(dir.path()));
    QCOMPARE(arguments.value(1), dir.filePath(QStringLiteral("saved.gamut")));
    QCOMPARE(SingleInstance::forwardable({QStringLiteral("--load=saved.gamut")}, QDir(dir.path())).value(0),
             QStringLiteral("--load=") + dir.filePath(QStringLiteral("saved.gamut")));
    QString error;
    QCOMPARE(sendFromAnotherThread(f.name, arguments, &error), SingleInstance::Sent::Delivered);
    QTRY_COMPARE(f.asked, 1);
    QVERIFY(f.unchanged());
    f.answer = FileActions::Answer::Discard;
    QCOMPARE(sendFromAnotherThread(f.name, arguments, &error), SingleInstance::Sent::Delivered);
    QTRY_COMPARE(f.window.model()->gameId(), QStringLiteral("trails"));
    QCOMPARE(f.window.model()->plyCount(), 2);
    QVERIFY(f.errors.isEmpty());
}

void TestSingleInstance::badMessagesAreRefused() {
    Fixture f;
    QVERIFY(f.listening);
    QSignalSpy received(&f.instance, &SingleInstance::commandLine);
    const QList<std::pair<QByteArray, QString>> cases = {
        {"hello\n", QStringLiteral("not JSON")},
        {"[1,2]\n", QStringLiteral("not a JSON object")},
        {"{\"arguments\":[]}\n", QStringLiteral("'gamut' must be 1")},
        {"{\"gamut\":1,\"arguments\":\"--game loa\"}\n", QStringLiteral("'arguments' must be a list")},
        {"{\"gamut\":1,\"arguments\":[\"--game\",7]}\n", QStringLiteral("argument 2 is not a string")},
        {QByteArray(SingleInstance::kMaxMessage + 10, 'x'), QStringLiteral("longer than")},
    };
    for (const auto &[bytes, expected] : cases) {
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("was refused: error: ")));
        const QString reply = replyTo(f.name, bytes);
        qInfo("%s -> %s", bytes.left(40).constData(), qPrintable(reply));
        QVERIFY2(reply.startsWith(QLatin1String("error: ")) && reply.contains(expected), qPrintable(reply));
    }
    // A command line the window cannot read is said in the status line; nothing changes.
    QString error;
    QCOMPARE(sendFromAnotherThread(f.name, {QStringLiteral("--game"), QStringLiteral("chess")}, &error),
             SingleInstance::Sent::Delivered);
    QTRY_COMPARE(received.count(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(f.asked, 0);
    QVERIFY(f.unchanged());
    // And the window still listens.
    QCOMPARE(sendFromAnotherThread(f.name, {}, &error), SingleInstance::Sent::Delivered);
    QTRY_COMPARE(received.count(), 2);
    QVERIFY(f.unchanged());
}

void TestSingleInstance::oneListenerPerName() {
    const QString name = uniqueName();
    SingleInstance first;
    QVERIFY(first.listen(name));
    SingleInstance second;
    QVERIFY(!second.listen(name));
    qInfo("second listener: %s", qPrintable(second.errorString()));
    QVERIFY(second.errorString().contains(QLatin1String("another Gamut window")));
    QString error;
    QCOMPARE(SingleInstance::send(uniqueName(), {}, &error, 1000), SingleInstance::Sent::NoServer);
}

void TestSingleInstance::noDisplayNoSharing() {
    // Offscreen (as the tests run under ctest) there is no screen to share: every window is its own.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QVERIFY(SingleInstance::defaultName().isEmpty());
    else
        QVERIFY(SingleInstance::defaultName().startsWith(QLatin1String("gamut-")));
    // --new-instance: a window of its own (main() then neither sends nor listens).
    QVERIFY(
        parseCommandLine({QStringLiteral("gamut"), QStringLiteral("--new-instance")}, QString()).options.newInstance);
    QVERIFY(!parseCommandLine({QStringLiteral("gamut")}, QString()).options.newInstance);
}

// The real program, started while a window listens on this display: it hands its command line over, says so on its
// output (a script or a terminal would otherwise not know where its game went) and ends at once (issue 29). Only
// where windows are shared (the Xvfb run of the window tests); offscreen nothing is handed over.
void TestSingleInstance::secondProgramSaysItHandedOver() {
    const QString name = SingleInstance::defaultName();
    if (name.isEmpty())
        QSKIP("no window is shared on this platform (the Xvfb run checks this)");
    SingleInstance listener;
    QVERIFY2(listener.listen(name), qPrintable(listener.errorString()));
    QStringList handed;
    connect(&listener, &SingleInstance::commandLine, this, [&](const QStringList &arguments) { handed = arguments; });
    QProcess second;
    second.start(QStringLiteral(GAMUT_APP_PATH), {QStringLiteral("--game"), QStringLiteral("loa")});
    QVERIFY2(second.waitForStarted(10000), qPrintable(second.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(second.state() == QProcess::NotRunning, 30000);
    const QString output = QString::fromLocal8Bit(second.readAllStandardOutput());
    qInfo("the second gamut said: %s", qPrintable(output.trimmed()));
    QCOMPARE(second.exitCode(), 0);
    QTRY_VERIFY(!handed.isEmpty());
    QVERIFY2(output.contains(QLatin1String("handed over")), qPrintable(output));
}

QTEST_MAIN(TestSingleInstance)
#include "test_single_instance.moc"
