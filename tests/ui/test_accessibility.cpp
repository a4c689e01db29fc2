// Accessibility: keyboard-only navigation (Tab reaches every control of the settings dialog's pages, the new game
// dialog, the statistics and rules dialogs and the players-and-graphics dock), an accessible name on every control.
// The board's cells are read in test_board_accessible.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/rulesdiagram.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/dialogs/statisticsdialog.h"
#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/panels/playerspanel.h"
#include "ui/window/accessibility.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/panefocus.h"

#include "core/play/turncontroller.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QListWidget>
#include <QPointer>
#include <QSet>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>

using namespace gamut;

namespace {

// The controls a person must be able to reach with Tab: visible, enabled, taking focus from the keyboard.
QList<QWidget *> reachable(QWidget *root) {
    QList<QWidget *> list;
    for (QWidget *widget : root->findChildren<QWidget *>())
        if (widget->isVisibleTo(root) && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus) &&
            !widget->focusProxy() && !qobject_cast<QTabBar *>(widget))
            list << widget;
    return list;
}

// Presses Tab until focus comes back where it started (at most 3 rounds of `expected`), collecting what got focus.
QSet<QWidget *> tabAround(QWidget *window, int expected) {
    QSet<QWidget *> seen;
    for (int i = 0; i < 3 * expected + 5; ++i) {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            break;
        seen.insert(focus);
        QTest::keyClick(focus, Qt::Key_Tab);
        if (window->isHidden())
            break;
    }
    return seen;
}

void checkTabReachesAll(QWidget *window, QWidget *root) {
    const QList<QWidget *> controls = reachable(root);
    QVERIFY(!controls.isEmpty());
    const QSet<QWidget *> seen = tabAround(window, int(controls.size()));
    for (QWidget *control : controls) {
        QVERIFY2(seen.contains(control), qPrintable(QStringLiteral("Tab never reaches %1 \"%2\" in %3")
                                                        .arg(QLatin1String(control->metaObject()->className()),
                                                             control->accessibleName(), window->objectName())));
        QVERIFY2(
            !control->accessibleName().isEmpty() || !control->property("text").toString().isEmpty(),
            qPrintable(
                QStringLiteral("%1 has no accessible name").arg(QLatin1String(control->metaObject()->className()))));
    }
}

// Stands in for Qt's accessibility bridge and a screen reader (Orca): an application event filter that holds back
// every key press coming from the window system, asks the "screen reader", and sends the key again (no longer
// spontaneous) when the screen reader let it pass, as Qt's bridge does after the answer over D-Bus. The screen
// reader takes every key while its modifier (Insert) is held.
class FakeScreenReader : public QObject {
public:
    FakeScreenReader() { qApp->installEventFilter(this); }
    ~FakeScreenReader() override { qApp->removeEventFilter(this); }
    QStringList taken;
    bool eventFilter(QObject *target, QEvent *event) override {
        if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
            return false;
        if (!event->spontaneous())
            return false; // sent again by the bridge itself
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Insert) {
            modifier_ = event->type() == QEvent::KeyPress;
            return true;
        }
        if (modifier_) {
            if (event->type() == QEvent::KeyPress)
                taken << QKeySequence(key->keyCombination()).toString();
            return true;
        }
        QPointer<QObject> to = target;
        auto *copy = new QKeyEvent(key->type(), key->key(), key->modifiers(), key->text(), key->isAutoRepeat());
        QTimer::singleShot(0, this, [to, copy] {
            if (to)
                QCoreApplication::sendEvent(to, copy);
            delete copy;
        });
        return true;
    }

private:
    bool modifier_ = false;
};

void showActive(QWidget *window) {
    window->show();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void settingsDialogByTab();
    void newGameDialogByTab();
    void otherDialogsByTab();
    void dockByTab();
    void historyIsNoTrap();
    void historyLeavesTheFocus();
    void historySaysUndoneMoves();
    void panesCycleWithF6();
    void combosSayPurposeAndValue();
    void everyTabStopSpeaks();
    void dialogsTabOptionsFirst();
    void screenReaderKeysStayItsOwn();
    void rulesReadByLineWithDiagramsInWords();
    void panesSayTheirNames();
    void playersDockKeepsTheKeyboard();
};

void TestAccessibility::settingsDialogByTab() {
    SettingsDialog dialog(QStringLiteral("loa"));
    dialog.kindBox(1)->setCurrentIndex(1); // the level box is enabled, so it must be reachable too
    accessibility::nameControls(&dialog);
    showActive(&dialog);
    for (int page = 0; page < dialog.pages()->count(); ++page) {
        dialog.pages()->setCurrentIndex(page);
        reachable(dialog.pages()->currentWidget()).constFirst()->setFocus();
        QVERIFY(QApplication::focusWidget());
        checkTabReachesAll(&dialog, dialog.pages()->currentWidget());
    }
    // Ctrl+Tab turns the pages from the keyboard.
    dialog.pages()->setCurrentIndex(0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(dialog.pages()->currentIndex(), 1);
}

void TestAccessibility::newGameDialogByTab() {
    GameSetup setup = test::humans(QStringLiteral("trails"));
    setup.seats[1] = QStringLiteral("level:2");
    NewGameDialog dialog(setup);
    accessibility::nameControls(&dialog);
    showActive(&dialog);
    dialog.gameList()->setFocus();
    checkTabReachesAll(&dialog, &dialog);
    // A custom set-up (Trails' size and towers) has its editor's fields in the Tab order too.
    const int custom = dialog.variantBox()->count() - 1;
    QVERIFY(custom > 0);
    dialog.variantBox()->setCurrentIndex(0);
    const int before = int(reachable(&dialog).size());
    dialog.variantBox()->setCurrentIndex(custom);
    dialog.gameList()->setFocus();
    checkTabReachesAll(&dialog, &dialog);
    QVERIFY2(reachable(&dialog).size() > before, qPrintable(dialog.variantBox()->currentText()));
    qInfo("with %s: %d Tab stops (%d before)", qPrintable(dialog.variantBox()->currentText()),
          int(reachable(&dialog).size()), before);
}

void TestAccessibility::otherDialogsByTab() {
    StatisticsDialog statistics;
    accessibility::nameControls(&statistics);
    showActive(&statistics);
    statistics.table()->setFocus();
    checkTabReachesAll(&statistics, &statistics);
    statistics.close();

    RulesDialog rules(QStringLiteral("atoms"));
    accessibility::nameControls(&rules);
    showActive(&rules);
    rules.gameBox()->setFocus();
    checkTabReachesAll(&rules, &rules);
    QVERIFY(rules.browser()->toPlainText().contains(QLatin1String("critical mass")));
}

void TestAccessibility::dockByTab() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    window.turns()->setPaused(true);
    showActive(&window);
    window.playersPanel()->kindBox(0)->setFocus();
    const QList<QWidget *> controls = reachable(window.playersPanel());
    const QSet<QWidget *> seen = tabAround(&window, int(window.findChildren<QWidget *>().size()));
    for (QWidget *control : controls) {
        QVERIFY2(seen.contains(control), control->metaObject()->className());
        QVERIFY2(!control->accessibleName().isEmpty(), control->metaObject()->className());
    }
    QVERIFY(seen.contains(window.board())); // and on to the board, which plays from the keyboard
}

// Tab, Shift+Tab and Ctrl+Tab leave the History table; Escape there goes back to the board.
void TestAccessibility::historyIsNoTrap() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    test::playMoves(*window.model(), 6);
    showActive(&window);
    QTableView *history = window.historyDock()->view();
    for (const auto &[key, modifiers] : QList<std::pair<Qt::Key, Qt::KeyboardModifiers>>{
             {Qt::Key_Tab, Qt::NoModifier}, {Qt::Key_Backtab, Qt::ShiftModifier}, {Qt::Key_Tab, Qt::ControlModifier}}) {
        history->setFocus();
        QCOMPARE(QApplication::focusWidget(), history);
        QTest::keyClick(history, key, modifiers);
        QVERIFY2(
            QApplication::focusWidget() != history,
            qPrintable(QStringLiteral("key %1 stays in the history").arg(QKeySequence(key | modifiers).toString())));
    }
    history->setFocus();
    QTest::keyClick(history, Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), window.board());
    QCOMPARE(window.model()->ply(), 6); // Escape only moved the focus
}

// While the board has the keyboard, a move marks the history's current ply by selection without making it the
// table's current cell: Qt 6.4 sends the screen reader's focus to the table on every change of current cell.
void TestAccessibility::historyLeavesTheFocus() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("atoms")));
    showActive(&window);
    QCOMPARE(QApplication::focusWidget(), window.board());
    QTableView *history = window.historyDock()->view();
    QSignalSpy current(history->selectionModel(), &QItemSelectionModel::currentChanged);
    for (int i = 0; i < 4; ++i) {
        QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(i * 9));
        QCOMPARE(window.model()->plyCount(), i + 1);
    }
    window.actions()->undo->trigger();
    QCOMPARE(QApplication::focusWidget(), window.board());
    QCOMPARE(current.count(), 0);
    const QModelIndex marked = window.historyDock()->historyModel()->indexOfPly(3);
    QVERIFY(history->selectionModel()->isSelected(marked));
    // Once the table has the focus, its cell cursor is on the marked move, and the arrows walk from there.
    history->setFocus();
    QCOMPARE(history->currentIndex(), marked);
    QCOMPARE(current.count(), 1); // straight to the marked move, not through the first one
    QTest::keyClick(history, Qt::Key_Left);
    QCOMPARE(window.model()->ply(), 2);
    QCOMPARE(history->currentIndex(), window.historyDock()->historyModel()->indexOfPly(2));
}

// The table has a name, and each move says whose it is and whether it is current or taken back.
void TestAccessibility::historySaysUndoneMoves() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    test::playMoves(*window.model(), 4);
    window.model()->undo();
    QTableView *history = window.historyDock()->view();
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(history);
    QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Moves"));
    QAccessibleTableInterface *cells = table->tableInterface();
    QVERIFY(cells);
    const QStringList moves = window.model()->moveTexts();
    QCOMPARE(cells->cellAt(0, 0)->text(QAccessible::Name), QStringLiteral("Black %1").arg(moves[0]));
    QCOMPARE(cells->cellAt(1, 0)->text(QAccessible::Name), QStringLiteral("Black %1, current").arg(moves[2]));
    QCOMPARE(cells->cellAt(1, 1)->text(QAccessible::Name), QStringLiteral("White %1, taken back").arg(moves[3]));
}

// F6 goes from the board to each visible dock and back; Shift+F6 the other way.
void TestAccessibility::panesCycleWithF6() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("trails")));
    showActive(&window);
    auto *panes = window.findChild<PaneFocus *>(QStringLiteral("paneFocus"));
    QVERIFY(panes);
    QCOMPARE(panes->nextPane()->shortcut(), QKeySequence(Qt::Key_F6));
    auto paneOfFocus = [&]() -> QWidget * {
        for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget())
            if (w == window.board() || qobject_cast<QDockWidget *>(w))
                return w;
        return nullptr;
    };
    QList<QWidget *> visited{paneOfFocus()};
    // Only the visible docks count: the Review dock shows once there is a review.
    auto *reviewDock = window.findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QVERIFY(reviewDock && !reviewDock->isVisible());
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        visited << paneOfFocus();
    }
    QCOMPARE(visited, (QList<QWidget *>{window.board(), window.playersDock(), window.historyDock(), window.board()}));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
    QCOMPARE(paneOfFocus(), window.historyDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), window.board());
}

// A combo box says what it is for and what it holds ("Theme: Light"), also after a change.
void TestAccessibility::combosSayPurposeAndValue() {
    MainWindow window;
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.seats[1] = QStringLiteral("level:3");
    window.newGame(setup);
    window.turns()->setPaused(true);
    showActive(&window);
    auto check = [](QWidget *root) {
        for (QComboBox *combo : root->findChildren<QComboBox *>()) {
            if (!combo->isVisibleTo(root) || !combo->isEnabled())
                continue;
            combo->setFocus(); // what a screen reader hears as the focus arrives
            const QString name = QAccessible::queryAccessibleInterface(combo)->text(QAccessible::Name);
            QVERIFY2(name.endsWith(QStringLiteral(": ") + combo->currentText()) &&
                         name.size() > combo->currentText().size() + 2,
                     qPrintable(name));
        }
    };
    check(window.playersPanel());
    QComboBox *kind = window.playersPanel()->kindBox(1);
    kind->setFocus();
    const QString before = QAccessible::queryAccessibleInterface(kind)->text(QAccessible::Name);
    QVERIFY2(before.startsWith(QLatin1String("White")), qPrintable(before));
    qInfo("the second side's seat: \"%s\"", qPrintable(before));
    kind->setCurrentIndex(0);
    check(window.playersPanel());

    SettingsDialog dialog(QStringLiteral("atoms"));
    accessibility::nameControls(&dialog);
    for (int page = 0; page < dialog.pages()->count(); ++page)
        check(dialog.pages()->widget(page));

    // New Game: the variant, the seats, their levels and the clock.
    NewGameDialog newGame(setup);
    accessibility::nameControls(&newGame);
    showActive(&newGame);
    check(&newGame);
    // Each box says what it chooses, not only whose it is: the two of a side ("Black: Computer", "Black: Level 3")
    // were told apart by their values alone.
    QStringList purposes;
    for (QComboBox *combo : newGame.findChildren<QComboBox *>())
        if (combo->isVisibleTo(&newGame)) {
            const QString name = QAccessible::queryAccessibleInterface(combo)->text(QAccessible::Name);
            const QString value = combo->currentText();
            qInfo("New Game: \"%s\"", qPrintable(name));
            QVERIFY2(name.endsWith(value), qPrintable(name));
            const QString purpose = name.chopped(value.size());
            QVERIFY2(!purposes.contains(purpose), qPrintable(QStringLiteral("two boxes named \"%1\"").arg(purpose)));
            purposes << purpose;
        }
}

// Every stop of Tab in the main window has a name a screen reader can say.
void TestAccessibility::everyTabStopSpeaks() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("atom4")));
    window.turns()->setPaused(true);
    showActive(&window);
    window.board()->setFocus();
    QStringList silent;
    for (int i = 0; i < 60; ++i) {
        QWidget *focus = QApplication::focusWidget();
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(focus);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty())
            silent << QLatin1String(focus->metaObject()->className());
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    QVERIFY2(silent.isEmpty(), qPrintable(silent.join(QStringLiteral(", "))));
}

// Dialogs: Tab goes through every option before the buttons.
void TestAccessibility::dialogsTabOptionsFirst() {
    NewGameDialog newGame(test::humans(QStringLiteral("loa")));
    SettingsDialog settings(QStringLiteral("loa"));
    for (QDialog *dialog : {static_cast<QDialog *>(&newGame), static_cast<QDialog *>(&settings)}) {
        accessibility::optionsBeforeButtons(dialog);
        showActive(dialog);
        QWidget *first = reachable(dialog).constFirst();
        QList<QWidget *> order;
        for (QWidget *w = first; order.size() < 80; w = w->nextInFocusChain()) {
            if (dialog->isAncestorOf(w) && w->isVisibleTo(dialog) && (w->focusPolicy() & Qt::TabFocus) &&
                !w->focusProxy() && !order.contains(w))
                order << w;
            if (w->nextInFocusChain() == first)
                break;
        }
        // From the focus the dialog opens with, Tab passes every option before any button.
        const auto isButton = [](QWidget *w) { return qobject_cast<QDialogButtonBox *>(w->parentWidget()) != nullptr; };
        const int start = int(order.indexOf(QApplication::focusWidget()));
        QVERIFY(start >= 0);
        QVERIFY(!isButton(order[start]));
        QStringList walk;
        bool seenButton = false;
        for (int i = 0; i < order.size(); ++i) {
            QWidget *w = order[(start + i) % order.size()];
            walk << QLatin1String(w->metaObject()->className());
            QVERIFY2(!(seenButton && !isButton(w)), qPrintable(walk.join(QStringLiteral(", "))));
            seenButton = seenButton || isButton(w);
        }
        qInfo("%s: %s", dialog->metaObject()->className(), qPrintable(walk.join(QStringLiteral(", "))));
        dialog->close();
    }
}

// With the screen reader's modifier held, the window's shortcuts (H: Hint, F11: Full Screen, L: Describe Last Move)
// leave the key to the screen reader (Orca+H is its learn mode, Orca+F11 its row/cell switch); without it they work
// as ever, the key having passed the screen reader first.
void TestAccessibility::screenReaderKeysStayItsOwn() {
    MainWindow window;
    window.newGame(test::humans(test::gameIds().constFirst()));
    showActive(&window);
    window.board()->setFocus();
    QAction *hint = window.actions()->hint;
    QVERIFY(hint->isEnabled());
    QSignalSpy hints(hint, &QAction::triggered);
    QSignalSpy fullScreen(window.actions()->fullScreen, &QAction::triggered);
    FakeScreenReader reader;
    QTest::keyPress(window.board(), Qt::Key_Insert);
    QTest::keyClick(window.board(), Qt::Key_H);
    QTest::keyClick(window.board(), Qt::Key_F11);
    QTest::keyRelease(window.board(), Qt::Key_Insert);
    QTest::qWait(50);
    QCOMPARE(reader.taken, (QStringList{QStringLiteral("H"), QStringLiteral("F11")}));
    QCOMPARE(hints.count(), 0);
    QCOMPARE(fullScreen.count(), 0);
    // The same keys alone pass the screen reader and reach the window's actions.
    QTest::keyClick(window.board(), Qt::Key_H);
    QTRY_COMPARE(hints.count(), 1);
    QCOMPARE(fullScreen.count(), 0);
    // A key that is no shortcut (an arrow) still reaches the board.
    const int cursor = window.board()->cursorCell();
    QTest::keyClick(window.board(), Qt::Key_Left);
    QTRY_VERIFY(window.board()->cursorCell() != cursor);
}

// The rules are a text a screen reader reads line by line (a caret the arrow keys move), and every diagram is also
// in words under its picture.
void TestAccessibility::rulesReadByLineWithDiagramsInWords() {
    for (const QString &game : test::gameIds()) {
        RulesDialog rules(game);
        QVERIFY(rules.browser()->textInteractionFlags() & Qt::TextSelectableByKeyboard);
        const QString text = rules.browser()->toPlainText();
        QFile page(QStringLiteral(":/rules/%1.html").arg(game));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const int diagrams = int(rulesdiagram::references(QString::fromUtf8(page.readAll())).size());
        QCOMPARE(int(text.count(QLatin1String("Diagram: "))), diagrams);
        QAccessibleTextInterface *lines = QAccessible::queryAccessibleInterface(rules.browser())->textInterface();
        QVERIFY(lines);
        int start = -1, end = -1;
        const QString first = lines->textAtOffset(0, QAccessible::LineBoundary, &start, &end);
        QVERIFY(!first.trimmed().isEmpty());
        QVERIFY(end > start && end < lines->characterCount()); // one line, not the whole text
        if (diagrams > 0) {
            const qsizetype at = text.indexOf(QLatin1String("Diagram: "));
            qInfo("%s: %d diagrams, e.g. \"%s\"", qPrintable(game), diagrams,
                  qPrintable(text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at).left(160)));
        }
    }
}

// F6 says each pane by its name as written, "&" and all ("Players & Graphics", not "Players  Graphics").
void TestAccessibility::panesSayTheirNames() {
    MainWindow window;
    window.newGame(test::humans(test::gameIds().constFirst()));
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        const QString name = QAccessible::queryAccessibleInterface(dock)->text(QAccessible::Name);
        QVERIFY2(!name.contains(QLatin1String("  ")) && !name.trimmed().isEmpty(), qPrintable(name));
        QVERIFY2(name == dock->windowTitle() || name == dock->accessibleName(), qPrintable(name));
    }
}

// A choice made in the Players dock from the keyboard leaves the keyboard there (a person stepping through a combo
// box with the arrows was thrown to the board after the first step, a seat changed unheard); a click gives it back
// to the board, so that the mouse user plays on with the keys at once.
void TestAccessibility::playersDockKeepsTheKeyboard() {
    MainWindow window;
    window.newGame(test::humans(test::gameIds().constFirst()));
    window.turns()->setPaused(true);
    showActive(&window);
    QComboBox *level = window.playersPanel()->levelBox(1);
    QComboBox *kind = window.playersPanel()->kindBox(1);
    kind->setFocus();
    QTRY_VERIFY(kind->hasFocus());
    QTest::keyClick(kind, Qt::Key_Down); // Human -> Computer
    QTest::qWait(50);
    QCOMPARE(QApplication::focusWidget(), kind);
    QVERIFY(!window.turns()->isHuman(1));
    QTest::keyClick(kind, Qt::Key_Up); // and back, still there
    QTest::qWait(50);
    QCOMPARE(QApplication::focusWidget(), kind);
    QVERIFY(window.turns()->isHuman(1));
    // The theme's box and a check box too.
    QComboBox *theme = window.playersPanel()->themeBox();
    theme->setFocus();
    QTest::keyClick(theme, Qt::Key_Down);
    QTest::qWait(50);
    QCOMPARE(QApplication::focusWidget(), theme);
    Q_UNUSED(level)
    // Chosen with the mouse: the keyboard goes back to the board.
    QTest::mouseClick(kind, Qt::LeftButton);
    QTRY_VERIFY(kind->view()->isVisible());
    QTest::qWait(QApplication::doubleClickInterval() + 50); // a release this soon after opening is not a choice
    const QModelIndex computer = kind->model()->index(1, 0);
    QTest::mouseClick(kind->view()->viewport(), Qt::LeftButton, {}, kind->view()->visualRect(computer).center());
    QTRY_COMPARE(QApplication::focusWidget(), window.board());
    QVERIFY(!window.turns()->isHuman(1));
}

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
