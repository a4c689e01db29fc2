// `gamut-cli review` (issue 24): how long it will take (said first, issue 36), the text rows and the summary, one JSON
// object a line with the named keys, the same answer on every run, and the refusals (a bad file exits 4 with FILE:LINE,
// a bad engine 2).
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace gamut;
using testing::cli;
using testing::Run;

namespace {

QString record(const char *name) { return QStringLiteral(GAMUT_TEST_DATA_DIR "/records/") + name; }

} // namespace

class TestCliReview : public QObject {
    Q_OBJECT
private slots:
    void textRowsAndSummary();
    void jsonLines();
    void lastRoundOfAtom4();
    void bestLikeTheReview();
    void chosenPliesAsTheWholeReview();
    void refusals();
};

void TestCliReview::textRowsAndSummary() {
    const Run r = cli({"review", record("addtraction-finished.gamut"), "--level", "2"});
    QCOMPARE(r.code, 0);
    // Before it starts, one line on standard error says how long it will take (standard output holds the result):
    // the 33 plies that had a choice (the last field is forced).
    QVERIFY2(r.err.startsWith("gamut-cli review: level:2, 33 positions on ") && r.err.contains(": about ") &&
                 r.err.endsWith(" s\n") && r.err.count('\n') == 1,
             qPrintable(r.err));
    qInfo("%s", qPrintable(r.err.trimmed()));
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    // A header, one row per ply (34), a line per side.
    QCOMPARE(lines.size(), 1 + 34 + 2);
    QVERIFY(lines[0].startsWith("ply  side"));
    const QStringList first = lines[1].split(' ', Qt::SkipEmptyParts);
    QVERIFY(first.size() >= 8); // ply, side, move, class, before, after, best, loss, and why for a marked move
    QCOMPARE(first[0], QString("1"));
    QCOMPARE(first[1], QString("red"));
    QVERIFY(QStringList({"best", "excellent", "good", "inaccuracy", "mistake", "blunder"}).contains(first[3]));
    // A marked move says why after its loss; an unmarked one says nothing more.
    int marked = 0;
    for (int i = 1; i <= 34; ++i) {
        const QStringList row = lines[i].split(' ', Qt::SkipEmptyParts);
        const bool marks = QStringList({"inaccuracy", "mistake", "blunder"}).contains(row[3]);
        marked += marks;
        if (marks)
            QVERIFY2(row.size() > 8 && (lines[i].contains("points of win chance") || lines[i].contains("forced")),
                     qPrintable(lines[i]));
    }
    qInfo("%d marked rows", marked);
    QVERIFY(lines[35].startsWith("red: accuracy "));
    QVERIFY(lines[36].startsWith("green: accuracy "));
    QVERIFY(lines[35].contains(", moves 17, best "));
    qInfo("%s\n%s\n%s\n%s", qPrintable(lines[0]), qPrintable(lines[1]), qPrintable(lines[35]), qPrintable(lines[36]));
    // The same every run (no noise, no clock).
    QCOMPARE(cli({"review", record("addtraction-finished.gamut"), "--level", "2", "--jobs", "1"}).out, r.out);
}

void TestCliReview::jsonLines() {
    const Run r = cli({"review", record("loa-finished.gamut"), "--engine", "level:1", "--json"});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    const int plies = int(lines.size()) - 1; // the file's game: 87 plies
    QVERIFY(plies > 80);
    int ply = 0;
    for (const QString &line : lines) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), qPrintable(line));
        const QJsonObject o = doc.object();
        if (o.contains("summary")) {
            QCOMPARE(ply, plies);
            const QJsonObject black = o["summary"].toObject()["black"].toObject();
            QVERIFY(black["accuracy"].toDouble() >= 0 && black["accuracy"].toDouble() <= 100);
            // an accuracy exactly when some move counted (null, not 100, for a side with none)
            for (const char *name : {"black", "white"}) {
                const QJsonObject side = o["summary"].toObject()[name].toObject();
                QCOMPARE(side["accuracy"].isDouble(), side["counted"].toInt() > 0);
                QVERIFY(side["counted"].toInt() <= side["moves"].toInt());
            }
            QCOMPARE(black["moves"].toInt(), (plies + 1) / 2);
            int counted = 0;
            for (const char *c : {"best", "excellent", "good", "inaccuracy", "mistake", "blunder"})
                counted += black[c].toInt();
            QCOMPARE(counted, (plies + 1) / 2);
            QVERIFY(o["summary"].toObject().contains("white"));
            qInfo("%s", qPrintable(line));
            continue;
        }
        ++ply;
        for (const char *key : {"ply", "side", "move", "best", "class", "win_before", "win_after", "loss", "pv"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["ply"].toInt(), ply);
        QCOMPARE(o["side"].toString(), QString(ply % 2 ? "black" : "white"));
        const double before = o["win_before"].toDouble(), after = o["win_after"].toDouble();
        QVERIFY(before >= 0 && before <= 100 && after >= 0 && after <= 100);
        QVERIFY(std::abs(o["loss"].toDouble() - std::max(0.0, before - after)) < 0.11);
        const QJsonArray pv = o["pv"].toArray();
        QVERIFY(!pv.isEmpty() && pv.size() <= 8);
        QCOMPARE(pv[0].toString(), o["best"].toString());
        if (o["class"].toString() == "best")
            QCOMPARE(o["loss"].toDouble(), 0.0);
        if (ply == 1)
            qInfo("%s", qPrintable(line));
    }
    QCOMPARE(lines.last().left(11), QString("{\"summary\":"));
}

// Atom-4's file holds rounds: the review is of the last one.
void TestCliReview::lastRoundOfAtom4() {
    const Run all = cli({"replay", record("atom4-match.gamut")});
    QCOMPARE(all.code, 0);
    const Run r = cli({"review", record("atom4-match.gamut"), "--level", "1", "--json"});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 2);
    const QJsonObject summary = QJsonDocument::fromJson(lines.last().toUtf8()).object();
    QCOMPARE(summary["game"].toString(), QString("atom4"));
    qInfo("atom4 last round: %lld plies", static_cast<long long>(lines.size() - 1));
}

// `best --review` searches one position as the review does (no noise): the same answer every run, whether the score
// is proven and whose turn it is.
void TestCliReview::bestLikeTheReview() {
    const Run best = cli({"best", "loa", "--level", "2", "--review"});
    QCOMPARE(best.code, 0);
    const QStringList lines = best.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[1].startsWith("score "));
    QCOMPARE(lines[4], QString("proven no"));
    QCOMPARE(lines[5], QString("turn first"));
    QCOMPARE(cli({"best", "loa", "--level", "2", "--review"}).out, best.out);
    const Run after = cli({"best", "loa", "--level", "2", "--review", "--moves", lines[0]});
    QCOMPARE(after.code, 0);
    QVERIFY(after.out.endsWith("turn second\n"));
    QCOMPARE(cli({"best", "loa", "--review", "--seed", "3"}).code, 2); // no noise, so no seed
    qInfo("%s", qPrintable(best.out.simplified()));
}

// --plies judges only the plies it names (a calibration sample: a few plies of many games), each exactly as the
// review of the whole game judges it, in order and once; a ply outside the game is refused with its name.
void TestCliReview::chosenPliesAsTheWholeReview() {
    const Run whole = cli({"review", record("loa-finished.gamut"), "--level", "1", "--json"});
    QCOMPARE(whole.code, 0);
    const QStringList rows = whole.out.split('\n', Qt::SkipEmptyParts);
    const Run some = cli({"review", record("loa-finished.gamut"), "--level", "1", "--json", "--plies", "40,2,87,40"});
    QCOMPARE(some.code, 0);
    const QStringList chosen = some.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(chosen.size(), 3); // 2, 40, 87: sorted, 40 once, and no summary (it would be of a part of the game)
    QCOMPARE(chosen[0], rows[1]);
    QCOMPARE(chosen[1], rows[39]);
    QCOMPARE(chosen[2], rows[86]);
    qInfo("%s", qPrintable(chosen[1]));
    for (const char *bad : {"0", "88", "3,x", "", "5,,6"}) {
        const Run r = cli({"review", record("loa-finished.gamut"), "--level", "1", "--json", "--plies", bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--plies"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    QTemporaryDir dir; // a game with no move has no ply to judge: refused, not a crash
    const QString empty = dir.filePath("empty.gamut");
    {
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Format \"gamut 1\"]\n[Game \"loa\"]\n\n");
    }
    const Run none = cli({"review", empty, "--json", "--plies", "1"});
    QCOMPARE(none.code, 2);
    QVERIFY2(none.err.contains("--plies: the game has no moves"), qPrintable(none.err));
}

void TestCliReview::refusals() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.gamut");
    {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Format \"gamut 1\"]\n[Game \"loa\"]\n\n1. b1-b3 g1-e3 2. zz\n");
    }
    Run r = cli({"review", bad});
    QCOMPARE(r.code, 4);
    QVERIFY2(r.err.contains("bad.gamut:4: "), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    r = cli({"review", dir.filePath("missing.gamut")});
    QCOMPARE(r.code, 4);
    r = cli({"review", record("loa-finished.gamut"), "--engine", "random"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("does not search"), qPrintable(r.err));
    r = cli({"review", record("loa-finished.gamut"), "--engine", "level:9"});
    QCOMPARE(r.code, 2);
    r = cli({"review", record("loa-finished.gamut"), "--level", "7"});
    QCOMPARE(r.code, 2);
    r = cli({"review", record("loa-finished.gamut"), "--level", "2", "--engine", "level:2"});
    QCOMPARE(r.code, 2);
    r = cli({"review"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("usage: gamut-cli review FILE"));
    r = cli({"review", record("loa-finished.gamut"), "--jobs", "0"});
    QCOMPARE(r.code, 2);
}

QTEST_GUILESS_MAIN(TestCliReview)
#include "test_cli_review.moc"
