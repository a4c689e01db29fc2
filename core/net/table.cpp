#include "table.h"

#include "../record/resignation.h"
#include "../registry.h"

#include <QDate>

namespace gamut::net {

std::unique_ptr<Table> Table::create(const QString &id, const QString &game, const QString &variant, QString &error) {
    std::string why;
    auto start = gamut::newGame(game.toStdString(), variant.toStdString(), why);
    if (!start) {
        error = QString::fromStdString(why);
        return nullptr;
    }
    std::unique_ptr<Table> table(new Table);
    table->id_ = id;
    table->games_.push_back(table->freshGame(std::move(start)));
    table->state_ = table->games_.back().start->clone();
    return table;
}

std::unique_ptr<Table> Table::restore(const QString &id, const std::string &recordText,
                                      const std::array<Seat, 2> &seats, QString &error) {
    RecordError why;
    auto games = loadRecordText(recordText, (id + QStringLiteral(".gamut")).toStdString(), why);
    if (!games) {
        error = QString::fromStdString(why.text());
        return nullptr;
    }
    const std::string_view game = games->back().start->info().id;
    for (const ReplayedGame &g : *games)
        if (g.start->info().id != game) {
            error = QStringLiteral("%1.gamut: the games of a table must all be %2").arg(id, QString::fromUtf8(game));
            return nullptr;
        }
    std::unique_ptr<Table> table(new Table);
    table->id_ = id;
    table->games_ = std::move(*games);
    for (ReplayedGame &g : table->games_) {
        g.record.moves.clear(); // the moves live in g.moves
        g.ply = int(g.moves.size());
    }
    table->state_ = table->games_.back().finalPosition();
    table->cacheFinishedText();
    table->cacheMoveText();
    table->seats_ = seats;
    for (Seat &seat : table->seats_)
        seat.wantsNext = false;
    if (!table->games_.back().record.tag(kResignedTag).empty()) {
        const int side = resignedSide(table->games_.back().record, table->state_->info());
        if (side < 0) {
            error = QStringLiteral("%1.gamut: Resigned names no player of the game").arg(id);
            return nullptr;
        }
        table->resigned_ = table->playerName(side);
    }
    return table;
}

ReplayedGame Table::freshGame(std::unique_ptr<GameState> start) const {
    ReplayedGame game;
    game.start = std::move(start);
    game.record.setTag("Format", std::string(kRecordFormat));
    game.record.setTag("Game", std::string(game.start->info().id));
    game.record.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return game;
}

int Table::gameNumber() const {
    if (info().playedInRounds)
        return std::max(1, games_.back().start->round());
    return int(games_.size());
}

int Table::seatOfToken(const QString &token) const {
    if (token.size() != 32)
        return -1;
    for (int side = 0; side < 2; ++side) {
        const QString &mine = seats_[std::size_t(side)].token;
        if (mine.size() != token.size())
            continue;
        // Compare every character, so that the time taken tells nothing about where a guess went wrong.
        int diff = 0;
        for (qsizetype i = 0; i < mine.size(); ++i)
            diff |= mine[i].unicode() ^ token[i].unicode();
        if (diff == 0)
            return side;
    }
    return -1;
}

QString Table::stateText() const {
    if (isOver())
        return QStringLiteral("over");
    return bothSeated() ? QStringLiteral("playing") : QStringLiteral("waiting");
}

int Table::turn() const { return resigned_.isEmpty() ? state_->turn() : -1; }

QString Table::turnText() const {
    const int side = turn();
    return side < 0 ? QStringLiteral("none") : playerName(side);
}

QString Table::resultText() const {
    if (!resigned_.isEmpty())
        return resigned_ == playerName(0) ? playerName(1) : playerName(0);
    return QString::fromStdString(state_->resultText());
}

void Table::play(Move move) {
    moveText_.add(state_->moveText(move));
    before_ = state_->clone();
    state_->play(move);
    ReplayedGame &game = games_.back();
    game.moves.push_back(move);
    game.comments.emplace_back();
    game.ply = int(game.moves.size());
}

void Table::undoLastMove() {
    ReplayedGame &game = games_.back();
    if (!before_ || game.moves.empty())
        return;
    game.moves.pop_back();
    game.comments.pop_back();
    game.ply = int(game.moves.size());
    state_ = std::move(before_);
    cacheMoveText(); // rare (a move that could not be stored): the text is written again
}

void Table::resign(int side) {
    resigned_ = playerName(side);
    setResigned(games_.back().record, state_->info(), side);
}

void Table::unresign() {
    resigned_.clear();
    clearResigned(games_.back().record);
}

bool Table::startNext(QString &error) {
    std::unique_ptr<GameState> start;
    if (info().playedInRounds) {
        start = games_.back().start->nextRound();
    } else {
        std::string why;
        start = gamut::newGame(std::string(info().id), state_->variant(), why);
        error = QString::fromStdString(why);
    }
    if (!start) {
        if (error.isEmpty())
            error = QStringLiteral("no next game");
        return false;
    }
    games_.push_back(freshGame(std::move(start)));
    state_ = games_.back().start->clone();
    syncPlayerTags();
    cacheFinishedText();
    moveText_ = MoveTextWriter(games_.back().record.comment);
    before_.reset();
    resigned_.clear();
    for (Seat &seat : seats_)
        seat.wantsNext = false;
    return true;
}

void Table::dropNext() {
    if (games_.size() < 2)
        return;
    games_.pop_back();
    state_ = games_.back().finalPosition();
    cacheFinishedText();
    cacheMoveText();
    const int side = resignedSide(games_.back().record, state_->info());
    resigned_ = side < 0 ? QString() : playerName(side);
}

void Table::setSeat(int side, const QString &name, const QString &token) {
    Seat &seat = seats_[std::size_t(side)];
    seat.name = name;
    seat.token = token;
    syncPlayerTags();
}

void Table::syncPlayerTags() {
    // The seats' names are the current game's player tags (earlier games keep the names they were played by).
    for (int side = 0; side < 2; ++side) {
        const std::string tag = gamut::playerTagName(info(), side);
        const Seat &seat = seats_[std::size_t(side)];
        if (seat.name.isEmpty())
            games_.back().record.removeTag(tag);
        else
            games_.back().record.setTag(tag, seat.name.toStdString());
    }
}

void Table::cacheFinishedText() {
    std::vector<const ReplayedGame *> list;
    for (std::size_t i = 0; i + 1 < games_.size(); ++i)
        list.push_back(&games_[i]);
    finishedText_ = writeRecords(list);
    if (!finishedText_.empty())
        finishedText_ += '\n'; // writeRecords' separator before the current game
}

void Table::cacheMoveText() {
    const GameRecord record = canonicalRecord(games_.back()); // rare: a replay of the game is fine here
    moveText_ = MoveTextWriter(record.comment);
    for (const RecordedMove &move : record.moves)
        moveText_.add(move.token, move.comment);
}

// Earlier games never change: their text is kept, so a move costs the current game's tags and the copy of its
// move text, which grows a move at a time (no replay of the game, no rewriting of its moves).
std::string Table::currentGameText() const {
    return writeTags(canonicalTags(games_.back(), *state_)) + '\n' + moveText_.text();
}

} // namespace gamut::net
