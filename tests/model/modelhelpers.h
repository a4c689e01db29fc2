// Shared by the model tests: the games' reference games (those that have them), and an independent replay from the
// start.
#pragma once

#include "core/model/gamemodel.h"
#include "core/registry.h"
#include "tests/facts/corefacts.h"

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

// Every reference game of every registered game that has them (core/games/<id>/tests/<id>.jsonl), read once.
inline std::vector<OracleGame> readOracleGames() {
    std::vector<OracleGame> games;
    for (const GameEntry &entry : allGames()) {
        if (!coreFactsOf(entry.info->id).referenceGames)
            continue;
        QFile file(gameTestFolder(entry.info->id) +
                   QStringLiteral("/%1.jsonl")
                       .arg(QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()))));
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
