// The new game dialog and the players panel: what they build from a person's choices, the valid ranges, the
// choices remembered per game, and the settings that survive a new window (garbage falling back to defaults).
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/dialogs/gameicon.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/panels/playerspanel.h"
#include "ui/theme/theme.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QComboBox>
#include <QListWidget>
#include <QSettings>
#include <QSpinBox>
#include <QtTest>

using namespace gamut;

class TestDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void dialogShowsTheCurrentSetup();
    void dialogRemembersPerGame();
    void everyGameHasAnIcon();
    void seatsAndThemePersist();
    void highlightTogglesFollowEachOther();
    void garbageSettingsFallBack();
};

void TestDialogs::dialogShowsTheCurrentSetup() {
    GameSetup current = test::humans(QStringLiteral("loa"), QStringLiteral("olympiad"));
    current.seats[1] = QStringLiteral("level:5");
    NewGameDialog dialog(current);
    QCOMPARE(dialog.setup(), current);
    QCOMPARE(dialog.gameList()->count(), test::gameIds().size()); // every registered game
    QVERIFY(!dialog.levelBox(0)->isEnabled());
    QVERIFY(dialog.levelBox(1)->isEnabled());
    // A person's changes: Computer level 2 for the first side, the scrambled variant.
    dialog.kindBox(0)->setCurrentIndex(1);
    dialog.levelBox(0)->setCurrentIndex(1);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("scrambled")));
    const GameSetup chosen = dialog.setup();
    QCOMPARE(chosen.seats[0], QStringLiteral("level:2"));
    QCOMPARE(chosen.variant, QStringLiteral("scrambled"));
    QVERIFY(chosen.check().isEmpty());
    // A spec the level list does not have is kept as it is.
    current.seats[0] = QStringLiteral("random");
    NewGameDialog other(current);
    QCOMPARE(other.setup().seats[0], QStringLiteral("random"));
}

void TestDialogs::dialogRemembersPerGame() {
    GameSetup atoms = test::humans(QStringLiteral("atoms"), QStringLiteral("classic"));
    atoms.seats[0] = QStringLiteral("level:6");
    AppSettings::rememberSetup(atoms);
    NewGameDialog dialog(test::humans(QStringLiteral("loa")));
    for (int row = 0; row < dialog.gameList()->count(); ++row)
        if (dialog.gameList()->item(row)->data(Qt::UserRole).toString() == QLatin1String("atoms"))
            dialog.gameList()->setCurrentRow(row);
    QCOMPARE(dialog.setup(), atoms);
    // The window remembers what a new game was started with.
    MainWindow window;
    GameSetup loa = test::humans(QStringLiteral("loa"), QStringLiteral("scrambled"));
    QVERIFY(window.newGame(loa));
    QCOMPARE(AppSettings::setup(QStringLiteral("loa")), loa);
    QCOMPARE(AppSettings::lastGame(), QStringLiteral("loa"));
    QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("game/loa/variant")).toString(), QStringLiteral("scrambled"));
    QCOMPARE(settings.value(QStringLiteral("players/loa/black")).toString(), QStringLiteral("human"));
}

void TestDialogs::everyGameHasAnIcon() {
    for (const QString &game : test::gameIds()) {
        const QImage image = gameIcon(game, 48).pixmap(48, 48).toImage();
        QVERIFY(!image.isNull());
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 3, qPrintable(game)); // a drawing, not a blank square
    }
}

void TestDialogs::seatsAndThemePersist() {
    const QString dark = Theme::available().value(1);
    QVERIFY(!dark.isEmpty());
    {
        MainWindow window;
        QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
        PlayersPanel *panel = window.playersPanel();
        panel->kindBox(1)->setCurrentIndex(1);  // Computer...
        panel->levelBox(1)->setCurrentIndex(3); // ... level 4
        QCOMPARE(window.turns()->seatSpec(1), QStringLiteral("level:4"));
        panel->themeBox()->setCurrentIndex(panel->themeBox()->findData(dark));
        QCOMPARE(window.board()->options().theme, dark);
        window.actions()->coordinates->setChecked(false);
        QVERIFY(!window.board()->options().coordinates);
    }
    QCOMPARE(AppSettings::seat(QStringLiteral("atoms"), 1), QStringLiteral("level:4"));
    MainWindow window;
    QCOMPARE(window.board()->options().theme, dark);
    QVERIFY(!window.board()->options().coordinates);
    QCOMPARE(window.playersPanel()->options().theme, dark);
    QVERIFY(window.newGame(AppSettings::setup(QStringLiteral("atoms"))));
    QCOMPARE(window.turns()->seatSpec(1), QStringLiteral("level:4"));
    QCOMPARE(window.playersPanel()->seat(1), QStringLiteral("level:4"));
    window.turns()->setPaused(true);
}

void TestDialogs::highlightTogglesFollowEachOther() {
    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    window.actions()->legalMoves->setChecked(false);
    QVERIFY(!window.playersPanel()->options().legalMoves);
    QVERIFY(!window.board()->options().legalMoves);
    window.actions()->legalMoves->setChecked(true);
    QVERIFY(window.board()->options().legalMoves);
    window.actions()->flipBoard->trigger();
    QVERIFY(window.board()->options().flipped);
    QVERIFY(!AppSettings::boardOptions().flipped); // a per-session view, never stored
}

void TestDialogs::garbageSettingsFallBack() {
    QSettings settings;
    settings.setValue(QStringLiteral("view/theme"), QStringLiteral("no-such-theme"));
    settings.setValue(QStringLiteral("view/coordinates"), QStringLiteral("maybe"));
    settings.setValue(QStringLiteral("view/animation"), QStringLiteral("warp"));
    settings.setValue(QStringLiteral("players/loa/white"), QStringLiteral("level:99"));
    settings.setValue(QStringLiteral("players/loa/black"), QStringLiteral("atom4-classic:2"));
    settings.setValue(QStringLiteral("game/loa/variant"), QStringLiteral("giant"));
    settings.setValue(QStringLiteral("game/last"), QStringLiteral("chess"));
    settings.setValue(QStringLiteral("window/geometry"), QByteArray("garbage"));
    settings.setValue(QStringLiteral("window/state"), QByteArray("garbage"));
    settings.setValue(QStringLiteral("recent/files"), 42);
    settings.sync();

    const BoardOptions defaults;
    const BoardOptions read = AppSettings::boardOptions();
    QCOMPARE(read.theme, Theme::available().constFirst());
    QCOMPARE(read.coordinates, defaults.coordinates);
    QCOMPARE(read.animation, defaults.animation);
    const GameSetup setup = AppSettings::setup(QStringLiteral("loa"));
    QCOMPARE(setup.seats, GameSetup().seats);
    QCOMPARE(setup.variant, QString());
    QCOMPARE(AppSettings::lastGame(), defaultGameId());
    MainWindow window; // starts with all of it without complaint
    window.start();
    QCOMPARE(window.model()->gameId(), defaultGameId());
    window.turns()->setPaused(true);
}

QTEST_MAIN(TestDialogs)
#include "test_dialogs.moc"
