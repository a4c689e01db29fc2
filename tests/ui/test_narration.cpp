// What a blind player hears, in every game: the moves (the person's and the computer's reply), thinking, refusals,
// undo, the result, and Describe Position / Describe Last Move; all said through a notification that never takes
// the focus from the board.
#include "windowtesthelpers.h"

#include "ui/board/accessibleevents.h"
#include "ui/board/boardview.h"
#include "ui/text/boardreading.h"
#include "ui/text/cellphrase.h"
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

// The notifications a screen reader was told of (an accessible event whose object is a Notification), in order: it
// asks for their words when it comes to them, which may be after the next one was made.
QList<QAccessible::Id> notified;
void recordNotification(QAccessibleEvent *event) {
    QAccessibleInterface *iface = event->accessibleInterface();
    if (iface && iface->role() == QAccessible::Notification &&
        (event->type() == QAccessible::NameChanged || event->type() == QAccessible::ObjectShow))
        notified << QAccessible::uniqueId(iface);
}
QStringList notifiedWords() {
    QStringList words;
    for (QAccessible::Id id : std::as_const(notified))
        if (QAccessibleInterface *iface = QAccessible::accessibleInterface(id); iface && iface->isValid())
            words << iface->text(QAccessible::Name);
    return words;
}

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

// A person's first legal move, played on the board with the mouse (a game whose moves start from a piece: the piece,
// then its target).
QString clickFirstMove(MainWindow &window) {
    BoardView *board = window.board();
    MoveList moves;
    window.model()->position().legalMoves(moves);
    const Move move = moves[0];
    const QString token = QString::fromStdString(window.model()->position().moveText(move));
    const MoveCells cells = window.model()->position().moveCells(move);
    if (test::inputOf(window.model()->gameId()) == BoardTraits::Input::PickPiece)
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
    void announcementsKeepTheirWords_data();
    void announcementsKeepTheirWords();
    void describePosition_data();
    void describePosition();
    void describeLastMove_data();
    void describeLastMove();
    void movesSayWhatTheyDid_data();
    void movesSayWhatTheyDid();
    void fewChoicesComeWithTheMove_data();
    void fewChoicesComeWithTheMove();
};

// Each announcement is a notification of its own (a label whose accessible role is Notification), shown when it is
// made, never taking the focus; sentences of one turn are said together.
void TestNarration::announcerIsANotification() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    showActive(window);
    Announcer *announcer = narrationOf(window)->announcer();
    QTest::qWait(20); // the new game's announcement
    const int made = int(announcer->notifications().size());
    QSignalSpy spy(announcer, &Announcer::announced);
    announcer->announce(QStringLiteral("Black b1-b3"));
    announcer->announce(QStringLiteral("White is thinking"));
    QTRY_COMPARE(spy.count(), 1); // said together, in one notification
    QCOMPARE(announcer->lastAnnouncement(), QStringLiteral("Black b1-b3. White is thinking."));
    QCOMPARE(announcer->notifications().size(), made + 1);
    QLabel *first = announcer->notifications().last();
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(first);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Notification);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Black b1-b3. White is thinking."));
    QVERIFY(first->isVisible());
    announcer->announce(QStringLiteral("Black b1-b3"));
    QTRY_COMPARE(spy.count(), 2);
    // A new notification, so that the same words are said again; the first keeps its own.
    QCOMPARE(announcer->notifications().size(), made + 2);
    QVERIFY(announcer->notifications().last() != first);
    QVERIFY(announcer->notifications().last()->isVisible());
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Black b1-b3. White is thinking."));
    // A later sentence of the same topic in one turn replaces the earlier one.
    announcer->announce(QStringLiteral("New game: Atoms"), QStringLiteral("game"));
    announcer->announce(QStringLiteral("Black b1-b3"));
    announcer->announce(QStringLiteral("New game: Lines of Action"), QStringLiteral("game"));
    QTRY_COMPARE(spy.count(), 3);
    QCOMPARE(announcer->lastAnnouncement(), QStringLiteral("New game: Lines of Action. Black b1-b3."));
    QCOMPARE(QApplication::focusWidget(), window.board()); // never takes the focus
    for (QLabel *note : announcer->notifications())
        QVERIFY(note->focusPolicy() == Qt::NoFocus);
    // A sentence said last comes after the others of its turn; one withdrawn before the turn ends is not said.
    announcer->announceLast(QStringLiteral("Green is thinking"), QStringLiteral("thinking:1"));
    announcer->announce(QStringLiteral("Red b6"));
    QTRY_COMPARE(spy.count(), 4);
    QCOMPARE(announcer->lastAnnouncement(), QStringLiteral("Red b6. Green is thinking."));
    announcer->announce(QStringLiteral("Red b6"));
    announcer->announceLast(QStringLiteral("Green is thinking"), QStringLiteral("thinking:1"));
    announcer->withdraw(QStringLiteral("thinking:1"));
    announcer->announce(QStringLiteral("Green c4"));
    QTRY_COMPARE(spy.count(), 5);
    QCOMPARE(announcer->lastAnnouncement(), QStringLiteral("Red b6. Green c4."));
    // Old notifications go: never more than Announcer::kKept.
    for (int i = 0; i < Announcer::kKept + 3; ++i) {
        announcer->announce(QStringLiteral("Move %1").arg(i));
        QTRY_COMPARE(announcer->lastAnnouncement(), QStringLiteral("Move %1.").arg(i));
    }
    QCOMPARE(announcer->notifications().size(), Announcer::kKept);
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
    // The move first, then whose turn it is now (the seats hear of the move before the narration does); a reply
    // that came in the same turn is said with the move, and its "thinking" is not said after it.
    const QString thinking = QStringLiteral("%1 is thinking").arg(second);
    const qsizetype said = heard.text().indexOf(QStringLiteral("%1 %2").arg(first, mine));
    const qsizetype replied = heard.text().indexOf(QStringLiteral("%1 %2").arg(second, reply));
    if (heard.text().contains(thinking)) {
        QVERIFY2(said < heard.text().indexOf(thinking), qPrintable(heard.text()));
        QVERIFY2(heard.text().indexOf(thinking) < replied, qPrintable(heard.text()));
    }
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

void TestNarration::announcementsKeepTheirWords_data() { movesAndReply_data(); }

// A fast reply does not replace the move before it is said: each announcement is a notification of its own that
// keeps its words until the screen reader has read them (Orca reads a notification's name when it comes to its
// event, after the reply's may already be there).
void TestNarration::announcementsKeepTheirWords() {
    QFETCH(QString, game);
    MainWindow window;
    GameSetup setup = test::humans(game);
    setup.seats[1] = QStringLiteral("level:1");
    window.newGame(setup);
    window.turns()->setMinimumDelay(0);
    showActive(window);
    Heard heard(window);
    notified.clear();
    accessibleEvents::setWatcher(recordNotification);
    const QString mine = clickFirstMove(window);
    QTRY_COMPARE(window.model()->plyCount(), 2);
    const QString reply = window.model()->moveTexts().at(1);
    const QString first = labels::sideName(game, 0), second = labels::sideName(game, 1);
    QTRY_VERIFY2(heard.text().contains(QStringLiteral("%1 %2").arg(second, reply)), qPrintable(heard.text()));
    accessibleEvents::setWatcher(nullptr);
    // What the screen reader gets when it reads each notification now, after both were made.
    const QString words = notifiedWords().join(QLatin1String(" | "));
    qInfo("read: %s", qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("%1 %2").arg(first, mine)), qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("%1 %2").arg(second, reply)), qPrintable(words));
    QCOMPARE(notifiedWords().size(), heard.all().size()); // one notification per announcement
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
        const QRegularExpression named(QStringLiteral("[ :,;]%1( and|[,.;]| )").arg(name));
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
    for (const QString &game : test::gameIds()) // what the game's facts say a move did
        QTest::newRow(qPrintable(game)) << game << QString::fromUtf8(test::uiFactsOf(game).lastMoveEffect);
}

// Describe Last Move (L) says the move and what it did; the game is played on until the effect shows up.
void TestNarration::describeLastMove() {
    QFETCH(QString, game);
    QFETCH(QString, effect);
    QVERIFY2(!effect.isEmpty(), qPrintable(game + ": no lastMoveEffect in ui/games/" + game + "/tests/facts.cpp"));
    MainWindow window;
    window.newGame(test::humans(game));
    showActive(window);
    Heard heard(window);
    QTest::keyClick(window.board(), Qt::Key_L);
    QTRY_VERIFY(!heard.all().isEmpty());
    QCOMPARE(heard.all().last(), QStringLiteral("No move yet."));
    for (int ply = 0; ply < 120 && !window.model()->isOver(); ++ply) {
        // Prefer a move onto an opponent's piece (a capture), so that one comes soon; otherwise the first legal move.
        MoveList moves;
        const GameState &position = window.model()->position();
        position.legalMoves(moves);
        Move chosen = moves[0];
        for (Move m : moves) {
            const int owner = position.cellFace(position.moveCells(m).to).owner;
            if (owner >= 0 && owner != position.turn())
                chosen = m;
        }
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
            // L again says the move before, and again the one before that, back to the first.
            for (int back = 1; back <= ply; ++back) {
                heard.spy.clear();
                QTest::keyClick(window.board(), Qt::Key_L);
                QTRY_VERIFY(!heard.all().isEmpty());
                const int at = ply + 1 - back;
                QVERIFY2(heard.all().last().startsWith(
                             QStringLiteral("Move %1: %2").arg(at).arg(phrases::move(*window.model(), at))),
                         qPrintable(heard.all().last()));
                if (back == 1)
                    qInfo("L again: %s", qPrintable(heard.all().last()));
            }
            heard.spy.clear();
            QTest::keyClick(window.board(), Qt::Key_L);
            QTRY_VERIFY(!heard.all().isEmpty());
            QCOMPARE(heard.all().last(), QStringLiteral("No earlier move."));
            return;
        }
    }
    QFAIL("the effect never showed");
}

void TestNarration::movesSayWhatTheyDid_data() { movesAndReply_data(); }

// A move's announcement says what it did, as the board shows it: every cell it set with its new content, an
// explosion, a capture, where a head went and the cells it claimed, a tower taken, colours turned. Checked by the
// kind of each step the move's effects have, over the first 60 moves of a game.
void TestNarration::movesSayWhatTheyDid() {
    QFETCH(QString, game);
    MainWindow window;
    window.newGame(test::humans(game));
    showActive(window);
    Heard heard(window);
    QSet<int> kinds;
    for (int ply = 0; ply < 60 && !window.model()->isOver(); ++ply) {
        const GameState &before = window.model()->position();
        MoveList moves;
        before.legalMoves(moves);
        const Move move = moves[(ply * 7) % moves.size()];
        const MoveEffects effects = before.describeMove(move);
        const std::unique_ptr<GameState> after = before.clone();
        after->play(move);
        QStringList expected;
        const bool explodes =
            std::any_of(effects.begin(), effects.end(), [](const EffectStep &s) { return s.kind == EffectKind::Wave; });
        for (const EffectStep &step : effects) {
            kinds.insert(int(step.kind));
            switch (step.kind) {
            case EffectKind::Place:
            case EffectKind::Value:
                if (!explodes)
                    expected << QStringLiteral("now ") + cellContent(game, *after, step.changes.front().cell);
                break;
            case EffectKind::Wave:
                expected << QStringLiteral("exploded");
                break;
            case EffectKind::Capture:
                expected << QStringLiteral("took the %1 piece on %2")
                                .arg(labels::sideName(game, before.cellFace(step.path.front()).owner).toLower(),
                                     cellLabel(before, step.path.front()));
                break;
            case EffectKind::Claim:
                expected << QStringLiteral("head to %1").arg(cellLabel(before, step.path.back()));
                break;
            case EffectKind::Tower:
                expected << QStringLiteral("took the tower on %1").arg(cellLabel(before, step.path.front()));
                break;
            case EffectKind::Ray:
                expected << QStringLiteral("turned ");
                break;
            case EffectKind::Slide:
            case EffectKind::Win:
                break;
            }
        }
        heard.spy.clear();
        window.model()->playMove(move);
        QTRY_VERIFY(!heard.all().isEmpty());
        const QString said = heard.all().first();
        QVERIFY2(said.startsWith(phrases::move(*window.model(), ply + 1)), qPrintable(said));
        for (const QString &words : std::as_const(expected))
            QVERIFY2(said.contains(words), qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(said, words)));
        if (ply < 3 || said.contains(QLatin1String("exploded")) || said.contains(QLatin1String("tower")))
            qInfo("%s", qPrintable(said));
    }
    QVERIFY(!kinds.isEmpty());
}

void TestNarration::fewChoicesComeWithTheMove_data() { movesAndReply_data(); }

// When a person at this screen is to move and has only a few moves (Trails' directions, a board's last cells), the
// move just played is said with them and what each would do, as Shift+M says them: a listener need not ask after every
// reply. With many, or with a computer to move, the move is said alone.
void TestNarration::fewChoicesComeWithTheMove() {
    QFETCH(QString, game);
    MainWindow window;
    window.newGame(test::humans(game));
    showActive(window);
    Heard heard(window);
    int withChoices = 0, alone = 0;
    for (int ply = 0; ply < 120 && !window.model()->isOver(); ++ply) {
        MoveList moves;
        window.model()->position().legalMoves(moves);
        heard.spy.clear();
        window.model()->playMove(moves[(ply * 7) % moves.size()]);
        QTRY_VERIFY(!heard.all().isEmpty());
        const QString said = heard.all().first();
        const GameState &now = window.model()->position();
        MoveList next;
        now.legalMoves(next);
        if (!window.model()->isOver() && next.size() <= reading::kPreviewed) {
            QVERIFY2(said.endsWith(reading::legalMoves(game, now, -1)), qPrintable(said));
            if (withChoices++ == 0)
                qInfo("%s", qPrintable(said));
        } else {
            QVERIFY2(!said.contains(QLatin1String("legal move")), qPrintable(said));
            ++alone;
        }
    }
    qInfo("%d moves said with the choices after them, %d alone", withChoices, alone);

    // A computer to move: its choices are nobody's to hear.
    GameSetup setup = test::humans(game);
    setup.seats[1] = QStringLiteral("level:1");
    window.newGame(setup);
    window.turns()->setPaused(true);
    MoveList moves;
    window.model()->position().legalMoves(moves);
    heard.spy.clear();
    window.model()->playMove(moves[0]);
    QTRY_VERIFY(!heard.all().isEmpty());
    QVERIFY2(!heard.all().first().contains(QLatin1String("legal move")), qPrintable(heard.all().first()));
}

QTEST_MAIN(TestNarration)
#include "test_narration.moc"
