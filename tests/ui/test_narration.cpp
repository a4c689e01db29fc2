// What a blind player hears, in every game: the moves (the person's and the computer's reply), thinking, refusals,
// undo, the result, and Describe Position / Describe Last Move; all said through a notification that never takes
// the focus from the board.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/text/gamephrases.h"
#include "ui/text/labels.h"
#include "ui/window/actions.h"
#include "ui/window/announcer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/narration.h"

#include "core/play/turncontroller.h"

#include <QAccessible>
#include <QMenuBar>
#include <QSignalSpy>
#include <QtTest>

using namespace gamut;

namespace {

// Counts the times a widget is shown (each announcement is shown anew).
class ShowCounter : public QObject {
public:
    int shows = 0;
    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::Show)
            ++shows;
        return false;
    }
};

Narration *narrationOf(MainWindow &window) { return window.findChild<Narration *>(QStringLiteral("narration")); }

// Everything announced from now on, one string per announcement.
struct Heard {
    explicit Heard(MainWindow &window) : spy(narrationOf(window)->announcer(), &Announcer::announced) {}
    QStringList all() const {
        QStringList list;
        for (const QList<QVariant> &args : spy)
            list << args.at(0).toString();
        return list;
    }
    QString text() const { return all().join(QLatin1Char('\n')); }
    QSignalSpy spy;
};

void showActive(MainWindow &window) {
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.board()->setFocus();
}

// A person's first legal move, played on the board with the mouse (LOA: the piece, then its target).
QString clickFirstMove(MainWindow &window) {
    BoardView *board = window.board();
    MoveList moves;
    window.model()->position().legalMoves(moves);
    const Move move = moves[0];
    const QString token = QString::fromStdString(window.model()->position().moveText(move));
    const MoveCells cells = window.model()->position().moveCells(move);
    if (window.model()->gameId() == QLatin1String("loa"))
        QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, board->cellPosition(cells.from));
    QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, board->cellPosition(cells.to));
    return token;
}

} // namespace

class TestNarration : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void announcerIsANotification();
    void movesAndReply_data();
    void movesAndReply();
    void refusalAndResult();
    void describePosition_data();
    void describePosition();
    void describeLastMove_data();
    void describeLastMove();
};

void TestNarration::announcerIsANotification() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    showActive(window);
    Announcer *announcer = narrationOf(window)->announcer();
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(announcer);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Notification);
    ShowCounter counter;
    announcer->installEventFilter(&counter);
    QSignalSpy spy(announcer, &Announcer::announced);
    announcer->announce(QStringLiteral("Black b1-b3"));
    announcer->announce(QStringLiteral("White is thinking"));
    QTRY_COMPARE(spy.count(), 1); // said together, in one notification
    QCOMPARE(announcer->lastAnnouncement(), QStringLiteral("Black b1-b3. White is thinking."));
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Black b1-b3. White is thinking."));
    QCOMPARE(counter.shows, 1);
    announcer->announce(QStringLiteral("Black b1-b3"));
    QTRY_COMPARE(spy.count(), 2);
    QCOMPARE(counter.shows, 2); // shown anew, so that the same words are said again
    QVERIFY(announcer->isVisible());
    // A later sentence of the same topic in one turn replaces the earlier one.
    announcer->announce(QStringLiteral("New game: Atoms"), QStringLiteral("game"));
    announcer->announce(QStringLiteral("Black b1-b3"));
    announcer->announce(QStringLiteral("New game: Lines of Action"), QStringLiteral("game"));
    QTRY_COMPARE(spy.count(), 3);
    QCOMPARE(announcer->lastAnnouncement(), QStringLiteral("New game: Lines of Action. Black b1-b3."));
    QCOMPARE(QApplication::focusWidget(), window.board()); // never takes the focus
    QVERIFY(announcer->focusPolicy() == Qt::NoFocus);
}

void TestNarration::movesAndReply_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : test::gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

// The person's move, "thinking", the computer's reply, then undo takes both back and says which.
void TestNarration::movesAndReply() {
    QFETCH(QString, game);
    MainWindow window;
    GameSetup setup = test::humans(game);
    setup.seats[1] = QStringLiteral("level:1");
    window.newGame(setup);
    window.turns()->setMinimumDelay(0);
    showActive(window);
    Heard heard(window);
    const QString mine = clickFirstMove(window);
    QTRY_COMPARE(window.model()->plyCount(), 2);
    const QString reply = window.model()->moveTexts().at(1);
    const QString first = labels::sideName(game, 0), second = labels::sideName(game, 1);
    QTRY_VERIFY2(heard.text().contains(QStringLiteral("%1 %2").arg(second, reply)), qPrintable(heard.text()));
    QVERIFY2(heard.text().contains(QStringLiteral("%1 %2").arg(first, mine)), qPrintable(heard.text()));
    QVERIFY2(heard.text().contains(QStringLiteral("%1 is thinking").arg(second)), qPrintable(heard.text()));
    QCOMPARE(QApplication::focusWidget(), window.board());
    qInfo("heard: %s", qPrintable(heard.all().join(QStringLiteral(" | "))));

    heard.spy.clear();
    window.actions()->undo->trigger();
    QTRY_VERIFY(!heard.all().isEmpty());
    QCOMPARE(heard.all().last(), QStringLiteral("took back %1 and %2.").arg(mine, reply));
    window.actions()->redo->trigger();
    QTRY_VERIFY(heard.text().contains(QStringLiteral("replayed %1 and %2.").arg(mine, reply)));
}

// A refused click says why; the end of the game says the result.
void TestNarration::refusalAndResult() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    showActive(window);
    Heard heard(window);
    QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(3 * 8 + 3));
    QTRY_VERIFY(!heard.all().isEmpty());
    QCOMPARE(heard.all().last(), QStringLiteral("d4: pick one of your own pieces first."));

    // Picking a piece from the keyboard says where it may go; Enter on it again puts it back.
    heard.spy.clear();
    BoardView *board = window.board();
    while (board->cursorCell() != 1) // b1
        QTest::keyClick(board, board->cursorCell() % 8 > 1 ? Qt::Key_Left : Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Return);
    QTRY_VERIFY(heard.text().contains(QLatin1String("b1 picked: it can go to ")));
    qInfo("heard: %s", qPrintable(heard.all().last()));
    heard.spy.clear();
    QTest::keyClick(board, Qt::Key_Return);
    QTRY_VERIFY(heard.text().contains(QLatin1String("b1 put back.")));

    window.newGame(test::humans(QStringLiteral("addtraction")));
    heard.spy.clear();
    test::playMoves(*window.model(), 100);
    QVERIFY(window.model()->isOver());
    QTRY_VERIFY(!heard.all().isEmpty());
    const QString result = labels::resultText(*window.model());
    QVERIFY2(heard.all().last().endsWith(result + QLatin1Char('.')), qPrintable(heard.all().last()));
    qInfo("heard: %s", qPrintable(heard.all().last()));
}

void TestNarration::describePosition_data() { movesAndReply_data(); }

// Describe Position (I, in the View menu): the game, whose turn, the figures and every occupied cell.
void TestNarration::describePosition() {
    QFETCH(QString, game);
    MainWindow window;
    window.newGame(test::humans(game));
    test::playMoves(*window.model(), 4);
    showActive(window);
    Narration *narration = narrationOf(window);
    QCOMPARE(narration->describePosition()->shortcut(), QKeySequence(Qt::Key_I));
    QCOMPARE(narration->describeLastMove()->shortcut(), QKeySequence(Qt::Key_L));
    bool inMenu = false;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(narration->describePosition()))
            inMenu = true;
    QVERIFY(inMenu);

    Heard heard(window);
    QTest::keyClick(window.board(), Qt::Key_I);
    QTRY_VERIFY(!heard.all().isEmpty());
    const QString text = heard.all().last();
    qInfo("%s", qPrintable(text));
    QVERIFY(
        text.startsWith(QStringLiteral("%1, after 4 moves. %2 to move.")
                            .arg(labels::gameTitle(game), labels::sideName(game, window.model()->position().turn()))));
    // Every occupied cell is named once.
    const GameState &position = window.model()->position();
    int empty = 0;
    for (int cell = 0; cell < position.geometry().cellCount(); ++cell) {
        const CellFace face = position.cellFace(cell);
        const QString name = window.board()->cellName(cell);
        const QRegularExpression named(QStringLiteral("[ :,]%1( and|[,.])").arg(name));
        if (face.occupied() || face.has(CellFace::Tower))
            QVERIFY2(named.match(text).hasMatch(), qPrintable(name));
        else
            ++empty;
    }
    QVERIFY(text.endsWith(QStringLiteral("%1 cells are empty.").arg(empty)));
    for (const Figure &figure : position.figures())
        QVERIFY2(text.contains(labels::figureLabel(QString::fromLatin1(figure.key))), figure.key);
}

void TestNarration::describeLastMove_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("effect");
    test::GameRows rows;
    rows.row(QStringLiteral("loa")) << "took the piece on";
    rows.row(QStringLiteral("atoms")) << "a chain reaction in";
    rows.row(QStringLiteral("atom4")) << "turned";
    rows.row(QStringLiteral("trails")) << "claimed";
    rows.row(QStringLiteral("addtraction")) << "is now";
    QVERIFY2(rows.missing().isEmpty(), qPrintable("no expected effect for " + rows.missing()));
}

// Describe Last Move (L) says the move and what it did; the game is played on until the effect shows up.
void TestNarration::describeLastMove() {
    QFETCH(QString, game);
    QFETCH(QString, effect);
    MainWindow window;
    window.newGame(test::humans(game));
    showActive(window);
    Heard heard(window);
    QTest::keyClick(window.board(), Qt::Key_L);
    QTRY_VERIFY(!heard.all().isEmpty());
    QCOMPARE(heard.all().last(), QStringLiteral("No move yet."));
    for (int ply = 0; ply < 120 && !window.model()->isOver(); ++ply) {
        // Prefer a move that takes (LOA) so that the capture comes soon; otherwise the first legal move.
        MoveList moves;
        window.model()->position().legalMoves(moves);
        Move chosen = moves[0];
        for (Move m : moves)
            if (window.model()->position().cellFace(window.model()->position().moveCells(m).to).owner >= 0 &&
                game == QLatin1String("loa"))
                chosen = m;
        window.model()->playMove(chosen);
        heard.spy.clear();
        QTest::keyClick(window.board(), Qt::Key_L);
        QTRY_VERIFY(!heard.all().isEmpty());
        const QString text = heard.all().last();
        // (the end of the game, announced as the move was played, may come in the same notification)
        const QString expected = QStringLiteral("Last move: %1").arg(phrases::move(*window.model(), ply + 1));
        QVERIFY2(text.contains(expected), qPrintable(text));
        if (text.contains(effect)) {
            qInfo("after %d moves: %s", ply + 1, qPrintable(text));
            return;
        }
    }
    QFAIL("the effect never showed");
}

QTEST_MAIN(TestNarration)
#include "test_narration.moc"
