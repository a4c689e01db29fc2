// The review by ear: when Review Game ends, each side's accuracy and counts are announced; every judged move's cell
// in the History says its class and the better move; going back and forth (undo, redo) and Describe Last Move (L)
// add the verdict of the move shown; the review panel's summary and better-move line are Tab stops that say their
// words; and the analysis keeps its rows (and so a screen reader's place in them) as its search deepens.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/panels/playerspanel.h"
#include "ui/review/analysispanel.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewpanel.h"
#include "ui/review/reviewstyle.h"
#include "ui/review/reviewui.h"
#include "ui/text/labels.h"
#include "ui/window/actions.h"
#include "ui/window/announcer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/narration.h"

#include "core/play/turncontroller.h"

#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>

using namespace gamut;

namespace {

Narration *narrationOf(MainWindow &window) { return window.findChild<Narration *>(QStringLiteral("narration")); }

// Everything announced from now on.
struct Heard {
    explicit Heard(MainWindow &window) : spy(narrationOf(window)->announcer(), &Announcer::announced) {}
    QString text() const {
        QStringList list;
        for (const QList<QVariant> &args : spy)
            list << args.at(0).toString();
        return list.join(QLatin1Char('\n'));
    }
    QSignalSpy spy;
};

// What a screen reader says for the History's cell of `ply`: the accessible table's cell, as Orca asks for it.
QString historyCellName(MainWindow &window, int ply) {
    QTableView *view = window.historyDock()->view();
    const QModelIndex index = window.historyDock()->historyModel()->indexOfPly(ply);
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(view);
    if (!table || !table->tableInterface() || !index.isValid())
        return {};
    QAccessibleInterface *cell = table->tableInterface()->cellAt(index.row(), index.column());
    return cell ? cell->text(QAccessible::Name) : QString();
}

// What the review says of ply `ply`, in the words the tests look for: its class, and the better move where there is
// one.
QStringList verdictWords(ReviewController *review, int ply) {
    const PlyReview *p = review->plyReview(ply);
    QStringList words{reviewstyle::className(p->moveClass)};
    if (p->played != p->best && !p->forced)
        words << review->bestText(ply);
    return words;
}

// How many pixels of `label`'s outer two-pixel edge are drawn in the highlight colour.
int framePixels(QLabel *label) {
    const QImage image = label->grab().toImage();
    const QColor highlight = label->palette().color(QPalette::Highlight);
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const bool edge = x < 2 || y < 2 || x >= image.width() - 2 || y >= image.height() - 2;
            const QColor c = image.pixelColor(x, y);
            if (edge && qAbs(c.red() - highlight.red()) + qAbs(c.green() - highlight.green()) +
                                qAbs(c.blue() - highlight.blue()) <
                            40)
                ++count;
        }
    return count;
}

// What a screen reader would hear change in a panel: its widgets' accessible names, and its boxes' lists refilled.
struct PanelWatch {
    explicit PanelWatch(QWidget *panel) : panel(panel) {
        for (QWidget *w : panel->findChildren<QWidget *>())
            names[w] = w->accessibleName();
        for (QComboBox *box : panel->findChildren<QComboBox *>())
            for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
                QObject::connect(box->model(), signal, panel, [this] { ++refills; });
        for (QComboBox *box : panel->findChildren<QComboBox *>())
            QObject::connect(box->model(), &QAbstractItemModel::dataChanged, panel, [this] { ++redrawn; });
    }
    QString changes() const {
        QStringList changed;
        for (auto it = names.cbegin(); it != names.cend(); ++it)
            if (it.key()->accessibleName() != it.value())
                changed << QStringLiteral("\"%1\" became \"%2\"").arg(it.value(), it.key()->accessibleName());
        if (refills > 0)
            changed << QStringLiteral("%1 rows of its boxes inserted or removed").arg(refills);
        if (redrawn > 0)
            changed << QStringLiteral("%1 items of its boxes changed").arg(redrawn);
        return changed.join(QStringLiteral("; "));
    }
    QWidget *panel;
    QHash<QWidget *, QString> names; // the panel owns its widgets for the whole test
    int refills = 0, redrawn = 0;
};

bool containsAll(const QString &text, const QStringList &words) {
    for (const QString &word : words)
        if (!text.contains(word))
            return false;
    return true;
}

} // namespace

class TestReviewSpeech : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void reviewIsHeard();
    void analysisKeepsItsRows();
};

void TestReviewSpeech::reviewIsHeard() {
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QString game = QStringLiteral("atoms");
    QVERIFY(window.newGame(test::humans(game)));
    window.turns()->setPaused(true);
    test::playMoves(*window.model(), 12);
    ReviewController *review = window.review()->controller();
    review->setEngine(QStringLiteral("level:1"));

    // The end of the review is announced with each side's accuracy and counts.
    Heard heard(window);
    // ... and nothing else floods a screen reader while the review runs: Orca (43) drops events, the end's
    // announcement among them, once 100 are queued; the players panel renamed its boxes at every judged move.
    // (Qt sends no accessibility event offscreen, so the panel's boxes are watched: their names and their lists.)
    const PanelWatch panelWatch(window.playersPanel());
    QSignalSpy finished(review, &ReviewController::finished);
    window.review()->reviewAction()->trigger();
    QVERIFY(finished.wait(120000));
    qInfo("the players panel during the review: %s", qPrintable(panelWatch.changes()));
    QVERIFY2(panelWatch.changes().isEmpty(), qPrintable(panelWatch.changes()));
    QTRY_VERIFY2(heard.text().contains(reviewstyle::percent(review->review()->sides[1].accuracy)),
                 qPrintable(heard.text()));
    QVERIFY2(containsAll(heard.text(), {labels::sideName(game, 0), labels::sideName(game, 1)}),
             qPrintable(heard.text()));
    qInfo("review done: \"%s\"", qPrintable(heard.text()));

    // Every judged move's cell in the History says its class and the better move.
    const int plies = window.model()->ply();
    int better = 0;
    for (int ply = 1; ply <= plies; ++ply) {
        const QString name = historyCellName(window, ply);
        QVERIFY2(containsAll(name, verdictWords(review, ply)), qPrintable(QStringLiteral("%1: %2").arg(ply).arg(name)));
        better += review->plyReview(ply)->played != review->plyReview(ply)->best ? 1 : 0;
        if (ply <= 3)
            qInfo("History cell %d: \"%s\"", ply, qPrintable(name));
    }
    QVERIFY(better > 0); // first legal moves are not the engine's: some cell names a better move

    // Undo says the verdict of the move now shown, redo that of the move replayed; L that of the move it says.
    window.board()->setFocus();
    heard.spy.clear();
    window.actions()->undo->trigger();
    QTRY_VERIFY(!heard.text().isEmpty());
    QVERIFY2(containsAll(heard.text(), verdictWords(review, plies - 1)), qPrintable(heard.text()));
    // ... and what the graph shows after it: the mover's win chance.
    QVERIFY2(heard.text().contains(reviewstyle::percent(review->plyReview(plies - 1)->winAfter)),
             qPrintable(heard.text()));
    qInfo("undo: \"%s\"", qPrintable(heard.text()));
    heard.spy.clear();
    window.actions()->redo->trigger();
    QTRY_VERIFY(!heard.text().isEmpty());
    QVERIFY2(containsAll(heard.text(), verdictWords(review, plies)), qPrintable(heard.text()));
    heard.spy.clear();
    narrationOf(window)->describeLastMove()->trigger();
    QTRY_VERIFY(!heard.text().isEmpty());
    narrationOf(window)->describeLastMove()->trigger(); // the move before, with its own verdict
    QTRY_VERIFY(heard.text().contains(QLatin1Char('\n')));
    const QString last = heard.text().section(QLatin1Char('\n'), 0, 0);
    const QString before = heard.text().section(QLatin1Char('\n'), 1, 1);
    QVERIFY2(containsAll(last, verdictWords(review, plies)), qPrintable(last));
    QVERIFY2(containsAll(before, verdictWords(review, plies - 1)), qPrintable(before));
    qInfo("L, L: \"%s\" / \"%s\"", qPrintable(last), qPrintable(before));

    // The panel's summary and the shown move's verdict are Tab stops that say their words.
    ReviewPanel *panel = window.review()->panel();
    QLabel *summary = panel->findChild<QLabel *>(QStringLiteral("reviewSummary"));
    QLabel *line = panel->findChild<QLabel *>(QStringLiteral("reviewLine"));
    QVERIFY(summary && line);
    panel->startButton()->setFocus();
    QStringList stops;
    for (int i = 0; i < 12 && !stops.contains(QStringLiteral("reviewLine")); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        stops << QApplication::focusWidget()->objectName();
    }
    QVERIFY2(stops.contains(QStringLiteral("reviewSummary")) && stops.contains(QStringLiteral("reviewLine")),
             qPrintable(stops.join(QStringLiteral(", "))));
    // ... and a sighted keyboard user sees where the focus is: the focused label draws a frame it lacks otherwise.
    line->setFocus();
    QTRY_VERIFY(line->hasFocus());
    const int unfocused = framePixels(summary);
    summary->setFocus();
    QTRY_VERIFY(summary->hasFocus());
    const int focused = framePixels(summary);
    qInfo("summary's edge in the highlight colour: %d pixels without the focus, %d with it", unfocused, focused);
    QVERIFY2(focused > unfocused + summary->width(), "the focused summary draws no focus frame");
    const QString summaryName = QAccessible::queryAccessibleInterface(summary)->text(QAccessible::Name);
    QVERIFY2(containsAll(summaryName, {reviewstyle::percent(review->review()->sides[0].accuracy),
                                       labels::sideName(game, 0), labels::sideName(game, 1)}),
             qPrintable(summaryName));
    QVERIFY2(!summaryName.contains(QLatin1Char('<')), qPrintable(summaryName)); // words, not the table's markup
    window.model()->jumpToPly(0);
    int judged = 0; // a move with a better one
    for (int ply = 1; ply <= plies && !judged; ++ply)
        if (review->plyReview(ply)->played != review->plyReview(ply)->best && !review->plyReview(ply)->forced)
            judged = ply;
    QVERIFY(judged > 0);
    window.model()->jumpToPly(judged);
    const QString lineName = QAccessible::queryAccessibleInterface(line)->text(QAccessible::Name);
    QVERIFY2(lineName.contains(review->bestText(judged)) && !lineName.contains(QLatin1Char('<')), qPrintable(lineName));
    qInfo("summary: \"%s\"; ply %d: \"%s\"", qPrintable(summaryName), judged, qPrintable(lineName));
}

// A deeper search gives the same rows new words: the row the keyboard is on stays the current one.
void TestReviewSpeech::analysisKeepsItsRows() {
    AnalysisPanel panel;
    panel.show();
    auto lines = [](double win) {
        std::vector<AnalysisLine> result;
        for (const char *token : {"c4", "d5", "e6"}) {
            AnalysisLine line;
            line.token = QString::fromLatin1(token);
            line.win = win;
            line.pvTokens = {line.token, QStringLiteral("a1")};
            result.push_back(line);
            win -= 10;
        }
        return result;
    };
    panel.showLines(4, lines(70));
    QTreeWidget *list = panel.list();
    list->setFocus();
    list->setCurrentItem(list->topLevelItem(1));
    QTreeWidgetItem *current = list->currentItem();
    panel.showLines(5, lines(65));
    QCOMPARE(list->currentItem(), current);
    QCOMPARE(list->indexOfTopLevelItem(list->currentItem()), 1);
    QCOMPARE(current->text(1), reviewstyle::percent(55));
    // Fewer lines drop the rows after them; more add rows.
    std::vector<AnalysisLine> two = lines(60);
    two.pop_back();
    panel.showLines(6, two);
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->currentItem(), current);
    panel.showLines(7, lines(60));
    QCOMPARE(list->topLevelItemCount(), 3);
    QCOMPARE(list->topLevelItem(2)->text(0), QStringLiteral("e6"));
}

QTEST_MAIN(TestReviewSpeech)
#include "test_review_speech.moc"
