// Help: a rules page per game compiled in (not the short fallback), with a board diagram; Help ▸ Rules (F1) shows
// the current game's; the first game of each kind offers the rules once; About names the version, the licence and
// the original games' authors.
#include "windowtesthelpers.h"

#include "ui/dialogs/rulesdialog.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/statusline.h"
#include "ui/window/windowextras.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QTextBrowser>
#include <QtTest>

using namespace gamut;

class TestSettingsHelp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void everyGameHasARulesPage();
    void f1ShowsTheCurrentGame();
    void rulesOfferedOncePerGame();
    void aboutNamesLicenceAndAuthors();
};

void TestSettingsHelp::everyGameHasARulesPage() {
    for (const QString &game : test::gameIds()) {
        QFile page(QStringLiteral(":/rules/%1.html").arg(game));
        QVERIFY2(page.open(QIODevice::ReadOnly), qPrintable(game));
        const QString html = QString::fromUtf8(page.readAll());
        QCOMPARE(RulesDialog::rulesHtml(game), html);
        QVERIFY2(html.contains(QLatin1String("<table")), qPrintable(game + QStringLiteral(": no diagram")));
        QVERIFY2(html.size() > 1500, qPrintable(game));
    }
}

void TestSettingsHelp::f1ShowsTheCurrentGame() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    window.actions()->rules->trigger();
    auto *dialog = window.findChild<RulesDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->browser()->toPlainText().contains(QLatin1String("Claude Soucie")));
    QCOMPARE(dialog->gameBox()->currentData().toString(), QStringLiteral("loa"));
    dialog->gameBox()->setCurrentIndex(dialog->gameBox()->findData(QStringLiteral("trails")));
    QVERIFY(dialog->browser()->toPlainText().contains(QLatin1String("tower")));
    // F1 again in another game turns the same dialog to it.
    window.newGame(test::humans(QStringLiteral("atoms")));
    window.actions()->rules->trigger();
    QCOMPARE(window.findChildren<RulesDialog *>().size(), 1);
    QVERIFY(dialog->browser()->toPlainText().contains(QLatin1String("critical mass")));
    dialog->close();
}

void TestSettingsHelp::rulesOfferedOncePerGame() {
    QSettings().remove(QStringLiteral("help"));
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("addtraction")));
    QVERIFY(window.statusLine()->messageText().contains(QLatin1String("F1")));
    window.statusLine()->showMessage(QString());
    window.newGame(test::humans(QStringLiteral("addtraction")));
    QVERIFY(!window.statusLine()->messageText().contains(QLatin1String("F1")));
    window.newGame(test::humans(QStringLiteral("trails")));
    QVERIFY(window.statusLine()->messageText().contains(QLatin1String("Trails")));
}

void TestSettingsHelp::aboutNamesLicenceAndAuthors() {
    const QString text = RulesDialog::aboutText();
    for (const char *needle : {"GPL-3.0-or-later", "Andre Kloss", "llogiq", "Hwei Sheng Teoh", "Claude Soucie",
                               "Sid Sackson", "A Gamut of Games", "Atoms", "so-called-games"})
        QVERIFY2(text.contains(QLatin1String(needle)), needle);
    QVERIFY(text.contains(QCoreApplication::applicationVersion()));
    QVERIFY(!QCoreApplication::applicationVersion().isEmpty());
}

QTEST_MAIN(TestSettingsHelp)
#include "test_settings_help.moc"
