// Focus, keyboard and words in the window: the keyboard back on the board after a dock choice and after a dialog,
// dock combo boxes deaf to the wheel unless focused, the same reason for a click and a key (Trails), no doubled
// cell name (Atoms), LOA's movable pieces under the mouse, the menu's "Players & Graphics", Configure's variant
// names, no level boxes for a person's seat, where the file dialogs start, and the first start's New Game dialog.
#include "windowtesthelpers.h"

#include "ui/board/boardlayout.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/playerspanel.h"
#include "ui/theme/theme.h"
#include "ui/theme/windowpalette.h"
#include "ui/window/actions.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"
#include "core/registry.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include <cmath>

using namespace gamut;

namespace {

// The box whose purpose is `accessibleName`: its name is that, or "<that>: <its value>" once it has been shown.
QComboBox *comboNamed(QWidget *parent, const QString &accessibleName) {
    for (QComboBox *combo : parent->findChildren<QComboBox *>())
        if (combo->accessibleName() == accessibleName || combo->accessibleName().startsWith(accessibleName + u':'))
            return combo;
    return nullptr;
}

void showWindow(MainWindow &window) {
    window.resize(1200, 800);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

} // namespace

class TestWindowDetails : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void firstStartOpensNewGame(); // first: the settings are still empty
    void focusBackToTheBoardAfterADockChoice();
    void focusBackToTheBoardAfterADialog();
    void dockCombosIgnoreTheWheelUnlessFocused();
    void figuresInTheirGamesWords();
    void trailsClickAndKeyGiveTheSameReason();
    void atomsReasonNamesTheCellOnce();
    void loaMovablePieceUnderTheMouse();
    void menuSaysPlayersAndGraphics();
    void configureNamesVariantsAsNewGame();
    void personSeatShowsNoLevel();
    void fileDialogsStartInTheLastFolder();
    void atom4PointsHaveTheirLetters();
    void atom4LegalPointsAreLargeEnough();
    void mediaIconsStandOutInDark();
};

void TestWindowDetails::firstStartOpensNewGame() {
    QVERIFY(!AppSettings::hasLastGame());
    {
        MainWindow window;
        showWindow(window);
        test::ModalWatcher watcher;
        window.start();
        QTRY_COMPARE(watcher.seen(), 1);
        qInfo("first start opened: %s", qPrintable(watcher.text()));
        QCOMPARE(watcher.text(), QStringLiteral("New Game"));
    }
    MainWindow again; // the second start goes straight to the game
    showWindow(again);
    test::ModalWatcher watcher;
    again.start();
    QTest::qWait(200);
    QCOMPARE(watcher.seen(), 0);
}

void TestWindowDetails::focusBackToTheBoardAfterADockChoice() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QComboBox *theme = window.playersPanel()->findChild<QComboBox *>();
    for (QComboBox *combo : window.playersPanel()->findChildren<QComboBox *>())
        if (combo->findText(QStringLiteral("Dark")) >= 0)
            theme = combo;
    QVERIFY(theme && theme->findText(QStringLiteral("Dark")) >= 0);
    theme->setFocus();
    QTRY_VERIFY(theme->hasFocus());
    const int before = theme->currentIndex();
    // A choice with the keyboard leaves the keyboard in the dock (issue 35, D5: stepping through the entries with the
    // arrows chooses at every step); a choice with the mouse gives it back to the board (test_accessibility).
    QTest::keyClick(theme, Qt::Key_Down);
    QCOMPARE(theme->currentIndex(), before + 1);
    QTest::qWait(50);
    QVERIFY(theme->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up); // the theme again, not the board's cursor
    QCOMPARE(theme->currentIndex(), before);
}

void TestWindowDetails::focusBackToTheBoardAfterADialog() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QComboBox *combo = window.playersPanel()->findChild<QComboBox *>();
    combo->setFocus(); // somewhere else than the board before the dialog
    QTRY_VERIFY(combo->hasFocus());
    test::ModalWatcher watcher; // closes the New Game dialog
    window.actions()->newGame->trigger();
    QTRY_COMPARE(watcher.seen(), 1);
    QTRY_VERIFY(window.board()->hasFocus());
}

void TestWindowDetails::dockCombosIgnoreTheWheelUnlessFocused() {
    MainWindow window;
    showWindow(window);
    QComboBox *combo = nullptr;
    for (QComboBox *each : window.playersPanel()->findChildren<QComboBox *>())
        if (each->findText(QStringLiteral("Dark")) >= 0)
            combo = each;
    QVERIFY(combo);
    window.board()->setFocus();
    const int before = combo->currentIndex();
    const QPointF at = QPointF(combo->rect().center());
    QWheelEvent wheel(at, combo->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(combo, &wheel);
    QCOMPARE(combo->currentIndex(), before);
    QCOMPARE(combo->focusPolicy(), Qt::StrongFocus);
}

void TestWindowDetails::trailsClickAndKeyGiveTheSameReason() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.newGame(test::humans(QStringLiteral("trails"))));
    GameModel *model = window.model();
    // Blue goes right, red moves, and blue's way back left runs into its own trail.
    QVERIFY(model->requestMove(QStringLiteral("R")));
    MoveList moves;
    model->position().legalMoves(moves);
    QVERIFY(model->playMove(moves[0]));
    QSignalSpy said(window.board(), &BoardView::message);
    const int base = model->position().geometry().index(0, model->position().geometry().rows - 1); // a<N>
    window.board()->setFocus();
    QTest::keyClick(window.board(), Qt::Key_Left);
    QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(base));
    QCOMPARE(said.size(), 2);
    const QString key = said[0][0].toString(), click = said[1][0].toString();
    qInfo("key: %s / click: %s", qPrintable(key), qPrintable(click));
    QCOMPARE(click, key);
}

void TestWindowDetails::atomsReasonNamesTheCellOnce() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    QVERIFY(window.model()->requestMove(QStringLiteral("a1")));
    QSignalSpy said(window.board(), &BoardView::message);
    const int a1 = window.model()->position().geometry().index(0, 0);
    QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(a1));
    QCOMPARE(said.size(), 1);
    qInfo("%s", qPrintable(said[0][0].toString()));
    QVERIFY(said[0][0].toString().startsWith(QLatin1String("a1 belongs to")));
}

void TestWindowDetails::loaMovablePieceUnderTheMouse() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    const BoardGeometry g = window.model()->position().geometry();
    BoardView *board = window.board();
    // On a real X display the pointer moves through the server and its events come back later: wait for them.
    QTest::mouseMove(board->viewport(), board->cellPosition(g.index(1, 0))); // b1, Black's piece
    QTRY_COMPARE(board->viewport()->cursor().shape(), Qt::OpenHandCursor);
    QTest::mouseMove(board->viewport(), board->cellPosition(g.index(3, 3))); // an empty cell
    QTRY_COMPARE(board->viewport()->cursor().shape(), Qt::ArrowCursor);
    QTest::mouseMove(board->viewport(), board->cellPosition(g.index(0, 1))); // a2, White's: not Black's turn
    QTRY_COMPARE(board->viewport()->cursor().shape(), Qt::ArrowCursor);
}

void TestWindowDetails::menuSaysPlayersAndGraphics() {
    MainWindow window;
    QAction *toggle = window.playersDock()->toggleViewAction();
    QMenu *settings = nullptr;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(toggle))
            settings = menu->menu();
    QVERIFY(settings);
    // "&&" is shown as "&"; a single "&" would make "Players _Graphics".
    QCOMPARE(toggle->text(), QStringLiteral("&Players && Graphics"));
}

void TestWindowDetails::configureNamesVariantsAsNewGame() {
    AppSettings::setVariant(QStringLiteral("trails"), QStringLiteral("size=9,towers=3,distance=1"));
    SettingsDialog dialog(QStringLiteral("trails"));
    const QString shown = dialog.variantBox(QStringLiteral("trails"))->currentText();
    qInfo("Configure shows: %s", qPrintable(shown));
    QCOMPARE(shown, QStringLiteral("Custom setup (9x9, 3 towers, distance 1)"));
    AppSettings::setVariant(QStringLiteral("trails"), QString());
}

void TestWindowDetails::personSeatShowsNoLevel() {
    MainWindow window;
    showWindow(window);
    window.turns()->setPaused(true);
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.seats[1] = QStringLiteral("level:2");
    QVERIFY(window.newGame(setup));
    QComboBox *blackLevel = comboNamed(window.playersPanel(), QStringLiteral("Computer level of Black"));
    QComboBox *whiteLevel = comboNamed(window.playersPanel(), QStringLiteral("Computer level of White"));
    QComboBox *blackTime = comboNamed(window.playersPanel(), QStringLiteral("Time a move of Black"));
    QVERIFY(blackLevel && whiteLevel && blackTime);
    QVERIFY(!blackLevel->isVisible()); // hidden, not greyed
    QVERIFY(!blackTime->isVisible());
    QVERIFY(whiteLevel->isVisible());
    SettingsDialog dialog(QStringLiteral("loa"));
    dialog.show();
    const bool humanFirst = dialog.kindBox(0)->currentIndex() == 0;
    QCOMPARE(dialog.levelBox(0)->isVisible(), !humanFirst);
}

void TestWindowDetails::fileDialogsStartInTheLastFolder() {
    AppSettings::clearRecentFiles();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString start = FileActions::startFolder();
    qInfo("with no file used yet: %s", qPrintable(start));
    QCOMPARE(start, QDir(documents).exists() ? documents : QDir::homePath());
    QVERIFY(start != QDir::currentPath() || start == QDir::homePath());
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QVERIFY(window.files()->saveTo(dir.filePath(QStringLiteral("game.gamut"))));
    QCOMPARE(FileActions::startFolder(), QFileInfo(dir.path()).absoluteFilePath());
}

// Atom-4's lattice: every point stands under or over a letter of its own column (every other row sits half a step
// aside, so the letters are drawn below the board and above it).
void TestWindowDetails::atom4PointsHaveTheirLetters() {
    std::string error;
    const auto state = newGame("atom4", "", error);
    QVERIFY(state);
    const BoardGeometry g = state->geometry();
    for (const bool flipped : {false, true}) {
        LatticeLayout layout(g);
        layout.setFlipped(flipped);
        const std::vector<EdgeLabel> labels = layout.edgeLabels();
        int unnamed = 0;
        for (int cell = 0; cell < g.rows * g.columns; ++cell) {
            const QString name = QString::fromStdString(cellName(cell % g.columns, cell / g.columns));
            const QString letter = name.left(name.size() - QString::number(cell / g.columns + 1).size());
            bool found = false;
            for (const EdgeLabel &label : labels)
                found = found || (label.text == letter && qAbs(label.centre.x() - layout.cellCentre(cell).x()) < 0.5);
            unnamed += found ? 0 : 1;
        }
        qInfo("flipped %d: %d of %d points without a letter above or below them", int(flipped), unnamed,
              g.rows * g.columns);
        QCOMPARE(unnamed, 0);
    }
}

// At 1024x700 Atom-4's legal points (a disc of 0.3 of the lattice's step, cellitem.cpp) are at least 8 px across.
void TestWindowDetails::atom4LegalPointsAreLargeEnough() {
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("atom4"))));
    QTest::qWait(50);
    const BoardGeometry g = window.model()->position().geometry();
    const QPoint a = window.board()->cellPosition(g.index(0, 0)), b = window.board()->cellPosition(g.index(1, 0));
    const double step = std::hypot(double(b.x() - a.x()), double(b.y() - a.y()));
    const double across = 0.3 * step;
    qInfo("window %dx%d: board %dx%d, lattice step %.1f px, legal point %.1f px across", window.width(),
          window.height(), window.board()->width(), window.board()->height(), step, across);
    QVERIFY(across >= 8);
}

// The game panel shows each figure by what the core says it is (a colour, a signed lead) and, where a number would
// mislead, in its game's own words, without a list of keys: Atom-4's next colour by name, Atoms' classic critical
// mass as the neighbours' rule and the tutorial's as its number, AddTraction's score as a lead.
void TestWindowDetails::figuresInTheirGamesWords() {
    MainWindow window;
    window.show();
    FiguresPanel *figures = window.historyDock()->figures();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atom4"))));
    QCOMPARE(figures->rowText(QStringLiteral("nextColour")), QStringLiteral("Next colour red"));
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"), QStringLiteral("classic"))));
    QCOMPARE(figures->rowText(QStringLiteral("criticalMass")), QStringLiteral("Critical mass 2-4 (neighbours)"));
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"), QStringLiteral("tutorial"))));
    QCOMPARE(figures->rowText(QStringLiteral("criticalMass")), QStringLiteral("Critical mass 4"));
    QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction"))));
    QCOMPARE(figures->rowText(QStringLiteral("score")), QStringLiteral("Score even"));
    // Play the last legal move each time until somebody leads (the first fields are worth their neighbours' sum: 0).
    QString lead = figures->rowText(QStringLiteral("score"));
    while (lead == QLatin1String("Score even") && !window.model()->isOver()) {
        MoveList moves;
        window.model()->position().legalMoves(moves);
        window.model()->playMove(moves[moves.size() - 1]);
        lead = figures->rowText(QStringLiteral("score"));
    }
    qInfo("AddTraction after %d moves: %s", window.model()->ply(), qPrintable(lead));
    QVERIFY2(lead.contains(QLatin1String(" leads by ")), qPrintable(lead));
}

// Issue 29: in the Dark theme the Pause icon was nearly invisible (the style draws its media icons dark, on the dark
// toolbar). Pause and Continue from Here, drawn on the toolbar's button in each palette, reach 3:1, measured at the
// icon's average ink (its opaque pixels).
void TestWindowDetails::mediaIconsStandOutInDark() {
    MainWindow window;
    showWindow(window);
    for (const char *theme : {"dark", "light"}) {
        windowpalette::apply(Theme::named(QLatin1String(theme)));
        QCoreApplication::processEvents();
        const QColor ground = window.palette().color(QPalette::Button);
        for (QAction *action : {window.actions()->pause, window.actions()->continueHere}) {
            const QImage icon = action->icon().pixmap(24, QIcon::Normal, QIcon::Off).toImage();
            double r = 0, g = 0, b = 0, weight = 0;
            for (int y = 0; y < icon.height(); ++y)
                for (int x = 0; x < icon.width(); ++x) {
                    const QColor c = icon.pixelColor(x, y);
                    r += c.redF() * c.alphaF(), g += c.greenF() * c.alphaF(), b += c.blueF() * c.alphaF();
                    weight += c.alphaF();
                }
            QVERIFY2(weight > 0, qPrintable(action->text()));
            const QColor ink = QColor::fromRgbF(float(r / weight), float(g / weight), float(b / weight));
            const double ratio = contrast::ratio(ink, ground);
            qInfo("%s: %s icon %s on %s, %.1f:1", theme, qPrintable(action->text()), qPrintable(ink.name()),
                  qPrintable(ground.name()), ratio);
            QVERIFY2(
                ratio >= 3,
                qPrintable(
                    QStringLiteral("%1 in %2: %3:1").arg(action->text(), QLatin1String(theme)).arg(ratio, 0, 'f', 1)));
        }
    }
    windowpalette::apply(Theme::named(QStringLiteral("system")));
}

QTEST_MAIN(TestWindowDetails)
#include "test_window_details.moc"
