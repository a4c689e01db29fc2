// Shared by the model tests: the oracle's reference games, and an independent replay from the start.
#pragma once

#include "core/model/gamemodel.h"
#include "core/registry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace gamut::test {

struct OracleGame {
    QString game, variant, source;
    QStringList moves;
    QJsonObject last; // the position after the last move: board, extra, turn, result
};

// Every game of tests/data/oracle/<game>.jsonl (the *-perft files are not games), read once.
inline std::vector<OracleGame> readOracleGames() {
    std::vector<OracleGame> games;
    const QDir dir(QStringLiteral(GAMUT_TEST_DATA_DIR "/oracle"));
    for (const QString &name : dir.entryList({"*.jsonl"}, QDir::Files, QDir::Name)) {
        if (name.endsWith(QStringLiteral("-perft.jsonl")))
            continue;
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.isEmpty())
                continue;
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            OracleGame game{
                object["game"].toString(), object["variant"].toString(), object["source"].toString(), {}, {}};
            for (const QJsonValue &move : object["moves"].toArray())
                game.moves << move.toString();
            const QJsonArray plies = object["plies"].toArray();
            if (!plies.isEmpty())
                game.last = plies.last().toObject();
            games.push_back(game);
        }
    }
    return games;
}

inline const std::vector<OracleGame> &oracleGames() {
    static const std::vector<OracleGame> games = readOracleGames();
    return games;
}

inline QStringList jsonStrings(const QJsonValue &value) {
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

// The position text of the model's game replayed from a new start through the registry, independently of the
// model's own state: the first `ply` moves of moveTexts(). Empty if a move does not replay.
inline std::string replayFromStart(const GameModel &model, int ply) {
    std::string error;
    auto state =
        newGame(model.gameId().toStdString(), model.variant().toStdString(), error, std::max(1, model.round()));
    if (!state)
        return "no start: " + error;
    const QStringList moves = model.moveTexts();
    for (int i = 0; i < ply && i < moves.size(); ++i) {
        const ParsedMove parsed = state->parseMove(moves[i].toStdString());
        if (!parsed.ok())
            return "ply " + std::to_string(i + 1) + ": " + parsed.error;
        state->play(parsed.move);
    }
    return state->positionText();
}

} // namespace gamut::test
