// Trails' custom set-up in the window (ui/games/trails/trailsvariant.h): its editor gives and takes back the variant,
// keeps the towers and the distance within the size, opens with a set-up's numbers, and the New Game dialog starts
// what a person types into it.
#include "tests/ui/windowtesthelpers.h"

#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/varianteditor.h"
#include "ui/games/trails/trailsvariant.h"
#include "ui/gameui/gameui.h"

#include "core/registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace gamut;

namespace {

// As a person types a number into a box: select what is there, type over it (no Enter, which would start the game).
void typeInto(QSpinBox *box, const QString &text) {
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
}

std::int64_t figure(const GameState &position, std::string_view key) {
    for (const Figure &f : position.figures())
        if (key == f.key)
            return f.first;
    return -1;
}

} // namespace

class TestTrailsSetup : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void dialogBuildsTrailsSetups();
    void trailsEditorRoundTrips();
    void newGameStartsTheEditorsVariant();
};

void TestTrailsSetup::dialogBuildsTrailsSetups() {
    NewGameDialog dialog(test::humans(QStringLiteral("trails")));
    QCOMPARE(dialog.setup().variant, QStringLiteral("classic"));
    // Trails' editor of its custom set-up (ui/games/trails/): hidden until "Custom setup" is chosen.
    auto *editor = qobject_cast<TrailsVariantEditor *>(dialog.variantEditor());
    QVERIFY(editor);
    QVERIFY(!editor->sizeBox()->isVisibleTo(&dialog));
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->count() - 1); // Custom setup
    QVERIFY(editor->sizeBox()->isVisibleTo(&dialog));
    QCOMPARE(editor->sizeBox()->minimum(), 3);
    QCOMPARE(editor->sizeBox()->maximum(), 26);
    editor->sizeBox()->setValue(9);
    QCOMPARE(editor->towersBox()->maximum(), 9);
    QCOMPARE(editor->distanceBox()->maximum(), 8);
    editor->towersBox()->setValue(5);
    editor->distanceBox()->setValue(0);
    QCOMPARE(dialog.setup().variant, QStringLiteral("size=9,towers=5,distance=0"));
    QVERIFY2(dialog.setup().check().isEmpty(), qPrintable(dialog.setup().check()));
    editor->sizeBox()->setValue(2); // below the range: held at 3
    QCOMPARE(editor->sizeBox()->value(), 3);
    QCOMPARE(editor->towersBox()->value(), 3);
    QVERIFY(dialog.setup().check().isEmpty());
    // An existing custom setup opens with its numbers.
    NewGameDialog again(test::humans(QStringLiteral("trails"), QStringLiteral("size=13,towers=5,distance=2")));
    auto *shown = qobject_cast<TrailsVariantEditor *>(again.variantEditor());
    QVERIFY(shown);
    QCOMPARE(shown->sizeBox()->value(), 13);
    QCOMPARE(shown->towersBox()->value(), 5);
    QCOMPARE(shown->distanceBox()->value(), 2);
    QCOMPARE(again.setup().variant, QStringLiteral("size=13,towers=5,distance=2"));
}

void TestTrailsSetup::trailsEditorRoundTrips() {
    const GameUi *ui = findGameUi(QStringLiteral("trails"));
    QVERIFY(ui && ui->makeVariantEditor);
    const std::unique_ptr<VariantEditor> made(ui->makeVariantEditor(nullptr));
    auto *editor = qobject_cast<TrailsVariantEditor *>(made.get());
    QVERIFY(editor);
    const QString fallback = QStringLiteral("size=11,towers=3,distance=1");
    QCOMPARE(editor->variant(), fallback);
    QSignalSpy changed(editor, &VariantEditor::changed);
    // A set-up of its form comes back as it went in, with one changed() each.
    for (const char *variant :
         {"size=13,towers=5,distance=2", "size=3,towers=0,distance=0", "size=26,towers=9,distance=2"}) {
        QVERIFY2(editor->setVariant(QString::fromLatin1(variant)), variant);
        QCOMPARE(editor->variant(), QString::fromLatin1(variant));
    }
    QCOMPARE(changed.count(), 3);
    // Anything else shows the default set-up: the dialog then offers the named variants.
    for (const char *other :
         {"classic", "", "size=9,towers=3", "size=9,towers=3,distance=1,first=red", "size=x,towers=3,distance=1"}) {
        QVERIFY2(!editor->setVariant(QString::fromLatin1(other)), other);
        QCOMPARE(editor->variant(), fallback);
    }
    // What a person types into the boxes is the variant; the towers and the distance stay within the size.
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    changed.clear();
    typeInto(editor->sizeBox(), QStringLiteral("9"));
    typeInto(editor->towersBox(), QStringLiteral("5"));
    typeInto(editor->distanceBox(), QStringLiteral("0"));
    qInfo("typed 9, 5, 0: %s, %lld changed()", qPrintable(editor->variant()), qint64(changed.count()));
    QCOMPARE(editor->variant(), QStringLiteral("size=9,towers=5,distance=0"));
    QCOMPARE(changed.count(), 3);
    typeInto(editor->sizeBox(), QStringLiteral("4"));
    QCOMPARE(editor->variant(), QStringLiteral("size=4,towers=4,distance=0"));
    QCOMPARE(ui->variantText(editor->variant()), QStringLiteral("4x4, 4 towers, distance 0"));
    QCOMPARE(ui->variantText(QStringLiteral("size=9,towers=3,distance=1,first=red,x=y")),
             QStringLiteral("9x9, 3 towers, distance 1, Red first, x=y"));
}

void TestTrailsSetup::newGameStartsTheEditorsVariant() {
    // A person picks "Custom setup" for Trails, types a field of 13 with 5 towers 2 apart, and clicks Start: the
    // dialog's set-up is that variant, and the core starts it.
    NewGameDialog dialog(GameSetup{QStringLiteral("trails"), QStringLiteral("classic"), {kHumanSpec, kHumanSpec}});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *editor = qobject_cast<TrailsVariantEditor *>(dialog.variantEditor());
    QVERIFY(editor);
    QVERIFY(!editor->isVisible());
    QTest::keyClick(dialog.variantBox(), Qt::Key_End); // the last entry: "Custom setup"
    QCOMPARE(dialog.variantBox()->currentText(), QStringLiteral("Custom setup"));
    QVERIFY(editor->isVisible());
    typeInto(editor->sizeBox(), QStringLiteral("13"));
    typeInto(editor->towersBox(), QStringLiteral("5"));
    typeInto(editor->distanceBox(), QStringLiteral("2"));
    QPushButton *start = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const GameSetup setup = dialog.setup();
    QCOMPARE(setup.game, QStringLiteral("trails"));
    QCOMPARE(setup.variant, QStringLiteral("size=13,towers=5,distance=2"));
    QVERIFY2(setup.check().isEmpty(), qPrintable(setup.check()));
    std::string error;
    const std::unique_ptr<GameState> position = newGame("trails", setup.variant.toStdString(), error);
    QVERIFY2(position, error.c_str());
    qInfo("started %s: %d cells, %lld towers to win", qPrintable(setup.variant), position->geometry().cellCount(),
          qint64(figure(*position, "towersToWin")));
    QCOMPARE(position->geometry().cellCount(), 13 * 13);
    QCOMPARE(figure(*position, "towersToWin"), 3); // more than half of 5
    // Opened again with it, the dialog shows it in the editor.
    NewGameDialog again(setup);
    QCOMPARE(again.variantBox()->currentText(), QStringLiteral("Custom setup"));
    QCOMPARE(again.variantEditor()->variant(), setup.variant);
    QCOMPARE(again.setup(), setup);
}

QTEST_MAIN(TestTrailsSetup)
#include "test_trails_setup.moc"
