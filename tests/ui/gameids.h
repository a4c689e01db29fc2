// Every registered game's id, in the registry's order (core/registry.h): the "for every game" lists of the window's
// tests come from here, and what differs between the games from each game's own facts (ui/games/<id>/tests/facts.cpp,
// tests/facts/uifacts.h) and window entry (its BoardTraits: how a move is picked), so that a game added to the
// registry is tested by them without a change to any of them.
#pragma once

#include "core/registry.h"
#include "tests/facts/uifacts.h"
#include "ui/gameui/gameui.h"

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

// How a person picks a move in `game` (its window entry's traits; a click on the cell for a game without one).
inline BoardTraits::Input inputOf(const QString &game) {
    const GameUi *ui = findGameUi(game);
    return ui ? ui->board.input : BoardTraits::Input::Place;
}

} // namespace gamut::test
