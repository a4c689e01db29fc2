// Accessibility: keyboard-only navigation (Tab reaches every control of the settings dialog's pages, the new game
// dialog, the statistics and rules dialogs and the players-and-graphics dock), an accessible name on every control.
// The board's cells are read in test_board_accessible.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/dialogs/statisticsdialog.h"
#include "ui/panels/playerspanel.h"
#include "ui/window/accessibility.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QComboBox>
#include <QListWidget>
#include <QSet>
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

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
