// Every registered game's id, in the registry's order (core/registry.h): the "for every game" lists of the window's
// tests come from here, so that a game added to the registry is tested without a change to them. A table of
// expected words per game keeps its rows but names the registered games it lacks (GameRows), so that a new game
// fails it until its row is written.
#pragma once

#include "core/registry.h"

#include <QStringList>
#include <QTest>

namespace gamut::test {

inline const QStringList &gameIds() {
    static const QStringList ids = [] {
        QStringList list;
        for (const GameEntry &entry : allGames())
            list << QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
        return list;
    }();
    return ids;
}

// The rows of a data function whose first column is the game: row() adds one named after its game (or `name`),
// missing() says which registered games have none ("" when every game has one).
class GameRows {
public:
    QTestData &row(const QString &game, const char *name = nullptr) {
        games_ << game;
        return QTest::newRow(name ? name : qPrintable(game)) << game;
    }
    QString missing() const {
        QStringList lacking;
        for (const QString &id : gameIds())
            if (!games_.contains(id))
                lacking << id;
        return lacking.join(QStringLiteral(", "));
    }

private:
    QStringList games_;
};

} // namespace gamut::test
