// Help: the rules pages' board diagrams drawn from real positions (every one renders in every theme, a bad one shows
// its error in the page; that every game has a page: test_game_registry); Help ▸ Rules (F1) shows the current game's;
// the first game of each kind offers the rules once; About names the version, the licence and the original games'
// authors.
#include "windowtesthelpers.h"

#include "ui/dialogs/rulesdiagram.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/panels/statusline.h"
#include "ui/text/labels.h"
#include "ui/theme/theme.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowextras.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QSet>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtTest>

using namespace gamut;

class TestSettingsHelp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void everyDiagramRenders();
    void badDiagramShowsAnError();
    void f1ShowsTheCurrentGame();
    void rulesOfferedOncePerGame();
    void aboutNamesLicenceAndAuthors();
};

// Every diagram of every page is drawn: a picture of the board (many colours, the board's proportions), and the
// position is the one its moves lead to (a diagram after moves differs from the start).
void TestSettingsHelp::everyDiagramRenders() {
    const auto colours = [](const QImage &image) {
        QSet<QRgb> seen;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                seen.insert(image.pixel(x, y));
        return seen.size();
    };
    int count = 0;
    for (const QString &game : test::gameIds()) {
        const QString html = RulesDialog::rulesHtml(game);
        for (const QString &theme : Theme::available()) {
            QHash<QString, QImage> images;
            const QString resolved = rulesdiagram::resolve(html, theme, 1.0, &images);
            QVERIFY2(!resolved.contains(QLatin1String("cannot be shown")), qPrintable(resolved));
            QCOMPARE(images.size(), rulesdiagram::references(html).size());
            for (auto it = images.cbegin(); it != images.cend(); ++it) {
                const QImage &image = it.value();
                QVERIFY2(image.width() >= 120 && image.height() >= 100, qPrintable(it.key()));
                QVERIFY2(colours(image) > 8,
                         qPrintable(QStringLiteral("%1 in %2: %3 colours").arg(it.key(), theme).arg(colours(image))));
                ++count;
            }
        }
    }
    // At least one diagram of every game (test_game_registry) in every theme.
    QVERIFY(count >= int(Theme::available().size() * test::gameIds().size()));
    // GAMUT_SCREENSHOT_DIR=... : each game's rules page as the dialog shows it, to look at.
    if (const QString dir = qEnvironmentVariable("GAMUT_SCREENSHOT_DIR"); !dir.isEmpty())
        for (const QString &game : test::gameIds()) {
            RulesDialog dialog(game);
            dialog.show();
            QVERIFY(dialog.grab().save(QStringLiteral("%1/rules-%2.png").arg(dir, game)));
        }
    // The moves are played: Atoms after a1's explosion is another picture than before it.
    QString error;
    const QImage before = rulesdiagram::render(QStringLiteral("diagram:atoms/classic/a1,a2,h8,h1"), "light", 1, &error);
    const QImage after =
        rulesdiagram::render(QStringLiteral("diagram:atoms/classic/a1,a2,h8,h1,a1"), "light", 1, &error);
    QVERIFY2(!before.isNull() && !after.isNull(), qPrintable(error));
    QVERIFY(before != after);
    QCOMPARE(before.size(), after.size());
    // Sharp on a high-density screen: twice the pixels, the same size on the page.
    const QImage sharp = rulesdiagram::render(QStringLiteral("diagram:loa"), "light", 2, &error);
    QCOMPARE(sharp.size(), rulesdiagram::render(QStringLiteral("diagram:loa"), "light", 1, &error).size() * 2);
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
}

// A reference that cannot be drawn says so in the page, in red, naming itself and the reason; the rest of the
// page and its good diagrams stay.
void TestSettingsHelp::badDiagramShowsAnError() {
    const QList<std::pair<QString, QString>> bad = {
        {QStringLiteral("diagram:chess"), QStringLiteral("unknown game 'chess'")},
        {QStringLiteral("diagram:loa/giant"), QStringLiteral("giant")},
        {QStringLiteral("diagram:loa/standard/b1-b3,b1-b3"), QStringLiteral("move 2 'b1-b3' is not legal")},
        {QStringLiteral("diagram:loa/standard/zz"), QStringLiteral("move 1 'zz'")},
        {QStringLiteral("diagram:loa?from=z99"), QStringLiteral("no cell 'z99'")},
        {QStringLiteral("diagram:loa?from=d4"), QStringLiteral("no legal move")},
        {QStringLiteral("diagram:loa?sparkle"), QStringLiteral("unknown option 'sparkle'")},
        {QStringLiteral("diagram:loa?size=9999"), QStringLiteral("size must be")},
        {QStringLiteral("diagram:loa/standard/a/b"), QStringLiteral("diagram:GAME/VARIANT/MOVES")},
        {QStringLiteral("diagram:"), QStringLiteral("diagram:GAME/VARIANT/MOVES")},
    };
    for (const auto &[reference, reason] : bad) {
        QString error;
        QVERIFY2(rulesdiagram::render(reference, QStringLiteral("light"), 1, &error).isNull(), qPrintable(reference));
        QVERIFY2(error.contains(reason), qPrintable(reference + QStringLiteral(": ") + error));
        QHash<QString, QImage> images;
        const QString html = QStringLiteral("<p>Before</p><img src=\"%1\"><img src=\"diagram:loa\"><p>After</p>")
                                 .arg(reference.toHtmlEscaped());
        const QString page = rulesdiagram::resolve(html, QStringLiteral("light"), 1, &images);
        QVERIFY2(page.contains(QLatin1String("cannot be shown")) && page.contains(reason.toHtmlEscaped()),
                 qPrintable(page));
        QVERIFY(page.contains(QLatin1String("<p>Before</p>")) && page.contains(QLatin1String("<p>After</p>")));
        QCOMPARE(images.size(), 1); // the good one
    }
    // In the dialog: the page shows the error text where the picture would be.
    RulesDialog dialog(QStringLiteral("loa"));
    QHash<QString, QImage> images;
    dialog.browser()->setHtml(rulesdiagram::resolve(QStringLiteral("<img src=\"diagram:loa/standard/h9-h10\">"),
                                                    QStringLiteral("light"), 1, &images));
    QVERIFY2(dialog.browser()->toPlainText().contains(QLatin1String("h9-h10")),
             qPrintable(dialog.browser()->toPlainText()));
}

void TestSettingsHelp::f1ShowsTheCurrentGame() {
    MainWindow window;
    window.newGame(test::humans(QStringLiteral("loa")));
    window.actions()->rules->trigger();
    auto *dialog = window.findChild<RulesDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->browser()->toPlainText().contains(QLatin1String("Claude Soucie")));
    // The page's diagram is a picture in the document, drawn for it.
    const QStringList diagrams = rulesdiagram::references(RulesDialog::rulesHtml(QStringLiteral("loa")));
    QVERIFY(!diagrams.isEmpty());
    for (const QString &reference : diagrams) {
        const QVariant picture = dialog->browser()->document()->resource(QTextDocument::ImageResource, QUrl(reference));
        QVERIFY2(picture.canConvert<QImage>() && !picture.value<QImage>().isNull(), qPrintable(reference));
    }
    QVERIFY(dialog->browser()->toHtml().contains(diagrams.front().toHtmlEscaped()));
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
    // The licence and the version; the games and their credits come from the registry (test_game_registry).
    const QString text = RulesDialog::aboutText();
    QVERIFY(text.contains(QLatin1String("GPL-3.0-or-later")));
    for (const QString &game : test::gameIds())
        QVERIFY2(text.contains(labels::gameCredits(game)) && !labels::gameCredits(game).isEmpty(), qPrintable(game));
    QVERIFY(text.contains(QCoreApplication::applicationVersion()));
    QVERIFY(!QCoreApplication::applicationVersion().isEmpty());
}

QTEST_MAIN(TestSettingsHelp)
#include "test_settings_help.moc"
