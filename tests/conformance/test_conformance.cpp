// Replays every reference game of every registered game that has them (core/games/<id>/tests/<id>.jsonl, its facts'
// referenceGames) ply by ply through the registry and compares the legal moves, the board, the extra lines, the turn
// and the result; checks every perft record (<id>-perft.jsonl) up to 5,000,000 nodes. A game without reference games
// is checked against itself instead (test_game_facts). GAMUT_ORACLE_GAME=<id> restricts the run to one game.
#include "core/registry.h"
#include "core/text.h"
#include "tests/facts/corefacts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace gamut;

namespace {

constexpr qint64 kMaxPerftNodes = 5'000'000;

bool wanted(const QString &game) {
    const QByteArray only = qgetenv("GAMUT_ORACLE_GAME");
    return only.isEmpty() || game == QString::fromUtf8(only);
}

std::vector<std::string> toStrings(const QJsonArray &array) {
    std::vector<std::string> out;
    for (const QJsonValue &v : array)
        out.push_back(v.toString().toStdString());
    return out;
}

QString joined(const std::vector<std::string> &lines) { return QString::fromStdString(join(lines, " | ")); }

// Adds one data row per JSON line of every registered game's reference games, or of its perft records.
void addRows(bool perftFiles) {
    QTest::addColumn<QByteArray>("record");
    int files = 0;
    for (const GameEntry &entry : allGames()) {
        const QString game = QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
        if (!test::coreFactsOf(entry.info->id).referenceGames || !wanted(game))
            continue;
        const QString name = game + (perftFiles ? QStringLiteral("-perft.jsonl") : QStringLiteral(".jsonl"));
        QFile file(test::gameTestFolder(entry.info->id) + u'/' + name);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable("cannot open " + file.fileName()));
        ++files;
        int lineNumber = 0;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            ++lineNumber;
            if (line.isEmpty())
                continue;
            QVERIFY2(QJsonDocument::fromJson(line).object().value("game").toString() == game,
                     qPrintable(QString("%1:%2 is not a game of %3").arg(name).arg(lineNumber).arg(game)));
            if (perftFiles && QJsonDocument::fromJson(line).object().value("nodes").toInteger() > kMaxPerftNodes)
                continue;
            QTest::newRow(qPrintable(QString("%1:%2").arg(name).arg(lineNumber))) << line;
        }
    }
    if (files == 0)
        QSKIP("no registered game (of GAMUT_ORACLE_GAME) has reference games");
}

std::unique_ptr<GameState> startOf(const QJsonObject &record) {
    std::string error;
    auto state =
        newGame(record.value("game").toString().toStdString(), record.value("variant").toString().toStdString(), error);
    if (!state)
        qWarning("%s", error.c_str());
    return state;
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    void replay_data() { addRows(false); }
    void replay() {
        QFETCH(QByteArray, record);
        const QJsonObject game = QJsonDocument::fromJson(record).object();
        auto state = startOf(game);
        QVERIFY(state);
        const QJsonArray moves = game.value("moves").toArray();
        const QJsonArray plies = game.value("plies").toArray();
        QCOMPARE(plies.size(), moves.size());
        for (int i = 0; i < moves.size(); ++i) {
            const QString where = QString("ply %1 (%2)").arg(i + 1).arg(moves[i].toString());
            const QJsonObject expected = plies[i].toObject();
            const auto legal = state->legalMoveTexts();
            QVERIFY2(legal == toStrings(expected.value("legal").toArray()),
                     qPrintable(where + ": legal moves\n   got: " + joined(legal) +
                                "\nwanted: " + joined(toStrings(expected.value("legal").toArray()))));
            const ParsedMove move = state->parseMove(moves[i].toString().toStdString());
            QVERIFY2(move.ok(), qPrintable(where + ": refused: " + QString::fromStdString(move.error)));
            QVERIFY2(state->moveText(move.move) == moves[i].toString().toStdString(),
                     qPrintable(where + ": prints as " + QString::fromStdString(state->moveText(move.move))));
            state->play(move.move);
            const auto board = state->boardRows();
            QVERIFY2(board == toStrings(expected.value("board").toArray()),
                     qPrintable(where + ": board\n   got: " + joined(board) +
                                "\nwanted: " + joined(toStrings(expected.value("board").toArray()))));
            const auto extra = state->extraLines();
            QVERIFY2(extra == toStrings(expected.value("extra").toArray()),
                     qPrintable(where + ": extra lines\n   got: " + joined(extra) +
                                "\nwanted: " + joined(toStrings(expected.value("extra").toArray()))));
            QCOMPARE(QString::fromStdString(state->turnText()), expected.value("turn").toString());
            QCOMPARE(QString::fromStdString(state->resultText()), expected.value("result").toString());
        }
        qInfo("%s %s: %lld plies replayed, result %s", qPrintable(game.value("game").toString()),
              qPrintable(game.value("variant").toString()), static_cast<long long>(moves.size()),
              state->resultText().c_str());
    }

    void perft_data() { addRows(true); }
    void perft() {
        QFETCH(QByteArray, record);
        const QJsonObject entry = QJsonDocument::fromJson(record).object();
        auto state = startOf(entry);
        QVERIFY(state);
        for (const QJsonValue &token : entry.value("moves").toArray()) {
            const ParsedMove move = state->parseMove(token.toString().toStdString());
            QVERIFY2(move.ok(), qPrintable(token.toString() + ": " + QString::fromStdString(move.error)));
            state->play(move.move);
        }
        const int depth = entry.value("depth").toInt();
        const quint64 nodes = state->perft(depth);
        QCOMPARE(nodes, quint64(entry.value("nodes").toInteger()));
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "test_conformance.moc"
