#include "librarygame.h"

#include "../record/resignation.h"

#include <map>

namespace gamut {

namespace {

QString fromStd(const std::string &text) { return QString::fromStdString(text); }

// Whether a side's player is somebody at the window: not a computer (an engine tag, or a computer's description as
// older files have it) and not a peer over the network.
bool isPerson(const GameRecord &record, const GameInfo &info, int side) {
    const std::string tag = playerTagName(info, side);
    if (!record.tag(tag + "Engine").empty())
        return false;
    const QString player = fromStd(record.tag(tag));
    for (const char *other : {"Computer", "Random", "Network"})
        if (player.startsWith(QLatin1String(other), Qt::CaseInsensitive))
            return false;
    return true;
}

} // namespace

LibraryGame::Outcome LibraryGame::outcome() const {
    if (!finished)
        return Outcome::Unfinished;
    if (winner < 0)
        return Outcome::Drawn;
    if (person == 0 || person == 1)
        return winner == person ? Outcome::Won : Outcome::Lost;
    return Outcome::Decided;
}

QString LibraryGame::opponent() const {
    if (person == 0 || person == 1)
        return players[1 - person];
    return QStringLiteral("%1 \u2013 %2").arg(players[0], players[1]);
}

std::vector<LibraryTally> tallyGames(const std::vector<LibraryGame> &games, const QDateTime &since) {
    std::map<std::pair<QString, QString>, LibraryTally> tallies;
    for (const LibraryGame &game : games) {
        if (!game.finished || game.person < 0 || game.person > 2)
            continue; // unfinished, or no person at the window (two computers, a watched game)
        if (since.isValid() && game.updated < since)
            continue;
        const QString opponent = game.person == 2 ? QString() : game.players[1 - game.person];
        LibraryTally &tally = tallies[{game.game, opponent}];
        tally.game = game.game;
        tally.opponent = opponent;
        // One person: their result. Two people: the first side's wins and the second side's (its "losses").
        const int mine = game.person == 2 ? 0 : game.person;
        if (game.winner < 0)
            ++tally.draws;
        else if (game.winner == mine)
            ++tally.wins;
        else
            ++tally.losses;
    }
    std::vector<LibraryTally> result;
    result.reserve(tallies.size());
    for (auto &[key, tally] : tallies)
        result.push_back(std::move(tally));
    return result;
}

std::optional<LibraryGame> summarizeRecord(std::string_view text, QString &error, std::string_view fileName) {
    RecordError problem;
    auto games = loadRecordText(text, fileName, problem);
    if (!games) {
        error = fromStd(problem.text());
        return std::nullopt;
    }
    const ReplayedGame &last = games->back();
    const GameInfo &info = last.start->info();
    LibraryGame game;
    game.game = fromStd(std::string(info.id));
    game.variant = fromStd(last.start->variant());
    bool persons[2] = {false, false};
    for (int side = 0; side < 2; ++side) {
        game.players[side] = fromStd(last.record.tag(playerTagName(info, side)));
        persons[side] = isPerson(last.record, info, side);
    }
    game.person = persons[0] && persons[1] ? 2 : persons[0] ? 0 : persons[1] ? 1 : -1;
    game.rounds = int(games->size());
    for (const ReplayedGame &round : *games)
        game.plies += int(round.moves.size());
    const auto final = last.finalPosition();
    const int resigned = sideThatGaveUp(last.record, info, *final); // a resignation or a loss on time
    game.finished = resigned >= 0 || final->isOver();
    const Outcome outcome = final->outcome();
    game.winner = resigned >= 0                    ? 1 - resigned
                  : outcome == Outcome::FirstWins  ? 0
                  : outcome == Outcome::SecondWins ? 1
                                                   : -1;
    game.reviewed = !last.record.tag("Review").empty();
    const QDate date = QDate::fromString(fromStd(games->front().record.tag("Date")), QStringLiteral("yyyy.MM.dd"));
    if (date.isValid())
        game.started = date.startOfDay();
    return game;
}

} // namespace gamut
